// The questions tab of /admin/surveys: a course and a kind of survey are picked (a GET form: the
// choice is in the URL), then that survey's own questions in the order asked, after the fixed
// core, added and edited in a modal, moved up or down, removed after confirming (archived
// instead when answers refer to them), and previewed as the participant sees the form.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { SurveyKind } from "#db/schema";
import { HistoryLink } from "~/admin/history-link";
import { type OrderedCardProps, OrderedItems, useOrderedList } from "~/admin/list/ordered-items";
import { ReorderButtons } from "~/admin/list/reorder";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { LANGS, type Lang, pick } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { Field, FormError, Select } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import { type AdminSurveyQuestion, isChoiceType, questionScope, SURVEY_KIND_NAMES } from "./admin-schema";
import { choiceLabel } from "./answer-text";
import { QuestionEditor } from "./question-editor";
import { QUESTION_LIMITS } from "./rules";

const K = "admin.surveys.questions";

export type QuestionsPanelProps = {
  courses: { id: string; title: string }[];
  /** The course whose questions are shown (null: none chosen yet, or no such course). */
  course: { id: string; title: string } | null;
  kind: SurveyKind;
  questions: AdminSurveyQuestion[];
  hasLoadError: boolean;
  tabs: ReactNode;
};

export function QuestionsPanel({ courses, course, kind, questions, hasLoadError, tabs }: QuestionsPanelProps) {
  const { t } = useTranslation();
  const editor = useEditorTarget<AdminSurveyQuestion>();
  const actionUrl = useCurrentUrl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("admin.surveys.title")}
        subtitle={t(`${K}.subtitle`)}
        add={course ? { label: t(`${K}.add`), onClick: () => editor.openNew(), variant: "secondary" } : undefined}
      />
      {tabs}
      <CoursePicker courses={courses} course={course} kind={kind} />
      <p className="max-w-3xl rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
        {t(`${K}.core_note`)}
      </p>
      {hasLoadError ? (
        <FormError>{t("admin.surveys.error.load_questions")}</FormError>
      ) : course ? (
        <section aria-labelledby="survey-questions" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="survey-questions" className="text-xl font-semibold text-secondary">
              {t(`${K}.heading`, { course: course.title, kind: t(`admin.surveys.kinds.${kind}`) })}
            </h2>
            <div className="flex flex-wrap gap-2">
              {LANGS.map((lang) => (
                <ButtonLink
                  key={lang}
                  to={`/admin/surveys/preview?${new URLSearchParams({ course: course.id, kind, lang })}`}
                  variant="outline"
                  size="sm"
                >
                  {t(`${K}.preview_${lang}`)}
                </ButtonLink>
              ))}
            </div>
          </div>
          <p className="text-sm text-slate-600">
            {t(`${K}.count`, { count: questions.length, max: QUESTION_LIMITS.perSurvey })}
          </p>
          {questions.length === 0 ? (
            <EmptyState title={t(`${K}.empty`)} description={t(`${K}.empty_hint`)} />
          ) : (
            <QuestionList
              questions={questions}
              scope={questionScope(course.id, kind)}
              actionUrl={actionUrl}
              onEdit={(question) => editor.openFor(question)}
            />
          )}
          <QuestionEditor
            key={editor.key}
            {...editor.dialog}
            action={actionUrl}
            courseId={course.id}
            kind={kind}
            question={editor.item}
          />
        </section>
      ) : (
        <EmptyState title={t(`${K}.choose`)} description={t(`${K}.choose_hint`)} />
      )}
    </div>
  );
}

/** The course and kind, chosen in a GET form (works without JavaScript; the choice is the URL). */
function CoursePicker({ courses, course, kind }: Pick<QuestionsPanelProps, "courses" | "course" | "kind">) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      action="/admin/surveys"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="tab" value="questions" />
      <Field label={t(`${K}.course`)} name="course" className="sm:flex-1">
        <Select key={course?.id ?? ""} defaultValue={course?.id ?? ""}>
          <option value="">{t(`${K}.choose_course`)}</option>
          {courses.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t(`${K}.kind`)} name="kind">
        <Select key={kind} defaultValue={kind}>
          {SURVEY_KIND_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`admin.surveys.kinds.${name}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="outline">
        {t(`${K}.show`)}
      </Button>
    </Form>
  );
}

function QuestionList({
  questions,
  scope,
  actionUrl,
  onEdit,
}: {
  questions: AdminSurveyQuestion[];
  scope: string;
  actionUrl: string;
  onEdit: (question: AdminSurveyQuestion) => void;
}) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const ordered = useOrderedList({
    items: questions,
    itemKey: (question) => question.id,
    itemLabel: (question) => pick(question, "label", lang),
    action: actionUrl,
    scope,
    isWhole: true,
  });
  return (
    <OrderedItems
      items={ordered.items}
      itemKey={(question) => question.id}
      reorder={ordered.reorder}
      labelledBy="survey-questions"
      className="flex flex-col gap-3"
      renderItem={(question, reorder) => (
        <QuestionRow
          question={question}
          lang={lang}
          reorder={reorder}
          actionUrl={actionUrl}
          onEdit={() => onEdit(question)}
        />
      )}
    />
  );
}

function QuestionRow({
  question,
  lang,
  reorder,
  actionUrl,
  onEdit,
}: OrderedCardProps & { question: AdminSurveyQuestion; lang: Lang }) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl, { id: question.id });
  const label = pick(question, "label", lang);
  return (
    <article className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-semibold break-words text-secondary">{label}</h3>
        <div className="flex flex-wrap gap-2">
          <Badge tone="info">{t(`admin.surveys.types.${question.question_type}`)}</Badge>
          <Badge tone={question.is_required ? "warning" : "neutral"}>
            {t(question.is_required ? `${K}.required` : `${K}.optional`)}
          </Badge>
          {question.answered ? <Badge tone="neutral">{t(`${K}.answered`)}</Badge> : null}
        </div>
        {isChoiceType(question.question_type) ? (
          <ul className="flex list-disc flex-col gap-0.5 pl-5 text-sm text-slate-700">
            {question.choices.map((choice, index) => (
              // Positions are what the answers store: the list never reorders on its own.
              // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its position
              <li key={index}>{choiceLabel(choice, lang)}</li>
            ))}
          </ul>
        ) : null}
        <RowError intents={intents} />
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {reorder ? <ReorderButtons reorder={reorder} itemKey={question.id} /> : null}
        <RowActions
          intents={intents}
          label={t(`${K}.actions_of`, { label })}
          edit={{ label: t(`${K}.edit`), onClick: onEdit }}
          remove={{
            label: t(`${K}.remove`),
            title: t(`${K}.remove_title`),
            message: t(question.answered ? `${K}.archive_confirm` : `${K}.delete_confirm`, { label }),
          }}
        />
        <HistoryLink entity="survey_question" id={question.id} label={label} />
      </div>
    </article>
  );
}
