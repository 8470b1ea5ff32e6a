// A direct lookup in front of i18next's `t` (issue 31, decision 035). A page calls `t` some 250
// times; i18next's general path (namespaces, key resolution, plural and context suffixes,
// post-processors, the interpolator's regular expressions) cost about 10 µs a call on the
// server, 2.6 ms of a signed-in page. Nearly every call is a plain key, a key with a count
// (`_one`/`_other`…) or a key with `{{name}}` values: those are answered here from a flat map
// of precompiled templates, exactly as i18next would; anything else (a nested key's object, a
// context, a default value, a key with values `key|max=…` (key-values.ts), `{{count, number}}`,
// a missing value) goes to i18next itself. tests: app/i18n/fast-t.test.ts compares both on
// every key of both locales.
import type { i18n, TFunction } from "i18next";
import { flattenMessages, type Lang, type Messages } from "~/i18n/messages";

type LooseT = (key: unknown, options?: unknown) => string;

/** A message split at its `{{name}}` placeholders: text, name, text, name, …, text. */
type Template = string | readonly string[];

/** Options that change what i18next looks up or returns: their calls take i18next's path. */
const SPECIAL_OPTIONS = new Set([
  "context",
  "ordinal",
  "returnObjects",
  "returnDetails",
  "lng",
  "lngs",
  "ns",
  "keyPrefix",
  "replace",
  "interpolation",
  "joinArrays",
  "postProcess",
  "fallbackLng",
  "nsSeparator",
  "keySeparator",
  "skipInterpolation",
]);

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const SIMPLE_NAME = /^[A-Za-z_][\w]*$/;

/** The template of `text`, or null when one of its placeholders is not a plain name (formats, `- name`). */
function compile(text: string): Template | null {
  if (!text.includes("{{")) return text.includes("$t(") ? null : text;
  if (text.includes("$t(")) return null;
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1].trim();
    if (!SIMPLE_NAME.test(name) || match[1] !== name) return null;
    parts.push(text.slice(last, match.index), name);
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

function compileAll(messages: Messages): Map<string, Template | null> {
  const templates = new Map<string, Template | null>();
  for (const [key, text] of flattenMessages(messages)) templates.set(key, compile(text));
  return templates;
}

/** i18next's string for an interpolated value (its `makeString`). */
const asText = (value: unknown) => (typeof value === "string" ? value : `${value}`);

/**
 * A `t` answering the common calls from `messages` and handing the others to `fallback`
 * (i18next's own `t` for the same language and messages).
 */
export function fastT(lang: Lang, messages: Messages, fallback: TFunction): TFunction {
  const slow = fallback as unknown as LooseT;
  const templates = compileAll(messages);
  const plurals = new Intl.PluralRules(lang);
  const lookup = (key: string, count: unknown): Template | null | undefined => {
    if (typeof count !== "number") return templates.get(key);
    // i18next's order: `_zero` for 0, then the language's form, then the bare key, then `_other`.
    if (count === 0 && templates.has(`${key}_zero`)) return templates.get(`${key}_zero`);
    const form = `${key}_${plurals.select(count)}`;
    if (templates.has(form)) return templates.get(form);
    if (templates.has(key)) return templates.get(key);
    return templates.get(`${key}_other`);
  };
  const t = (key: unknown, options?: unknown): string => {
    if (typeof key !== "string" || key.includes(":")) return slow(key, options);
    let values: Record<string, unknown> | undefined;
    if (options !== undefined) {
      if (typeof options !== "object" || options === null) return slow(key, options);
      values = options as Record<string, unknown>;
      for (const name in values) {
        if (SPECIAL_OPTIONS.has(name) || name.startsWith("defaultValue")) {
          return slow(key, options);
        }
      }
      if (values.count !== undefined && typeof values.count !== "number") {
        return slow(key, options);
      }
    }
    const template = lookup(key, values?.count);
    if (template === undefined || template === null) return slow(key, options);
    if (typeof template === "string") return template;
    let out = template[0];
    for (let i = 1; i < template.length; i += 2) {
      const value = values?.[template[i]];
      // A missing value: i18next warns and writes nothing; let it.
      if (value === undefined || value === null) return slow(key, options);
      out += asText(value) + template[i + 1];
    }
    return out;
  };
  return t as unknown as TFunction;
}

/**
 * Puts the direct lookup in front of `instance`'s `t` and of the fixed `t`s react-i18next's
 * `useTranslation` asks for (same language, default namespace, no key prefix).
 */
export function installFastT(instance: i18n, lang: Lang, messages: Messages): void {
  const slowT = instance.t.bind(instance) as TFunction;
  const t = fastT(lang, messages, slowT);
  const slowFixed = instance.getFixedT.bind(instance);
  instance.t = t;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    const sameLanguage = lng === undefined || lng === null || lng === lang;
    const defaultNs = ns === undefined || ns === null || ns === "translation";
    if (sameLanguage && defaultNs && !keyPrefix) return t;
    return (slowFixed as unknown as (...a: unknown[]) => TFunction)(lng, ns, keyPrefix, ...rest);
  }) as i18n["getFixedT"];
}
