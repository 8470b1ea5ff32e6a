// /admin/sessions, the sessions desk, through its real loader and action: upcoming by default
// (a session under way included), past and all; each filter, the accent-insensitive search on
// course, trainer and city, the at-risk rule shared with the dashboard, the order, paging, the
// fill and registrations of a row; creating, duplicating and cancelling from the desk (the
// participants' e-mails, the audit entries); and who gets in: admins and the roles that may
// write sessions in the permission matrix (operators by default), nobody else.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, course_session_registrations, course_sessions, email_outbox } from "#db/schema";
import { formatDateRange } from "~/i18n/format";
import { AT_RISK_DAYS } from "~/registrations/lifecycle";
import { action, loader } from "~/routes/admin/sessions";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLocation,
  createRegistration,
  createSession,
  createTeacher,
  createUser,
  createUserRow,
  daysFromNow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Listing = Awaited<ReturnType<typeof loader>>;
type Answer = {
  ok: boolean;
  formError?: string;
  errors?: Record<string, string>;
  toast?: string;
  data?: { id: string };
};

describe("back office: the sessions desk", () => {
  useTestDatabase();
  let adminCookie = "";
  let operatorCookie = "";
  let memberCookie = "";
  let teacherCookie = "";
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    teacherCookie = await sessionCookie(await createUser({ role: "teacher" }));

    const excel = await createCourse({ title_fr: "Excel avancé", title_en: "Advanced Excel", reference: "XL-200" });
    const safety = await createCourse({ title_fr: "Sécurité incendie", title_en: "Fire safety", reference: "SEC-10" });
    const lyon = await createLocation({ name: "Centre Lyon", city: "Lyon" });
    const paris = await createLocation({ name: "Centre Paris", city: "Paris" });
    const helene = await createTeacher("Hélène Dupré");
    const marc = await createTeacher("Marc Petit");
    ids.excel = excel.id;
    ids.safety = safety.id;
    ids.lyon = lyon.id;
    ids.helene = helene.id;
    ids.marc = marc.id;

    // Under way (started yesterday, ends tomorrow): still upcoming.
    ids.underway = (
      await createSession({
        course_id: excel.id,
        instructor_id: helene.id,
        location_id: lyon.id,
        start_date: daysFromNow(-1),
        end_date: daysFromNow(1),
        status: "confirmed",
      })
    ).id;
    // Soon and below its minimum: at risk.
    ids.risky = (
      await createSession({
        course_id: safety.id,
        instructor_id: marc.id,
        location_id: paris.id,
        start_date: daysFromNow(5),
        end_date: daysFromNow(5),
        min_participants: 3,
        seats_available: 8,
      })
    ).id;
    // Below its minimum but far away: not at risk yet.
    ids.far = (
      await createSession({
        course_id: safety.id,
        instructor_id: marc.id,
        start_date: daysFromNow(AT_RISK_DAYS + 20),
        end_date: daysFromNow(AT_RISK_DAYS + 21),
        min_participants: 3,
      })
    ).id;
    ids.past = (
      await createSession({
        course_id: excel.id,
        instructor_id: helene.id,
        location_id: lyon.id,
        start_date: daysFromNow(-30),
        end_date: daysFromNow(-29),
        status: "completed",
      })
    ).id;
    ids.pastCancelled = (
      await createSession({
        course_id: safety.id,
        start_date: daysFromNow(-60),
        end_date: daysFromNow(-60),
        status: "cancelled",
      })
    ).id;
    // The at-risk session: two registrations holding seats, one cancelled.
    for (const status of ["confirmed", "pending", "cancelled"] as const) {
      const person = await createUserRow();
      await createRegistration({ session_id: ids.risky, user_id: person.id, status });
    }
  });

  const list = async (search = "", cookie = adminCookie) =>
    (await callRoute<Listing>(loader, makeRequest(`/admin/sessions${search}`, { cookie }))).data as Listing;
  const idsOf = (listing: Listing) => listing.list.sessions.map((session) => session.id);
  const post = (form: Record<string, string>, cookie = adminCookie) =>
    callRoute<Answer>(action, makeRequest("/admin/sessions", { form, cookie }));

  it("shows upcoming sessions by default, a session under way included, nearest first", async () => {
    const listing = await list();
    expect(listing.params.when).toBe("upcoming");
    expect(idsOf(listing)).toEqual([ids.underway, ids.risky, ids.far]);
    expect(listing.hasLoadError).toBe(false);
    expect(listing.list.total).toBe(3);
  });

  it("shows past sessions latest first, and all of them on request", async () => {
    expect(idsOf(await list("?when=past"))).toEqual([ids.past, ids.pastCancelled]);
    expect(idsOf(await list("?when=all"))).toEqual([ids.pastCancelled, ids.past, ids.underway, ids.risky, ids.far]);
    expect(idsOf(await list("?when=all&order=desc"))).toEqual([
      ids.far,
      ids.risky,
      ids.underway,
      ids.past,
      ids.pastCancelled,
    ]);
  });

  it("describes each row: course, trainer, venue, fill, registrations, status and risk", async () => {
    const risky = (await list()).list.sessions.find((session) => session.id === ids.risky);
    expect(risky).toMatchObject({
      course_title_fr: "Sécurité incendie",
      course_title_en: "Fire safety",
      course_reference: "SEC-10",
      trainer: "Marc Petit",
      location_name: "Centre Paris",
      location_city: "Paris",
      seats_taken: 2,
      seats_available: 8,
      min_participants: 3,
      registrations: 2,
      status: "scheduled",
      at_risk: true,
    });
    const rows = (await list()).list.sessions;
    expect(rows.find((session) => session.id === ids.far)?.at_risk).toBe(false);
    expect(rows.find((session) => session.id === ids.underway)?.at_risk).toBe(false);
  });

  it("filters by course, status, trainer, venue, start dates and risk", async () => {
    expect(idsOf(await list(`?when=all&course=${ids.excel}`))).toEqual([ids.past, ids.underway]);
    expect(idsOf(await list("?when=all&status=cancelled"))).toEqual([ids.pastCancelled]);
    expect(idsOf(await list(`?trainer=${ids.marc}`))).toEqual([ids.risky, ids.far]);
    expect(idsOf(await list(`?when=all&location=${ids.lyon}`))).toEqual([ids.past, ids.underway]);
    expect(idsOf(await list(`?from=${daysFromNow(0)}&to=${daysFromNow(10)}`))).toEqual([ids.risky]);
    expect(idsOf(await list("?risk=1"))).toEqual([ids.risky]);
    // A malformed filter is ignored, never an error.
    expect(idsOf(await list("?course=nope&status=x&from=2020-13-45&risk=yes"))).toEqual([
      ids.underway,
      ids.risky,
      ids.far,
    ]);
  });

  it("searches course titles, references, trainers and cities, ignoring accents and case", async () => {
    expect(idsOf(await list("?q=securite"))).toEqual([ids.risky, ids.far]);
    expect(idsOf(await list("?q=FIRE"))).toEqual([ids.risky, ids.far]);
    expect(idsOf(await list("?q=xl-200&when=all"))).toEqual([ids.past, ids.underway]);
    expect(idsOf(await list("?q=helene"))).toEqual([ids.underway]);
    expect(idsOf(await list("?q=lyon"))).toEqual([ids.underway]);
    expect(idsOf(await list("?q=%25"))).toEqual([]);
  });

  it("pages the list and shows the last page for a page past the end", async () => {
    const first = await list("?when=all&size=10");
    expect(first.list).toMatchObject({ total: 5, page: 1, totalPages: 1, size: 10 });
    const beyond = await list("?when=all&page=9");
    expect(beyond.list.page).toBe(1);
    expect(beyond.list.sessions).toHaveLength(5);
  });

  it("creates a session from the desk, with its audit entry", async () => {
    const answer = await post({
      intent: "create-session",
      course_id: ids.excel,
      instructor_id: ids.helene,
      location_id: ids.lyon,
      start_date: daysFromNow(40),
      end_date: daysFromNow(41),
      start_time: "09:00",
      end_time: "17:30",
      seats_available: "12",
      min_participants: "4",
      status: "scheduled",
      timezone: "Europe/Paris",
    });
    expect(answer.status).toBe(200);
    const created = (answer.data as Answer).data?.id ?? "";
    const [row] = await db().select().from(course_sessions).where(eq(course_sessions.id, created));
    expect(row).toMatchObject({ course_id: ids.excel, seats_available: 12, timezone: "Europe/Paris" });
    const entries = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "session"), eq(audit_log.entity_id, created)));
    expect(entries.map((entry) => entry.action)).toEqual(["create"]);
    // Named by its course and its dates, not by a bare date.
    expect(entries[0].entity_label).toBe(`Excel avancé — ${formatDateRange(daysFromNow(40), daysFromNow(41), "fr")}`);
    await db().delete(course_sessions).where(eq(course_sessions.id, created));
  });

  it("refuses a session without dates, keeping what was typed", async () => {
    const answer = await post({
      intent: "create-session",
      course_id: ids.excel,
      instructor_id: ids.helene,
      start_date: "",
      end_date: "",
      start_time: "09:00",
      end_time: "17:00",
      seats_available: "10",
      min_participants: "5",
      status: "scheduled",
      timezone: "UTC",
    });
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.data as Answer).errors ?? {})).toContain("start_date");
  });

  it("cancels a row's session: the message reaches its participants, the seats are freed, audited", async () => {
    const missing = await post({ intent: "cancel-session", id: ids.risky, message: "  " });
    expect(missing.status).toBe(400);
    expect((missing.data as Answer).errors?.message).toBe("admin.sessions.validation.message_required");
    const unknown = await post({
      intent: "cancel-session",
      id: "00000000-0000-4000-8000-000000000000",
      message: "Annulée.",
    });
    expect(unknown.status).toBe(404);

    const answer = await post({ intent: "cancel-session", id: ids.risky, message: "Trop peu d'inscrits, désolés." });
    expect(answer.status).toBe(200);
    expect((answer.data as Answer).toast).toBe("admin.sessions.success.session_cancelled");
    const [session] = await db().select().from(course_sessions).where(eq(course_sessions.id, ids.risky));
    expect(session).toMatchObject({ status: "cancelled", seats_taken: 0 });
    const registrations = await db()
      .select({ status: course_session_registrations.status, email: course_session_registrations.email })
      .from(course_session_registrations)
      .where(eq(course_session_registrations.session_id, ids.risky));
    expect(registrations.every((registration) => registration.status === "cancelled")).toBe(true);
    const mails = await db().select().from(email_outbox);
    expect(mails.filter((mail) => mail.text?.includes("Trop peu d'inscrits, désolés.")).length).toBe(2);
    const [entry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "session"), eq(audit_log.entity_id, ids.risky)));
    expect(entry.entity_label).toBe(
      `Sécurité incendie — ${formatDateRange(session.start_date, session.end_date, "fr")}`,
    );
    expect(entry.changes).toMatchObject({ status: { before: "scheduled", after: "cancelled" } });
    // A cancelled session cannot be cancelled again.
    const again = await post({ intent: "cancel-session", id: ids.risky, message: "Encore." });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  it("lets operators in with their rights; members and teachers go to /, and cannot write", async () => {
    const asOperator = await list("", operatorCookie);
    expect(asOperator.rights).toEqual({ create: true, edit: true });
    for (const cookie of [memberCookie, teacherCookie]) {
      const page = await callRoute(loader, makeRequest("/admin/sessions", { cookie }));
      expect({ status: page.status, location: page.location }).toEqual({ status: 302, location: "/" });
      const write = await post({ intent: "cancel-session", id: ids.far, message: "Non." }, cookie);
      expect(write.status).toBe(403);
    }
    const visitor = await callRoute(loader, makeRequest("/admin/sessions"));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toContain("/login");
  });
});
