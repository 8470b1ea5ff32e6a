// Messages are nested JSON in the locale files and flat dotted keys in the
// translations table; these two helpers convert between the shapes.
import { RESERVED_FIELD_SEGMENTS } from "~/forms/validate";

export type Lang = "fr" | "en";
export const LANGS: readonly Lang[] = ["fr", "en"];
export const DEFAULT_LANG: Lang = "fr";

export type Messages = { [key: string]: string | Messages };

export function isLang(value: unknown): value is Lang {
  return value === "fr" || value === "en";
}

export function flattenMessages(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flattenMessages(value, path)) out.set(k, v);
  }
  return out;
}

export function unflattenMessages(entries: Iterable<[string, string]>): Messages {
  const root: Messages = {};
  for (const [key, value] of entries) {
    const parts = key.split(".");
    // A key through a prototype's name would nest into it (the admin's keys are refused earlier).
    if (parts.some((part) => RESERVED_FIELD_SEGMENTS.has(part))) continue;
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : undefined;
      if (typeof next === "object") node = next;
      else {
        // A leaf where a branch is needed: the longer key wins, keep it reachable.
        const branch: Messages = {};
        node[part] = branch;
        node = branch;
      }
    }
    const last = parts[parts.length - 1];
    if (!Object.hasOwn(node, last) || typeof node[last] !== "object") node[last] = value;
  }
  return root;
}

/** The current-language text of a bilingual record, falling back to French when English is empty. */
export function pick<T extends Record<string, unknown>>(record: T, field: string, lang: Lang): string {
  const value = record[`${field}_${lang}`];
  if (typeof value === "string" && value.trim() !== "") return value;
  const fr = record[`${field}_fr`];
  return typeof fr === "string" ? fr : "";
}

/**
 * The current-language list of a field whose French column predates the twins (`tags` and
 * `tags_en`, `specialties` and `specialties_en`): the English list unless it is empty, then the
 * French one. `localizedList` (app/i18n/localized.server.ts) is the same rule in SQL.
 */
export function pickList(
  fr: readonly string[] | null | undefined,
  en: readonly string[] | null | undefined,
  lang: Lang,
): string[] {
  if (lang === "en" && en && en.length > 0) return [...en];
  return [...(fr ?? [])];
}
