// The page cache of anonymous visitors, over real HTTP against the production server: what it
// keeps, what it must never hand out, and that a write shows on the very next page load, in
// this process and in another one.
import { spawn } from "node:child_process";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import { labelPattern, text } from "./i18n";
import {
  ADMIN,
  chooseLanguage,
  closePage,
  fillRegistration,
  freePorts,
  newMember,
  newPage,
  openHydrated,
  signIn,
} from "./support";
import { expect, test } from "./test";

const ROOT = path.resolve(import.meta.dirname, "../..");

async function visit(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { headers: { "accept-language": "fr", ...headers }, maxRedirects: 0 });
  return { response, cache: response.headers()["x-cache"], body: await response.text() };
}

/** The first course of the catalogue: its page's path. */
async function firstCoursePath(request: APIRequestContext): Promise<string> {
  const { body } = await visit(request, "/formations");
  const slug = body.match(/href="(\/formations\/[a-z0-9-]+)"/)?.[1];
  expect(slug).toBeTruthy();
  return slug as string;
}

test("anonymous pages come from the cache, per language; signed-in pages and POST answers never do", async ({
  playwright,
  browser,
}) => {
  // Its own context: no cookie from another test.
  const visitor = await playwright.request.newContext();
  const first = await visit(visitor, "/formations?page=1&sort=title");
  const second = await visit(visitor, "/formations?sort=title&page=1");
  expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
  expect(second.body).toBe(first.body);
  const headers = second.response.headers();
  expect(headers["cache-control"]).toMatch(/public.*s-maxage=\d+/);
  expect(headers.vary).toMatch(/Accept-Language/);
  // The browser's copy is revalidated by its ETag: 304, no body.
  const revalidated = await visitor.get("/formations?sort=title&page=1", {
    headers: { "accept-language": "fr", "if-none-match": headers.etag },
  });
  expect(revalidated.status()).toBe(304);

  // The other language is another entry, never the French bytes.
  const english = await visit(visitor, "/formations?sort=title&page=1", { "accept-language": "en-GB,en" });
  expect(english.body).toContain('<html lang="en"');
  expect(second.body).toContain('<html lang="fr"');

  // An admin's page is theirs alone: not kept, not shared, and a visitor after them gets the
  // anonymous page (no editor controls, no admin's name).
  const admin = await newPage(browser, "fr");
  await admin.goto("/login");
  await signIn(admin, "fr", ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/$/);
  // Its stored language may be English after other tests: French, like the visitor here.
  await chooseLanguage(admin, "fr");
  const adminAnswer = await admin.request.get("/formations?sort=title&page=1");
  expect(adminAnswer.headers()["x-cache"]).toBe("bypass");
  expect(adminAnswer.headers()["cache-control"]).toBe("private, no-store");
  const adminHtml = await adminAnswer.text();
  expect(adminHtml).toContain(text("fr", "pages.courses.add"));
  // Still the kept page: the admin's visit and language choice changed no public page.
  const after = await visit(visitor, "/formations?sort=title&page=1");
  expect(after.cache).toBe("hit");
  expect(after.body).not.toContain(text("fr", "pages.courses.add"));
  await closePage(admin);

  // A form's answer is never kept, and never served for the page it was posted to.
  const posted = await visitor.post("/contact", { form: { intent: "contact" }, headers: { "accept-language": "fr" } });
  expect(posted.headers()["x-cache"]).toBe("bypass");
  const contact = await visit(visitor, "/contact");
  expect(contact.body).not.toContain(text("fr", "pages.contact.error.email_required"));
  await visitor.dispose();
});

test("a member gets the shared page and then their own parts; their name and bookings reach no one else", async ({
  playwright,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const ada = { name: `Ada Lovelace${stamp}`, email: `ada-${stamp}@example.com` };
  const bob = { name: `Bob Babbage${stamp}`, email: `bob-${stamp}@example.com` };
  const visitor = await playwright.request.newContext();
  // A course with a session open for registration: the first course page with a Register button.
  const catalogue = (await visit(visitor, "/formations")).body;
  const paths = [...new Set([...catalogue.matchAll(/href="(\/formations\/[a-z0-9-]+)"/g)].map((m) => m[1]))];
  const registerLabel = text("fr", "pages.courses.registration.register");
  let coursePath: string | undefined;
  for (const candidate of paths) {
    const buttons = (await visit(visitor, candidate)).body.match(/<button[^>]*data-session-id="[^"]+"[^>]*>/g) ?? [];
    if (buttons.some((button) => !button.includes("data-waitlist"))) {
      coursePath = candidate;
      break;
    }
  }
  expect(coursePath, "a course open for registration").toBeTruthy();
  const course = coursePath as string;

  // Ada books a seat from the course page.
  const adaPage = await newMember(browser, "fr", ada.name, ada.email);
  await openHydrated(adaPage, course);
  await adaPage.getByRole("main").getByRole("button", { name: registerLabel }).first().click();
  await fillRegistration(adaPage, "fr", { firstName: "Ada", lastName: `Lovelace${stamp}`, email: ada.email });
  await adaPage.keyboard.press("Escape");

  // Her document is the shared, anonymous page: private to her browser, nothing of hers in it.
  const mine = await adaPage.request.get(course, { headers: { "accept-language": "fr" } });
  const mineBody = await mine.text();
  expect(mine.headers()["server-timing"]).toBe("personal");
  expect(mine.headers()["cache-control"]).toBe("private, no-store");
  expect(["hit", "miss"]).toContain(mine.headers()["x-cache"]);
  for (const secret of [ada.name, `Lovelace${stamp}`, ada.email, text("fr", "pages.courses.registration.registered")]) {
    expect(mineBody).not.toContain(secret);
  }
  // Her browser then shows her own parts: her booking and her account.
  await openHydrated(adaPage, course);
  await expect(
    adaPage.getByRole("main").getByText(text("fr", "pages.courses.registration.registered")).first(),
  ).toBeVisible();
  await expect(adaPage.getByRole("banner").getByRole("button", { name: text("fr", "nav.logout") })).toBeVisible();

  // Bob, another member, and a visitor get the same page: none of Ada's name, address or booking.
  const bobPage = await newMember(browser, "fr", bob.name, bob.email);
  await openHydrated(bobPage, course);
  await expect(bobPage.getByRole("banner").getByRole("button", { name: text("fr", "nav.logout") })).toBeVisible();
  for (const reader of [bobPage.request, visitor]) {
    const answer = await reader.get(course, { headers: { "accept-language": "fr" } });
    expect(answer.headers()["x-cache"]).toBe("hit");
    const body = await answer.text();
    for (const secret of [ada.name, `Lovelace${stamp}`, ada.email, bob.name, bob.email]) {
      expect(body).not.toContain(secret);
    }
  }
  // A copy kept from before signing in is not revalidated: the page comes whole and says its parts follow.
  const etag = (await visit(visitor, course)).response.headers().etag;
  const revalidated = await bobPage.request.get(course, {
    headers: { "if-none-match": etag, "accept-language": "fr" },
  });
  expect(revalidated.status()).toBe(200);
  expect(revalidated.headers()["server-timing"]).toBe("personal");
  const bobSees = await bobPage.getByRole("main").textContent();
  expect(bobSees).not.toContain(ada.name);
  expect(bobSees).not.toContain(text("fr", "pages.courses.registration.registered"));
  const bobData = await (await bobPage.request.get(`${course}.data`)).text();
  expect(bobData).toContain(bob.email);
  expect(bobData).not.toContain(ada.email);

  // Signed out, her old cookie gets no shared page and nothing of hers either.
  const cookie = (await adaPage.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await adaPage.request.post("/logout", { headers: { origin: new URL(adaPage.url()).origin }, maxRedirects: 0 });
  const after = await visitor.get(course, { headers: { cookie, "accept-language": "fr" } });
  expect(after.headers()["server-timing"]).toBeUndefined();
  expect(await after.text()).not.toContain(ada.name);
  await closePage(adaPage);
  await closePage(bobPage);
  await visitor.dispose();
});

test("an admin's edit of a course shows on the next anonymous page load", async ({ playwright, browser }) => {
  const visitor = await playwright.request.newContext();
  const coursePath = await firstCoursePath(visitor);
  await visit(visitor, coursePath);
  expect((await visit(visitor, coursePath)).cache).toBe("hit");
  await visit(visitor, "/formations");

  const stamp = Date.now().toString(36);
  const admin = await newPage(browser, "fr");
  await admin.goto("/login");
  await signIn(admin, "fr", ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/$/);
  await chooseLanguage(admin, "fr");
  await admin.goto(coursePath);
  await admin.getByRole("button", { name: text("fr", "pages.courses.edit") }).click();
  const dialog = admin.getByRole("dialog");
  const title = dialog.getByRole("tabpanel").getByLabel(labelPattern("fr", "pages.courses.form.title"));
  const newTitle = `Titre rafraîchi ${stamp}`;
  await title.fill(newTitle);
  await dialog.getByRole("button", { name: text("fr", "pages.courses.form.save") }).click();
  await expect(dialog).toBeHidden();
  await closePage(admin);

  // No wait: the write moved the content version before its answer was sent.
  const page = await visit(visitor, coursePath);
  expect(page.cache).toBe("miss");
  expect(page.body).toContain(newTitle);
  expect((await visit(visitor, "/formations")).body).toContain(newTitle);
  await visitor.dispose();
});

test("two processes on PostgreSQL drop each other's stale pages", async ({ playwright }) => {
  const server = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: server });
  try {
    await admin.connect();
  } catch {
    test.skip(true, "PostgreSQL is not reachable at 127.0.0.1:5432");
    return;
  }
  test.setTimeout(240_000);
  const name = `formatio_e2e_cache_${Date.now()}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const ports = await freePorts(2);
  const children = ports.map((port) =>
    spawn(process.execPath, ["server.js"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: url.toString(),
        PORT: String(port),
        DEMO_CONTENT: "true",
        MAIL_WORKER: "false",
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: "cache-admin@e2e.test",
        ADMIN_PASSWORD: "cache admin passphrase 42",
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    const requests = await Promise.all(
      ports.map((port) => playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` })),
    );
    for (const request of requests) {
      await expect
        .poll(async () => (await request.get("/healthz").catch(() => null))?.status(), { timeout: 180_000 })
        .toBe(200);
    }
    const coursePath = await firstCoursePath(requests[0]);
    for (const request of requests) {
      await visit(request, coursePath);
      expect((await visit(request, coursePath)).cache).toBe("hit");
    }
    // A third process writes (as an admin's edit on one of them would).
    await db.connect();
    const newTitle = `Titre d'ailleurs ${Date.now().toString(36)}`;
    await db.query("update courses set title_fr = $1 where slug = $2", [newTitle, coursePath.split("/").pop()]);
    // NOTIFY reaches both at once; the one-second check is the fallback.
    for (const request of requests) {
      await expect.poll(async () => (await visit(request, coursePath)).body, { timeout: 2_000 }).toContain(newTitle);
    }
    await Promise.all(requests.map((request) => request.dispose()));
  } finally {
    await db.end().catch(() => undefined);
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((child) => child.exitCode ?? new Promise((resolve) => child.once("exit", resolve))));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
});
