import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_DATA_DIR } from "./tests/e2e/env";

// E2E_PORT and E2E_DATA_DIR let several runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Debian's Chromium when present (CI installs it); else Playwright's own browser.
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // Dev mode needs the same export conditions as `npm run dev` (see server.ts).
    command: `node ${process.env.E2E_DEV === "1" ? "--conditions=development " : ""}scripts/e2e-server.mjs`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { PORT: String(PORT), E2E_DATA_DIR, E2E_DEV: process.env.E2E_DEV ?? "" },
  },
});
