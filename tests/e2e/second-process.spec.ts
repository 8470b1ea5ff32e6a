import { spawn } from "node:child_process";
import path from "node:path";
import { E2E_DATA_DIR } from "./env";
import { freePort } from "./support";
import { expect, test } from "./test";

test("a second process on the same data directory refuses to start with a clear message", async () => {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: E2E_DATA_DIR,
      PORT: String(await freePort()),
      LOG_LEVEL: "warn",
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(stderr).toMatch(/already in use by process \d+/);
});
