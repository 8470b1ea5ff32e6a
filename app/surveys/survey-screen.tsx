// The page a survey's e-mailed link opens (routes/public/survey.tsx): which training it is about,
// the form while the survey is open, and — once answered or closed — a sentence that says so.
// A refused answer comes back with its choices and the whole form's message in view.
import { useTranslation } from "react-i18next";
import type { ActionData } from "~/forms/action-data";
import { formatDate } from "~/i18n/format";
import { isLang, type Lang } from "~/i18n/messages";
import { FormError, FormSuccess } from "~/ui/field";
import { SurveyForm } from "./survey-form";
import type { SurveyPage } from "./surveys.server";

const K = "surveys.page";

export type SurveyScreenProps = { page: SurveyPage; token: string; actionData: ActionData | undefined };

export function SurveyScreen({ page, token, actionData }: SurveyScreenProps) {
  const { t, i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : "fr";
  const { survey } = page;
  const answered = actionData?.ok || page.state === "answered";
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10), lang, "long") : "");
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-dark">
          {t(survey.kind === "follow_up" ? `${K}.follow_up_title` : `${K}.title`)}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-secondary">{survey.course_title}</h1>
        <p className="mt-1 text-slate-600">{survey.dates}</p>
        <div className="mt-6" data-survey-state={answered ? "answered" : page.state}>
          {answered ? (
            <FormSuccess revealFor={actionData?.ok ? actionData : undefined}>
              <p className="font-semibold">{t(`${K}.thanks`)}</p>
              <p className="mt-1">
                {actionData?.ok ? t(`${K}.thanks_detail`) : t(`${K}.answered_on`, { date: day(page.answered_at) })}
              </p>
            </FormSuccess>
          ) : page.state === "closed" ? (
            <p className="rounded-lg bg-slate-50 px-4 py-3 text-slate-800 ring-1 ring-slate-200" role="status">
              {t(`${K}.closed_on`, { date: day(page.closes_at) })}
            </p>
          ) : (
            <>
              <p className="mb-6 text-slate-800">
                {t(`${K}.intro`, { name: survey.participant_first_name ?? "" })}{" "}
                <span className="text-slate-600">{t(`${K}.open_until`, { date: day(page.closes_at) })}</span>
              </p>
              <FormError revealFor={refused} className="mb-6">
                {refused?.formError ? t(refused.formError) : null}
              </FormError>
              <SurveyForm
                survey={survey}
                token={token}
                echo={refused ? { values: refused.values ?? {}, errors: refused.errors ?? {} } : undefined}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
