// Issue 29 point 3, complaints (delivery.md §6) through the real contact form, /admin/incidents'
// loader and action, its workbook and the dashboard, on a real database: a complaint through the
// contact form opens an incident whose deadlines skip weekends and French holidays (other
// categories open none); acknowledging and answering e-mail the person in their language; an
// incident recorded by hand is validated; the list's filters; the export read back; the matrix's
// "surveys" module decides who may handle them; the dashboard lists the most urgent first.
import { and, eq } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { audit_log, email_outbox, incidents, messages, permissions } from "#db/schema";
import type { Dashboard } from "~/admin/dashboard";
import type { ActionData } from "~/forms/action-data";
import type { AdminIncidentPage } from "~/quality/admin-schema";
import { openIncident } from "~/quality/incidents.server";
import { action, loader } from "~/routes/admin/incidents";
import { loader as exportLoader } from "~/routes/admin/incidents-export";
import { loader as dashboardLoader } from "~/routes/admin/index";
import { action as contactAction } from "~/routes/public/contact";
import { setClock } from "~/server/clock.server";
import { db, inTransaction } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createAgency,
  createCourse,
  createSession,
  createUser,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

const at = (iso: string) => new Date(iso).getTime();
/** Wednesday 30 April 2031, 10:00 in Paris: Thursday 1 May and Thursday 8 May are holidays, 22 May is Ascension. */
const OPENED = "2031-04-30T08:00:00.000Z";
const useClock = (iso: string) => setClock({ now: () => at(iso), sleep: async () => undefined });

describe("complaints and incidents (issue 29)", () => {
  useTestDatabase();
  let agencyId = "";
  let adminCookie = "";
  let enAdminCookie = "";
  let operatorCookie = "";
  let moderatorCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    agencyId = (await createAgency({ name: "Paris" })).id;
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    enAdminCookie = await sessionCookie(await createUser({ role: "admin", language: "en" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator" }));
    moderatorCookie = await sessionCookie(await createUser({ role: "moderator" }));
  });
  afterEach(() => setClock());

  const contactForm = (values: Record<string, string>) => ({
    firstName: "Marie",
    lastName: "Dupont",
    email: "marie.dupont@example.com",
    agency: agencyId,
    category: "complaint",
    message: "La salle était glaciale et le support de cours illisible.",
    ...values,
  });
  const sendContact = (values: Record<string, string>, lang = "fr", ip = "192.0.2.50") =>
    callRoute<ActionData<{ sentId: string }>>(
      contactAction as never,
      makeRequest(`/contact?lang=${lang}`, { form: contactForm(values) }),
      { clientIp: ip },
    );
  const post = (form: Record<string, string>, cookie = adminCookie) =>
    callRoute<ActionData>(action as never, makeRequest("/admin/incidents", { form, cookie }));
  const list = async (query = "", cookie = adminCookie) =>
    (await callRoute<{ list: AdminIncidentPage }>(loader as never, makeRequest(`/admin/incidents${query}`, { cookie })))
      .data?.list;
  const incident = async (id: string) => (await db().select().from(incidents).where(eq(incidents.id, id)))[0];
  const outboxTo = (to: string) => db().select().from(email_outbox).where(eq(email_outbox.to, to));
  /** An incident opened the way the other sources open theirs (openIncident, in a transaction). */
  const opened = (
    values: { summary?: string; source?: "survey" | "contact" | "manual"; email?: string | null; lang?: string },
    iso = OPENED,
  ) =>
    inTransaction(async () => {
      const id = await openIncident(
        {
          source: values.source ?? "manual",
          summary: values.summary ?? "Une remarque",
          person: { name: "Ada Lovelace", email: values.email ?? null, language: values.lang ?? null },
        },
        at(iso),
      );
      return id as string;
    });

  describe("a complaint through the contact form", () => {
    it("opens an incident in the message's transaction, its deadlines skipping the weekend and French holidays", async () => {
      useClock(OPENED);
      const sent = await sendContact({ email: "claire@example.com" }, "en");
      expect(sent.status).toBe(200);
      const messageId = sent.data?.data?.sentId as string;
      const [row] = await db().select().from(incidents).where(eq(incidents.message_id, messageId));
      expect(row).toMatchObject({
        source: "contact",
        status: "open",
        person_name: "Marie Dupont",
        person_email: "claire@example.com",
        person_language: "en",
        summary: "La salle était glaciale et le support de cours illisible.",
      });
      expect(row.opened_at.toISOString()).toBe(OPENED);
      // 2 working days: Friday 2 May (1 May is a holiday), then Monday 5 May (the weekend skipped).
      expect(row.acknowledge_by.toISOString()).toBe("2031-05-05T08:00:00.000Z");
      // 15 working days: 8 May and Ascension (22 May) skipped too.
      expect(row.answer_by.toISOString()).toBe("2031-05-26T08:00:00.000Z");
      const [message] = await db().select().from(messages).where(eq(messages.id, messageId));
      expect(message.metadata).toMatchObject({ category: "complaint" });
    });

    it("opens none for the other categories", async () => {
      const before = (await db().select().from(incidents)).length;
      for (const category of ["general", "quote", "support"]) {
        const sent = await sendContact({ category }, "fr", `192.0.2.${60 + category.length}`);
        expect(sent.status).toBe(200);
      }
      expect((await db().select().from(incidents)).length).toBe(before);
    });
  });

  describe("acknowledging and answering", () => {
    it("e-mails the person in their language, records who did what, and refuses a step already done", async () => {
      useClock("2031-05-02T09:00:00Z");
      const english = await opened({ email: "ada@example.com", lang: "en", source: "contact" });
      const french = await opened({ email: "ada.fr@example.com", lang: "fr" });

      const acknowledged = await post({ intent: "acknowledge", id: english, note: "We are checking the heating." });
      expect(acknowledged.status).toBe(200);
      expect(acknowledged.data?.toast).toBe("admin.incidents.acknowledged_emailed");
      expect(await incident(english)).toMatchObject({ status: "acknowledged" });
      expect((await incident(english)).acknowledged_at?.toISOString()).toBe("2031-05-02T09:00:00.000Z");
      const [ack] = await outboxTo("ada@example.com");
      expect(ack.subject).toBe("We have received your message");
      expect(ack.text).toContain("Hello Ada Lovelace,");
      expect(ack.text).toContain("We are checking the heating.");
      // The answer's deadline on the site's clock: 26 May 2031, 10:00 in Paris.
      expect(ack.text).toMatch(/answer you by 26 May 2031, 10:00/);
      expect((await post({ intent: "acknowledge", id: english })).status).toBe(409);

      const answered = await post({ intent: "answer", id: english, answer: "The room is now heated.\nSorry." });
      expect(answered.status).toBe(200);
      expect(answered.data?.toast).toBe("admin.incidents.answered_emailed");
      const mails = await outboxTo("ada@example.com");
      expect(mails.map((mail) => mail.subject)).toEqual([
        "We have received your message",
        "Our answer to your message",
      ]);
      expect(mails[1].text).toContain("The room is now heated.");
      expect(await incident(english)).toMatchObject({ status: "answered", answer: "The room is now heated.\nSorry." });
      expect((await post({ intent: "answer", id: english, answer: "Again" })).status).toBe(409);

      // Answered straight away: acknowledged at the same time, in French.
      expect((await post({ intent: "answer", id: french, answer: "Voici notre réponse." })).status).toBe(200);
      const [frMail] = await outboxTo("ada.fr@example.com");
      expect(frMail.subject).toBe("Notre réponse à votre message");
      expect(frMail.text).toContain("Bonjour Ada Lovelace,");
      expect((await incident(french)).acknowledged_at?.toISOString()).toBe("2031-05-02T09:00:00.000Z");

      const closed = await post({ intent: "close", id: french });
      expect(closed.status).toBe(200);
      expect(await incident(french)).toMatchObject({ status: "closed" });
      expect((await post({ intent: "close", id: french })).status).toBe(409);

      const entries = await db()
        .select({ action: audit_log.action, changes: audit_log.changes })
        .from(audit_log)
        .where(and(eq(audit_log.entity_type, "incident"), eq(audit_log.entity_id, english)))
        .orderBy(audit_log.created_at);
      expect(entries.map((entry) => entry.action)).toEqual(["acknowledge", "answer"]);
      expect(entries[0].changes.note).toEqual({ before: null, after: "We are checking the heating." });
    });

    it("writes to nobody without an address, and answers 400 without an answer, 404 for no incident", async () => {
      const before = (await db().select().from(email_outbox)).length;
      const anonymous = await opened({ email: null });
      const acknowledged = await post({ intent: "acknowledge", id: anonymous });
      expect(acknowledged.data?.toast).toBe("admin.incidents.acknowledged");
      const refused = await post({ intent: "answer", id: anonymous, answer: "   " });
      expect(refused.status).toBe(400);
      expect(refused.data?.errors).toEqual({ answer: "admin.incidents.validation.answer_required" });
      expect((await post({ intent: "answer", id: anonymous, answer: "Noted." })).data?.toast).toBe(
        "admin.incidents.answered",
      );
      expect((await db().select().from(email_outbox)).length).toBe(before);
      expect((await post({ intent: "close", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
      expect((await post({ intent: "close", id: "not-an-id" })).status).toBe(404);
    });
  });

  describe("an incident recorded by hand", () => {
    it("needs a summary of at most 4,000 characters, a real address and a real session", async () => {
      const bad = await post({
        intent: "create",
        summary: " ",
        person_email: "not-an-address",
        session_id: "nope",
      });
      expect(bad.status).toBe(400);
      expect(bad.data?.errors).toEqual({
        summary: "admin.incidents.validation.summary_required",
        person_email: "admin.incidents.validation.email_invalid",
        session_id: "admin.incidents.validation.session_invalid",
      });
      const long = await post({ intent: "create", summary: "x".repeat(4001) });
      expect(long.data?.errors?.summary).toBe("admin.incidents.validation.too_long|max=4000");
      const ghost = await post({
        intent: "create",
        summary: "Appel",
        session_id: "00000000-0000-4000-8000-000000000000",
      });
      expect(ghost.status).toBe(400);
      expect(ghost.data?.errors).toEqual({ session_id: "admin.incidents.validation.session_invalid" });

      useClock("2031-06-06T10:00:00Z");
      const session = await createSession({ course_id: (await createCourse()).id });
      const created = await post({
        intent: "create",
        summary: "Plainte par téléphone",
        person_name: "",
        person_email: "caller@example.com",
        person_language: "en",
        session_id: session.id,
      });
      expect(created.status).toBe(200);
      const row = await incident((created.data?.data as { id: string } | undefined)?.id ?? "");
      expect(row).toMatchObject({
        source: "manual",
        status: "open",
        person_name: null,
        person_email: "caller@example.com",
        person_language: "en",
        session_id: session.id,
      });
      expect(row.opened_by).not.toBeNull();
      // Friday 6 June: the weekend skipped, Monday 9 and Tuesday 10.
      expect(row.acknowledge_by.toISOString()).toBe("2031-06-10T10:00:00.000Z");
      const [entry] = await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id));
      expect(entry).toMatchObject({ action: "create", entity_type: "incident" });
    });
  });

  describe("the list, its workbook and the dashboard", () => {
    it("shows those to handle by default, filters by status, source, overdue and words, and exports what it shows", async () => {
      await db().delete(incidents);
      useClock("2031-09-01T08:00:00Z");
      const late = await opened({ summary: "Convocation reçue trop tard", source: "contact" }, "2031-08-01T08:00:00Z");
      const fresh = await opened({ summary: "Café froid", email: "bob@example.com" }, "2031-08-29T08:00:00Z");
      const done = await opened({ summary: "Salle bruyante" }, "2031-08-20T08:00:00Z");
      await inTransaction(async () => {
        await db().update(incidents).set({ status: "answered", answer: "Réglé" }).where(eq(incidents.id, done));
      });

      const toHandle = await list();
      expect(toHandle?.incidents.map((row) => row.id)).toEqual([late, fresh]);
      expect(toHandle?.incidents[0]).toMatchObject({ acknowledge_overdue: true, answer_overdue: true });
      expect(toHandle?.incidents[1]).toMatchObject({ acknowledge_overdue: false, answer_overdue: false });
      expect((await list("?status=all"))?.total).toBe(3);
      expect((await list("?status=answered"))?.incidents.map((row) => row.id)).toEqual([done]);
      expect((await list("?source=contact&status=all"))?.incidents.map((row) => row.id)).toEqual([late]);
      expect((await list("?overdue=1"))?.incidents.map((row) => row.id)).toEqual([late]);
      expect((await list("?q=cafe"))?.incidents.map((row) => row.id)).toEqual([fresh]);
      expect((await list("?q=bob@example"))?.incidents.map((row) => row.id)).toEqual([fresh]);
      expect((await list("?status=bogus&overdue=yes&page=-3"))?.total).toBe(2);

      const response = (await exportLoader(
        (await routeArgs(makeRequest("/admin/incidents/export.xlsx?status=all", { cookie: enAdminCookie }))) as never,
      )) as Response;
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="incidents-2031-09-01.xlsx"');
      const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
      expect(rows[0]).toEqual([
        "Opened on",
        "Source",
        "Status",
        "Person",
        "E-mail",
        "Language",
        "Summary",
        "Session",
        "Acknowledge by",
        "Acknowledged on",
        "Answer by",
        "Answered on",
        "Answer",
        "Closed on",
        "Overdue",
      ]);
      expect(rows).toHaveLength(4);
      const lateRow = rows.find((row) => row[6] === "Convocation reçue trop tard");
      expect(lateRow?.slice(1, 3)).toEqual(["Contact form", "Open"]);
      expect(lateRow?.[14]).toBe("Yes");
      // On the site's clock: opened at 10:00 in Paris (08:00 UTC, summer time).
      expect(lateRow?.[0]).toEqual(new Date("2031-08-01T10:00:00.000Z"));
      const doneRow = rows.find((row) => row[6] === "Salle bruyante");
      expect(doneRow?.[12]).toBe("Réglé");
      const filtered = (await exportLoader(
        (await routeArgs(makeRequest("/admin/incidents/export.xlsx?overdue=1", { cookie: adminCookie }))) as never,
      )) as Response;
      const french = await readSheet(Buffer.from(await filtered.arrayBuffer()));
      expect(french[0][0]).toBe("Ouvert le");
      expect(french).toHaveLength(2);

      // The dashboard: the overdue first, then the nearest deadline; answered ones are done.
      const dashboard = await callRoute<{ dashboard: Dashboard }>(
        dashboardLoader as never,
        makeRequest("/admin", { cookie: adminCookie }),
      );
      const card = dashboard.data?.dashboard.incidents;
      expect(card?.total).toBe(2);
      expect(card?.incidents.map((item) => [item.id, item.acknowledge_overdue])).toEqual([
        [late, true],
        [fresh, false],
      ]);
    });

    it("lets the surveys module's holders in, and only them; the dashboard shows them their card alone", async () => {
      const refusedPage = await callRoute(loader as never, makeRequest("/admin/incidents", { cookie: operatorCookie }));
      expect({ status: refusedPage.status, location: refusedPage.location }).toEqual({ status: 302, location: "/" });
      const refusedWrite = await post({ intent: "create", summary: "x" }, operatorCookie);
      expect(refusedWrite.status).toBe(403);
      const refusedExport = await callRoute(
        exportLoader as never,
        makeRequest("/admin/incidents/export.xlsx", { cookie: operatorCookie }),
      );
      expect(refusedExport.status).toBe(302);
      // The moderator holds nothing with a dashboard card: no dashboard.
      expect(
        (await callRoute(dashboardLoader as never, makeRequest("/admin", { cookie: moderatorCookie }))).status,
      ).toBe(302);

      await db()
        .update(permissions)
        .set({ can_view: true, can_create: true, can_edit: true })
        .where(and(eq(permissions.role, "moderator"), eq(permissions.module, "surveys")));
      try {
        expect((await list("", moderatorCookie))?.total).toBe(2);
        const written = await post({ intent: "create", summary: "Saisi par la modération" }, moderatorCookie);
        expect(written.status).toBe(200);
        const dashboard = await callRoute<{ dashboard: Dashboard }>(
          dashboardLoader as never,
          makeRequest("/admin", { cookie: moderatorCookie }),
        );
        expect(dashboard.data?.dashboard.scope).toBe("staff");
        expect(dashboard.data?.dashboard.incidents?.total).toBe(3);
        // Attendance is not theirs: no card, not even an empty one.
        expect(dashboard.data?.dashboard.attendance).toBeUndefined();
        expect(dashboard.data?.dashboard.queues).toBeNull();
        // The operator holds attendance, not surveys: their dashboard has no incidents card.
        const operator = await callRoute<{ dashboard: Dashboard }>(
          dashboardLoader as never,
          makeRequest("/admin", { cookie: operatorCookie }),
        );
        expect(operator.data?.dashboard.incidents).toBeUndefined();
        expect(operator.data?.dashboard.attendance).not.toBeUndefined();
      } finally {
        await db()
          .update(permissions)
          .set({ can_view: false, can_create: false, can_edit: false })
          .where(and(eq(permissions.role, "moderator"), eq(permissions.module, "surveys")));
      }
    });
  });
});
