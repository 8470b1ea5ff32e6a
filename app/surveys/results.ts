// The published results as the public pages read them (delivery.md §6): a scope's four figures
// with the period they cover and the day they were computed. Browser-safe: the results page, the
// course page's block and the home page draw these; results.server.ts computes and reads them.
import type { PublishedFigure, ResultFigureName } from "#db/schema";
import { numberFormat } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";

/**
 * The figures in the order pages draw them: the schema's RESULT_FIGURES, repeated here so the
 * public pages' bundle does not carry the database schema (results.test.ts checks they agree).
 */
export const FIGURE_NAMES = [
  "satisfaction",
  "response",
  "completion",
  "objectives",
] as const satisfies readonly ResultFigureName[];

/** One scope's figures (the organisation's, or a course's). */
export type PublishedResults = {
  /** The sessions covered: those whose last sitting ended between these days (ISO, UTC). */
  period: { from: string; to: string };
  /** When the figures were last computed with a change (an ISO instant). */
  updatedOn: string;
  figures: PublishedFigure[];
};

/** A course's line in the results page's table. */
export type CourseResultsRow = { courseId: string; slug: string; title: string; results: PublishedResults };

/** The figure of `name`, or a figure with nothing counted when the row lacks it. */
export function figureOf(results: PublishedResults, name: ResultFigureName): PublishedFigure {
  return results.figures.find((figure) => figure.name === name) ?? { name, rate: null, count: 0, of: 0 };
}

/**
 * A rate as a whole percentage in the reader's format ("92 %", "92%"). Rounded down to the unit
 * below 100 % when it is not all of them: 99.6 % of participants is not "100 %".
 */
export function formatRate(rate: number, lang: Lang): string {
  const shown = rate < 1 ? Math.min(Math.round(rate * 100), 99) / 100 : 1;
  const text = numberFormat(lang === "fr" ? "fr-FR" : "en-GB", { style: "percent", maximumFractionDigits: 0 }).format(
    shown,
  );
  // One no-break space everywhere (Node's ICU and the browser's disagree on which).
  return text.replace(/[\u00a0\u2009\u202f]/g, "\u00a0");
}
