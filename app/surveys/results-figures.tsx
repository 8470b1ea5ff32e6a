// The pieces every place that publishes results draws alike (the results page, a course's block,
// the home page): a figure's value or "not enough answers yet", what it rests on, and the period
// with the day it was updated. A figure never shows without its number of answers and period.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { PublishedFigure } from "#db/schema";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { cn } from "~/ui/cn";
import { VisuallyHidden } from "~/ui/visually-hidden";
import { formatRate, type PublishedResults } from "./results";

/** "based on 37 answers", "based on 37 answers out of 52 surveys sent", "based on 12 participants who started". */
export function basedOn(t: TFunction, figure: PublishedFigure): string {
  if (figure.name === "completion") return t("results.based_on.participants", { count: figure.count });
  const answers = t("results.based_on.answers", { count: figure.count });
  return figure.name === "response" ? `${answers} ${t("results.based_on.sent", { count: figure.of })}` : answers;
}

/** "Sessions ended between 27 Nov 2025 and 26 Nov 2026." */
export function periodText(t: TFunction, results: PublishedResults, lang: Lang): string {
  return t("results.period", {
    from: formatDate(results.period.from, lang, "long"),
    to: formatDate(results.period.to, lang, "long"),
  });
}

/** The period and the day the figures were last updated, on two short lines. */
export function ResultsPeriod({ results, className }: { results: PublishedResults; className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <p className={cn("flex flex-col text-sm text-slate-600", className)}>
      <span>{periodText(t, results, lang)}</span>
      <span>{t("results.updated_on", { date: formatDate(results.updatedOn, lang, "long") })}</span>
    </p>
  );
}

/** The four figures as large numbers, each with what it rests on; "not enough answers yet" below the minimum. */
export function ResultFigures({ results, compact = false }: { results: PublishedResults; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <dl className={cn("grid gap-4", compact ? "grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-4")}>
      {results.figures.map((figure) => (
        <div
          key={figure.name}
          className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-figure={figure.name}
        >
          <dt className="text-sm font-semibold text-slate-700">{t(`results.figures.${figure.name}`)}</dt>
          {figure.rate === null ? (
            <dd className="text-base font-semibold text-slate-600">{t("results.not_enough")}</dd>
          ) : (
            <dd className={cn("font-extrabold text-primary", compact ? "text-3xl" : "text-5xl")}>
              {formatRate(figure.rate, lang)}
            </dd>
          )}
          <dd className="text-sm text-slate-600">{basedOn(t, figure)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table cell's figure: the rate, or a dash said as "not enough answers yet"; its count below. */
export function FigureCell({ figure }: { figure: PublishedFigure }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const unit = figure.name === "completion" ? "results.table.participants" : "results.table.answers";
  return (
    <span className="flex flex-col">
      {figure.rate === null ? (
        <span className="text-slate-600">
          <span aria-hidden="true">—</span>
          <VisuallyHidden>{t("results.not_enough")}</VisuallyHidden>
        </span>
      ) : (
        <span className="font-bold text-slate-900">{formatRate(figure.rate, lang)}</span>
      )}
      <span className="text-xs text-slate-600">{t(unit, { count: figure.count })}</span>
    </span>
  );
}
