import os from "node:os";
import path from "node:path";

/** The data directory of the server Playwright starts (fresh for each run). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "formatio-e2e-data");
