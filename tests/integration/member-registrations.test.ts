// A member's own registrations over the real routes and database: /profile/registrations
// (upcoming and past, own only), cancelling online (seat, status, inbox message, both e-mails
// with the calendar event removed) and its refusals, registering again, the early-bird price
// charged, "You are registered" on the calendar and course page, and cancelled sessions listed
// as cancelled and refused.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_session_registrations, course_sessions, email_outbox, messages, users } from "#db/schema";
import type { ActionData } from "~/forms/action-data";
import { formatDate } from "~/i18n/format";
import { registerForSession } from "~/registrations/registrations.server";
import { REGISTRATION_ERROR } from "~/registrations/rules";
import { registrationSchema } from "~/registrations/schema";
import { action, loader } from "~/routes/member/registrations";
import { loader as calendarLoader } from "~/routes/public/calendar";
import { loader as courseLoader } from "~/routes/public/course";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLocation,
  createRegistration,
  createSession,
  createUser,
  daysFromNow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type PageData = Awaited<ReturnType<typeof loader>>;
type CalendarData = Awaited<ReturnType<typeof calendarLoader>>;
type CourseData = Awaited<ReturnType<typeof courseLoader>>;

/** The organisation's address (seedBase's contact settings). */
const ORGANISATION = "contact@formatio.example";

function form(values: Record<string, string> = {}) {
  return registrationSchema.parse({
    firstName: "Amélie",
    lastName: "Rousseau",
    email: "amelie.typed@example.com",
    phone: "+33 6 10 20 30 40",
    company: "Atelier Rousseau",
    position: "Gérante",
    billingAddress: "4 quai des Chartrons",
    billingCity: "Bordeaux",
    billingPostalCode: "33000",
    billingCountry: "France",
    specialRequirements: "",
    acceptTerms: "on",
    ...values,
  });
}

async function register(sessionId: string, userId: string) {
  const result = await registerForSession({ sessionId, userId, form: form() });
  if (!result.ok) throw new Error(`registration refused: ${result.error}`);
  return result;
}

async function seatsTaken(sessionId: string) {
  const [row] = await db()
    .select({ taken: course_sessions.seats_taken })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId));
  return row.taken;
}

async function registration(id: string) {
  const [row] = await db().select().from(course_session_registrations).where(eq(course_session_registrations.id, id));
  return row;
}

async function mailsTo(email: string) {
  return db().select().from(email_outbox).where(eq(email_outbox.to, email)).orderBy(email_outbox.created_at);
}

async function outboxCount() {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(email_outbox);
  return row.n;
}

async function cancellationMessages(registrationId: string) {
  return db()
    .select()
    .from(messages)
    .where(
      and(
        sql`${messages.metadata}->>'registration_id' = ${registrationId}`,
        sql`${messages.metadata}->>'event' = 'cancelled'`,
      ),
    );
}

function icsOf(mail: { attachments: { content: string }[] }) {
  return Buffer.from(mail.attachments[0]?.content ?? "", "base64").toString("utf8");
}

const uidOf = (ics: string) => ics.match(/^UID:(.+)$/m)?.[1]?.trim();

describe("members' own registrations", () => {
  useTestDatabase();
  let member: Awaited<ReturnType<typeof createUser>>;
  let memberCookie = "";
  let other: Awaited<ReturnType<typeof createUser>>;
  let otherCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    member = await createUser({ language: "en", fullName: "Amélie Rousseau" });
    memberCookie = await sessionCookie(member);
    other = await createUser({ language: "fr" });
    otherCookie = await sessionCookie(other);
  });

  const page = (query = "", cookie = memberCookie) =>
    callRoute<PageData>(loader, makeRequest(`/profile/registrations${query}`, { cookie }));

  const cancel = (id: string, cookie = memberCookie, values: Record<string, string> = {}) =>
    callRoute<ActionData>(
      action,
      makeRequest("/profile/registrations", { form: { intent: "cancel", id, ...values }, cookie }),
    );

  async function newSession(values: Partial<typeof course_sessions.$inferInsert> = {}, course = {}) {
    const created = await createCourse({ title_fr: "Prise de parole", title_en: "Public speaking", ...course });
    return createSession({ course_id: created.id, seats_available: 5, ...values });
  }

  describe("the list", () => {
    it("shows the member's own registrations, upcoming then past by the session's dates", async () => {
      const location = await createLocation({ name: "Espace Chartrons", city: "Bordeaux", postal_code: "33000" });
      const soon = await newSession({
        start_date: daysFromNow(12),
        end_date: daysFromNow(13),
        location_id: location.id,
      });
      const later = await newSession({ start_date: daysFromNow(40), end_date: daysFromNow(40) }, { title_en: "" });
      const running = await newSession({ start_date: daysFromNow(-1), end_date: daysFromNow(1) });
      const done = await newSession({ start_date: daysFromNow(-20), end_date: daysFromNow(-19), status: "completed" });
      const { registrationId: soonId } = await register(soon.id, member.id);
      const laterRow = await createRegistration({ session_id: later.id, user_id: member.id, status: "cancelled" });
      const runningRow = await createRegistration({ session_id: running.id, user_id: member.id, status: "confirmed" });
      const doneRow = await createRegistration({
        session_id: done.id,
        user_id: member.id,
        status: "attended",
        payment_status: "paid",
      });
      // Someone else's, on a session the member also sees: never listed.
      await createRegistration({ session_id: soon.id, user_id: other.id });

      const answer = await page("?lang=en");
      expect(answer.status).toBe(200);
      const data = answer.data as PageData;
      expect(data.upcoming.map((r) => r.id)).toEqual([runningRow.id, soonId, laterRow.id]);
      expect(data.past.map((r) => r.id)).toEqual([doneRow.id]);
      expect(data.pastPage).toEqual({ page: 1, totalPages: 1, total: 1 });

      const [, first, cancelled] = data.upcoming;
      expect(first).toMatchObject({
        status: "pending",
        payment_status: "pending",
        payment_amount: "1200.00",
        currency: "EUR",
        course_title: "Public speaking",
        is_public: true,
        location_name: "Espace Chartrons",
        location_city: "Bordeaux",
        start_date: daysFromNow(12),
        may_cancel: true,
        // No registration deadline: the day before the start.
        cancel_until: daysFromNow(11),
      });
      // The page's language, French when the course has no English title.
      expect(cancelled).toMatchObject({ status: "cancelled", course_title: "Prise de parole", may_cancel: false });
      // Started: too late to cancel online.
      expect(data.upcoming[0].may_cancel).toBe(false);
      expect(data.past[0]).toMatchObject({ status: "attended", payment_status: "paid", is_public: false });
      // Whom to contact once online cancellation is over.
      expect(data.contact).toEqual({ email: ORGANISATION, phone: "+33 1 84 60 20 19" });
    });

    it("pages the past registrations", async () => {
      const pager = await createUser();
      const cookie = await sessionCookie(pager);
      for (let i = 0; i < 11; i++) {
        const session = await newSession({ start_date: daysFromNow(-30 - i), end_date: daysFromNow(-30 - i) });
        await createRegistration({ session_id: session.id, user_id: pager.id, status: "attended" });
      }
      const first = (await page("", cookie)).data as PageData;
      expect(first.upcoming).toEqual([]);
      expect(first.past).toHaveLength(10);
      expect(first.past[0].start_date).toBe(daysFromNow(-30));
      expect(first.pastPage).toEqual({ page: 1, totalPages: 2, total: 11 });
      const second = (await page("?page=2", cookie)).data as PageData;
      expect(second.past.map((r) => r.start_date)).toEqual([daysFromNow(-40)]);
      // A page past the end shows the last one; nonsense shows the first.
      expect(((await page("?page=99", cookie)).data as PageData).pastPage.page).toBe(2);
      expect(((await page("?page=abc", cookie)).data as PageData).pastPage.page).toBe(1);
    });

    it("is empty for a member without registrations, and sends visitors to sign in", async () => {
      const newcomer = await createUser();
      const data = (await page("", await sessionCookie(newcomer))).data as PageData;
      expect(data).toMatchObject({ upcoming: [], past: [], pastPage: { total: 0 } });
      const visitor = await page("", "");
      expect(visitor.status).toBe(302);
      expect(visitor.location).toMatch(/^\/login\?/);
    });
  });

  describe("cancelling", () => {
    it("frees the seat, records the cancellation and e-mails the organisation and the member", async () => {
      const session = await newSession();
      const { registrationId } = await register(session.id, member.id);
      expect(await seatsTaken(session.id)).toBe(1);
      const organisationBefore = (await mailsTo(ORGANISATION)).length;

      const answer = await cancel(registrationId);
      expect(answer).toMatchObject({
        status: 200,
        data: { ok: true, intent: "cancel", toast: "profile.registrations.success.cancelled" },
      });
      expect(await seatsTaken(session.id)).toBe(0);
      expect(await registration(registrationId)).toMatchObject({ status: "cancelled", calendar_sequence: 1 });

      const [notice] = await cancellationMessages(registrationId);
      expect(notice).toMatchObject({ type: "registration", status: "pending" });
      expect(notice.metadata).toMatchObject({
        event: "cancelled",
        registration_id: registrationId,
        session: { id: session.id },
        user: { id: member.id, firstName: "Amélie", lastName: "Rousseau", email: "amelie.typed@example.com" },
      });

      // The organisation, in French (back-office notifications are French).
      const organisation = (await mailsTo(ORGANISATION)).slice(organisationBefore);
      expect(organisation.map((m) => m.subject)).toEqual([
        `Annulation d'inscription : Prise de parole (${formatDate(session.start_date, "fr", "long")})`,
      ]);
      expect(organisation[0].text).toContain("Amélie Rousseau a annulé son inscription");

      // The member, in their language (English), with the event their calendar removes: the same
      // UID as the registration's tentative event.
      const [registered, cancelled] = await mailsTo(member.email).then((mails) =>
        mails.filter((m) => icsOf(m).includes(`registration-${registrationId}`)),
      );
      expect(cancelled.subject).toBe("Cancellation recorded: Public speaking");
      const tentative = icsOf(registered);
      const removal = icsOf(cancelled);
      expect(tentative).toContain("STATUS:TENTATIVE");
      expect(removal).toContain("METHOD:CANCEL");
      expect(uidOf(removal)).toMatch(new RegExp(`^registration-${registrationId}@`));
      expect(uidOf(removal)).toBe(uidOf(tentative));
    });

    it("refuses after the online cancellation deadline and changes nothing", async () => {
      const session = await newSession({
        start_date: daysFromNow(10),
        end_date: daysFromNow(10),
        registration_deadline: daysFromNow(-1),
      });
      const row = await createRegistration({ session_id: session.id, user_id: member.id, status: "confirmed" });
      const before = await outboxCount();

      const listed = ((await page()).data as PageData).upcoming.find((r) => r.id === row.id);
      expect(listed).toMatchObject({ may_cancel: false, cancel_until: daysFromNow(-1) });

      const answer = await cancel(row.id);
      expect(answer).toMatchObject({
        status: 409,
        data: { ok: false, formError: "profile.registrations.error.not_allowed" },
      });
      expect(await registration(row.id)).toMatchObject({ status: "confirmed", calendar_sequence: 0 });
      expect(await seatsTaken(session.id)).toBe(1);
      expect(await cancellationMessages(row.id)).toEqual([]);
      expect(await outboxCount()).toBe(before);
    });

    it("does not find another member's registration, a cancelled one twice, or a malformed id", async () => {
      const session = await newSession();
      const { registrationId } = await register(session.id, member.id);
      const before = await outboxCount();

      const stranger = await cancel(registrationId, otherCookie);
      expect(stranger).toMatchObject({ status: 404, data: { formError: "profile.registrations.error.not_found" } });
      expect(await registration(registrationId)).toMatchObject({ status: "pending" });
      expect(await seatsTaken(session.id)).toBe(1);
      expect(await outboxCount()).toBe(before);

      expect((await cancel(registrationId)).status).toBe(200);
      const twice = await cancel(registrationId);
      expect(twice).toMatchObject({
        status: 409,
        data: { formError: "profile.registrations.error.already_cancelled" },
      });
      expect(await seatsTaken(session.id)).toBe(0);

      const malformed = await cancel("not-a-uuid");
      expect(malformed).toMatchObject({ status: 400, data: { ok: false, formError: expect.any(String) } });
      expect((await cancel(registrationId, memberCookie, { intent: "delete" })).status).toBe(400);
      // A visitor is sent to sign in.
      const visitor = await cancel(registrationId, "");
      expect(visitor.status).toBe(302);
      expect(visitor.location).toMatch(/^\/login\?/);
    });

    it("lets the member register again after cancelling (the row comes back as pending)", async () => {
      const session = await newSession();
      const first = await register(session.id, member.id);
      expect((await cancel(first.registrationId)).status).toBe(200);
      const again = await register(session.id, member.id);
      expect(again.registrationId).toBe(first.registrationId);
      expect(await registration(first.registrationId)).toMatchObject({ status: "pending", calendar_sequence: 2 });
      expect(await seatsTaken(session.id)).toBe(1);
    });
  });

  describe("the price", () => {
    it("charges the early-bird price up to its deadline, then the session's own", async () => {
      const early = await newSession({
        early_bird_price: "900.00",
        early_bird_deadline: daysFromNow(5),
        price_override: "1100.00",
      });
      const late = await newSession({
        early_bird_price: "900.00",
        early_bird_deadline: daysFromNow(-1),
        price_override: "1100.00",
      });

      // What the modal shows (the course page's sessions)...
      const shown = await callRoute<CourseData>(courseLoader, makeRequest("/formations/x", { cookie: memberCookie }), {
        params: { slug: (await courseSlug(early.id)) ?? "" },
      });
      expect(shown.data?.sessions[0]).toMatchObject({
        price: "900.00",
        currency: "EUR",
        early_bird_until: daysFromNow(5),
      });

      // ...is what the registration costs.
      const booked = await register(early.id, member.id);
      expect(booked.paymentAmount).toBe("900.00");
      expect(await registration(booked.registrationId)).toMatchObject({ payment_amount: "900.00" });
      const afterDeadline = await register(late.id, member.id);
      expect(afterDeadline.paymentAmount).toBe("1100.00");
    });
  });

  describe("the calendar and the course page", () => {
    it("tell the member which sessions they hold and bring their details for the modal", async () => {
      const course = await createCourse({ title_fr: "Négociation", title_en: "Negotiation" });
      const held = await createSession({
        course_id: course.id,
        start_date: daysFromNow(15),
        end_date: daysFromNow(15),
      });
      const given = await createSession({
        course_id: course.id,
        start_date: daysFromNow(16),
        end_date: daysFromNow(16),
      });
      const free = await createSession({
        course_id: course.id,
        start_date: daysFromNow(17),
        end_date: daysFromNow(17),
      });
      const booker = await createUser();
      await db()
        .update(users)
        .set({ phone: "+33 5 56 00 00 00", company: "Chai Bordelais", position: "Acheteuse" })
        .where(eq(users.id, booker.id));
      const cookie = await sessionCookie(booker);
      await createRegistration({ session_id: held.id, user_id: booker.id, status: "confirmed" });
      await createRegistration({ session_id: given.id, user_id: booker.id, status: "cancelled" });
      await createRegistration({ session_id: free.id, user_id: member.id });

      const calendar = await callRoute<CalendarData>(
        calendarLoader,
        makeRequest("/calendrier?q=negociation", { cookie }),
      );
      const shownIds = calendar.data?.sessions.map((s) => s.id);
      expect(shownIds).toEqual([held.id, given.id, free.id]);
      expect(calendar.data?.member).toMatchObject({
        registeredSessionIds: [held.id],
        waiting: [],
        details: { phone: "+33 5 56 00 00 00", company: "Chai Bordelais", position: "Acheteuse" },
      });
      // The registration form's funding question (BPF): the active sources and types, in their order.
      expect(calendar.data?.member?.fundingOptions.fundingSources.map((option) => option.code)).toEqual([
        "company",
        "opco",
        "cpf",
        "public",
        "individual",
        "training_org",
        "other",
      ]);
      expect(calendar.data?.member?.fundingOptions.participantTypes[0]).toMatchObject({
        code: "employee",
        label_en: "Employee of a private employer",
      });

      const coursePage = await callRoute<CourseData>(
        courseLoader,
        makeRequest(`/formations/${course.slug}`, { cookie }),
        {
          params: { slug: course.slug },
        },
      );
      expect(coursePage.data?.member?.registeredSessionIds).toEqual([held.id]);

      // Visitors get no member data (and no query for it).
      const anonymous = await callRoute<CalendarData>(calendarLoader, makeRequest("/calendrier?q=negociation"));
      expect(anonymous.data?.member).toBeNull();
    });

    it("list an upcoming cancelled session as cancelled, and registration refuses it", async () => {
      const course = await createCourse({ title_fr: "Sécurité incendie", title_en: "Fire safety" });
      const cancelled = await createSession({
        course_id: course.id,
        status: "cancelled",
        start_date: daysFromNow(20),
        end_date: daysFromNow(20),
      });
      const calendar = await callRoute<CalendarData>(calendarLoader, makeRequest("/calendrier?q=incendie"));
      expect(calendar.data?.sessions.map((s) => [s.id, s.status])).toEqual([[cancelled.id, "cancelled"]]);
      const coursePage = await callRoute<CourseData>(courseLoader, makeRequest(`/formations/${course.slug}`), {
        params: { slug: course.slug },
      });
      expect(coursePage.data?.sessions.map((s) => [s.id, s.status])).toEqual([[cancelled.id, "cancelled"]]);

      const refused = await registerForSession({ sessionId: cancelled.id, userId: member.id, form: form() });
      expect(refused).toMatchObject({ ok: false, error: REGISTRATION_ERROR.notScheduled, status: 409 });
      expect(await seatsTaken(cancelled.id)).toBe(0);
    });
  });
});

async function courseSlug(sessionId: string): Promise<string | undefined> {
  const result = await db().execute<{ slug: string }>(
    sql`select c.slug from course_sessions s join courses c on c.id = s.course_id where s.id = ${sessionId}`,
  );
  return (result as unknown as { rows: { slug: string }[] }).rows[0]?.slug;
}
