// Registering a signed-in user for a course session: the rules, the seat
// booking, the back-office message and both e-mails, in one transaction.
import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import {
  contact_settings,
  course_locations,
  course_session_registrations,
  course_sessions,
  courses,
  messages,
  users,
} from "#db/schema";
import { openAccessibilityCase } from "~/compliance/accessibility.server";
import { checkFunding, type FundingColumns } from "~/compliance/bpf-categories.server";
import { isUuid } from "~/forms/validate";
import { getFixedT } from "~/i18n/i18n.server";
import { isLang } from "~/i18n/messages";
import { convocationDay } from "~/registrations/convocation-day.server";
import { adminNotification, participantEmail, registrationNotes } from "~/registrations/notifications.server";
import { participantColumns } from "~/registrations/participant.server";
import { closedReason, REGISTRATION_ERROR, type RegistrationErrorKey, seatsLeft } from "~/registrations/rules";
import type { RegistrationInput } from "~/registrations/schema";
import { siteBaseUrl } from "~/server/config.server";
import { db, inSavepoint, isUniqueViolation, Refusal, readTogether, refuse } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { queueEmail } from "~/server/mail.server";
import { applicablePrice, OPEN_SESSION_STATUSES, todayIn } from "~/sessions/rules";
import {
  SESSION_COURSE_COLUMNS,
  SESSION_PRICING_COLUMNS,
  SESSION_STATE_COLUMNS,
  selectSessions,
} from "~/sessions/session-query.server";
import { getSiteChrome } from "~/site/site.server";

export type RegisterForSessionOptions = {
  sessionId: string;
  userId: string;
  form: RegistrationInput;
  /** The clock (tests). */
  now?: Date;
};

export type RegisterForSessionResult =
  | { ok: true; registrationId: string; seatsLeft: number; paymentAmount: string; isAdminNotified: boolean }
  /** `seatsLeft`: the count read when refusing (the page behind the form may show an older one). */
  | { ok: false; error: RegistrationErrorKey; status: 404 | 409; seatsLeft?: number };

const refused = (error: RegistrationErrorKey, status: 404 | 409 = 409, seats?: SeatCount) =>
  ({ ok: false, error, status, ...(seats ? { seatsLeft: seatsLeft(seats) } : {}) }) as const;

type SeatCount = { seats_available: number; seats_taken: number };

async function loadSession(sessionId: string) {
  const [row] = await selectSessions({
    session: { ...SESSION_STATE_COLUMNS, ...SESSION_PRICING_COLUMNS },
    course: { ...SESSION_COURSE_COLUMNS, price: courses.price, is_published: courses.is_published },
    location: {
      id: course_locations.id,
      name: course_locations.name,
      address: course_locations.address,
      city: course_locations.city,
      postal_code: course_locations.postal_code,
      country: course_locations.country,
    },
  }).where(eq(course_sessions.id, sessionId));
  return row;
}

/**
 * Registers `userId` for a session. Checks run first on a plain read (clear
 * answers, no transaction for the common refusals); the booking then re-checks
 * them atomically in a conditional UPDATE, so concurrent requests can never
 * overbook, and the unique (session, user) index settles double submissions.
 */
export async function registerForSession(options: RegisterForSessionOptions): Promise<RegisterForSessionResult> {
  const { sessionId, userId, form } = options;
  const now = options.now ?? new Date();
  if (!isUuid(sessionId)) return refused(REGISTRATION_ERROR.notFound, 404);

  const row = await loadSession(sessionId);
  if (!row?.course.is_published) return refused(REGISTRATION_ERROR.notFound, 404);
  const { session, course } = row;
  const location = row.location?.id ? row.location : null;
  const today = todayIn(session.timezone, now);

  const [existing] = await db()
    .select({
      id: course_session_registrations.id,
      status: course_session_registrations.status,
      calendar_sequence: course_session_registrations.calendar_sequence,
    })
    .from(course_session_registrations)
    .where(
      and(eq(course_session_registrations.session_id, sessionId), eq(course_session_registrations.user_id, userId)),
    );
  // A cancelled registration gave its seat back: registering again revives that row (the
  // unique (session, user) index keeps one per person), with the same calendar event.
  if (existing && existing.status !== "cancelled") return refused(REGISTRATION_ERROR.alreadyRegistered, 409, session);
  const registrationId = existing?.id ?? randomUUID();
  const closed = closedReason(session, today);
  if (closed) return refused(closed, 409, session);

  // Everything that reads outside the transaction happens before it: on
  // PGlite a query outside the open transaction would wait for it (deadlock),
  // and on a pool it would hold a second connection per request.
  // One after the other inside a caller's transaction (staff enrolling, a waiting-list offer
  // accepted), side by side outside one.
  const [[user], [contact], site, convocationOn, funding] = await readTogether(
    () => db().select({ language: users.language, email: users.email }).from(users).where(eq(users.id, userId)),
    () => db().select({ email: contact_settings.email }).from(contact_settings).limit(1),
    () => getSiteChrome(),
    () => convocationDay(sessionId, now.getTime()),
    () =>
      checkFunding({
        fundingSourceId: form.fundingSourceId ?? null,
        fundingScheme: form.fundingScheme ?? null,
        participantTypeId: form.participantTypeId ?? null,
      }),
  );
  if (!user) throw new Error(`registerForSession: unknown user ${userId}`);
  const lang = isLang(user.language) ? user.language : "fr";
  const t = await getFixedT(lang);
  // The price the modal showed (one rule: applicablePrice), early bird included.
  const paymentAmount = applicablePrice(session, course.price, today).amount;
  const ctx = { course, session, location, form, paymentAmount };
  const notification = adminNotification(ctx, siteBaseUrl());
  const confirmation = participantEmail("registered", ctx, {
    t,
    lang,
    appName: site.appName,
    siteUrl: siteBaseUrl(),
    to: user.email,
    name: form.firstName,
    theme: site.theme,
    // A revived registration updates the event its cancellation removed.
    registration: { id: registrationId, sequence: existing ? existing.calendar_sequence + 1 : 0 },
    organizerEmail: contact?.email?.trim() || null,
    convocationDay: convocationOn,
  });
  const adminEmail = contact?.email?.trim() || null;

  let booked: { registrationId: string; seatsLeft: number };
  // The session as re-read when the booking's conditional UPDATE found no seat.
  let seen: SeatCount | undefined;
  try {
    booked = await inSavepoint(async () => {
      const [seat] = await db()
        .update(course_sessions)
        .set({ seats_taken: sql`${course_sessions.seats_taken} + 1` })
        .where(
          and(
            eq(course_sessions.id, sessionId),
            // Free seats only: those held for waiting-list offers are not (delivery.md §5).
            sql`${course_sessions.seats_taken} + ${course_sessions.seats_held} < ${course_sessions.seats_available}`,
            inArray(course_sessions.status, [...OPEN_SESSION_STATUSES]),
            gte(course_sessions.start_date, today),
            or(isNull(course_sessions.registration_deadline), gte(course_sessions.registration_deadline, today)),
          ),
        )
        .returning({
          seats_available: course_sessions.seats_available,
          seats_taken: course_sessions.seats_taken,
          seats_held: course_sessions.seats_held,
        });
      if (!seat) {
        // Someone took the last seat (or an admin changed the session) since the read: say which rule.
        const [current] = await db().select().from(course_sessions).where(eq(course_sessions.id, sessionId));
        seen = current;
        throw refuse<RegistrationErrorKey>(
          current ? (closedReason(current, today) ?? REGISTRATION_ERROR.noSeats) : REGISTRATION_ERROR.notFound,
        );
      }

      const values = {
        status: "pending" as const,
        payment_status: "pending" as const,
        payment_amount: paymentAmount,
        notes: registrationNotes(form),
        ...participantColumns(form),
        // Accessibility (delivery.md §7): the answer as given, unanswered kept as null.
        needs_adaptation: form.needsAdaptation ?? null,
        ...givenFunding(funding.columns),
      };
      if (existing) {
        const [revived] = await db()
          .update(course_session_registrations)
          .set({ ...values, calendar_sequence: sql`${course_session_registrations.calendar_sequence} + 1` })
          .where(
            and(eq(course_session_registrations.id, existing.id), eq(course_session_registrations.status, "cancelled")),
          )
          .returning({ id: course_session_registrations.id });
        // A concurrent request revived it first.
        if (!revived) throw refuse<RegistrationErrorKey>(REGISTRATION_ERROR.alreadyRegistered);
      } else {
        await db()
          .insert(course_session_registrations)
          .values({ id: registrationId, session_id: sessionId, user_id: userId, ...values });
      }
      const registration = { id: registrationId };
      // ─── Accessibility (delivery.md §7): a yes opens the referent's private case ─────────────
      if (form.needsAdaptation) {
        await openAccessibilityCase({
          registrationId,
          note: form.adaptationNote ?? null,
          participant: { email: user.email, name: form.firstName, lang },
          course,
          session,
          now,
        });
      }
      // ─── end of accessibility ─────────────────────────────────────────────────────────────────
      // The browser's zone becomes the account's only while it has none: a zone the person
      // chose on their profile, or an earlier guess, is never replaced by another browser's.
      if (form.timezone) {
        await db()
          .update(users)
          .set({ timezone: form.timezone })
          .where(and(eq(users.id, userId), isNull(users.timezone)));
      }

      await db()
        .insert(messages)
        .values({
          type: "registration",
          subject: notification.subject,
          content: notification.content,
          metadata: {
            course: { id: course.id, title: course.title_fr, reference: course.reference },
            session: { id: session.id, start_date: session.start_date, end_date: session.end_date },
            user: {
              id: userId,
              firstName: form.firstName,
              lastName: form.lastName,
              email: form.email,
              phone: form.phone,
              company: form.company ?? null,
              position: form.position ?? null,
            },
            registration_id: registration.id,
          },
          status: "pending",
        });

      // Missing admin e-mail (decision): the registration is the customer's
      // commitment and must not be lost to a settings gap, so it still
      // commits with its messages row (the back office's Messages screen shows
      // it) and the participant's confirmation; only the admin e-mail is
      // skipped, with a warning in the log after the commit.
      if (adminEmail) {
        await queueEmail({ to: adminEmail, subject: notification.subject, text: notification.content });
      }
      await queueEmail(confirmation);

      return { registrationId: registration.id, seatsLeft: seatsLeft(seat) };
    });
  } catch (error) {
    // A rule failed inside the savepoint (nothing is written yet anyway).
    if (error instanceof Refusal) {
      const key = error.result as RegistrationErrorKey;
      return refused(key, key === REGISTRATION_ERROR.notFound ? 404 : 409, seen);
    }
    // The insert's unique violation rolled the seat increment back with it.
    if (isUniqueViolation(error, "registrations_session_user_idx"))
      return refused(REGISTRATION_ERROR.alreadyRegistered);
    throw error;
  }

  if (!adminEmail) {
    logger.warn(
      { sessionId, registrationId: booked.registrationId },
      "Admin email not configured: registration kept in messages, notification e-mail not sent",
    );
  }
  logger.info(
    { sessionId, registrationId: booked.registrationId, seatsLeft: booked.seatsLeft },
    "session registration",
  );
  return { ok: true, ...booked, paymentAmount, isAdminNotified: Boolean(adminEmail) };
}

/**
 * The funding the form gave (BPF, delivery.md §8): an answer the person left blank, or a category
 * retired meanwhile, leaves the column as it is (what staff set before a cancellation stays when
 * the registration is revived), for staff to complete.
 */
function givenFunding(columns: FundingColumns): Partial<FundingColumns> {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== null));
}

/** The course page of a session, for a GET on the registration URL. */
export async function findSessionCourseSlug(sessionId: string): Promise<string | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db()
    .select({ slug: courses.slug })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(and(eq(course_sessions.id, sessionId), eq(courses.is_published, true)));
  return row?.slug ?? null;
}
