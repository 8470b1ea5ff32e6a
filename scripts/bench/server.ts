// What the HTTP benchmarks share: the production build, a production server on a free
// port (its own process, and with WEB_CONCURRENCY its workers, so their CPU and memory can
// be read from /proc), and stopping it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const BUILD_SOURCES = ["app", "db", "locales", "public", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds like scripts/start.mjs when the production build is missing or stale. */
export function ensureBuild() {
  const marker = path.join(ROOT, "build/server/index.js");
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const sources = Math.max(...BUILD_SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built >= sources) return;
  process.stdout.write("Building the production server (react-router build)…\n");
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("react-router build failed");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type Server = { base: string; child: ChildProcess; output: () => string };

/**
 * The production server (`node server.js`) with `env` on top of a quiet, fixed setup: a
 * DATABASE_URL for PostgreSQL, or a DATA_DIR for the embedded database. Ready once it says
 * it is running (a cluster says so when every worker listens, while its first one already
 * answers) and /formations answers.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DEMO_CONTENT: "false",
    MAIL_WORKER: "false",
    LOG_LEVEL: "warn",
    // A fixed account, so boot never prints a generated password.
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  };
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  if (!env.WEB_CONCURRENCY) delete merged.WEB_CONCURRENCY;
  let output = "";
  // server.js itself (not scripts/start.mjs), so the child's pid is the server's.
  const child = spawn(process.execPath, [path.join(ROOT, "server.js")], {
    cwd: ROOT,
    env: merged,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    if (!output.includes("Formatio is running at")) {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      const response = await fetch(`${base}/formations`);
      await response.arrayBuffer();
      if (response.ok) return { base, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill("SIGTERM");
  throw new Error(`The server did not answer within 3 minutes:\n${output}`);
}

export async function stopServer(server: Server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once("exit", r));
  server.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
}

/** The administrator startServer creates (a fixed account, so boot never prints a password). */
const ADMIN = { email: "bench-admin@formatio.local", password: "bench-admin-password" };
/** A member the benchmarks register (once; a second registration is refused and changes nothing). */
const MEMBER = { email: "bench-member@formatio.local", password: "bench member passphrase 42" };

/** The session cookie of the bench's member (registered first) or administrator, signed in through the form. */
export async function signInCookie(base: string, who: "member" | "admin"): Promise<string> {
  const headers = { origin: base, "content-type": "application/x-www-form-urlencoded" };
  if (who === "member") {
    await fetch(`${base}/register`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ ...MEMBER, full_name: "Bench Member" }),
      redirect: "manual",
    });
  }
  const login = await fetch(`${base}/login`, {
    method: "POST",
    headers,
    body: new URLSearchParams(who === "member" ? MEMBER : ADMIN),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c.includes("session_token"))
    .join("; ");
  if (!cookie) throw new Error(`the bench member could not sign in (HTTP ${login.status})`);
  return cookie;
}
