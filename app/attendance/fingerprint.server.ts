// The fingerprint of locked attendance (delivery.md §1): a SHA-256 of a sitting's evidence in a
// canonical form, computed when it locks (and again when a correction amends it), and of a
// session's sittings together for its sheet. Anyone holding the data can recompute it: the
// verification page and tests do, and a mismatch means the data changed (decision 029).
import { createHash } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { attendance_corrections, attendance_records, attendance_signatures, session_sittings } from "#db/schema";
import { db, type Executor } from "~/server/db.server";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The canonical text of one sitting's evidence: fixed key order, rows sorted by id. */
export async function sittingEvidenceText(sittingId: string, executor: Executor = db()): Promise<string | null> {
  const [sitting] = await executor.select().from(session_sittings).where(eq(session_sittings.id, sittingId));
  if (!sitting) return null;
  const signatures = await executor
    .select()
    .from(attendance_signatures)
    .where(eq(attendance_signatures.sitting_id, sittingId))
    .orderBy(asc(attendance_signatures.id));
  const records = await executor
    .select()
    .from(attendance_records)
    .where(eq(attendance_records.sitting_id, sittingId))
    .orderBy(asc(attendance_records.id));
  const corrections =
    records.length === 0
      ? []
      : await executor
          .select()
          .from(attendance_corrections)
          .where(
            inArray(
              attendance_corrections.record_id,
              records.map((record) => record.id),
            ),
          )
          .orderBy(asc(attendance_corrections.id));
  return JSON.stringify({
    sitting: [
      sitting.id,
      sitting.session_id,
      sitting.date,
      sitting.start_time,
      sitting.end_time,
      iso(sitting.starts_at),
      iso(sitting.ends_at),
      sitting.planned_minutes,
    ],
    signatures: signatures.map((s) => [
      s.id,
      s.signer,
      s.registration_id,
      s.signer_name,
      s.method,
      s.identified_by,
      s.signed_late,
      iso(s.signed_at),
      sha256(s.svg),
    ]),
    records: records.map((r) => [
      r.id,
      r.registration_id,
      r.status,
      r.late_minutes,
      r.left_early_minutes,
      r.minutes_attended,
    ]),
    corrections: corrections.map((c) => [
      c.id,
      c.record_id,
      c.corrects_id,
      c.status,
      c.late_minutes,
      c.left_early_minutes,
      c.minutes_attended,
      c.previous_status,
      c.previous_minutes_attended,
      c.reason,
      iso(c.created_at),
    ]),
  });
}

/** The SHA-256 of a sitting's evidence as it is now (`executor`: the seed's own transaction). */
export async function computeSittingFingerprint(sittingId: string, executor: Executor = db()): Promise<string | null> {
  const text = await sittingEvidenceText(sittingId, executor);
  return text === null ? null : sha256(text);
}

/**
 * A session's fingerprint: the SHA-256 of its locked sittings' stored fingerprints, in order.
 * Null while none is locked. `recompute` hashes the data again instead of trusting the stored
 * values: equal results prove the data is what was locked.
 */
export async function sessionFingerprint(
  sessionId: string,
  options: { recompute?: boolean } = {},
): Promise<string | null> {
  const sittings = await db()
    .select({ id: session_sittings.id, state: session_sittings.state, fingerprint: session_sittings.fingerprint })
    .from(session_sittings)
    .where(eq(session_sittings.session_id, sessionId))
    .orderBy(asc(session_sittings.starts_at), asc(session_sittings.id));
  const locked = sittings.filter((s) => s.state === "locked" || s.state === "amended");
  if (locked.length === 0) return null;
  const parts: string[] = [];
  for (const sitting of locked) {
    const value = options.recompute ? await computeSittingFingerprint(sitting.id) : sitting.fingerprint;
    parts.push(`${sitting.id}:${value ?? ""}`);
  }
  return sha256(parts.join("\n"));
}
