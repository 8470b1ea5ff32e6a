// A course page's "Results" block: the course's four published figures with what each rests on,
// the period and the day they were updated, and the link to the method on /resultats. A course
// none of whose sessions ended in the period says it has no results yet.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublishedResults } from "./results";
import { ResultFigures, ResultsPeriod } from "./results-figures";

export function CourseResults({ results }: { results: PublishedResults | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="course-results-title" className="flex flex-col gap-4">
      <h2 id="course-results-title" className="text-2xl font-bold text-secondary">
        {t("results.course.title")}
      </h2>
      {results ? (
        <>
          <ResultsPeriod results={results} />
          <ResultFigures results={results} compact />
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {t("results.course.none")}
        </p>
      )}
      <p className="text-sm">
        <Link to="/resultats#results-method" className="font-semibold text-primary hover:underline">
          {t("results.course.method")}
        </Link>
      </p>
    </section>
  );
}
