// Accessibility requests outside the referent's screen (delivery.md §7): the registration's "yes"
// opens the private case (in the registration's transaction, with its two e-mails), the trainer
// reads the agreed adaptations of their participants (never a note, never a case not agreed
// yet), the member's data export holds their own case (their note, not the referent's), and an
// account's erasure empties both notes. The referent's screen is admin-accessibility.server.ts.
import { and, asc, eq, inArray } from "drizzle-orm";
import { accessibility_cases, course_session_registrations } from "#db/schema";
import { addWorkingDays } from "~/quality/rules";
import { db } from "~/server/db.server";
import {
  type CaseParticipant,
  type CaseSession,
  queueReferentNotice,
  queueRequestAcknowledgement,
  readReferent,
} from "./accessibility-emails.server";
import { CONTACT_WORKING_DAYS } from "./accessibility-schema";

/** When the person is to be contacted: 5 working days after the request (French holidays skipped). */
export function contactDeadline(requestedAt: Date): Date {
  return addWorkingDays(requestedAt, CONTACT_WORKING_DAYS);
}

export type NewAccessibilityCase = CaseSession & {
  registrationId: string;
  /** What the participant wrote for the referent (private). */
  note: string | null;
  participant: CaseParticipant;
  now: Date;
};

/**
 * Opens the case of a registration whose participant asked for an adaptation, in the caller's
 * transaction: status new, the note, the contact deadline; the referent is told (without the
 * note) and the participant gets the acknowledgement. A registration revived after a
 * cancellation keeps the case it had: nothing is opened nor sent again. Answers the new id.
 */
export async function openAccessibilityCase(input: NewAccessibilityCase): Promise<string | null> {
  const contactBy = contactDeadline(input.now);
  const [row] = await db()
    .insert(accessibility_cases)
    .values({
      registration_id: input.registrationId,
      request_note: input.note?.trim() || null,
      contact_by: contactBy,
      created_at: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: accessibility_cases.id });
  if (!row) return null;
  const referent = await readReferent();
  await queueReferentNotice(input, referent);
  await queueRequestAcknowledgement(input.participant, input, referent, contactBy);
  return row.id;
}

/** The statuses whose adaptations the trainer sees: agreed, and in place. */
const SHOWN_TO_TRAINER = ["agreed", "in_place"] as const;

/**
 * The adaptations agreed for each of `registrationIds` whose case is agreed or in place: what the
 * trainer's pack and page list. Nothing else of the case leaves this function.
 */
export async function agreedAdaptations(registrationIds: readonly string[]): Promise<Map<string, string[]>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await db()
    .select({ registration_id: accessibility_cases.registration_id, adaptations: accessibility_cases.adaptations })
    .from(accessibility_cases)
    .where(
      and(
        inArray(accessibility_cases.registration_id, [...registrationIds]),
        inArray(accessibility_cases.status, [...SHOWN_TO_TRAINER]),
      ),
    );
  return new Map(
    rows.filter((row) => row.adaptations.length > 0).map((row) => [row.registration_id, [...row.adaptations]]),
  );
}

/**
 * A member's own cases, for their data export: the status, the steps' dates, the adaptations
 * agreed, the partner body and their own request note; never the referent's note.
 */
export async function ownAccessibilityCases(userId: string) {
  const rows = await db()
    .select({
      registration_id: accessibility_cases.registration_id,
      status: accessibility_cases.status,
      request_note: accessibility_cases.request_note,
      adaptations: accessibility_cases.adaptations,
      partner_body: accessibility_cases.partner_body,
      requested_at: accessibility_cases.created_at,
      contact_by: accessibility_cases.contact_by,
      contacted_at: accessibility_cases.contacted_at,
      agreed_at: accessibility_cases.agreed_at,
      in_place_at: accessibility_cases.in_place_at,
      closed_at: accessibility_cases.closed_at,
    })
    .from(accessibility_cases)
    .innerJoin(course_session_registrations, eq(course_session_registrations.id, accessibility_cases.registration_id))
    .where(eq(course_session_registrations.user_id, userId))
    .orderBy(asc(accessibility_cases.created_at));
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return rows.map((row) => ({
    ...row,
    requested_at: row.requested_at.toISOString(),
    contact_by: row.contact_by.toISOString(),
    contacted_at: iso(row.contacted_at),
    agreed_at: iso(row.agreed_at),
    in_place_at: iso(row.in_place_at),
    closed_at: iso(row.closed_at),
  }));
}

/**
 * Empties both notes of the cases of `userId`'s registrations, in the erasure's transaction: the
 * registrations are kept anonymised (so the cascade does not remove the cases), and the cases
 * keep their steps and adaptations count for the procedure's evidence, not the person's words.
 */
export async function eraseAccessibilityNotes(userId: string): Promise<void> {
  await db()
    .update(accessibility_cases)
    .set({ request_note: null, referent_note: null })
    .where(
      inArray(
        accessibility_cases.registration_id,
        db()
          .select({ id: course_session_registrations.id })
          .from(course_session_registrations)
          .where(eq(course_session_registrations.user_id, userId)),
      ),
    );
}
