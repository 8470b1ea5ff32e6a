// Running the production server as several processes (WEB_CONCURRENCY) on PostgreSQL: the
// workers share the port, boot migrates and seeds once, a crashed worker is replaced, and
// SIGTERM stops them all. And on the embedded database, one process with a warning. On both, a
// new database is prepared by a process of its own, never by one that then serves (decision 037).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./support";
import { expect, test } from "./test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PG_SERVER = process.env.E2E_PG_SERVER ?? "postgres://postgres@127.0.0.1:5432";

type LogLine = { level: number; pid: number; msg: string; path?: string; status?: number };

/** The production server, `node server.js`, with its standard output and error kept. */
function startServer(env: NodeJS.ProcessEnv) {
  const base = { ...process.env };
  // The Playwright server's own settings must not leak in.
  for (const name of ["DATABASE_URL", "LOG_FILE", "WEB_CONCURRENCY", "TRUST_PROXY"]) delete base[name];
  const child = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: {
      ...base,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      ADMIN_EMAIL: "admin@cluster.test",
      ADMIN_PASSWORD: "Violet-Harbor-Lantern-7391",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout?.on("data", (d) => {
    output.stdout += d;
  });
  child.stderr?.on("data", (d) => {
    output.stderr += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const logLines = (): LogLine[] =>
    output.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogLine);
  return { child, output, exited, logLines };
}

/** Waits until `probe` answers (the child's log, /proc): a condition, never a fixed sleep. */
async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = 120_000): Promise<T> {
  await expect.poll(() => Boolean(probe()), { message: `waiting for ${what}`, timeout: timeoutMs }).toBe(true);
  return probe() as T;
}

/** The processes the given one started (the cluster's workers), from /proc. */
function childrenOf(pid: number): number[] {
  const dir = `/proc/${pid}/task`;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((task) => {
      try {
        return fs.readFileSync(`${dir}/${task}/children`, "utf8").trim().split(/\s+/);
      } catch {
        return [];
      }
    })
    .filter(Boolean)
    .map(Number);
}

function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // A zombie has exited; only its parent has not collected it yet.
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** A contact form POST on a connection of its own (the next worker), with the visitor's cookie. */
function postContactOnNewConnection(
  url: string,
  form: Record<string, string>,
  cookie: string,
): Promise<{ status: number; setCookie: string[]; body: string }> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          accept: "text/html",
          cookie,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, setCookie: response.headers["set-cookie"] ?? [], body: text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A GET on a connection of its own, so the cluster hands each one to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: "text/html" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

test.describe("several processes (WEB_CONCURRENCY)", () => {
  test.setTimeout(240_000);

  test("WEB_CONCURRENCY=2 on PostgreSQL: two workers answer, boot runs once, a crashed worker is replaced, SIGTERM stops all", async () => {
    const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
    let reachable = true;
    try {
      await admin.connect();
    } catch {
      reachable = false;
    }
    test.skip(!reachable, `PostgreSQL is not reachable at ${PG_SERVER} (set E2E_PG_SERVER to another server)`);

    const database = `e2e_cluster_${randomBytes(4).toString("hex")}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-e2e-cluster-"));
    await admin.query(`CREATE DATABASE "${database}"`);
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: `${PG_SERVER}/${database}`,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "2",
      DEMO_CONTENT: "true",
    });
    try {
      await waitFor("the cluster to be up", () => {
        if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output.stderr}`);
        return server.output.stdout.includes("2 processes (WEB_CONCURRENCY)");
      });
      const primary = server.child.pid as number;
      const workers = childrenOf(primary);
      expect(workers).toHaveLength(2);
      // On PostgreSQL every process keeps 16 MB semi-spaces (8 on the embedded database, decision 037).
      for (const pid of [primary, ...workers]) {
        expect(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")).toContain("--max-semi-space-size=16");
      }

      // Round robin: successive connections go to one worker, then the other.
      for (let i = 0; i < 6; i++) expect(await getOnNewConnection(`http://127.0.0.1:${port}/formations`)).toBe(200);
      const answeredBy = await waitFor("the request log lines", () => {
        const pids = server
          .logLines()
          .filter((l) => l.msg === "request" && l.path === "/formations" && l.status === 200)
          .map((l) => l.pid);
        return pids.length >= 6 && new Set(pids);
      });
      expect([...answeredBy].sort()).toEqual([...workers].sort());

      // The contact form's limit (5 messages per 15 minutes per browser) is kept in the database,
      // not in a process: one browser alternating between the workers is refused its 6th message.
      const direct = new pg.Client({ connectionString: `${PG_SERVER}/${database}` });
      await direct.connect();
      const { rows: agencies } = await direct
        .query<{ id: string }>("SELECT id FROM agencies WHERE is_active ORDER BY id LIMIT 1")
        .finally(() => direct.end());
      const form = (message: string) => ({
        firstName: "Marie",
        lastName: "Dupont",
        email: "marie.dupont@example.com",
        phone: "",
        company: "Acme SA",
        agency: agencies[0].id,
        category: "training",
        subject: "Formation intra-entreprise",
        message,
      });
      let visitor = "";
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++) {
        const answer = await postContactOnNewConnection(
          `http://127.0.0.1:${port}/contact?lang=fr`,
          form(`Message ${i}`),
          visitor,
        );
        const set = answer.setCookie.find((cookie) => cookie.startsWith("formatio.visitor="));
        if (set) visitor = set.split(";")[0];
        statuses.push(answer.status);
        // What was typed is still in the refused form.
        if (answer.status === 429) expect(answer.body).toContain("Message 6");
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const postedBy = await waitFor("the contact log lines", () => {
        const pids = server
          .logLines()
          .filter((l) => l.msg === "request" && l.path?.startsWith("/contact"))
          .map((l) => l.pid);
        return pids.length >= 6 && new Set(pids);
      });
      expect([...postedBy].sort()).toEqual([...workers].sort());

      // Boot: each worker got ready, the demo content and the administrator were created once,
      // every migration was recorded once, and nothing went wrong.
      const lines = server.logLines();
      expect(
        lines
          .filter((l) => l.msg === "database ready")
          .map((l) => l.pid)
          .sort(),
      ).toEqual([...workers].sort());
      const seeded = lines.filter((l) => l.msg === "demo content loaded");
      expect(seeded).toHaveLength(1);
      // By the process that prepared the new database, neither the primary nor a worker.
      expect([primary, ...workers]).not.toContain(seeded[0].pid);
      expect(server.output.stdout.match(/administrator account created/g)).toHaveLength(1);
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      expect(server.output.stderr).toBe("");
      const target = new pg.Client({ connectionString: `${PG_SERVER}/${database}` });
      await target.connect();
      try {
        const journal = JSON.parse(fs.readFileSync(path.join(ROOT, "db/migrations/meta/_journal.json"), "utf8"));
        const migrations = await target.query("select hash from drizzle.__drizzle_migrations");
        expect(migrations.rowCount).toBe(journal.entries.length);
        expect(new Set(migrations.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
        const admins = await target.query("select count(*)::int as n from users where email = 'admin@cluster.test'");
        expect(admins.rows[0].n).toBe(1);
        const marker = await target.query(
          "select count(*)::int as n from site_settings where category = 'general' and name = 'demo_content_seeded'",
        );
        expect(marker.rows[0].n).toBe(1);
      } finally {
        await target.end();
      }

      // A worker that dies is replaced (after the 1 s backoff) and the site keeps answering.
      process.kill(workers[1], "SIGKILL");
      const replaced = await waitFor("a replacement worker", () => {
        const now = childrenOf(primary);
        return now.length === 2 && !now.includes(workers[1]) && now;
      });
      expect(replaced).toContain(workers[0]);
      await waitFor("the replacement to be ready", () =>
        server.logLines().some((l) => l.msg === "database ready" && !workers.includes(l.pid)),
      );
      expect(server.output.stderr).toMatch(
        new RegExp(`Worker process ${workers[1]} stopped unexpectedly \\(signal SIGKILL\\): starting another in 1 s`),
      );
      expect(await getOnNewConnection(`http://127.0.0.1:${port}/formations`)).toBe(200);

      // SIGTERM to the primary stops every process, cleanly.
      server.child.kill("SIGTERM");
      const { code } = await server.exited;
      expect(code).toBe(0);
      await waitFor("every worker to be gone", () => replaced.every((pid) => !isAlive(pid)), 15_000);
      expect(server.output.stdout).toContain("SIGTERM received: stopping 2 worker processes.");
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("a new embedded database is prepared by a process of its own; a restart opens it as it is", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-e2e-prepare-"));
    const start = async () => {
      const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, DEMO_CONTENT: "true" });
      await waitFor("the server to be up", () => {
        if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output.stderr}`);
        return server.output.stdout.includes("Formatio is running at");
      });
      const port = /localhost:(\d+)/.exec(server.output.stdout)?.[1];
      return { server, url: `http://127.0.0.1:${port}` };
    };
    const stop = async ({ server }: Awaited<ReturnType<typeof start>>) => {
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
    };
    let running: Awaited<ReturnType<typeof start>> | undefined;
    try {
      running = await start();
      const { server, url } = running;
      const pid = server.child.pid as number;
      const lines = server.logLines();
      // The preparing process created the administrator and the demo content, then ended.
      const seeded = lines.filter((l) => l.msg === "demo content loaded");
      expect(seeded).toHaveLength(1);
      expect(seeded[0].pid).not.toBe(pid);
      expect(isAlive(seeded[0].pid)).toBe(false);
      expect(server.output.stdout.match(/administrator account created/g)).toHaveLength(1);
      expect(childrenOf(pid)).toEqual([]);
      // The serving process opened the database it left, demo content included.
      expect(lines.filter((l) => l.msg === "database ready").map((l) => l.pid)).toEqual([pid]);
      const catalogue = await fetch(`${url}/formations`);
      expect(catalogue.status).toBe(200);
      expect(await catalogue.text()).toContain('href="/formations/');
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      await stop(running);

      // Started again: nothing to prepare, so no other process; the same content.
      running = await start();
      const again = running.server;
      expect(
        again
          .logLines()
          .filter((l) => l.msg === "database ready")
          .map((l) => l.pid),
      ).toEqual([again.child.pid]);
      expect(again.logLines().filter((l) => l.msg === "demo content loaded")).toEqual([]);
      expect(again.output.stdout).not.toContain("administrator account created");
      expect(await getOnNewConnection(`${running.url}/formations`)).toBe(200);
      await stop(running);
    } finally {
      if (running && running.server.child.exitCode === null) running.server.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("WEB_CONCURRENCY=2 on the embedded database runs one process and says why", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-e2e-cluster-pglite-"));
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, WEB_CONCURRENCY: "2", DEMO_CONTENT: "false" });
    try {
      await waitFor("the server to be up", () => {
        if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output.stderr}`);
        return server.output.stdout.includes("Formatio is running at");
      });
      expect(childrenOf(server.child.pid as number)).toEqual([]);
      const warning = server.logLines().find((l) => l.level === 40 && l.msg.startsWith("WEB_CONCURRENCY=2 is ignored"));
      expect(warning?.msg).toContain("the embedded database (no DATABASE_URL) belongs to one process");
      expect(await getOnNewConnection(`http://127.0.0.1:${port}/formations`)).toBe(200);
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
