// Enrolling a person by hand from a roster (issue 23 §3): someone who phoned. An existing account
// is found by its address; a new address gets an invited member account (as trainers do: a
// random password never shown, an invitation in their language). Then the normal registration
// runs, with its rules, e-mails and calendar event. Staff may go past the last seat only with a
// typed reason: the session gets one more seat in the same write, and the audit log keeps why.
import { eq, sql } from "drizzle-orm";
import { course_sessions, users } from "#db/schema";
import type { AuditRecord } from "~/admin/audit.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { registerForSession } from "~/registrations/registrations.server";
import type { EnrolInput } from "~/registrations/roster-schema";
import { db } from "~/server/db.server";
import { readSessionAuditLabel } from "~/sessions/session-query.server";
import { createInvitedAccount } from "~/users/admin-users.server";

const E = "admin.sessions.error";
const V = "admin.sessions.validation";

export async function enrolByStaff(sessionId: string, input: EnrolInput): Promise<WriteResult> {
  const audit: AuditRecord[] = [];
  const [session] = await db()
    .select({
      seats_available: course_sessions.seats_available,
      seats_taken: course_sessions.seats_taken,
      seats_held: course_sessions.seats_held,
    })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId))
    .for("update");
  if (!session) return notFound(`${E}.not_found`);

  // Seats held for waiting-list offers are not free: staff let in over capacity instead.
  const isFull = session.seats_taken + session.seats_held >= session.seats_available;
  if (isFull && !input.reason) return invalid({ reason: `${V}.reason_required` });

  const fullName = `${input.firstName} ${input.lastName}`.trim();
  const [known] = await db()
    .select({ id: users.id, is_active: users.is_active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  if (known && !known.is_active) return invalid({ email: `${V}.account_inactive` });
  let userId = known?.id;
  if (!userId) {
    const created = await createInvitedAccount(
      { email: input.email, full_name: fullName, role: "member", language: input.language },
      { phone: input.phone, company: input.company ?? null, position: input.position ?? null },
    );
    if (!created) return invalid({ email: `${V}.account_inactive` });
    userId = created.id;
    audit.push({ action: "create", entity: "user", id: created.id, label: input.email, after: { email: input.email } });
  }

  if (isFull) {
    // One more seat, taken at once below: the session's maximum grows by the person let in.
    await db()
      .update(course_sessions)
      .set({ seats_available: sql`${course_sessions.seats_available} + 1` })
      .where(eq(course_sessions.id, sessionId));
    audit.push({
      action: "update",
      entity: "session",
      id: sessionId,
      label: await readSessionAuditLabel(sessionId),
      before: { seats_available: session.seats_available },
      // Who was let in past the last seat, and why.
      after: {
        seats_available: session.seats_available + 1,
        over_capacity_for: fullName,
        over_capacity_reason: input.reason,
      },
    });
  }

  const result = await registerForSession({
    sessionId,
    userId,
    form: { ...input, adaptationNote: undefined, acceptTerms: true },
  });
  if (!result.ok) return result.status === 404 ? notFound(result.error) : conflict(result.error);
  audit.push({
    action: "create",
    entity: "registration",
    id: result.registrationId,
    label: fullName,
    after: { session_id: sessionId, email: input.email, enrolled_by_staff: true },
  });
  return written(audit, { data: { registration_id: result.registrationId } });
}
