// Forgot password, reset, change password and "end all sessions" on a real database,
// through the route modules: the e-mail in the outbox in the person's language, a link
// that works once and for an hour, the same answer for an unknown address, sessions ended.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { email_outbox, users, verifications } from "#db/schema";
import {
  CHANGE_PASSWORD_FAILURES,
  RESET_REQUEST_MIN_MS,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_CLIENT,
} from "~/auth/account-security.server";
import { action as profileAction } from "~/routes/member/profile";
import { action as forgotAction } from "~/routes/public/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/public/reset-password";
import { getSessionUser, signIn } from "~/server/auth.server";
import { clock, instantClock, setClock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { routeArgs } from "../route";

type Answer = { status: number; body: Record<string, unknown>; headers: Headers; location: string | null };

/** What a loader or action answered, whether it returned data(), a plain object or a Response (thrown or not). */
async function answer(run: () => Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, body: {}, headers: result.headers, location: result.headers.get("location") };
  }
  const wrapped = result as { data?: unknown; init?: ResponseInit };
  if (wrapped && typeof wrapped === "object" && "init" in wrapped && "data" in wrapped) {
    return {
      status: wrapped.init?.status ?? 200,
      body: wrapped.data as Record<string, unknown>,
      headers: new Headers(wrapped.init?.headers),
      location: null,
    };
  }
  return { status: 200, body: result as Record<string, unknown>, headers: new Headers(), location: null };
}

let ipCount = 0;
/** A client address of its own for each call, unless the test means one client. */
const freshIp = () => `203.0.113.${++ipCount}`;

const forgot = (email: string, clientIp = freshIp()) =>
  answer(async () => forgotAction(await routeArgs(makeRequest("/forgot-password", { form: { email } }), { clientIp })));

const resetPage = (token: string) =>
  answer(async () => resetLoader(await routeArgs(makeRequest(`/reset-password?${new URLSearchParams({ token })}`))));

const resetPost = (token: string, password: string) =>
  answer(async () =>
    resetAction(await routeArgs(makeRequest("/reset-password", { form: { token, password, email: "ignored" } }))),
  );

const profilePost = (cookie: string, form: Record<string, string>) =>
  answer(async () => profileAction(await routeArgs(makeRequest("/profile", { cookie, form }))));

async function mailsTo(email: string) {
  return db().select().from(email_outbox).where(eq(email_outbox.to, email)).orderBy(email_outbox.created_at);
}

function resetToken(text: string): { token: string; lang: string } {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)&lang=(fr|en)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return { token: match[1], lang: match[2] };
}

/** Asks for a link for `email` and reads it from the newest e-mail to that address. */
async function requestLink(email: string): Promise<string> {
  expect((await forgot(email)).body).toEqual({ ok: true });
  const mails = await mailsTo(email);
  return resetToken(mails[mails.length - 1].text).token;
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function isSignedIn(cookie: string) {
  return (await getSessionUser(new Request("http://localhost/", { headers: { cookie } }))) !== null;
}

async function canSignIn(email: string, password: string) {
  return signIn({ email, password, request: new Request("http://localhost/login") }).then(
    () => true,
    () => false,
  );
}

// Every reset request waits out RESET_REQUEST_MIN_MS on this clock, which does not really wait.
beforeAll(() => setClock(instantClock()));
afterAll(() => setClock());

describe("forgot password", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  it("mails a link to our page in the person's stored language, with the site's layout", async () => {
    const english = await createUser({ email: "jane@example.com", language: "en", fullName: "Jane Doe" });
    const started = clock().now();
    const { status, body } = await forgot("  Jane@Example.com ");
    expect(clock().now() - started).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });

    const [mail] = await mailsTo(english.email);
    expect(mail.subject).toBe("Choose a new password – Formatio");
    expect(mail.text).toContain("Hello Jane Doe,");
    expect(mail.text).toContain("This link works for 1 hour, once.");
    const { token, lang } = resetToken(mail.text);
    expect(lang).toBe("en");
    expect(mail.text).toContain(`/reset-password?token=${token}&lang=en`);
    // The HTML part: the site's name and colours, the button to the same link.
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("Formatio");
    expect(mail.html).toMatch(/background:#2d3494/i);
    expect(mail.html).toContain(`/reset-password?token=${token}&amp;lang=en`);

    const french = await createUser({ email: "marc@example.com", language: "fr", fullName: "" });
    await forgot(french.email);
    const [frenchMail] = await mailsTo(french.email);
    expect(frenchMail.subject).toBe("Choisir un nouveau mot de passe – Formatio");
    expect(frenchMail.text).toContain("Bonjour,");
    expect(resetToken(frenchMail.text).lang).toBe("fr");
  });

  it("answers an unknown address exactly as a known one, as slowly, and sends nothing", async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(email_outbox);
    const started = clock().now();
    const unknown = await forgot("nobody-here@example.com");
    expect(clock().now() - started).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS);
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } });
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(email_outbox);
    expect(after[0].n).toBe(before[0].n);
    expect(await mailsTo("nobody-here@example.com")).toEqual([]);
  });

  it("sends nothing to a deactivated account, with the same answer", async () => {
    const user = await createUser({ email: "gone@example.com" });
    await db().update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await forgot(user.email)).body).toEqual({ ok: true });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it("refuses a malformed address as a field error", async () => {
    const { status, body } = await forgot("not-an-address");
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: "errors.auth.invalid_email" });
  });

  it("limits e-mails per address silently, and requests per client with a message", async () => {
    const user = await createUser({ email: "flooded@example.com" });
    for (let i = 0; i <= RESET_REQUESTS_PER_ADDRESS.limit; i++) {
      expect((await forgot(user.email)).body).toEqual({ ok: true });
    }
    expect(await mailsTo(user.email)).toHaveLength(RESET_REQUESTS_PER_ADDRESS.limit);

    const ip = freshIp();
    for (let i = 0; i < RESET_REQUESTS_PER_CLIENT.limit; i++) {
      expect((await forgot(`walker-${i}@example.com`, ip)).status).toBe(200);
    }
    const refused = await forgot("walker-last@example.com", ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ formError: "auth.forgot.too_many" });
    expect((refused.body.formErrorParams as { count: number }).count).toBeGreaterThanOrEqual(1);
  });
});

describe("reset password", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  it("a link sets a new password under the policy, once, and ends every session", async () => {
    const user = await createUser({ email: "anne@example.com", password: "old passphrase 1", emailVerified: false });
    const laptop = await sessionCookie(user);
    const phone = await sessionCookie(user);
    expect(await isSignedIn(laptop)).toBe(true);
    const token = await requestLink(user.email);

    const page = await resetPage(token);
    expect(page.body).toEqual({ status: "ready", token, email: "anne@example.com" });

    // The policy: field errors, the link still usable.
    const weak = await resetPost(token, "password123");
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ ok: false, errors: { password: "errors.auth.password_common" } });
    const fromEmail = await resetPost(token, "anne2024!");
    expect(fromEmail.body).toEqual({ ok: false, errors: { password: "errors.auth.password_contains_email" } });

    const done = await resetPost(token, "new passphrase 2");
    expect(done.status).toBe(302);
    expect(done.location).toBe("/login?message=password_reset");
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await canSignIn(user.email, "old passphrase 1")).toBe(false);
    expect(await canSignIn(user.email, "new passphrase 2")).toBe(true);
    // The mailbox is proven: the address counts as verified.
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.email_verified).toBe(true);

    // Once only.
    expect((await resetPage(token)).body).toEqual({ status: "invalid" });
    expect((await resetPost(token, "third passphrase 3")).body).toEqual({
      ok: false,
      formError: "auth.reset.invalid_text",
    });
    expect(await canSignIn(user.email, "new passphrase 2")).toBe(true);
  });

  it("stores only a hash of the token, valid for one hour", async () => {
    const user = await createUser({ email: "hash@example.com" });
    const token = await requestLink(user.email);
    const [row] = await db().select().from(verifications).where(eq(verifications.value, user.id));
    expect(row.identifier).not.toContain(token);
    const minutes = (row.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("an expired link (past its hour) is refused with the clear message and changes nothing", async () => {
    const user = await createUser({ email: "late@example.com", password: "late passphrase 1" });
    const token = await requestLink(user.email);
    await db()
      .update(verifications)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, user.id));
    expect((await resetPage(token)).body).toEqual({ status: "invalid" });
    const refused = await resetPost(token, "brand new passphrase");
    expect(refused).toMatchObject({ status: 400, body: { formError: "auth.reset.invalid_text" } });
    expect(await canSignIn(user.email, "late passphrase 1")).toBe(true);
  });

  it("unknown, malformed and NUL-carrying tokens are invalid, never a server error", async () => {
    for (const token of ["", "abc", "x".repeat(24), "bad\0token-with-nul-char", "a b c d e f g h i j k l m"]) {
      expect((await resetPage(token)).body).toEqual({ status: "invalid" });
      expect((await resetPost(token, "some good passphrase")).body).toEqual({
        ok: false,
        formError: "auth.reset.invalid_text",
      });
    }
  });
});

describe("change password and end all sessions on /profile", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  it("refuses a wrong current password and a weak new one as field errors", async () => {
    const user = await createUser({ email: "paul@example.com", password: "current passphrase" });
    const cookie = await sessionCookie(user);
    const wrong = await profilePost(cookie, {
      intent: "change_password",
      currentPassword: "not the passphrase",
      newPassword: "another good passphrase",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      ok: false,
      intent: "change_password",
      errors: { currentPassword: "errors.auth.current_password_wrong" },
    });
    const weak = await profilePost(cookie, {
      intent: "change_password",
      currentPassword: "current passphrase",
      newPassword: "iloveyou",
    });
    expect(weak.body).toEqual({
      ok: false,
      intent: "change_password",
      errors: { newPassword: "errors.auth.password_common" },
    });
    const fromEmail = await profilePost(cookie, {
      intent: "change_password",
      currentPassword: "current passphrase",
      // The session's address counts, whatever the form says.
      email: "someone-else@example.com",
      newPassword: "paul1234",
    });
    expect(fromEmail.body).toEqual({
      ok: false,
      intent: "change_password",
      errors: { newPassword: "errors.auth.password_contains_email" },
    });
    const empty = await profilePost(cookie, { intent: "change_password", currentPassword: "", newPassword: "" });
    expect(empty.body).toEqual({
      ok: false,
      intent: "change_password",
      errors: {
        currentPassword: "errors.auth.current_password_required",
        newPassword: "errors.auth.password_required",
      },
    });
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await canSignIn(user.email, "current passphrase")).toBe(true);
  });

  it("changes the password, ends the other sessions and keeps this one under a new cookie", async () => {
    const user = await createUser({ email: "lea@example.com", password: "first passphrase" });
    const here = await sessionCookie(user);
    const elsewhere = await sessionCookie(user);
    const changed = await profilePost(here, {
      intent: "change_password",
      currentPassword: "first passphrase",
      newPassword: "second passphrase",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ intent: "change_password", ok: true });
    const renewed = cookieOf(changed.headers);
    expect(renewed).toMatch(/formatio\.session_token=/);
    expect(await isSignedIn(renewed)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await canSignIn(user.email, "first passphrase")).toBe(false);
    expect(await canSignIn(user.email, "second passphrase")).toBe(true);
  });

  it("stops guessing the current password after a few failures", async () => {
    const user = await createUser({ email: "guess@example.com", password: "the real passphrase" });
    const cookie = await sessionCookie(user);
    const attempt = (currentPassword: string) =>
      profilePost(cookie, { intent: "change_password", currentPassword, newPassword: "a fresh passphrase" });
    for (let i = 0; i < CHANGE_PASSWORD_FAILURES.limit; i++) expect((await attempt(`guess ${i}`)).status).toBe(400);
    const refused = await attempt("the real passphrase");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ formError: "errors.auth.too_many_attempts" });
    expect(await canSignIn(user.email, "the real passphrase")).toBe(true);
  });

  it("ends every session, this one included, and sends the person to /login with a message", async () => {
    const user = await createUser({ email: "max@example.com" });
    const here = await sessionCookie(user);
    const elsewhere = await sessionCookie(user);
    const other = await createUser({ email: "other@example.com" });
    const otherCookie = await sessionCookie(other);

    const ended = await profilePost(here, { intent: "end_sessions" });
    expect(ended.status).toBe(302);
    expect(ended.location).toBe("/login?message=signed_out_everywhere");
    expect(ended.headers.getSetCookie().join()).toMatch(/formatio\.session_token=;/);
    expect(await isSignedIn(here)).toBe(false);
    expect(await isSignedIn(elsewhere)).toBe(false);
    // Nobody else's.
    expect(await isSignedIn(otherCookie)).toBe(true);
  });

  it("sends visitors to sign in rather than acting", async () => {
    const refused = await profilePost("", { intent: "end_sessions" });
    expect(refused.status).toBe(302);
    expect(refused.location).toMatch(/^\/login\?redirectTo=%2Fprofile/);
  });
});
