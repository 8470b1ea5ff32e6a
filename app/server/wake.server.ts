// Job wake-ups (decision 020): a write that makes work due for a job (an e-mail to deliver, a
// convocation a late registrant must get at once) asks for the job's pass once its transaction
// commits, instead of waiting for the job's next tick; a rollback drops the wake-up. The job
// listens while it runs (a test without the job wakes nobody, and its work waits for the
// pass the test runs itself).
import { afterCommit } from "~/server/db.server";

type Listener = (key: string | undefined) => void;

/** The jobs a write may wake. */
export type WakeableJob = "mail" | "timeline" | "waitlist" | "results" | "surveys";

const listeners = new Map<WakeableJob, Set<Listener>>();
/** One effect per job without a key, so a write that wakes it ten times wakes it once. */
const keyless = new Map<WakeableJob, () => void>();

function notify(job: WakeableJob, key: string | undefined) {
  for (const listener of listeners.get(job) ?? []) listener(key);
}

/** `listener` runs (outside any transaction) for each wake-up of `job`; answers how to stop listening. */
export function onWake(job: WakeableJob, listener: Listener): () => void {
  const set = listeners.get(job) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(job, set);
  return () => set.delete(listener);
}

/** Wakes `job` (about `key`, when it takes one) once the running transaction commits; at once outside one. */
export function wakeAfterCommit(job: WakeableJob, key?: string): void {
  if (key !== undefined) {
    afterCommit(() => notify(job, key));
    return;
  }
  let effect = keyless.get(job);
  if (!effect) {
    effect = () => notify(job, undefined);
    keyless.set(job, effect);
  }
  afterCommit(effect);
}
