// Unit and integration tests: once on embedded PGlite, and once more on
// PostgreSQL when TEST_DATABASE_URL is set, so both drivers stay green.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureProjectNode } from "./project-node.mjs";

ensureProjectNode();
const vitestBin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../node_modules/vitest/vitest.mjs");

const vitest = (env, label) => {
  process.stdout.write(`\n=== vitest on ${label}, Node.js ${process.version} ===\n`);
  const result = spawnSync(process.execPath, [vitestBin, "run", ...process.argv.slice(2)], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
vitest(withoutPg, "PGlite");
if (TEST_DATABASE_URL) vitest(process.env, `PostgreSQL (${TEST_DATABASE_URL})`);
