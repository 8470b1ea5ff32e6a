// The bad-input corpus: every route of app/routes.ts, as a visitor, a member and the
// administrator, gets malformed paths and queries, NUL bytes in every form field the app
// knows, field names through `__proto__` or 10,000 segments deep, and bodies no form sends (JSON,
// XML, broken multipart). None may answer 5xx. Each route is posted the intents its own module
// knows (the route's file and what it imports inside app/, two levels deep), create, update,
// delete and one intent no route knows.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { type APIRequestContext, type APIResponse, request as playwrightRequest } from "@playwright/test";
import { ADMIN_LINKS } from "../../app/admin/links";
import routes from "../../app/routes";
import { ADMIN, uniqueIp } from "./support";
import { expect, test } from "./test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NUL = "a\u0000b";
/** Field names that lead a naive parser into Object.prototype (issue 21), and one far too deep. */
const PROTOTYPE_NAMES = [
  "__proto__",
  "__proto__.module",
  "a.__proto__.headers",
  "constructor.prototype.module",
  "x.prototype",
];
const DEEP_NAME = Array.from({ length: 10_000 }, () => "a").join(".");

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
type RoutePattern = { pattern: string; file: string };

/** Every URL pattern of the route config and its module, e.g. "/formations/:slug", "/admin/testimonials". */
function routePatterns(entries: RouteEntry[], prefix = ""): RoutePattern[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    const own = entry.path || entry.index ? [{ pattern: here || "/", file: entry.file }] : [];
    return [...own, ...routePatterns(entry.children ?? [], here)];
  });
}

function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split("/")
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.]/g, "\\.")))
    .join("/");
  return new RegExp(`^${source}$`).test(pathname);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?)$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

const APP = path.join(ROOT, "app");

/**
 * The intents `code` mentions: a form's `intent` field and its value, an `INTENTS` list, and an
 * action's intents by name (`reorder: intent({`, `delete: rowIntent({`).
 */
function intentsIn(code: string, into: Set<string>) {
  for (const m of code.matchAll(/intent[^;\n]{0,80}?"([a-z]+(?:-[a-z]+)*)"/g)) into.add(m[1]);
  for (const m of code.matchAll(/INTENTS\s*=\s*\[([^\]]*)\]/g)) {
    for (const v of m[1].matchAll(/"([a-z-]+)"/g)) into.add(v[1]);
  }
  for (const m of code.matchAll(
    /(?:^|[\s{,])"?([a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)"?\s*:\s*(?:rowIntent|intent)(?:<[^>]*>)?\(/gm,
  )) {
    into.add(m[1]);
  }
}

/** Every form field name and intent the app's source mentions. */
function formVocabulary() {
  const names = new Set<string>();
  const intents = new Set<string>();
  for (const file of sourceFiles(APP)) {
    const code = fs.readFileSync(file, "utf8");
    for (const m of code.matchAll(/\bname="([A-Za-z][\w.-]*)"/g)) names.add(m[1]);
    intentsIn(code, intents);
  }
  for (const name of ["id", "q", "email", "password", "redirectTo", "token", "purpose", "lang", "modal"])
    names.add(name);
  return { names: [...names], intents: [...intents] };
}

/** The app file an import of `from` names (`~/…` or relative), if it is one. */
function appImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base?.startsWith(APP)) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/**
 * The intents a route module can answer to: those its file mentions and the files it imports
 * inside app/, two levels deep (the screen and its action's spec, the kit's forms). An action
 * reads its intent from its own spec (admin/action.server.ts): an intent of another screen
 * gets the same 400 as an unknown one, which the walk posts anyway.
 */
function routeIntents(file: string): Set<string> {
  const intents = new Set<string>();
  const seen = new Set<string>();
  let level = [path.join(APP, file)];
  for (let depth = 0; depth <= 2; depth++) {
    const next: string[] = [];
    for (const source of level) {
      if (seen.has(source)) continue;
      seen.add(source);
      const code = fs.readFileSync(source, "utf8");
      intentsIn(code, intents);
      for (const m of code.matchAll(/\bfrom\s+"([^"]+)"/g)) {
        const imported = appImport(source, m[1]);
        if (imported) next.push(imported);
      }
    }
    level = next;
  }
  return intents;
}

/** Posted to every route besides its own intents: the usual three, and one no route knows. */
const EVERY_ROUTE_INTENTS = ["create", "update", "delete", "no-such-intent"];

type Role = "visitor" | "member" | "admin";

/** A GET with the path sent byte for byte (HTTP clients refuse or fix malformed URLs). */
function rawGet(base: string, rawPath: string, headers: Record<string, string>): Promise<{ status(): number }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: "GET", headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: () => res.statusCode ?? 0 }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * An answer given before the body is read: the role is refused (401, 403, or the redirect that
 * sends a visitor to /login first), or the route has no action at all (405).
 */
function answeredBeforeBody(answer: APIResponse): boolean {
  const status = answer.status();
  if (status === 401 || status === 403 || status === 405) return true;
  return status >= 300 && status < 400 && /^(https?:\/\/[^/]+)?\/login([?#]|$)/.test(answer.headers().location ?? "");
}

async function client(baseURL: string, role: Role): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp(), origin: baseURL },
  });
  const sign = async (email: string, password: string) => {
    const answer = await context.post("/login", { form: { email, password }, maxRedirects: 0 });
    expect(answer.status(), `sign-in of the ${role}`).toBe(302);
  };
  if (role === "admin") await sign(ADMIN.email, ADMIN.password);
  if (role === "member") {
    const email = `bad-input-${Date.now()}@example.com`;
    const password = "a rather unusual passphrase 42";
    const created = await context.post("/register", { form: { email, password, full_name: "Bad Input" } });
    expect(created.status()).toBeLessThan(400);
    await sign(email, password);
  }
  return context;
}

const NO_ID = "00000000-0000-4000-8000-000000000000";

/** Runs `work` on every item, `size` at a time, in order of start. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, runner));
}

// One walk per role, each a test of its own: the three run on whichever workers are free
// instead of one worker walking 5,000 requests while the others finish (it was the run's longest).
test.describe.configure({ mode: "parallel" });

for (const role of ["visitor", "member", "admin"] as const) {
  test(`no route answers 5xx to bad input, sent as ${role}`, async ({ baseURL, request }) => {
    test.setTimeout(600_000);
    const base = baseURL as string;
    const patterns = routePatterns(routes as RouteEntry[]);

    // Concrete URLs: the sitemap's pages, ids found on pages, and the routes no sitemap lists.
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const sampled = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const calendar = await (await request.get("/calendrier")).text();
    const sessionId = calendar.match(/\/sessions\/([0-9a-f-]{36})\//)?.[1] ?? "00000000-0000-4000-8000-000000000000";
    const resourceId = sampled.find((p) => /^\/ressources\/[0-9a-f-]{36}$/.test(p))?.split("/")[2] ?? "x";
    const courseSlug = sampled.find((p) => /^\/formations\/[^/]+$/.test(p))?.split("/")[2] ?? "x";
    const fixed = [
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password",
      "/verify-email",
      "/logout",
      "/language",
      "/newsletter",
      "/newsletter/verify",
      "/profile",
      "/profile/export.json",
      "/profile/delete",
      "/profile/registrations",
      "/profile/documents",
      `/profile/documents/${NO_ID}.pdf`,
      "/admin",
      "/admin/settings",
      `/admin/sessions/${sessionId}`,
      `/admin/sessions/${sessionId}/roster.csv`,
      `/admin/sessions/${sessionId}/roster.xlsx`,
      `/admin/sessions/${sessionId}/attendance.pdf`,
      "/admin/newsletter/export.csv",
      "/admin/newsletter/export.xlsx",
      "/admin/messages/export.xlsx",
      "/admin/roles/export.xlsx",
      "/admin/registrations/export.xlsx",
      // Surveys (issue 29): filters naming nothing, a preview without a course or of an unknown one.
      `/admin/surveys?tab=questions&course=${NO_ID}&kind=weekly`,
      `/admin/surveys?course=${NO_ID}&session=x&trainer=${NO_ID}&status=lost`,
      "/admin/surveys/export.xlsx",
      `/admin/surveys/export.xlsx?course=${NO_ID}&kind=follow_up`,
      "/admin/surveys/preview",
      `/admin/surveys/preview?course=${NO_ID}&kind=follow_up&lang=en`,
      // Complaints and the improvement log (issue 29): their workbooks.
      "/admin/incidents/export.xlsx",
      "/admin/improvements/export.xlsx",
      // Accessibility requests (issue 30): filters naming nothing, and the procedure's PDF.
      "/admin/compliance/accessibility?status=lost&overdue=maybe&page=-3&size=7",
      "/admin/compliance/accessibility/procedure.pdf",
      "/admin/compliance/accessibility/procedure.pdf?lang=xx",
      // The annual activity report's files and categories (issue 30; the walk adds its own queries).
      "/admin/compliance/bpf.csv",
      "/admin/compliance/bpf.pdf",
      "/admin/compliance/categories",
      ...ADMIN_LINKS.map((link) => link.to),
      "/api/uploads",
      "/api/address-suggestions",
      "/calendrier.ics",
      "/sitemap.xml",
      "/robots.txt",
      "/pages/about",
      "/about",
      "/no-such-page",
      "/nothing/here/at-all",
      "/__refused",
      `/sessions/${sessionId}/ics`,
      `/sessions/${sessionId}/register`,
      `/sessions/${sessionId}/waitlist`,
      `/ressources/${resourceId}/download`,
      // Attendance (issue 25): unknown ids and codes must be 404s, never 5xx.
      `/admin/sessions/${sessionId}/attendance`,
      `/admin/sessions/${sessionId}/attendance/${NO_ID}.pdf`,
      `/admin/sessions/${sessionId}/attendance/scans/${NO_ID}`,
      `/admin/attendance/justifications/${NO_ID}/document`,
      // Certificates (issue 26): an unknown document or a preview naming no document is a 404.
      `/admin/sessions/${sessionId}/certificates`,
      `/admin/sessions/${sessionId}/certificates/${NO_ID}.pdf`,
      `/admin/sessions/${sessionId}/certificates/preview.pdf`,
      // Communications (issue 27): a preview naming no step or person is a 404.
      `/admin/sessions/${sessionId}/communications`,
      `/admin/sessions/${sessionId}/communications/preview`,
      `/admin/sessions/${sessionId}/communications/preview?step=convocation&registration=${NO_ID}`,
      `/admin/sessions/${sessionId}/convocation.pdf`,
      `/admin/sessions/${sessionId}/convocation.pdf?registration=${NO_ID}`,
      // The evidence pack (issue 30): a real session's, and a made-up one's.
      `/admin/sessions/${sessionId}/evidence.zip`,
      `/admin/sessions/${NO_ID}/evidence.zip`,
      // Waiting list (issue 28): a session's queue page.
      `/admin/sessions/${sessionId}/waitlist`,
      `/profile/justifications/${NO_ID}/document`,
      "/trainer",
      `/trainer/sessions/${sessionId}`,
      `/trainer/sittings/${NO_ID}/qr`,
      `/sign/${NO_ID}`,
      "/verify/NOSUCHCODE42",
      // Certificates (issue 26): a code typed with dashes or in lower case, still unknown.
      "/verify/nosu-chco-de42",
      // Waiting list (issue 28): an offer link with a made-up id and token is a 404.
      `/waitlist/offers/${NO_ID}?t=made-up&a=accept`,
      "/waitlist/offers/not-an-offer",
      // Surveys (issue 29): a survey link with a made-up id and token, and an id that is none.
      `/surveys/${NO_ID}?t=made-up`,
      "/surveys/not-a-survey",
      // Course sheet (issue 30): a course's programme, in a language that is none, and of no course.
      `/formations/${courseSlug}/programme.pdf?lang=xx`,
      "/formations/no-such-course/programme.pdf",
    ];
    // At most two URLs per pattern keep the walk short; every pattern must have one.
    const urls: string[] = [];
    for (const { pattern } of patterns) {
      const found = [...new Set([...fixed, ...sampled])].filter((p) => matches(pattern, p)).slice(0, 2);
      expect(found.length, `a URL for the route ${pattern}`).toBeGreaterThan(0);
      urls.push(...found);
    }
    const unique = [...new Set(urls)];
    const { names, intents } = formVocabulary();
    expect(intents).toEqual(expect.arrayContaining(["create", "update", "delete"]));
    // A URL's intents: those of every route module it matches (a content page's URL matches
    // its fixed route and the catch-all), since the router, not the walk, picks which answers.
    const intentsOf = new Map<string, string[]>();
    const byFile = new Map<string, Set<string>>();
    for (const url of unique) {
      const own = new Set(EVERY_ROUTE_INTENTS);
      for (const { pattern, file } of patterns) {
        if (!matches(pattern, url)) continue;
        if (!byFile.has(file)) byFile.set(file, routeIntents(file));
        for (const intent of byFile.get(file) ?? []) own.add(intent);
      }
      intentsOf.set(url, [...own]);
    }
    // The routes' own intents together are every intent the app mentions: a lookup that missed
    // a screen's action (an import it no longer follows) would leave that intent unwalked.
    const walked = new Set([...intentsOf.values()].flat());
    expect(
      intents.filter((intent) => !walked.has(intent)),
      "intents no route module mentions",
    ).toEqual([]);

    const failures: string[] = [];
    let checked = 0;
    let skippedWalks = 0;
    const check = async <A extends { status(): number }>(label: string, answer: Promise<A>): Promise<A> => {
      const answered = await answer;
      const status = answered.status();
      if (status >= 500) failures.push(`${status} ${label}`);
      checked += 1;
      return answered;
    };
    const nulFields = (intent?: string) => {
      const form: Record<string, string> = Object.fromEntries(names.map((name) => [name, NUL]));
      if (intent) form.intent = intent;
      return form;
    };

    // The issue's own examples first, with the visitor's walk.
    for (const raw of role !== "visitor"
      ? []
      : [
          "/%FF",
          "/formations/%E0%A4%A",
          "/blog/%00",
          "/calendrier?q=%00",
          "/login?redirectTo=%0A",
          "/login?redirectTo=/%0D",
          "/login?redirectTo=/%00",
          "/login?redirectTo=%E3%80%82",
          "/%C0%AF",
          "/formations?page=%00&size=%FF&q=%E0%A4%A",
        ]) {
      await check(`GET ${raw}`, rawGet(base, raw, {}));
    }

    {
      const api = await client(base, role);
      const cookie = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const headers = { cookie, "x-forwarded-for": uniqueIp() };
      // Four URLs at a time: the walk waits on the server, not on itself (it was two minutes alone).
      await inPool(unique, 4, async (url) => {
        if (role !== "visitor" && url === "/logout") return; // would end the walk's session
        const get = (suffix: string) => check(`${role} GET ${url}${suffix}`, rawGet(base, `${url}${suffix}`, headers));
        await get("");
        await get("?q=%00&page=%00&size=-1&status=%00&category=%00");
        await get("?page=999999999999&size=999999&q=%F0%9F%92%A9%E0%A4%A");
        await get("%00");
        await get("/%E0%A4%A");
        const post = (label: string, options: Parameters<APIRequestContext["post"]>[1]) =>
          check(`${role} POST ${url} ${label}`, api.post(url, { maxRedirects: 0, ...options }));
        await post("json", { headers: { "content-type": "application/json" }, data: '{"intent":"create"}' });
        await post("xml", { headers: { "content-type": "application/xml" }, data: "<intent>create</intent>" });
        await post("broken multipart", {
          headers: { "content-type": "multipart/form-data; boundary=zz" },
          data: '--zz\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncreate\r\n--z',
        });
        const withIntent = await post("multipart with NUL", { multipart: nulFields("create") });
        const withoutIntent = await post("NUL everywhere", { form: nulFields() });
        const prototypeFields = Object.fromEntries([
          ...PROTOTYPE_NAMES.map((name) => [name, "courses"]),
          ["intent", "update"],
        ]);
        await post("prototype names", { form: prototypeFields });
        await post("prototype names, multipart", { multipart: prototypeFields });
        if (role === "visitor") await post("a name 10,000 segments deep", { form: { [DEEP_NAME]: "x" } });
        // Where this role is refused before the body is read (the guard comes first: adminAction,
        // requireRole, requireUser), or the route has no action, every intent would get the very
        // answer the two posts above got, with an intent and without. The intents are walked
        // where the answer can depend on them: the routes that let the role in and read the form.
        if (
          answeredBeforeBody(withIntent) &&
          answeredBeforeBody(withoutIntent) &&
          withIntent.status() === withoutIntent.status()
        ) {
          skippedWalks += 1;
          return;
        }
        for (const intent of intentsOf.get(url) ?? EVERY_ROUTE_INTENTS) {
          // The administrator's deletes of route-addressed records would really delete them.
          if (role === "admin" && intent.startsWith("delete") && /\/[^/]+\/[^/]+/.test(url)) continue;
          await post(`intent=${intent}, NUL fields`, { form: nulFields(intent) });
        }
      });
      await api.dispose();
    }
    // The intents skipped only where a role is refused or a route has no action (about 130 of
    // 230 route × role pairs): a walk that silently skipped its routes would prove nothing.
    expect(checked).toBeGreaterThan(unique.length * 10);
    expect(skippedWalks).toBeLessThan(unique.length);
    if (role === "admin") expect(skippedWalks).toBeLessThan(unique.length / 2);
    expect(failures, "answers ≥ 500").toEqual([]);
  });
}
