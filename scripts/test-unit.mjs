// Unit and integration tests: on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL
// is set, so both drivers stay green (that pass runs the files that open a database). The two
// passes run side by side (each line of output says which), and the run fails if either does.
// Options are passed to vitest as one argument each (`--reporter=dot`).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureProjectNode } from "./project-node.mjs";
import { runStage } from "./stages.mjs";

ensureProjectNode();
const vitestBin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../node_modules/vitest/vitest.mjs");

// Each pass keeps vitest.config.ts's two workers: side by side they share the two cores (the
// PostgreSQL pass waits on its server part of the time), and the PGlite pass, the longer one
// (its database runs inside the worker), still fills both cores once the other is done.
// UNIT_WORKERS overrides the count per pass, to measure another machine.
const workerArgs = process.env.UNIT_WORKERS ? [`--maxWorkers=${process.env.UNIT_WORKERS}`] : [];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The test files that open a database (tests/db.ts): the PostgreSQL pass runs only those, since
 * the others would prove nothing new on a second driver. Within `args` when files are named.
 */
function databaseTestFiles(args) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(full);
      } else if (/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        if (/\b(useTestDatabase|createTestDatabase)\b|TEST_DATABASE_URL/.test(source))
          files.push(path.relative(root, full));
      }
    }
  };
  for (const dir of ["app", "db", "tests/integration", "scripts"]) walk(path.join(root, dir));
  const named = args.filter((arg) => !arg.startsWith("-"));
  const options = args.filter((arg) => arg.startsWith("-"));
  const chosen = named.length ? files.filter((file) => named.some((name) => file.includes(name))) : files;
  return { files: chosen, options };
}

const args = process.argv.slice(2);
const { TEST_DATABASE_URL, ...withoutPg } = process.env;
const passes = [{ name: "unit PGlite", label: "PGlite", env: withoutPg, args }];
if (TEST_DATABASE_URL) {
  const { files, options } = databaseTestFiles(args);
  if (files.length) {
    passes.push({ name: "unit PostgreSQL", label: "PostgreSQL", env: process.env, args: [...options, ...files] });
  }
}

const width = Math.max(...passes.map((pass) => pass.label.length));
process.stdout.write(`vitest on ${passes.map((pass) => pass.label).join(" and ")}, Node.js ${process.version}\n`);
const run = (pass, prefix) =>
  runStage(pass.name, process.execPath, [vitestBin, "run", ...workerArgs, ...pass.args], {
    env: pass.env,
    prefix,
  });
// UNIT_SEQUENTIAL=1: one pass after the other, as before (to compare on another machine).
const results = [];
if (process.env.UNIT_SEQUENTIAL === "1") {
  for (const pass of passes) results.push(await run(pass));
} else {
  const prefixed = passes.length > 1;
  results.push(
    ...(await Promise.all(passes.map((pass) => run(pass, prefixed ? `${pass.label.padEnd(width)} │ ` : undefined)))),
  );
}
const failed = results.filter((result) => result.status !== "ok");
for (const result of results) {
  process.stdout.write(`${result.name}: ${result.status} in ${Math.round(result.wall)}s\n`);
}
process.exit(failed.length > 0 ? 1 : 0);
