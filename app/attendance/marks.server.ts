// What the trainer records of each participant (present, late, left early, absent) while a
// sitting is open or closed, and what staff correct once it is locked: a correction is a new
// row pointing to what it replaces, with its reason; the sitting becomes "amended" and its
// fingerprint is taken again (delivery.md §1, decision 029).
import { and, desc, eq, inArray } from "drizzle-orm";
import {
  attendance_corrections,
  attendance_records,
  course_session_registrations,
  session_sittings,
  users,
} from "#db/schema";
import { conflict, forbidden, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { computeSittingFingerprint } from "~/attendance/fingerprint.server";
import { type AttendanceMark, FROZEN_STATES, MARKABLE_STATES, minutesFor } from "~/attendance/rules";
import { EXPECTED_REGISTRATION_STATUSES, participantName, readSitting } from "~/attendance/sittings.server";
import { db } from "~/server/db.server";
import { wakeAfterCommit } from "~/server/wake.server";

const K = "attendance.errors";

async function participantOf(sessionId: string, registrationId: string) {
  const [row] = await db()
    .select({ id: course_session_registrations.id, name: participantName })
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(
      and(
        eq(course_session_registrations.id, registrationId),
        eq(course_session_registrations.session_id, sessionId),
        inArray(course_session_registrations.status, [...EXPECTED_REGISTRATION_STATUSES]),
      ),
    );
  return row ?? null;
}

function markValues(mark: AttendanceMark, planned: number) {
  return {
    status: mark.status,
    late_minutes: mark.status === "late" ? (mark.late_minutes ?? 0) : null,
    left_early_minutes: mark.status === "left_early" ? (mark.left_early_minutes ?? 0) : null,
    minutes_attended: minutesFor(mark, planned),
  };
}

/**
 * The trainer's mark (or staff's before locking). `trainerId`: the actor must be the session's
 * trainer; null for staff, whose right the action's module checked.
 */
export async function markAttendance(
  sittingId: string,
  registrationId: string,
  mark: AttendanceMark,
  actor: { id: string; trainerId: string | null },
): Promise<WriteResult> {
  const row = await readSitting(sittingId, { lock: true });
  if (!row) return notFound(`${K}.not_found`);
  const { sitting, session } = row;
  if (actor.trainerId !== null && session.instructor_id !== actor.trainerId) return forbidden(`${K}.not_your_session`);
  if ((FROZEN_STATES as readonly string[]).includes(sitting.state)) return conflict(`${K}.locked_use_correction`);
  if (!(MARKABLE_STATES as readonly string[]).includes(sitting.state)) return conflict(`${K}.not_open`);
  const participant = await participantOf(session.id, registrationId);
  if (!participant) return notFound(`${K}.not_a_participant`);
  const values = markValues(mark, sitting.planned_minutes);
  const [before] = await db()
    .select()
    .from(attendance_records)
    .where(and(eq(attendance_records.sitting_id, sittingId), eq(attendance_records.registration_id, registrationId)));
  const [after] = await db()
    .insert(attendance_records)
    .values({ sitting_id: sittingId, registration_id: registrationId, ...values, marked_by: actor.id })
    .onConflictDoUpdate({
      target: [attendance_records.sitting_id, attendance_records.registration_id],
      set: { ...values, marked_by: actor.id, updated_at: new Date() },
    })
    .returning();
  // Once the end-of-training survey is due, someone marked present later is asked at once.
  if (after.minutes_attended > 0) wakeAfterCommit("surveys", session.id);
  return written({
    action: "mark",
    entity: "attendance_record",
    id: after.id,
    label: `${participant.name} — ${sitting.date} ${sitting.start_time.slice(0, 5)}`,
    before: before ? { status: before.status, minutes_attended: before.minutes_attended } : null,
    after: { status: after.status, minutes_attended: after.minutes_attended },
  });
}

/** The latest correction of a record, or null. */
async function latestCorrection(recordId: string) {
  const [row] = await db()
    .select()
    .from(attendance_corrections)
    .where(eq(attendance_corrections.record_id, recordId))
    .orderBy(desc(attendance_corrections.created_at), desc(attendance_corrections.id))
    .limit(1);
  return row ?? null;
}

/**
 * A staff correction of a locked sitting's record: appended, never written over; the sitting
 * becomes amended and its fingerprint is taken again over the evidence with the correction.
 */
export async function correctAttendance(
  sittingId: string,
  registrationId: string,
  mark: AttendanceMark,
  reason: string,
  actor: { id: string },
  nowMs: number,
): Promise<WriteResult> {
  const row = await readSitting(sittingId, { lock: true });
  if (!row) return notFound(`${K}.not_found`);
  const { sitting, session } = row;
  if (!(FROZEN_STATES as readonly string[]).includes(sitting.state)) return conflict(`${K}.not_locked_mark_instead`);
  const participant = await participantOf(session.id, registrationId);
  if (!participant) return notFound(`${K}.not_a_participant`);
  const [record] = await db()
    .select()
    .from(attendance_records)
    .where(and(eq(attendance_records.sitting_id, sittingId), eq(attendance_records.registration_id, registrationId)));
  if (!record) return notFound(`${K}.not_a_participant`);
  const previous = (await latestCorrection(record.id)) ?? null;
  const current = previous ?? record;
  const values = markValues(mark, sitting.planned_minutes);
  if (values.status === current.status && values.minutes_attended === current.minutes_attended) {
    return conflict(`${K}.correction_unchanged`);
  }
  const [correction] = await db()
    .insert(attendance_corrections)
    .values({
      record_id: record.id,
      corrects_id: previous?.id ?? null,
      ...values,
      previous_status: current.status,
      previous_minutes_attended: current.minutes_attended,
      reason,
      corrected_by: actor.id,
      created_at: new Date(nowMs),
    })
    .returning();
  const fingerprint = await computeSittingFingerprint(sittingId);
  await db().update(session_sittings).set({ state: "amended", fingerprint }).where(eq(session_sittings.id, sittingId));
  return written({
    action: "correct",
    entity: "attendance_record",
    id: record.id,
    label: `${participant.name} — ${sitting.date} ${sitting.start_time.slice(0, 5)}`,
    before: { status: current.status, minutes_attended: current.minutes_attended },
    after: { status: correction.status, minutes_attended: correction.minutes_attended, reason },
  });
}

/** The values that count for each record of these sittings: the latest correction's, else the record's. */
export async function effectiveRecords(sittingIds: string[]) {
  if (sittingIds.length === 0) return [];
  const records = await db()
    .select()
    .from(attendance_records)
    .where(inArray(attendance_records.sitting_id, sittingIds));
  if (records.length === 0) return [];
  const corrections = await db()
    .select()
    .from(attendance_corrections)
    .where(
      inArray(
        attendance_corrections.record_id,
        records.map((record) => record.id),
      ),
    )
    .orderBy(attendance_corrections.created_at, attendance_corrections.id);
  const latest = new Map<string, (typeof corrections)[number]>();
  for (const correction of corrections) latest.set(correction.record_id, correction);
  return records.map((record) => {
    const correction = latest.get(record.id);
    return {
      record_id: record.id,
      sitting_id: record.sitting_id,
      registration_id: record.registration_id,
      status: correction?.status ?? record.status,
      late_minutes: correction ? correction.late_minutes : record.late_minutes,
      left_early_minutes: correction ? correction.left_early_minutes : record.left_early_minutes,
      minutes_attended: correction?.minutes_attended ?? record.minutes_attended,
      amended: correction !== undefined,
    };
  });
}
export type EffectiveRecord = Awaited<ReturnType<typeof effectiveRecords>>[number];
