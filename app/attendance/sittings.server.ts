// A session's sittings and how they move (delivery.md §1): opened by the trainer or 15 minutes
// before their start, closed by the trainer (after co-signing) or 4 hours after their end,
// locked the next day at 00:00 session time or by staff, amended by a correction. Every
// transition reads the sitting FOR UPDATE, so the trainer, staff and the job (in any number of
// processes) never move one sitting twice. Records are completed when a sitting closes: a
// signature with no mark is "present", no signature and no mark is "absent".
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  attendance_records,
  attendance_signatures,
  course_session_registrations,
  course_sessions,
  courses,
  type SittingState,
  session_sittings,
  users,
} from "#db/schema";
import type { AuditRecord } from "~/admin/audit.server";
import { conflict, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { computeSittingFingerprint } from "~/attendance/fingerprint.server";
import { FROZEN_STATES } from "~/attendance/rules";
import { db } from "~/server/db.server";
import { newVerificationCode } from "~/server/verification-code.server";
import { zonedTimeToUtc } from "~/sessions/ics";

export type Sitting = typeof session_sittings.$inferSelect;

/** Registrations expected to sign: confirmed, or already marked attended. */
export const EXPECTED_REGISTRATION_STATUSES = ["confirmed", "attended"] as const;

const K = "attendance.errors";

/** The participant's name as the roster shows it: as typed in the form, else the account's. */
export const participantName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${course_session_registrations.first_name}, ${course_session_registrations.last_name})), ''), ${users.full_name})`;

/** The sitting with what its rules need of its session, read FOR UPDATE when `lock`. */
export async function readSitting(sittingId: string, options: { lock?: boolean } = {}) {
  const query = db()
    .select({
      sitting: session_sittings,
      session: {
        id: course_sessions.id,
        status: course_sessions.status,
        timezone: course_sessions.timezone,
        instructor_id: course_sessions.instructor_id,
        sign_by_qr: course_sessions.sign_by_qr,
        sign_by_kiosk: course_sessions.sign_by_kiosk,
        sign_by_link: course_sessions.sign_by_link,
        attendance_code: course_sessions.attendance_code,
        start_date: course_sessions.start_date,
        end_date: course_sessions.end_date,
      },
      course: { title_fr: courses.title_fr, title_en: courses.title_en, slug: courses.slug },
    })
    .from(session_sittings)
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(eq(session_sittings.id, sittingId));
  const [row] = options.lock ? await query.for("update", { of: session_sittings }) : await query;
  return row ?? null;
}
export type SittingWithSession = NonNullable<Awaited<ReturnType<typeof readSitting>>>;

export async function listSessionSittings(sessionId: string): Promise<Sitting[]> {
  return db()
    .select()
    .from(session_sittings)
    .where(eq(session_sittings.session_id, sessionId))
    .orderBy(asc(session_sittings.starts_at), asc(session_sittings.id));
}

/** The instant a closed sitting locks: 00:00 of the next day in the session's zone. */
export function lockDueAt(sitting: Pick<Sitting, "date">, timeZone: string): Date {
  const next = new Date(`${sitting.date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedTimeToUtc(next.toISOString().slice(0, 10), "00:00", timeZone);
}

const entry = (action: string, sitting: Sitting, after?: Record<string, unknown>): AuditRecord => ({
  action,
  entity: "sitting",
  id: sitting.id,
  label: `${sitting.date} ${sitting.start_time.slice(0, 5)}–${sitting.end_time.slice(0, 5)}`,
  before: { state: sitting.state },
  after: { state: sitting.state, ...after },
});

/** Whether the trainer has co-signed the sitting. */
export async function hasTrainerSignature(sittingId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: attendance_signatures.id })
    .from(attendance_signatures)
    .where(and(eq(attendance_signatures.sitting_id, sittingId), eq(attendance_signatures.signer, "trainer")));
  return row !== undefined;
}

/** Opens a scheduled sitting now (the trainer, or the job 15 minutes before its start). */
export async function openSitting(sittingId: string, nowMs: number): Promise<WriteResult<Sitting>> {
  const row = await readSitting(sittingId, { lock: true });
  if (!row) return notFound(`${K}.not_found`);
  const { sitting, session } = row;
  if (session.status === "cancelled" || sitting.state === "cancelled") return conflict(`${K}.cancelled`);
  if (sitting.state === "open") return written(null, { data: sitting });
  if (sitting.state !== "scheduled") return conflict(`${K}.already_closed`);
  // Never a later sitting: only on its own day, and not once it is over.
  const today = new Date(nowMs).toLocaleDateString("en-CA", { timeZone: session.timezone });
  if (sitting.date !== today || nowMs >= sitting.ends_at.getTime()) return conflict(`${K}.not_today`);
  const [opened] = await db()
    .update(session_sittings)
    .set({ state: "open", opened_at: new Date(nowMs) })
    .where(eq(session_sittings.id, sittingId))
    .returning();
  return written(entry("open", sitting, { state: "open" }), { data: opened });
}

/**
 * Gives every expected participant without a record one: "present" with the planned minutes
 * when they signed, "absent" otherwise. Runs before a sitting closes and before it locks.
 */
export async function completeRecords(sitting: Sitting, markedBy: string | null): Promise<void> {
  await db().execute(sql`
    insert into ${attendance_records} (sitting_id, registration_id, status, minutes_attended, marked_by)
    select ${sitting.id}, r.id,
      case when s.id is null then 'absent' else 'present' end,
      case when s.id is null then 0 else ${sitting.planned_minutes}::integer end,
      ${markedBy}
    from ${course_session_registrations} r
    left join ${attendance_signatures} s on s.sitting_id = ${sitting.id} and s.registration_id = r.id
    where r.session_id = ${sitting.session_id}
      and r.status in ('confirmed', 'attended')
    on conflict (sitting_id, registration_id) do nothing`);
}

/**
 * Closes an open sitting. The trainer must have co-signed (`requireTrainerSignature`); the job
 * closes one 4 hours after its end whatever its state, which the compliance list then shows.
 */
export async function closeSitting(
  sittingId: string,
  options: { by: string | null; nowMs: number; requireTrainerSignature: boolean },
): Promise<WriteResult<Sitting>> {
  const row = await readSitting(sittingId, { lock: true });
  if (!row) return notFound(`${K}.not_found`);
  const { sitting } = row;
  if (sitting.state === "closed") return written(null, { data: sitting });
  if (sitting.state !== "open" && sitting.state !== "scheduled") return conflict(`${K}.already_closed`);
  if (sitting.state === "scheduled" && options.by !== null) return conflict(`${K}.not_open`);
  if (options.requireTrainerSignature && !(await hasTrainerSignature(sittingId))) {
    return conflict(`${K}.trainer_signature_required`);
  }
  await completeRecords(sitting, options.by);
  const [closed] = await db()
    .update(session_sittings)
    .set({ state: "closed", closed_at: new Date(options.nowMs), closed_by: options.by })
    .where(eq(session_sittings.id, sittingId))
    .returning();
  return written(entry("close", sitting, { state: "closed" }), { data: closed });
}

/**
 * Locks a closed sitting (the job at 00:00 the next day, or staff validating): its records
 * complete, its fingerprint taken, and from then on the guards refuse any change but a
 * correction. A still-open sitting is closed first when `closeFirst` (staff validating a day).
 */
export async function lockSitting(
  sittingId: string,
  options: { by: string | null; nowMs: number },
): Promise<WriteResult<Sitting>> {
  const row = await readSitting(sittingId, { lock: true });
  if (!row) return notFound(`${K}.not_found`);
  const { sitting, session } = row;
  if ((FROZEN_STATES as readonly SittingState[]).includes(sitting.state)) return written(null, { data: sitting });
  if (sitting.state !== "closed") return conflict(`${K}.not_closed`);
  await completeRecords(sitting, options.by);
  const fingerprint = await computeSittingFingerprint(sittingId);
  const [locked] = await db()
    .update(session_sittings)
    .set({ state: "locked", locked_at: new Date(options.nowMs), fingerprint })
    .where(eq(session_sittings.id, sittingId))
    .returning();
  if (!session.attendance_code) {
    await db()
      .update(course_sessions)
      .set({ attendance_code: newVerificationCode() })
      .where(and(eq(course_sessions.id, session.id), isNull(course_sessions.attendance_code)));
  }
  return written(entry("lock", sitting, { state: "locked", fingerprint }), { data: locked });
}

/** The registrations a sitting expects, with their names, for the roster, kiosk and board. */
export async function expectedParticipants(sessionId: string) {
  return db()
    .select({
      id: course_session_registrations.id,
      user_id: course_session_registrations.user_id,
      name: participantName,
      email: sql<string>`coalesce(${course_session_registrations.email}, ${users.email})`,
      language: users.language,
      company: course_session_registrations.company,
      special_requirements: course_session_registrations.special_requirements,
    })
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(
      and(
        eq(course_session_registrations.session_id, sessionId),
        inArray(course_session_registrations.status, [...EXPECTED_REGISTRATION_STATUSES]),
      ),
    )
    .orderBy(asc(sql`lower(${participantName})`), asc(course_session_registrations.id));
}
export type ExpectedParticipant = Awaited<ReturnType<typeof expectedParticipants>>[number];
