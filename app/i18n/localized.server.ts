// The SQL side of `pick` (app/i18n/messages.ts): a `*_fr`/`*_en` column pair read in the reader's language.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Lang } from "~/i18n/messages";

/**
 * The text a reader sees, as one SQL expression for a select, a search or an order: English
 * readers get the French text when the English one is empty (or NULL), French readers the
 * French column itself, so an expression index on it still applies.
 */
export function localized(fr: SQLWrapper, en: SQLWrapper, lang: Lang): SQL<string> {
  return lang === "en" ? sql<string>`coalesce(nullif(${en}, ''), ${fr})` : sql<string>`${fr}`;
}

/**
 * `pickList` in SQL: the reader's list of a text[] pair, the French one for English readers
 * whose English list is empty (or NULL).
 */
export function localizedList(fr: SQLWrapper, en: SQLWrapper, lang: Lang): SQL<string[]> {
  return lang === "en"
    ? sql<string[]>`(case when cardinality(${en}) > 0 then ${en} else ${fr} end)`
    : sql<string[]>`${fr}`;
}
