import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
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
