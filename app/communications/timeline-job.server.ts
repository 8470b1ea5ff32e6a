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

/** One pass over what is due at `nowMs` (all sessions around today, or one). */
export async function runTimelineJob(
  nowMs: number = clock().now(),
  only?: { sessionId: string },
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
  const sessions = await activeSessionsAround(now);
  const timelines = await buildTimelines(
    only ? sessions.filter((session) => session.id === only.sessionId) : sessions,
    now,
  );
  let sent = 0;
  for (const item of dueItems(timelines)) {
    await yieldToRequests();
    if (await inTransaction(() => sendTimelineStep(item, { trigger: "job", by: null, nowMs }))) sent += 1;
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
