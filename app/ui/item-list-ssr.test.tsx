import { describe, expect, it } from "vitest";
import { valuesList, valuesTexts } from "~/forms/use-item-list";
import { TextListField } from "~/ui/text-list-field";
import { renderInRouter, testI18n } from "../../tests/ssr";

const i18n = testI18n({
  admin: {
    reorder: { move_up: "Move {{label}} up", move_down: "Move {{label}} down", group: "Order of {{label}}" },
  },
  ui: {
    item_list: {
      item: "{{list}}, item {{n}}",
      add: "Add an item: {{list}}",
      remove: "Remove {{label}}",
      empty: "No items yet.",
    },
  },
});

const render = (node: React.ReactNode) => renderInRouter(i18n, node).replaceAll("<!-- -->", "");
const button = (html: string, label: string) =>
  html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`))?.[0] ?? "";

describe("TextListField", () => {
  it("submits each item under its index, in the order given, each field named after the list", () => {
    const html = render(<TextListField name="tasks_fr" label="Tasks" defaultItems={["Assess", "Train"]} />);
    const names = [...html.matchAll(/<input[^>]*name="(tasks_fr\.\d)"[^>]*value="([^"]*)"/g)].map(([, n, v]) => [n, v]);
    expect(names).toEqual([
      ["tasks_fr.0", "Assess"],
      ["tasks_fr.1", "Train"],
    ]);
    expect(html).toContain(">Tasks, item 1</label>");
    expect(html).toContain("Add an item: Tasks");
    expect(button(html, "Remove Tasks, item 2")).toBeTruthy();
  });

  it("uses the shared move buttons: the ends stay focusable and say they are unavailable", () => {
    const html = render(<TextListField name="tasks_en" label="Tasks" defaultItems={["a", "b"]} />);
    expect(button(html, "Move Tasks, item 1 up")).toContain('aria-disabled="true"');
    expect(button(html, "Move Tasks, item 1 down")).not.toContain('aria-disabled="true"');
    expect(button(html, "Move Tasks, item 2 down")).toContain('aria-disabled="true"');
    expect(button(html, "Move Tasks, item 2 down")).not.toContain(' disabled=""');
    expect(html).toContain('role="group" aria-label="Order of Tasks, item 1"');
  });

  it("says when the list is empty, and marks its fields refused with the list's error", () => {
    expect(render(<TextListField name="tasks_fr" label="Tasks" />)).toContain("No items yet.");
    const refused = render(<TextListField name="tasks_fr" label="Tasks" defaultItems={["x"]} error="Too long" />);
    expect(refused).toMatch(/name="tasks_fr\.0"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="tasks_fr\.0"/);
    expect(refused).toContain("Too long");
  });
});

describe("valuesList and valuesTexts", () => {
  const values = {
    title_fr: "x",
    "metrics.1.value": "92",
    "metrics.0.label_en": "Costs",
    "metrics.1.label_en": "Satisfaction",
    "metrics.0.value": "30",
    "metrics.0.other": "ignored",
    "tasks_fr.10": "last",
    "tasks_fr.2": "first",
  };

  it("reads a refused post's items back in index order", () => {
    expect(valuesList(values, "metrics", ["label_en", "value"])).toEqual([
      { label_en: "Costs", value: "30" },
      { label_en: "Satisfaction", value: "92" },
    ]);
    expect(valuesTexts(values, "tasks_fr")).toEqual(["first", "last"]);
    expect(valuesTexts(values, "tasks_en")).toEqual([]);
  });

  it("is null without an answer (start from the stored items)", () => {
    expect(valuesList(undefined, "metrics", ["value"])).toBeNull();
    expect(valuesTexts(undefined, "tasks_fr")).toBeNull();
  });
});
