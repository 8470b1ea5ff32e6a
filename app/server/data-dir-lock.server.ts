// One process per data directory: PGlite has no lock of its own, and two
// processes on one directory silently lose writes. Node built-ins only, so a
// plain `node` child process can take the lock in the tests.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export class DataDirLockedError extends Error {}

const LOCK_FILE = "formatio.lock";
/**
 * The takeover file is held only around one read and one unlink, so one older
 * than this was left by a process that died in between. (A process stalled
 * that long inside those two calls could still unlink a fresh lock: the one
 * race left, and far narrower than two starters meeting a stale lock.)
 */
const TAKEOVER_STALE_MS = 10_000;

type LockOwner = { pid: number; startTime?: string; token?: string };

/** State and start time (clock ticks since boot) from /proc/<pid>/stat; undefined without /proc. */
function readProcStat(pid: number): { state: string; startTime: string } | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // Field 2, the command, is in parentheses and may hold spaces or ")": fields 3.. follow the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Field 3 is the state, field 22 the start time.
  return fields.length > 19 ? { state: fields[0], startTime: fields[19] } : undefined;
}

/**
 * The lock's text. The pid stays alone on the first line, as the lock always
 * held, for people (`kill $(head -1 formatio.lock)`) and older versions. The
 * start time tells a reused pid from the owner; the token tells our own lock
 * from one that replaced it.
 */
function formatLock(owner: LockOwner): string {
  const lines = [String(owner.pid)];
  if (owner.startTime) lines.push(`start=${owner.startTime}`);
  if (owner.token) lines.push(`token=${owner.token}`);
  return `${lines.join("\n")}\n`;
}

function parseLock(text: string): LockOwner | undefined {
  const [first, ...rest] = text.split("\n");
  if (!/^\s*\d+\s*$/.test(first)) return undefined;
  const owner: LockOwner = { pid: Number.parseInt(first, 10) };
  for (const line of rest) {
    const match = /^(\w+)=(\S+)\s*$/.exec(line);
    if (match?.[1] === "start") owner.startTime = match[2];
    if (match?.[1] === "token") owner.token = match[2];
  }
  return owner;
}

function isOwnerAlive(owner: LockOwner): boolean {
  // Our own pid is a previous run's (a container's pid 1 comes back on every restart).
  if (owner.pid === process.pid || owner.pid <= 0) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // kill(pid, 0) also succeeds on a zombie (killed, not yet reaped by its
  // parent) and on whatever process got the pid next. Linux tells both apart;
  // elsewhere (or /proc hidden) the process counts as alive.
  const stat = readProcStat(owner.pid);
  if (!stat) return true;
  if (stat.state === "Z" || stat.state === "X") return false;
  return !owner.startTime || owner.startTime === stat.startTime;
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Creates `file` holding `content` unless it exists. Through a hard link of a
 * complete temp file, so nobody ever reads a half-written lock (and takes an
 * empty one for stale); a plain exclusive create where links are not supported.
 */
function createExclusive(file: string, content: string, token: string): boolean {
  const temp = `${file}.${token}.tmp`;
  fs.writeFileSync(temp, content);
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  try {
    fs.writeFileSync(file, content, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Removes the lock if it still holds `staleText`. Two starters that both found
 * the same stale lock must not both take it: one could unlink the lock the
 * other has just created. So the check and the unlink run under a second,
 * short-lived lock file; whoever does not get it leaves the lock alone and
 * looks again.
 */
function removeStaleLock(lockPath: string, staleText: string, token: string): void {
  const takeoverPath = `${lockPath}.takeover`;
  const self: LockOwner = { pid: process.pid, startTime: readProcStat(process.pid)?.startTime, token };
  if (!createExclusive(takeoverPath, formatLock(self), token)) {
    const text = readText(takeoverPath);
    const owner = text === undefined ? undefined : parseLock(text);
    let age = 0;
    try {
      age = Date.now() - fs.statSync(takeoverPath).mtimeMs;
    } catch {
      // gone meanwhile
    }
    if (text !== undefined && (!owner || !isOwnerAlive(owner) || age > TAKEOVER_STALE_MS)) {
      if (readText(takeoverPath) === text) fs.rmSync(takeoverPath, { force: true });
    }
    return;
  }
  try {
    if (readText(lockPath) === staleText) fs.unlinkSync(lockPath);
  } finally {
    fs.rmSync(takeoverPath, { force: true });
  }
}

function lockedMessage(dir: string, pid: number): string {
  return (
    `The embedded database in ${dir} is already in use by process ${pid}. ` +
    "PGlite allows only one process per data directory: stop the other process, " +
    "use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between processes."
  );
}

/**
 * Takes the lock of `dir` at once or throws DataDirLockedError. A lock whose
 * owner is gone (dead, a zombie, or its pid now another process's) is taken
 * over. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  const token = randomBytes(16).toString("hex");
  const content = formatLock({ pid: process.pid, startTime: readProcStat(process.pid)?.startTime, token });
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(lockPath, content, token)) {
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        try {
          // Only our own lock: never one that replaced it.
          if (parseLock(readText(lockPath) ?? "")?.token === token) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    }
    const text = readText(lockPath);
    if (text === undefined) continue;
    const owner = parseLock(text);
    if (owner && isOwnerAlive(owner)) throw new DataDirLockedError(lockedMessage(dir, owner.pid));
    removeStaleLock(lockPath, text, token);
  }
  throw new DataDirLockedError(`Could not lock ${dir}: another process is taking over its stale lock.`);
}

/**
 * acquireDataDirLock, retried for a short while: a process killed a moment
 * ago may still look alive until its parent has reaped it (or, without /proc,
 * until it has really exited), and a restart must not fail for that.
 */
export async function waitForDataDirLock(
  dir: string,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<() => void> {
  const deadline = Date.now() + (options.timeoutMs ?? 2000);
  for (;;) {
    try {
      return acquireDataDirLock(dir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || Date.now() >= deadline) throw error;
    }
    await sleep(options.intervalMs ?? 100);
  }
}
