// The survey's form (delivery.md §6), as its participant answers it from the e-mailed link and as
// staff preview it (/admin/surveys/preview, disabled): the fixed core first (overall
// satisfaction 1–5, objectives met, would recommend 0–10, a comment and whether it may be
// published), then the course's own questions. A plain POST form: it works before scripts load
// on a phone; a refused answer comes back with what was chosen and each refusal under its question.
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { isLang, type Lang } from "~/i18n/messages";
import { Button } from "~/ui/button";
import { ChoiceGroup } from "~/ui/choice-group";
import { Checkbox, Field, TextArea } from "~/ui/field";
import { SURVEY_TEXT_MAX } from "./rules";
import { questionField, type SurveyFormView, type SurveyQuestionView } from "./schema";

const K = "surveys.form";

/** What a refused answer brings back: the posted values (lists under `name[]`) and field errors. */
export type SurveyFormEcho = { values: Record<string, string | string[]>; errors: Record<string, string> };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

export function SurveyForm({
  survey,
  token,
  preview = false,
  echo,
}: {
  survey: SurveyFormView;
  token: string;
  preview?: boolean;
  echo?: SurveyFormEcho;
}) {
  const { t, i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : "fr";
  const navigation = useNavigation();
  const values = echo?.values ?? {};
  const error = (field: string) => (echo?.errors[field] ? t(echo.errors[field], { max: SURVEY_TEXT_MAX }) : null);
  const value = (field: string) => {
    const posted = values[field];
    return typeof posted === "string" ? posted : undefined;
  };
  const yesPartlyNo = ["yes", "partly", "no"].map((answer) => ({
    value: answer,
    label: t(`${K}.objectives_${answer}`),
  }));
  return (
    <Form method="post" className="flex flex-col gap-8" noValidate>
      <input type="hidden" name="t" value={token} />
      <fieldset disabled={preview} className="flex flex-col gap-8">
        <ChoiceGroup
          legend={t(`${K}.satisfaction`)}
          hint={t(`${K}.satisfaction_hint`)}
          name="satisfaction"
          required
          options={range(1, 5).map((score) => ({ value: score, label: t(`${K}.satisfaction_${score}`) }))}
          defaultValue={value("satisfaction")}
          error={error("satisfaction")}
        />
        <ChoiceGroup
          legend={t(survey.kind === "follow_up" ? `${K}.objectives_follow_up` : `${K}.objectives`)}
          name="objectives"
          required
          options={yesPartlyNo}
          defaultValue={value("objectives")}
          error={error("objectives")}
        />
        <ChoiceGroup
          legend={t(`${K}.recommend`)}
          hint={t(`${K}.recommend_hint`)}
          name="recommend"
          required
          compact
          options={range(0, 10).map((score) => ({ value: score, label: score }))}
          defaultValue={value("recommend")}
          error={error("recommend")}
        />
        {survey.questions.map((question) => (
          <QuestionInput
            key={question.id}
            question={question}
            lang={lang}
            posted={values[questionField(question.id)] ?? values[`${questionField(question.id)}[]`]}
            error={error(questionField(question.id))}
          />
        ))}
        <Field label={t(`${K}.comment`)} name="comment" hint={t(`${K}.comment_hint`)} error={error("comment")}>
          <TextArea rows={5} maxLength={SURVEY_TEXT_MAX} defaultValue={value("comment") ?? ""} />
        </Field>
        <Checkbox name="may_publish" label={t(`${K}.may_publish`)} defaultChecked={value("may_publish") === "on"} />
      </fieldset>
      {preview ? null : (
        <div>
          <Button type="submit" size="lg" loading={navigation.state === "submitting"}>
            {t(`${K}.submit`)}
          </Button>
        </div>
      )}
    </Form>
  );
}

function QuestionInput({
  question,
  lang,
  posted,
  error,
}: {
  question: SurveyQuestionView;
  lang: Lang;
  posted: string | string[] | undefined;
  error: string | null;
}) {
  const { t } = useTranslation();
  const name = questionField(question.id);
  const legend = lang === "en" ? question.label_en || question.label_fr : question.label_fr;
  const choices = question.choices.map((choice, index) => ({
    value: String(index),
    label: lang === "en" ? choice.en || choice.fr : choice.fr,
  }));
  const common = { legend, name, required: question.is_required, error, defaultValue: posted };
  switch (question.question_type) {
    case "rating_5":
      return (
        <ChoiceGroup
          {...common}
          compact
          options={range(1, 5).map((score) => ({ value: score, label: score }))}
          hint={t(`${K}.rating_hint`)}
        />
      );
    case "scale_10":
      return (
        <ChoiceGroup
          {...common}
          compact
          options={range(0, 10).map((score) => ({ value: score, label: score }))}
          hint={t(`${K}.scale_hint`)}
        />
      );
    case "yes_partly_no":
      return (
        <ChoiceGroup
          {...common}
          options={["yes", "partly", "no"].map((answer) => ({ value: answer, label: t(`${K}.objectives_${answer}`) }))}
        />
      );
    case "single_choice":
      return <ChoiceGroup {...common} options={choices} />;
    case "multiple_choice":
      return <ChoiceGroup {...common} multiple options={choices} hint={t(`${K}.several_hint`)} />;
    case "text":
      return (
        <Field label={legend} name={name} required={question.is_required} error={error}>
          <TextArea rows={3} maxLength={SURVEY_TEXT_MAX} defaultValue={typeof posted === "string" ? posted : ""} />
        </Field>
      );
  }
}
