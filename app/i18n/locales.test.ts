import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { flattenMessages, pick, pickList, unflattenMessages } from "~/i18n/messages";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";

describe("locale files", () => {
  const frKeys = flattenMessages(fr);
  const enKeys = flattenMessages(en);

  it("have exactly the same keys", () => {
    expect([...frKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys.keys()].filter((k) => !frKeys.has(k))).toEqual([]);
  });

  it("have no empty values", () => {
    const empty = [...frKeys, ...enKeys].filter(([, v]) => v.trim() === "").map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it("put a no-break space before French : ; ! ? (never a sign alone at the start of a line)", () => {
    const breakable = [...frKeys].filter(([, v]) => / [:;!?](\s|$)/.test(v)).map(([k]) => k);
    expect(breakable).toEqual([]);
  });

  it("use the same interpolation variables in both languages", () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const mismatched = [...frKeys.keys()].filter((k) => vars(frKeys.get(k)!).join() !== vars(enKeys.get(k)!).join());
    expect(mismatched).toEqual([]);
  });

  it("define every key the code names literally", () => {
    const roots = Object.keys(fr).join("|");
    const literal = new RegExp(`["'\`]((?:${roots})\\.[a-z0-9_.]+[a-z0-9_])["'\`]`, "g");
    const missing = new Set<string>();
    for (const file of sourceFiles("app")) {
      for (const [, key] of readFileSync(file, "utf8").matchAll(literal)) {
        // A plural key is written without its suffix; a prefix ending in "." is built on.
        if (!frKeys.has(key) && !frKeys.has(`${key}_one`) && !frKeys.has(`${key}_other`) && !isPrefix(key)) {
          missing.add(`${key} (${file})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  // A count shown in a sentence takes the language's plural form ("1 place prise", "0 inscrit"):
  // French 0 and 1 are singular (Intl.PluralRules("fr").select(0) is "one"), English 1 only.
  // A family is a key with an `_other` form (`too_many` or `min_one` alone are plain keys).
  const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
  const families = [...frKeys.keys()].filter((k) => k.endsWith("_other")).map((k) => k.slice(0, -"_other".length));
  const isPluralForm = (key: string) =>
    PLURAL_SUFFIX.test(key) && frKeys.has(`${key.replace(PLURAL_SUFFIX, "")}_other`);
  const VARIABLE = /{{\s*(\w+)\s*(?:,[^}]*)?}}/g;

  it("give every plural family its one and other forms in both languages", () => {
    const incomplete = families.flatMap((family) =>
      (["fr", "en"] as const).flatMap((lang) => {
        const keys = lang === "fr" ? frKeys : enKeys;
        return ["one", "other"]
          .filter((form) => !keys.has(`${family}_${form}`))
          .map((form) => `${lang}:${family}_${form}`);
      }),
    );
    expect(families.length).toBeGreaterThan(100);
    expect(incomplete).toEqual([]);
  });

  it("render every plural family for 0, 1 and 2 in both languages, with the language's own form", () => {
    const i18n = { fr: createI18n("fr", fr as never), en: createI18n("en", en as never) };
    const problems: string[] = [];
    for (const family of families) {
      for (const lang of ["fr", "en"] as const) {
        const keys = lang === "fr" ? frKeys : enKeys;
        for (const count of [0, 1, 2]) {
          // Every variable the forms name, so only a missing form or a wrong variable leaves "{{".
          const vars = Object.fromEntries(
            [...(keys.get(`${family}_other`) ?? "").matchAll(VARIABLE)].map((m) => [m[1], "x"]),
          );
          const text = i18n[lang].t(family, { ...vars, count });
          const form = count === 0 && keys.has(`${family}_zero`) ? "zero" : new Intl.PluralRules(lang).select(count);
          const expected = keys.get(`${family}_${form}`);
          if (text.includes("{{")) problems.push(`${lang}:${family}(${count}) leaves a variable: ${text}`);
          if (text === family || expected === undefined)
            problems.push(`${lang}:${family}(${count}) has no ${form} form`);
          else if (text !== expected.replace(VARIABLE, (_, name) => (name === "count" ? String(count) : "x"))) {
            problems.push(`${lang}:${family}(${count}) is not its ${form} form: ${text}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The forms the issue saw wrong: French 1 and 0 are singular.
    expect(i18n.fr.t("admin.dashboard.sessions.fill", { count: 1, taken: 1, available: 10, min: 3 })).toBe(
      "1 place prise sur 10 (minimum 3)",
    );
    expect(i18n.fr.t("admin.sessions.fill", { count: 0, taken: 0, min: 3, max: 10 })).toMatch(/^0 inscrit ·/);
    expect(i18n.en.t("admin.dashboard.sessions.fill", { count: 0, taken: 0, available: 10, min: 3 })).toBe(
      "0 of 10 seats taken (minimum 3)",
    );
  });

  it("name {{count}} only in a plural family (a count in a sentence without plural forms reads '1 places')", () => {
    const offenders = [...frKeys, ...enKeys]
      .filter(([key, value]) => /{{\s*count\b/.test(value) && !isPluralForm(key))
      .map(([key]) => key);
    expect(offenders).toEqual([]);
  });

  it("put a counted quantity (seats taken, people registered, minutes to wait) only in a plural family", () => {
    const QUANTITY = /{{\s*(taken|seats|registered|remaining|left|hours|minutes|days|participants)\s*}}/;
    const offenders = [...frKeys, ...enKeys].filter(([key, value]) => QUANTITY.test(value) && !isPluralForm(key));
    expect(offenders.map(([key]) => key)).toEqual([]);
  });

  function isPrefix(key: string) {
    return [...frKeys.keys()].some((k) => k.startsWith(`${key}.`));
  }
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("messages helpers", () => {
  it("round-trips nested messages through flat keys", () => {
    const nested = { a: { b: "1", c: { d: "2" } }, e: "3" };
    expect(unflattenMessages(flattenMessages(nested))).toEqual(nested);
  });

  it("picks the current language and falls back to French", () => {
    expect(pick({ title_fr: "Bonjour", title_en: "Hello" }, "title", "en")).toBe("Hello");
    expect(pick({ title_fr: "Bonjour", title_en: " " }, "title", "en")).toBe("Bonjour");
    expect(pick({ title_fr: "Bonjour", title_en: null }, "title", "fr")).toBe("Bonjour");
  });

  it("picks the current language's list and falls back to the French one when the English list is empty", () => {
    expect(pickList(["Gestion"], ["Management"], "en")).toEqual(["Management"]);
    expect(pickList(["Gestion"], ["Management"], "fr")).toEqual(["Gestion"]);
    expect(pickList(["Gestion"], [], "en")).toEqual(["Gestion"]);
    expect(pickList(null, undefined, "en")).toEqual([]);
  });
});
