// /resultats: the organisation's published results (Qualiopi indicator 2), each figure with its
// number of answers, the period and the day it was updated; the published courses' figures in a
// table; and how each figure is computed, in plain words. Nothing is shown under the minimum of
// answers, and nothing is made up before the first computation (an empty state says so).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Lang } from "~/i18n/messages";
import { EmptyState } from "~/ui/empty-state";
import { FormError } from "~/ui/field";
import { PageBand } from "~/ui/page-band";
import { type CourseResultsRow, FIGURE_NAMES, figureOf, formatRate, type PublishedResults } from "./results";
import { FigureCell, ResultFigures, ResultsPeriod } from "./results-figures";
import { COMPLETION_SHARE, MIN_ANSWERS, RESULTS_PERIOD_MONTHS } from "./rules";

export type ResultsScreenProps = {
  organisation: PublishedResults | null;
  courses: CourseResultsRow[];
  hasLoadError: boolean;
};

function CoursesTable({ courses }: { courses: CourseResultsRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h2 id="results-courses" className="text-2xl font-bold text-secondary">
        {t("results.courses.title")}
      </h2>
      {courses.length === 0 ? (
        <p className="text-slate-600">{t("results.courses.none")}</p>
      ) : (
        <section
          aria-labelledby="results-courses"
          // A keyboard user scrolls the wide table on a small screen by focusing its region.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("results.courses.course")}
                </th>
                {FIGURE_NAMES.map((name) => (
                  <th key={name} scope="col" className="px-4 py-3 font-semibold">
                    {t(`results.figures.${name}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {courses.map((course) => (
                <tr key={course.courseId}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    <Link to={`/formations/${course.slug}`} className="text-secondary hover:underline">
                      {course.title}
                    </Link>
                  </th>
                  {FIGURE_NAMES.map((name) => (
                    <td key={name} className="px-4 py-3 align-top">
                      <FigureCell figure={figureOf(course.results, name)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

/** How each figure is computed: the page's promise to auditors and readers alike. */
export function ResultsMethod() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <section aria-labelledby="results-method" className="flex flex-col gap-4">
      <h2 id="results-method" className="text-2xl font-bold text-secondary">
        {t("results.method.title")}
      </h2>
      <dl className="grid gap-4 md:grid-cols-2">
        {FIGURE_NAMES.map((name) => (
          <div key={name} className="rounded-2xl border border-slate-200 bg-white p-5">
            <dt className="font-semibold text-slate-900">{t(`results.figures.${name}`)}</dt>
            <dd className="mt-1 text-slate-700">
              {t(`results.method.${name}`, { share: formatRate(COMPLETION_SHARE, lang) })}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        <li>{t("results.method.period", { count: RESULTS_PERIOD_MONTHS })}</li>
        <li>{t("results.method.minimum", { count: MIN_ANSWERS })}</li>
        <li>{t("results.method.excluded")}</li>
      </ul>
    </section>
  );
}

export function ResultsScreen({ organisation, courses, hasLoadError }: ResultsScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageBand title={t("results.title")} subtitle={t("results.subtitle")} />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6">
        {hasLoadError ? <FormError>{t("results.error.load")}</FormError> : null}
        {organisation ? (
          <section aria-labelledby="results-organisation" className="flex flex-col gap-4">
            <h2 id="results-organisation" className="text-2xl font-bold text-secondary">
              {t("results.organisation")}
            </h2>
            <ResultsPeriod results={organisation} />
            <ResultFigures results={organisation} />
          </section>
        ) : hasLoadError ? null : (
          <EmptyState title={t("results.empty.title")} description={t("results.empty.description")} />
        )}
        {organisation ? <CoursesTable courses={courses} /> : null}
        <ResultsMethod />
      </div>
    </>
  );
}
