// What every end-to-end spec does: fresh visitors, signing in, the admin's
// language, the outbox, and the accessibility check; and the sessions desk's steps that
// administrators and operators share (find a session, enrol, transfer, the roster's workbook).
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Cookie, expect, type Locator, type Page } from "@playwright/test";
import { readSheet } from "read-excel-file/node";
import { E2E_DATA_DIR } from "./env";
import { type Lang, labelPattern, literally, text, textPattern } from "./i18n";

export const ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };

let visitorCount = 0;

/**
 * Resolves once React has hydrated the page: the router is ready, the first element matching
 * `selector` has its React props (fetcher forms, dialogs and client links only work from then
 * on) and, for a signed-in reader served the shared page, their own parts have arrived
 * (`data-personal="done"`, app/shell/personal-parts.ts).
 */
export async function waitForHydration(page: Page, selector = "main input, main button") {
  await page.waitForFunction((query) => {
    const router = (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
      .__reactRouterDataRouter;
    const element = document.querySelector(query);
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const personalLater = (navigation?.serverTiming ?? []).some((timing) => timing.name === "personal");
    return Boolean(
      router?.state.initialized &&
        element &&
        Object.keys(element).some((key) => key.startsWith("__reactProps")) &&
        (!personalLater || document.documentElement.dataset.personal === "done"),
    );
  }, selector);
}

/** Goes to `path` and waits for the page to hydrate. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The visible language tab's panel of a bilingual form (the other one stays hidden). */
export async function languageTab(container: Locator, lang: Lang, tab: Lang): Promise<Locator> {
  await container.getByRole("tab", { name: text(lang, `ui.tabs.${tab}`) }).click();
  return container.getByRole("tabpanel");
}

/**
 * A fresh visitor: its own cookies and, through X-Forwarded-For (the end-to-end server
 * trusts loopback proxies), its own client IP — so per-visitor rate limits never leak
 * from one test, or one retry, into another. Pass `ip` to make several pages one visitor.
 * Uncaught exceptions, hydration mismatches and CSP violations are collected for `closePage`.
 */
export async function newPage(browser: Browser, lang: Lang, options: { ip?: string } = {}): Promise<Page> {
  visitorCount += 1;
  const ip = options.ip ?? uniqueIp();
  const context = await browser.newContext({
    locale: lang === "fr" ? "fr-FR" : "en-US",
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    const body = message.text();
    if (message.type() !== "error") return;
    // The nonce of the critical CSS exists only on the server in dev mode.
    if (/hydrat/i.test(body) && !/nonce/.test(body)) errors.push(body);
    // An inline script whose hash the page's CSP lacks would be blocked: the page breaks.
    if (/Content Security Policy/i.test(body)) errors.push(body);
  });
  page.on("pageerror", (error) => {
    // Vite's websocket and dependency re-optimisation in dev mode are not about the page.
    if (!/dynamically imported module|WebSocket/.test(error.message)) errors.push(error.message);
  });
  browserErrors.set(page, errors);
  return page;
}

/**
 * `count` distinct TCP ports nobody listens on now, for a spec's own servers: fixed ones would
 * collide with another spec's in a parallel worker.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer());
  // All held open together, so that no two are the same.
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.on("error", reject);
          server.listen(0, "127.0.0.1", () => {
            const address = server.address();
            resolve(typeof address === "object" && address ? address.port : 0);
          });
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export async function freePort(): Promise<number> {
  return (await freePorts(1))[0];
}

/** A documentation-range address (RFC 5737) no other visitor of this run has. */
export function uniqueIp(): string {
  const n = (process.pid * 7919 + Date.now() + visitorCount * 104729) % 65_000;
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

const browserErrors = new WeakMap<Page, string[]>();

/** Closes the visitor, failing on any error its browser reported. */
export async function closePage(page: Page) {
  expect(browserErrors.get(page) ?? [], "errors in the browser").toEqual([]);
  await page.context().close();
}

/** Fills and submits the sign-in form of the /login page the browser is on. */
export async function signIn(page: Page, lang: Lang, email: string, password: string) {
  const main = page.getByRole("main");
  await main.getByLabel(labelPattern(lang, "auth.login.email")).fill(email);
  await main.getByLabel(labelPattern(lang, "auth.login.password")).fill(password);
  await main.getByRole("button", { name: text(lang, "auth.login.submit") }).click();
}

export async function signUp(page: Page, lang: Lang, name: string, email: string, password: string) {
  await page.goto("/register");
  const main = page.getByRole("main");
  await main.getByLabel(labelPattern(lang, "auth.register.full_name")).fill(name);
  await main.getByLabel(labelPattern(lang, "auth.register.email")).fill(email);
  await main.getByLabel(labelPattern(lang, "auth.register.password")).fill(password);
  await main.getByRole("button", { name: text(lang, "auth.register.submit") }).click();
  await expect(page).toHaveURL(/\/login\?registered=true/);
}

/** The header's language switch, as its form post: stored on the user and in the cookie. */
export async function chooseLanguage(page: Page, lang: Lang, origin = new URL(page.url()).origin) {
  const response = await page.request.post("/language", {
    form: { lang, redirectTo: "/" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/** The administrator's session cookies, kept by this worker once it has signed in through the form. */
let adminCookies: Cookie[] | undefined;

/**
 * Signs in as the seeded administrator and makes `lang` the admin's language, on the home page.
 * The first time in a worker it fills the sign-in form; later it reuses that session's cookies
 * (the sign-in journeys themselves are proven in visit-sign-up-sign-in and http), unless the
 * session has ended meanwhile. `home: false` spares a reused session the home page's load, for
 * a test whose next step opens a page of its own (the back-office walk does, 33 times).
 */
export async function signInAsAdmin(page: Page, lang: Lang, { home = true }: { home?: boolean } = {}) {
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    const admin = await page.request.get("/admin", { maxRedirects: 0 });
    if (admin.status() === 200) {
      if (home) await page.goto("/");
      await chooseLanguage(page, lang, new URL(admin.url()).origin);
      return;
    }
    await page.context().clearCookies();
  }
  await page.goto("/login");
  await signIn(page, lang, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await chooseLanguage(page, lang);
  adminCookies = (await page.context().cookies()).filter((cookie) => !/lang/i.test(cookie.name));
}

/** The whole page (shell included, open dialogs included) has no serious or critical axe violation. */
export async function expectAccessible(page: Page) {
  // Resting colours: the pointer left where the last click was hovers whatever opened under it
  // (a confirmation's button, seen in CI), and axe reads a hover's `brightness` filter half-way
  // through its transition as a contrast of 4.29. The pointer goes to the page's corner first.
  await page.mouse.move(0, 0);
  // A dialog still fading in has half-transparent colours: axe would measure those contrasts.
  // Endless animations (the logo marquee) are not waited for. Two frames first: a dialog opened
  // by the last click may not have started its `@starting-style` transition yet (seen once in CI:
  // axe measured the overlay's half-faded text at a contrast of 1.04).
  await page.waitForFunction(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      );
  });
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary}`).join(" | ")}`);
  expect(blocking, "serious or critical axe violations").toEqual([]);
}

/** The e-mails the server wrote as .eml files (no SMTP_URL in the end-to-end run), bodies decoded. */
export function outboxMessages(): string[] {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => decodeEml(fs.readFileSync(path.join(dir, name), "utf8")));
}

/**
 * Headers as they are, the body decoded from quoted-printable or base64; a multipart
 * message (text and HTML, attachments) has each part decoded the same way, in order.
 */
function decodeEml(eml: string): string {
  const split = eml.indexOf("\r\n\r\n");
  if (split < 0) return eml;
  const headers = eml.slice(0, split);
  const body = eml.slice(split + 4);
  const boundary = /Content-Type:\s*multipart\/[^;]+;[\s\S]*?boundary="?([^"\r\n;]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    return `${headers}\n\n${parts.map((part) => decodeEml(part.replace(/^\r\n/, ""))).join("\n\n")}`;
  }
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return `${headers}\n\n${Buffer.from(body, "base64")}`;
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return `${headers}\n\n${Buffer.from(bytes, "latin1").toString("utf8")}`;
  }
  return eml;
}

/**
 * The newest link to `path` (/verify-email, /reset-password) in the e-mails to `email`,
 * waiting until `count` such e-mails have arrived (the outbox worker sends them).
 */
export async function mailedLink(email: string, path: string, count = 1): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w.-]+&lang=(fr|en)`);
  let links: string[] = [];
  await expect
    .poll(
      () => {
        links = outboxMessages()
          .filter((eml) => eml.includes(`To: ${email}`))
          .map((eml) => pattern.exec(eml)?.[0])
          .filter((link): link is string => !!link);
        return links.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  // Files are named by time: the last one is the newest link.
  return links[links.length - 1];
}

/** Follows the verification link mailed at sign-up, in `page`'s browser (signed in or not). */
export async function verifyEmail(page: Page, email: string) {
  await page.goto(await mailedLink(email, "/verify-email"));
  await expect(page).toHaveURL(/\/verify-email\?status=verified/);
}

/** A date `days` from today as YYYY-MM-DD (the editor's date inputs; the site's days are UTC). */
export function isoDate(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Adds a one-day session (09:00–17:00 unless told) of the first course, trainer (unless named)
 * and venue of the calendar editor's lists, as the signed-in admin on `page`, with an early-bird price if asked; answers
 * the course's title as the editor showed it.
 */
export async function addSessionFromCalendar(
  page: Page,
  lang: Lang,
  options: {
    day: string;
    seats: number;
    minimum: number;
    earlyBird?: { until: string; price: number };
    /** The trainer's name in the list (else its first trainer) and the hours (else 09:00–17:00). */
    instructor?: string;
    hours?: { start: string; end: string };
    /** The session's clock (else its venue's). */
    timezone?: string;
  },
): Promise<string> {
  await page.goto("/calendrier");
  const editor = page.getByRole("dialog");
  // A click before the page has hydrated (the dev server compiles on first visit) does nothing: again.
  await expect(async () => {
    await page
      .getByRole("button", { name: text(lang, "pages.calendar.add_session") })
      .first()
      .click();
    await expect(editor).toBeVisible({ timeout: 2000 });
  }).toPass();
  const courseSelect = editor.getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.course") });
  await courseSelect.selectOption({ index: 1 });
  const courseTitle = ((await courseSelect.locator("option:checked").textContent()) ?? "").trim();
  await editor
    .getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.instructor") })
    .selectOption(options.instructor ? { label: options.instructor } : { index: 1 });
  await editor
    .getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.location") })
    .selectOption({ index: 1 });
  if (options.timezone)
    await editor
      .getByRole("combobox", { name: labelPattern(lang, "pages.calendar.editor.timezone") })
      .selectOption(options.timezone);
  await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.start_date")).fill(options.day);
  await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.end_date")).fill(options.day);
  await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.start_time")).fill(options.hours?.start ?? "09:00");
  await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.end_time")).fill(options.hours?.end ?? "17:00");
  await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.seats_available")).fill(String(options.seats));
  await editor.getByLabel(labelPattern(lang, "pages.calendar.editor.min_participants")).fill(String(options.minimum));
  if (options.earlyBird) {
    await editor
      .getByLabel(labelPattern(lang, "pages.calendar.editor.early_bird_deadline"))
      .fill(options.earlyBird.until);
    await editor
      .getByLabel(labelPattern(lang, "pages.calendar.editor.early_bird_price"))
      .fill(String(options.earlyBird.price));
  }
  await editor.getByRole("button", { name: text(lang, "pages.calendar.editor.save") }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText(text(lang, "pages.calendar.success.created"))).toBeVisible();
  return courseTitle;
}

/** A new member (signed up, address verified, signed in) on a fresh page. */
export async function newMember(browser: Browser, lang: Lang, name: string, email: string): Promise<Page> {
  const member = await newPage(browser, lang);
  await signUp(member, lang, name, email, "member-password-1");
  await verifyEmail(member, email);
  await member.goto("/login");
  await signIn(member, lang, email, "member-password-1");
  await expect(member).toHaveURL(/\/$/);
  return member;
}

/**
 * Registers the signed-in member on `page` for the only session of `day` from the calendar,
 * filling what the form requires (the rest as prefilled, if anything).
 */
export async function registerFromCalendar(
  page: Page,
  lang: Lang,
  day: string,
  person: { firstName: string; lastName: string; email: string },
) {
  await page.goto(`/calendrier?from=${day}&to=${day}`);
  await page
    .getByRole("main")
    .getByRole("button", { name: text(lang, "pages.courses.registration.register") })
    .click();
  await fillRegistration(page, lang, person);
}

/** Fills the open registration modal with what the form requires, submits it and waits for its success. */
export async function fillRegistration(
  page: Page,
  lang: Lang,
  person: { firstName: string; lastName: string; email: string },
) {
  const modal = page.getByRole("dialog");
  const field = (key: string) => modal.getByLabel(labelPattern(lang, `pages.courses.registration.fields.${key}`));
  await field("first_name").fill(person.firstName);
  await field("last_name").fill(person.lastName);
  await field("email").fill(person.email);
  await field("phone").fill("+33 6 12 34 56 78");
  await field("billing_address").fill("12 rue de la Paix");
  await field("billing_city").fill("Paris");
  await field("billing_country").fill("France");
  await modal
    .getByRole("checkbox", { name: textPattern(lang, "pages.courses.registration.fields.accept_terms") })
    .check();
  await modal.getByRole("button", { name: text(lang, "pages.courses.registration.submit") }).click();
  await expect(modal.getByText(textPattern(lang, "pages.courses.registration.success"))).toBeVisible();
}

/** The roster link of the calendar card of `courseTitle` on `day` (admins see one per card). */
export async function rosterLinkOf(page: Page, day: string, courseTitle: string): Promise<string> {
  await page.goto(`/calendrier?from=${day}&to=${day}`);
  const link = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: courseTitle })
    .locator('a[href^="/admin/sessions/"]');
  await expect(link).toHaveCount(1);
  return (await link.getAttribute("href")) ?? "";
}

/**
 * The sessions desk filtered to `day`, on `page` (an admin's or an operator's), and the row of the
 * session of `courseTitle` there, which must be the only one; with the address of its roster.
 */
export async function deskRowOn(page: Page, day: string, courseTitle: string) {
  await page.goto(`/admin/sessions?from=${day}&to=${day}`);
  const row = page.getByRole("main").getByRole("row").filter({ hasText: courseTitle });
  await expect(row).toHaveCount(1);
  const rosterHref = (await row.getByRole("link", { name: courseTitle, exact: true }).getAttribute("href")) ?? "";
  return { row, rosterHref, sessionId: rosterHref.split("/").at(-1) ?? "" };
}

/**
 * Enrols someone who phoned, by hand, from the session roster `page` shows: the staff's enrol
 * dialog with what the registration form requires (a new address gets an invited account).
 */
export async function enrolFromRoster(
  page: Page,
  lang: Lang,
  person: { firstName: string; lastName: string; email: string; language?: Lang },
) {
  await page
    .getByRole("main")
    .getByRole("button", { name: text(lang, "admin.sessions.enrol.open") })
    .click();
  const enrol = page.getByRole("dialog", { name: text(lang, "admin.sessions.enrol.title") });
  const field = (key: string) => enrol.getByLabel(labelPattern(lang, `pages.courses.registration.fields.${key}`));
  await field("first_name").fill(person.firstName);
  await field("last_name").fill(person.lastName);
  await field("email").fill(person.email);
  await field("phone").fill("+33 6 12 34 56 78");
  await field("billing_address").fill("12 rue de la Paix");
  await field("billing_city").fill("Paris");
  await field("billing_country").fill("France");
  if (person.language)
    await enrol.getByLabel(labelPattern(lang, "admin.sessions.enrol.language")).selectOption(person.language);
  await enrol.getByRole("button", { name: text(lang, "admin.sessions.enrol.submit") }).click();
  await expect(page.getByText(text(lang, "admin.sessions.success.enrolled"))).toBeVisible();
}

/**
 * Moves `name`'s registration, on the roster `page` shows, to the session `targetId` with the
 * transfer dialog; their card leaves this roster.
 */
export async function transferFromRoster(page: Page, lang: Lang, name: string, targetId: string) {
  const card = page.getByRole("main").getByRole("article", { name });
  await card.getByRole("button", { name: text(lang, "admin.sessions.transfer"), exact: true }).click();
  const transfer = page.getByRole("dialog", { name: text(lang, "admin.sessions.transfer_title", { name }) });
  await transfer.locator(`input[type="radio"][value="${targetId}"]`).check();
  await transfer.getByRole("button", { name: text(lang, "admin.sessions.transfer_submit") }).click();
  await expect(page.getByText(text(lang, "admin.sessions.success.transferred"))).toBeVisible();
  await expect(card).toHaveCount(0);
}

/** Downloads the workbook of the roster `page` shows and reads its sheet back: rows of cells. */
export async function rosterWorkbook(page: Page, lang: Lang) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("main")
      .getByRole("link", { name: text(lang, "admin.sessions.roster_xlsx") })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^roster-.+\.xlsx$/);
  return readSheet(fs.readFileSync((await download.path()) ?? ""));
}

/** Draws a stroke across the signature box (in `scope`) the way a finger would. */
export async function drawSignature(page: Page, scope: Locator | Page = page) {
  const pad = scope.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature box");
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + box.width * (0.1 + i * 0.06), box.y + box.height * (0.6 - Math.sin(i) * 0.3));
  }
  await page.mouse.up();
}

/** Makes the account of `email` a teacher from the roles screen, on the administrator's `page`. */
export async function makeTeacher(page: Page, lang: Lang, email: string) {
  await page.goto(`/admin/roles?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("main").getByRole("row", { name: new RegExp(literally(email)) });
  await row.getByRole("button", { name: text(lang, "admin.roles.edit_role") }).click();
  await row
    .getByRole("combobox", { name: new RegExp(`^${literally(text(lang, "admin.roles.columns.role"))}\\b`) })
    .selectOption("teacher");
  await row.getByRole("button", { name: text(lang, "admin.list.save") }).click();
  await expect(page.getByText(text(lang, "admin.roles.success.role"))).toBeVisible();
}

/** The roster address of the session of `courseTitle` on `day` led by `trainerName`, from the calendar. */
export async function rosterLedBy(page: Page, day: string, courseTitle: string, trainerName: string) {
  await page.goto(`/calendrier?from=${day}&to=${day}`);
  const link = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: courseTitle })
    .filter({ hasText: trainerName })
    .locator('a[href^="/admin/sessions/"]');
  await expect(link).toHaveCount(1);
  return (await link.getAttribute("href")) ?? "";
}
