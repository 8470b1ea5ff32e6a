// A "too long" refusal says its limit wherever it is shown: the error key carries the schema's
// `.max()` and every `t(error)` fills it in, in the reader's number format.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "~/forms/validate";
import { createI18n } from "~/i18n/i18n";
import { keyWithValues, splitKeyValues } from "~/i18n/key-values";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("an error key with values", () => {
  it("round-trips its values", () => {
    expect(keyWithValues("a.b", { max: 2000 })).toBe("a.b|max=2000");
    expect(splitKeyValues("a.b|max=2000")).toEqual({ key: "a.b", values: { max: 2000 } });
    expect(splitKeyValues("a.b")).toEqual({ key: "a.b", values: undefined });
  });

  it("is what parseForm answers for a text over its limit, and says the limit in both languages", () => {
    const schema = z.object({ message: z.string().max(2000, "pages.contact.error.too_long") });
    const result = parseForm(schema, form({ message: "x".repeat(2001) }));
    expect(result.ok).toBe(false);
    const error = result.ok ? "" : result.errors.message;
    expect(error).toBe("pages.contact.error.too_long|max=2000");
    expect(createI18n("fr", fr).t(error)).toBe("Ce champ est trop long\u00a0: 2\u00a0000 caractères au plus.");
    expect(createI18n("en", en).t(error)).toBe("This field is too long: 2,000 characters at most.");
  });

  it("wins over a caller's value of the same name, and leaves other missing keys as they are", () => {
    const t = createI18n("en", en).t;
    expect(t(keyWithValues("ui.gallery.too_long", { max: 300 }), { max: 5 })).toBe(
      "This text is too long (300 characters at most).",
    );
    expect(t("no.such.key")).toBe("no.such.key");
  });
});
