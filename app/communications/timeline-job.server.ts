// The periodic job of the communication timeline (delivery.md §4): every minute, in every
// process. It reads the timelines of the sessions around today (the same model the staff screen
// shows), then sends each due cell in a transaction of its own (timeline-send.server.ts: the
// claim is the unique index of session_messages, so two processes never send one step twice),
// and the notices of changes whose delay is over (claimed FOR UPDATE SKIP LOCKED). A step due
// while the server was down is sent on return while it still makes sense: the model calls a
// convocation, reminder or pack whose session has started "missed", never "due".
import { and, eq, lte } from "drizzle-orm";
import { session_changes } from "#db/schema";
import { activeSessionsAround, buildTimelines, dueItems } from "~/communications/timeline.server";
import { sendChangeNotice, sendTimelineStep } from "~/communications/timeline-send.server";
import { clock } from "~/server/clock.server";
import { db, inTransaction, outsideTransaction } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { type PeriodicJob, startPeriodicJob, yieldToRequests } from "~/server/periodic-job.server";
import { onWake } from "~/server/wake.server";

export type TimelineRun = { sent: number; notices: number };

/**
 * Sessions modelled at once by the job. At 14,858 sessions around today (bench:catalogue's
 * 10,000 courses, embedded database) the longest hold of the thread went from 0.9–1.2 s to
 * 47 ms with 500 a page (35 ms with 300, 27 with 200), for 1.4 s of CPU a pass against 1.0
 * (1.5 and 1.6): more, smaller statements.
 */
const SESSIONS_PER_PAGE = 500;

/** One pass over what is due at `nowMs` (all sessions around today, or one). */
export async function runTimelineJob(
  nowMs: number = clock().now(),
  only?: { sessionId: string },
  pageSize = SESSIONS_PER_PAGE,
): Promise<TimelineRun> {
  const now = new Date(nowMs);
  let notices = 0;
  const dueChanges = await db()
    .select({ id: session_changes.id, session_id: session_changes.session_id })
    .from(session_changes)
    .where(
      and(
        eq(session_changes.state, "planned"),
        lte(session_changes.notify_at, now),
        ...(only ? [eq(session_changes.session_id, only.sessionId)] : []),
      ),
    )
    .orderBy(session_changes.notify_at)
    .limit(200);
  for (const change of dueChanges) {
    await yieldToRequests();
    if (await inTransaction(() => sendChangeNotice(change.session_id, change.id, { trigger: "job", by: null, nowMs })))
      notices += 1;
  }
  let sent = 0;
  // A page of sessions at a time, with a turn of the event loop between pages: the sessions
  // around today of a large catalogue (14,858 of 100,000 in bench:catalogue's data) took about
  // a second to read and model in one piece, every minute, and held every request on the
  // embedded database's one thread that long.
  for (let after: string | null = null; ; ) {
    await yieldToRequests();
    const sessions = await activeSessionsAround(now, { after, size: pageSize, only: only?.sessionId });
    for (const item of dueItems(await buildTimelines(sessions, now))) {
      await yieldToRequests();
      if (await inTransaction(() => sendTimelineStep(item, { trigger: "job", by: null, nowMs }))) sent += 1;
    }
    if (sessions.length < pageSize) break;
    after = sessions[sessions.length - 1].id;
  }
  return { sent, notices };
}

/** Every minute, in every process (safe: see above). */
export function startTimelineJob(intervalMs = 60_000): PeriodicJob {
  const job = startPeriodicJob("communication timeline", () => runTimelineJob(), { intervalMs, firstDelayMs: 20_000 });
  // A write that makes a step due at once (a late registrant confirmed, a session confirmed or
  // allowed below its minimum) wakes a pass for its session after it commits.
  const unlisten = onWake("timeline", (sessionId) => {
    if (!sessionId) return;
    outsideTransaction(() => runTimelineJob(clock().now(), { sessionId })).catch((error) =>
      logger.warn({ err: error, sessionId }, "timeline pass after a write failed; the next tick retries"),
    );
  });
  return {
    async stop() {
      unlisten();
      await job.stop();
    },
  };
}
