import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_WORKERS, serverDataDir, serverPort } from "./tests/e2e/env";

// Debian's headless shell when present (CI installs it): the browser without its desktop parts,
// which costs the 2-core CI machine far less CPU per page than the full browser in headless mode
// (no GPU process, no browser UI). Else Debian's Chromium, else Playwright's own browser.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => fs.existsSync(candidate));

export default defineConfig({
  testDir: "tests/e2e",
  // Files are shared out between the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // No baseURL here: each worker's is its own server's (tests/e2e/test.ts).
    // Recorded on the retry only: recording every test (DOM snapshots and screenshots at each
    // step) cost a fifth of the suite's CPU on the 2-core CI machine (77 s → 64 s on four specs).
    trace: "on-first-retry",
    // Pages are loaded as by someone who asked for less motion: the home page's endless logo
    // marquee and the pulsing loading bars stop repainting. On the 2-core CI machine that is a
    // tenth to a sixth of the suite's CPU (decision 021, addendum of issue 31); dialogs' opening
    // transitions are not motion-gated and still run, and expectAccessible still waits for them.
    reducedMotion: "reduce",
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
  // One server per worker, each on its own port and fresh data directory (tests/e2e/env.ts).
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    // Dev mode needs the same export conditions as `npm run dev` (see server.js).
    command: `node ${process.env.E2E_DEV === "1" ? "--conditions=development " : ""}scripts/e2e-server.mjs`,
    url: `http://localhost:${serverPort(index)}/healthz`,
    name: E2E_WORKERS > 1 ? `Server ${index}` : undefined,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(serverPort(index)),
      E2E_DATA_DIR: serverDataDir(index),
      E2E_DEV: process.env.E2E_DEV ?? "",
    },
  })),
});
