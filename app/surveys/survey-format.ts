// How the staff screen writes a survey's figures: a share as a whole percentage, an average with
// one decimal, in the reader's number format. Browser-safe; the same text on the server and in
// every browser (one no-break space, as app/i18n/format.ts does).
import { numberFormat } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";

const LOCALES: Record<Lang, string> = { fr: "fr-FR", en: "en-GB" };

const spaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, "\u00a0");

/** 0.8333 → "83 %" (fr) or "83%" (en). */
export function formatShare(rate: number, lang: Lang): string {
  return spaces(numberFormat(LOCALES[lang], { style: "percent", maximumFractionDigits: 0 }).format(rate));
}

/** 4.25 → "4,3" (fr) or "4.3" (en). */
export function formatAverage(value: number, lang: Lang): string {
  return spaces(numberFormat(LOCALES[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value));
}

/** The first characters of a comment, cut at a word, for a table's cell. */
export function excerpt(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
