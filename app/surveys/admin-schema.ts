// The staff screen /admin/surveys (delivery.md §6): its URL state (the answers' filters, the
// questions' course and kind), the rows and summary the answers tab receives, and the form of a
// course's own question. Browser-safe: the screen, the editor and the services read it. The
// participant's form is ./schema.ts.
import { z } from "zod";
import type {
  ObjectivesAnswer,
  SurveyChoice,
  SurveyKind,
  SurveyQuestionType,
  survey_questions,
  surveys,
} from "#db/schema";
import type { Wire } from "#db/wire";
import { checkbox } from "~/forms/checkbox";
import { ADMIN_PAGE_SIZES, oneOfParam, parseListParams, uuidParam } from "~/forms/list-params";
import { isUuid } from "~/forms/validate";
import { keyWithValues } from "~/i18n/key-values";
import type { Lang } from "~/i18n/messages";
import { QUESTION_LIMITS } from "./rules";

// The database's lists, repeated because db/schema is not for the browser bundle; `satisfies`
// keeps them in step and a test checks they are equal.
export const SURVEY_KIND_NAMES = ["end_of_training", "follow_up"] as const satisfies readonly SurveyKind[];
export const QUESTION_TYPE_NAMES = [
  "rating_5",
  "scale_10",
  "yes_partly_no",
  "single_choice",
  "multiple_choice",
  "text",
] as const satisfies readonly SurveyQuestionType[];
export const OBJECTIVES_NAMES = ["yes", "partly", "no"] as const satisfies readonly ObjectivesAnswer[];

/** The question types whose answers are picked among the question's own choices. */
export const CHOICE_TYPES: readonly SurveyQuestionType[] = ["single_choice", "multiple_choice"];
export const isChoiceType = (type: string) => (CHOICE_TYPES as readonly string[]).includes(type);

export const SURVEY_TABS = ["answers", "questions"] as const;
export type SurveyTab = (typeof SURVEY_TABS)[number];

/**
 * Where a survey stands: answered; awaiting (not answered, still open); closed without an
 * answer (its `closes_at` passed).
 */
export const SURVEY_STATUS_NAMES = ["answered", "awaiting", "closed"] as const;
export type SurveyStatus = (typeof SURVEY_STATUS_NAMES)[number];

/**
 * `?tab=&q=&course=&session=&trainer=&kind=&status=&page=&size=`, read leniently. `q` searches
 * the participant (name as registered in either order, e-mail, the account's name). The
 * questions tab reads `course` and `kind` as the course and survey whose questions it edits.
 */
export function parseAdminSurveyParams(search: URLSearchParams) {
  const params = parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: {
      tab: oneOfParam(SURVEY_TABS),
      course: uuidParam,
      session: uuidParam,
      trainer: uuidParam,
      kind: oneOfParam(SURVEY_KIND_NAMES),
      status: oneOfParam(SURVEY_STATUS_NAMES),
    },
  });
  return { ...params, tab: params.tab ?? ("answers" as SurveyTab) };
}
export type AdminSurveyParams = ReturnType<typeof parseAdminSurveyParams>;

/** The answers' filter panel's URL names (reset, active count). */
export const SURVEY_FILTERS = ["course", "session", "trainer", "kind", "status"] as const;

type StoredSurvey = Wire<typeof surveys.$inferSelect>;

/** A survey sent, as the answers tab and the export show it. */
export type AdminSurveyRow = Pick<
  StoredSurvey,
  | "id"
  | "kind"
  | "invited_at"
  | "closes_at"
  | "answered_at"
  | "satisfaction"
  | "objectives"
  | "recommend"
  | "comment"
  | "may_publish"
  | "extra"
  | "testimonial_id"
  | "session_id"
> & {
  status: SurveyStatus;
  /** Empty when the registration is gone (an erased account): the answer stays, anonymous. */
  participant: string;
  email: string | null;
  course_id: string;
  course_title_fr: string;
  course_title_en: string;
  course_reference: string;
  start_date: string;
  end_date: string;
  timezone: string;
  trainer: string | null;
};

/** A course question an answer refers to (archived ones too), to name it and its choices. */
export type AnsweredQuestion = Pick<
  typeof survey_questions.$inferSelect,
  "id" | "course_id" | "survey_kind" | "question_type" | "label_fr" | "label_en" | "choices" | "display_order"
>;

/** The figures of the whole filter (not only the page): rates 0–1, averages; null without answers. */
export type SurveySummary = {
  sent: number;
  answered: number;
  responseRate: number | null;
  satisfaction: number | null;
  objectivesMet: number | null;
  recommend: number | null;
};

export type AdminSurveyPage = {
  surveys: AdminSurveyRow[];
  /** The course questions the page's answers refer to, in their display order. */
  questions: AnsweredQuestion[];
  summary: SurveySummary;
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

/** The filters' choices: courses, sessions that sent surveys, trainers of those sessions. */
export type SurveyFilterOptions = {
  courses: { id: string; title: string }[];
  sessions: { id: string; label: string }[];
  trainers: { id: string; name: string }[];
};

/** A course's question as the questions tab lists and the editor opens it. */
export type AdminSurveyQuestion = Pick<
  typeof survey_questions.$inferSelect,
  "id" | "question_type" | "label_fr" | "label_en" | "choices" | "is_required" | "display_order"
> & {
  /** Some survey answered it: removing it archives it, and its type is kept. */
  answered: boolean;
};

const V = "admin.surveys.validation";

const choiceText = z
  .string()
  .trim()
  .max(QUESTION_LIMITS.choice, keyWithValues(`${V}.choice_too_long`, { max: QUESTION_LIMITS.choice }))
  .optional()
  .transform((value) => value ?? "");

/**
 * One choice as posted (`choices.0.fr`, `choices.0.en`). A pair left wholly blank is dropped;
 * any other needs both languages.
 */
const choiceSchema = z.object({ fr: choiceText, en: choiceText }).superRefine((choice, context) => {
  if (!choice.fr && !choice.en) return;
  for (const lang of ["fr", "en"] as const) {
    if (!choice[lang]) context.addIssue({ code: "custom", path: [lang], message: `${V}.choice_required` });
  }
});

const label = z
  .string({ error: `${V}.label_required` })
  .trim()
  .min(1, `${V}.label_required`)
  .max(QUESTION_LIMITS.label, `${V}.too_long`);

/**
 * A course's question. `course_id` and `survey_kind` place a new one (an edit keeps its own);
 * a choice question needs 2 to QUESTION_LIMITS.choices choices, the others keep none.
 */
export const surveyQuestionSchema = z
  .object({
    course_id: z.string({ error: `${V}.course_required` }).refine(isUuid, `${V}.course_required`),
    survey_kind: z.enum(SURVEY_KIND_NAMES, { error: `${V}.kind_required` }),
    question_type: z.enum(QUESTION_TYPE_NAMES, { error: `${V}.type_required` }),
    label_fr: label,
    label_en: label,
    choices: z
      .array(choiceSchema, { error: `${V}.choices_invalid` })
      .max(QUESTION_LIMITS.choices, keyWithValues(`${V}.too_many_choices`, { max: QUESTION_LIMITS.choices }))
      .optional()
      .transform((choices): SurveyChoice[] => (choices ?? []).filter((choice) => choice.fr || choice.en)),
    is_required: checkbox,
  })
  .superRefine((question, context) => {
    if (isChoiceType(question.question_type) && question.choices.length < 2) {
      context.addIssue({ code: "custom", path: ["choices"], message: `${V}.choices_required` });
    }
  })
  .transform((question) => ({ ...question, choices: isChoiceType(question.question_type) ? question.choices : [] }));
export type SurveyQuestionInput = z.infer<typeof surveyQuestionSchema>;

/** The scope the questions' reorder posts: the course and the kind, "<course id>:<kind>". */
export const questionScope = (courseId: string, kind: SurveyKind) => `${courseId}:${kind}`;

export function parseQuestionScope(scope: unknown): { courseId: string; kind: SurveyKind } | null {
  if (typeof scope !== "string") return null;
  const [courseId, kind, ...rest] = scope.split(":");
  if (rest.length > 0 || !isUuid(courseId)) return null;
  const known = SURVEY_KIND_NAMES.find((name) => name === kind);
  return known ? { courseId: courseId.toLowerCase(), kind: known } : null;
}

/**
 * The preview's `?course=&kind=&lang=`, read leniently: the course (null when absent or not an
 * id), the end of training's survey and the viewer's language unless told.
 */
export function parseSurveyPreviewParams(search: URLSearchParams, viewerLang: Lang) {
  const params = parseListParams(search, {
    filters: { course: uuidParam, kind: oneOfParam(SURVEY_KIND_NAMES), lang: oneOfParam(["fr", "en"]) },
  });
  return { course: params.course, kind: params.kind ?? "end_of_training", lang: params.lang ?? viewerLang };
}

/** Where the questions tab of `courseId` and `kind` is. */
export const surveyQuestionsHref = (courseId: string, kind: SurveyKind) =>
  `/admin/surveys?${new URLSearchParams({ tab: "questions", course: courseId, kind })}`;
