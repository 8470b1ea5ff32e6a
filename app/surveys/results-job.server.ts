// The published results' job (delivery.md §6): the figures are computed again shortly after the
// process starts, every hour (the rolling window moves on by itself), and after a write that
// changes them (a survey answered wakes "results" once its transaction commits). Each pass is one
// transaction under an advisory lock that writes only what changed (results.server.ts), so any
// number of processes may run it.
import { clock } from "~/server/clock.server";
import { outsideTransaction } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { type PeriodicJob, startPeriodicJob } from "~/server/periodic-job.server";
import { onWake } from "~/server/wake.server";
import { computeResults } from "./results.server";

const HOUR = 3_600_000;

export function startResultsJob(intervalMs = HOUR): PeriodicJob {
  const job = startPeriodicJob("published results", () => computeResults(clock().now()), {
    intervalMs,
    // Soon after start: a fresh demo shows its figures within seconds, not after an hour.
    firstDelayMs: 10_000,
  });
  // Wake-ups during a pass ask for one more pass after it (it may have read before their
  // commit); a burst of answers makes two passes, not one per answer.
  let running: Promise<unknown> | undefined;
  let again = false;
  const pass = () => {
    if (running) {
      again = true;
      return;
    }
    running = outsideTransaction(() => computeResults(clock().now()))
      .catch((error) => logger.warn({ err: error }, "published results after a write failed; the next tick retries"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const unlisten = onWake("results", pass);
  return {
    async stop() {
      unlisten();
      again = false;
      await running;
      await job.stop();
    },
  };
}
