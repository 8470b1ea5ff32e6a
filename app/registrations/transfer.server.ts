// Moving a registration to another session of the same course (issue 23 §4), from the roster.
// The seat moves in one transaction: both sessions are locked in one order (by id, so two
// transfers crossing each other cannot deadlock; registering locks one session only), a seat is
// taken in the target by the same conditional UPDATE as registering (never past its seats), and
// only then is the old seat given back, so a full target refuses and nothing is lost. The
// participant gets one e-mail: the new dates, the old event cancelled and the new one added
// (a new UID, calendar_uid); the inbox records the move; the audit log the session change.
import { and, eq, sql } from "drizzle-orm";
import { course_sessions, messages, course_session_registrations as r } from "#db/schema";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { getFixedT } from "~/i18n/i18n.server";
import { canCancelSession, holdsSeat } from "~/registrations/lifecycle";
import {
  auditOf,
  loadRegistration,
  lockSession,
  mailParticipant,
  participantName,
  releaseSeats,
} from "~/registrations/lifecycle.server";
import { db } from "~/server/db.server";
import { wakeAfterCommit } from "~/server/wake.server";
import { formatSessionDays } from "~/sessions/format";
import { hasStarted } from "~/sessions/rules";

const E = "admin.sessions.error";
const V = "admin.sessions.validation";

export async function transferRegistration(
  sessionId: string,
  registrationId: string,
  targetId: string,
): Promise<WriteResult> {
  const row = await loadRegistration(registrationId);
  if (!row || row.session.id !== sessionId) return notFound(`${E}.registration_not_found`);
  if (targetId === sessionId) return invalid({ target_session_id: `${V}.transfer_target` });
  const { status } = row.registration;
  if (status !== "pending" && status !== "confirmed") return conflict(`${E}.transfer_status`);

  for (const id of [sessionId, targetId].sort()) await lockSession(id);
  const [target] = await db()
    .select({
      id: course_sessions.id,
      course_id: course_sessions.course_id,
      status: course_sessions.status,
      start_date: course_sessions.start_date,
      start_time: course_sessions.start_time,
      timezone: course_sessions.timezone,
    })
    .from(course_sessions)
    .where(eq(course_sessions.id, targetId));
  if (!target || target.course_id !== row.course.id) return invalid({ target_session_id: `${V}.transfer_target` });
  if (!canCancelSession(target.status) || hasStarted(target)) return conflict(`${E}.transfer_closed`);

  // The person's own row in the target: an active one refuses; a cancelled one holds no seat and
  // gives way (its history stays in the audit log), since one person has one row per session.
  const [existing] = await db()
    .select({ id: r.id, status: r.status })
    .from(r)
    .where(and(eq(r.session_id, targetId), eq(r.user_id, row.registration.user_id)));
  if (existing && holdsSeat(existing.status)) return conflict(`${E}.transfer_already_registered`);

  const taken = await db()
    .update(course_sessions)
    .set({ seats_taken: sql`${course_sessions.seats_taken} + 1` })
    .where(
      and(
        eq(course_sessions.id, targetId),
        sql`${course_sessions.seats_taken} + ${course_sessions.seats_held} < ${course_sessions.seats_available}`,
      ),
    )
    .returning({ id: course_sessions.id });
  if (taken.length === 0) return conflict(`${E}.transfer_full`);
  if (existing) await db().delete(r).where(eq(r.id, existing.id));

  const [moved] = await db()
    .update(r)
    .set({
      session_id: targetId,
      calendar_uid: `registration-${registrationId}-${targetId}`,
      calendar_sequence: sql`${r.calendar_sequence} + 1`,
      updated_at: new Date(),
    })
    .where(and(eq(r.id, registrationId), eq(r.session_id, sessionId), eq(r.status, status)))
    .returning({ sequence: r.calendar_sequence });
  // Moved or cancelled meanwhile by someone else: everything above rolls back with this refusal.
  if (!moved) return conflict(`${E}.transition`);
  await releaseSeats(sessionId, 1);

  const after = await loadRegistration(registrationId);
  if (!after) return notFound(`${E}.registration_not_found`);
  await mailParticipant("transferred", after, moved.sequence, { previous: row });
  await recordInInbox(row, after);
  // The new session's convocation, when its date has passed, goes at once.
  wakeAfterCommit("timeline", targetId);
  return written(auditOf(row, { session_id: sessionId }, { session_id: targetId }), { data: { session_id: targetId } });
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadRegistration>>>;

/** The inbox's record of the move, in French like every stored registration message. */
async function recordInInbox(before: Loaded, after: Loaded) {
  const t = await getFixedT("fr");
  const name = participantName({
    ...after.registration,
    account_name: after.account.full_name,
    account_email: after.account.email,
  });
  // In words, as every French notice says dates ("du 4 janvier 2027 au 8 janvier 2027").
  const dates = (session: Loaded["session"]) => formatSessionDays(session, "fr", (start, end) => `${start} au ${end}`);
  await db()
    .insert(messages)
    .values({
      type: "registration",
      subject: t("admin.sessions.transfer_message.subject", { name, course: after.course.title_fr }),
      content: t("admin.sessions.transfer_message.content", {
        name,
        course: after.course.title_fr,
        from: dates(before.session),
        to: dates(after.session),
      }),
      metadata: {
        course: { id: after.course.id, title: after.course.title_fr, reference: after.course.reference },
        session: { id: after.session.id, start_date: after.session.start_date, end_date: after.session.end_date },
        user: {
          id: after.registration.user_id,
          firstName: after.registration.first_name,
          lastName: after.registration.last_name,
          email: after.registration.email ?? after.account.email,
          phone: after.registration.phone,
          company: after.registration.company,
          position: after.registration.position,
        },
        registration_id: after.registration.id,
        transferred_from: {
          id: before.session.id,
          start_date: before.session.start_date,
          end_date: before.session.end_date,
        },
      },
      status: "pending",
    });
}
