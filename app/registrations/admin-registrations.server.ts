// The operations desk's reads and writes (issue 23): every registration across sessions
// (/admin/registrations: searched on the participant's name, e-mail and company, filtered by
// status, payment, course and the session's start dates, newest first, counted and paged in SQL;
// the rows link to their roster), and the sessions desk (/admin/sessions: every session with its
// fill, registrations and people waiting — on its list and for its course — and the calendar
// editor's writes plus cancelling a row's session). They live with the registrations, since
// they read them: a session knows nothing of its registrations.
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import {
  course_locations,
  course_sessions,
  courses,
  course_session_registrations as r,
  users,
  waitlist_entries,
} from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { bulkIntent } from "~/admin/bulk.server";
import { rowIntent } from "~/admin/crud-intents.server";
import { notFound } from "~/admin/write-result.server";
import { countedRegistration, countedTrainee } from "~/compliance/bpf-scope.server";
import { saveRegistrationFunding } from "~/registrations/funding.server";
import { AT_RISK_DAYS } from "~/registrations/lifecycle";
import {
  cancelSession,
  changePaymentStatus,
  changeRegistrationStatus,
  participantName,
} from "~/registrations/lifecycle.server";
import { participantSearch } from "~/registrations/participant.server";
import {
  CANCEL_SESSION_INTENT,
  cancelSessionSchema,
  FUNDING_INTENT,
  fundingSchema,
} from "~/registrations/roster-schema";
import { db } from "~/server/db.server";
import { pageOf } from "~/server/paging.server";
import { orEmpty, searchAny } from "~/server/search.server";
import { XLSX_ROW_LIMIT } from "~/server/xlsx.server";
import { sessionActions } from "~/sessions/admin-sessions.server";
import { todayIso } from "~/sessions/schema";
import { instructors, selectSessions } from "~/sessions/session-query.server";
import type {
  AdminRegistrationPage,
  AdminRegistrationParams,
  AdminRegistrationRow,
  AdminSessionPage,
  AdminSessionParams,
} from "./admin-schema";

/**
 * `missing` and `year`, the annual activity report's links (BPF): a year alone keeps the
 * registrations its revenue counts; with `missing=participant_type`, its trainees without a type;
 * with `missing=funding_source`, its registrations without a source. Without a year, `missing`
 * keeps every registration still on without it. The same predicates as the report's counts.
 */
function bpfFilter(params: AdminRegistrationParams): SQL | undefined {
  const { missing, year } = params;
  const lacks =
    missing === "funding_source"
      ? isNull(r.funding_source_id)
      : missing === "participant_type"
        ? isNull(r.participant_type_id)
        : undefined;
  if (year === null) return lacks ? and(lacks, ne(r.status, "cancelled")) : undefined;
  const row = { id: r.id, status: r.status, sessionId: r.session_id };
  return and(lacks, missing === "participant_type" ? countedTrainee(row, year) : countedRegistration(row, year));
}

function filters(params: AdminRegistrationParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    params.status ? eq(r.status, params.status) : undefined,
    params.payment ? eq(r.payment_status, params.payment) : undefined,
    params.course ? eq(course_sessions.course_id, params.course) : undefined,
    params.from ? gte(course_sessions.start_date, params.from) : undefined,
    params.to ? lte(course_sessions.start_date, params.to) : undefined,
    bpfFilter(params),
  ];
  if (params.q) {
    conditions.push(participantSearch(params.q, [orEmpty(r.company)]));
  }
  return and(...conditions);
}

/** The list's rows: the registration, its participant, account, session and course. */
function selectRegistrationRows(where: SQL | undefined) {
  return db()
    .select({
      id: r.id,
      session_id: r.session_id,
      status: r.status,
      payment_status: r.payment_status,
      payment_amount: r.payment_amount,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      company: r.company,
      created_at: r.created_at,
      funding_source_id: r.funding_source_id,
      funding_scheme: r.funding_scheme,
      participant_type_id: r.participant_type_id,
      account_name: users.full_name,
      account_email: users.email,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      currency: courses.currency,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, r.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(where)
    .orderBy(desc(r.created_at), desc(r.id))
    .$dynamic();
}

type StoredRow = Awaited<ReturnType<typeof selectRegistrationRows>>[number];

function toRow({ first_name, last_name, account_name, account_email, email, ...row }: StoredRow): AdminRegistrationRow {
  return {
    ...row,
    name: participantName({ first_name, last_name, account_name, account_email }),
    email: email ?? account_email,
    created_at: row.created_at.toISOString(),
  };
}

export async function listAdminRegistrations(params: AdminRegistrationParams): Promise<AdminRegistrationPage> {
  const where = filters(params);
  // The same joins: the search and the filters read the account, the session and the course.
  const [{ total }] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(users, eq(users.id, r.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, r.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(where);
  const { rows, ...paging } = await pageOf(selectRegistrationRows(where), Number(total), params);
  return { registrations: rows.map(toRow), ...paging };
}

/** Every registration the list's search and filters select (up to the ceiling), newest first: the workbook's rows. */
export async function exportAdminRegistrations(params: AdminRegistrationParams): Promise<AdminRegistrationRow[]> {
  const rows = await selectRegistrationRows(filters(params)).limit(XLSX_ROW_LIMIT);
  return rows.map(toRow);
}

/** Statuses still to decide on: below its minimum and close to its start, such a session is at risk. */
const UNDECIDED = ["scheduled", "confirmed"] as const;

/** `day` plus `days`, as YYYY-MM-DD. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The SQL of isSessionAtRisk (registrations/lifecycle.ts) on `today`: the dashboard's rule. */
function atRiskOn(today: string): SQL | undefined {
  return and(
    inArray(course_sessions.status, [...UNDECIDED]),
    lt(course_sessions.seats_taken, course_sessions.min_participants),
    gte(course_sessions.start_date, today),
    lte(course_sessions.start_date, addDays(today, AT_RISK_DAYS)),
  );
}

function deskFilters(params: AdminSessionParams, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    // A session is upcoming until its last day is over, so one under way stays on the desk.
    params.when === "upcoming" ? gte(course_sessions.end_date, today) : undefined,
    params.when === "past" ? lt(course_sessions.end_date, today) : undefined,
    params.course ? eq(course_sessions.course_id, params.course) : undefined,
    params.status ? eq(course_sessions.status, params.status) : undefined,
    params.trainer ? eq(course_sessions.instructor_id, params.trainer) : undefined,
    params.location ? eq(course_sessions.location_id, params.location) : undefined,
    params.from ? gte(course_sessions.start_date, params.from) : undefined,
    params.to ? lte(course_sessions.start_date, params.to) : undefined,
    params.risk ? atRiskOn(today) : undefined,
  ];
  if (params.q) {
    conditions.push(
      searchAny(
        [
          courses.title_fr,
          orEmpty(courses.title_en),
          courses.reference,
          orEmpty(instructors.full_name),
          orEmpty(course_locations.name),
          orEmpty(course_locations.city),
        ],
        params.q,
      ),
    );
  }
  return and(...conditions);
}

/** Registrations holding a seat or done (not cancelled), per session: one grouped read for the page. */
const activeRegistrations = sql<number>`(select count(*)::int from ${r} where ${r.session_id} = ${course_sessions.id} and ${r.status} <> 'cancelled')`;

/** Active waiting-list entries of the row's session, and of every session of its course (the demand). */
const waitingHere = sql<number>`(select count(*)::int from ${waitlist_entries} where ${waitlist_entries.session_id} = ${course_sessions.id} and ${waitlist_entries.status} in ('waiting', 'offered'))`;
const waitingForCourse = sql<number>`(select count(distinct w.user_id)::int from ${waitlist_entries} as w inner join ${course_sessions} as other on other.id = w.session_id where other.course_id = ${course_sessions.course_id} and w.status in ('waiting', 'offered'))`;

/**
 * The desk's page of sessions: filtered, searched (course, reference, trainer, venue, city),
 * ordered by start, counted and paged in SQL. `today` is the server's UTC day, as the editor's.
 */
export async function listAdminSessions(params: AdminSessionParams, today = todayIso()): Promise<AdminSessionPage> {
  const where = deskFilters(params, today);
  const direction = params.order === "desc" ? desc : asc;
  const query = selectSessions({
    id: course_sessions.id,
    course_id: course_sessions.course_id,
    instructor_id: course_sessions.instructor_id,
    location_id: course_sessions.location_id,
    start_date: course_sessions.start_date,
    end_date: course_sessions.end_date,
    start_time: course_sessions.start_time,
    end_time: course_sessions.end_time,
    timezone: course_sessions.timezone,
    status: course_sessions.status,
    seats_available: course_sessions.seats_available,
    seats_taken: course_sessions.seats_taken,
    min_participants: course_sessions.min_participants,
    registration_deadline: course_sessions.registration_deadline,
    early_bird_deadline: course_sessions.early_bird_deadline,
    early_bird_price: course_sessions.early_bird_price,
    price_override: course_sessions.price_override,
    notes_fr: course_sessions.notes_fr,
    notes_en: course_sessions.notes_en,
    agency_id: course_sessions.agency_id,
    lunch_start: course_sessions.lunch_start,
    lunch_end: course_sessions.lunch_end,
    sign_by_qr: course_sessions.sign_by_qr,
    sign_by_kiosk: course_sessions.sign_by_kiosk,
    sign_by_link: course_sessions.sign_by_link,
    delivery_mode: course_sessions.delivery_mode,
    remote_url: course_sessions.remote_url,
    convocation_days: course_sessions.convocation_days,
    reminder_days: course_sessions.reminder_days,
    remote_link_minutes: course_sessions.remote_link_minutes,
    trainer_pack_days: course_sessions.trainer_pack_days,
    course_title_fr: courses.title_fr,
    course_title_en: courses.title_en,
    course_reference: courses.reference,
    trainer_name: instructors.full_name,
    trainer_email: instructors.email,
    location_name: course_locations.name,
    location_city: course_locations.city,
    registrations: activeRegistrations,
    at_risk: sql<boolean>`coalesce(${atRiskOn(today)}, false)`,
    waiting: waitingHere,
    course_waiting: waitingForCourse,
  })
    .where(where)
    .orderBy(direction(course_sessions.start_date), direction(course_sessions.start_time), asc(course_sessions.id))
    .$dynamic();
  const [{ total }] = await selectSessions({ total: sql<number>`count(*)::int` }).where(where);
  const { rows, ...paging } = await pageOf(query, Number(total), params);
  return {
    sessions: rows.map(({ trainer_name, trainer_email, ...row }) => ({
      ...row,
      registrations: Number(row.registrations),
      at_risk: Boolean(row.at_risk),
      waiting: Number(row.waiting),
      course_waiting: Number(row.course_waiting),
      trainer: trainer_name?.trim() || trainer_email || null,
    })),
    ...paging,
  };
}

/**
 * The desk's writes: the editor's (create from the desk, duplicate, edit) and cancelling a row's
 * session with the message its participants receive. Each answers the desk, which reloads.
 */
export const sessionDeskActions: AdminActionSpec = {
  ...sessionActions,
  what: "sessions desk",
  intents: {
    ...sessionActions.intents,
    [CANCEL_SESSION_INTENT]: rowIntent({
      schema: cancelSessionSchema,
      toast: "admin.sessions.success.session_cancelled",
      failureMessage: "admin.sessions.error.cancel",
      notFound: "admin.sessions.error.not_found",
      run: (id, { data }) => cancelSession(id, data.message),
    }),
  },
};

/** The session a registration belongs to, for the roster's services (which take both). */
async function sessionOf(registrationId: string): Promise<string | null> {
  const [row] = await db().select({ session_id: r.session_id }).from(r).where(eq(r.id, registrationId));
  return row?.session_id ?? null;
}

/**
 * /admin/registrations' writes: confirming and marking paid many registrations at once, each
 * through the roster's own move (its rules, the participant's e-mail, its audit entry), and a
 * row's funding (the BPF's missing counts lead here to complete it).
 */
export const registrationListActions: AdminActionSpec = {
  what: "registrations",
  module: "sessions",
  messages: screenMessages("admin.sessions.error"),
  intents: {
    "bulk-confirm": bulkIntent({
      toast: "admin.registrations.bulk.confirmed",
      operation: "edit",
      each: async (id) => {
        const sessionId = await sessionOf(id);
        return sessionId ? changeRegistrationStatus(sessionId, id, "confirmed") : notFound();
      },
    }),
    [FUNDING_INTENT]: intent({
      schema: fundingSchema,
      operation: "edit",
      toast: "admin.registrations.funding.saved",
      failureMessage: "admin.registrations.funding.error",
      run: ({ data: { registration_id, ...funding } }) => saveRegistrationFunding(registration_id, funding),
    }),
    "bulk-paid": bulkIntent({
      toast: "admin.registrations.bulk.paid",
      operation: "edit",
      each: async (id) => {
        const sessionId = await sessionOf(id);
        return sessionId ? changePaymentStatus(sessionId, id, "paid") : notFound();
      },
    }),
  },
};
