// What every end-to-end spec does: fresh visitors, signing in, the admin's
// language, the outbox, and the accessibility check.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./env";
import { type Lang, labelPattern, text } from "./i18n";

export const ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };

let visitorCount = 0;

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
export async function chooseLanguage(page: Page, lang: Lang) {
  const response = await page.request.post("/language", {
    form: { lang, redirectTo: "/" },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/** Signs in as the seeded administrator and makes `lang` the admin's language. */
export async function signInAsAdmin(page: Page, lang: Lang) {
  await page.goto("/login");
  await signIn(page, lang, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await chooseLanguage(page, lang);
}

/** The whole page (shell included, open dialogs included) has no serious or critical axe violation. */
export async function expectAccessible(page: Page) {
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
