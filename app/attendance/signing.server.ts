// How a signature is given and proved (delivery.md §1): the rotating QR code, the personal
// link, the trainer's kiosk, the one-time e-mailed code; and the one function that records a
// signature, with every rule checked on the server in the signing transaction: one per
// participant per sitting (a unique index, so 20 phones at once still give 20 rows), only
// while open (or late through the trainer), never a later sitting, never several in one gesture
// (a request names one sitting).
import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import {
  attendance_records,
  attendance_signatures,
  course_session_registrations,
  type SignatureMethod,
  type SignerIdentification,
  users,
} from "#db/schema";
import type { AuditRecord } from "~/admin/audit.server";
import { conflict, forbidden, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { QR_GRACE_MS, QR_WINDOW_MS, qrWindow, SCAN_PASS_TTL_MS } from "~/attendance/rules";
import type { Strokes } from "~/attendance/schema";
import { strokesToSvg } from "~/attendance/signature-svg";
import {
  EXPECTED_REGISTRATION_STATUSES,
  participantName,
  readSitting,
  type SittingWithSession,
} from "~/attendance/sittings.server";
import { db, inSavepoint, isUniqueViolation } from "~/server/db.server";
import { getOrCreateSecret, hmacOf, sameText } from "~/server/secrets.server";

const K = "attendance.errors";

const hmac = hmacOf;
export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

/** The code the trainer's screen shows now: its 30-second window and a MAC of it under the sitting's secret. */
export function qrToken(sitting: { id: string; qr_secret: string }, nowMs: number): string {
  const window = qrWindow(nowMs);
  return `${window}.${hmac(sitting.qr_secret, `${sitting.id}:${window}`).slice(0, 22)}`;
}

/** Milliseconds until the code shown now changes: the trainer's screen asks for the next one then. */
export function qrRefreshIn(nowMs: number): number {
  return QR_WINDOW_MS - (nowMs % QR_WINDOW_MS);
}

/** A code of this window, or of the previous one within the grace after it changed. */
export function isQrTokenValid(sitting: { id: string; qr_secret: string }, token: string, nowMs: number): boolean {
  const match = /^(\d+)\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return false;
  const window = Number(match[1]);
  const current = qrWindow(nowMs);
  const fresh = window === current || (window === current - 1 && nowMs - current * QR_WINDOW_MS <= QR_GRACE_MS);
  return fresh && sameText(match[2], hmac(sitting.qr_secret, `${sitting.id}:${window}`).slice(0, 22));
}

async function signingKey() {
  return getOrCreateSecret("attendance-signing");
}

/**
 * What a scanned code gives its reader: a pass for this sitting for 10 minutes, to identify
 * and draw. A photo of the code taken at home is stale by then; the pass is not transferable
 * to another sitting.
 */
export async function issueScanPass(sittingId: string, nowMs: number): Promise<string> {
  const expires = nowMs + SCAN_PASS_TTL_MS;
  return `${expires}.${hmac(await signingKey(), `scan:${sittingId}:${expires}`)}`;
}

export async function isScanPassValid(sittingId: string, pass: string, nowMs: number): Promise<boolean> {
  const match = /^(\d+)\.([A-Za-z0-9_-]+)$/.exec(pass);
  if (!match || Number(match[1]) < nowMs) return false;
  return sameText(match[2], hmac(await signingKey(), `scan:${sittingId}:${match[1]}`));
}

/** The personal link's proof: good for this registration and sitting while the sitting is open. */
export async function personalLinkToken(sittingId: string, registrationId: string): Promise<string> {
  return hmac(await signingKey(), `link:${sittingId}:${registrationId}`);
}

export async function isPersonalLinkValid(sittingId: string, registrationId: string, token: string) {
  return sameText(token, await personalLinkToken(sittingId, registrationId));
}

/** A six-digit code, and a long token for the same sign-in as a link. */
export function newSignCode(): { code: string; link: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return { code, link: randomBytes(32).toString("base64url") };
}

/** The registration of this session with this address, expected to sign (any case). */
export async function findExpectedRegistration(sessionId: string, email: string) {
  const normalized = email.trim().toLowerCase();
  const rows = await db()
    .select({ id: course_session_registrations.id, email: course_session_registrations.email, account: users.email })
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(
      and(
        eq(course_session_registrations.session_id, sessionId),
        inArray(course_session_registrations.status, [...EXPECTED_REGISTRATION_STATUSES]),
      ),
    );
  return (
    rows.find((row) => (row.email ?? "").toLowerCase() === normalized || row.account.toLowerCase() === normalized) ??
    null
  );
}

/** The expected registration of a signed-in account in a session. */
export async function registrationOfUser(sessionId: string, userId: string) {
  const [row] = await db()
    .select({ id: course_session_registrations.id })
    .from(course_session_registrations)
    .where(
      and(
        eq(course_session_registrations.session_id, sessionId),
        eq(course_session_registrations.user_id, userId),
        inArray(course_session_registrations.status, [...EXPECTED_REGISTRATION_STATUSES]),
      ),
    );
  return row ?? null;
}

export type SignatureRequest = {
  sittingId: string;
  registrationId: string;
  strokes: Strokes;
  method: SignatureMethod;
  identifiedBy: SignerIdentification;
  /** The account signing, when known. */
  userId: string | null;
  /** Through the trainer's device: may sign a closed sitting, marked "signed late". */
  throughTrainer: boolean;
  ip: string | null;
  userAgent: string | null;
  deviceHash: string | null;
  nowMs: number;
};

/** Is this method enabled for the session? */
function methodEnabled(session: SittingWithSession["session"], method: SignatureMethod): boolean {
  if (method === "qr") return session.sign_by_qr;
  if (method === "kiosk") return session.sign_by_kiosk;
  return session.sign_by_link !== "never";
}

/** Where and when a signature was given: the server's time and what the request showed. */
type SigningContext = { ip: string | null; userAgent: string | null; deviceHash: string | null; nowMs: number };

/**
 * Inserts one signature with its evidence, in a savepoint: the second signature of a race
 * (the same participant twice, or a second co-signature) fails alone on its unique index and
 * answers null, so the caller says why instead of aborting the transaction.
 */
async function insertSignature(
  values: Omit<typeof attendance_signatures.$inferInsert, "signed_at" | "ip_address" | "user_agent" | "device_hash">,
  context: SigningContext,
): Promise<{ id: string; signed_at: Date } | null> {
  try {
    const [row] = await inSavepoint(() =>
      db()
        .insert(attendance_signatures)
        .values({
          ...values,
          signed_at: new Date(context.nowMs),
          ip_address: context.ip,
          user_agent: context.userAgent?.slice(0, 500) ?? null,
          device_hash: context.deviceHash,
        })
        .returning({ id: attendance_signatures.id, signed_at: attendance_signatures.signed_at }),
    );
    return row;
  } catch (error) {
    if (isUniqueViolation(error, "attendance_signatures_participant_idx")) return null;
    if (isUniqueViolation(error, "attendance_signatures_trainer_idx")) return null;
    throw error;
  }
}

/**
 * Records one participant's signature for one sitting. The sitting is read FOR UPDATE, so the
 * state checked is the state the row is written under; the unique index answers the second
 * signature of a race.
 */
export async function recordParticipantSignature(
  request: SignatureRequest,
): Promise<WriteResult<{ signedAt: string }>> {
  const row = await readSitting(request.sittingId, { lock: true });
  if (!row) return notFound(`${K}.not_found`);
  const { sitting, session } = row;
  if (!methodEnabled(session, request.method)) return forbidden(`${K}.method_disabled`);
  if (session.status === "cancelled" || sitting.state === "cancelled") return conflict(`${K}.cancelled`);
  const late = sitting.state === "closed";
  if (sitting.state === "scheduled") return conflict(`${K}.not_open`);
  if (late && !request.throughTrainer) return conflict(`${K}.closed`);
  if (sitting.state !== "open" && !late) return conflict(`${K}.closed`);
  const [registration] = await db()
    .select({
      id: course_session_registrations.id,
      name: participantName,
      user_id: course_session_registrations.user_id,
    })
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(
      and(
        eq(course_session_registrations.id, request.registrationId),
        eq(course_session_registrations.session_id, session.id),
        inArray(course_session_registrations.status, [...EXPECTED_REGISTRATION_STATUSES]),
      ),
    );
  if (!registration) return forbidden(`${K}.not_a_participant`);
  const svg = strokesToSvg(request.strokes);
  const signature = await insertSignature(
    {
      sitting_id: sitting.id,
      signer: "participant",
      registration_id: registration.id,
      user_id: request.userId ?? registration.user_id,
      signer_name: registration.name,
      method: request.method,
      identified_by: request.identifiedBy,
      svg,
      signed_late: late,
    },
    request,
  );
  if (!signature) return conflict(`${K}.already_signed`);
  // A signature is a presence until the trainer marks otherwise.
  await db()
    .insert(attendance_records)
    .values({
      sitting_id: sitting.id,
      registration_id: registration.id,
      status: "present",
      minutes_attended: sitting.planned_minutes,
    })
    .onConflictDoNothing();
  const audit: AuditRecord = {
    action: "sign",
    entity: "attendance_signature",
    id: signature.id,
    label: `${registration.name} — ${sitting.date} ${sitting.start_time.slice(0, 5)}`,
    after: { method: request.method, identified_by: request.identifiedBy, signed_late: late },
  };
  return written(audit, { data: { signedAt: signature.signed_at.toISOString() } });
}

/** The trainer's co-signature of a sitting: while open, or late once closed; never once locked. */
export async function recordTrainerSignature(request: {
  sittingId: string;
  trainer: { id: string; full_name: string };
  strokes: Strokes;
  ip: string | null;
  userAgent: string | null;
  deviceHash: string | null;
  nowMs: number;
}): Promise<WriteResult<{ signedAt: string }>> {
  const row = await readSitting(request.sittingId, { lock: true });
  if (!row) return notFound(`${K}.not_found`);
  const { sitting, session } = row;
  if (session.instructor_id !== request.trainer.id) return forbidden(`${K}.not_your_session`);
  if (sitting.state !== "open" && sitting.state !== "closed") {
    return conflict(sitting.state === "scheduled" ? `${K}.not_open` : `${K}.closed`);
  }
  const signature = await insertSignature(
    {
      sitting_id: sitting.id,
      signer: "trainer",
      registration_id: null,
      user_id: request.trainer.id,
      signer_name: request.trainer.full_name,
      method: "kiosk",
      identified_by: "account",
      svg: strokesToSvg(request.strokes),
      signed_late: sitting.state === "closed",
    },
    request,
  );
  if (!signature) return conflict(`${K}.already_signed`);
  return written(
    {
      action: "co_sign",
      entity: "attendance_signature",
      id: signature.id,
      label: `${request.trainer.full_name} — ${sitting.date} ${sitting.start_time.slice(0, 5)}`,
      after: { signed_late: sitting.state === "closed" },
    },
    { data: { signedAt: signature.signed_at.toISOString() } },
  );
}
