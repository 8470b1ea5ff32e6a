// Satisfaction, published results, complaints and improvements (delivery.md §6, decision 033):
// the surveys sent after a session and their answers, the optional questions a course adds,
// the figures published from them, the incidents opened by low scores and complaints, and the
// improvement log. A part of the data model, gathered by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, ts, updatedAt } from "./columns";
import { messages, testimonials } from "./community";
import { course_session_registrations, course_sessions, courses } from "./courses";
import { users } from "./users";

/** end_of_training: 15 minutes before the last sitting ends; follow_up: 60 days after. */
export const SURVEY_KINDS = ["end_of_training", "follow_up"] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];
export const OBJECTIVES_ANSWERS = ["yes", "partly", "no"] as const;
export type ObjectivesAnswer = (typeof OBJECTIVES_ANSWERS)[number];
/** The optional questions' forms: a 1–5 rating, a 0–10 scale, yes/partly/no, one or several choices, free text. */
export const SURVEY_QUESTION_TYPES = [
  "rating_5",
  "scale_10",
  "yes_partly_no",
  "single_choice",
  "multiple_choice",
  "text",
] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

/** One choice of a single- or multiple-choice question, in both languages. */
export type SurveyChoice = { fr: string; en: string };

/** A question a course adds to the fixed core of one kind of survey. */
export const survey_questions = pgTable(
  "survey_questions",
  {
    id: id(),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    survey_kind: text("survey_kind", { enum: SURVEY_KINDS }).notNull().default("end_of_training"),
    question_type: text("question_type", { enum: SURVEY_QUESTION_TYPES }).notNull(),
    label_fr: text("label_fr").notNull(),
    label_en: text("label_en").notNull(),
    /** The choices of a single- or multiple-choice question (empty for the others). */
    choices: jsonb("choices").$type<SurveyChoice[]>().notNull().default([]),
    is_required: boolean("is_required").notNull().default(false),
    display_order: integer("display_order").notNull().default(0),
    /** Removed from the form; kept while answers refer to it (the export still names it). */
    archived_at: ts("archived_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("survey_questions_course_idx").on(t.course_id, t.survey_kind, t.display_order),
    oneOf("survey_questions_kind_check", t.survey_kind, SURVEY_KINDS),
    oneOf("survey_questions_type_check", t.question_type, SURVEY_QUESTION_TYPES),
  ],
);

/** The answers to a course's own questions, by question id: a number, a text, or the chosen indexes. */
export type SurveyExtraAnswers = Record<string, number | string | number[]>;

/**
 * One survey of one registration (one answer per registration and kind): created with its
 * invitation by the periodic job, reminded, answered once through its signed link, closed at
 * `closes_at`. The registration is set null when its account is deleted: the rated answers stay
 * for the published figures, anonymous (the deletion erases the free text).
 */
export const surveys = pgTable(
  "surveys",
  {
    id: id(),
    registration_id: uuid("registration_id").references(() => course_session_registrations.id, {
      onDelete: "set null",
    }),
    session_id: uuid("session_id")
      .notNull()
      .references(() => course_sessions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SURVEY_KINDS }).notNull(),
    /** When the invitation was due (reminders count from it) and when answers stop being taken. */
    due_at: ts("due_at").notNull(),
    closes_at: ts("closes_at").notNull(),
    /** The invitation's e-mail was queued (in the transaction that created the row). */
    invited_at: ts("invited_at").notNull(),
    /** How many of the kind's reminders are done (sent, or skipped when a later one was due). */
    reminders_done: integer("reminders_done").notNull().default(0),
    last_reminded_at: ts("last_reminded_at"),
    answered_at: ts("answered_at"),
    /** The language the form was answered in. */
    language: text("language"),
    satisfaction: integer("satisfaction"),
    objectives: text("objectives", { enum: OBJECTIVES_ANSWERS }),
    recommend: integer("recommend"),
    comment: text("comment"),
    may_publish: boolean("may_publish").notNull().default(false),
    extra: jsonb("extra").$type<SurveyExtraAnswers>().notNull().default({}),
    /** The testimonial its comment became when its author allowed publishing (moderated first). */
    testimonial_id: uuid("testimonial_id").references(() => testimonials.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("surveys_registration_kind_idx").on(t.registration_id, t.kind),
    index("surveys_session_idx").on(t.session_id, t.kind),
    index("surveys_testimonial_idx").on(t.testimonial_id),
    index("surveys_reminders_idx").on(t.kind, t.reminders_done).where(sql`${t.answered_at} is null`),
    oneOf("surveys_kind_check", t.kind, SURVEY_KINDS),
    oneOf("surveys_objectives_check", t.objectives, OBJECTIVES_ANSWERS),
    check("surveys_satisfaction_check", sql`${t.satisfaction} between 1 and 5`),
    check("surveys_recommend_check", sql`${t.recommend} between 0 and 10`),
    check("surveys_reminders_check", sql`${t.reminders_done} >= 0`),
  ],
);

/**
 * The published figures of one scope (the organisation, or one course) as last computed: the
 * public pages read them (and the page cache follows their changes); the results job writes
 * them when the answers, the attendance or the day change. Figures under the minimum of
 * answers are stored with a null rate, so the pages say "not enough answers yet".
 */
export const published_results = pgTable(
  "published_results",
  {
    /** "organisation", or the course's id. */
    scope: text("scope").primaryKey(),
    course_id: uuid("course_id").references((): AnyPgColumn => courses.id, { onDelete: "cascade" }),
    period_from: date("period_from", { mode: "string" }).notNull(),
    period_to: date("period_to", { mode: "string" }).notNull(),
    computed_at: ts("computed_at").notNull(),
    figures: jsonb("figures").$type<PublishedFigure[]>().notNull(),
  },
  (t) => [index("published_results_course_idx").on(t.course_id)],
);

export const RESULT_FIGURES = ["satisfaction", "response", "completion", "objectives"] as const;
export type ResultFigureName = (typeof RESULT_FIGURES)[number];
/** One figure: its rate (0–1; null under the minimum), the count it is computed on, and of how many. */
export type PublishedFigure = { name: ResultFigureName; rate: number | null; count: number; of: number };

/** Where an incident came from: a low score, a complaint through the contact form, or staff. */
export const INCIDENT_SOURCES = ["survey", "contact", "manual"] as const;
export type IncidentSource = (typeof INCIDENT_SOURCES)[number];
export const INCIDENT_STATUSES = ["open", "acknowledged", "answered", "closed"] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** A complaint or a low score to acknowledge (2 working days) and answer (15 working days). */
export const incidents = pgTable(
  "incidents",
  {
    id: id(),
    source: text("source", { enum: INCIDENT_SOURCES }).notNull(),
    status: text("status", { enum: INCIDENT_STATUSES }).notNull().default("open"),
    survey_id: uuid("survey_id").references(() => surveys.id, { onDelete: "set null" }),
    message_id: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    session_id: uuid("session_id").references(() => course_sessions.id, { onDelete: "set null" }),
    /** Who complained, to acknowledge and answer them (null when anonymous or erased). */
    person_name: text("person_name"),
    person_email: text("person_email"),
    person_language: text("person_language"),
    summary: text("summary").notNull(),
    opened_at: ts("opened_at").notNull(),
    acknowledge_by: ts("acknowledge_by").notNull(),
    answer_by: ts("answer_by").notNull(),
    acknowledged_at: ts("acknowledged_at"),
    answered_at: ts("answered_at"),
    /** The answer given (e-mailed to the person when there is an address). */
    answer: text("answer"),
    closed_at: ts("closed_at"),
    opened_by: uuid("opened_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("incidents_survey_idx").on(t.survey_id),
    uniqueIndex("incidents_message_idx").on(t.message_id),
    index("incidents_session_idx").on(t.session_id),
    index("incidents_opened_by_idx").on(t.opened_by),
    index("incidents_status_idx").on(t.status, t.opened_at),
    oneOf("incidents_source_check", t.source, INCIDENT_SOURCES),
    oneOf("incidents_status_check", t.status, INCIDENT_STATUSES),
  ],
);

/** What an improvement answers (Qualiopi indicator 32: appreciations, complaints, incidents, audits). */
export const IMPROVEMENT_SOURCES = ["survey", "incident", "trainer", "funder", "audit", "staff", "other"] as const;
export type ImprovementSource = (typeof IMPROVEMENT_SOURCES)[number];

/** The improvement log: source → analysis → action → owner → due date → checked. */
export const improvements = pgTable(
  "improvements",
  {
    id: id(),
    source: text("source", { enum: IMPROVEMENT_SOURCES }).notNull(),
    /** What was observed, in the source's words ("3 answers found the room too cold"). */
    source_detail: text("source_detail").notNull(),
    incident_id: uuid("incident_id").references(() => incidents.id, { onDelete: "set null" }),
    course_id: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    analysis: text("analysis"),
    action: text("action"),
    owner_id: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    due_on: date("due_on", { mode: "string" }),
    /** The day the action's effect was checked, and what the check found. */
    checked_on: date("checked_on", { mode: "string" }),
    check_note: text("check_note"),
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("improvements_created_idx").on(t.created_at),
    index("improvements_incident_idx").on(t.incident_id),
    index("improvements_course_idx").on(t.course_id),
    index("improvements_owner_idx").on(t.owner_id),
    index("improvements_created_by_idx").on(t.created_by),
    oneOf("improvements_source_check", t.source, IMPROVEMENT_SOURCES),
  ],
);
