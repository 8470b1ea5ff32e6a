// The survey form (delivery.md §6): the fixed core that feeds the published figures (overall
// satisfaction 1–5, objectives met yes/partly/no, would recommend 0–10, a free comment and
// whether it may be published) and the course's own questions, each named `q_<id>`. One schema
// per survey, built from its questions, read by the participant's page, the staff preview and
// the action alike. Browser-safe: messages are i18n keys.
import { z } from "zod";
import { OBJECTIVES_ANSWERS, type SurveyChoice, type SurveyKind, type SurveyQuestionType } from "#db/schema";
import { SURVEY_TEXT_MAX } from "./rules";

const E = "surveys.form.errors";

/** A course's question as the form shows it (the label in the reader's language is picked by the form). */
export type SurveyQuestionView = {
  id: string;
  question_type: SurveyQuestionType;
  label_fr: string;
  label_en: string;
  choices: SurveyChoice[];
  is_required: boolean;
};

/** What a survey's page shows about it. */
export type SurveyFormView = {
  id: string;
  kind: SurveyKind;
  course_title: string;
  /** The session's dates, formatted for the reader. */
  dates: string;
  participant_first_name: string | null;
  questions: SurveyQuestionView[];
};

export const questionField = (id: string) => `q_${id}`;

const intIn = (min: number, max: number, key: string) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .regex(/^\d{1,2}$/, { error: key })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: key }).max(max, { error: key }));

const optionalText = z
  .string()
  .trim()
  .max(SURVEY_TEXT_MAX, { error: `${E}.text_too_long` })
  .optional()
  .transform((value) => (value ? value : null));

function questionSchema(question: SurveyQuestionView): z.ZodType {
  const required = `${E}.question_required`;
  const invalid = `${E}.invalid_choice`;
  let schema: z.ZodType;
  switch (question.question_type) {
    case "rating_5":
      schema = intIn(1, 5, question.is_required ? required : invalid);
      break;
    case "scale_10":
      schema = intIn(0, 10, question.is_required ? required : invalid);
      break;
    case "yes_partly_no":
      schema = z.enum(OBJECTIVES_ANSWERS, { error: question.is_required ? required : invalid });
      break;
    case "single_choice":
      schema = intIn(0, Math.max(0, question.choices.length - 1), question.is_required ? required : invalid);
      break;
    case "multiple_choice": {
      const choice = intIn(0, Math.max(0, question.choices.length - 1), invalid);
      const list = z.array(choice).max(question.choices.length, { error: invalid });
      schema = question.is_required ? list.min(1, { error: required }) : list;
      // A multiple choice left empty sends nothing: read as no choice.
      return question.is_required
        ? z.preprocess((value) => value ?? [], schema)
        : z.preprocess((value) => value ?? [], schema).optional();
    }
    case "text":
      schema = z
        .string()
        .trim()
        .max(SURVEY_TEXT_MAX, { error: `${E}.text_too_long` });
      if (question.is_required) schema = (schema as z.ZodString).min(1, { error: required });
      break;
  }
  if (question.is_required) return schema;
  // An optional question left blank is no answer.
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** The form of a survey with `questions`. */
export function surveyAnswerSchema(questions: readonly SurveyQuestionView[]) {
  return z.object({
    t: z.string().min(1).max(200),
    satisfaction: intIn(1, 5, `${E}.satisfaction_required`),
    objectives: z.enum(OBJECTIVES_ANSWERS, { error: `${E}.objectives_required` }),
    recommend: intIn(0, 10, `${E}.recommend_required`),
    comment: optionalText,
    may_publish: z
      .string()
      .optional()
      .transform((value) => value === "on" || value === "true"),
    ...Object.fromEntries(questions.map((question) => [questionField(question.id), questionSchema(question)])),
  });
}

export type SurveyAnswer = z.infer<ReturnType<typeof surveyAnswerSchema>>;
