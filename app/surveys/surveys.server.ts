// A survey as its participant sees and answers it (delivery.md §6): through the e-mailed signed
// link, without signing in; one answer per survey (the row's own answered_at, set under its
// lock), none once it has closed. An answer may open an incident (a score of 1 or 2) and, when
// its author allows it, put its comment in the testimonials' moderation queue; the published
// figures are recomputed after it commits.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  course_session_registrations,
  course_sessions,
  courses,
  type SurveyExtraAnswers,
  survey_questions,
  surveys,
  testimonials,
} from "#db/schema";
import { conflict, notFound } from "~/forms/form-action.server";
import { isUuid } from "~/forms/validate";
import { formatDateRange } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { pick } from "~/i18n/messages";
import { openIncident } from "~/quality/incidents.server";
import { db, refuse } from "~/server/db.server";
import { wakeAfterCommit } from "~/server/wake.server";
import { LOW_SCORE } from "./rules";
import { questionField, type SurveyAnswer, type SurveyFormView, type SurveyQuestionView } from "./schema";
import { isSurveyLinkValid, surveyFacts } from "./survey-emails.server";

const E = "surveys.page";

/** The questions a course adds to a kind of survey, in their order (archived ones left out). */
export async function courseQuestions(courseId: string, kind: SurveyFormView["kind"]): Promise<SurveyQuestionView[]> {
  return db()
    .select({
      id: survey_questions.id,
      question_type: survey_questions.question_type,
      label_fr: survey_questions.label_fr,
      label_en: survey_questions.label_en,
      choices: survey_questions.choices,
      is_required: survey_questions.is_required,
    })
    .from(survey_questions)
    .where(
      and(
        eq(survey_questions.course_id, courseId),
        eq(survey_questions.survey_kind, kind),
        isNull(survey_questions.archived_at),
      ),
    )
    .orderBy(asc(survey_questions.display_order), asc(survey_questions.created_at));
}

export type SurveyPageState = "open" | "answered" | "closed";
export type SurveyPage = {
  survey: SurveyFormView;
  state: SurveyPageState;
  answered_at: string | null;
  closes_at: string;
};

/** The survey a link opens, or null for a wrong id or token (the 404 page). */
export async function loadSurveyPage(
  surveyId: string,
  token: string,
  lang: Lang,
  nowMs: number,
): Promise<SurveyPage | null> {
  if (!isUuid(surveyId) || !token || !(await isSurveyLinkValid(surveyId, token))) return null;
  const facts = await surveyFacts(surveyId);
  if (!facts) return null;
  const [row] = await db().select({ answered_at: surveys.answered_at }).from(surveys).where(eq(surveys.id, surveyId));
  const state: SurveyPageState = row?.answered_at ? "answered" : facts.closes_at.getTime() <= nowMs ? "closed" : "open";
  return {
    state,
    answered_at: row?.answered_at?.toISOString() ?? null,
    closes_at: facts.closes_at.toISOString(),
    survey: {
      id: facts.id,
      kind: facts.kind,
      course_title: pick({ title_fr: facts.title_fr, title_en: facts.title_en }, "title", lang),
      dates: formatDateRange(facts.start_date, facts.end_date, lang),
      participant_first_name: facts.first_name || facts.full_name,
      questions: state === "open" ? await courseQuestions(facts.course_id, facts.kind) : [],
    },
  };
}

/** The questions the survey's form was built with, for the action's schema. */
export async function questionsOfSurvey(surveyId: string): Promise<SurveyQuestionView[] | null> {
  if (!isUuid(surveyId)) return null;
  const [row] = await db()
    .select({ course_id: course_sessions.course_id, kind: surveys.kind })
    .from(surveys)
    .innerJoin(course_sessions, eq(course_sessions.id, surveys.session_id))
    .where(eq(surveys.id, surveyId));
  return row ? courseQuestions(row.course_id, row.kind) : null;
}

/** The course's own answers as stored: by question id, blanks left out. */
function extraAnswers(answer: SurveyAnswer, questions: readonly SurveyQuestionView[]): SurveyExtraAnswers {
  const extra: SurveyExtraAnswers = {};
  const fields = answer as Record<string, unknown>;
  for (const question of questions) {
    const value = fields[questionField(question.id)];
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length > 0) extra[question.id] = [...new Set(value.map(Number))].sort((a, b) => a - b);
    } else if (typeof value === "number" || typeof value === "string") extra[question.id] = value;
  }
  return extra;
}

/** The lowest 1–5 score of an answer: the core satisfaction and the course's own ratings. */
function lowestRating(answer: SurveyAnswer, extra: SurveyExtraAnswers, questions: readonly SurveyQuestionView[]) {
  const ratings = questions
    .filter((question) => question.question_type === "rating_5")
    .map((question) => extra[question.id])
    .filter((value): value is number => typeof value === "number");
  return Math.min(answer.satisfaction, ...ratings);
}

/**
 * Records the answer to `surveyId` (its link checked by the caller) at `nowMs`. Refuses with
 * the answer to show when the survey was already answered or has closed.
 */
export async function answerSurvey(
  surveyId: string,
  answer: SurveyAnswer,
  questions: readonly SurveyQuestionView[],
  lang: Lang,
  nowMs: number,
): Promise<void> {
  const [row] = await db()
    .select({
      id: surveys.id,
      session_id: surveys.session_id,
      registration_id: surveys.registration_id,
      answered_at: surveys.answered_at,
      closes_at: surveys.closes_at,
      user_id: course_session_registrations.user_id,
      first_name: course_session_registrations.first_name,
      last_name: course_session_registrations.last_name,
      email: course_session_registrations.email,
      company: course_session_registrations.company,
      position: course_session_registrations.position,
      course_id: courses.id,
    })
    .from(surveys)
    .innerJoin(course_sessions, eq(course_sessions.id, surveys.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(course_session_registrations, eq(course_session_registrations.id, surveys.registration_id))
    .where(eq(surveys.id, surveyId))
    .for("update", { of: surveys });
  if (!row) throw refuse(notFound(`${E}.invalid_link`));
  if (row.answered_at) throw refuse(conflict(`${E}.already_answered`));
  if (row.closes_at.getTime() <= nowMs) throw refuse(conflict(`${E}.closed`));

  const now = new Date(nowMs);
  const extra = extraAnswers(answer, questions);
  // "May be published" means something only with a comment to publish.
  const mayPublish = answer.may_publish && Boolean(answer.comment);
  let testimonialId: string | null = null;
  if (mayPublish && answer.comment && row.user_id) {
    // Moderated like any testimonial: it waits in the queue with its course and rating.
    const [testimonial] = await db()
      .insert(testimonials)
      .values({
        user_id: row.user_id,
        content: answer.comment,
        content_en: lang === "en" ? answer.comment : null,
        course_id: row.course_id,
        author_position: row.position,
        author_company: row.company,
        rating: answer.satisfaction,
        status: "pending",
      })
      .returning({ id: testimonials.id });
    testimonialId = testimonial.id;
  }
  await db()
    .update(surveys)
    .set({
      answered_at: now,
      language: lang,
      satisfaction: answer.satisfaction,
      objectives: answer.objectives,
      recommend: answer.recommend,
      comment: answer.comment,
      may_publish: mayPublish,
      extra,
      testimonial_id: testimonialId,
    })
    .where(and(eq(surveys.id, surveyId), sql`${surveys.answered_at} is null`));

  if (lowestRating(answer, extra, questions) <= LOW_SCORE) {
    const name = [row.first_name, row.last_name].filter(Boolean).join(" ") || null;
    await openIncident(
      {
        source: "survey",
        surveyId,
        sessionId: row.session_id,
        person: { name, email: row.email, language: lang },
        summary: `${answer.satisfaction}/5 · ${answer.recommend}/10${answer.comment ? ` — ${answer.comment}` : ""}`,
      },
      nowMs,
    );
  }
  wakeAfterCommit("results");
}
