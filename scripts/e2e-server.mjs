// The production build on a fresh data directory, for Playwright. E2E_DEV=1 serves
// the sources through Vite instead (no build), so several people can run their
// end-to-end tests at once on different E2E_PORTs without sharing build/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureProjectNode } from "./project-node.mjs";

ensureProjectNode();

const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `formatio-e2e-${process.pid}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const dev = process.env.E2E_DEV === "1";
if (dev) process.argv.push("--dev");
Object.assign(process.env, {
  NODE_ENV: dev ? "development" : "production",
  DATA_DIR: dataDir,
  PORT: process.env.PORT ?? "3100",
  ADMIN_EMAIL: "admin@e2e.test",
  ADMIN_PASSWORD: "e2e-admin-password",
  // Every request's log line goes to a file the security tests read (never a cookie in it).
  LOG_LEVEL: "info",
  LOG_FILE: path.join(dataDir, "server.log"),
  // Tests give each visitor its own X-Forwarded-For (tests/e2e/support.ts), as a proxy would.
  TRUST_PROXY: "loopback",
  // A journey that must see days pass (a waiting-list offer expiring) writes an offset here.
  CLOCK_OFFSET_FILE: path.join(dataDir, "clock-offset"),
});
delete process.env.DATABASE_URL;
// The server's pid, for the tests that watch its memory.
fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(path.join(dataDir, "server.pid"), String(process.pid));
await import("../server.js");
