// The data directory lock against real processes: other Node processes take
// it with the same module, and a zombie is made with the shell.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, waitForDataDirLock } from "~/server/data-dir-lock.server";

const LOCK_MODULE = pathToFileURL(path.join(import.meta.dirname, "data-dir-lock.server.ts")).href;
const hasProc = fs.existsSync("/proc/self/stat");

// Takes the lock at `startAt` (ms since the epoch: several children start together),
// prints "locked" or "refused: <message>", keeps running `holdMs`, then exits
// without releasing, as a killed server would.
const HOLDER = `
const [modulePath, dir, startAt, holdMs] = process.argv.slice(1);
const { acquireDataDirLock } = await import(modulePath);
while (Date.now() < Number(startAt)) {}
let line;
try {
  acquireDataDirLock(dir);
  line = "locked";
} catch (error) {
  line = "refused: " + error.message;
}
process.stdout.write(line + "\\n");
setTimeout(() => process.exit(0), Number(holdMs));
`;

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-lock-"));
  dirs.push(dir);
  return dir;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += String(chunk);
      if (out.includes("\n")) resolve(out.slice(0, out.indexOf("\n")));
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`exited (${code}) before a line: ${out}`)));
  });
}

/** A Node process holding the lock of `dir` through the real module. */
async function spawnHolder(dir: string, options: { holdMs?: number; startAt?: number } = {}) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      HOLDER,
      LOCK_MODULE,
      dir,
      String(options.startAt ?? 0),
      String(options.holdMs ?? 60_000),
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  children.push(child);
  return { child, line: firstLine(child) };
}

function procStat(pid: number): { state: string; startTime: string } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0], startTime: fields[19] };
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once("exit", resolve));
}

describe("data directory lock", () => {
  it("refuses a directory locked by a live process, after waiting a moment", async () => {
    const dir = tempDir();
    const holder = await spawnHolder(dir);
    expect(await holder.line).toBe("locked");
    const pid = holder.child.pid as number;
    const lock = fs.readFileSync(path.join(dir, "formatio.lock"), "utf8");
    // The pid alone on the first line, as always; then what tells the owner apart from a reused pid.
    expect(lock.split("\n")[0]).toBe(String(pid));
    if (hasProc) expect(lock).toContain(`start=${procStat(pid).startTime}\n`);

    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`already in use by process ${pid}.`);
    const before = Date.now();
    await expect(waitForDataDirLock(dir, { timeoutMs: 300, intervalMs: 50 })).rejects.toThrow(
      `already in use by process ${pid}.`,
    );
    expect(Date.now() - before).toBeGreaterThanOrEqual(250);
    expect(fs.readFileSync(path.join(dir, "formatio.lock"), "utf8")).toBe(lock);
  });

  it("reads a lock of the former format (a bare pid): a live owner is refused, a dead one taken over", () => {
    const dir = tempDir();
    const lockPath = path.join(dir, "formatio.lock");
    // Our parent (the test runner) is alive.
    fs.writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by process \d+/);
    fs.writeFileSync(lockPath, "999999999");
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath, "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("releases only its own lock", () => {
    const dir = tempDir();
    const lockPath = path.join(dir, "formatio.lock");
    const release = acquireDataDirLock(dir);
    // Someone took the directory over meanwhile (e.g. we were wrongly judged dead).
    fs.writeFileSync(lockPath, `${process.pid}\ntoken=someone-else\n`);
    release();
    expect(fs.readFileSync(lockPath, "utf8")).toBe(`${process.pid}\ntoken=someone-else\n`);
  });

  it.runIf(hasProc)("takes over a lock whose owner is a zombie, killed but not yet reaped", async () => {
    const dir = tempDir();
    // `sleep 0.1` ends at once; its parent, exec'd into `sleep 30`, never reaps it.
    const parent = spawn("sh", ["-c", "sleep 0.1 & echo $!; exec sleep 30"], { stdio: ["ignore", "pipe", "ignore"] });
    children.push(parent);
    const zombie = Number(await firstLine(parent));
    await expect.poll(() => procStat(zombie).state, { timeout: 5000 }).toBe("Z");
    // process.kill(pid, 0) still succeeds on it: the former check called it alive.
    expect(process.kill(zombie, 0)).toBe(true);
    fs.writeFileSync(path.join(dir, "formatio.lock"), `${zombie}\nstart=${procStat(zombie).startTime}\ntoken=x\n`);

    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "formatio.lock"), "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
  });

  it.runIf(hasProc)("takes over a lock whose pid now belongs to another process", async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, "formatio.lock");
    const other = spawn("sleep", ["30"], { stdio: "ignore" });
    children.push(other);
    const pid = other.pid as number;
    const { startTime } = procStat(pid);

    // Same pid, same start time: the owner itself, refused.
    fs.writeFileSync(lockPath, `${pid}\nstart=${startTime}\ntoken=x\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(`already in use by process ${pid}.`);
    // Same pid, another start time: the owner died and the pid went to a new process.
    fs.writeFileSync(lockPath, `${pid}\nstart=${Number(startTime) - 1}\ntoken=x\n`);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath, "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
  });

  it("restarts right after the owner was killed with SIGKILL", async () => {
    const dir = tempDir();
    const holder = await spawnHolder(dir);
    expect(await holder.line).toBe("locked");
    holder.child.kill("SIGKILL");
    // No waiting for the exit: the pid may still be alive, or a zombie, for a moment.
    const release = await waitForDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "formatio.lock"), "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
  });

  it("waits for an owner that is about to exit instead of refusing at once", async () => {
    const dir = tempDir();
    const holder = await spawnHolder(dir, { holdMs: 400 });
    expect(await holder.line).toBe("locked");
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);

    const release = await waitForDataDirLock(dir, { timeoutMs: 5000, intervalMs: 50 });
    await exited(holder.child);
    expect(fs.readFileSync(path.join(dir, "formatio.lock"), "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
  });

  it("leaves a stale lock alone while another starter is taking it over, and clears a takeover left by a dead one", () => {
    const dir = tempDir();
    const lockPath = path.join(dir, "formatio.lock");
    const stale = "999999999\nstart=1\ntoken=dead\n";
    fs.writeFileSync(lockPath, stale);
    // Our parent (the test runner) is alive: its takeover is in progress.
    fs.writeFileSync(`${lockPath}.takeover`, `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(/another process is taking over/);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(stale);

    // A takeover whose process died before finishing does not block the directory.
    fs.writeFileSync(`${lockPath}.takeover`, "999999999\n");
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath, "utf8").split("\n")[0]).toBe(String(process.pid));
    expect(fs.existsSync(`${lockPath}.takeover`)).toBe(false);
    release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("lets exactly one of several concurrent starters take over a stale lock", async () => {
    // Repeated: the race is between processes, so one round may not interleave badly.
    for (let round = 0; round < 5; round++) {
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, "formatio.lock"), "999999999\nstart=1\ntoken=dead\n");
      // All start together once every child is up (Node takes a moment to boot).
      const startAt = Date.now() + 1000;
      // Each holds on until all have answered: a late starter must find the winner alive.
      const holders = await Promise.all(Array.from({ length: 6 }, () => spawnHolder(dir, { startAt })));
      const lines = await Promise.all(holders.map((h) => h.line));
      const winners = lines.filter((line) => line === "locked");
      expect(winners, lines.join("\n")).toHaveLength(1);
      // A loser meets the winner's lock, or (rarely) the takeover still in progress; waitForDataDirLock retries that.
      for (const line of lines.filter((l) => l !== "locked")) {
        expect(line).toMatch(/already in use by process \d+|another process is taking over/);
      }
      for (const holder of holders) holder.child.kill("SIGKILL");
      await Promise.all(holders.map((h) => exited(h.child)));
    }
  });
});
