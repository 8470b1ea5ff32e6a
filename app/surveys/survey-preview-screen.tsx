// /admin/surveys/preview: the participant's survey page as it will open from the e-mailed link,
// in the language asked, its form disabled, under a banner saying nothing is recorded. The
// participant's part is drawn with that language's texts (its own i18n instance), the staff's
// banner and links in the viewer's.
import { useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "~/i18n/format";
import { createI18n } from "~/i18n/i18n";
import { surveyQuestionsHref } from "./admin-schema";
import { SurveyForm } from "./survey-form";
import type { SurveyPreview } from "./survey-preview.server";

const K = "admin.surveys.preview";

export type SurveyPreviewScreenProps = { preview: SurveyPreview; courseId: string };

export function SurveyPreviewScreen({ preview, courseId }: SurveyPreviewScreenProps) {
  const { t } = useTranslation();
  const { survey, lang } = preview;
  const participantI18n = useMemo(() => createI18n(lang, preview.messages), [lang, preview.messages]);
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t(`${K}.navigation`)} className="flex flex-wrap gap-4 text-sm">
        <Link
          to={surveyQuestionsHref(courseId, survey.kind)}
          className="text-primary-dark underline-offset-2 hover:underline"
        >
          {t(`${K}.back`)}
        </Link>
        <Link
          to={`/admin/surveys/preview?${new URLSearchParams({ course: courseId, kind: survey.kind, lang: lang === "fr" ? "en" : "fr" })}`}
          className="text-primary-dark underline-offset-2 hover:underline"
        >
          {t(lang === "fr" ? `${K}.in_english` : `${K}.in_french`)}
        </Link>
      </nav>
      <h1 className="type-title text-secondary">{t(`${K}.title`)}</h1>
      <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-900 ring-1 ring-amber-200">
        {t(`${K}.banner`)}
      </p>
      <I18nextProvider i18n={participantI18n}>
        <div lang={lang}>
          <ParticipantPage preview={preview} />
        </div>
      </I18nextProvider>
    </div>
  );
}

/** The open survey's page as routes/public/survey.tsx draws it (survey-screen.tsx), form disabled. */
function ParticipantPage({ preview }: { preview: SurveyPreview }) {
  const { t } = useTranslation();
  const { survey, lang } = preview;
  const K_PAGE = "surveys.page";
  return (
    <section className="mx-auto w-full max-w-2xl">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-dark">
          {t(survey.kind === "follow_up" ? `${K_PAGE}.follow_up_title` : `${K_PAGE}.title`)}
        </p>
        <h2 className="mt-1 text-2xl font-bold text-secondary">{survey.course_title}</h2>
        {survey.dates ? <p className="mt-1 text-slate-600">{survey.dates}</p> : null}
        <div className="mt-6">
          <p className="mb-6 text-slate-800">
            {t(`${K_PAGE}.intro`, { name: survey.participant_first_name ?? "" })}{" "}
            <span className="text-slate-600">
              {t(`${K_PAGE}.open_until`, { date: formatDate(preview.closes_at.slice(0, 10), lang, "long") })}
            </span>
          </p>
          <SurveyForm survey={survey} token="" preview />
        </div>
      </div>
    </section>
  );
}
