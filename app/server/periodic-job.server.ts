// The one way a housekeeping job runs on a timer in every process (the upload sweep, the
// audit log's pruning): first a while after start, then every interval, never two passes of
// one job at once in a process, a failure logged and retried at the next tick. Jobs started
// here must themselves be safe in several processes at once (they claim rows with
// FOR UPDATE SKIP LOCKED): each process of WEB_CONCURRENCY, or of other machines, runs them.
import { outsideTransaction } from "~/server/db.server";
import { logger } from "~/server/logger.server";

export type PeriodicJob = { stop: () => Promise<void> };

export function startPeriodicJob(
  name: string,
  job: () => Promise<unknown>,
  options: { intervalMs: number; firstDelayMs?: number },
): PeriodicJob {
  let running: Promise<unknown> | undefined;
  const run = () => {
    // Never in a request's context, whatever started the timer: queries go to the database.
    running ??= outsideTransaction(job)
      .catch((error) => logger.warn({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  // Not at once: a starting process has migrations, seeding and first requests to serve.
  const first = setTimeout(run, options.firstDelayMs ?? 60_000);
  const timer = setInterval(run, options.intervalMs);
  // The HTTP server keeps the process alive; a housekeeping timer alone should not.
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Lets the requests waiting on this process go first, between two items of a job's pass. A pass
 * is a chain of awaited queries; on the embedded database each runs on this one thread and
 * resolves as a microtask, so without a turn of the event loop nothing else ran until the pass
 * ended: the attendance job catching up on 1,000 sittings of `bench:catalogue`'s data held every
 * request for 9 s. One turn per item costs microseconds.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
