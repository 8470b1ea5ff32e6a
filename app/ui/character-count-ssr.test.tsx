// A limited text is counted, never cut: no maxlength attribute on the control (it would drop
// the end of a paste), the count under it in the reader's number format, the limit in the
// control's description, and what is left (near the limit) or over said to screen readers.
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { Field, sentLength, TextArea, TextAreaField } from "~/ui/field";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { renderInRouter, textOf } from "../../tests/ssr";

const NBSP = "\u00a0";

describe("TextArea with a limit", () => {
  it("shows the count and the limit, and puts no maxlength on the control", () => {
    const html = renderInRouter(
      createI18n("en", en),
      <Field label="Message" name="message">
        <TextArea maxLength={2000} defaultValue={"x".repeat(123)} />
      </Field>,
    );
    expect(html).not.toContain("maxlength");
    expect(textOf(html)).toContain("123 / 2,000");
    // The control is described by the limit, which a screen reader says on focus.
    const describedBy = html.match(/<textarea[^>]*aria-describedby="([^"]+)"/)?.[1] ?? "";
    const countId = describedBy.split(" ").find((id) => id.endsWith("-count")) ?? "";
    expect(html).toContain(`id="${countId}" class="sr-only">2,000 characters at most.</p>`);
    // Far from the limit, nothing is announced.
    expect(html).toMatch(/aria-live="polite" class="sr-only"><\/p>/);
  });

  it("announces what is left near the limit, and what is over past it, in French", () => {
    const i18n = createI18n("fr", fr);
    const near = renderInRouter(
      i18n,
      <TextAreaField label="Besoins" name="needs" maxLength={2000} defaultValue={"x".repeat(1950)} />,
    );
    expect(near).toContain(`1${NBSP}950 / 2${NBSP}000`);
    expect(near).toContain("Encore 50 caractères possibles.");

    const over = renderInRouter(
      i18n,
      <TextAreaField label="Besoins" name="needs" maxLength={2000} defaultValue={"x".repeat(2001)} />,
    );
    expect(over).toContain("1 caractère de trop.");
    expect(over).toMatch(/class="[^"]*text-red-700[^"]*">2\u00a0001 \/ 2\u00a0000</);
  });

  it("without a limit, is a plain control", () => {
    const html = renderInRouter(createI18n("en", en), <TextArea name="notes" defaultValue="abc" />);
    expect(html).not.toContain("-count");
    expect(html).not.toContain("aria-describedby");
  });
});

describe("sentLength", () => {
  it("counts a line break as the two characters a form sends", () => {
    expect(sentLength("a\nb")).toBe(4);
    expect(sentLength("a\r\nb")).toBe(4);
    expect(sentLength("ab")).toBe(2);
  });
});
