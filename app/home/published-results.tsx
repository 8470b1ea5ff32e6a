// The home page's published result (issue 29; delivery.md §6): the organisation-wide
// satisfaction rate, with its number of answers and period, linking to /resultats for the other
// figures and the method. The loader sends results only once that rate can be published.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Lang } from "~/i18n/messages";
import { figureOf, formatRate, type PublishedResults } from "~/surveys/results";
import { basedOn, periodText } from "~/surveys/results-figures";

export function HomeResults({ results }: { results: PublishedResults }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const satisfaction = figureOf(results, "satisfaction");
  if (satisfaction.rate === null) return null;
  return (
    <section className="bg-slate-50 py-12" aria-labelledby="results-title">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 text-center sm:px-6">
        <h2 id="results-title" className="type-section text-secondary">
          {t("home.results.title")}
        </h2>
        <p className="flex flex-col items-center">
          <span className="text-5xl font-extrabold text-primary">{formatRate(satisfaction.rate, lang)}</span>
          <span className="mt-1 text-lg text-slate-800">{t("home.results.satisfied")}</span>
        </p>
        <p className="text-sm text-slate-600">
          {basedOn(t, satisfaction)} · {periodText(t, results, lang)}
        </p>
        <Link to="/resultats" className="font-semibold text-primary hover:underline">
          {t("home.results.link")}
        </Link>
      </div>
    </section>
  );
}
