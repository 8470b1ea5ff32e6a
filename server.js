// @ts-check
// Entry point: `node server.js` (the production build) or `node --conditions=development
// server.js --dev` (Vite, hot reload). Plain JavaScript, type-checked through its JSDoc: Node.js
// would strip a TypeScript entry's types itself, but that loads a TypeScript parser into every
// server process for good, about 14 MB of memory each (docs/decisions/036). In development Vite resolves react-router with the
// "development" export condition; Node must too, or @react-router/express and the app get
// two copies of react-router and the router context fails its instanceof check.
//
// WEB_CONCURRENCY=N (N > 1, with DATABASE_URL) makes this process a node:cluster primary that
// runs N copies of the server sharing PORT: see superviseWorkers and docs/decisions/007.
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

/** @typedef {import("express").Express} Express */
/** @typedef {import("node:cluster").Worker} Worker */
/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

const development = process.argv.includes("--dev");
process.env.NODE_ENV ??= development ? "development" : "production";

/**
 * Settings that only take effect when a process starts. Memory (docs/decisions/009, 035, 037): V8 sizes
 * the young generation from the machine's memory: on 24 GiB it grows to 128 MB while the
 * bundle loads and keeps it, though what lives there is about 25 MB; 16 MB semi-spaces save
 * about 85 MB per process at no measurable CPU cost (`npm run bench:pages`). glibc gives each
 * thread that calls malloc an arena of its own (zlib and libuv threads): two are enough.
 * V8 lets the old generation grow to up to four times what survived the last full collection
 * before the next one; under load a process held 220 MB of old space for about 60 MB alive.
 * Growing by half at most keeps it near 120 MB: RSS after load 571 → 446 MB on the embedded
 * database, once ready 497 → 383 MB, for about as much CPU a request (decision 035, addendum).
 * Safety: `--disable-proto=delete` removes `Object.prototype.__proto__`, so no code of ours or
 * of a library that writes request data into an object can reach a prototype through that
 * name (issue 21; forms refuse it too, app/forms/validate.ts).
 * A production process started without them replaces itself with one that has them
 * (`execve`: same pid, nothing left behind), so `npm start`, `npm run serve`, `node server.js`
 * and cluster workers (which inherit the flags) all run alike. An operator's own value wins.
 */
function restartWithStartSettings() {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  const embedded = !process.env.DATABASE_URL?.trim();
  const wanted = [
    // 8 MB on the embedded database, whose one process is where memory binds: about 15 MB less
    // for the same CPU a page, measured (decision 037). Smaller on PostgreSQL cost CPU (009).
    embedded ? "--max-semi-space-size=8" : "--max-semi-space-size=16",
    "--heap-growing-percent=50",
    "--disable-proto=delete",
    // The embedded database (decision 035): V8's optimizing compiler, tiering up the hottest
    // functions of PGlite's WebAssembly, needed about 540 MB for a few hundred milliseconds on
    // the first queries (one huge function), and kept 40 MB more; its baseline code runs our
    // queries as fast, measured. On PostgreSQL no WebAssembly runs: nothing to change.
    ...(embedded ? ["--no-wasm-tier-up", "--no-wasm-dynamic-tiering"] : []),
  ];
  // A flag's name, whichever way it is set (`--no-x` and `--x`, `--x=1`): an operator's own value wins.
  const name = (/** @type {string} */ flag) => flag.split("=")[0].replace(/^--no-/, "--");
  const missing = wanted.filter((flag) => !given.some((arg) => name(arg) === name(flag)));
  if (development || missing.length === 0 || typeof process.execve !== "function") return;
  process.execve(process.execPath, [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
  });
}
restartWithStartSettings();
const port = Number(process.env.PORT ?? 3000);

/**
 * How many processes serve HTTP. Read here, before the server bundle loads, so that a
 * cluster primary stays a small supervisor (importing the bundle costs about 250 MB); every
 * worker's configuration (config.server.ts) validates the same variable and explains a bad
 * value. One process in development (hot reload) and on the embedded database, which
 * belongs to one process (boot says so in the log).
 */
/** @returns {number} */
function webConcurrency() {
  if (development || !process.env.DATABASE_URL?.trim()) return 1;
  const raw = process.env.WEB_CONCURRENCY?.trim();
  const count = raw ? Number(raw) : 1;
  // Out of range: one process, whose configuration check then stops the start, saying why.
  return Number.isInteger(count) && count >= 1 && count <= 64 ? count : 1;
}

/**
 * @typedef {object} AppModule
 * @property {(options: { mode: "development" | "production" }) => Express} createApp
 * @property {(options?: { prepareApart?: () => Promise<void> }) => Promise<unknown>} boot
 * @property {() => Promise<void>} prepare
 * @property {() => Promise<void>} shutdown
 */

// Produced by `react-router build`; a specifier in a variable, so the type checker does not
// read the bundle (or miss it before the first build).
const BUNDLE = "./build/server/index.js";

/** Set in the environment of the process that only prepares the database (below). */
const PREPARE_ONLY = "FORMATIO_PREPARE_ONLY";

/**
 * Runs this file again, with the same settings, to prepare a new database (create, migrate,
 * fill with the demo content) and waits for it: the serving process then opens a ready
 * database and never carries what preparing it left behind (docs/decisions/037).
 * Its output (the administrator's first password, the log) is this process's.
 * @returns {Promise<void>}
 */
function prepareApart() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, [PREPARE_ONLY]: "1" },
      stdio: "inherit",
    });
    // Stopped while preparing: the preparation stops too, and this start fails saying so.
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    const stopChild = () => child.kill("SIGTERM");
    process.on("SIGTERM", forward);
    process.on("SIGINT", forward);
    process.once("exit", stopChild);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      process.off("SIGTERM", forward);
      process.off("SIGINT", forward);
      process.off("exit", stopChild);
      if (code === 0) resolve();
      else reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

async function main() {
  // Imported here, not at the top: a cluster primary never serves HTTP itself.
  const { default: express } = await import("express");
  const outer = express();
  outer.disable("x-powered-by");
  /** @type {AppModule} */
  let appModule;
  /** @type {((req: IncomingMessage, res: ServerResponse) => boolean) | undefined} */
  let front;

  if (development) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    const load = () => /** @type {Promise<AppModule>} */ (vite.ssrLoadModule("./app/server/app.server.ts"));
    appModule = await load();
    // A new database is prepared here: the preparing process runs the built bundle.
    await appModule.boot();
    outer.use(vite.middlewares);
    /** @type {{ mod: AppModule; app: Express } | undefined} */
    let current;
    outer.use(async (req, res, next) => {
      try {
        const mod = await load();
        // Rebuild the Express app only when Vite re-evaluated the module.
        if (current?.mod !== mod) current = { mod, app: mod.createApp({ mode: "development" }) };
        current.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    appModule = /** @type {AppModule} */ (await import(BUNDLE));
    await appModule.boot({ prepareApart });
    const app = appModule.createApp({ mode: "production" });
    outer.use(app);
    front = app.locals.answerFromPageCache;
  }

  // In a cluster worker, listen() shares the primary's socket; the primary says when all are up.
  // Page-cache hits are answered before Express (app.server.ts, FRONT_HANDLER); the rest goes to it.
  const server = createServer((req, res) => {
    if (front?.(req, res)) return;
    outer(req, res);
  }).listen(port, () => {
    if (cluster.isWorker) return;
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    process.stdout.write(`Formatio is running at http://localhost:${actual} on Node.js ${process.version}\n`);
  });

  let stopping = false;
  const stop = (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal} received: finishing requests, then stopping.\n`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await appModule.shutdown();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** A worker that served this long before dying was healthy: its replacement starts without delay growth. */
const STABLE_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Workers stop themselves within 10 s (see stop above); this is for one that cannot. */
const FORCE_STOP_MS = 15_000;

/**
 * The cluster primary: it never loads the app. One worker starts first, alone, so migrations,
 * seeding and a configuration error happen (and are reported) once; then the others. A
 * worker that fails during this start stops everything with exit code 1, as a single process
 * would. Once all have listened, a worker that dies is replaced after 1 s, 2 s, 4 s… up to
 * 30 s while replacements keep dying young, so a crash loop cannot spin. SIGTERM and SIGINT
 * are passed on to the workers, which finish their requests; the primary exits after the last.
 */
/** @param {number} count */
function superviseWorkers(count) {
  // Workers run this file, not whatever started the primary (scripts/start.mjs builds first).
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  /** @type {Set<Worker>} */
  const live = new Set();
  /** @type {Map<Worker, number>} */
  const listeningSince = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const pendingRestarts = new Set();
  let isUp = false;
  /** @type {NodeJS.Signals | undefined} */
  let stopSignal;
  let exitCode = 0;
  let failures = 0;

  const fork = () => live.add(cluster.fork());

  cluster.on("listening", (worker, address) => {
    listeningSince.set(worker, Date.now());
    if (isUp || stopSignal) return;
    if (listeningSince.size === 1) {
      for (let i = 1; i < count; i++) fork();
    }
    if (listeningSince.size === count) {
      isUp = true;
      process.stdout.write(
        `Formatio is running at http://localhost:${address.port} on Node.js ${process.version}: ` +
          `${count} processes (WEB_CONCURRENCY), primary ${process.pid}\n`,
      );
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const since = listeningSince.get(worker);
    live.delete(worker);
    listeningSince.delete(worker);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (stopSignal) {
      // Ended by the signal we passed on before it could install its handlers: a clean stop too.
      if (code !== 0 && signal !== stopSignal) exitCode = 1;
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    if (!isUp) {
      process.stderr.write(`A worker process (pid ${worker.process.pid}) failed to start (${how}): stopping.\n`);
      stop("SIGTERM", 1);
      return;
    }
    if (since !== undefined && Date.now() - since >= STABLE_MS) failures = 0;
    const delay = Math.min(1000 * 2 ** failures, MAX_RESTART_DELAY_MS);
    failures += 1;
    process.stderr.write(
      `Worker process ${worker.process.pid} stopped unexpectedly (${how}): starting another in ${delay / 1000} s.\n`,
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopSignal) fork();
    }, delay);
    pendingRestarts.add(timer);
  });

  /** @param {NodeJS.Signals} signal */
  const stop = (signal, code = 0) => {
    if (stopSignal) return;
    stopSignal = signal;
    exitCode = code;
    for (const timer of pendingRestarts) clearTimeout(timer);
    if (live.size === 0) process.exit(exitCode);
    if (code === 0) process.stdout.write(`${signal} received: stopping ${live.size} worker processes.\n`);
    for (const worker of live) worker.process.kill(signal);
    const force = setTimeout(() => {
      for (const worker of live) worker.process.kill("SIGKILL");
      process.exit(1);
    }, FORCE_STOP_MS);
    force.unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  fork();
}

/** The process prepareApart starts: the preparation alone, whatever WEB_CONCURRENCY says. */
async function prepareOnly() {
  const appModule = /** @type {AppModule} */ (await import(BUNDLE));
  await appModule.prepare();
}

/** @param {unknown} error */
const fail = (error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
};

const processes = webConcurrency();
if (process.env[PREPARE_ONLY] === "1") {
  prepareOnly().then(() => process.exit(0), fail);
} else if (cluster.isPrimary && processes > 1) {
  superviseWorkers(processes);
} else {
  main().catch(fail);
}
