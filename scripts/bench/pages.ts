// `npm run bench:pages`: the production server with the demo content, on the embedded
// database, on PostgreSQL, and as two processes on PostgreSQL (WEB_CONCURRENCY=2: a cluster
// primary and two workers); `/`, `/formations`, a course page and `/calendrier` loaded as a
// visitor and as a signed-in member, with the member's data request that follows (`.data`: a
// member without editing rights gets the shared page, then their own parts through it; decision
// 035), and `/admin` as the administrator, at 16 connections and at 1, with autocannon. Prints req/s, p50/p99 latency, the server's CPU time per request (from
// /proc: every process of the server, and PostgreSQL's backends), raw and gzip bytes, the page
// cache's hit ratio (X-Cache), and the memory of each server process: its peak while booting
// (VmHWM), RSS once ready, after the load and after IDLE_S seconds of idling, by kind, and the V8
// heap's committed and used memory (Node's diagnostic report, on a signal). Figures, not a test.
//
// Then a `/formations` cache hit, and the same bytes served by nginx (Debian's, when installed: one
// worker, gzip_static, no access log) and by a bare node:http server, under one client: wrk
// (Debian's) when installed, since autocannon caps those rates (see `baselines`).
//
// Flags: --duration=S per case (default 8), --no-pg (embedded only), --pages=/,/formations,
// --idle=S (default 20), --no-nginx, --data-dir=DIR (the embedded database's data directory,
// kept afterwards: a second run measures a server started on a database that already exists)
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { childrenOf, cpuMeter, cpuMsOf, memoryByKind, peakRssMb, rssMb, serverPids } from "./proc";
import { ensureBuild, type Server, signInCookie, startServer, stopServer } from "./server";

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const DURATION_S = Number(flag("duration") ?? 8);
const WITH_PG = !process.argv.includes("--no-pg");
const PG_SERVER = process.env.BENCH_PG_SERVER ?? "postgres://postgres@127.0.0.1:5432";
const IDLE_S = Number(flag("idle") ?? 20);

// ---------------------------------------------------------------- targets

type Target = { name: string; server: Server; usesPostgres: boolean };

async function freshPgDatabase(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query('DROP DATABASE IF EXISTS "bench_pages" WITH (FORCE)');
  await admin.query('CREATE DATABASE "bench_pages"');
  await admin.end();
  return `${PG_SERVER}/bench_pages`;
}

// ---------------------------------------------------------------- load

type Role = "visitor" | "member" | "admin";
type Case = { page: string; role: Role; connections: number; data?: boolean };
type Result = Case & {
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  hitRatio: number | null;
  errors: number;
};

async function run(target: Target, c: Case, cookies: Record<Role, string>): Promise<Result> {
  // Started now, not at start: a cluster may have replaced a worker since.
  const cpuUsed = cpuMeter(target.server, target.usesPostgres);
  let hits = 0;
  let seen = 0;
  const headers: Record<string, string> = { accept: "text/html", "accept-encoding": "gzip", "accept-language": "fr" };
  if (c.role !== "visitor") headers.cookie = cookies[c.role];
  // One port for every process: the cluster primary hands each connection to the next worker.
  // React Router's data URL: "/_.data" for the home page, "{path}.data" else.
  const path = c.data ? (c.page === "/" ? "/_.data" : `${c.page}.data`) : c.page;
  const result = await autocannon({
    url: `${target.server.base}${path}`,
    connections: c.connections,
    duration: DURATION_S,
    headers,
    requests: [
      {
        onResponse: (_status, _body, _context, responseHeaders) => {
          seen += 1;
          // autocannon keeps the header names as sent.
          if ((responseHeaders?.["X-Cache"] ?? responseHeaders?.["x-cache"]) === "hit") hits += 1;
        },
      },
    ],
  });
  const cpuMs = cpuUsed();
  const requests = result.requests.total;
  return {
    ...c,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: requests ? cpuMs / requests : 0,
    hitRatio: seen > 0 ? hits / seen : null,
    errors: result.errors + result.non2xx,
  };
}

async function pageSize(base: string, page: string): Promise<{ raw: number; gzip: number }> {
  const response = await fetch(`${base}${page}`, { headers: { "accept-language": "fr" } });
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const memory = (pids: number[], read: (pid: number) => number) => {
  const [main, ...workers] = pids.map(read);
  if (workers.length === 0) return `${main.toFixed(0)} MB`;
  const total = [main, ...workers].reduce((sum, mb) => sum + mb, 0);
  return `primary ${main.toFixed(0)} MB, workers ${workers.map((mb) => `${mb.toFixed(0)} MB`).join(", ")}; ${total.toFixed(0)} MB in all`;
};

/**
 * Node's diagnostic reports go here: servers start with `--report-on-signal`, and SIGUSR2 makes
 * one write its V8 heap's figures (committed and used by space) without stopping it.
 */
const REPORT_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-bench-reports-"));
const REPORT_OPTIONS = `--report-on-signal --report-signal=SIGUSR2 --report-compact --report-directory=${REPORT_DIR}`;

type HeapSpace = { committedMemory: number; used: number };

/** The V8 heap of `pid` from a diagnostic report: committed and used, in all and by space (MB). */
async function v8Heap(pid: number): Promise<string> {
  const mine = () => fs.readdirSync(REPORT_DIR).filter((file) => file.includes(`.${pid}.`));
  const before = new Set(mine());
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 5000; waited += 50) {
    const file = mine().find((name) => !before.has(name));
    if (file) {
      const full = path.join(REPORT_DIR, file);
      let heap: {
        totalCommittedMemory: number;
        usedMemory: number;
        externalMemory: number;
        heapSpaces: Record<string, HeapSpace>;
      };
      try {
        heap = JSON.parse(fs.readFileSync(full, "utf8")).javascriptHeap;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50)); // still being written
        continue;
      }
      fs.rmSync(full, { force: true });
      const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
      const spaces = Object.entries(heap.heapSpaces)
        .filter(([, space]) => space.committedMemory >= 1048576)
        .map(([name, space]) => `${name.replace(/_space$/, "")} ${mb(space.committedMemory)}/${mb(space.used)}`);
      return `  V8 heap: ${mb(heap.totalCommittedMemory)} MB committed, ${mb(heap.usedMemory)} MB used (by space, committed/used: ${spaces.join(", ")}); external ${mb(heap.externalMemory)} MB`;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return "  V8 heap: no report";
}

/** The serving process's resident memory by kind and its V8 heap (the last worker's for a cluster). */
async function byKind(target: Target): Promise<string[]> {
  const pid = serverPids(target.server).at(-1) as number;
  const kinds = memoryByKind(pid);
  return [
    `  by kind: ${Object.entries(kinds)
      .map(([kind, mb]) => `${kind} ${mb.toFixed(0)} MB`)
      .join(", ")}`,
    await v8Heap(pid),
  ];
}

async function bench(target: Target): Promise<string[]> {
  const base = target.server.base;
  const atStart = memory(serverPids(target.server), rssMb);
  const bootPeak = memory(serverPids(target.server), peakRssMb);
  const catalogue = await (await fetch(`${base}/formations`)).text();
  const course = catalogue.match(/href="(\/formations\/[a-z0-9-]+)"/)?.[1];
  const pages = (flag("pages") ?? `/,/formations,${course ?? "/formations"},/calendrier`).split(",");
  const cookies: Record<Role, string> = {
    visitor: "",
    member: await signInCookie(base, "member"),
    admin: await signInCookie(base, "admin"),
  };
  const lines = [
    `## ${target.name}`,
    `RSS once ready: ${atStart}; peak while booting: ${bootPeak}`,
    // What load adds is read against this.
    ...(await byKind(target)),
  ];
  for (const page of pages) {
    const size = await pageSize(base, page);
    lines.push(`${page}: ${kb(size.raw)} raw, ${kb(size.gzip)} gzip`);
  }
  lines.push("page | who | conns | req/s | p50 ms | p99 ms | CPU ms/req | cache hits | errors");
  // The reading after the run falls anywhere in V8's collection cycle (the old space grows to
  // its limit, then a full collection frees it): the serving process's RSS is also sampled
  // through the run, every 500 ms, for its mean and highest.
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(serverPids(target.server).at(-1) as number)), 500);
  const cases: [string, Role, boolean][] = [
    ...pages.flatMap((page): [string, Role, boolean][] => [
      [page, "visitor", false],
      [page, "member", false],
      [page, "member", true],
    ]),
    ["/admin", "admin", false],
  ];
  for (const [page, role, data] of cases) {
    for (const connections of [16, 1]) {
      const r = await run(target, { page, role, connections, data }, cookies);
      const line = [
        page,
        data ? `${role} .data` : role,
        connections,
        r.rps.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        // Cache hits cost tens of microseconds: three decimals below a millisecond.
        r.cpuMsPerRequest.toFixed(r.cpuMsPerRequest < 1 ? 3 : 1),
        r.hitRatio === null ? "–" : `${(r.hitRatio * 100).toFixed(0)} %`,
        r.errors,
      ].join(" | ");
      process.stdout.write(`  ${line}\n`);
      lines.push(line);
    }
  }
  clearInterval(sampler);
  const mean = samples.reduce((sum, mb) => sum + mb, 0) / Math.max(samples.length, 1);
  lines.push(
    `RSS during the run (serving process, ${samples.length} samples): mean ${mean.toFixed(0)} MB, highest ${Math.max(...samples).toFixed(0)} MB`,
    `RSS after the run: ${memory(serverPids(target.server), rssMb)}`,
    ...(await byKind(target)),
  );
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  lines.push(`RSS after ${IDLE_S} s idle: ${memory(serverPids(target.server), rssMb)}`, ...(await byKind(target)));
  return lines;
}

// ---------------------------------------------------------------- cache hits against nginx

/**
 * A cache hit of `page` (a French visitor asking for gzip), then the very bytes it sent served by
 * nginx (one worker, gzip_static, no access log) and by a bare node:http server (one `writeHead`,
 * one `end`: what node:http alone costs), each loaded by one client at 16 connections: req/s,
 * latency, CPU µs a request of the serving processes, and the ratio to nginx.
 *
 * The client is wrk (Debian's package) when installed, on one thread. autocannon is no judge
 * here: it turns every response body into a string (`req.body += data`), which for compressed
 * bytes costs it more than a hit costs the server, so it measured itself (6–14k req/s whatever
 * answered). Without wrk the same loads run on autocannon, and the report says so.
 *
 * Every server is checked to answer the same 200 and the same bytes before it is loaded, and
 * any other answer under load is counted and printed: a directory nginx's worker could not read
 * once gave 403s at 75–95k req/s, taken for the pages (sessions 3 to 5 of issue 31).
 */
async function baselines(target: Target, page: string): Promise<string[]> {
  const headers = { "accept-encoding": "gzip", "accept-language": "fr" };
  const url = `${target.server.base}${page}`;
  await raw(url, headers); // stored, if it was not yet
  const { bytes, response } = await raw(url, headers);
  const wrk = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((candidate) => fs.existsSync(candidate));
  const lines = [
    wrk
      ? `Cache hits against nginx (${page}, ${kb(bytes.length)} gzip, client: wrk, 1 thread, 16 connections, ${DURATION_S} s)`
      : `Cache hits against nginx (${page}, ${kb(bytes.length)} gzip, client: autocannon, which caps these rates: install wrk for the ratio)`,
  ];
  if (response.headers["x-cache"] !== "hit")
    return [...lines, `  ${page} is not served from the cache: nothing to compare`];
  const hit = await loadOne(wrk, `${url}`, headers, () => serverPids(target.server), bytes.length);
  lines.push(`  Formatio, cache hit: ${hit.line}`);

  // Readable by nginx's worker, which runs as another user when the bench runs as root.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-bench-baseline-"));
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, "page.html.gz"), bytes, { mode: 0o644 });
  try {
    const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => fs.existsSync(candidate));
    if (binary && !process.argv.includes("--no-nginx")) {
      const port = 20000 + Math.floor(Math.random() * 20000);
      fs.writeFileSync(
        path.join(dir, "nginx.conf"),
        `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; gzip_static on; keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; } } }`,
      );
      const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
      const nginx = await loadChild(child, port, wrk, bytes.length);
      lines.push(`  nginx (1 worker, gzip_static), the same bytes: ${nginx.line}`);
      if (nginx.rps > 0) lines.push(`  → cache hits at ${((hit.rps / nginx.rps) * 100).toFixed(0)} % of nginx's req/s`);
    }
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = `const body = require("node:fs").readFileSync(process.argv[1]);
require("node:http").createServer((req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": body.length });
  res.end(body);
}).listen(${port}, "127.0.0.1");`;
    const child = spawn(process.execPath, ["-e", server, path.join(dir, "page.html.gz")], { stdio: "ignore" });
    lines.push(
      `  bare node:http (${process.version}), the same bytes: ${(await loadChild(child, port, wrk, bytes.length)).line}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

/** A response and its bytes as sent (fetch would inflate them). */
function raw(url: string, headers: Record<string, string>): Promise<{ bytes: Buffer; response: http.IncomingMessage }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ bytes: Buffer.concat(chunks), response }));
      })
      .on("error", reject);
  });
}

type Load = { rps: number; line: string };

/**
 * Loads `url` at 16 connections with wrk (when given) or autocannon after checking it answers a
 * 200 of `length` bytes; CPU µs a request of `pids()`. Any answer but a 200 under load is printed.
 */
async function loadOne(
  wrk: string | undefined,
  url: string,
  headers: Record<string, string>,
  pids: () => number[],
  length: number,
): Promise<Load> {
  const { bytes, response } = await raw(url, headers);
  if (response.statusCode !== 200 || bytes.length !== length) {
    return {
      rps: 0,
      line: `answered ${response.statusCode} with ${bytes.length} bytes, not 200 with ${length}: not loaded`,
    };
  }
  const cpu = () => pids().reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const before = cpu();
  let requests: number;
  let rps: number;
  let latency: string;
  let other: number;
  if (wrk) {
    const args = ["-t1", "-c16", `-d${DURATION_S}s`, "--latency"];
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
    const output = await new Promise<string>((resolve, reject) => {
      let text = "";
      const child = spawn(wrk, [...args, url], { stdio: ["ignore", "pipe", "inherit"] });
      child.stdout.on("data", (chunk) => {
        text += chunk;
      });
      child.on("error", reject);
      child.on("exit", () => resolve(text));
    });
    requests = Number(output.match(/(\d+) requests in/)?.[1] ?? 0);
    rps = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
    other =
      Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
      [...output.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    const at = (percent: string) => output.match(new RegExp(`^\\s+${percent}%\\s+(\\S+)`, "m"))?.[1] ?? "?";
    latency = `p50 ${at("50")}, p99 ${at("99")}`;
  } else {
    const result = await autocannon({ url, connections: 16, duration: DURATION_S, headers });
    requests = result.requests.total;
    rps = result.requests.average;
    other = result.errors + result.non2xx;
    latency = `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
  }
  const us = ((cpu() - before) * 1000) / Math.max(1, requests);
  const line = `${rps.toFixed(0)} req/s, ${latency}, ${us.toFixed(0)} µs CPU a request${other ? `, ${other} answers not a 200 or failed` : ""}`;
  return { rps: other ? 0 : rps, line };
}

/** Loads `/page.html` of a server `child` started on `port` once it answers, then stops it. */
async function loadChild(
  child: ReturnType<typeof spawn>,
  port: number,
  wrk: string | undefined,
  length: number,
): Promise<Load> {
  const url = `http://127.0.0.1:${port}/page.html`;
  try {
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pids = () => [child.pid as number, ...childrenOf(child.pid as number)];
    return await loadOne(wrk, url, { "accept-encoding": "gzip" }, pids, length);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function main() {
  ensureBuild();
  const report: string[] = [
    `bench:pages — ${os.cpus().length} CPUs, Node ${process.version}, ${DURATION_S} s per case, load generator in this process (autocannon: its own limit, 6–14k req/s on compressed pages, is the cache hits' rate in the tables; their comparison with nginx uses wrk)`,
  ];
  const givenDataDir = flag("data-dir");
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "formatio-bench-pages-"));
  const NODE_OPTIONS = [process.env.NODE_OPTIONS, REPORT_OPTIONS].filter(Boolean).join(" ");
  const targets: (() => Promise<Target>)[] = [
    async () => ({
      name: "embedded database (PGlite), 1 process",
      server: await startServer({ DATA_DIR: dataDir, DEMO_CONTENT: "true", NODE_OPTIONS }),
      usesPostgres: false,
    }),
  ];
  const pgUrl = WITH_PG ? await freshPgDatabase() : null;
  if (pgUrl) {
    targets.push(async () => ({
      name: "PostgreSQL, 1 process",
      server: await startServer({ DATABASE_URL: pgUrl, DEMO_CONTENT: "true", NODE_OPTIONS }),
      usesPostgres: true,
    }));
    targets.push(async () => ({
      name: "PostgreSQL, 2 processes (WEB_CONCURRENCY=2)",
      server: await startServer({ DATABASE_URL: pgUrl, DEMO_CONTENT: "true", WEB_CONCURRENCY: "2", NODE_OPTIONS }),
      usesPostgres: true,
    }));
  } else if (WITH_PG) {
    report.push(`PostgreSQL: not reachable at ${PG_SERVER}, skipped`);
  }
  try {
    for (const start of targets) {
      const target = await start();
      process.stdout.write(`\n${target.name}\n`);
      try {
        report.push("", ...(await bench(target)));
        if (!target.usesPostgres) {
          report.push("", ...(await baselines(target, "/formations")));
        }
      } finally {
        await stopServer(target.server);
      }
    }
  } finally {
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(REPORT_DIR, { recursive: true, force: true });
  }
  process.stdout.write(`\n${report.join("\n")}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
