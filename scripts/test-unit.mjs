// Unit and integration tests: once on embedded PGlite, and once more on
// PostgreSQL when TEST_DATABASE_URL is set, so both drivers stay green.
import { spawnSync } from "node:child_process";

const vitest = (env, label) => {
  process.stdout.write(`\n=== vitest on ${label} ===\n`);
  const result = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
vitest(withoutPg, "PGlite");
if (TEST_DATABASE_URL) vitest(process.env, `PostgreSQL (${TEST_DATABASE_URL})`);
