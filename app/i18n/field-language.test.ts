import { describe, expect, it } from "vitest";
import { fieldLanguage } from "~/i18n/field-language";

describe("fieldLanguage", () => {
  it("reads the language from the field's suffix", () => {
    expect(fieldLanguage("title_fr")).toBe("fr");
    expect(fieldLanguage("description_en")).toBe("en");
  });

  it("gives null for a field both tabs share", () => {
    expect(fieldLanguage("price")).toBeNull();
    expect(fieldLanguage("french")).toBeNull();
    expect(fieldLanguage("")).toBeNull();
  });
});
