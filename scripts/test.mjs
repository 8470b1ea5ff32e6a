// `npm test`, everything CI runs: type check, lint, build, unit and integration tests (PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set), end-to-end tests. Stages in one group run side
// by side; a group starts when the one before has passed, so a failure stops the run after the
// group it happened in. Prints each stage's wall-clock and CPU time at the end, failed or not.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureProjectNode } from "./project-node.mjs";
import { formatSummary, readStages, runStage } from "./stages.mjs";

ensureProjectNode();
const started = Date.now();
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

// Stages record themselves in STAGE_TIMINGS; .ci/run passes its own file (it adds the
// install stage and prints the summary itself), else this run keeps one of its own.
const ownTimings = !process.env.STAGE_TIMINGS;
if (ownTimings) process.env.STAGE_TIMINGS = path.join(os.tmpdir(), `formatio-stages-${process.pid}.jsonl`);

/** A stage of its own, its output behind `prefix` when it shares its group. */
const stage = (name, args, prefix) => () => runStage(name, npm, ["run", ...args], { prefix });

/** scripts/test-unit.mjs records its two passes (PGlite, PostgreSQL) as stages itself. */
const unitTests = () =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, "test-unit.mjs")], { stdio: "inherit" });
    child.on("close", (code) => resolve({ name: "unit", status: code === 0 ? "ok" : "failed" }));
  });

// On two cores: the checks and the build are short and leave cores idle (start-up, file
// reads), so they run together; the unit passes (two side by side, scripts/test-unit.mjs) and
// the end-to-end workers (two, playwright.config.ts) each keep both cores busy on their own,
// so they run one after the other: side by side they would only slow each other down and
// bring the slowest tests nearer their timeouts.
const groups = [
  [
    stage("typecheck", ["typecheck"], "typecheck │ "),
    stage("lint", ["lint"], "lint      │ "),
    stage("build", ["build"], "build     │ "),
  ],
  [unitTests],
  [stage("e2e", ["test:e2e"])],
];

let failed = false;
for (const group of groups) {
  const results = await Promise.all(group.map((run) => run()));
  if (results.some((result) => result.status !== "ok")) {
    failed = true;
    break;
  }
}

if (ownTimings) {
  process.stdout.write(formatSummary(readStages(process.env.STAGE_TIMINGS), (Date.now() - started) / 1000));
  fs.rmSync(process.env.STAGE_TIMINGS, { force: true });
}
process.exit(failed ? 1 : 0);
