// One survey's whole answer, opened from its row on /admin/surveys: the fixed core (satisfaction,
// objectives, recommendation, comment and whether it may be published, with the testimonial it
// became), then the course's own questions as answered, named by their labels and choices in the
// reader's language (archived questions too).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Lang, pick } from "~/i18n/messages";
import { formatOnSessionClock, formatSessionDates } from "~/sessions/format";
import { Dialog } from "~/ui/dialog";
import type { AdminSurveyRow, AnsweredQuestion } from "./admin-schema";
import { answerText } from "./answer-text";

const K = "admin.surveys.answer";

export function AnswerDialog({
  survey,
  questions,
  onClose,
}: {
  /** The survey shown; null when the dialog is closed. */
  survey: AdminSurveyRow | null;
  /** The page's answered questions (AdminSurveyPage.questions). */
  questions: AnsweredQuestion[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <Dialog
      open={survey !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={survey ? t(`${K}.title`, { name: survey.participant || t("admin.surveys.anonymous") }) : ""}
      description={
        survey
          ? `${pick(survey, "course_title", lang)} — ${formatSessionDates(survey.start_date, survey.end_date, lang)}`
          : undefined
      }
    >
      {survey ? <AnswerBody survey={survey} questions={questions} lang={lang} /> : null}
    </Dialog>
  );
}

function AnswerBody({
  survey,
  questions,
  lang,
}: {
  survey: AdminSurveyRow;
  questions: AnsweredQuestion[];
  lang: Lang;
}) {
  const { t } = useTranslation();
  const answered = questions.filter((question) => Object.hasOwn(survey.extra, question.id));
  const empty = t(`${K}.not_answered`);
  const published = (
    <span className="flex flex-wrap gap-x-3">
      {t(survey.may_publish ? `${K}.yes` : `${K}.no`)}
      {survey.testimonial_id ? (
        <Link to="/admin/testimonials" className="font-normal text-primary-dark underline-offset-2 hover:underline">
          {t(`${K}.testimonial_link`)}
        </Link>
      ) : null}
    </span>
  );
  const core: [string, ReactNode][] = [
    [t(`${K}.kind`), t(`admin.surveys.kinds.${survey.kind}`)],
    [
      t(`${K}.answered_on`),
      survey.answered_at
        ? formatOnSessionClock(survey.answered_at, lang, survey.timezone)
        : t(`admin.surveys.statuses.${survey.status}`),
    ],
    [t(`${K}.satisfaction`), survey.satisfaction === null ? empty : t(`${K}.of_5`, { value: survey.satisfaction })],
    [t(`${K}.objectives`), survey.objectives ? t(`admin.surveys.objectives.${survey.objectives}`) : empty],
    [t(`${K}.recommend`), survey.recommend === null ? empty : t(`${K}.of_10`, { value: survey.recommend })],
    [
      t(`${K}.comment`),
      <span key="comment" className="whitespace-pre-line">
        {survey.comment || t(`${K}.no_comment`)}
      </span>,
    ],
    ...(survey.answered_at ? [[t(`${K}.may_publish`), published] as [string, ReactNode]] : []),
  ];
  /** A rating or a scale reads "4 / 5"; the rest as answerText words it. */
  const shown = (question: AnsweredQuestion) => {
    const value = answerText(question, survey.extra[question.id], lang, t);
    if (typeof value !== "number") return value ?? empty;
    return t(question.question_type === "rating_5" ? `${K}.of_5` : `${K}.of_10`, { value });
  };
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="answer-core" className="flex flex-col gap-3">
        <h3 id="answer-core" className="font-semibold text-secondary">
          {t(`${K}.core`)}
        </h3>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {core.map(([term, value]) => (
            <div key={term} className="flex flex-col sm:contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {answered.length > 0 ? (
        <section aria-labelledby="answer-questions" className="flex flex-col gap-3">
          <h3 id="answer-questions" className="font-semibold text-secondary">
            {t(`${K}.questions`)}
          </h3>
          <dl className="flex flex-col gap-3 text-sm">
            {answered.map((question) => (
              <div key={question.id} className="flex flex-col gap-0.5">
                <dt className="text-slate-600">{pick(question, "label", lang)}</dt>
                <dd className="whitespace-pre-line font-medium text-slate-900">{shown(question)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
