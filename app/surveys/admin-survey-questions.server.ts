// The questions tab of /admin/surveys (delivery.md §6): a course's own questions for one kind of
// survey, asked after the fixed core. Listed in their order (archived ones aside), added at the
// end up to QUESTION_LIMITS.perSurvey, edited, reordered with the reorder kit, and removed: a
// question no survey answered is deleted; one that was answered is archived, so the answers and
// the export still name it, and its type and its choices' positions (which the answers store)
// stay. Every write is audited; callers check the "surveys" module first (adminAction does).
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { course_sessions, courses, type SurveyKind, survey_questions, surveys } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents, rowIntent } from "~/admin/crud-intents.server";
import { appendPosition, lockOrder, REORDER_MESSAGES, reorder, reorderSchema } from "~/admin/reorder.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import {
  type AdminSurveyQuestion,
  isChoiceType,
  parseQuestionScope,
  type SurveyQuestionInput,
  surveyQuestionSchema,
} from "./admin-schema";
import { QUESTION_LIMITS } from "./rules";

const E = "admin.surveys.error";
const V = "admin.surveys.validation";
const S = "admin.surveys.success";
const ENTITY = "survey_question";

/**
 * Some survey of the question's course holds an answer to it (its id is a key of `extra`). The
 * outer row is named in full: drizzle writes a one-table select's columns unqualified, which the
 * subquery's own tables would capture.
 */
const isAnswered = sql<boolean>`exists (
  select 1 from ${surveys} as s inner join ${course_sessions} as cs on cs.id = s.session_id
  where cs.course_id = "survey_questions"."course_id"
    and (s.extra -> "survey_questions"."id"::text) is not null)`;

/** The questions one survey of the course asks, archived ones aside. */
const activeOf = (courseId: string, kind: SurveyKind): SQL | undefined =>
  and(
    eq(survey_questions.course_id, courseId),
    eq(survey_questions.survey_kind, kind),
    isNull(survey_questions.archived_at),
  );

/** The course's questions for `kind`, in the order the form asks them. */
export async function loadCourseQuestions(courseId: string, kind: SurveyKind): Promise<AdminSurveyQuestion[]> {
  const rows = await db()
    .select({
      id: survey_questions.id,
      question_type: survey_questions.question_type,
      label_fr: survey_questions.label_fr,
      label_en: survey_questions.label_en,
      choices: survey_questions.choices,
      is_required: survey_questions.is_required,
      display_order: survey_questions.display_order,
      answered: isAnswered,
    })
    .from(survey_questions)
    .where(activeOf(courseId, kind))
    .orderBy(asc(survey_questions.display_order), asc(survey_questions.id));
  return rows.map((row) => ({ ...row, answered: Boolean(row.answered) }));
}

/** Whether a course with this id exists (the questions tab's course, a new question's). */
export async function courseExists(courseId: string): Promise<boolean> {
  const [row] = await db().select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return Boolean(row);
}

async function answered(id: string): Promise<boolean> {
  const [row] = await db().select({ answered: isAnswered }).from(survey_questions).where(eq(survey_questions.id, id));
  return Boolean(row?.answered);
}

function questionValues(input: SurveyQuestionInput) {
  return {
    question_type: input.question_type,
    label_fr: input.label_fr,
    label_en: input.label_en,
    choices: input.choices,
    is_required: input.is_required,
  };
}

/**
 * Adds a question at the end of the course's survey of `input.survey_kind`. Refused past
 * QUESTION_LIMITS.perSurvey active questions; the order lock makes the count hold when two
 * people add at once.
 */
export async function createSurveyQuestion(input: SurveyQuestionInput): Promise<WriteResult> {
  const { position, count } = await appendPosition(survey_questions, activeOf(input.course_id, input.survey_kind));
  if (!(await courseExists(input.course_id))) return invalid({ course_id: `${V}.course_required` }, `${E}.save`);
  if (count >= QUESTION_LIMITS.perSurvey)
    return conflict(`${E}.too_many_questions`, { max: QUESTION_LIMITS.perSurvey });
  const audit = await auditedInsert(
    survey_questions,
    {
      ...questionValues(input),
      course_id: input.course_id,
      survey_kind: input.survey_kind,
      display_order: position,
    },
    { entity: ENTITY, label: input.label_fr },
  );
  return written(audit, { data: { id: audit.id } });
}

/**
 * Saves a question's wording, type, choices and whether it must be answered; its course and
 * kind stay. Once answered, its type stays and no choice goes (answers store their positions).
 */
export async function updateSurveyQuestion(id: string, input: SurveyQuestionInput): Promise<WriteResult> {
  return auditedUpdate(survey_questions, id, {
    entity: ENTITY,
    label: input.label_fr,
    missing: notFound(`${E}.not_found`),
    lock: true,
    onlyIfChanged: true,
    check: async (before) => {
      if (before.archived_at) return notFound(`${E}.not_found`);
      if (!(await answered(id))) return null;
      if (before.question_type !== input.question_type) {
        return invalid({ question_type: `${V}.type_locked` }, `${E}.save`);
      }
      if (isChoiceType(input.question_type) && input.choices.length < before.choices.length) {
        return invalid({ choices: `${V}.choices_locked` }, `${E}.save`);
      }
      return null;
    },
    write: questionValues(input),
  });
}

/**
 * Removes a question from its survey: deleted when no survey answered it, else archived (the
 * answers keep naming it). The toast says which.
 */
export async function removeSurveyQuestion(id: string): Promise<WriteResult> {
  await lockOrder(survey_questions);
  const missing = notFound(`${E}.not_found`);
  if (!(await answered(id))) {
    const result = await auditedDelete(survey_questions, id, {
      entity: ENTITY,
      label: (before) => before.label_fr,
      missing,
    });
    return result.kind === "ok" ? { ...result, toast: `${S}.deleted` } : result;
  }
  const result = await auditedUpdate(survey_questions, id, {
    action: "archive",
    entity: ENTITY,
    label: (before) => before.label_fr,
    missing,
    lock: true,
    check: (before) => (before.archived_at ? missing : null),
    write: { archived_at: new Date(clock().now()) },
  });
  return result.kind === "ok" ? { ...result, toast: `${S}.archived` } : result;
}

/**
 * The questions tab's writes. `back` is the tab as it was (its course and kind): a removal goes
 * back there with its toast, the editor's saves answer their fetchers, the reorder posts the
 * survey's whole list with its scope, "<course id>:<kind>".
 */
export function surveyQuestionActions(back: string): AdminActionSpec {
  return {
    what: "survey questions",
    module: "surveys",
    messages: screenMessages(E),
    intents: {
      ...crudIntents({
        schema: surveyQuestionSchema,
        toasts: S,
        notFound: { update: `${E}.not_found` },
        create: createSurveyQuestion,
        update: updateSurveyQuestion,
      }),
      delete: rowIntent({
        redirect: back,
        toast: `${S}.deleted`,
        failureMessage: `${E}.delete`,
        notFound: `${E}.not_found`,
        run: (id) => removeSurveyQuestion(id),
      }),
      reorder: intent({
        schema: reorderSchema,
        failureMessage: REORDER_MESSAGES.save,
        invalidMessage: REORDER_MESSAGES.invalid,
        run: ({ data }) => {
          const scope = parseQuestionScope(data.scope);
          if (!scope) return Promise.resolve(invalid({ scope: REORDER_MESSAGES.invalid }, REORDER_MESSAGES.invalid));
          return reorder(survey_questions, data.ids, {
            label: survey_questions.label_fr,
            entity: "course",
            scope: {
              column: survey_questions.course_id,
              owner: courses,
              ownerLabel: courses.title_fr,
              id: scope.courseId,
            },
            where: and(eq(survey_questions.survey_kind, scope.kind), isNull(survey_questions.archived_at)),
          });
        },
      }),
    },
  };
}
