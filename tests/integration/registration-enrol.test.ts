// Enrolling a person by hand from the roster (issue 23 §3), through the roster's real action on
// both drivers: an existing account is registered with the normal rules and e-mails; a new
// address gets an invited member account in the chosen language; a full session needs a typed
// reason, then grows by the seat given (audited with the reason); bad input and a second
// enrolment are refused with nothing written.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, course_session_registrations, course_sessions, email_outbox, users } from "#db/schema";
import { formatDateRange } from "~/i18n/format";
import { action } from "~/routes/admin/session";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Answer = { ok?: boolean; formError?: string; errors?: Record<string, string> };

const person = (email: string, extra: Record<string, string> = {}) => ({
  intent: "enrol",
  firstName: "Nadia",
  lastName: "Benali",
  email,
  phone: "+33 6 11 22 33 44",
  company: "Atelier Nord",
  billingAddress: "3 quai des Brumes",
  billingCity: "Lille",
  billingCountry: "France",
  ...extra,
});

describe("enrolling a person by hand", () => {
  useTestDatabase();
  let adminCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
  });

  const post = (sessionId: string, form: Record<string, string>) =>
    callRoute<Answer>(action, makeRequest(`/admin/sessions/${sessionId}`, { form, cookie: adminCookie }), {
      params: { id: sessionId },
    });
  const seats = async (sessionId: string) =>
    (
      await db()
        .select({ taken: course_sessions.seats_taken, available: course_sessions.seats_available })
        .from(course_sessions)
        .where(eq(course_sessions.id, sessionId))
    )[0];
  const mailsTo = (email: string) => db().select().from(email_outbox).where(eq(email_outbox.to, email));

  it("registers an existing account with the usual confirmation and calendar event", async () => {
    const course = await createCourse({ title_fr: "Excel avancé", title_en: "Advanced Excel" });
    const session = await createSession({ course_id: course.id, seats_available: 5 });
    const account = await createUserRow({ email: "nadia@atelier.example", language: "en" });

    expect((await post(session.id, person("Nadia@Atelier.example"))).status).toBe(200);
    const [row] = await db()
      .select()
      .from(course_session_registrations)
      .where(eq(course_session_registrations.session_id, session.id));
    expect(row).toMatchObject({ user_id: account.id, status: "pending", company: "Atelier Nord", first_name: "Nadia" });
    expect(await seats(session.id)).toEqual({ taken: 1, available: 5 });
    const mails = await mailsTo("nadia@atelier.example");
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining("Advanced Excel")]);
    expect(mails[0].attachments[0]?.filename).toBe("session.ics");
    const entries = await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id));
    expect(entries.map((entry) => [entry.action, entry.entity_type])).toEqual([["create", "registration"]]);

    // Twice: already registered, nothing more.
    const again = await post(session.id, person("nadia@atelier.example"));
    expect(again.status).toBe(409);
    expect(again.data?.formError).toBe("pages.courses.registration.error.already_registered");
    expect((await seats(session.id)).taken).toBe(1);
  });

  it("creates an invited member account for a new address, in the chosen language", async () => {
    const course = await createCourse({ title_fr: "Paie", title_en: "Payroll" });
    const session = await createSession({ course_id: course.id });
    expect((await post(session.id, person("new.person@example.com", { language: "en" }))).status).toBe(200);
    const [account] = await db().select().from(users).where(eq(users.email, "new.person@example.com"));
    expect(account).toMatchObject({
      role: "member",
      language: "en",
      full_name: "Nadia Benali",
      phone: "+33 6 11 22 33 44",
    });
    const subjects = (await mailsTo("new.person@example.com")).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.some((subject) => subject.includes("Payroll"))).toBe(true);
  });

  it("goes past the last seat only with a reason, which the audit log keeps", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 1 });
    await createRegistration({ session_id: session.id, user_id: (await createUserRow()).id });

    const refused = await post(session.id, person("late@example.com"));
    expect(refused.status).toBe(400);
    expect(refused.data?.errors?.reason).toBe("admin.sessions.validation.reason_required");
    expect(await db().select().from(users).where(eq(users.email, "late@example.com"))).toHaveLength(0);
    expect(await seats(session.id)).toEqual({ taken: 1, available: 1 });

    expect((await post(session.id, person("late@example.com", { reason: "Le directeur l'a promis." }))).status).toBe(
      200,
    );
    expect(await seats(session.id)).toEqual({ taken: 2, available: 2 });
    const [entry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "session"), eq(audit_log.entity_id, session.id)));
    expect(entry.changes).toMatchObject({
      seats_available: { before: 1, after: 2 },
      over_capacity_for: { after: "Nadia Benali" },
      over_capacity_reason: { after: "Le directeur l'a promis." },
    });
    // The session is named by its course and dates; who was let in is in the changes.
    expect(entry.entity_label).toBe(
      `${course.title_fr} — ${formatDateRange(session.start_date, session.end_date, "fr")}`,
    );
  });

  it("answers bad input field by field and writes nothing", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id });
    const answer = await post(session.id, { intent: "enrol", firstName: "", email: "not-an-address" });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.data?.errors ?? {})).toEqual(
      expect.arrayContaining(["firstName", "lastName", "email", "phone", "billingAddress"]),
    );
    const [{ count }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(course_session_registrations)
      .where(eq(course_session_registrations.session_id, session.id));
    expect(count).toBe(0);
  });
});
