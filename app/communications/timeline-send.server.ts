// Sending one step of the timeline (the job's due cells, staff's "send now" and "resend") and a
// change's notice. Each runs inside its caller's transaction: the person's registration row is
// locked and read again (a cancelled registration gets nothing), the step is recorded in
// session_messages — whose unique index is the claim: a second process or click inserting the
// same step waits for the first to commit and then inserts and sends nothing — and its e-mail
// is written to the outbox in that same transaction (decision 031).
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import {
  course_locations,
  course_session_registrations,
  course_sessions,
  session_changes,
  session_messages,
  type TimelineStep,
  users,
} from "#db/schema";
import { sessionCommunicationsHref } from "~/admin/screen-links";
import { loadConvocationFacts } from "~/communications/convocation-facts.server";
import {
  changeNoticeEmail,
  convocationEmail,
  type ParticipantCalendar,
  reminderEmail,
  remoteLinkEmail,
  trainerPackEmail,
} from "~/communications/timeline-emails.server";
import { agreedAdaptations } from "~/compliance/accessibility.server";
import { formatDate } from "~/i18n/format";
import { participantName } from "~/registrations/lifecycle.server";
import { clock } from "~/server/clock.server";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { type EmailMessage, queueEmail } from "~/server/mail.server";
import { changedDetails } from "~/sessions/session-changes.server";
import { getSiteChrome } from "~/site/site.server";

export type SendTrigger = "job" | "send_now" | "resend";
/** `nowMs`: the job's clock (a test's simulated one), recorded as when the step was sent. */
export type SendOptions = { trigger: SendTrigger; by: string | null; nowMs?: number };
export type StepTarget = {
  sessionId: string;
  step: TimelineStep;
  occurrence: string;
  registrationId: string | null;
  userId: string | null;
};

/** Which registrations a step goes to: every step but the notice of a change needs a confirmed one. */
const STATUSES_OF: Record<TimelineStep, readonly string[]> = {
  convocation: ["confirmed"],
  reminder: ["confirmed"],
  remote_link: ["confirmed"],
  change_notice: ["pending", "confirmed"],
  trainer_pack: [],
  escalation: [],
};

/** Records the step for its person; false when it was already (the claim of the unique index). */
async function claimStep(target: StepTarget, recipient: string, options: SendOptions): Promise<string | null> {
  const insert = db()
    .insert(session_messages)
    .values({
      session_id: target.sessionId,
      registration_id: target.registrationId,
      user_id: target.userId,
      step: target.step,
      occurrence: target.occurrence,
      trigger: options.trigger,
      recipient,
      sent_by: options.by,
      created_at: new Date(options.nowMs ?? clock().now()),
    });
  const [row] = await (options.trigger === "resend" ? insert : insert.onConflictDoNothing()).returning({
    id: session_messages.id,
  });
  return row?.id ?? null;
}

async function queueFor(messageId: string, email: EmailMessage) {
  const outboxId = await queueEmail(email);
  await db().update(session_messages).set({ outbox_id: outboxId }).where(eq(session_messages.id, messageId));
}

/** The participant's calendar event, for the e-mails that carry it. */
async function calendarOf(
  sessionId: string,
  registration: { id: string; calendar_uid: string | null; calendar_sequence: number },
): Promise<ParticipantCalendar> {
  const [session] = await db()
    .select({
      id: course_sessions.id,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      start_time: course_sessions.start_time,
      end_time: course_sessions.end_time,
      timezone: course_sessions.timezone,
      location: {
        id: course_locations.id,
        name: course_locations.name,
        address: course_locations.address,
        city: course_locations.city,
        postal_code: course_locations.postal_code,
        country: course_locations.country,
      },
    })
    .from(course_sessions)
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .where(eq(course_sessions.id, sessionId));
  const site = await getSiteChrome();
  const { location, ...when } = session;
  return {
    uid: registration.calendar_uid ?? `registration-${registration.id}`,
    sequence: registration.calendar_sequence,
    session: when,
    location: location?.id ? location : null,
    organizerEmail: site.contact?.email?.trim() || null,
  };
}

/** The registration, locked, if it still qualifies for `step`. */
async function lockedRegistration(target: StepTarget) {
  if (!target.registrationId) return null;
  const [row] = await db()
    .select({
      id: course_session_registrations.id,
      status: course_session_registrations.status,
      calendar_uid: course_session_registrations.calendar_uid,
      calendar_sequence: course_session_registrations.calendar_sequence,
      email: users.email,
      session_status: course_sessions.status,
    })
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, course_session_registrations.session_id))
    .where(
      and(
        eq(course_session_registrations.id, target.registrationId),
        eq(course_session_registrations.session_id, target.sessionId),
      ),
    )
    .for("update", { of: course_session_registrations });
  if (!row || row.session_status === "cancelled" || !STATUSES_OF[target.step].includes(row.status)) return null;
  return row;
}

/**
 * Sends one step to its person now: true when it went, false when it no longer applies (the
 * registration cancelled, the trainer changed) or was already sent (unless `resend`).
 */
export async function sendTimelineStep(target: StepTarget, options: SendOptions): Promise<boolean> {
  switch (target.step) {
    case "convocation":
    case "reminder":
    case "remote_link": {
      const registration = await lockedRegistration(target);
      if (!registration) return false;
      const messageId = await claimStep(target, registration.email, options);
      if (!messageId) return false;
      const facts = await loadConvocationFacts(target.sessionId, { registrationId: registration.id });
      if (!facts) return false;
      const calendar = await calendarOf(target.sessionId, registration);
      const email =
        target.step === "convocation"
          ? await convocationEmail(facts, calendar)
          : target.step === "reminder"
            ? await reminderEmail(facts, calendar)
            : await remoteLinkEmail(facts, target.occurrence);
      await queueFor(messageId, email);
      return true;
    }
    case "trainer_pack":
      return sendTrainerPack(target, options);
    case "escalation":
      return sendEscalation(target, options);
    case "change_notice":
      return sendOneChangeNotice(target, options);
  }
}

async function sendTrainerPack(target: StepTarget, options: SendOptions): Promise<boolean> {
  const [trainer] = await db()
    .select({ id: users.id, email: users.email, name: users.full_name, language: users.language })
    .from(course_sessions)
    .innerJoin(users, eq(users.id, course_sessions.instructor_id))
    .where(and(eq(course_sessions.id, target.sessionId), sql`${course_sessions.status} <> 'cancelled'`));
  if (!trainer || trainer.id !== target.userId) return false;
  const messageId = await claimStep(target, trainer.email, options);
  if (!messageId) return false;
  const facts = await loadConvocationFacts(target.sessionId, { lang: trainer.language === "en" ? "en" : "fr" });
  if (!facts) return false;
  const participants = await db()
    .select({
      id: course_session_registrations.id,
      first_name: course_session_registrations.first_name,
      last_name: course_session_registrations.last_name,
      account_name: users.full_name,
      account_email: users.email,
      company: course_session_registrations.company,
      special_requirements: course_session_registrations.special_requirements,
    })
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(
      and(
        eq(course_session_registrations.session_id, target.sessionId),
        inArray(course_session_registrations.status, ["pending", "confirmed"]),
      ),
    )
    .orderBy(asc(course_session_registrations.last_name), asc(course_session_registrations.first_name));
  const adaptations = await agreedAdaptations(participants.map((p) => p.id));
  await queueFor(
    messageId,
    await trainerPackEmail(
      facts,
      { email: trainer.email, name: trainer.name },
      participants.map((p) => ({
        name: participantName(p),
        company: p.company?.trim() || null,
        special_requirements: p.special_requirements?.trim() || null,
        adaptations: adaptations.get(p.id) ?? [],
      })),
    ),
  );
  return true;
}

/**
 * Staff's escalation of a session still undecided eight days before: French, like every
 * back-office notice (spec), to the organisation's contact address.
 */
async function sendEscalation(target: StepTarget, options: SendOptions): Promise<boolean> {
  const site = await getSiteChrome();
  const to = site.contact?.email?.trim();
  if (!to) return false;
  const facts = await loadConvocationFacts(target.sessionId, { lang: "fr" });
  const [session] = await db()
    .select({
      status: course_sessions.status,
      seats_taken: course_sessions.seats_taken,
      min_participants: course_sessions.min_participants,
    })
    .from(course_sessions)
    .where(eq(course_sessions.id, target.sessionId));
  if (!facts || !session) return false;
  const messageId = await claimStep(target, to, options);
  if (!messageId) return false;
  const base = siteBaseUrl().replace(/\/$/, "");
  const day = formatDate(facts.session.start_date, "fr", "long");
  const why =
    session.seats_taken < session.min_participants
      ? `Elle compte ${session.seats_taken} inscrit(s) pour un minimum de ${session.min_participants} : les convocations sont retenues.`
      : "Elle n'est toujours pas confirmée : les convocations ne partent pas.";
  await queueFor(messageId, {
    to,
    subject: `Session à décider : ${facts.course.title} (${day})`,
    text: [
      `La session « ${facts.course.title} » (réf. ${facts.course.reference}) commence le ${day}.`,
      why,
      "",
      "Décidez sans attendre : confirmer, déplacer ou annuler la session.",
      `Tableau de bord : ${base}/admin`,
      `Communications de la session : ${base}${sessionCommunicationsHref(target.sessionId)}`,
    ].join("\n"),
  });
  return true;
}

/** A change's notice to one participant (staff's "resend" to one person). */
async function sendOneChangeNotice(target: StepTarget, options: SendOptions): Promise<boolean> {
  const [change] = await db()
    .select({ id: session_changes.id, before: session_changes.before, after: session_changes.after })
    .from(session_changes)
    .where(and(eq(session_changes.id, target.occurrence), eq(session_changes.session_id, target.sessionId)));
  if (!change) return false;
  return noticeTo(target, change, options);
}

async function noticeTo(
  target: StepTarget,
  change: { id: string; before: Record<string, unknown>; after: Record<string, unknown> },
  options: SendOptions,
): Promise<boolean> {
  const registration = await lockedRegistration(target);
  if (!registration) return false;
  const messageId = await claimStep(target, registration.email, options);
  if (!messageId) return false;
  // The event changed: its SEQUENCE rises so calendars replace it (same UID).
  const [bumped] = await db()
    .update(course_session_registrations)
    .set({ calendar_sequence: sql`${course_session_registrations.calendar_sequence} + 1` })
    .where(eq(course_session_registrations.id, registration.id))
    .returning({ sequence: course_session_registrations.calendar_sequence });
  const facts = await loadConvocationFacts(target.sessionId, { registrationId: registration.id });
  if (!facts) return false;
  const [convocation] = await db()
    .select({ id: session_messages.id })
    .from(session_messages)
    .where(and(eq(session_messages.registration_id, registration.id), eq(session_messages.step, "convocation")))
    .limit(1);
  const calendar = await calendarOf(target.sessionId, { ...registration, calendar_sequence: bumped.sequence });
  await queueFor(
    messageId,
    await changeNoticeEmail(facts, changedDetails(change.before, change.after, facts.lang), calendar, {
      withConvocation: convocation !== undefined,
    }),
  );
  return true;
}

/**
 * Sends a planned change's notice to every participant holding a seat who registered before
 * it, and marks it sent; false when another process has it or it is no longer planned.
 */
export async function sendChangeNotice(sessionId: string, changeId: string, options: SendOptions): Promise<boolean> {
  const [change] = await db()
    .select({
      id: session_changes.id,
      before: session_changes.before,
      after: session_changes.after,
      created_at: session_changes.created_at,
    })
    .from(session_changes)
    .where(
      and(
        eq(session_changes.id, changeId),
        eq(session_changes.session_id, sessionId),
        eq(session_changes.state, "planned"),
      ),
    )
    .for("update", { skipLocked: true });
  if (!change) return false;
  const participants = await db()
    .select({ id: course_session_registrations.id })
    .from(course_session_registrations)
    .where(
      and(
        eq(course_session_registrations.session_id, sessionId),
        inArray(course_session_registrations.status, ["pending", "confirmed"]),
        lt(course_session_registrations.created_at, change.created_at),
      ),
    );
  for (const participant of participants) {
    await noticeTo(
      { sessionId, step: "change_notice", occurrence: change.id, registrationId: participant.id, userId: null },
      change,
      options,
    );
  }
  await db()
    .update(session_changes)
    .set({ state: "sent", sent_at: new Date(options.nowMs ?? clock().now()) })
    .where(eq(session_changes.id, change.id));
  return true;
}
