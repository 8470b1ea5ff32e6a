// What the trainer's area reads (delivery.md §2): a trainer's own sessions, one session's roster
// and sittings with their signatures and marks, and the rotating QR code of an open sitting.
// Ownership is part of every query (`instructor_id = the trainer`), so another trainer's session
// or sitting is simply not found: its data never leaves the database.
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import {
  attendance_signatures,
  course_locations,
  course_session_registrations,
  course_sessions,
  courses,
  session_sittings,
} from "#db/schema";
import { signingPath } from "~/attendance/attendance-job.server";
import { effectiveRecords } from "~/attendance/marks.server";
import { qrRefreshIn, qrToken } from "~/attendance/signing.server";
import {
  EXPECTED_REGISTRATION_STATUSES,
  expectedParticipants,
  listSessionSittings,
} from "~/attendance/sittings.server";
import { agreedAdaptations } from "~/compliance/accessibility.server";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { SESSION_SCHEDULE_COLUMNS, selectSessions } from "~/sessions/session-query.server";

/** Sessions per page in each of "upcoming" and "past". */
export const TRAINER_SESSIONS_PAGE_SIZE = 10;

/** The day it is now on the session's own clock, in SQL (sessions of one trainer may be in several zones). */
const todayInZone = (nowMs: number) =>
  sql`((${new Date(nowMs).toISOString()}::timestamptz) at time zone ${course_sessions.timezone})::date`;

/** Confirmed (or attended) registrations of the session: the people expected to sign. */
const expectedCount = sql<number>`(
  select count(*)::int from ${course_session_registrations} r
  where r.session_id = ${course_sessions.id}
    and r.status in (${sql.join(
      EXPECTED_REGISTRATION_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
)`;

/** The day's sittings of a session: "today" in its own zone. */
const todaySittings = (nowMs: number) => sql<{ id: string; period: string; state: string }[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'period', s.period, 'state', s.state) order by s.starts_at)
  from ${session_sittings} s
  where s.session_id = ${course_sessions.id} and s.date = ${todayInZone(nowMs)}
), '[]'::json)`;

const LIST_COLUMNS = (nowMs: number) => ({
  id: course_sessions.id,
  status: course_sessions.status,
  ...SESSION_SCHEDULE_COLUMNS,
  course: { title_fr: courses.title_fr, title_en: courses.title_en },
  place: course_locations.name,
  city: course_locations.city,
  participants: expectedCount,
  today: todaySittings(nowMs),
});

/**
 * The trainer's sessions: upcoming (not over yet on the session's clock, nearest first) and past
 * (most recent first), each read one page at a time.
 */
export async function listTrainerSessions(
  trainerId: string,
  options: { nowMs: number; upcomingPage: number; pastPage: number },
) {
  const mine = eq(course_sessions.instructor_id, trainerId);
  const upcomingWhere = and(mine, gte(course_sessions.end_date, todayInZone(options.nowMs)));
  const pastWhere = and(mine, lt(course_sessions.end_date, todayInZone(options.nowMs)));
  const size = TRAINER_SESSIONS_PAGE_SIZE;
  const [upcomingTotal, pastTotal] = await Promise.all([
    countRows(course_sessions, upcomingWhere),
    countRows(course_sessions, pastWhere),
  ]);
  const [upcoming, past] = await Promise.all([
    pageOf(
      selectSessions(LIST_COLUMNS(options.nowMs))
        .where(upcomingWhere)
        .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time), asc(course_sessions.id))
        .$dynamic(),
      upcomingTotal,
      { page: options.upcomingPage, size },
    ),
    pageOf(
      selectSessions(LIST_COLUMNS(options.nowMs))
        .where(pastWhere)
        .orderBy(desc(course_sessions.start_date), desc(course_sessions.start_time), asc(course_sessions.id))
        .$dynamic(),
      pastTotal,
      { page: options.pastPage, size },
    ),
  ]);
  return { upcoming, past };
}
export type TrainerSessionRow = Awaited<ReturnType<typeof listTrainerSessions>>["upcoming"]["rows"][number];

/** Sittings the trainer acts on: today's, and any still open or closed (marks, a late co-signature). */
function isActionable(sitting: { state: string; date: string }, today: string): boolean {
  if (sitting.state === "open" || sitting.state === "closed") return true;
  return sitting.state === "scheduled" && sitting.date === today;
}

/**
 * One of the trainer's sessions with what the screen needs: the roster (names, company, special
 * requirements; never an e-mail, a phone or billing), its sittings with signed / expected and the
 * trainer's co-signature, and for the sittings the trainer acts on, who signed and each mark.
 * Null when the session is not theirs.
 */
export async function readTrainerSession(sessionId: string, trainerId: string, nowMs: number) {
  const [session] = await selectSessions({
    id: course_sessions.id,
    status: course_sessions.status,
    ...SESSION_SCHEDULE_COLUMNS,
    sign_by_qr: course_sessions.sign_by_qr,
    sign_by_kiosk: course_sessions.sign_by_kiosk,
    course: { title_fr: courses.title_fr, title_en: courses.title_en },
    place: course_locations.name,
    address: course_locations.address,
    postal_code: course_locations.postal_code,
    city: course_locations.city,
    country: course_locations.country,
    today: sql<string>`${todayInZone(nowMs)}::text`,
  }).where(and(eq(course_sessions.id, sessionId), eq(course_sessions.instructor_id, trainerId)));
  if (!session) return null;

  const [people, stored, signatures] = await Promise.all([
    expectedParticipants(sessionId),
    listSessionSittings(sessionId),
    db()
      .select({
        sitting_id: attendance_signatures.sitting_id,
        registration_id: attendance_signatures.registration_id,
        signer: attendance_signatures.signer,
        signed_late: attendance_signatures.signed_late,
      })
      .from(attendance_signatures)
      .innerJoin(session_sittings, eq(session_sittings.id, attendance_signatures.sitting_id))
      .where(eq(session_sittings.session_id, sessionId)),
  ]);
  // The adaptations agreed with the accessibility referent (delivery.md §7): the list alone,
  // once agreed, never the case's notes.
  const adaptations = await agreedAdaptations(people.map((person) => person.id));
  const participants = people.map(({ id, name, company, special_requirements }) => ({
    id,
    name,
    company,
    special_requirements,
    adaptations: adaptations.get(id) ?? [],
  }));
  const expected = new Set(participants.map((participant) => participant.id));
  const actionableIds = stored.filter((sitting) => isActionable(sitting, session.today)).map((s) => s.id);
  const records = await effectiveRecords(actionableIds);

  const sittings = stored.map((sitting) => {
    const mine = signatures.filter((signature) => signature.sitting_id === sitting.id);
    const signedBy = mine.filter(
      (signature) => signature.signer === "participant" && expected.has(signature.registration_id ?? ""),
    );
    const actionable = actionableIds.includes(sitting.id);
    return {
      // Never the QR secret: the code itself comes from the QR route, 30 seconds at a time.
      id: sitting.id,
      date: sitting.date,
      period: sitting.period,
      start_time: sitting.start_time,
      end_time: sitting.end_time,
      planned_minutes: sitting.planned_minutes,
      state: sitting.state,
      signed: signedBy.length,
      trainer_signed: mine.some((signature) => signature.signer === "trainer"),
      actionable,
      signatures: actionable
        ? signedBy.map((signature) => ({
            registration_id: signature.registration_id ?? "",
            late: signature.signed_late,
          }))
        : [],
      records: records
        .filter((record) => record.sitting_id === sitting.id)
        .map(({ registration_id, status, late_minutes, left_early_minutes, minutes_attended }) => ({
          registration_id,
          status,
          late_minutes,
          left_early_minutes,
          minutes_attended,
        })),
    };
  });
  return { session, participants, sittings };
}
export type TrainerSession = NonNullable<Awaited<ReturnType<typeof readTrainerSession>>>;
export type TrainerSitting = TrainerSession["sittings"][number];
export type TrainerParticipant = TrainerSession["participants"][number];

/** Whether `sittingId` is a sitting of session `sessionId`, whose trainer is `trainerId`. */
export async function isTrainerSitting(sittingId: string, sessionId: string, trainerId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: session_sittings.id })
    .from(session_sittings)
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .where(
      and(
        eq(session_sittings.id, sittingId),
        eq(session_sittings.session_id, sessionId),
        eq(course_sessions.instructor_id, trainerId),
      ),
    );
  return row !== undefined;
}

/**
 * The QR code the trainer shows now for an open sitting of theirs: the signing page's address
 * with the code of this 30-second window, as an SVG, when to ask for the next one, and how many
 * have signed. Null when the sitting is not theirs. No code (svg and url null) unless the
 * sitting is open and the session signs by QR.
 */
export async function trainerSittingQr(sittingId: string, trainerId: string, nowMs: number) {
  const [row] = await db()
    .select({
      id: session_sittings.id,
      qr_secret: session_sittings.qr_secret,
      state: session_sittings.state,
      session_id: session_sittings.session_id,
      sign_by_qr: course_sessions.sign_by_qr,
    })
    .from(session_sittings)
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .where(and(eq(session_sittings.id, sittingId), eq(course_sessions.instructor_id, trainerId)));
  if (!row) return null;
  const [counts] = await db()
    .select({
      expected: sql<number>`count(*)::int`,
      signed: sql<number>`count(${attendance_signatures.id})::int`,
    })
    .from(course_session_registrations)
    .leftJoin(
      attendance_signatures,
      and(
        eq(attendance_signatures.registration_id, course_session_registrations.id),
        eq(attendance_signatures.sitting_id, row.id),
      ),
    )
    .where(
      and(
        eq(course_session_registrations.session_id, row.session_id),
        inArray(course_session_registrations.status, [...EXPECTED_REGISTRATION_STATUSES]),
      ),
    );
  const showsCode = row.state === "open" && row.sign_by_qr;
  const url = showsCode ? `${siteBaseUrl()}${signingPath(row.id)}?k=${qrToken(row, nowMs)}` : null;
  // qrcode is loaded on the first code shown, not at start.
  const svg = url
    ? await (await import("qrcode")).default.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
    : null;
  return {
    state: row.state,
    url,
    svg,
    refreshInMs: qrRefreshIn(nowMs),
    signed: counts?.signed ?? 0,
    expected: counts?.expected ?? 0,
  };
}
export type TrainerQr = NonNullable<Awaited<ReturnType<typeof trainerSittingQr>>>;
