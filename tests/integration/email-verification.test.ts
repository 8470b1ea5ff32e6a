// E-mail verification on a real database: the sign-up's e-mail, the link, the banner's
// "send it again" and its limit, and what an unverified account may not do (register for
// a session: the confirmation goes to that address).

import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_session_registrations, email_outbox, users } from "#db/schema";
import { VERIFICATION_RESENDS } from "~/auth/account-security.server";
import { action as registerSessionAction } from "~/routes/member/register-session";
import { action as registerAction } from "~/routes/public/register";
import { action as verifyAction, loader as verifyLoader } from "~/routes/public/verify-email";
import { getAuth, getSessionUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createCourse, createSession, createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { routeArgs } from "../route";

type Answer = { status: number; body: Record<string, unknown>; location: string | null };

async function answer(run: () => Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: {}, location: result.headers.get("location") };
  const wrapped = result as { data?: unknown; init?: ResponseInit };
  if (wrapped && typeof wrapped === "object" && "init" in wrapped && "data" in wrapped) {
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as Record<string, unknown>, location: null };
  }
  return { status: 200, body: result as Record<string, unknown>, location: null };
}

const openLink = (query: string, cookie?: string) =>
  answer(async () => verifyLoader(await routeArgs(makeRequest(`/verify-email?${query}`, { cookie }))));

const resend = (cookie?: string) =>
  answer(async () =>
    verifyAction(await routeArgs(makeRequest("/verify-email", { cookie, form: { intent: "resend" } }))),
  );

async function mailsTo(email: string) {
  return db().select().from(email_outbox).where(eq(email_outbox.to, email)).orderBy(email_outbox.created_at);
}

function verificationLink(text: string): { token: string; lang: string } {
  const match = /\/verify-email\?token=([\w.-]+)&lang=(fr|en)/.exec(text);
  if (!match) throw new Error(`no verification link in:\n${text}`);
  return { token: match[1], lang: match[2] };
}

async function isVerified(userId: string) {
  const [row] = await db().select({ v: users.email_verified }).from(users).where(eq(users.id, userId));
  return row.v;
}

const REGISTRATION_FORM = {
  firstName: "Marie",
  lastName: "Dupont",
  email: "marie.dupont@example.com",
  phone: "+33 6 12 34 56 78",
  billingAddress: "12 avenue des Champs",
  billingCity: "Paris",
  billingCountry: "France",
  acceptTerms: "on",
};

describe("e-mail verification", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  it("every new account gets a link in the page's language; following it verifies the address", async () => {
    const email = "new.member@example.com";
    const request = makeRequest("/register?lang=en", {
      form: { email, password: "a long passphrase", full_name: "New Member" },
    });
    const created = await answer(async () => registerAction(await routeArgs(request)));
    expect(created.location).toBe("/login?registered=true");
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row.email_verified).toBe(false);

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("Confirm your e-mail address – Formatio");
    expect(mail.text).toContain("Hello New Member,");
    expect(mail.text).toContain("This link works for 24 hours.");
    expect(mail.html).toContain('<html lang="en">');
    const { token, lang } = verificationLink(mail.text);
    expect(lang).toBe("en");

    // Signed in but unverified: the viewer says so (the shell shows the banner).
    const cookie = await sessionCookie({ email, password: "a long passphrase" });
    const viewer = await getSessionUser(new Request("http://localhost/", { headers: { cookie } }));
    expect(viewer?.emailVerified).toBe(false);

    const opened = await openLink(`token=${encodeURIComponent(token)}&lang=en`);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/verify-email?status=verified&lang=en");
    expect(await isVerified(row.id)).toBe(true);
    const after = await getSessionUser(new Request("http://localhost/", { headers: { cookie } }));
    expect(after?.emailVerified).toBe(true);

    // Following it again (a scanner, a second click) is harmless and says the same.
    expect((await openLink(`token=${encodeURIComponent(token)}`)).location).toBe("/verify-email?status=verified");
    expect((await openLink("status=verified", cookie)).body).toMatchObject({ status: "verified", isSignedIn: true });
  });

  it("says expired or invalid for links that are, without verifying anything", async () => {
    const user = await createUser({ email: "slow@example.com", emailVerified: false });
    const secret = (await (await getAuth()).$context).secret;
    const expired = await createEmailVerificationToken(secret, user.email, undefined, -60, { userId: user.id });
    expect((await openLink(`token=${expired}&lang=fr`)).location).toBe("/verify-email?status=expired&lang=fr");
    const forged = await createEmailVerificationToken(
      "not-our-secret-at-all-but-long-enough",
      user.email,
      undefined,
      3600,
      {
        userId: user.id,
      },
    );
    expect((await openLink(`token=${forged}`)).location).toBe("/verify-email?status=invalid");
    for (const token of ["", "garbage", "a.b.c", "%00"]) {
      expect((await openLink(`token=${token}`)).location).toBe("/verify-email?status=invalid");
    }
    expect(await isVerified(user.id)).toBe(false);
    // The page itself: a visitor is told to sign in for a new link; an unknown status is "invalid".
    expect((await openLink("status=expired")).body).toMatchObject({ status: "expired", isSignedIn: false });
    expect((await openLink("status=whatever")).body).toMatchObject({ status: "invalid" });
    // Signed in and unverified, ?status=verified cannot claim otherwise.
    const cookie = await sessionCookie(user);
    expect((await openLink("status=verified", cookie)).body).toMatchObject({ status: "invalid", isSignedIn: true });
  });

  it("accounts created verified (tests' default, the seeded administrator) get no e-mail", async () => {
    const user = await createUser({ email: "trusted@example.com" });
    expect(await isVerified(user.id)).toBe(true);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it("'send the link again' mails a fresh link, a few times an hour at most", async () => {
    const user = await createUser({ email: "again@example.com", language: "en", emailVerified: false });
    expect(await mailsTo(user.email)).toHaveLength(1);
    const cookie = await sessionCookie(user);
    for (let i = 0; i < VERIFICATION_RESENDS.limit; i++) {
      expect(await resend(cookie)).toMatchObject({ status: 200, body: { ok: true, toast: "auth.verify.resent" } });
    }
    const refused = await resend(cookie);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ formError: "auth.verify.too_many" });
    expect((refused.body.formErrorParams as { count: number }).count).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1 + VERIFICATION_RESENDS.limit);
    // The newest link works.
    const { token, lang } = verificationLink(mails[mails.length - 1].text);
    expect(lang).toBe("en");
    await openLink(`token=${token}`);
    expect(await isVerified(user.id)).toBe(true);

    const verified = await createUser({ email: "done@example.com" });
    expect((await resend(await sessionCookie(verified))).body).toEqual({
      ok: true,
      intent: "resend",
      toast: "auth.verify.already_verified",
    });
    expect((await resend()).status).toBe(401);
  });

  it("an unverified account cannot register for a session until it follows the link", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 5 });
    const user = await createUser({ email: "pending@example.com", emailVerified: false });
    const cookie = await sessionCookie(user);
    const register = () =>
      answer(async () =>
        registerSessionAction(
          await routeArgs(makeRequest(`/sessions/${session.id}/register`, { cookie, form: REGISTRATION_FORM }), {
            params: { id: session.id },
          }),
        ),
      );

    const refused = await register();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ ok: false, formError: "pages.courses.registration.error.email_unverified" });
    const rows = await db()
      .select()
      .from(course_session_registrations)
      .where(eq(course_session_registrations.session_id, session.id));
    expect(rows).toEqual([]);

    const [mail] = await mailsTo(user.email);
    await openLink(`token=${verificationLink(mail.text).token}`);
    expect(await register()).toMatchObject({ status: 200, body: { ok: true } });
  });
});
