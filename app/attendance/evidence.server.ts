// A session's attendance evidence as its sheets print it (delivery.md §1, "Documents"): the
// session, its sittings, and per participant and sitting what counts now (a record's latest
// correction, else the record) with the signature that proves it; the trainer's co-signatures,
// the corrections, the fingerprint of the locked data and the address that verifies it.
// A fixed number of queries whatever the roster's size.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import {
  type ATTENDANCE_STATUSES,
  attendance_corrections,
  attendance_records,
  attendance_signatures,
  course_sessions,
  session_sittings,
  users,
} from "#db/schema";
import { sessionFingerprint } from "~/attendance/fingerprint.server";
import { isUuid } from "~/forms/validate";
import { getAttendanceRoster, type RosterSession } from "~/registrations/roster.server";
import { siteBaseUrl } from "~/server/config.server";
import { db, readTogether } from "~/server/db.server";

type Status = (typeof ATTENDANCE_STATUSES)[number];
type SittingRow = typeof session_sittings.$inferSelect;
type SignatureRow = typeof attendance_signatures.$inferSelect;

export type EvidenceSignature = Pick<
  SignatureRow,
  | "id"
  | "sitting_id"
  | "signer"
  | "registration_id"
  | "signer_name"
  | "method"
  | "identified_by"
  | "svg"
  | "signed_late"
> & { signed_at: string };

/** What counts for one participant in one sitting. */
export type EvidenceMark = {
  status: Status;
  late_minutes: number | null;
  left_early_minutes: number | null;
  minutes_attended: number;
  /** Changed by a correction after locking. */
  amended: boolean;
  /** False when nothing was recorded: a signature counts as present, a closed sitting unsigned as absent. */
  recorded: boolean;
};

export type EvidenceSitting = Pick<
  SittingRow,
  "id" | "date" | "period" | "start_time" | "end_time" | "planned_minutes" | "state"
> & { trainer: EvidenceSignature | null };

export type EvidenceCell = { mark: EvidenceMark | null; signature: EvidenceSignature | null };

export type EvidenceParticipant = {
  registration_id: string;
  name: string;
  company: string | null;
  /** One per sitting, in the sittings' order. */
  cells: EvidenceCell[];
  minutes_attended: number;
  minutes_planned: number;
};

export type EvidenceCorrection = {
  id: string;
  sitting_id: string;
  registration_id: string;
  participant: string;
  previous_status: Status;
  previous_minutes_attended: number;
  status: Status;
  minutes_attended: number;
  reason: string;
  corrected_by: string | null;
  created_at: string;
};

export type SessionEvidence = {
  session: RosterSession;
  sittings: EvidenceSitting[];
  participants: EvidenceParticipant[];
  /** Every correction of the participants' records, oldest first. */
  corrections: EvidenceCorrection[];
  /** SHA-256 of the locked sittings' data; null while none is locked. */
  fingerprint: string | null;
  /** Where anyone checks the sheet; null until the session has its code. */
  verification_url: string | null;
};

/** States of a sitting that is over: a participant without a signature or a record was absent. */
const OVER: SittingRow["state"][] = ["closed", "locked", "amended"];

function toSignature(row: SignatureRow): EvidenceSignature {
  const { ip_address: _ip, user_agent: _agent, device_hash: _device, user_id: _user, signed_at, ...rest } = row;
  return { ...rest, signed_at: signed_at.toISOString() };
}

/** The session's evidence, or null when there is no such session. */
export async function loadSessionEvidence(sessionId: string): Promise<SessionEvidence | null> {
  if (!isUuid(sessionId)) return null;
  const roster = await getAttendanceRoster(sessionId);
  if (!roster) return null;
  const registrationIds = roster.registrations.map((r) => r.id);
  const sittingsQuery = db()
    .select({
      id: session_sittings.id,
      date: session_sittings.date,
      period: session_sittings.period,
      start_time: session_sittings.start_time,
      end_time: session_sittings.end_time,
      planned_minutes: session_sittings.planned_minutes,
      state: session_sittings.state,
    })
    .from(session_sittings)
    .where(and(eq(session_sittings.session_id, sessionId), ne(session_sittings.state, "cancelled")))
    .orderBy(asc(session_sittings.starts_at), asc(session_sittings.id));
  const signaturesQuery = db()
    .select({ signature: attendance_signatures })
    .from(attendance_signatures)
    .innerJoin(session_sittings, eq(session_sittings.id, attendance_signatures.sitting_id))
    .where(and(eq(session_sittings.session_id, sessionId), ne(session_sittings.state, "cancelled")))
    .orderBy(asc(attendance_signatures.signed_at), asc(attendance_signatures.id));
  const recordsQuery =
    registrationIds.length === 0
      ? Promise.resolve([])
      : db().select().from(attendance_records).where(inArray(attendance_records.registration_id, registrationIds));
  const correctionsQuery =
    registrationIds.length === 0
      ? Promise.resolve([])
      : db()
          .select({
            correction: attendance_corrections,
            sitting_id: attendance_records.sitting_id,
            registration_id: attendance_records.registration_id,
            corrected_by: users.full_name,
            corrected_by_email: users.email,
          })
          .from(attendance_corrections)
          .innerJoin(attendance_records, eq(attendance_records.id, attendance_corrections.record_id))
          .leftJoin(users, eq(users.id, attendance_corrections.corrected_by))
          .where(inArray(attendance_records.registration_id, registrationIds))
          .orderBy(asc(attendance_corrections.created_at), asc(attendance_corrections.id));
  const codeQuery = db()
    .select({ code: course_sessions.attendance_code })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId));
  const [sittingRows, signatureRows, records, correctionRows, [code], fingerprint] = await readTogether(
    () => sittingsQuery,
    () => signaturesQuery,
    () => recordsQuery,
    () => correctionsQuery,
    () => codeQuery,
    () => sessionFingerprint(sessionId),
  );

  const sittingIds = new Set(sittingRows.map((s) => s.id));
  const signatures = signatureRows.map((row) => toSignature(row.signature));
  const trainerBySitting = new Map(signatures.filter((s) => s.signer === "trainer").map((s) => [s.sitting_id, s]));
  const key = (sittingId: string, registrationId: string) => `${sittingId}|${registrationId}`;
  const signatureByCell = new Map(
    signatures.filter((s) => s.registration_id).map((s) => [key(s.sitting_id, s.registration_id ?? ""), s]),
  );
  // The latest correction of each record (they come oldest first): its values are the record's.
  const latest = new Map(correctionRows.map((row) => [row.correction.record_id, row.correction]));
  const markByCell = new Map<string, EvidenceMark>();
  for (const record of records) {
    if (!sittingIds.has(record.sitting_id)) continue;
    const correction = latest.get(record.id);
    const values = correction ?? record;
    markByCell.set(key(record.sitting_id, record.registration_id), {
      status: values.status,
      late_minutes: values.late_minutes,
      left_early_minutes: values.left_early_minutes,
      minutes_attended: values.minutes_attended,
      amended: correction !== undefined,
      recorded: true,
    });
  }

  const sittings: EvidenceSitting[] = sittingRows.map((s) => ({ ...s, trainer: trainerBySitting.get(s.id) ?? null }));
  const planned = sittings.reduce((sum, s) => sum + s.planned_minutes, 0);
  const participants = roster.registrations.map((registration): EvidenceParticipant => {
    const cells = sittings.map((sitting): EvidenceCell => {
      const signature = signatureByCell.get(key(sitting.id, registration.id)) ?? null;
      let mark = markByCell.get(key(sitting.id, registration.id)) ?? null;
      if (!mark && signature) mark = derivedMark("present", sitting.planned_minutes);
      else if (!mark && OVER.includes(sitting.state)) mark = derivedMark("absent", 0);
      return { mark, signature };
    });
    return {
      registration_id: registration.id,
      name: registration.name,
      company: registration.company,
      cells,
      minutes_attended: cells.reduce((sum, c) => sum + (c.mark?.minutes_attended ?? 0), 0),
      minutes_planned: planned,
    };
  });

  const names = new Map(roster.registrations.map((r) => [r.id, r.name]));
  const corrections = correctionRows
    .filter((row) => sittingIds.has(row.sitting_id))
    .map(
      (row): EvidenceCorrection => ({
        id: row.correction.id,
        sitting_id: row.sitting_id,
        registration_id: row.registration_id,
        participant: names.get(row.registration_id) ?? "",
        previous_status: row.correction.previous_status,
        previous_minutes_attended: row.correction.previous_minutes_attended,
        status: row.correction.status,
        minutes_attended: row.correction.minutes_attended,
        reason: row.correction.reason,
        corrected_by: row.corrected_by?.trim() || row.corrected_by_email || null,
        created_at: row.correction.created_at.toISOString(),
      }),
    );

  return {
    session: roster.session,
    sittings,
    participants,
    corrections,
    fingerprint,
    verification_url: code?.code ? `${siteBaseUrl()}/verify/${encodeURIComponent(code.code)}` : null,
  };
}

function derivedMark(status: Status, minutes: number): EvidenceMark {
  return {
    status,
    late_minutes: null,
    left_early_minutes: null,
    minutes_attended: minutes,
    amended: false,
    recorded: false,
  };
}
