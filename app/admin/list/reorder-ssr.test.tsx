import { describe, expect, it } from "vitest";
import { movedOrder, ReorderButtons, ReorderStatus, useReorder } from "~/admin/list/reorder";
import { renderInRouter, testI18n } from "../../../tests/ssr";

const i18n = testI18n({
  ui: { toast: { region: "Notifications" }, close: "Close" },
  admin: {
    reorder: {
      move_up: "Move {{label}} up",
      move_down: "Move {{label}} down",
      group: "Order of {{label}}",
    },
  },
});

describe("movedOrder", () => {
  it("swaps a row with its neighbour, and does nothing past either end", () => {
    expect(movedOrder(["a", "b", "c"], "b", "up")).toEqual(["b", "a", "c"]);
    expect(movedOrder(["a", "b", "c"], "b", "down")).toEqual(["a", "c", "b"]);
    expect(movedOrder(["a", "b", "c"], "a", "up")).toBeNull();
    expect(movedOrder(["a", "b", "c"], "c", "down")).toBeNull();
    expect(movedOrder(["a", "b", "c"], "z", "up")).toBeNull();
  });
});

type Row = { id: string; title: string };

function List({ rows }: { rows: Row[] }) {
  const reorder = useReorder({ items: rows, itemKey: (row) => row.id, itemLabel: (row) => row.title, action: "/x" });
  return (
    <>
      <ReorderStatus reorder={reorder} />
      <ol>
        {reorder.items.map((row) => (
          <li key={row.id}>
            {row.title}
            <ReorderButtons reorder={reorder} itemKey={row.id} />
          </li>
        ))}
      </ol>
    </>
  );
}

describe("ReorderButtons", () => {
  it("names each button after its row and marks the useless ones at the ends, still focusable", () => {
    const html = renderInRouter(
      i18n,
      <List
        rows={[
          { id: "1", title: "Learners" },
          { id: "2", title: "Trainers" },
          { id: "3", title: "Founded" },
        ]}
      />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('role="group" aria-label="Order of Learners"');
    expect(html).toMatch(/<button type="button" aria-label="Move Learners up" aria-disabled="true"/);
    expect(html).toMatch(/<button type="button" aria-label="Move Learners down" class=/);
    expect(html).toMatch(/<button type="button" aria-label="Move Founded down" aria-disabled="true"/);
    expect(html).not.toMatch(/\sdisabled=/);
    expect(html.indexOf("Learners")).toBeLessThan(html.indexOf("Trainers"));
  });

  it("draws no buttons for a list of one", () => {
    const html = renderInRouter(i18n, <List rows={[{ id: "1", title: "Alone" }]} />);
    expect(html).not.toContain("Move Alone");
  });
});
