// The stages of `npm test` and `.ci/run`, timed: each runs as a child process whose wall-clock
// time and CPU time (user + sys of it and every process it waited for) are recorded, so that a
// slow run can be told from a busy machine: CPU seconds hardly move with other people's load,
// wall-clock time does. Linux only for the CPU figures (/proc); elsewhere they are left blank.
// Not counted: daemons a stage talks to but did not start (the PostgreSQL server).
//
//   node scripts/stages.mjs run <name> -- <command> [args…]   runs one stage, records it
//   node scripts/stages.mjs summary [--since <epoch ms>]        prints the recorded stages
//
// Stages are recorded as JSON lines in the file STAGE_TIMINGS names (no file, no record).
// This file runs on the system's Node.js too (`.ci/run` times `npm install` with it), so it
// keeps to what older Node.js versions understand.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/** Every stage CI runs, in the order the summary lists them. */
export const STAGE_NAMES = ["install", "typecheck", "lint", "build", "unit PGlite", "unit PostgreSQL", "e2e"];

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux

/** CPU seconds of this process's waited-for children (and theirs), or null off Linux. */
function childrenCpu() {
  try {
    // Fields after the command name (which may hold spaces): cutime and cstime are 16th and 17th.
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { user: Number(fields[13]) / TICKS_PER_SECOND, sys: Number(fields[14]) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** Runs `command` and writes its CPU seconds to fd 3: the process `runStage` starts. */
function measure(command, args) {
  const before = childrenCpu();
  const result = spawnSync(command, args, { stdio: "inherit" });
  const after = childrenCpu();
  const cpu = before && after ? { user: after.user - before.user, sys: after.sys - before.sys } : null;
  try {
    fs.writeSync(3, JSON.stringify(cpu));
  } catch {
    // Started by hand, without the pipe: nobody to tell.
  }
  if (result.error) {
    process.stderr.write(`${command}: ${result.error.message}\n`);
    process.exit(127);
  }
  process.exit(result.status ?? 1);
}

/** Appends one stage's figures to the STAGE_TIMINGS file, if any. */
export function recordStage(entry) {
  const file = process.env.STAGE_TIMINGS;
  if (file) fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** Copies `stream` to `out`, each line led by `prefix` (for stages that run side by side). */
function pipeLines(stream, out, prefix) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    if (lines.length > 0) out.write(lines.map((line) => `${prefix}${line}\n`).join(""));
  });
  stream.on("end", () => {
    if (rest) out.write(`${prefix}${rest}\n`);
  });
}

/**
 * Runs one stage and records it. With `prefix`, its output goes line by line behind that
 * prefix (several stages at once stay readable); without, straight to this terminal.
 * Resolves, never rejects, with { name, status: "ok" | "failed", code, wall, user, sys }.
 */
export function runStage(name, command, args, options = {}) {
  const started = process.hrtime.bigint();
  const prefix = options.prefix;
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "measure", "--", command, ...args], {
    env: options.env ?? process.env,
    stdio: [prefix ? "ignore" : "inherit", prefix ? "pipe" : "inherit", prefix ? "pipe" : "inherit", "pipe"],
  });
  if (prefix) {
    pipeLines(child.stdout, process.stdout, prefix);
    pipeLines(child.stderr, process.stderr, prefix);
  }
  let report = "";
  child.stdio[3].setEncoding("utf8");
  child.stdio[3].on("data", (chunk) => {
    report += chunk;
  });
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      let cpu = null;
      try {
        cpu = JSON.parse(report);
      } catch {
        // Killed before it could tell.
      }
      const entry = {
        name,
        status: code === 0 ? "ok" : "failed",
        code: code ?? (signal ? `signal ${signal}` : 1),
        wall: Number(process.hrtime.bigint() - started) / 1e9,
        user: cpu ? cpu.user : null,
        sys: cpu ? cpu.sys : null,
      };
      recordStage(entry);
      resolve(entry);
    });
  });
}

function duration(seconds) {
  if (seconds === null || seconds === undefined) return "–";
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, "0")}s` : `${whole}s`;
}

/** The table of `entries` (stages not run are listed as such), and the run's total. */
export function formatSummary(entries, elapsedSeconds) {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const names = [...STAGE_NAMES.filter((name) => byName.has(name) || name !== "install"), ...byName.keys()];
  const rows = [...new Set(names)].map((name) => {
    const entry = byName.get(name);
    if (!entry) return [name, "not run", "", "", ""];
    const cpu = entry.user === null ? null : entry.user + entry.sys;
    return [
      name,
      entry.status === "ok" ? "ok" : `FAILED (${entry.code})`,
      duration(entry.wall),
      cpu === null ? "–" : `${duration(cpu)} (${duration(entry.user)} + ${duration(entry.sys)})`,
      cpu === null || entry.wall === 0 ? "–" : (cpu / entry.wall).toFixed(1),
    ];
  });
  const header = ["stage", "status", "wall", "CPU user + sys", "cores busy"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (row) => `  ${row.map((cell, i) => cell.padEnd(widths[i])).join("   ")}`.trimEnd();
  const recorded = entries.filter((entry) => entry.user !== null);
  const cpuTotal = recorded.reduce((sum, entry) => sum + entry.user + entry.sys, 0);
  return [
    "",
    "Stage timings (stages in one group run side by side; CPU of the stage's own processes)",
    line(header),
    ...rows.map(line),
    `  total: ${duration(elapsedSeconds)} elapsed, ${duration(cpuTotal)} CPU`,
    "",
  ].join("\n");
}

export function readStages(file) {
  if (!file || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [mode, ...rest] = process.argv.slice(2);
  const dashes = rest.indexOf("--");
  if (mode === "measure" && dashes >= 0) {
    measure(rest[dashes + 1], rest.slice(dashes + 2));
  } else if (mode === "run" && dashes === 1 && rest.length > 2) {
    const entry = await runStage(rest[0], rest[2], rest.slice(3));
    process.exit(entry.status === "ok" ? 0 : typeof entry.code === "number" ? entry.code : 1);
  } else if (mode === "summary") {
    const since = rest[0] === "--since" ? Number(rest[1]) : Number.NaN;
    const stages = readStages(process.env.STAGE_TIMINGS);
    const elapsed = Number.isNaN(since)
      ? stages.reduce((sum, entry) => sum + entry.wall, 0)
      : (Date.now() - since) / 1000;
    process.stdout.write(formatSummary(stages, elapsed));
  } else {
    process.stderr.write("usage: stages.mjs run <name> -- <command> [args…] | summary [--since <epoch ms>]\n");
    process.exit(2);
  }
}
