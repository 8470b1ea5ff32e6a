// Justifying an absence (delivery.md §1): the participant, or staff on their behalf, sends a
// reason and a document within JUSTIFICATION_DAYS after the sitting; staff accept it (the record
// becomes "excused": a mark while the sitting is not locked, a correction once it is) or refuse
// it with a note; the participant is told by e-mail in their language. One live justification
// per absence: a pending or accepted one blocks another, a refused one does not (the
// database's partial unique index says the same).
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  absence_justifications,
  attendance_records,
  course_session_registrations,
  course_sessions,
  session_sittings,
  users,
} from "#db/schema";
import type { AuditRecord } from "~/admin/audit.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { queueJustificationDecisionEmail } from "~/attendance/justification-emails.server";
import type { MemberAbsence } from "~/attendance/justification-schema";
import { correctAttendance, markAttendance } from "~/attendance/marks.server";
import { FROZEN_STATES, JUSTIFICATION_DAYS, MARKABLE_STATES } from "~/attendance/rules";
import { participantName, readSitting } from "~/attendance/sittings.server";
import { getFixedT } from "~/i18n/i18n.server";
import { db } from "~/server/db.server";
import { storePrivateDocument } from "~/uploads/private-documents.server";

const K = "attendance.justifications.errors";
const DAY_MS = 86_400_000;

/** States in which a sitting's absences are known: after it closed. */
const DONE_STATES = ["closed", "locked", "amended"] as const;

/** A record's status as it counts: its latest correction's, else its own (see effectiveRecords). */
export const effectiveStatus = sql<string>`coalesce((
  select c.status from attendance_corrections c
  where c.record_id = ${attendance_records.id}
  order by c.created_at desc, c.id desc limit 1), ${attendance_records.status})`;

/** The last instant a justification of a sitting ending at `endsAt` is taken. */
export function justificationDeadline(endsAt: Date): Date {
  return new Date(endsAt.getTime() + JUSTIFICATION_DAYS * DAY_MS);
}

/**
 * The member's absences in these registrations (theirs only: `userId` is checked in the
 * query), each with its justifications, in two queries whatever their number.
 */
export async function listMemberAbsences(
  userId: string,
  registrationIds: readonly string[],
  nowMs: number,
): Promise<MemberAbsence[]> {
  if (registrationIds.length === 0) return [];
  const justified = sql`exists (select 1 from ${absence_justifications} j
    where j.sitting_id = ${session_sittings.id} and j.registration_id = ${attendance_records.registration_id})`;
  const rows = await db()
    .select({
      registration_id: attendance_records.registration_id,
      sitting_id: session_sittings.id,
      date: session_sittings.date,
      start_time: session_sittings.start_time,
      end_time: session_sittings.end_time,
      ends_at: session_sittings.ends_at,
      timezone: course_sessions.timezone,
      status: effectiveStatus,
    })
    .from(attendance_records)
    .innerJoin(session_sittings, eq(session_sittings.id, attendance_records.sitting_id))
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .innerJoin(course_session_registrations, eq(course_session_registrations.id, attendance_records.registration_id))
    .where(
      and(
        eq(course_session_registrations.user_id, userId),
        inArray(attendance_records.registration_id, [...registrationIds]),
        inArray(session_sittings.state, [...DONE_STATES]),
        sql`(${effectiveStatus} in ('absent', 'excused') or ${justified})`,
      ),
    )
    .orderBy(asc(session_sittings.starts_at), asc(session_sittings.id))
    // A bound: nobody misses more half-days than this across one page of registrations.
    .limit(500);
  if (rows.length === 0) return [];
  const justifications = await db()
    .select()
    .from(absence_justifications)
    .where(
      inArray(
        absence_justifications.registration_id,
        rows.map((row) => row.registration_id),
      ),
    )
    .orderBy(asc(absence_justifications.created_at), asc(absence_justifications.id));
  return rows
    .filter((row) => row.status === "absent" || row.status === "excused")
    .map((row) => {
      const own = justifications.filter(
        (j) => j.sitting_id === row.sitting_id && j.registration_id === row.registration_id,
      );
      const deadline = justificationDeadline(row.ends_at);
      const isLive = own.some((j) => j.decision !== "refused");
      return {
        registration_id: row.registration_id,
        sitting_id: row.sitting_id,
        date: row.date,
        start_time: row.start_time,
        end_time: row.end_time,
        timezone: row.timezone,
        status: row.status as MemberAbsence["status"],
        deadline: deadline.toISOString(),
        may_justify: row.status === "absent" && !isLive && nowMs <= deadline.getTime(),
        justifications: own.map((j) => ({
          id: j.id,
          decision: j.decision,
          reason: j.reason,
          decision_note: j.decision_note,
          document_name: j.document_name,
          created_at: j.created_at.toISOString(),
          decided_at: j.decided_at?.toISOString() ?? null,
        })),
      };
    });
}

export type JustificationRequest = {
  registrationId: string;
  sittingId: string;
  reason: string;
  document: File;
};

/**
 * Records a justification. `on` says who sends it: the member (the registration must be theirs)
 * or staff on a participant's behalf (their module was checked by the action). Every rule is
 * checked under a lock of the registration, so two sends at once make one justification.
 */
export async function submitJustification(
  request: JustificationRequest,
  on: { by: string; asStaff: boolean },
  nowMs: number,
): Promise<WriteResult<{ id: string }>> {
  const [registration] = await db()
    .select({
      id: course_session_registrations.id,
      user_id: course_session_registrations.user_id,
      session_id: course_session_registrations.session_id,
    })
    .from(course_session_registrations)
    .where(eq(course_session_registrations.id, request.registrationId))
    .for("update");
  // Someone else's registration is "not found": nothing says it exists.
  if (!registration || (!on.asStaff && registration.user_id !== on.by)) return notFound(`${K}.not_found`);
  const row = await readSitting(request.sittingId);
  if (!row || row.sitting.session_id !== registration.session_id) return notFound(`${K}.not_found`);
  const { sitting } = row;
  if (!(DONE_STATES as readonly string[]).includes(sitting.state)) return conflict(`${K}.not_over`);
  const [record] = await db()
    .select({ status: effectiveStatus })
    .from(attendance_records)
    .where(and(eq(attendance_records.sitting_id, sitting.id), eq(attendance_records.registration_id, registration.id)));
  if (record?.status !== "absent") return conflict(`${K}.not_absent`);
  if (nowMs > justificationDeadline(sitting.ends_at).getTime()) {
    return conflict(`${K}.too_late`, { count: JUSTIFICATION_DAYS });
  }
  const [live] = await db()
    .select({ id: absence_justifications.id })
    .from(absence_justifications)
    .where(
      and(
        eq(absence_justifications.sitting_id, sitting.id),
        eq(absence_justifications.registration_id, registration.id),
        ne(absence_justifications.decision, "refused"),
      ),
    );
  if (live) return conflict(`${K}.already_sent`);
  // Stored last, once every rule passed. A rollback after this leaves an unreferenced file in
  // the private storage, never a reference without its file.
  const stored = await storePrivateDocument(request.document, "justifications");
  if ("problem" in stored) return invalid({ document: `${K}.document_${stored.problem}` });
  const [created] = await db()
    .insert(absence_justifications)
    .values({
      sitting_id: sitting.id,
      registration_id: registration.id,
      reason: request.reason,
      document_key: stored.key,
      document_name: stored.name,
      submitted_by: on.by,
      created_at: new Date(nowMs),
    })
    .returning();
  return written(
    {
      action: "create",
      entity: "absence_justification",
      id: created.id,
      label: `${sitting.date} ${sitting.start_time.slice(0, 5)}`,
      before: null,
      after: {
        reason: created.reason,
        document_name: created.document_name,
        document_sha256: stored.sha256,
        decision: created.decision,
        on_behalf: on.asStaff,
      },
    },
    { data: { id: created.id } },
  );
}

/** The justification still pending, read FOR UPDATE, with what the decision's e-mail needs. */
async function pendingJustification(id: string) {
  const [row] = await db()
    .select({
      justification: absence_justifications,
      name: participantName,
      email: sql<string>`coalesce(${course_session_registrations.email}, ${users.email})`,
      language: users.language,
    })
    .from(absence_justifications)
    .innerJoin(
      course_session_registrations,
      eq(course_session_registrations.id, absence_justifications.registration_id),
    )
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(eq(absence_justifications.id, id))
    .for("update", { of: absence_justifications });
  return row ?? null;
}

const asList = (audit: AuditRecord | readonly AuditRecord[] | null): AuditRecord[] =>
  audit === null ? [] : Array.isArray(audit) ? [...audit] : [audit as AuditRecord];

/**
 * Accepts a pending justification: the record becomes "excused" (a mark while the sitting is
 * open or closed, a correction with the participant's reason once it is locked), then the
 * decision is recorded and the participant told.
 */
export async function acceptJustification(id: string, actor: { id: string }, nowMs: number): Promise<WriteResult> {
  const row = await pendingJustification(id);
  if (!row) return notFound(`${K}.not_found`);
  const { justification } = row;
  if (justification.decision !== "pending") return conflict(`${K}.already_decided`);
  const sitting = await readSitting(justification.sitting_id);
  if (!sitting) return notFound(`${K}.not_found`);
  const state = sitting.sitting.state;
  let marked: WriteResult;
  if ((MARKABLE_STATES as readonly string[]).includes(state)) {
    marked = await markAttendance(
      justification.sitting_id,
      justification.registration_id,
      { status: "excused" },
      { id: actor.id, trainerId: null },
    );
  } else if ((FROZEN_STATES as readonly string[]).includes(state)) {
    // The correction's reason is evidence shown to funders: in French, the organisation's
    // language of record, with the participant's own words after the prefix.
    const t = await getFixedT("fr");
    const reason = `${t("attendance.justifications.correction_prefix")} ${justification.reason}`;
    marked = await correctAttendance(
      justification.sitting_id,
      justification.registration_id,
      { status: "excused" },
      reason,
      actor,
      nowMs,
    );
  } else {
    return conflict(`${K}.not_over`);
  }
  if (marked.kind !== "ok") return marked;
  return decide(row, { decision: "accepted", note: null }, actor, nowMs, sitting, asList(marked.audit));
}

/** Refuses a pending justification with a note the participant reads; the absence stays. */
export async function refuseJustification(
  id: string,
  note: string,
  actor: { id: string },
  nowMs: number,
): Promise<WriteResult> {
  const row = await pendingJustification(id);
  if (!row) return notFound(`${K}.not_found`);
  if (row.justification.decision !== "pending") return conflict(`${K}.already_decided`);
  const sitting = await readSitting(row.justification.sitting_id);
  if (!sitting) return notFound(`${K}.not_found`);
  return decide(row, { decision: "refused", note }, actor, nowMs, sitting, []);
}

async function decide(
  row: NonNullable<Awaited<ReturnType<typeof pendingJustification>>>,
  decision: { decision: "accepted" | "refused"; note: string | null },
  actor: { id: string },
  nowMs: number,
  sitting: NonNullable<Awaited<ReturnType<typeof readSitting>>>,
  audit: AuditRecord[],
): Promise<WriteResult> {
  const { justification } = row;
  await db()
    .update(absence_justifications)
    .set({
      decision: decision.decision,
      decision_note: decision.note,
      decided_by: actor.id,
      decided_at: new Date(nowMs),
    })
    .where(eq(absence_justifications.id, justification.id));
  await queueJustificationDecisionEmail(
    { email: row.email, name: row.name, language: row.language },
    {
      date: sitting.sitting.date,
      start_time: sitting.sitting.start_time,
      end_time: sitting.sitting.end_time,
      timezone: sitting.session.timezone,
      course_title_fr: sitting.course.title_fr,
      course_title_en: sitting.course.title_en ?? "",
    },
    decision,
  );
  return written([
    ...audit,
    {
      action: decision.decision === "accepted" ? "accept" : "refuse",
      entity: "absence_justification",
      id: justification.id,
      label: `${row.name} — ${sitting.sitting.date} ${sitting.sitting.start_time.slice(0, 5)}`,
      before: { decision: justification.decision },
      after: { decision: decision.decision, decision_note: decision.note },
    },
  ]);
}

/**
 * A justification's document, for whoever may read it: the member whose registration it is
 * (`userId`), or staff (null: their module was checked by the route). Null when there is none.
 */
export async function justificationDocument(id: string, userId: string | null) {
  const [row] = await db()
    .select({
      key: absence_justifications.document_key,
      name: absence_justifications.document_name,
      user_id: course_session_registrations.user_id,
    })
    .from(absence_justifications)
    .innerJoin(
      course_session_registrations,
      eq(course_session_registrations.id, absence_justifications.registration_id),
    )
    .where(eq(absence_justifications.id, id));
  if (!row?.key || (userId !== null && row.user_id !== userId)) return null;
  return { key: row.key, name: row.name ?? "document" };
}
