// Where the end-to-end servers are. Playwright runs E2E_WORKERS workers and starts one
// production server per worker (playwright.config.ts), each on its own port and data
// directory, so a worker's outbox, log and pid file are its server's alone. E2E_PORT and
// E2E_DATA_DIR move the whole set, so that several runs can share a machine.
import os from "node:os";
import path from "node:path";

/** Playwright workers, one server each (2 suits a 2-core machine: the browser and the server share it). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "formatio-e2e-data");

/** The port of the server of the worker whose parallelIndex is `index`. */
export function serverPort(index: number): number {
  return BASE_PORT + index;
}

/** The data directory of the server of the worker whose parallelIndex is `index` (fresh for each run). */
export function serverDataDir(index: number): string {
  return `${BASE_DATA_DIR}-${index}`;
}

/**
 * This worker's server's data directory. Playwright sets TEST_PARALLEL_INDEX in each worker
 * process before loading the specs; a restarted worker keeps its index, hence its server.
 */
export const E2E_DATA_DIR = serverDataDir(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
