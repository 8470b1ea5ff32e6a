// The add/edit modal of a course's own survey question: its type, its wording in both languages,
// its choices (single and multiple choice), and whether it must be answered. Posts to
// /admin/surveys with the course and kind the questions tab shows; the server checks again.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SurveyKind } from "#db/schema";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { valuesList } from "~/forms/use-item-list";
import { derivedErrors } from "~/forms/use-live-errors";
import type { FieldErrors } from "~/forms/validate";
import { BilingualFields } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select } from "~/ui/field";
import { type AdminSurveyQuestion, isChoiceType, QUESTION_TYPE_NAMES, surveyQuestionSchema } from "./admin-schema";
import { ChoicesField } from "./choices-field";
import { QUESTION_LIMITS } from "./rules";

const K = "admin.surveys.form";

/** The errors the language tabs hold: the choices sit outside the tabs. */
function tabErrors(errors: FieldErrors): FieldErrors {
  return derivedErrors(errors, Object.fromEntries(Object.entries(errors).filter(([f]) => !f.startsWith("choices"))));
}

export type QuestionEditorProps = EntityEditorProps & {
  courseId: string;
  kind: SurveyKind;
  /** Absent: a new question. */
  question?: AdminSurveyQuestion;
};

export function QuestionEditor({ open, onOpenChange, action, courseId, kind, question }: QuestionEditorProps) {
  const { t } = useTranslation();
  const { form, dialog, field } = useEntityEditor({
    item: question,
    keys: { form: K, success: "admin.surveys.success" },
    fetcherKey: `survey-question-editor-${question?.id ?? "new"}`,
    schema: surveyQuestionSchema,
    onOpenChange,
  });
  const { values, errors, initial, checked } = form;
  const errorsInTabs = useMemo(() => tabErrors(errors), [errors]);
  const [type, setType] = useState(initial("question_type", question?.question_type ?? "rating_5"));
  // A page drawn from a refused post starts from what was sent; a new question from two blank choices.
  const choices = valuesList(values, "choices", ["fr", "en"] as const) ??
    question?.choices ?? [
      { fr: "", en: "" },
      { fr: "", en: "" },
    ];
  const isLocked = question?.answered ?? false;
  const isChoice = isChoiceType(type);

  return (
    <EditorDialog {...dialog} open={open} action={action} size="lg">
      <input type="hidden" name="course_id" value={courseId} />
      <input type="hidden" name="survey_kind" value={kind} />
      <Field
        label={t(`${K}.question_type`)}
        name="question_type"
        required
        error={form.error("question_type")}
        hint={isLocked ? t(`${K}.type_locked_hint`) : undefined}
      >
        <Select value={type} onChange={(event) => setType(event.currentTarget.value)}>
          {QUESTION_TYPE_NAMES.filter((name) => !isLocked || name === question?.question_type).map((name) => (
            <option key={name} value={name}>
              {t(`admin.surveys.types.${name}`)}
            </option>
          ))}
        </Select>
      </Field>
      <BilingualFields errors={errorsInTabs} stack>
        {(language) => <Field {...field(`label_${language}`, "label")} required maxLength={QUESTION_LIMITS.label} />}
      </BilingualFields>
      {/* Kept while another type is chosen (what was typed survives a change of mind), sent only for a choice type. */}
      <fieldset hidden={!isChoice} disabled={!isChoice} className="min-w-0">
        <ChoicesField defaultItems={choices} errors={errors} isLocked={isLocked} />
      </fieldset>
      <Checkbox
        name="is_required"
        label={t(`${K}.is_required`)}
        defaultChecked={checked("is_required", question?.is_required ?? false)}
      />
    </EditorDialog>
  );
}
