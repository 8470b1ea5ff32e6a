// The answers tab of /admin/surveys and its workbook (delivery.md §6): every survey sent, with
// its participant (as registered, else the account), its session, course and trainer, filtered
// by course, session, trainer, kind, status and a search on the participant, counted, summed up
// and paged in SQL. The summary covers the whole filter, not the page. The course questions the
// answers refer to (archived ones too) are read in one query, to name them and their choices.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import {
  course_sessions,
  courses,
  course_session_registrations as r,
  survey_questions,
  surveys,
  users,
} from "#db/schema";
import { listOrEmpty } from "~/admin/list/list-loader";
import { isUuid } from "~/forms/validate";
import { formatDateRange } from "~/i18n/format";
import { localized } from "~/i18n/localized.server";
import { type Lang, pick } from "~/i18n/messages";
import { participantName } from "~/registrations/lifecycle.server";
import { participantSearch } from "~/registrations/participant.server";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { pageOf } from "~/server/paging.server";
import { settle } from "~/server/settle.server";
import { XLSX_ROW_LIMIT } from "~/server/xlsx.server";
import { instructors } from "~/sessions/session-query.server";
import type {
  AdminSurveyPage,
  AdminSurveyParams,
  AdminSurveyRow,
  AnsweredQuestion,
  SurveyFilterOptions,
  SurveyStatus,
  SurveySummary,
} from "./admin-schema";
import { loadCourseQuestions } from "./admin-survey-questions.server";

/** The filters the answers tab, its summary and its workbook share (the tab and paging aside). */
export type SurveyFilter = Pick<AdminSurveyParams, "q" | "course" | "session" | "trainer" | "kind" | "status">;

/** More sessions than a filter's select can usefully offer: the newest ones. */
const SESSION_OPTIONS_CAP = 300;

function filters(params: SurveyFilter, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    params.course ? eq(course_sessions.course_id, params.course) : undefined,
    params.session ? eq(surveys.session_id, params.session) : undefined,
    params.trainer ? eq(course_sessions.instructor_id, params.trainer) : undefined,
    params.kind ? eq(surveys.kind, params.kind) : undefined,
  ];
  if (params.status === "answered") conditions.push(isNotNull(surveys.answered_at));
  if (params.status === "awaiting") conditions.push(isNull(surveys.answered_at), gt(surveys.closes_at, now));
  if (params.status === "closed") conditions.push(isNull(surveys.answered_at), lte(surveys.closes_at, now));
  if (params.q) {
    conditions.push(participantSearch(params.q));
  }
  return and(...conditions);
}

/**
 * The surveys with their registration (gone for an erased account), its account, the session,
 * its course and trainer: the one join of the list, its summary and the workbook (written out in
 * each, as drizzle's join types cannot follow a generic selection).
 */
function selectRows(where: SQL | undefined) {
  return db()
    .select({
      id: surveys.id,
      kind: surveys.kind,
      invited_at: surveys.invited_at,
      closes_at: surveys.closes_at,
      answered_at: surveys.answered_at,
      satisfaction: surveys.satisfaction,
      objectives: surveys.objectives,
      recommend: surveys.recommend,
      comment: surveys.comment,
      may_publish: surveys.may_publish,
      extra: surveys.extra,
      testimonial_id: surveys.testimonial_id,
      session_id: surveys.session_id,
      registration_id: surveys.registration_id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      account_name: users.full_name,
      account_email: users.email,
      course_id: courses.id,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      course_reference: courses.reference,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      timezone: course_sessions.timezone,
      trainer_name: instructors.full_name,
      trainer_email: instructors.email,
    })
    .from(surveys)
    .innerJoin(course_sessions, eq(course_sessions.id, surveys.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(r, eq(r.id, surveys.registration_id))
    .leftJoin(users, eq(users.id, r.user_id))
    .leftJoin(instructors, eq(instructors.id, course_sessions.instructor_id))
    .where(where)
    .orderBy(desc(surveys.invited_at), desc(surveys.id))
    .$dynamic();
}

type StoredRow = Awaited<ReturnType<typeof selectRows>>[number];

export function surveyStatus(survey: { answered_at: Date | null; closes_at: Date }, now: Date): SurveyStatus {
  if (survey.answered_at) return "answered";
  return survey.closes_at.getTime() > now.getTime() ? "awaiting" : "closed";
}

function toRow(row: StoredRow, now: Date): AdminSurveyRow {
  const { first_name, last_name, account_name, account_email, trainer_name, trainer_email, registration_id, ...rest } =
    row;
  return {
    ...rest,
    status: surveyStatus(row, now),
    participant: registration_id
      ? participantName({ first_name, last_name, account_name, account_email: account_email ?? undefined })
      : "",
    email: registration_id ? (row.email ?? account_email) : null,
    trainer: trainer_name?.trim() || trainer_email || null,
    invited_at: row.invited_at.toISOString(),
    closes_at: row.closes_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
  };
}

/** The summary of the whole filter: one aggregate over the same join. */
async function summarize(where: SQL | undefined): Promise<SurveySummary> {
  const [row] = await db()
    .select({
      sent: sql<number>`count(*)::int`,
      answered: sql<number>`count(${surveys.answered_at})::int`,
      satisfaction: sql<number | null>`(avg(${surveys.satisfaction}))::float8`,
      objectives_yes: sql<number>`(count(*) filter (where ${surveys.objectives} = 'yes'))::int`,
      objectives_answered: sql<number>`count(${surveys.objectives})::int`,
      recommend: sql<number | null>`(avg(${surveys.recommend}))::float8`,
    })
    .from(surveys)
    .innerJoin(course_sessions, eq(course_sessions.id, surveys.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(r, eq(r.id, surveys.registration_id))
    .leftJoin(users, eq(users.id, r.user_id))
    .where(where);
  const sent = Number(row?.sent ?? 0);
  const answered = Number(row?.answered ?? 0);
  const objectivesAnswered = Number(row?.objectives_answered ?? 0);
  const average = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    sent,
    answered,
    responseRate: sent > 0 ? answered / sent : null,
    satisfaction: average(row?.satisfaction),
    objectivesMet: objectivesAnswered > 0 ? Number(row?.objectives_yes ?? 0) / objectivesAnswered : null,
    recommend: average(row?.recommend),
  };
}

/** The course questions `rows` answered (archived ones too), by course, kind and display order. */
export async function questionsAnswered(
  rows: readonly { extra: Record<string, unknown> }[],
): Promise<AnsweredQuestion[]> {
  const ids = [...new Set(rows.flatMap((row) => Object.keys(row.extra ?? {})))].filter(isUuid);
  if (ids.length === 0) return [];
  return db()
    .select({
      id: survey_questions.id,
      course_id: survey_questions.course_id,
      survey_kind: survey_questions.survey_kind,
      question_type: survey_questions.question_type,
      label_fr: survey_questions.label_fr,
      label_en: survey_questions.label_en,
      choices: survey_questions.choices,
      display_order: survey_questions.display_order,
    })
    .from(survey_questions)
    .where(inArray(survey_questions.id, ids))
    .orderBy(
      asc(survey_questions.course_id),
      asc(survey_questions.survey_kind),
      asc(survey_questions.display_order),
      asc(survey_questions.id),
    );
}

/** The answers tab's page: the filter's summary, its page of surveys and the questions they answered. */
export async function listAdminSurveys(
  params: AdminSurveyParams,
  now = new Date(clock().now()),
): Promise<AdminSurveyPage> {
  const where = filters(params, now);
  const summary = await summarize(where);
  const { rows, ...paging } = await pageOf(selectRows(where), summary.sent, params);
  const surveysOfPage = rows.map((row) => toRow(row, now));
  return { surveys: surveysOfPage, questions: await questionsAnswered(surveysOfPage), summary, ...paging };
}

/** Every survey the filter selects (up to the workbook's ceiling), newest first, and the questions they answered. */
export async function exportAdminSurveys(
  params: SurveyFilter,
  now = new Date(clock().now()),
): Promise<{ rows: AdminSurveyRow[]; questions: AnsweredQuestion[] }> {
  const stored = await selectRows(filters(params, now)).limit(XLSX_ROW_LIMIT);
  const rows = stored.map((row) => toRow(row, now));
  return { rows, questions: await questionsAnswered(rows) };
}

/** Every course (published or not: its past sessions may have sent surveys), by title in `lang`. */
export async function loadCourseOptions(lang: Lang): Promise<{ id: string; title: string }[]> {
  const rows = await db()
    .select({ id: courses.id, title_fr: courses.title_fr, title_en: courses.title_en })
    .from(courses)
    .orderBy(asc(localized(courses.title_fr, courses.title_en, lang)), asc(courses.id));
  return rows.map((course) => ({ id: course.id, title: pick(course, "title", lang) }));
}

/** Whether a survey was sent for any of the session's rows. */
const hasSurveys = sql`exists (select 1 from ${surveys} where ${surveys.session_id} = ${course_sessions.id})`;

/**
 * The filters' choices: every course (the viewer's language), the sessions that sent surveys
 * (of the chosen course; the chosen session always), the trainers of those sessions.
 */
export async function loadSurveyFilterOptions(
  params: Pick<AdminSurveyParams, "course" | "session">,
  lang: Lang,
): Promise<SurveyFilterOptions> {
  const [courseOptions, sessionRows, trainerRows] = await Promise.all([
    loadCourseOptions(lang),
    db()
      .select({
        id: course_sessions.id,
        start_date: course_sessions.start_date,
        end_date: course_sessions.end_date,
        title_fr: courses.title_fr,
        title_en: courses.title_en,
      })
      .from(course_sessions)
      .innerJoin(courses, eq(courses.id, course_sessions.course_id))
      .where(
        and(
          params.course ? eq(course_sessions.course_id, params.course) : undefined,
          params.session ? or(hasSurveys, eq(course_sessions.id, params.session)) : hasSurveys,
        ),
      )
      .orderBy(desc(course_sessions.start_date), asc(course_sessions.id))
      .limit(SESSION_OPTIONS_CAP),
    db()
      .selectDistinct({ id: users.id, full_name: users.full_name, email: users.email })
      .from(users)
      .innerJoin(course_sessions, eq(course_sessions.instructor_id, users.id))
      .where(hasSurveys)
      .orderBy(asc(users.full_name), asc(users.email), asc(users.id)),
  ]);
  return {
    courses: courseOptions,
    sessions: sessionRows.map((session) => ({
      id: session.id,
      label: `${pick(session, "title", lang)} — ${formatDateRange(session.start_date, session.end_date, lang)}`,
    })),
    trainers: trainerRows.map((trainer) => ({ id: trainer.id, name: trainer.full_name?.trim() || trainer.email })),
  };
}

const NO_OPTIONS: SurveyFilterOptions = { courses: [], sessions: [], trainers: [] };
const NOTHING: Pick<AdminSurveyPage, "questions" | "summary"> = {
  questions: [],
  summary: { sent: 0, answered: 0, responseRate: null, satisfaction: null, objectivesMet: null, recommend: null },
};

/**
 * What /admin/surveys shows for `params`: the answers tab (the page of surveys with its summary,
 * the filters' choices) or the questions tab (the courses, the chosen one if it exists, its
 * questions for the kind, the end of training's by default). A failed read shows its load error.
 */
export async function loadSurveysScreen(params: AdminSurveyParams, lang: Lang) {
  if (params.tab === "questions") {
    const kind = params.kind ?? "end_of_training";
    const [courseOptions, questions] = await Promise.all([
      settle("survey courses", loadCourseOptions(lang)),
      params.course ? settle("survey questions", loadCourseQuestions(params.course, kind)) : Promise.resolve([]),
    ]);
    const course = courseOptions?.find((option) => option.id === params.course) ?? null;
    return {
      tab: "questions" as const,
      params,
      courses: courseOptions ?? [],
      course,
      kind,
      questions: course ? (questions ?? []) : [],
      hasLoadError: courseOptions === null || questions === null,
    };
  }
  const [list, options] = await Promise.all([
    settle("admin surveys", listAdminSurveys(params)),
    settle("survey filters", loadSurveyFilterOptions(params, lang)),
  ]);
  const { list: page, hasLoadError } = listOrEmpty("surveys", list, params.size);
  // A failed read's empty page still has a summary (of nothing) and no questions.
  return {
    tab: "answers" as const,
    params,
    list: { ...NOTHING, ...page },
    hasLoadError,
    options: options ?? NO_OPTIONS,
  };
}

export type SurveysScreenData = Awaited<ReturnType<typeof loadSurveysScreen>>;
