import { defineConfig } from "vitest/config";

const INCLUDE = ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Files that replace modules (vi.mock), change the environment or the process's globals: each
 * runs in a fresh module graph. Every other file shares its worker's modules with the files run
 * before it (decision 021, addendum of issue 26): importing better-auth, pdfkit, sharp or the S3
 * client once per worker instead of once per file. What a file sets up (its database, clock,
 * mail transport, storage) it sets back; caches are keyed by database.
 */
const ISOLATED = [
  "app/registrations/registration-modal-ssr.test.tsx",
  "app/registrations/roster-ssr.test.tsx",
  "app/server/storage.server.test.ts",
  "app/sessions/session-editor-ssr.test.tsx",
  "app/ui/editor-kit.test.tsx",
  "app/ui/list-ui-ssr.test.tsx",
  "tests/integration/attendance-absences.test.ts",
  "tests/integration/geocoder.test.ts",
  "tests/integration/my-data.test.ts",
  "tests/integration/profile.test.ts",
  "tests/integration/uploads.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ["./tests/setup.ts"],
    // One migrated database copied by every file (tests/db.ts).
    globalSetup: ["./tests/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "shared", include: INCLUDE, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
