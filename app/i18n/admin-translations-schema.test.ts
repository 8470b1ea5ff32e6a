import { describe, expect, it } from "vitest";
import { flattenMessages, unflattenMessages } from "~/i18n/messages";
import fr from "../../locales/fr.json";
import {
  createTranslationSchema,
  hasSameVariables,
  interpolationVariables,
  TRANSLATION_KEY_PATTERN,
} from "./admin-translations-schema";

describe("interpolationVariables", () => {
  it("names each variable once, sorted, whatever its spacing, escaping or format", () => {
    expect(interpolationVariables("© {{year}} {{ name }}. {{- name}} {{count, number}}")).toEqual([
      "count",
      "name",
      "year",
    ]);
    expect(interpolationVariables("No variable, {single} braces, {{ unclosed")).toEqual([]);
  });

  it("compares as sets: moving or repeating a variable keeps it, dropping, renaming or adding one does not", () => {
    const reference = "{{count}} places sur {{total}}";
    expect(hasSameVariables("Sur {{total}}, {{count}} places ({{count}})", reference)).toBe(true);
    expect(hasSameVariables("{{count}} places", reference)).toBe(false);
    expect(hasSameVariables("{{count}} places sur {{totale}}", reference)).toBe(false);
    expect(hasSameVariables("{{count}} places sur {{total}} à {{city}}", reference)).toBe(false);
  });
});

describe("TRANSLATION_KEY_PATTERN", () => {
  it("accepts every key of the locale files and refuses keys the code could not name", () => {
    for (const key of flattenMessages(fr).keys()) expect(key).toMatch(TRANSLATION_KEY_PATTERN);
    for (const key of [
      "home",
      "Home.title",
      "home..title",
      ".home",
      "home.",
      "home title.x",
      "1home.x",
      "home.é",
      "home._x",
    ]) {
      expect(key).not.toMatch(TRANSLATION_KEY_PATTERN);
    }
  });

  it("refuses a key through a prototype's name, which the pattern alone lets by", () => {
    for (const key of ["constructor.prototype.x", "home.constructor", "home.prototype.title"]) {
      const parsed = createTranslationSchema.safeParse({
        category_id: "00000000-0000-4000-8000-000000000000",
        key,
        fr: "x",
        en: "x",
      });
      expect(parsed.success, key).toBe(false);
    }
  });
});

describe("unflattenMessages", () => {
  it("builds own keys only and never nests into a prototype", () => {
    const messages = unflattenMessages([
      ["constructor.prototype.polluted", "x"],
      ["__proto__.polluted", "x"],
      ["home.title", "Accueil"],
    ]);
    expect(messages).toEqual({ home: { title: "Accueil" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
