// /admin/attendance/justifications: the justifications across sessions, pending first by
// default (oldest first: the longest waiting on top), filtered and paged in SQL, with the
// accept and refuse intents. Governed by the matrix's "attendance" module (decision 022).
import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import {
  absence_justifications,
  attendance_records,
  course_session_registrations,
  course_sessions,
  courses,
  type JustificationDecision,
  session_sittings,
  users,
} from "#db/schema";
import { type AdminActionSpec, intent } from "~/admin/action.server";
import { rowIntent } from "~/admin/crud-intents.server";
import {
  JUSTIFICATION_FILTERS,
  type JustifiableAbsence,
  refuseJustificationSchema,
  staffJustificationSchema,
} from "~/attendance/justification-schema";
import {
  acceptJustification,
  effectiveStatus,
  refuseJustification,
  submitJustification,
} from "~/attendance/justifications.server";
import { JUSTIFICATION_DAYS } from "~/attendance/rules";
import { participantName } from "~/attendance/sittings.server";
import { oneOfParam, pageParam } from "~/forms/list-params";
import { localized } from "~/i18n/localized.server";
import type { Lang } from "~/i18n/messages";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { pageOf } from "~/server/paging.server";

const K = "admin.justifications";
export const JUSTIFICATIONS_PAGE_SIZE = 20;

export type JustificationParams = { status: JustificationDecision; page: number };

export function parseJustificationParams(search: URLSearchParams): JustificationParams {
  return {
    status: oneOfParam(JUSTIFICATION_FILTERS).parse(search.get("status") ?? undefined) ?? "pending",
    page: pageParam.parse(search.get("page") ?? undefined),
  };
}

export async function listJustifications(params: JustificationParams, lang: Lang) {
  const where = eq(absence_justifications.decision, params.status);
  const [{ total }] = await db().select({ total: count() }).from(absence_justifications).where(where);
  const query = db()
    .select({
      id: absence_justifications.id,
      reason: absence_justifications.reason,
      document_name: absence_justifications.document_name,
      decision: absence_justifications.decision,
      decision_note: absence_justifications.decision_note,
      decided_at: absence_justifications.decided_at,
      created_at: absence_justifications.created_at,
      participant: participantName,
      course_title: localized(courses.title_fr, courses.title_en, lang),
      session_id: course_sessions.id,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      timezone: course_sessions.timezone,
      sitting_date: session_sittings.date,
      sitting_start: session_sittings.start_time,
      sitting_end: session_sittings.end_time,
      sitting_state: session_sittings.state,
    })
    .from(absence_justifications)
    .innerJoin(session_sittings, eq(session_sittings.id, absence_justifications.sitting_id))
    .innerJoin(
      course_session_registrations,
      eq(course_session_registrations.id, absence_justifications.registration_id),
    )
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(and(where))
    .orderBy(
      params.status === "pending" ? asc(absence_justifications.created_at) : desc(absence_justifications.decided_at),
      asc(absence_justifications.id),
    )
    .$dynamic();
  const page = await pageOf(query, Number(total), { page: params.page, size: JUSTIFICATIONS_PAGE_SIZE });
  return {
    ...page,
    justifications: page.rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      decided_at: row.decided_at?.toISOString() ?? null,
      start_date: String(row.start_date),
      end_date: String(row.end_date),
    })),
  };
}
export type JustificationList = Awaited<ReturnType<typeof listJustifications>>;
export type AdminJustification = JustificationList["justifications"][number];

/** A bound on the absences offered to staff: those of the last JUSTIFICATION_DAYS, newest first. */
const JUSTIFIABLE_LIMIT = 200;

/**
 * The absences staff may still justify on a participant's behalf: records whose status counts
 * as absent, of sittings that ended within JUSTIFICATION_DAYS, with no justification pending
 * or accepted. One query; the form's choice is one of these.
 */
export async function listJustifiableAbsences(lang: Lang, nowMs: number): Promise<JustifiableAbsence[]> {
  const since = new Date(nowMs - JUSTIFICATION_DAYS * 86_400_000);
  const rows = await db()
    .select({
      registration_id: attendance_records.registration_id,
      sitting_id: session_sittings.id,
      participant: participantName,
      course_title: localized(courses.title_fr, courses.title_en, lang),
      date: session_sittings.date,
      start_time: session_sittings.start_time,
      end_time: session_sittings.end_time,
    })
    .from(attendance_records)
    .innerJoin(session_sittings, eq(session_sittings.id, attendance_records.sitting_id))
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .innerJoin(course_session_registrations, eq(course_session_registrations.id, attendance_records.registration_id))
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(
      and(
        inArray(session_sittings.state, ["closed", "locked", "amended"]),
        gte(session_sittings.ends_at, since),
        sql`${effectiveStatus} = 'absent'`,
        sql`not exists (select 1 from ${absence_justifications} j
          where j.sitting_id = ${session_sittings.id} and j.registration_id = ${attendance_records.registration_id}
            and j.decision <> 'refused')`,
      ),
    )
    .orderBy(desc(session_sittings.starts_at), asc(sql`lower(${participantName})`))
    .limit(JUSTIFIABLE_LIMIT);
  return rows.map((row) => ({ ...row, date: String(row.date) }));
}

export const justificationActions: AdminActionSpec = {
  what: "absence justification",
  module: "attendance",
  messages: { save: `${K}.error.save` },
  intents: {
    // On a participant's behalf (a paper note handed to the trainer): the same rules as theirs.
    record: intent({
      schema: staffJustificationSchema,
      operation: "create",
      toast: `${K}.recorded`,
      run: ({ data, actor }) =>
        submitJustification(
          { ...data.absence, reason: data.reason, document: data.document },
          { by: actor.id, asStaff: true },
          clock().now(),
        ),
    }),
    accept: rowIntent({
      toast: `${K}.accepted`,
      notFound: "attendance.justifications.errors.not_found",
      run: (id, { actor }) => acceptJustification(id, actor, clock().now()),
    }),
    refuse: rowIntent({
      schema: refuseJustificationSchema,
      toast: `${K}.refused`,
      notFound: "attendance.justifications.errors.not_found",
      run: (id, { data, actor }) => refuseJustification(id, data.note, actor, clock().now()),
    }),
  },
};
