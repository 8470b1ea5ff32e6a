// The locale files' texts for end-to-end assertions: a test names the key,
// so it checks that the page shows that key's text in the language under test.
import fs from "node:fs";
import path from "node:path";

export type Lang = "fr" | "en";

type Tree = { [key: string]: string | Tree };

// Read, not imported: Playwright's ESM loader wants import attributes for JSON.
const read = (lang: Lang): Tree => JSON.parse(fs.readFileSync(path.join("locales", `${lang}.json`), "utf8"));
const MESSAGES: Record<Lang, Tree> = { fr: read("fr"), en: read("en") };

function lookup(lang: Lang, key: string): string | undefined {
  let node: string | Tree | undefined = MESSAGES[lang];
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The text of `key` in `lang`, with {{vars}} filled and `_one`/`_other` chosen by `count` as the language does. */
export function text(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  // The language's own rule, as i18next applies it: French 0 and 1 are singular, English 1 only.
  const plural =
    typeof vars.count === "number" ? lookup(lang, `${key}_${new Intl.PluralRules(lang).select(vars.count)}`) : null;
  const template = plural ?? lookup(lang, key);
  if (template === undefined) throw new Error(`No ${lang} text for ${key}`);
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(vars[name] ?? ""));
}

/**
 * `value` escaped for a RegExp, any run of spaces matching any whitespace: accessible
 * names come normalised (the French no-break space before ":" reads as a plain space).
 */
export const literally = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");

/** A pattern matching `text(...)` anywhere, for role names that hold more than the text. */
export function textPattern(lang: Lang, key: string, vars: Record<string, string | number> = {}): RegExp {
  return new RegExp(literally(text(lang, key, vars)));
}

/** A form label: the text, then optionally the required mark and "(required)". */
export function labelPattern(lang: Lang, key: string): RegExp {
  return new RegExp(`^${literally(text(lang, key))}\\s*\\*?\\s*(\\(.*\\))?$`);
}

/**
 * The languages a journey runs in. A journey's steps run the same code in either language, so a
 * run takes each journey once, in the language its spec names (the specs share them out between
 * French and English), and `both-languages.spec.ts` proves that every page reads in both;
 * E2E_ALL_LANGUAGES=1 runs every journey in both languages (docs/decisions/021-test-run-time.md).
 */
export function journeyLanguages(lang: Lang): readonly Lang[] {
  return process.env.E2E_ALL_LANGUAGES === "1" ? ["fr", "en"] : [lang];
}
