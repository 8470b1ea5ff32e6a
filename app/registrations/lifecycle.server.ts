// A registration's life after it is made: the roster's status and payment changes, the member's
// own cancellation (and the same for the future registrations of a deleted account) and the
// cancellation of a whole session. Each runs in the caller's transaction (adminAction's, the
// member route's, deleteAccount's), moves one row with a conditional UPDATE so two people acting
// at once cannot both move it, gives the seat back in the same transaction, and queues the
// participant's e-mail (their language, their calendar event updated) in the outbox.
import { and, asc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { course_locations, course_session_registrations, course_sessions, courses, messages, users } from "#db/schema";
import type { AuditRecord } from "~/admin/audit.server";
import { conflict, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { isUuid } from "~/forms/validate";
import { formatDateRange } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import { isLang, type Lang } from "~/i18n/messages";
import { convocationDay } from "~/registrations/convocation-day.server";
import {
  canCancelSession,
  holdsSeat,
  memberMayCancel,
  PAYMENT_TRANSITIONS,
  type PaymentStatus,
  REGISTRATION_TRANSITIONS,
  type RegistrationStatus,
  SEAT_HOLDING_STATUSES,
  SESSION_TRANSITIONS,
  type SessionStatus,
} from "~/registrations/lifecycle";
import {
  type ParticipantEmailKind,
  participantEmail,
  sessionDayFr,
  sessionLinesFr,
} from "~/registrations/notifications.server";
import { PARTICIPANT_COLUMNS } from "~/registrations/participant.server";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { queueEmail } from "~/server/mail.server";
import { wakeAfterCommit } from "~/server/wake.server";
import { sessionAuditLabel } from "~/sessions/format";
import { hasStarted, OPEN_SESSION_STATUSES, todayIn } from "~/sessions/rules";
import { SESSION_COURSE_COLUMNS, SESSION_STATE_COLUMNS, selectSessions } from "~/sessions/session-query.server";
import { getSiteChrome } from "~/site/site.server";

const E = "admin.sessions.error";

const registrationColumns = {
  id: course_session_registrations.id,
  session_id: course_session_registrations.session_id,
  user_id: course_session_registrations.user_id,
  status: course_session_registrations.status,
  payment_status: course_session_registrations.payment_status,
  payment_amount: course_session_registrations.payment_amount,
  calendar_sequence: course_session_registrations.calendar_sequence,
  calendar_uid: course_session_registrations.calendar_uid,
  ...PARTICIPANT_COLUMNS,
};

const sessionColumns = SESSION_STATE_COLUMNS;

const courseColumns = { ...SESSION_COURSE_COLUMNS, price: courses.price };

const locationColumns = {
  id: course_locations.id,
  name: course_locations.name,
  address: course_locations.address,
  city: course_locations.city,
  postal_code: course_locations.postal_code,
  country: course_locations.country,
};

const accountColumns = { email: users.email, language: users.language, full_name: users.full_name };

export type Loaded = Awaited<ReturnType<typeof loadRegistrations>>[number];

/** Registrations with their session, course, venue and account, by id, by session or by account. */
function loadRegistrations(where: SQL) {
  return selectSessions({
    registration: registrationColumns,
    session: sessionColumns,
    course: courseColumns,
    location: locationColumns,
    account: accountColumns,
  })
    .innerJoin(course_session_registrations, eq(course_session_registrations.session_id, course_sessions.id))
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(where);
}

export async function loadRegistration(id: string): Promise<Loaded | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await loadRegistrations(eq(course_session_registrations.id, id));
  return row;
}

/** The participant's name: as registered, else the account's (rows older than migration 0016). */
export function participantName(row: {
  first_name: string | null;
  last_name: string | null;
  account_name?: string | null;
  account_email?: string;
}): string {
  const typed = [row.first_name, row.last_name].filter(Boolean).join(" ").trim();
  return typed || row.account_name?.trim() || row.account_email || "";
}

/** Queues `kind`'s e-mail to the participant of `row`, in their language. */
export async function mailParticipant(
  kind: ParticipantEmailKind,
  row: Loaded,
  sequence: number,
  extra: { message?: string; previous?: Loaded } = {},
): Promise<void> {
  const lang = isLang(row.account.language) ? row.account.language : "fr";
  const [t, site] = await Promise.all([getFixedT(lang), getSiteChrome()]);
  const announces = kind === "registered" || kind === "confirmed" || kind === "transferred";
  const convocationOn = announces ? await convocationDay(row.session.id) : undefined;
  const nextSessions = kind === "session_cancelled" ? await nextSessionsOf(row, lang) : undefined;
  const location = row.location?.id ? row.location : null;
  const email = participantEmail(
    kind,
    {
      course: row.course,
      session: row.session,
      location,
      paymentAmount: row.registration.payment_amount ?? row.course.price,
    },
    {
      t,
      lang,
      appName: site.appName,
      siteUrl: siteBaseUrl(),
      to: row.account.email,
      name:
        row.registration.first_name?.trim() ||
        participantName({ ...row.registration, account_name: row.account.full_name, account_email: row.account.email }),
      theme: site.theme,
      registration: {
        id: row.registration.id,
        sequence,
        uid: row.registration.calendar_uid,
        isPending: row.registration.status === "pending",
      },
      previous: extra.previous
        ? {
            uid: extra.previous.registration.calendar_uid ?? `registration-${extra.previous.registration.id}`,
            session: extra.previous.session,
            location: extra.previous.location?.id ? extra.previous.location : null,
          }
        : undefined,
      organizerEmail: site.contact?.email?.trim() || null,
      message: extra.message,
      convocationDay: convocationOn,
      nextSessions,
    },
  );
  await queueEmail(email);
}

/** How many later sessions of the course a cancellation notice proposes. */
const NEXT_SESSIONS = 3;

/** The next open sessions of the cancelled one's course with a free seat, to register again. */
async function nextSessionsOf(row: Loaded, lang: Lang): Promise<{ dates: string; url: string }[]> {
  const rows = await db()
    .select({
      id: course_sessions.id,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
    })
    .from(course_sessions)
    .where(
      and(
        eq(course_sessions.course_id, row.course.id),
        inArray(course_sessions.status, [...OPEN_SESSION_STATUSES]),
        gt(course_sessions.start_date, row.session.start_date),
        lt(course_sessions.seats_taken, course_sessions.seats_available),
      ),
    )
    .orderBy(asc(course_sessions.start_date), asc(course_sessions.id))
    .limit(NEXT_SESSIONS);
  const site = siteBaseUrl().replace(/\/$/, "");
  return rows.map((next) => ({
    dates: formatDateRange(next.start_date, next.end_date, lang),
    url: `${site}/sessions/${next.id}/register?lang=${lang}`,
  }));
}

/**
 * Locks the session's row before a move that gives a seat back. Every write that touches both
 * a session and its registrations then takes the session's row first (registering, cancelling
 * the session, cancelling one registration), so two of them can never wait on each other's
 * locks in opposite orders (a PostgreSQL deadlock).
 */
export async function lockSession(sessionId: string): Promise<void> {
  await db()
    .select({ id: course_sessions.id })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId))
    .for("update");
}

/**
 * Gives `count` seats of a session back (never below zero: the check constraint would refuse
 * it); answers how many seats are then free.
 */
export async function releaseSeats(sessionId: string, count: number): Promise<number | null> {
  if (count <= 0) return null;
  // A freed seat goes to the waiting list's next person (delivery.md §5), once this commits.
  wakeAfterCommit("waitlist", sessionId);
  const [session] = await db()
    .update(course_sessions)
    .set({ seats_taken: sql`greatest(${course_sessions.seats_taken} - ${count}, 0)` })
    .where(eq(course_sessions.id, sessionId))
    .returning({
      seats_available: course_sessions.seats_available,
      seats_taken: course_sessions.seats_taken,
      seats_held: course_sessions.seats_held,
    });
  return session ? session.seats_available - session.seats_taken - session.seats_held : null;
}

export const auditOf = (row: Loaded, before: Record<string, unknown>, after: Record<string, unknown>): AuditRecord => ({
  action: "update",
  entity: "registration",
  id: row.registration.id,
  label: `${participantName({ ...row.registration, account_name: row.account.full_name, account_email: row.account.email })} — ${sessionAuditLabel({ course_title: row.course.title_fr, start_date: row.session.start_date, end_date: row.session.end_date })}`,
  before,
  after,
});

/** The e-mail a status change sends; attended (a mark for the attendance records) sends none. */
const STATUS_MAIL: Partial<Record<RegistrationStatus, ParticipantEmailKind>> = {
  confirmed: "confirmed",
  cancelled: "cancelled",
};

/**
 * Moves a registration of `sessionId` to `to` if REGISTRATION_TRANSITIONS allows it from the
 * status it has now; cancelling gives its seat back. The conditional UPDATE (on the status read)
 * makes a concurrent move — another admin, the member cancelling — win or lose as a whole.
 */
export async function changeRegistrationStatus(
  sessionId: string,
  registrationId: string,
  to: RegistrationStatus,
): Promise<WriteResult> {
  const row = await loadRegistration(registrationId);
  if (!row || row.session.id !== sessionId) return notFound(`${E}.registration_not_found`);
  const from = row.registration.status;
  if (!REGISTRATION_TRANSITIONS[from].includes(to)) return conflict(`${E}.transition`);
  const mail = STATUS_MAIL[to];
  if (holdsSeat(from) && !holdsSeat(to)) await lockSession(sessionId);
  const [moved] = await db()
    .update(course_session_registrations)
    .set({
      status: to,
      updated_at: new Date(),
      ...(mail ? { calendar_sequence: sql`${course_session_registrations.calendar_sequence} + 1` } : {}),
    })
    .where(and(eq(course_session_registrations.id, registrationId), eq(course_session_registrations.status, from)))
    .returning({ sequence: course_session_registrations.calendar_sequence });
  if (!moved) return conflict(`${E}.transition`);
  if (holdsSeat(from) && !holdsSeat(to)) await releaseSeats(sessionId, 1);
  if (mail) await mailParticipant(mail, row, moved.sequence);
  // Confirmed after its convocation's date: the convocation goes at once (delivery.md §4).
  if (to === "confirmed") wakeAfterCommit("timeline", sessionId);
  return written(auditOf(row, { status: from }, { status: to }));
}

/** The e-mail a payment change sends. */
const PAYMENT_MAIL: Record<PaymentStatus, ParticipantEmailKind | null> = {
  pending: null,
  paid: "paid",
  refunded: "refunded",
};

/** Moves a registration's payment status along PAYMENT_TRANSITIONS; the participant is told. */
export async function changePaymentStatus(
  sessionId: string,
  registrationId: string,
  to: PaymentStatus,
): Promise<WriteResult> {
  const row = await loadRegistration(registrationId);
  if (!row || row.session.id !== sessionId) return notFound(`${E}.registration_not_found`);
  const from = row.registration.payment_status;
  if (!PAYMENT_TRANSITIONS[from].includes(to)) return conflict(`${E}.transition`);
  const [moved] = await db()
    .update(course_session_registrations)
    .set({ payment_status: to, updated_at: new Date() })
    .where(
      and(eq(course_session_registrations.id, registrationId), eq(course_session_registrations.payment_status, from)),
    )
    .returning({ sequence: course_session_registrations.calendar_sequence });
  if (!moved) return conflict(`${E}.transition`);
  const mail = PAYMENT_MAIL[to];
  if (mail) await mailParticipant(mail, row, moved.sequence);
  return written(auditOf(row, { payment_status: from }, { payment_status: to }));
}

export type MemberCancelResult = { ok: true } | { ok: false; error: "not_found" | "not_allowed" | "already_cancelled" };

/** The statuses a member's registration can be cancelled from (REGISTRATION_TRANSITIONS). */
const MEMBER_CANCELLABLE = ["pending", "confirmed"] as const satisfies readonly RegistrationStatus[];

/**
 * Why a member's registration ends: they cancelled it from their page, or their account is
 * being deleted (by them, or by an administrator).
 */
type MemberCancellation = { by: "member" } | { by: "account_deletion"; byAdministrator: boolean };

/**
 * The member cancels their own registration (app/routes/member/registrations.tsx), while
 * memberMayCancel allows it: the seat comes back, the organisation gets a message in its inbox
 * and an e-mail, the member an e-mail whose calendar event removes the session. Runs in the
 * caller's transaction.
 */
export async function cancelOwnRegistration(
  userId: string,
  registrationId: string,
  now: Date = new Date(),
): Promise<MemberCancelResult> {
  const row = await loadRegistration(registrationId);
  if (!row || row.registration.user_id !== userId) return { ok: false, error: "not_found" };
  if (row.registration.status === "cancelled") return { ok: false, error: "already_cancelled" };
  if (!memberMayCancel(row.registration, row.session, todayIn(row.session.timezone, now))) {
    return { ok: false, error: "not_allowed" };
  }
  const sequence = await cancelMemberRegistration(row, now, { by: "member" });
  if (sequence === null) return { ok: false, error: "already_cancelled" };
  await mailParticipant("cancelled_by_member", row, sequence);
  return { ok: true };
}

/**
 * Cancels every registration of `userId` whose session has not started yet, for the deletion
 * of the account (deleteAccount, whoever deletes it): someone who is leaving holds no seat, and
 * the organisation hears of each one as of a member's own cancellation. The member's online
 * deadline does not apply (nobody is left to attend), and the person gets no cancellation
 * e-mail: the deletion notice says it, and their address is what the deletion erases. Runs in
 * the caller's transaction, before it locks the account's row: the sessions are locked first,
 * in id order, as registering does (session, then the account through its foreign key).
 * Answers how many registrations were cancelled.
 */
export async function cancelUpcomingRegistrationsOfDeletedAccount(
  userId: string,
  { now = new Date(), byAdministrator = false }: { now?: Date; byAdministrator?: boolean } = {},
): Promise<number> {
  // No time zone is a day away from UTC: two days back bounds the rows, hasStarted decides.
  const earliest = new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const rows = await loadRegistrations(
    and(
      eq(course_session_registrations.user_id, userId),
      inArray(course_session_registrations.status, [...MEMBER_CANCELLABLE]),
      gte(course_sessions.start_date, earliest),
    ) as SQL,
  ).orderBy(asc(course_sessions.id));
  let cancelled = 0;
  for (const row of rows) {
    if (hasStarted(row.session, now)) continue;
    const sequence = await cancelMemberRegistration(row, now, { by: "account_deletion", byAdministrator });
    if (sequence !== null) cancelled += 1;
  }
  return cancelled;
}

/**
 * Cancels one member's pending or confirmed registration: the seat comes back and the
 * organisation gets a message in its inbox and an e-mail. The one path for both ways a member's
 * registration ends (their own cancellation, their account's deletion), so the organisation
 * hears of both alike. Answers the event's new calendar sequence, or null when another move
 * (an administrator, another tab) cancelled the row first.
 */
async function cancelMemberRegistration(row: Loaded, now: Date, reason: MemberCancellation): Promise<number | null> {
  await lockSession(row.session.id);
  const [moved] = await db()
    .update(course_session_registrations)
    .set({
      status: "cancelled",
      updated_at: now,
      calendar_sequence: sql`${course_session_registrations.calendar_sequence} + 1`,
    })
    .where(
      and(
        eq(course_session_registrations.id, row.registration.id),
        inArray(course_session_registrations.status, [...MEMBER_CANCELLABLE]),
      ),
    )
    .returning({ sequence: course_session_registrations.calendar_sequence });
  if (!moved) return null;
  const seatsLeft = await releaseSeats(row.session.id, 1);

  const notice = memberCancellationNotice(row, reason, seatsLeft ?? 0);
  await db()
    .insert(messages)
    .values({
      type: "registration",
      subject: notice.subject,
      content: notice.content,
      metadata: {
        event: "cancelled",
        course: { id: row.course.id, title: row.course.title_fr, reference: row.course.reference },
        session: { id: row.session.id, start_date: row.session.start_date, end_date: row.session.end_date },
        // A deleted account's details are never written: the deletion erases them everywhere.
        user:
          reason.by === "member"
            ? {
                id: row.registration.user_id,
                firstName: row.registration.first_name,
                lastName: row.registration.last_name,
                email: row.registration.email ?? row.account.email,
                phone: row.registration.phone,
                company: row.registration.company,
                position: row.registration.position,
              }
            : { anonymised: true },
        registration_id: row.registration.id,
      },
      status: "pending",
    });
  const site = await getSiteChrome();
  const adminEmail = site.contact?.email?.trim();
  if (adminEmail) await queueEmail({ to: adminEmail, subject: notice.subject, text: notice.content });
  return moved.sequence;
}

/** The organisation's notice of a member's cancellation: French, like every back-office notification (spec). */
function memberCancellationNotice(
  row: Loaded,
  reason: MemberCancellation,
  seatsLeft: number,
): { subject: string; content: string } {
  const session = sessionLinesFr(row.course, row.session, siteBaseUrl());
  // Nobody is named for a deleted account: this text stays in the inbox and the outbox, and
  // the person's details are what the deletion erases.
  const who =
    reason.by === "member"
      ? [
          `${participantName({ ...row.registration, account_name: row.account.full_name, account_email: row.account.email })} a annulé son inscription depuis son espace.`,
          "",
          ...session,
          `E-mail : ${row.registration.email ?? row.account.email}`,
          `Téléphone : ${row.registration.phone ?? "Non renseigné"}`,
          `Entreprise : ${row.registration.company ?? "Non renseignée"}`,
        ]
      : [
          reason.byAdministrator
            ? "L'inscription d'un participant est annulée : son compte a été supprimé par un administrateur."
            : "Un participant a supprimé son compte : son inscription est annulée.",
          "Ses coordonnées ont été effacées avec le compte ; l'inscription reste, anonymisée, dans les registres.",
          "",
          ...session,
        ];
  return {
    subject: `Annulation d'inscription : ${row.course.title_fr} (${sessionDayFr(row.session)})`,
    content: [...who, "", `La place est de nouveau disponible (${seatsLeft} place(s) libre(s)).`].join("\n"),
  };
}

type SessionMove = { ok: true; from: SessionStatus; label: string } | { ok: false; result: WriteResult };

/**
 * Moves a session to `to` if `allowed(from)`, with a conditional UPDATE on the status read (a
 * concurrent move wins or loses whole). Its UPDATE locks the session row before any of the
 * session's registrations is touched, the order every such write follows.
 */
async function moveSession(
  sessionId: string,
  to: SessionStatus,
  allowed: (from: SessionStatus) => boolean,
): Promise<SessionMove> {
  if (!isUuid(sessionId)) return { ok: false, result: notFound(`${E}.not_found`) };
  const [session] = await db()
    .select({
      status: course_sessions.status,
      course_title: courses.title_fr,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(eq(course_sessions.id, sessionId));
  if (!session) return { ok: false, result: notFound(`${E}.not_found`) };
  if (!allowed(session.status)) return { ok: false, result: conflict(`${E}.transition`) };
  const [moved] = await db()
    .update(course_sessions)
    .set({ status: to })
    .where(and(eq(course_sessions.id, sessionId), eq(course_sessions.status, session.status)))
    .returning({ id: course_sessions.id });
  if (!moved) return { ok: false, result: conflict(`${E}.transition`) };
  return { ok: true, from: session.status, label: sessionAuditLabel(session) };
}

/** scheduled → confirmed → completed (cancelling is cancelSession). */
export async function changeSessionStatus(sessionId: string, to: SessionStatus): Promise<WriteResult> {
  const move = await moveSession(sessionId, to, (from) => SESSION_TRANSITIONS[from].includes(to));
  if (!move.ok) return move.result;
  // Confirmed past its convocations' date: they go at once.
  if (to === "confirmed") wakeAfterCommit("timeline", sessionId);
  return written({
    action: "update",
    entity: "session",
    id: sessionId,
    label: move.label,
    before: { status: move.from },
    after: { status: to },
  });
}

/**
 * Cancels a session: its status first (the row lock makes a registration running at the same
 * time either finish before — and be cancelled here — or find the session closed), then every
 * registration that holds a seat, each participant told in their language with `message`, and
 * the seats given back. The public calendar and course page then show it cancelled.
 */
export async function cancelSession(sessionId: string, message: string): Promise<WriteResult> {
  const move = await moveSession(sessionId, "cancelled", canCancelSession);
  if (!move.ok) return move.result;
  // Its waiting list closes (with an e-mail to each person) once this commits.
  wakeAfterCommit("waitlist", sessionId);

  const cancelled = await db()
    .update(course_session_registrations)
    .set({
      status: "cancelled",
      updated_at: new Date(),
      calendar_sequence: sql`${course_session_registrations.calendar_sequence} + 1`,
    })
    .where(
      and(
        eq(course_session_registrations.session_id, sessionId),
        inArray(course_session_registrations.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .returning({ id: course_session_registrations.id, sequence: course_session_registrations.calendar_sequence });
  await releaseSeats(sessionId, cancelled.length);
  if (cancelled.length > 0) {
    const rows = await loadRegistrations(eq(course_session_registrations.session_id, sessionId));
    const sequences = new Map(cancelled.map((c) => [c.id, c.sequence]));
    for (const row of rows) {
      const sequence = sequences.get(row.registration.id);
      if (sequence !== undefined) await mailParticipant("session_cancelled", row, sequence, { message });
    }
  }
  return written({
    action: "update",
    entity: "session",
    id: sessionId,
    label: move.label,
    before: { status: move.from },
    after: { status: "cancelled", cancelled_registrations: cancelled.length, message },
  });
}
