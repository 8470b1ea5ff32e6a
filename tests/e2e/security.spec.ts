// The security audit's findings over real HTTP against the built server: no secret in
// the log, request bodies refused past their limit while they arrive (memory stays flat),
// private answers never cached, Secure cookies under https, and a start that explains a
// missing TRUST_PROXY.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { E2E_DATA_DIR } from "./env";
import { ADMIN, freePort, uniqueIp } from "./support";
import { expect, test } from "./test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MB = 1024 * 1024;

/**
 * Starts the built server (`args`: node's arguments) on a new data directory with `env` on top
 * of production settings, for a start that must stop by itself: its exit code and what it said.
 */
async function startUntilExit(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "formatio-start-")),
      ...env,
    },
  });
  let stderr = "";
  child.stderr.on("data", (data) => {
    stderr += String(data);
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stderr };
}

async function visitor(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp(), origin: baseURL },
  });
}

async function signedIn(baseURL: string, email: string, password: string) {
  const api = await visitor(baseURL);
  const answer = await api.post("/login", { form: { email, password }, maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  return api;
}

const serverLog = () => fs.readFileSync(path.join(E2E_DATA_DIR, "server.log"), "utf8");

test("the log has one line per request with the user's id, and never a cookie or a token", async ({ baseURL }) => {
  const admin = await signedIn(baseURL as string, ADMIN.email, ADMIN.password);
  const cookies = (await admin.storageState()).cookies;
  const session = cookies.find((c) => c.name.includes("session_token"));
  expect(session?.value).toBeTruthy();
  const token = decodeURIComponent(session?.value ?? "");
  const marker = `audit-${Date.now()}`;
  const answer = await admin.get(`/admin?${marker}=1&token=reset-secret-42`, {
    headers: { authorization: "Bearer bearer-secret-42" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBeLessThan(400);

  await expect.poll(() => serverLog().includes(marker), { timeout: 10_000 }).toBe(true);
  const log = serverLog();
  for (const secret of [token, token.split(".")[0], session?.value ?? "", "reset-secret-42", "bearer-secret-42"]) {
    expect(log.includes(secret), "a secret in the log").toBe(false);
  }
  const lines = log
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const line = lines.find((l) => String(l.path).includes(marker));
  expect(line).toMatchObject({
    method: "GET",
    status: answer.status(),
    path: `/admin?${marker}=1&token=%5Bredacted%5D`,
  });
  expect(line?.userId).toMatch(/^[0-9a-f-]{36}$/);
  expect(typeof line?.ms).toBe("number");
  expect(line?.reqId).toBeTruthy();
  for (const l of lines) expect(Object.keys(l)).not.toEqual(expect.arrayContaining(["req", "res", "headers"]));
  await admin.dispose();
});

/** The server's resident memory, from /proc (Linux). */
function serverRss(): number {
  const pid = fs.readFileSync(path.join(E2E_DATA_DIR, "server.pid"), "utf8").trim();
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

/**
 * POSTs `total` bytes as they are produced (chunked, no length announced, unless
 * `declareLength`), stopping as soon as the server answers. With `keepOpen`, the request
 * is never finished: an answer can then only come from a server that refuses the body
 * while it is still arriving. What was sent and the answer (status 0: the connection was
 * cut before an answer was read).
 */
function streamPost(
  baseURL: string,
  target: string,
  options: {
    total: number;
    contentType: string;
    headers?: Record<string, string>;
    declareLength?: boolean;
    keepOpen?: boolean;
  },
): Promise<{ status: number; body: string; sent: number }> {
  const { hostname, port } = new URL(baseURL);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = {
      "content-type": options.contentType,
      origin: baseURL,
      "x-forwarded-for": uniqueIp(),
      ...options.headers,
    };
    if (options.declareLength) headers["content-length"] = String(options.total);
    const finish = (status: number, body: string) => {
      resolve({ status, body, sent });
      req.destroy();
    };
    const req = http.request({ hostname, port, path: target, method: "POST", headers }, (res) => {
      answered = true;
      let body = "";
      res.on("data", (data) => {
        body += data;
      });
      res.on("end", () => finish(res.statusCode ?? 0, body));
      res.on("error", () => finish(res.statusCode ?? 0, body));
    });
    req.on("error", () => {
      if (!answered) resolve({ status: 0, body: "", sent });
    });
    const write = () => {
      while (!answered && sent < options.total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", write);
          return;
        }
      }
      if (!answered && !options.keepOpen) req.end();
    };
    write();
  });
}

test("the production server runs with its memory and safety settings, as the process the start script began", () => {
  test.skip(process.platform !== "linux", "reads the server's command line from /proc");
  // server.js replaces itself (execve) when started without them: same pid, new command line.
  const pid = fs.readFileSync(path.join(E2E_DATA_DIR, "server.pid"), "utf8").trim();
  const argv = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  // The e2e server runs on the embedded database: 8 MB semi-spaces there, 16 on PostgreSQL (decision 037).
  expect(argv).toContain("--max-semi-space-size=8");
  expect(argv).toContain("--heap-growing-percent=50");
  expect(argv).toContain("--disable-proto=delete");
  expect(argv.some((arg) => arg.endsWith("e2e-server.mjs"))).toBe(true);
  const environment = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
  expect(environment).toContain("MALLOC_ARENA_MAX=2");
});

test("the production server loads no TypeScript parser, started by npm start or as node server.js", async () => {
  // Node.js strips a TypeScript module's types with a parser it loads for good (about 14 MB a
  // process, decision 036). A preloaded module reports, as the process ends, whether that parser
  // was loaded: in the process that became the server (execve keeps the preload), after it loaded
  // the bundle and refused a bad setting.
  const onExit = `process.on("exit", () => process.stderr.write("\\nTypeScript parser loaded: " + process.moduleLoadList.some((m) => m.includes("amaro")) + "\\n"));`;
  const report = `data:text/javascript,${encodeURIComponent(onExit)}`;
  for (const entry of ["server.js", "scripts/start.mjs"]) {
    const { code, stderr } = await startUntilExit([`--import=${report}`, entry], { WEB_CONCURRENCY: "many" });
    expect(code, entry).toBe(1);
    expect(stderr, entry).toContain("WEB_CONCURRENCY");
    expect(stderr, entry).toContain("TypeScript parser loaded: false");
    expect(stderr, entry).not.toContain("TypeScript parser loaded: true");
  }
});

test("bodies over their limit are refused while they arrive, and the server's memory stays flat", async ({
  baseURL,
}) => {
  test.skip(process.platform !== "linux", "reads the server's memory from /proc");
  const base = baseURL as string;
  // A member, for the upload.
  const email = `bodies-${Date.now()}@example.com`;
  const password = "a rather unusual passphrase 42";
  const signup = await visitor(base);
  await signup.post("/register", { form: { email, password, full_name: "Body Limits" } });
  const member = await signedIn(base, email, password);
  const cookie = (await member.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const form = { contentType: "application/x-www-form-urlencoded" };
  const upload = {
    contentType: "multipart/form-data; boundary=----formatio",
    headers: { cookie, "accept-language": "fr" },
  };

  // Refused while arriving: a little more than the limit (forms 1 MB, an avatar 2 MB), and
  // the request never ends. Only a server that stops at the limit can answer it.
  for (const declareLength of [false, true]) {
    const answer = await streamPost(base, "/contact", { ...form, total: 2 * MB, declareLength, keepOpen: true });
    expect(answer.status, `form, length declared: ${declareLength}`).toBe(413);
  }
  const refused = await streamPost(base, "/api/uploads?purpose=avatar", { ...upload, total: 3 * MB, keepOpen: true });
  expect(refused.status).toBe(413);
  expect(JSON.parse(refused.body).error).toMatch(/^Fichier trop volumineux/);

  // Memory: 350 MB thrown at the server at once; none of it may stay (before: +960 MB for
  // the five forms). How much each client gets out before it reads the answer or is cut off
  // depends on the machine's load, so only the server's memory is asserted here.
  const before = serverRss();
  await Promise.all([
    ...Array.from({ length: 5 }, (_, i) =>
      streamPost(base, "/contact", { ...form, total: 50 * MB, declareLength: i % 2 === 0 }),
    ),
    streamPost(base, "/api/uploads?purpose=avatar", { ...upload, total: 100 * MB }),
  ]);
  const after = serverRss();
  expect(after - before).toBeLessThan(120 * MB);
  // And the server still answers.
  expect((await member.get("/healthz")).status()).toBe(200);
  await Promise.all([signup.dispose(), member.dispose()]);
});

test("personal answers are never cached; public pages may be", async ({ baseURL }) => {
  const admin = await signedIn(baseURL as string, ADMIN.email, ADMIN.password);
  for (const page of ["/", "/profile", "/admin", "/admin/testimonials", "/formations"]) {
    const answer = await admin.get(page);
    expect(answer.status(), page).toBe(200);
    expect(answer.headers()["cache-control"], page).toBe("private, no-store");
  }
  const anonymous = await visitor(baseURL as string);
  expect((await anonymous.get("/formations")).headers()["cache-control"] ?? "").not.toContain("no-store");
  await Promise.all([admin.dispose(), anonymous.dispose()]);
});

test("an https site without TRUST_PROXY does not start, and says what to set", async () => {
  const { code, stderr } = await startUntilExit(["server.js"], {
    PORT: "3198",
    PUBLIC_URL: "https://formation.example",
    TRUST_PROXY: "",
  });
  expect(code).toBe(1);
  expect(stderr).toContain("TRUST_PROXY");
  expect(stderr).toContain("TRUST_PROXY=1");
});

test("behind an https proxy every cookie is Secure", async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-https-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `https://localhost:${port}`,
      TRUST_PROXY: "loopback",
      DEMO_CONTENT: "false",
      MAIL_WORKER: "false",
      ADMIN_EMAIL: "admin@https.test",
      ADMIN_PASSWORD: "https-admin-passphrase",
      LOG_LEVEL: "warn",
    },
  });
  try {
    const base = `http://localhost:${port}`;
    await expect
      .poll(
        async () =>
          fetch(`${base}/healthz`)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 120_000 },
      )
      .toBe(200);
    // What the TLS proxy forwards: the original scheme and the browser's origin.
    const headers = { "x-forwarded-proto": "https", origin: `https://localhost:${port}` };
    const login = await fetch(`${base}/login?lang=en`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "admin@https.test", password: "https-admin-passphrase" }),
      redirect: "manual",
    });
    expect(login.status).toBe(302);
    const language = await fetch(`${base}/?lang=en`, { headers });
    const cookies = [...login.headers.getSetCookie(), ...language.headers.getSetCookie()];
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect(cookie, cookie.split("=")[0]).toMatch(/;\s*Secure/i);
    expect(cookies.some((c) => c.startsWith("__Secure-formatio.session_token="))).toBe(true);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.on("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a form field named __proto__ changes nobody's rights: the operator stays an operator", async ({ baseURL }) => {
  const base = baseURL as string;
  const admin = await signedIn(base, ADMIN.email, ADMIN.password);
  // An operator: a member who signed up, given the role by the administrator.
  const email = `proto-operator-${Date.now()}@example.com`;
  const password = "an operator's long passphrase 7";
  const anonymous = await visitor(base);
  expect(
    (await anonymous.post("/register", { form: { email, password, full_name: "Proto Operator" } })).status(),
  ).toBeLessThan(400);
  const listing = await (await admin.get(`/admin/roles?${new URLSearchParams({ q: email })}`)).text();
  const id = /entity=user&amp;id=([0-9a-f-]{36})/.exec(listing)?.[1];
  expect(id, "the operator's row").toBeTruthy();
  const made = await admin.post("/admin/roles", { form: { intent: "role", id: id as string, role: "operator" } });
  expect(made.status()).toBe(200);
  const operator = await signedIn(base, email, password);

  // The attack of the finding, anonymous, on the forms anybody may post, form and multipart.
  const pollution = Object.fromEntries([
    ["__proto__.module", "courses"],
    ["__proto__.headers", "x"],
    ["constructor.prototype.module", "translations"],
    ["email", "polluter@example.com"],
  ]);
  for (const url of ["/newsletter", "/contact", "/login"]) {
    expect((await anonymous.post(url, { form: pollution, maxRedirects: 0 })).status(), url).toBe(400);
    expect((await anonymous.post(url, { multipart: pollution, maxRedirects: 0 })).status(), url).toBe(400);
  }
  const deep = Array.from({ length: 10_000 }, () => "a").join(".");
  expect((await anonymous.post("/newsletter", { form: { [deep]: "x" }, maxRedirects: 0 })).status()).toBe(400);

  // The operator's own role change is refused, and nothing changed.
  const tried = await operator.post("/admin/roles", { form: { intent: "role", id: id as string, role: "admin" } });
  expect(tried.status()).toBe(403);
  // The process is sound: a fresh sign-in works and public pages answer; the role screen,
  // administrators' only, is still closed to the operator.
  const again = await signedIn(base, email, password);
  expect((await again.get("/admin/roles", { maxRedirects: 0 })).status()).not.toBe(200);
  expect((await again.get("/formations")).status()).toBe(200);
  expect((await anonymous.get("/login")).status()).toBe(200);
  for (const api of [admin, anonymous, operator, again]) await api.dispose();
});
