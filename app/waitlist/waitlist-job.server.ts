// The waiting list's periodic job (delivery.md §5), every minute in every process: offers past
// their deadline expire (their seat to the next entry), live holds get their reminder at half
// their window, entries close when their session starts or is cancelled, and free seats of
// sessions with people waiting are offered. Each move runs in its own transaction with the
// session's row locked first and the offer re-read under the lock, so two processes never make
// or end the same offer twice. A write that frees a seat (a cancellation, a transfer away, more
// seats, an offer declined, an entry withdrawn) wakes a pass for its session after it commits.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { ACTIVE_WAITLIST_STATUSES, course_sessions, waitlist_entries, waitlist_offers } from "#db/schema";
import { clock } from "~/server/clock.server";
import { db, inTransaction, outsideTransaction } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { type PeriodicJob, startPeriodicJob, yieldToRequests } from "~/server/periodic-job.server";
import { onWake } from "~/server/wake.server";
import { closesAt, closeWaitlist, expireOffer, offerFreedSeats, remindOffer } from "~/waitlist/waitlist.server";

export type WaitlistRun = { expired: number; reminded: number; closed: number; offered: number };

/** One pass at `nowMs` (every session with people waiting, or one). */
export async function runWaitlistJob(
  nowMs: number = clock().now(),
  only?: { sessionId: string },
): Promise<WaitlistRun> {
  const now = new Date(nowMs);
  const run: WaitlistRun = { expired: 0, reminded: 0, closed: 0, offered: 0 };
  const scope = only ? [eq(waitlist_offers.session_id, only.sessionId)] : [];
  const due = await db()
    .select({ id: waitlist_offers.id })
    .from(waitlist_offers)
    .where(and(eq(waitlist_offers.state, "live"), lte(waitlist_offers.deadline, now), ...scope))
    .orderBy(waitlist_offers.deadline)
    .limit(500);
  for (const offer of due) {
    await yieldToRequests();
    if (await inTransaction(() => expireOffer(offer.id, nowMs))) run.expired += 1;
  }
  const halfway = await db()
    .select({ id: waitlist_offers.id })
    .from(waitlist_offers)
    .where(
      and(
        eq(waitlist_offers.state, "live"),
        eq(waitlist_offers.kind, "hold"),
        sql`${waitlist_offers.reminded_at} is null`,
        lte(
          sql`${waitlist_offers.created_at} + (${waitlist_offers.deadline} - ${waitlist_offers.created_at}) / 2`,
          now,
        ),
        ...scope,
      ),
    )
    .limit(500);
  for (const offer of halfway) {
    await yieldToRequests();
    if (await inTransaction(() => remindOffer(offer.id, nowMs))) run.reminded += 1;
  }

  // Sessions with people in the queue: closed ones lose their list, open ones offer free seats.
  const sessions = await db()
    .selectDistinct({
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
    .from(waitlist_entries)
    .innerJoin(course_sessions, eq(course_sessions.id, waitlist_entries.session_id))
    .where(
      and(
        inArray(waitlist_entries.status, [...ACTIVE_WAITLIST_STATUSES]),
        ...(only ? [eq(waitlist_entries.session_id, only.sessionId)] : []),
      ),
    )
    .limit(1000);
  for (const session of sessions) {
    await yieldToRequests();
    const isOver =
      session.status === "cancelled" || session.status === "completed" || (await closesAt(session)).getTime() <= nowMs;
    if (isOver) {
      // Entries close when the session starts or is cancelled; registrations closing earlier (the
      // deadline) leave no offer to make either, but the list stays until the start.
      const started =
        session.status === "cancelled" ||
        session.status === "completed" ||
        (await closesAt({ ...session, registration_deadline: null })).getTime() <= nowMs;
      if (started) run.closed += await inTransaction(() => closeWaitlist(session.id, nowMs));
      continue;
    }
    run.offered += await inTransaction(() => offerFreedSeats(session.id, nowMs));
  }
  return run;
}

/** Every minute, in every process (safe: see above); woken for a session when a seat frees. */
export function startWaitlistJob(intervalMs = 60_000): PeriodicJob {
  const job = startPeriodicJob("waiting list", () => runWaitlistJob(), { intervalMs, firstDelayMs: 25_000 });
  const unlisten = onWake("waitlist", (sessionId) => {
    if (!sessionId) return;
    outsideTransaction(() => runWaitlistJob(clock().now(), { sessionId })).catch((error) =>
      logger.warn({ err: error, sessionId }, "waiting-list pass after a write failed; the next tick retries"),
    );
  });
  return {
    async stop() {
      unlisten();
      await job.stop();
    },
  };
}
