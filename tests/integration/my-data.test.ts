// "My data" on a real database, through the routes: the export holds the person's data,
// nobody else's and no secret; the deletion removes the login and every session, keeps
// registrations anonymised, leaves other people alone, refuses the last administrator,
// and is all or nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  course_session_registrations,
  email_outbox,
  messages,
  newsletter_subscribers,
  sessions,
  stored_uploads,
  testimonials,
  users,
  verifications,
} from "#db/schema";
import { deletedUserEmail } from "~/profile/account-deletion.server";
import { registerForSession } from "~/registrations/registrations.server";
import { registrationSchema } from "~/registrations/schema";
import { action as uploadAction } from "~/routes/api/uploads";
import { action as deleteAction, loader as deletePageLoader } from "~/routes/member/profile-delete";
import { loader as exportLoader } from "~/routes/member/profile-export";
import { action as contactAction } from "~/routes/public/contact";
import { AuthError, getSessionUser, signIn } from "~/server/auth.server";
import { resetConfig } from "~/server/config.server";
import { db } from "~/server/db.server";
import { resetStorage } from "~/server/storage.server";
import { useTestDatabase } from "../db";
import {
  createAgency,
  createCourse,
  createNewsletterSubscriber,
  createSession,
  createTestimonial,
  createUser,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-my-data-"));
const previousDataDir = process.env.DATA_DIR;

type Person = { id: string; email: string; password: string; cookie: string; avatarUrl: string };
type ActionBody = { errors?: Record<string, string>; formError?: string; values?: Record<string, string> };

const registrationForm = (firstName: string, lastName: string, email: string) =>
  registrationSchema.parse({
    firstName,
    lastName,
    email,
    phone: "+33 6 12 34 56 78",
    company: `${lastName} SARL`,
    billingAddress: `12 rue ${lastName}`,
    billingCity: "Lyon",
    billingCountry: "France",
    acceptTerms: "on",
  });

async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
}

async function uploadAvatar(cookie: string): Promise<string> {
  const form = new FormData();
  form.append("purpose", "avatar");
  form.append("file", new Blob([new Uint8Array(await tinyPng())], { type: "image/png" }), "me.png");
  const headers = new Headers({ origin: "http://localhost", cookie });
  const request = new Request("http://localhost/api/uploads?purpose=avatar", { method: "POST", headers, body: form });
  const answer = (await uploadAction(await routeArgs(request))) as { url?: string };
  if (!answer.url) throw new Error(`avatar upload failed: ${JSON.stringify(answer)}`);
  return answer.url;
}

const fileOf = (url: string) => path.join(dataDir, "uploads", url.replace(/^\/uploads\//, ""));

/** Everything a person has on the site: account, profile, registration, testimonial, newsletter, messages, avatar. */
async function createPerson(
  name: string,
  email: string,
  options: { sessionId: string; agencyId: string; phone: string; language?: "fr" | "en" },
): Promise<Person> {
  const [firstName, lastName] = name.split(" ");
  const user = await createUser({ email, fullName: name, language: options.language ?? "fr" });
  await db()
    .update(users)
    .set({
      email_verified: true,
      phone: options.phone,
      company: `${lastName} SARL`,
      bio: `Bio of ${name}`,
      // The public card's English twins (migration 0019): exported and erased with the rest.
      position_en: `Researcher ${lastName}`,
      bio_en: `English bio of ${name}`,
      specialties_en: ["Physics"],
    })
    .where(eq(users.id, user.id));
  const cookie = await sessionCookie(user);
  const registered = await registerForSession({
    sessionId: options.sessionId,
    userId: user.id,
    form: registrationForm(firstName, lastName, email),
  });
  if (!registered.ok) throw new Error(`registration failed: ${registered.error}`);
  await createTestimonial({ user_id: user.id, content: `Great course, says ${name}`, rating: 5 });
  await createNewsletterSubscriber({ email, verified: true });
  // A contact message sent while signed in, through the contact page's action.
  const contact = await contactAction(
    await routeArgs(
      makeRequest("/contact", {
        cookie,
        form: {
          firstName,
          lastName,
          email,
          agency: options.agencyId,
          category: "general",
          message: `A question from ${name}`,
        },
      }),
      { clientIp: `192.0.2.${Math.floor(Math.random() * 200) + 2}` },
    ),
  );
  // The answer is data() with the visitor-key cookie since the per-session contact limit (b636c80).
  const sent = contact as { ok?: boolean; data?: { ok?: boolean } };
  if (!(sent.ok ?? sent.data?.ok)) throw new Error(`contact failed: ${JSON.stringify(contact)}`);
  const avatarUrl = await uploadAvatar(cookie);
  await db().update(users).set({ avatar_url: avatarUrl }).where(eq(users.id, user.id));
  // A password reset under way (better-auth's shape: the value is the user id).
  await db()
    .insert(verifications)
    .values({
      identifier: `reset-password:reset-token-of-${user.id}`,
      value: user.id,
      expires_at: new Date(Date.now() + 3_600_000),
    });
  return { ...user, cookie, avatarUrl };
}

async function exportAs(cookie: string | undefined): Promise<Response> {
  try {
    return (await exportLoader(await routeArgs(makeRequest("/profile/export.json", { cookie })))) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function deleteAs(cookie: string | undefined, confirmation: string) {
  let answer: unknown;
  try {
    answer = await deleteAction(await routeArgs(makeRequest("/profile/delete", { cookie, form: { confirmation } })));
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {} as ActionBody, response: thrown };
    throw thrown;
  }
  if (answer instanceof Response) return { status: answer.status, body: {} as ActionBody, response: answer };
  const wrapped = answer as { data: ActionBody; init?: ResponseInit };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}

async function canSignIn(person: { email: string; password: string }): Promise<boolean> {
  try {
    await signIn({ email: person.email, password: person.password, request: new Request("http://localhost/login") });
    return true;
  } catch (error) {
    if (error instanceof AuthError) return false;
    throw error;
  }
}

/** How many rows of each table mention `needle` in any text, array or JSON column. */
async function mentions(needle: string): Promise<Record<string, number>> {
  const { rows } = (await db().execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and (data_type in ('text', 'character varying', 'jsonb', 'json')
      or (data_type = 'ARRAY' and udt_name in ('_text', '_varchar')))`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of rows)
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  const found: Record<string, number> = {};
  for (const [table, columns] of byTable) {
    const where = columns.map((c) => `strpos(lower("${c}"::text), lower($1)) > 0`).join(" or ");
    const result = (await db().execute(
      sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where ${sql.raw(where.replaceAll("$1", `'${needle.replaceAll("'", "''")}'`))}`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0].n > 0) found[table] = result.rows[0].n;
  }
  return found;
}

describe("my data: export and account deletion", () => {
  useTestDatabase();
  let sessionId = "";
  let agencyId = "";
  let courseTitleEn = "";
  let marie: Person;
  let bob: Person;
  let spareSuperAdmin: { id: string; email: string; password: string };

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    resetConfig();
    resetStorage();
    await seedReferenceData();
    const course = await createCourse({ title_fr: "Gestion de projet", title_en: "Project management" });
    courseTitleEn = course.title_en;
    sessionId = (await createSession({ course_id: course.id, seats_available: 20 })).id;
    agencyId = (
      await createAgency({ name: "Lyon", manager_name: "Agence", address: "1 place Bellecour", city: "Lyon" })
    ).id;
    marie = await createPerson("Marie Curie", "marie.curie@example.com", {
      sessionId,
      agencyId,
      phone: "+33 1 11 11 11 11",
      language: "en",
    });
    bob = await createPerson("Bob Martin", "bob.martin@example.com", {
      sessionId,
      agencyId,
      phone: "+33 2 22 22 22 22",
    });
  });

  afterAll(() => {
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
    resetConfig();
    resetStorage();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends visitors to sign in, for the export and for the deletion", async () => {
    const exported = await exportAs(undefined);
    expect(exported.status).toBe(302);
    expect(exported.headers.get("location")).toMatch(/^\/login\?redirectTo=%2Fprofile%2Fexport\.json/);
    const deleted = await deleteAs(undefined, "marie.curie@example.com");
    expect(deleted.status).toBe(302);
    expect(deleted.response?.headers.get("location")).toMatch(/^\/login/);
    expect(await canSignIn(marie)).toBe(true);
  });

  it("exports the person's data as a private JSON attachment, nobody else's and no secret", async () => {
    const response = await exportAs(marie.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="formatio-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const json = JSON.parse(text);

    expect(json.account).toMatchObject({
      id: marie.id,
      email: "marie.curie@example.com",
      name: "Marie Curie",
      role: "member",
      language: "en",
      email_verified: true,
    });
    expect(json.account.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(json.profile).toMatchObject({
      phone: "+33 1 11 11 11 11",
      company: "Curie SARL",
      bio: "Bio of Marie Curie",
      position_en: "Researcher Curie",
      bio_en: "English bio of Marie Curie",
      specialties_en: ["Physics"],
    });
    expect(json.registrations).toHaveLength(1);
    expect(json.registrations[0]).toMatchObject({
      status: "pending",
      course: { title: courseTitleEn },
      session: { id: sessionId },
    });
    expect(json.registrations[0].session.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(json.registrations[0].notes).toContain("12 rue Curie");
    expect(json.registrations[0].participant).toMatchObject({ first_name: "Marie", billing_address: "12 rue Curie" });
    expect(json.testimonials).toEqual([expect.objectContaining({ content: "Great course, says Marie Curie" })]);
    expect(json.newsletter).toMatchObject({ checked: true, subscribed: true, confirmed: true });
    expect(json.messages.map((m: { type: string }) => m.type).sort()).toEqual(["contact", "registration"]);
    expect(json.messages.find((m: { type: string }) => m.type === "contact").content).toBe(
      "A question from Marie Curie",
    );
    expect(json.uploads).toEqual([expect.objectContaining({ url: marie.avatarUrl, purpose: "avatar" })]);
    expect(json.sign_in_sessions.length).toBeGreaterThanOrEqual(1);
    expect(json.emails_sent_to_you.length).toBeGreaterThanOrEqual(1);

    // Nobody else's data.
    for (const other of [
      bob.email,
      "Bob Martin",
      "Martin SARL",
      bob.id,
      "Great course, says Bob",
      "contact@formatio.example",
    ]) {
      expect(text).not.toContain(other);
    }
    // No secret: password hash, session tokens (raw and as in the cookie), reset token.
    const [account] = await db().select().from(accounts).where(eq(accounts.user_id, marie.id));
    expect(account.password).toBeTruthy();
    expect(text).not.toContain(account.password as string);
    const tokens = await db().select({ token: sessions.token }).from(sessions).where(eq(sessions.user_id, marie.id));
    expect(tokens.length).toBeGreaterThanOrEqual(1);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain(decodeURIComponent(marie.cookie.split("=")[1] ?? "x"));
    expect(text).not.toContain("reset-token-of");
    expect(text).not.toMatch(/"(password|token|access_token|refresh_token|id_token)"/);
  });

  it("does not tell an account with an unverified address whether that address subscribed", async () => {
    const squatter = await createUser({ email: "newsletter-only@example.com" });
    await db().update(users).set({ email_verified: false }).where(eq(users.id, squatter.id));
    await createNewsletterSubscriber({ email: "newsletter-only@example.com", verified: true });
    const json = await (await exportAs(await sessionCookie(squatter))).json();
    expect(json.newsletter).toEqual({ checked: false, reason: "account_email_not_verified" });
  });

  it("refuses a wrong or missing typed confirmation with a field error, and changes nothing", async () => {
    const page = await deletePageLoader(await routeArgs(makeRequest("/profile/delete", { cookie: marie.cookie })));
    expect(page).toEqual({ email: "marie.curie@example.com" });

    const wrong = await deleteAs(marie.cookie, "bob.martin@example.com");
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ confirmation: "profile.my_data.error.confirmation_mismatch" });
    expect(wrong.body.values).toEqual({ confirmation: "bob.martin@example.com" });
    const empty = await deleteAs(marie.cookie, "  ");
    expect(empty.body.errors).toEqual({ confirmation: "profile.my_data.error.confirmation_required" });
    expect(await getSessionUser(makeRequest("/", { cookie: marie.cookie }))).toMatchObject({ id: marie.id });
    expect(await canSignIn(marie)).toBe(true);
  });

  it("refuses to delete the last super administrator (and an admin when no other administrator is left)", async () => {
    const superAdmin = await createUser({ role: "super_admin" });
    const superCookie = await sessionCookie(superAdmin);
    const admin = await createUser({ role: "admin" });
    const adminCookie = await sessionCookie(admin);

    // An admin remains, but nobody else with every right: refused, nothing changed.
    const refused = await deleteAs(superCookie, superAdmin.email.toUpperCase());
    expect(refused).toMatchObject({ status: 409, body: { formError: "profile.my_data.error.last_admin" } });
    expect(await getSessionUser(makeRequest("/", { cookie: superCookie }))).toMatchObject({ role: "super_admin" });
    expect(await canSignIn(superAdmin)).toBe(true);

    // The admin may leave: the super administrator stays.
    expect((await deleteAs(adminCookie, admin.email)).status).toBe(302);
    // A second super administrator arrives: the first may now leave.
    spareSuperAdmin = await createUser({ role: "super_admin" });
    expect((await deleteAs(superCookie, superAdmin.email)).status).toBe(302);
    expect(await canSignIn(superAdmin)).toBe(false);
  });

  it("lets administrators leave at the same time, but never the last one", async () => {
    const leavers = [
      spareSuperAdmin,
      await createUser({ role: "super_admin" }),
      await createUser({ role: "super_admin" }),
    ];
    const cookies = await Promise.all(leavers.map((u) => sessionCookie(u)));
    const answers = await Promise.all(leavers.map((u, i) => deleteAs(cookies[i], u.email)));
    expect(answers.map((a) => a.status).sort()).toEqual([302, 302, 409]);
    const left = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "super_admin"), eq(users.is_active, true)));
    expect(left).toHaveLength(1);
  });

  it("is all or nothing: a failure at the last step leaves every row and file in place", async () => {
    const before = await snapshot(marie.id);
    await db().execute(sql`
      create or replace function refuse_mail_to_marie() returns trigger language plpgsql as $$
      begin
        if new."to" = 'marie.curie@example.com' then raise exception 'outbox is down'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger refuse_mail_to_marie before insert on email_outbox
      for each row execute function refuse_mail_to_marie()`);
    try {
      const failed = await deleteAs(marie.cookie, "marie.curie@example.com");
      expect(failed).toMatchObject({ status: 500, body: { formError: "profile.my_data.error.delete_failed" } });
    } finally {
      await db().execute(sql`drop trigger refuse_mail_to_marie on email_outbox`);
      await db().execute(sql`drop function refuse_mail_to_marie()`);
    }
    expect(await snapshot(marie.id)).toEqual(before);
    expect(fs.existsSync(fileOf(marie.avatarUrl))).toBe(true);
    expect(await canSignIn(marie)).toBe(true);
  });

  it("deletes the account: no sign-in, no session, registrations kept anonymised, nothing left naming her", async () => {
    // Delivered mail: her copies and the organisation's copies of her messages go too.
    await db().update(email_outbox).set({ status: "sent", sent_at: new Date() });
    const bobBefore = await snapshot(bob.id);
    const [registrationBefore] = await db()
      .select()
      .from(course_session_registrations)
      .where(eq(course_session_registrations.user_id, marie.id));
    const avatarFiles = fs.readdirSync(path.dirname(fileOf(marie.avatarUrl))).filter((f) => f.includes(marie.id));
    expect(avatarFiles.length).toBeGreaterThan(1); // the original and its WebP variants

    const deleted = await deleteAs(marie.cookie, " Marie.Curie@Example.com ");
    expect(deleted.status).toBe(302);
    expect(deleted.response?.headers.get("location")).toBe("/");
    const cookies = deleted.response?.headers.getSetCookie() ?? [];
    expect(cookies.some((c) => /formatio\.session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("flash="))).toBe(true);

    // The login and every session are gone.
    expect(await getSessionUser(makeRequest("/profile", { cookie: marie.cookie }))).toBeNull();
    expect((await exportAs(marie.cookie)).status).toBe(302);
    for (const table of [sessions, accounts]) {
      expect(await db().select().from(table).where(eq(table.user_id, marie.id))).toEqual([]);
    }
    expect(await db().select().from(verifications).where(eq(verifications.value, marie.id))).toEqual([]);

    // The registration stays for the organisation, without her details; its session has not
    // started, so it is cancelled and its seat given back (account-deletion-registrations.test.ts).
    const [registration] = await db()
      .select()
      .from(course_session_registrations)
      .where(eq(course_session_registrations.id, registrationBefore.id));
    expect(registrationBefore.status).toBe("pending");
    expect(registration).toMatchObject({
      session_id: sessionId,
      status: "cancelled",
      payment_status: registrationBefore.payment_status,
      payment_amount: registrationBefore.payment_amount,
      created_at: registrationBefore.created_at,
    });
    expect(registration.notes).toMatch(/^Données personnelles effacées le \d{4}-\d{2}-\d{2}/);
    expect(registration).toMatchObject({ first_name: null, email: null, phone: null, billing_address: null });
    const [row] = await db().select().from(users).where(eq(users.id, marie.id));
    expect(row).toMatchObject({
      email: deletedUserEmail(marie.id),
      full_name: "",
      phone: null,
      company: null,
      bio: null,
      position_en: null,
      bio_en: null,
      specialties_en: [],
      avatar_url: null,
      is_active: false,
      role: "member",
      email_verified: false,
    });
    const [registrationMessage] = await db()
      .select()
      .from(messages)
      .where(sql`${messages.metadata}->>'registration_id' = ${registration.id}`);
    expect(registrationMessage.metadata).toMatchObject({ user: { anonymised: true }, session: { id: sessionId } });
    expect(await db().select().from(testimonials).where(eq(testimonials.user_id, marie.id))).toEqual([]);
    expect(await db().select().from(stored_uploads).where(eq(stored_uploads.user_id, marie.id))).toEqual([]);
    expect(fs.readdirSync(path.dirname(fileOf(marie.avatarUrl))).filter((f) => f.includes(marie.id))).toEqual([]);

    // Nothing in any table names her any more, but the notice of the deletion on its way to her.
    expect(await mentions("marie.curie@example.com")).toEqual({ email_outbox: 1 });
    for (const needle of ["Marie Curie", "Curie SARL", "12 rue Curie", "+33 1 11 11 11 11", "A question from Marie"]) {
      expect(await mentions(needle), needle).toEqual({});
    }
    const [notice] = await db().select().from(email_outbox).where(eq(email_outbox.to, "marie.curie@example.com"));
    expect(notice.status).toBe("pending");
    expect(notice.subject).toBe("Your account has been deleted – Formatio");
    expect(notice.html).toContain("Your account has been deleted");
    expect(notice.text).toContain("Kept: your registration for a course session, anonymised");
    // (Signing in is tried last: a failed attempt is counted under the address it names.)
    expect(await canSignIn(marie)).toBe(false);

    // Bob is untouched.
    expect(await snapshot(bob.id)).toEqual(bobBefore);
    expect(await canSignIn(bob)).toBe(true);
    expect(fs.existsSync(fileOf(bob.avatarUrl))).toBe(true);
  });

  it("deletes the user row itself when no registration needs it; the address can sign up again", async () => {
    const person = await createUser({ email: "short-stay@example.com", language: "fr" });
    const cookie = await sessionCookie(person);
    expect((await deleteAs(cookie, person.email)).status).toBe(302);
    expect(await db().select().from(users).where(eq(users.id, person.id))).toEqual([]);
    const [notice] = await db().select().from(email_outbox).where(eq(email_outbox.to, "short-stay@example.com"));
    expect(notice.subject).toBe("Votre compte a été supprimé – Formatio");
    expect(notice.text).toContain("Rien d'autre n'a été conservé.");
    const again = await createUser({ email: "short-stay@example.com" });
    expect(await canSignIn(again)).toBe(true);
  });
});

/** Every row of `userId`'s data that the deletion touches, to compare before and after. */
async function snapshot(userId: string) {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  const email = user.email.toLowerCase();
  return {
    user,
    registrations: await db()
      .select()
      .from(course_session_registrations)
      .where(eq(course_session_registrations.user_id, userId)),
    testimonials: await db().select().from(testimonials).where(eq(testimonials.user_id, userId)),
    sessions: await db().select().from(sessions).where(eq(sessions.user_id, userId)),
    accounts: await db().select().from(accounts).where(eq(accounts.user_id, userId)),
    verifications: await db().select().from(verifications).where(eq(verifications.value, userId)),
    newsletter: await db()
      .select()
      .from(newsletter_subscribers)
      .where(eq(sql`lower(${newsletter_subscribers.email})`, email)),
    messages: await db()
      .select()
      .from(messages)
      .where(sql`${messages.metadata}->'user'->>'id' = ${userId} or ${messages.metadata}->>'user_id' = ${userId}`)
      .orderBy(messages.id),
    uploads: await db()
      .select()
      .from(stored_uploads)
      .where(and(eq(stored_uploads.user_id, userId))),
    outbox: await db()
      .select()
      .from(email_outbox)
      .where(eq(sql`lower(${email_outbox.to})`, email))
      .orderBy(email_outbox.id),
  };
}
