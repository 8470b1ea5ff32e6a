// The member's surveys still open (/profile/registrations), first on the page: each with its
// training, until when it is open and the button to answer it.
import { useTranslation } from "react-i18next";
import type { SurveyKind } from "#db/schema";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { ButtonLink } from "~/ui/button";

export type MemberSurvey = {
  id: string;
  kind: SurveyKind;
  closes_at: string;
  course_title: string;
  dates: string;
  href: string;
};

const K = "profile.surveys";

export function MemberSurveys({ surveys, lang }: { surveys: MemberSurvey[]; lang: Lang }) {
  const { t } = useTranslation();
  if (surveys.length === 0) return null;
  return (
    <section aria-labelledby="member-surveys" className="rounded-2xl bg-primary/5 p-5 ring-1 ring-primary/20">
      <h2 id="member-surveys" className="text-xl font-bold text-secondary">
        {t(`${K}.title`, { count: surveys.length })}
      </h2>
      <p className="mt-1 text-slate-700">{t(`${K}.intro`)}</p>
      <ul className="mt-4 grid gap-3">
        {surveys.map((survey) => (
          <li
            key={survey.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-primary-dark">
                {t(`${K}.kind.${survey.kind}`)}
              </p>
              <p className="font-semibold text-slate-900">{survey.course_title}</p>
              <p className="text-sm text-slate-600">
                {survey.dates} ·{" "}
                {t(`${K}.open_until`, { date: formatDate(survey.closes_at.slice(0, 10), lang, "long") })}
              </p>
            </div>
            <ButtonLink to={survey.href} aria-label={t(`${K}.answer_for`, { course: survey.course_title })}>
              {t(`${K}.answer`)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
