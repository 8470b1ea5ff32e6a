// The waiting list (delivery.md §5): joining a full session, withdrawing, and the offers of
// freed seats — held for one person until a deadline, or told to the next five together when
// the time left is short — answered through signed single-use links. Seat accounting stays
// exact: every move locks the session's row first (the order every seat write follows), and a
// held seat is counted in course_sessions.seats_held, so free = available − taken − held under
// the row's own CHECK. Effects (e-mails) are queued in the write's transaction. A refusal is
// thrown as the answer it is (`refuse(conflict(key))`), which formAction and adminAction give
// back as it stands: callers need no catch.
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import {
  ACTIVE_WAITLIST_STATUSES,
  course_session_registrations,
  course_sessions,
  session_sittings,
  waitlist_entries,
  waitlist_offers,
} from "#db/schema";
import { daysBefore } from "~/communications/rules";
import { conflict, notFound } from "~/forms/form-action.server";
import { isUuid } from "~/forms/validate";
import { holdsSeat } from "~/registrations/lifecycle";
import { registerForSession } from "~/registrations/registrations.server";
import type { RegistrationInput } from "~/registrations/schema";
import { clock } from "~/server/clock.server";
import { db, refuse } from "~/server/db.server";
import { wakeAfterCommit } from "~/server/wake.server";
import { zonedTimeToUtc } from "~/sessions/ics";
import { OPEN_SESSION_STATUSES } from "~/sessions/rules";
import { BROADCAST_SIZE, type OfferPlan, planOffer } from "~/waitlist/rules";
import { queueWaitlistEmail } from "~/waitlist/waitlist-emails.server";

export const WAITLIST_ERROR = {
  notFound: "waitlist.errors.not_found",
  notFull: "waitlist.errors.not_full",
  closed: "waitlist.errors.closed",
  alreadyRegistered: "waitlist.errors.already_registered",
  alreadyWaiting: "waitlist.errors.already_waiting",
  offerGone: "waitlist.errors.offer_gone",
  registrationRefused: "waitlist.errors.registration_refused",
  noFreeSeat: "waitlist.errors.no_free_seat",
} as const;

export type LockedSession = {
  id: string;
  status: string;
  start_date: string;
  start_time: string;
  timezone: string;
  registration_deadline: string | null;
  seats_available: number;
  seats_taken: number;
  seats_held: number;
};

/** The session's row, locked: every seat move takes it first. */
export async function lockSessionRow(sessionId: string): Promise<LockedSession | null> {
  const [row] = await db()
    .select({
      id: course_sessions.id,
      status: course_sessions.status,
      start_date: course_sessions.start_date,
      start_time: course_sessions.start_time,
      timezone: course_sessions.timezone,
      registration_deadline: course_sessions.registration_deadline,
      seats_available: course_sessions.seats_available,
      seats_taken: course_sessions.seats_taken,
      seats_held: course_sessions.seats_held,
    })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId))
    .for("update");
  return row ?? null;
}

/**
 * When registrations close for an offer's purposes: the end of the registration deadline's day,
 * or the first sitting's start, whichever comes first (session time).
 */
export async function closesAt(session: LockedSession): Promise<Date> {
  const [first] = await db()
    .select({ at: sql<Date>`min(${session_sittings.starts_at})` })
    .from(session_sittings)
    .where(and(eq(session_sittings.session_id, session.id), sql`${session_sittings.state} <> 'cancelled'`));
  const start = first?.at
    ? new Date(first.at)
    : zonedTimeToUtc(session.start_date, session.start_time, session.timezone);
  if (!session.registration_deadline) return start;
  const deadlineEnd = zonedTimeToUtc(daysBefore(session.registration_deadline, -1), "00:00", session.timezone);
  return new Date(Math.min(deadlineEnd.getTime(), start.getTime()));
}

export const isOpen = (session: LockedSession) => (OPEN_SESSION_STATUSES as readonly string[]).includes(session.status);
export const freeSeats = (session: LockedSession) => session.seats_available - session.seats_taken - session.seats_held;

/** The waiting entries of a session in queue order: priority first, then arrival. */
export const QUEUE_ORDER = [
  desc(waitlist_entries.priority),
  asc(waitlist_entries.created_at),
  asc(waitlist_entries.id),
];

/** 1-based position of each active entry of the session, in queue order. */
export async function queuePositions(sessionId: string): Promise<Map<string, number>> {
  const rows = await db()
    .select({ id: waitlist_entries.id })
    .from(waitlist_entries)
    .where(
      and(eq(waitlist_entries.session_id, sessionId), inArray(waitlist_entries.status, [...ACTIVE_WAITLIST_STATUSES])),
    )
    .orderBy(...QUEUE_ORDER);
  return new Map(rows.map((row, index) => [row.id, index + 1]));
}

export type JoinResult = { entryId: string; position: number };

/**
 * Puts a member on a full session's list with the registration form they filled in (accepting
 * an offer registers with it). Refused when seats are free (they register instead), when
 * registrations are closed, when they hold a seat or already wait.
 */
export async function joinWaitlist(
  sessionId: string,
  userId: string,
  form: RegistrationInput,
  nowMs: number = clock().now(),
): Promise<JoinResult> {
  if (!isUuid(sessionId)) throw refuse(notFound(WAITLIST_ERROR.notFound));
  const session = await lockSessionRow(sessionId);
  if (!session) throw refuse(notFound(WAITLIST_ERROR.notFound));
  if (!isOpen(session) || (await closesAt(session)).getTime() <= nowMs) throw refuse(conflict(WAITLIST_ERROR.closed));
  if (freeSeats(session) > 0) throw refuse(conflict(WAITLIST_ERROR.notFull));
  const [registration] = await db()
    .select({ status: course_session_registrations.status })
    .from(course_session_registrations)
    .where(
      and(eq(course_session_registrations.session_id, sessionId), eq(course_session_registrations.user_id, userId)),
    );
  if (registration && holdsSeat(registration.status)) throw refuse(conflict(WAITLIST_ERROR.alreadyRegistered));
  const [entry] = await db()
    .insert(waitlist_entries)
    // Arrival is the database's clock: the queue's order, even for two joins in one millisecond.
    .values({ session_id: sessionId, user_id: userId, form: { ...form } })
    .onConflictDoNothing()
    .returning({ id: waitlist_entries.id });
  if (!entry) throw refuse(conflict(WAITLIST_ERROR.alreadyWaiting));
  const position = (await queuePositions(sessionId)).get(entry.id) ?? 1;
  await queueWaitlistEmail("joined", { entryId: entry.id, position });
  return { entryId: entry.id, position };
}

/** Ends an offer still live: a held seat comes back (and goes to the next person). */
export async function endOffer(
  offer: { id: string; kind: string; session_id: string },
  state: "accepted" | "declined" | "expired" | "void",
  nowMs: number,
) {
  await db()
    .update(waitlist_offers)
    .set({ state, resolved_at: new Date(nowMs) })
    .where(and(eq(waitlist_offers.id, offer.id), eq(waitlist_offers.state, "live")));
  if (offer.kind === "hold") {
    await db()
      .update(course_sessions)
      .set({ seats_held: sql`greatest(${course_sessions.seats_held} - 1, 0)` })
      .where(eq(course_sessions.id, offer.session_id));
  }
}

/** The live offer of an entry, if any. */
export async function liveOfferOf(entryId: string) {
  const [offer] = await db()
    .select({ id: waitlist_offers.id, kind: waitlist_offers.kind, session_id: waitlist_offers.session_id })
    .from(waitlist_offers)
    .where(and(eq(waitlist_offers.entry_id, entryId), eq(waitlist_offers.state, "live")))
    .for("update");
  return offer ?? null;
}

/**
 * Moves an active entry out of the queue (`withdrawn` by its person, `skipped`/`moved` by
 * staff, `closed` with its session): a live offer ends and its held seat goes to the next.
 */
export async function leaveQueue(
  entryId: string,
  to: "withdrawn" | "skipped" | "moved" | "closed",
  options: { userId?: string; nowMs?: number; note?: string | null } = {},
): Promise<{ sessionId: string } | null> {
  const nowMs = options.nowMs ?? clock().now();
  if (!isUuid(entryId)) return null;
  const [entry] = await db()
    .select({ id: waitlist_entries.id, session_id: waitlist_entries.session_id, user_id: waitlist_entries.user_id })
    .from(waitlist_entries)
    .where(eq(waitlist_entries.id, entryId));
  if (!entry || (options.userId && entry.user_id !== options.userId)) return null;
  await lockSessionRow(entry.session_id);
  const [moved] = await db()
    .update(waitlist_entries)
    .set({ status: to, closed_at: new Date(nowMs), staff_note: options.note ?? null })
    .where(and(eq(waitlist_entries.id, entryId), inArray(waitlist_entries.status, [...ACTIVE_WAITLIST_STATUSES])))
    .returning({ id: waitlist_entries.id });
  if (!moved) return null;
  const offer = await liveOfferOf(entryId);
  if (offer) await endOffer(offer, "void", nowMs);
  wakeAfterCommit("waitlist", entry.session_id);
  return { sessionId: entry.session_id };
}

/**
 * Gives the session's free seats to the queue at `nowMs`: each free seat held for the next
 * waiting entry until its deadline, or — when the time left is under two hours — told to the
 * next five together (no hold; the first to accept registers). Nothing after registrations
 * close or for a session not open; nothing while a broadcast is still live. Answers how many
 * offers were made. Runs in its caller's transaction, the session's row locked.
 */
export async function offerFreedSeats(sessionId: string, nowMs: number = clock().now()): Promise<number> {
  const session = await lockSessionRow(sessionId);
  if (!session || !isOpen(session)) return 0;
  const [broadcast] = await db()
    .select({ id: waitlist_offers.id })
    .from(waitlist_offers)
    .where(
      and(
        eq(waitlist_offers.session_id, sessionId),
        eq(waitlist_offers.kind, "broadcast"),
        eq(waitlist_offers.state, "live"),
      ),
    )
    .limit(1);
  if (broadcast) return 0;
  // Someone who registered meanwhile (a seat freed and they took it like anyone) leaves the queue.
  await db()
    .update(waitlist_entries)
    .set({ status: "accepted", closed_at: new Date(nowMs) })
    .where(
      and(
        eq(waitlist_entries.session_id, sessionId),
        eq(waitlist_entries.status, "waiting"),
        sql`exists (select 1 from ${course_session_registrations} r where r.session_id = ${waitlist_entries.session_id} and r.user_id = ${waitlist_entries.user_id} and r.status in ('pending', 'confirmed', 'attended'))`,
      ),
    );
  const free = freeSeats(session);
  if (free <= 0) return 0;
  const plan = planOffer(nowMs, await closesAt(session));
  if (!plan) return 0;
  const queue = await db()
    .select({ id: waitlist_entries.id })
    .from(waitlist_entries)
    .where(and(eq(waitlist_entries.session_id, sessionId), eq(waitlist_entries.status, "waiting")))
    .orderBy(...QUEUE_ORDER)
    .limit(plan.kind === "hold" ? free : BROADCAST_SIZE);
  if (queue.length === 0) return 0;
  // A hold per free seat (the read is limited to them), or the broadcast's next five.
  for (const entry of queue) await makeOffer(sessionId, entry.id, plan, nowMs);
  return queue.length;
}

/**
 * One offer to one entry: the row, the entry `offered`, a held seat counted on the session, the
 * e-mail. The caller has locked the session's row and checked there is a seat to give.
 */
async function makeOffer(
  sessionId: string,
  entryId: string,
  plan: NonNullable<OfferPlan>,
  nowMs: number,
): Promise<{ offerId: string }> {
  const [offer] = await db()
    .insert(waitlist_offers)
    .values({
      entry_id: entryId,
      session_id: sessionId,
      kind: plan.kind,
      deadline: plan.deadline,
      created_at: new Date(nowMs),
    })
    .returning({ id: waitlist_offers.id });
  await db().update(waitlist_entries).set({ status: "offered" }).where(eq(waitlist_entries.id, entryId));
  if (plan.kind === "hold") {
    await db()
      .update(course_sessions)
      .set({ seats_held: sql`${course_sessions.seats_held} + 1` })
      .where(eq(course_sessions.id, sessionId));
  }
  await queueWaitlistEmail("offer", { offerId: offer.id });
  return { offerId: offer.id };
}

/**
 * Staff's "offer now": a free seat held for this waiting entry, whatever its place in the queue,
 * until the deadline the rules give at `nowMs`. Always a hold (staff chose one person, so the
 * seat is theirs even when little time is left). Refused when the entry is not waiting (an offer
 * already live, or out of the queue), registrations are closed, or no seat is free.
 */
export async function offerToEntry(
  entryId: string,
  nowMs: number = clock().now(),
): Promise<{ offerId: string; deadline: Date }> {
  const [entry] = await db()
    .select({ session_id: waitlist_entries.session_id })
    .from(waitlist_entries)
    .where(eq(waitlist_entries.id, entryId));
  if (!entry) throw refuse(notFound(WAITLIST_ERROR.notFound));
  const session = await lockSessionRow(entry.session_id);
  if (!session) throw refuse(notFound(WAITLIST_ERROR.notFound));
  // Read again under the lock: the job may have offered to it meanwhile.
  const [current] = await db()
    .select({ status: waitlist_entries.status })
    .from(waitlist_entries)
    .where(eq(waitlist_entries.id, entryId));
  if (current?.status !== "waiting") throw refuse(conflict(WAITLIST_ERROR.offerGone));
  const plan = isOpen(session) ? planOffer(nowMs, await closesAt(session)) : null;
  if (!plan) throw refuse(conflict(WAITLIST_ERROR.closed));
  if (freeSeats(session) <= 0) throw refuse(conflict(WAITLIST_ERROR.noFreeSeat));
  const { offerId } = await makeOffer(session.id, entryId, { kind: "hold", deadline: plan.deadline }, nowMs);
  return { offerId, deadline: plan.deadline };
}

export type OfferView = {
  id: string;
  kind: "hold" | "broadcast";
  state: "live" | "accepted" | "declined" | "expired" | "void";
  deadline: Date;
  entry_id: string;
  session_id: string;
  user_id: string;
  form: Record<string, unknown>;
};

async function lockedOffer(offerId: string): Promise<OfferView | null> {
  if (!isUuid(offerId)) return null;
  const [offer] = await db()
    .select({
      id: waitlist_offers.id,
      kind: waitlist_offers.kind,
      state: waitlist_offers.state,
      deadline: waitlist_offers.deadline,
      entry_id: waitlist_offers.entry_id,
      session_id: waitlist_offers.session_id,
      user_id: waitlist_entries.user_id,
      form: waitlist_entries.form,
    })
    .from(waitlist_offers)
    .innerJoin(waitlist_entries, eq(waitlist_entries.id, waitlist_offers.entry_id))
    .where(eq(waitlist_offers.id, offerId))
    .for("update", { of: waitlist_offers });
  return offer ?? null;
}

/**
 * "I take it": registers the entry's person with the form they gave (the normal registration's
 * rules and e-mails), the held seat becoming theirs. Refused when the offer is no longer live
 * or its deadline passed; a broadcast's other offers end when no seat is left.
 */
export async function acceptOffer(offerId: string, nowMs: number = clock().now()): Promise<{ registrationId: string }> {
  const peek = await db()
    .select({ session_id: waitlist_offers.session_id })
    .from(waitlist_offers)
    .where(eq(waitlist_offers.id, offerId));
  if (!peek[0]) throw refuse(conflict(WAITLIST_ERROR.offerGone));
  // The session's row first, as every seat move.
  const session = await lockSessionRow(peek[0].session_id);
  const offer = await lockedOffer(offerId);
  if (!session || !offer || offer.state !== "live" || offer.deadline.getTime() <= nowMs)
    throw refuse(conflict(WAITLIST_ERROR.offerGone));
  if (offer.kind === "hold") await endOffer(offer, "accepted", nowMs);
  else
    await db()
      .update(waitlist_offers)
      .set({ state: "accepted", resolved_at: new Date(nowMs) })
      .where(eq(waitlist_offers.id, offer.id));
  const result = await registerForSession({
    sessionId: offer.session_id,
    userId: offer.user_id,
    form: offer.form as RegistrationInput,
    now: new Date(nowMs),
  });
  if (!result.ok)
    throw refuse(conflict(result.status === 409 ? WAITLIST_ERROR.registrationRefused : WAITLIST_ERROR.offerGone));
  await db()
    .update(waitlist_entries)
    .set({ status: "accepted", closed_at: new Date(nowMs), registration_id: result.registrationId })
    .where(eq(waitlist_entries.id, offer.entry_id));
  if (offer.kind === "broadcast") {
    const [left] = await db()
      .select({
        free: sql<number>`${course_sessions.seats_available} - ${course_sessions.seats_taken} - ${course_sessions.seats_held}`,
      })
      .from(course_sessions)
      .where(eq(course_sessions.id, offer.session_id));
    if (Number(left?.free ?? 0) <= 0) await endBroadcast(offer.session_id, nowMs);
  }
  return { registrationId: result.registrationId };
}

/** The seat went (or the broadcast's time ran out): the others' offers end, they wait again. */
async function endBroadcast(sessionId: string, nowMs: number, state: "void" | "expired" = "void") {
  const ended = await db()
    .update(waitlist_offers)
    .set({ state, resolved_at: new Date(nowMs) })
    .where(
      and(
        eq(waitlist_offers.session_id, sessionId),
        eq(waitlist_offers.kind, "broadcast"),
        eq(waitlist_offers.state, "live"),
      ),
    )
    .returning({ entry_id: waitlist_offers.entry_id });
  if (ended.length === 0) return;
  await db()
    .update(waitlist_entries)
    .set(state === "void" ? { status: "waiting" } : { status: "expired", closed_at: new Date(nowMs) })
    .where(
      and(
        inArray(
          waitlist_entries.id,
          ended.map((e) => e.entry_id),
        ),
        eq(waitlist_entries.status, "offered"),
      ),
    );
}

/** "I no longer need it": the entry leaves the queue and the seat goes to the next person. */
export async function declineOffer(offerId: string, nowMs: number = clock().now()): Promise<void> {
  const peek = await db()
    .select({ session_id: waitlist_offers.session_id })
    .from(waitlist_offers)
    .where(eq(waitlist_offers.id, offerId));
  if (!peek[0]) throw refuse(conflict(WAITLIST_ERROR.offerGone));
  await lockSessionRow(peek[0].session_id);
  const offer = await lockedOffer(offerId);
  if (offer?.state !== "live") throw refuse(conflict(WAITLIST_ERROR.offerGone));
  await endOffer(offer, "declined", nowMs);
  await db()
    .update(waitlist_entries)
    .set({ status: "declined", closed_at: new Date(nowMs) })
    .where(eq(waitlist_entries.id, offer.entry_id));
  wakeAfterCommit("waitlist", offer.session_id);
}

/**
 * An offer whose deadline passed: its seat goes to the next entry, its person is not offered
 * again (entry `expired`, with an e-mail). A broadcast's offers expire together.
 */
export async function expireOffer(offerId: string, nowMs: number): Promise<boolean> {
  const peek = await db()
    .select({ session_id: waitlist_offers.session_id })
    .from(waitlist_offers)
    .where(eq(waitlist_offers.id, offerId));
  if (!peek[0]) return false;
  await lockSessionRow(peek[0].session_id);
  const offer = await lockedOffer(offerId);
  if (offer?.state !== "live" || offer.deadline.getTime() > nowMs) return false;
  if (offer.kind === "broadcast") {
    await endBroadcast(offer.session_id, nowMs, "expired");
    return true;
  }
  await endOffer(offer, "expired", nowMs);
  await db()
    .update(waitlist_entries)
    .set({ status: "expired", closed_at: new Date(nowMs) })
    .where(eq(waitlist_entries.id, offer.entry_id));
  await queueWaitlistEmail("expired", { entryId: offer.entry_id });
  return true;
}

/** A live hold's reminder at half its window, once. */
export async function remindOffer(offerId: string, nowMs: number): Promise<boolean> {
  const [offer] = await db()
    .update(waitlist_offers)
    .set({ reminded_at: new Date(nowMs) })
    .where(
      and(
        eq(waitlist_offers.id, offerId),
        eq(waitlist_offers.state, "live"),
        sql`${waitlist_offers.reminded_at} is null`,
        lte(
          sql`${waitlist_offers.created_at} + (${waitlist_offers.deadline} - ${waitlist_offers.created_at}) / 2`,
          new Date(nowMs),
        ),
        sql`${waitlist_offers.deadline} > ${new Date(nowMs)}`,
      ),
    )
    .returning({ id: waitlist_offers.id });
  if (!offer) return false;
  await queueWaitlistEmail("reminder", { offerId });
  return true;
}

/** The session started or was cancelled: every active entry closes, with an e-mail; held seats return. */
export async function closeWaitlist(sessionId: string, nowMs: number): Promise<number> {
  await lockSessionRow(sessionId);
  const live = await db()
    .select({ id: waitlist_offers.id, kind: waitlist_offers.kind, session_id: waitlist_offers.session_id })
    .from(waitlist_offers)
    .where(and(eq(waitlist_offers.session_id, sessionId), eq(waitlist_offers.state, "live")));
  for (const offer of live) await endOffer(offer, "void", nowMs);
  const closed = await db()
    .update(waitlist_entries)
    .set({ status: "closed", closed_at: new Date(nowMs) })
    .where(
      and(eq(waitlist_entries.session_id, sessionId), inArray(waitlist_entries.status, [...ACTIVE_WAITLIST_STATUSES])),
    )
    .returning({ id: waitlist_entries.id });
  for (const entry of closed) await queueWaitlistEmail("closed", { entryId: entry.id });
  return closed.length;
}

export type MemberWaitlistEntry = {
  id: string;
  session_id: string;
  status: string;
  position: number | null;
  created_at: string;
  offer: { id: string; kind: string; deadline: string } | null;
};

/** A member's active entries with their position and live offer (profile, booking state). */
export async function memberWaitlist(userId: string): Promise<MemberWaitlistEntry[]> {
  const rows = await db()
    .select({
      id: waitlist_entries.id,
      session_id: waitlist_entries.session_id,
      status: waitlist_entries.status,
      created_at: waitlist_entries.created_at,
      position: sql<number>`(select count(*)::int + 1 from ${waitlist_entries} as ahead where ahead.session_id = ${waitlist_entries.session_id} and ahead.status in ('waiting', 'offered') and (ahead.priority > ${waitlist_entries.priority} or (ahead.priority = ${waitlist_entries.priority} and (ahead.created_at, ahead.id) < (${waitlist_entries.created_at}, ${waitlist_entries.id}))))`,
      offer_id: waitlist_offers.id,
      offer_kind: waitlist_offers.kind,
      offer_deadline: waitlist_offers.deadline,
    })
    .from(waitlist_entries)
    .leftJoin(
      waitlist_offers,
      and(eq(waitlist_offers.entry_id, waitlist_entries.id), eq(waitlist_offers.state, "live")),
    )
    .where(and(eq(waitlist_entries.user_id, userId), inArray(waitlist_entries.status, [...ACTIVE_WAITLIST_STATUSES])))
    .orderBy(asc(waitlist_entries.created_at));
  return rows.map((row) => ({
    id: row.id,
    session_id: row.session_id,
    status: row.status,
    position: Number(row.position),
    created_at: row.created_at.toISOString(),
    offer: row.offer_id
      ? { id: row.offer_id, kind: row.offer_kind ?? "hold", deadline: (row.offer_deadline as Date).toISOString() }
      : null,
  }));
}
