// Session registration on a real database: every rule, what one booking
// writes (registration, seat, message, two outbox e-mails) and the action.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  contact_settings,
  course_session_registrations,
  course_sessions,
  email_outbox,
  messages,
  users,
} from "#db/schema";
import { createI18n } from "~/i18n/i18n";
import { registerForSession } from "~/registrations/registrations.server";
import { type RegistrationInput, registrationSchema, SPECIAL_REQUIREMENTS_MAX } from "~/registrations/schema";
import { action, loader } from "~/routes/member/register-session";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { zonedTimeToUtc } from "~/sessions/ics";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLocation,
  createSession,
  createUser,
  daysFromNow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

const ADMIN_EMAIL = "contact@formatio.example";

const FORM = {
  firstName: "Marie",
  lastName: "Dupont",
  email: "marie.dupont@example.com",
  phone: "+33 6 12 34 56 78",
  company: "Acme SA",
  position: "Responsable qualité",
  billingAddress: "12 avenue des Champs",
  billingCity: "Paris",
  billingPostalCode: "75008",
  billingCountry: "France",
  specialRequirements: "",
  acceptTerms: "on",
};

function formInput(overrides: Partial<typeof FORM> = {}): RegistrationInput {
  return registrationSchema.parse({ ...FORM, ...overrides });
}

/** A users row without an auth account: the service only needs the id, e-mail and language. */
async function insertUser(language: "fr" | "en" = "fr", email = `member-${randomUUID().slice(0, 8)}@example.com`) {
  const [row] = await db()
    .insert(users)
    .values({ email, full_name: "Marie Dupont", language })
    .returning({ id: users.id });
  return row.id;
}

async function sessionRow(id: string) {
  const [row] = await db().select().from(course_sessions).where(eq(course_sessions.id, id));
  return row;
}

async function registrationsOf(sessionId: string) {
  return db().select().from(course_session_registrations).where(eq(course_session_registrations.session_id, sessionId));
}

async function outboxCount() {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(email_outbox);
  return row.n;
}

describe("registerForSession", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  it("books a seat and writes the registration, the message and two e-mails", async () => {
    const course = await createCourse({ price: "1500.00", title_fr: "Management agile", reference: "ATP-MAN-042" });
    const location = await createLocation();
    const session = await createSession({ course_id: course.id, location_id: location.id, seats_available: 5 });
    const userId = await insertUser("fr", "account-owner@example.com");
    const before = await outboxCount();

    const result = await registerForSession({ sessionId: session.id, userId, form: formInput() });

    expect(result).toMatchObject({ ok: true, seatsLeft: 4, paymentAmount: "1500.00", isAdminNotified: true });
    expect((await sessionRow(session.id)).seats_taken).toBe(1);
    const [registration] = await registrationsOf(session.id);
    expect(registration).toMatchObject({
      user_id: userId,
      status: "pending",
      payment_status: "pending",
      payment_amount: "1500.00",
    });
    expect(registration.notes).toContain("12 avenue des Champs, 75008 Paris, France");
    expect(registration.notes).toContain("Besoins particuliers : Aucun");

    const [message] = await db()
      .select()
      .from(messages)
      .where(sql`${messages.metadata}->>'registration_id' = ${registration.id}`);
    expect(message).toMatchObject({ type: "registration", status: "pending" });
    expect(message.metadata).toEqual({
      course: { id: course.id, title: "Management agile", reference: "ATP-MAN-042" },
      session: { id: session.id, start_date: session.start_date, end_date: session.end_date },
      user: {
        id: userId,
        firstName: "Marie",
        lastName: "Dupont",
        email: "marie.dupont@example.com",
        phone: "+33 6 12 34 56 78",
        company: "Acme SA",
        position: "Responsable qualité",
      },
      registration_id: registration.id,
    });

    // The spec's French notification: session, participant, contact, company, position, requirements.
    expect(message.subject).toContain("Nouvelle inscription : Management agile");
    for (const part of [
      "Formation : Management agile (réf. ATP-MAN-042)",
      "Lieu : Centre Paris, 18 rue de la Paix, Paris, France",
      "Nom : Marie Dupont",
      "E-mail : marie.dupont@example.com",
      "Téléphone : +33 6 12 34 56 78",
      "Entreprise : Acme SA",
      "Poste : Responsable qualité",
      "Besoins particuliers : Aucun",
      "Horaires : 09:00 – 17:00",
    ]) {
      expect(message.content).toContain(part);
    }

    expect(await outboxCount()).toBe(before + 2);
    const [admin] = await db().select().from(email_outbox).where(eq(email_outbox.to, ADMIN_EMAIL));
    expect(admin.subject).toBe(message.subject);
    expect(admin.text).toBe(message.content);
    // The confirmation goes to the account's address; the form's address is recorded, never mailed.
    const [participant] = await db()
      .select()
      .from(email_outbox)
      .where(eq(email_outbox.to, "account-owner@example.com"));
    expect(await db().select().from(email_outbox).where(eq(email_outbox.to, "marie.dupont@example.com"))).toEqual([]);
    // A French user gets the confirmation in French.
    expect(participant.subject).toBe("Votre inscription\u00a0: Management agile");
    expect(participant.text).toContain("Bonjour Marie,");
    expect(participant.text).toMatch(/Montant\s: 1\s500,00\s€/);
  });

  it("charges the session's price override when there is one", async () => {
    const course = await createCourse({ price: "1200.00" });
    const session = await createSession({ course_id: course.id, price_override: "950.50" });
    const result = await registerForSession({ sessionId: session.id, userId: await insertUser(), form: formInput() });
    expect(result).toMatchObject({ ok: true, paymentAmount: "950.50" });
    const [registration] = await registrationsOf(session.id);
    expect(registration.payment_amount).toBe("950.50");
  });

  it("lists special requirements in the notification instead of 'Aucun'", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id });
    const form = formInput({ specialRequirements: "Accès fauteuil roulant", company: "", position: "" });
    const result = await registerForSession({ sessionId: session.id, userId: await insertUser(), form });
    expect(result.ok).toBe(true);
    const [message] = await db()
      .select()
      .from(messages)
      .where(sql`${messages.metadata}->'session'->>'id' = ${session.id}`);
    expect(message.content).toContain("Besoins particuliers : Accès fauteuil roulant");
    expect(message.content).not.toContain("Aucun");
    expect(message.content).toContain("Entreprise : Non renseignée");
    expect((message.metadata as { user: { company: unknown } }).user.company).toBeNull();
  });

  it("sends an English user their confirmation in English with the session as an .ics attachment", async () => {
    const course = await createCourse({ title_fr: "Gestion de projet", title_en: "Project management" });
    const start = daysFromNow(40);
    const session = await createSession({
      course_id: course.id,
      start_date: start,
      end_date: daysFromNow(41),
      timezone: "Europe/Paris",
    });
    const email = `english-${randomUUID().slice(0, 6)}@example.com`;
    const result = await registerForSession({
      sessionId: session.id,
      userId: await insertUser("en", email),
      form: formInput(),
    });
    expect(result.ok).toBe(true);

    const [mail] = await db().select().from(email_outbox).where(eq(email_outbox.to, email));
    expect(mail.subject).toBe("Your registration: Project management");
    expect(mail.text).toContain("Hello Marie,");
    expect(mail.text).toContain("Course: Project management");
    expect(mail.text).toContain(`${siteBaseUrl()}/formations/`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment.filename).toBe("session.ics");
    // The participant's own event, tentative until the roster confirms it (issue "Back office II").
    expect(attachment.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const ics = Buffer.from(attachment.content, "base64").toString("utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("BEGIN:VEVENT");
    if (!result.ok) throw new Error("registration refused");
    expect(ics).toContain(`UID:registration-${result.registrationId}@formatio.local`);
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(ics).toContain(`ATTENDEE;CN="Marie`);
    expect(ics).toContain("SUMMARY:Project management");
    // The session's wall-clock time on its own clock, defined in the file.
    expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${start.replace(/-/g, "")}T090000`);
    expect(ics).toContain("RRULE:FREQ=DAILY;COUNT=2");
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n");
    // Read as a calendar client does: 09:00 in Paris on each of the two days, whatever the season.
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const iterator = new ICAL.Event(vevent).iterator();
    const starts = [iterator.next(), iterator.next(), iterator.next()].map((time) => time?.toJSDate().toISOString());
    expect(starts).toEqual([
      zonedTimeToUtc(start, "09:00", "Europe/Paris").toISOString(),
      zonedTimeToUtc(daysFromNow(41), "09:00", "Europe/Paris").toISOString(),
      undefined,
    ]);
  });

  it("refuses a second registration of the same user, keeping the seat count", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id });
    const userId = await insertUser();
    expect((await registerForSession({ sessionId: session.id, userId, form: formInput() })).ok).toBe(true);
    const before = await outboxCount();
    const again = await registerForSession({ sessionId: session.id, userId, form: formInput() });
    expect(again).toMatchObject({
      ok: false,
      error: "pages.courses.registration.error.already_registered",
      status: 409,
    });
    expect((await sessionRow(session.id)).seats_taken).toBe(1);
    expect(await registrationsOf(session.id)).toHaveLength(1);
    expect(await outboxCount()).toBe(before);
  });

  it("refuses when no seat is left", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 3, seats_taken: 3 });
    const before = await outboxCount();
    const result = await registerForSession({ sessionId: session.id, userId: await insertUser(), form: formInput() });
    expect(result).toEqual({
      ok: false,
      error: "pages.courses.registration.error.no_seats_available",
      status: 409,
      seatsLeft: 0,
    });
    expect((await sessionRow(session.id)).seats_taken).toBe(3);
    expect(await outboxCount()).toBe(before);
  });

  it("refuses after the registration deadline, accepts on the deadline day", async () => {
    const course = await createCourse();
    const late = await createSession({ course_id: course.id, registration_deadline: daysFromNow(-1) });
    expect(
      await registerForSession({ sessionId: late.id, userId: await insertUser(), form: formInput() }),
    ).toMatchObject({
      ok: false,
      error: "pages.courses.registration.error.deadline_passed",
      status: 409,
    });
    const lastDay = await createSession({ course_id: course.id, registration_deadline: daysFromNow(0) });
    const result = await registerForSession({ sessionId: lastDay.id, userId: await insertUser(), form: formInput() });
    expect(result.ok).toBe(true);
  });

  it("only takes registrations for scheduled or confirmed sessions", async () => {
    const course = await createCourse();
    for (const status of ["cancelled", "completed"] as const) {
      const session = await createSession({ course_id: course.id, status });
      expect(
        await registerForSession({ sessionId: session.id, userId: await insertUser(), form: formInput() }),
      ).toMatchObject({ ok: false, error: "pages.courses.registration.error.session_not_scheduled", status: 409 });
      expect((await sessionRow(session.id)).seats_taken).toBe(0);
    }
    const confirmed = await createSession({ course_id: course.id, status: "confirmed" });
    const result = await registerForSession({ sessionId: confirmed.id, userId: await insertUser(), form: formInput() });
    expect(result.ok).toBe(true);
  });

  it("refuses a session that has already started, accepts one starting today", async () => {
    const course = await createCourse();
    const started = await createSession({
      course_id: course.id,
      start_date: daysFromNow(-1),
      end_date: daysFromNow(1),
    });
    expect(
      await registerForSession({ sessionId: started.id, userId: await insertUser(), form: formInput() }),
    ).toMatchObject({
      ok: false,
      error: "pages.courses.registration.error.session_started",
      status: 409,
    });
    // "Today" is the session's own: a UTC session starting today (UTC) is still open.
    const today = await createSession({ course_id: course.id, start_date: daysFromNow(0), end_date: daysFromNow(0) });
    const result = await registerForSession({ sessionId: today.id, userId: await insertUser(), form: formInput() });
    expect(result.ok).toBe(true);
  });

  it("answers 404 for an unknown session, a malformed id or an unpublished course", async () => {
    const notFound = { ok: false, error: "pages.courses.registration.error.not_found", status: 404 };
    const userId = await insertUser();
    expect(await registerForSession({ sessionId: randomUUID(), userId, form: formInput() })).toEqual(notFound);
    expect(await registerForSession({ sessionId: "not-a-uuid", userId, form: formInput() })).toEqual(notFound);
    const draft = await createCourse({ is_published: false });
    const session = await createSession({ course_id: draft.id });
    expect(await registerForSession({ sessionId: session.id, userId, form: formInput() })).toEqual(notFound);
    expect((await sessionRow(session.id)).seats_taken).toBe(0);
  });

  describe("when the organisation has no e-mail address configured", () => {
    beforeEach(async () => {
      await db().update(contact_settings).set({ email: null });
      return async () => {
        await db().update(contact_settings).set({ email: ADMIN_EMAIL });
      };
    });

    it("keeps the registration and its message, confirms to the participant and logs 'Admin email not configured'", async () => {
      const warn = vi.spyOn(logger, "warn");
      const course = await createCourse();
      const session = await createSession({ course_id: course.id });
      const email = `no-admin-${randomUUID().slice(0, 6)}@example.com`;
      const before = await outboxCount();

      const result = await registerForSession({
        sessionId: session.id,
        userId: await insertUser("fr", email),
        form: formInput(),
      });

      expect(result).toMatchObject({ ok: true, isAdminNotified: false });
      expect(await registrationsOf(session.id)).toHaveLength(1);
      expect((await sessionRow(session.id)).seats_taken).toBe(1);
      const stored = await db()
        .select()
        .from(messages)
        .where(and(eq(messages.type, "registration"), sql`${messages.metadata}->'session'->>'id' = ${session.id}`));
      expect(stored).toHaveLength(1);
      // Only the participant's confirmation was queued.
      expect(await outboxCount()).toBe(before + 1);
      const [mail] = await db().select().from(email_outbox).where(eq(email_outbox.to, email));
      expect(mail).toBeDefined();
      expect(warn.mock.calls.some((args) => String(args[1]).includes("Admin email not configured"))).toBe(true);
      warn.mockRestore();
    });
  });
});

describe("POST /sessions/:id/register", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  type ActionAnswer = { data?: Record<string, unknown>; init?: ResponseInit } & Record<string, unknown>;

  async function post(sessionId: string, form: Record<string, string>, cookie?: string): Promise<ActionAnswer> {
    const request = makeRequest(`/sessions/${sessionId}/register`, { form, cookie });
    return (await action(await routeArgs(request, { params: { id: sessionId } }))) as unknown as ActionAnswer;
  }

  it("refuses visitors with 401 and writes nothing", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id });
    const before = await outboxCount();
    const answer = await post(session.id, FORM);
    expect(answer.init?.status).toBe(401);
    expect(answer.data).toEqual({ ok: false, formError: "pages.courses.registration.error.login_required" });
    expect(await registrationsOf(session.id)).toHaveLength(0);
    expect((await sessionRow(session.id)).seats_taken).toBe(0);
    expect(await outboxCount()).toBe(before);
  });

  it("answers field errors with 400 and the typed values", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id });
    const cookie = await sessionCookie(await createUser());
    const { acceptTerms: _, ...withoutTerms } = FORM;
    const answer = await post(session.id, { ...withoutTerms, firstName: " ", email: "nope", phone: "abc" }, cookie);
    expect(answer.init?.status).toBe(400);
    expect(answer.data?.errors).toEqual({
      firstName: "pages.courses.registration.validation.required",
      email: "pages.courses.registration.validation.email",
      phone: "pages.courses.registration.validation.phone",
      acceptTerms: "pages.courses.registration.validation.accept_terms",
    });
    expect(answer.data?.values).toMatchObject({ lastName: "Dupont", email: "nope", billingCity: "Paris" });
    expect(await registrationsOf(session.id)).toHaveLength(0);
  });

  it("refuses 2,001 characters of special requirements with the limit in the message, keeping the text", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id });
    const cookie = await sessionCookie(await createUser());
    const long = "é".repeat(SPECIAL_REQUIREMENTS_MAX + 1);
    const answer = await post(session.id, { ...FORM, specialRequirements: long }, cookie);
    expect(answer.init?.status).toBe(400);
    const error = (answer.data?.errors as Record<string, string> | undefined)?.specialRequirements ?? "";
    // Refused, not cut: nothing written, and the whole text comes back to the form.
    expect(answer.data?.values).toMatchObject({ specialRequirements: long });
    expect(await registrationsOf(session.id)).toHaveLength(0);
    expect(createI18n("fr", fr).t(error)).toBe("Ce texte est trop long\u00a0: 2\u00a0000 caractères au plus.");
    expect(createI18n("en", en).t(error)).toBe("This text is too long: 2,000 characters at most.");
    // Exactly the limit is accepted.
    const fits = await post(session.id, { ...FORM, specialRequirements: "é".repeat(SPECIAL_REQUIREMENTS_MAX) }, cookie);
    expect(fits.data).toMatchObject({ ok: true });
  });

  it("registers a signed-in user and answers the seats left; refuses a second time with 409", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 4, seats_taken: 1 });
    const user = await createUser();
    const cookie = await sessionCookie(user);
    expect((await post(session.id, FORM, cookie)).data).toEqual({ ok: true, data: { seatsLeft: 2 } });
    const [registration] = await registrationsOf(session.id);
    expect(registration.user_id).toBe(user.id);
    const again = await post(session.id, FORM, cookie);
    expect(again.init?.status).toBe(409);
    expect(again.data?.formError).toBe("pages.courses.registration.error.already_registered");
  });

  it("keeps the browser's time zone as the account's only while it has none; an unknown zone is dropped silently", async () => {
    const course = await createCourse();
    const [first, second, third] = [
      await createSession({ course_id: course.id }),
      await createSession({ course_id: course.id }),
      await createSession({ course_id: course.id }),
    ];
    const user = await createUser();
    const cookie = await sessionCookie(user);
    const zoneOf = async () => (await db().select().from(users).where(eq(users.id, user.id)))[0].timezone;

    // Not a zone (a hidden field shows no error): registered all the same, nothing guessed.
    expect((await post(first.id, { ...FORM, timezone: "Mars/Olympus_Mons" }, cookie)).data).toMatchObject({ ok: true });
    expect(await zoneOf()).toBeNull();

    expect((await post(second.id, { ...FORM, timezone: "America/Toronto" }, cookie)).data).toMatchObject({ ok: true });
    expect(await zoneOf()).toBe("America/Toronto");
    // Another browser later does not replace it.
    expect((await post(third.id, { ...FORM, timezone: "Asia/Tokyo" }, cookie)).data).toMatchObject({ ok: true });
    expect(await zoneOf()).toBe("America/Toronto");
  });

  it("writes no time zone when the registration is refused", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 1, seats_taken: 1 });
    const user = await createUser();
    const answer = await post(session.id, { ...FORM, timezone: "Europe/Paris" }, await sessionCookie(user));
    expect(answer.init?.status).toBe(409);
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0].timezone).toBeNull();
  });

  it("a full session answers 409 with no seats left (the modal's count) and the typed values", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 2, seats_taken: 2 });
    const answer = await post(session.id, FORM, await sessionCookie(await createUser()));
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({
      formError: "pages.courses.registration.error.no_seats_available",
      data: { seatsLeft: 0 },
    });
    expect(answer.data?.values).toMatchObject({ lastName: "Dupont", billingCity: "Paris" });
    expect(await registrationsOf(session.id)).toHaveLength(0);
  });

  it("any refusal carries the seats left as it read them, for the page behind the modal", async () => {
    const course = await createCourse();
    const session = await createSession({
      course_id: course.id,
      seats_available: 5,
      seats_taken: 2,
      registration_deadline: daysFromNow(-1),
    });
    const answer = await post(session.id, FORM, await sessionCookie(await createUser()));
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({
      formError: "pages.courses.registration.error.deadline_passed",
      data: { seatsLeft: 3 },
    });
  });

  it("answers 404 for an unknown session", async () => {
    const cookie = await sessionCookie(await createUser());
    const answer = await post(randomUUID(), FORM, cookie);
    expect(answer.init?.status).toBe(404);
  });

  it("sends a GET to the course page", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id });
    const response = (await loader(
      await routeArgs(makeRequest(`/sessions/${session.id}/register`), { params: { id: session.id } }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/formations/${course.slug}`);
    const missing = await Promise.resolve(
      loader(await routeArgs(makeRequest("/sessions/x/register"), { params: { id: "x" } })),
    ).catch((e: unknown) => e);
    expect((missing as { init?: ResponseInit }).init?.status).toBe(404);
  });
});
