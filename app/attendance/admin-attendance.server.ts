// The staff attendance board of one session (/admin/sessions/:id/attendance, delivery.md §1
// "Staff see per session a live board"): what each sitting holds (signed / expected, the
// trainer's co-signature, paper scans), each participant's effective mark per sitting with the
// corrections that changed it, and the writes staff make there: open today's sitting, mark
// before locking, validate (lock), correct after locking, edit the plan before anything is
// signed, attach the scan of a paper sheet. Every write runs in adminAction's transaction
// under the permission matrix's "attendance" module (decision 022).
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  attendance_corrections,
  attendance_records,
  attendance_signatures,
  course_locations,
  course_sessions,
  courses,
  session_sittings,
  sitting_scans,
  users,
} from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { auditedInsert } from "~/admin/audited-write.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import {
  BOARD_INTENTS,
  boardCorrectionSchema,
  boardMarkSchema,
  type PlanInput,
  planSchema,
  scanSchema,
  sittingIntentSchema,
} from "~/attendance/admin-schema";
import { openSittingNow, raiseDropOutAlerts } from "~/attendance/attendance-job.server";
import { correctAttendance, effectiveRecords, markAttendance } from "~/attendance/marks.server";
import { expectedParticipants, lockSitting, readSitting } from "~/attendance/sittings.server";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { zonedTimeToUtc } from "~/sessions/ics";
import { storePrivateDocument } from "~/uploads/private-documents.server";

const K = "admin.attendance";
const E = "attendance.errors";

/** The session as the board heads it, or null. */
async function boardSession(sessionId: string) {
  const [row] = await db()
    .select({
      id: course_sessions.id,
      status: course_sessions.status,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      timezone: course_sessions.timezone,
      lunch_start: course_sessions.lunch_start,
      city: course_locations.city,
      trainer: users.full_name,
      course: { title_fr: courses.title_fr, title_en: courses.title_en, reference: courses.reference },
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .leftJoin(users, eq(users.id, course_sessions.instructor_id))
    .where(eq(course_sessions.id, sessionId));
  return row ?? null;
}
export type BoardSession = NonNullable<Awaited<ReturnType<typeof boardSession>>>;

/**
 * Everything the board shows, in a fixed number of queries whatever the number of sittings and
 * participants; null when the session does not exist (the caller has checked the id is a UUID).
 */
export async function loadAttendanceBoard(sessionId: string) {
  const session = await boardSession(sessionId);
  if (!session) return null;
  const [sittings, participants] = await Promise.all([
    db()
      .select({
        id: session_sittings.id,
        date: session_sittings.date,
        period: session_sittings.period,
        start_time: session_sittings.start_time,
        end_time: session_sittings.end_time,
        planned_minutes: session_sittings.planned_minutes,
        state: session_sittings.state,
        edited: session_sittings.edited,
      })
      .from(session_sittings)
      .where(eq(session_sittings.session_id, sessionId))
      .orderBy(asc(session_sittings.starts_at), asc(session_sittings.id)),
    expectedParticipants(sessionId),
  ]);
  const ids = sittings.map((sitting) => sitting.id);
  const [signed, records, scans] = await Promise.all([
    ids.length === 0
      ? []
      : db()
          .select({
            sitting_id: attendance_signatures.sitting_id,
            registration_id: attendance_signatures.registration_id,
            signer: attendance_signatures.signer,
            signed_at: attendance_signatures.signed_at,
            signed_late: attendance_signatures.signed_late,
          })
          .from(attendance_signatures)
          .where(inArray(attendance_signatures.sitting_id, ids)),
    effectiveRecords(ids),
    ids.length === 0
      ? []
      : db()
          .select({
            id: sitting_scans.id,
            sitting_id: sitting_scans.sitting_id,
            document_name: sitting_scans.document_name,
            sha256: sitting_scans.sha256,
            created_at: sitting_scans.created_at,
          })
          .from(sitting_scans)
          .where(inArray(sitting_scans.sitting_id, ids))
          .orderBy(asc(sitting_scans.created_at)),
  ]);
  const corrections =
    records.length === 0
      ? []
      : await db()
          .select({
            id: attendance_corrections.id,
            record_id: attendance_corrections.record_id,
            status: attendance_corrections.status,
            minutes_attended: attendance_corrections.minutes_attended,
            previous_status: attendance_corrections.previous_status,
            previous_minutes_attended: attendance_corrections.previous_minutes_attended,
            reason: attendance_corrections.reason,
            by: users.full_name,
            created_at: attendance_corrections.created_at,
          })
          .from(attendance_corrections)
          .leftJoin(users, eq(users.id, attendance_corrections.corrected_by))
          .where(
            inArray(
              attendance_corrections.record_id,
              records.map((record) => record.record_id),
            ),
          )
          .orderBy(asc(attendance_corrections.created_at), asc(attendance_corrections.id));

  const signatures = signed.map((s) => ({ ...s, signed_at: s.signed_at.toISOString() }));
  const expected = new Set(participants.map((p) => p.id));
  const nowMs = clock().now();
  const today = new Date(nowMs).toLocaleDateString("en-CA", { timeZone: safeZone(session.timezone) });
  const boardSittings = sittings.map((sitting) => {
    const mine = signatures.filter((s) => s.sitting_id === sitting.id);
    const trainer = mine.find((s) => s.signer === "trainer");
    return {
      ...sitting,
      signed: mine.filter((s) => s.registration_id !== null && expected.has(s.registration_id)).length,
      expected: participants.length,
      trainer_signed_at: trainer?.signed_at ?? null,
      is_today: sitting.date === today,
      scans: scans
        .filter((scan) => scan.sitting_id === sitting.id)
        .map(({ sitting_id: _, created_at, ...scan }) => ({ ...scan, created_at: created_at.toISOString() })),
    };
  });
  const cells = records.map((record) => {
    const signature = signatures.find(
      (s) => s.sitting_id === record.sitting_id && s.registration_id === record.registration_id,
    );
    return {
      ...record,
      history: corrections
        .filter((c) => c.record_id === record.record_id)
        .map((c) => ({ ...c, created_at: c.created_at.toISOString() })),
      signed_at: signature?.signed_at ?? null,
      signed_late: signature?.signed_late ?? false,
    };
  });
  // Signatures without a record yet (an open sitting): the board shows them as signed.
  const signedOnly = signatures
    .filter((s) => s.registration_id !== null)
    .filter((s) => !records.some((r) => r.sitting_id === s.sitting_id && r.registration_id === s.registration_id))
    .map((s) => ({
      sitting_id: s.sitting_id,
      registration_id: s.registration_id as string,
      signed_at: s.signed_at,
      signed_late: s.signed_late,
    }));
  const rows = participants.map((participant) => {
    const mine = cells.filter((cell) => cell.registration_id === participant.id);
    return {
      id: participant.id,
      name: participant.name,
      company: participant.company,
      cells: mine,
      signed: signedOnly.filter((s) => s.registration_id === participant.id),
      minutes_attended: mine.reduce((sum, cell) => sum + cell.minutes_attended, 0),
    };
  });
  const planned = boardSittings.filter((s) => s.state !== "cancelled").reduce((sum, s) => sum + s.planned_minutes, 0);
  return {
    session,
    sittings: boardSittings,
    participants: rows,
    planned_minutes: planned,
    /** Nothing signed, marked or scanned and nothing opened: the plan may still change. */
    plan_editable: isPlanEditable(boardSittings, signatures.length + records.length),
    is_live: boardSittings.some((sitting) => sitting.state === "open"),
    loaded_at: new Date(nowMs).toISOString(),
  };
}
export type AttendanceBoard = NonNullable<Awaited<ReturnType<typeof loadAttendanceBoard>>>;
export type BoardSitting = AttendanceBoard["sittings"][number];
export type BoardParticipant = AttendanceBoard["participants"][number];
export type BoardCell = BoardParticipant["cells"][number];

function isPlanEditable(sittings: { state: string; scans: unknown[] }[], evidence: number): boolean {
  return (
    evidence === 0 &&
    sittings.every((sitting) => sitting.scans.length === 0 && ["scheduled", "cancelled"].includes(sitting.state))
  );
}

function safeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** The sitting when it is one of this session's, read FOR UPDATE; null otherwise. */
async function sittingOf(sessionId: string, sittingId: string) {
  const row = await readSitting(sittingId, { lock: true });
  return row && row.sitting.session_id === sessionId ? row : null;
}

/** Staff open today's sitting before the job would (15 minutes before its start). */
export async function openBoardSitting(sessionId: string, sittingId: string): Promise<WriteResult> {
  if (!(await sittingOf(sessionId, sittingId))) return notFound(`${E}.not_found`);
  return openSittingNow(sittingId, clock().now());
}

/** Staff validate a closed sitting: locked from now on, changed only by corrections. */
export async function lockBoardSitting(sessionId: string, sittingId: string, by: string): Promise<WriteResult> {
  if (!(await sittingOf(sessionId, sittingId))) return notFound(`${E}.not_found`);
  const result = await lockSitting(sittingId, { by, nowMs: clock().now() });
  if (result.kind === "ok") await raiseDropOutAlerts(sessionId);
  return result;
}

type Mark = Omit<typeof boardMarkSchema._output, "sittingId" | "registrationId">;

/** A mark by staff while the sitting is open or closed (the trainer's right, staff's too). */
export async function markOnBoard(
  sessionId: string,
  sittingId: string,
  registrationId: string,
  mark: Mark,
  by: string,
): Promise<WriteResult> {
  if (!(await sittingOf(sessionId, sittingId))) return notFound(`${E}.not_found`);
  return markAttendance(sittingId, registrationId, mark, { id: by, trainerId: null });
}

/** A correction of a locked sitting's record, with its reason; the drop-out alerts follow it. */
export async function correctOnBoard(
  sessionId: string,
  sittingId: string,
  registrationId: string,
  mark: Mark,
  reason: string,
  by: string,
): Promise<WriteResult> {
  if (!(await sittingOf(sessionId, sittingId))) return notFound(`${E}.not_found`);
  const result = await correctAttendance(sittingId, registrationId, mark, reason, { id: by }, clock().now());
  if (result.kind === "ok") await raiseDropOutAlerts(sessionId);
  return result;
}

/** One piece of evidence held by any of these sittings (a signature, a mark, a scan), if any. */
async function evidenceOf(ids: string[]) {
  // One after the other: inside the write's transaction the connection takes one query at a time.
  const signature = await db()
    .select({ id: attendance_signatures.id })
    .from(attendance_signatures)
    .where(inArray(attendance_signatures.sitting_id, ids))
    .limit(1);
  const record = await db()
    .select({ id: attendance_records.id })
    .from(attendance_records)
    .where(inArray(attendance_records.sitting_id, ids))
    .limit(1);
  const scan = await db()
    .select({ id: sitting_scans.id })
    .from(sitting_scans)
    .where(inArray(sitting_scans.sitting_id, ids))
    .limit(1);
  return [...signature, ...record, ...scan];
}

/**
 * Replaces the session's sittings by the plan staff typed, marked `edited` so the session's
 * dates no longer regenerate them. Refused once anything is signed, marked, scanned or opened
 * (the evidence guards would refuse the deletion of a signed sitting anyway); the session is
 * locked first so two editors never interleave.
 */
export async function replaceSittingPlan(sessionId: string, plan: PlanInput): Promise<WriteResult> {
  const [session] = await db()
    .select({
      id: course_sessions.id,
      status: course_sessions.status,
      timezone: course_sessions.timezone,
      lunch_start: course_sessions.lunch_start,
    })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId))
    .for("update");
  if (!session) return notFound(`${K}.errors.session_not_found`);
  if (session.status === "cancelled") return conflict(`${E}.cancelled`);
  const before = await db()
    .select()
    .from(session_sittings)
    .where(eq(session_sittings.session_id, sessionId))
    .orderBy(asc(session_sittings.starts_at))
    .for("update");
  const ids = before.map((sitting) => sitting.id);
  const evidence = ids.length === 0 ? [] : await evidenceOf(ids);
  const moved = before.some((sitting) => sitting.state !== "scheduled" && sitting.state !== "cancelled");
  if (evidence.length > 0 || moved) return conflict(`${K}.errors.plan_frozen`);
  const zone = safeZone(session.timezone);
  const rows = plan.rows.map((row) => {
    const starts = zonedTimeToUtc(row.date, row.start_time, zone);
    const ends = zonedTimeToUtc(row.date, row.end_time, zone);
    return {
      session_id: sessionId,
      date: row.date,
      period: row.start_time < session.lunch_start.slice(0, 5) ? ("morning" as const) : ("afternoon" as const),
      start_time: row.start_time,
      end_time: row.end_time,
      starts_at: starts,
      ends_at: ends,
      planned_minutes: Math.round((ends.getTime() - starts.getTime()) / 60_000),
      edited: true,
    };
  });
  // A wall-clock time that does not exist that day (the change of hour) leaves no time at all.
  const empty = rows.findIndex((row) => row.planned_minutes <= 0);
  if (empty >= 0) return invalid({ [`rows.${empty}.end_time`]: `${E}.end_before_start` });
  await db().delete(session_sittings).where(eq(session_sittings.session_id, sessionId));
  const after = await db().insert(session_sittings).values(rows).returning();
  const summary = (list: { date: string; start_time: string; end_time: string }[]) =>
    list.map((s) => `${s.date} ${s.start_time.slice(0, 5)}–${s.end_time.slice(0, 5)}`);
  return written({
    action: "plan",
    entity: "session",
    id: sessionId,
    label: `${before.length} → ${after.length}`,
    before: { sittings: summary(before) },
    after: { sittings: summary(after) },
  });
}

/** Stores a paper sheet's scan privately and records it, with its SHA-256, against the sitting. */
export async function attachScan(sessionId: string, sittingId: string, file: File, by: string): Promise<WriteResult> {
  const row = await sittingOf(sessionId, sittingId);
  if (!row) return notFound(`${E}.not_found`);
  if (row.sitting.state === "cancelled") return conflict(`${E}.cancelled`);
  const stored = await storePrivateDocument(file, "scans");
  if ("problem" in stored) return invalid({ file: `${K}.errors.file_${stored.problem}` });
  const entry = await auditedInsert(
    sitting_scans,
    {
      sitting_id: sittingId,
      document_key: stored.key,
      document_name: stored.name,
      sha256: stored.sha256,
      uploaded_by: by,
    },
    { entity: "sitting_scan", label: `${row.sitting.date} ${row.sitting.start_time.slice(0, 5)} — ${stored.name}` },
  );
  return written(entry);
}

/** A scan of this session, for its download: the key stays on the server. */
export async function findSessionScan(sessionId: string, scanId: string) {
  const [scan] = await db()
    .select({ key: sitting_scans.document_key, name: sitting_scans.document_name })
    .from(sitting_scans)
    .innerJoin(session_sittings, eq(session_sittings.id, sitting_scans.sitting_id))
    .where(and(eq(sitting_scans.id, scanId), eq(session_sittings.session_id, sessionId)));
  return scan ?? null;
}

/** The board's writes (decision 022: the "attendance" module's writers, admins always). */
export function attendanceBoardActions(sessionId: string): AdminActionSpec {
  const S = `${K}.success`;
  return {
    what: "attendance board",
    module: "attendance",
    messages: screenMessages(`${K}.error`),
    intents: {
      [BOARD_INTENTS.open]: intent({
        schema: sittingIntentSchema,
        toast: `${S}.opened`,
        run: ({ data }) => openBoardSitting(sessionId, data.sittingId),
      }),
      [BOARD_INTENTS.lock]: intent({
        schema: sittingIntentSchema,
        toast: `${S}.locked`,
        run: ({ data, actor }) => lockBoardSitting(sessionId, data.sittingId, actor.id),
      }),
      [BOARD_INTENTS.mark]: intent({
        schema: boardMarkSchema,
        toast: `${S}.marked`,
        run: ({ data: { sittingId, registrationId, ...mark }, actor }) =>
          markOnBoard(sessionId, sittingId, registrationId, mark, actor.id),
      }),
      [BOARD_INTENTS.correct]: intent({
        schema: boardCorrectionSchema,
        toast: `${S}.corrected`,
        run: ({ data: { sittingId, registrationId, reason, ...mark }, actor }) =>
          correctOnBoard(sessionId, sittingId, registrationId, mark, reason, actor.id),
      }),
      [BOARD_INTENTS.plan]: intent({
        schema: planSchema,
        toast: `${S}.planned`,
        run: ({ data }) => replaceSittingPlan(sessionId, data),
      }),
      [BOARD_INTENTS.scan]: intent({
        schema: scanSchema,
        operation: "create",
        toast: `${S}.scanned`,
        run: ({ data, actor }) => attachScan(sessionId, data.sittingId, data.file, actor.id),
      }),
    },
  };
}
