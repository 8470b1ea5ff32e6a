// Issue 30 point 3, accessibility requests (delivery.md §7), through the real registration form,
// /admin/compliance/accessibility's loader and action, its procedure PDF, the dashboard, the
// exports, the trainer's page and pack, the member's data and the account's erasure, on a real
// database: a "yes" opens a private case (contact within 5 working days) and tells the referent
// without the note; the referent handles it step by step, the participant e-mailed in their
// language; staff without the matrix's "accessibility" module see nothing of it anywhere; the
// trainer sees the agreed adaptations alone; the procedure's evidence exists with no case too.
import { parse } from "csv-parse/sync";
import { and, eq, inArray, like } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ACCESSIBILITY_STATUSES,
  accessibility_cases,
  audit_log,
  course_session_registrations,
  email_outbox,
  organisation_profile,
  users,
  waitlist_offers,
} from "#db/schema";
import type { Dashboard } from "~/admin/dashboard";
import { sendTimelineStep } from "~/communications/timeline-send.server";
import { ACCESSIBILITY_STATUS_NAMES, type AdminAccessibilityPage } from "~/compliance/accessibility-schema";
import type { ActionData } from "~/forms/action-data";
import { addWorkingDays } from "~/quality/rules";
import { changeRegistrationStatus } from "~/registrations/lifecycle.server";
import { action, loader } from "~/routes/admin/compliance-accessibility";
import { loader as procedureLoader } from "~/routes/admin/compliance-accessibility-procedure-pdf";
import { loader as dashboardLoader } from "~/routes/admin/index";
import { loader as registrationsExport } from "~/routes/admin/registrations-export";
import { loader as rosterLoader } from "~/routes/admin/session";
import { loader as rosterCsv } from "~/routes/admin/session-roster-csv";
import { loader as rosterXlsx } from "~/routes/admin/session-roster-xlsx";
import { action as deleteAction } from "~/routes/member/profile-delete";
import { loader as exportLoader } from "~/routes/member/profile-export";
import { action as registerAction } from "~/routes/member/register-session";
import { loader as trainerLoader } from "~/routes/trainer/session";
import { db, inTransaction } from "~/server/db.server";
import { acceptOffer, joinWaitlist } from "~/waitlist/waitlist.server";
import { runWaitlistJob } from "~/waitlist/waitlist-job.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createTrainedSession,
  createUser,
  createUserProfile,
  createUserRow,
  makeRequest,
  registrationForm,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

const NOTE = "Je suis malvoyante : il me faut les supports en gros caractères.";
const REFERENT_NOTE = "Appelée le lundi, préfère le téléphone.";
const REFERENT = { name: "Nadia Benali", email: "referent@formatio.example", phone: "+33 1 84 60 20 19" };

type Person = { id: string; email: string; password: string; cookie: string };

describe("accessibility requests (issue 30)", () => {
  useTestDatabase();
  let adminCookie = "";
  let referent: Person;
  let staff: Person;
  let operatorCookie = "";
  let trainer: Person;
  let session = { id: "", course_id: "", start_date: "" };
  const courseTitle = "Excel pour tous";

  const person = async (options: Parameters<typeof createUser>[0] = {}): Promise<Person> => {
    const user = await createUser(options);
    return { ...user, cookie: await sessionCookie(user) };
  };
  const withProfile = async (module: string) => {
    const profile = await createUserProfile({
      permissions: [{ module, can_view: true, can_create: true, can_edit: true, can_delete: true }],
    });
    const someone = await person();
    await db().update(users).set({ profile_id: profile.id }).where(eq(users.id, someone.id));
    return someone;
  };

  beforeAll(async () => {
    await seedReferenceData();
    await db().insert(organisation_profile).values({
      legal_name: "Formatio SAS",
      accessibility_referent_name: REFERENT.name,
      accessibility_referent_email: REFERENT.email,
      accessibility_referent_phone: REFERENT.phone,
    });
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator" }));
    referent = await withProfile("accessibility");
    staff = await withProfile("sessions");
    trainer = await person({ role: "teacher", fullName: "Claire Formatrice" });
    const course = await createCourse({ title_fr: courseTitle, title_en: "Excel for everyone" });
    session = await createSession({
      course_id: course.id,
      instructor_id: trainer.id,
      seats_available: 20,
      status: "confirmed",
    });
  });

  const form = (values: Record<string, string> = {}) => ({
    firstName: "Marie",
    lastName: "Dupont",
    email: "marie.dupont@example.com",
    phone: "+33 6 12 34 56 78",
    billingAddress: "12 avenue des Champs",
    billingCity: "Paris",
    billingCountry: "France",
    acceptTerms: "on",
    ...values,
  });
  const register = (who: Person, values: Record<string, string> = {}) =>
    callRoute<ActionData>(
      registerAction as never,
      makeRequest(`/sessions/${session.id}/register`, { cookie: who.cookie, form: form(values) }),
      { params: { id: session.id } },
    );
  const registrationOf = async (userId: string) =>
    (
      await db()
        .select()
        .from(course_session_registrations)
        .where(
          and(
            eq(course_session_registrations.user_id, userId),
            eq(course_session_registrations.session_id, session.id),
          ),
        )
    )[0];
  const caseOf = async (registrationId: string) =>
    (await db().select().from(accessibility_cases).where(eq(accessibility_cases.registration_id, registrationId)))[0];
  const mailsTo = (to: string) => db().select().from(email_outbox).where(eq(email_outbox.to, to));
  const post = (values: Record<string, string | string[]>, cookie = referent.cookie) =>
    callRoute<ActionData>(action as never, makeRequest("/admin/compliance/accessibility", { form: values, cookie }));
  const list = async (query = "", cookie = referent.cookie) =>
    callRoute<{ list: AdminAccessibilityPage }>(
      loader as never,
      makeRequest(`/admin/compliance/accessibility${query}`, { cookie }),
    );
  const pdfText = async (cookie: string, lang = "fr") => {
    const response = (await procedureLoader(
      await routeArgs(makeRequest(`/admin/compliance/accessibility/procedure.pdf?lang=${lang}`, { cookie })),
    )) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    return (text as string).replace(/\s+/g, " ");
  };

  it("keeps the browser's list of statuses equal to the database's", () => {
    expect([...ACCESSIBILITY_STATUS_NAMES]).toEqual([...ACCESSIBILITY_STATUSES]);
  });

  it("produces the procedure's evidence with no request at all, saying so", async () => {
    const text = await pdfText(referent.cookie);
    expect(text).toContain("procédure et preuves");
    expect(text).toContain(REFERENT.name);
    expect(text).toContain(REFERENT.email);
    expect(text).toContain("sous 5 jours ouvrés");
    expect(text).toContain("Aucune demande sur la période.");
  });

  describe("the registration form's question", () => {
    let marie: Person;

    it("opens the case with the note and a contact deadline 5 working days on, and tells the referent without the note", async () => {
      marie = await person({ email: "marie@example.com", fullName: "Marie Dupont" });
      const answer = await register(marie, { needsAdaptation: "yes", adaptationNote: NOTE });
      expect(answer.status).toBe(200);
      const registration = await registrationOf(marie.id);
      expect(registration.needs_adaptation).toBe(true);
      const opened = await caseOf(registration.id);
      expect(opened).toMatchObject({ status: "new", request_note: NOTE, referent_note: null, adaptations: [] });
      expect(opened.contact_by.toISOString()).toBe(addWorkingDays(opened.created_at, 5).toISOString());

      const [notice] = await mailsTo(REFERENT.email);
      expect(notice.subject).toBe(`Demande d'adaptation\u00a0: ${courseTitle}`);
      expect(notice.text).toContain("/admin/compliance/accessibility");
      expect(notice.text).toContain(courseTitle);
      expect(notice.text).not.toContain("gros caractères");
      expect(notice.text).not.toContain("Marie");
      const mails = await mailsTo(marie.email);
      const acknowledgement = mails.find((mail) => mail.subject === "Votre demande d'adaptation");
      expect(acknowledgement?.text).toContain(`${REFERENT.name} vous contactera sous 5 jours ouvrés`);
      expect(acknowledgement?.text).toContain(REFERENT.email);
      // The note leaves the case in no e-mail at all (the organisation's notice of the registration included).
      const everything = await db().select({ text: email_outbox.text }).from(email_outbox);
      expect(everything.some((mail) => mail.text.includes("gros caractères"))).toBe(false);
    });

    it("opens none for a no or no answer, and writes the answer as given", async () => {
      const paul = await person();
      const lea = await person();
      expect((await register(paul, { needsAdaptation: "no", adaptationNote: "ignored" })).status).toBe(200);
      expect((await register(lea)).status).toBe(200);
      expect((await registrationOf(paul.id)).needs_adaptation).toBe(false);
      expect((await registrationOf(lea.id)).needs_adaptation).toBe(null);
      expect(await caseOf((await registrationOf(paul.id)).id)).toBeUndefined();
      expect(await caseOf((await registrationOf(lea.id)).id)).toBeUndefined();
    });

    it("refuses an answer other than yes or no, and a note over 2,000 characters", async () => {
      const tom = await person();
      const odd = await register(tom, { needsAdaptation: "maybe" });
      expect(odd.status).toBe(400);
      expect(odd.data?.errors).toMatchObject({
        needsAdaptation: "pages.courses.registration.validation.needs_adaptation",
      });
      const long = await register(tom, { needsAdaptation: "yes", adaptationNote: "x".repeat(2001) });
      expect(long.status).toBe(400);
      expect(long.data?.errors?.adaptationNote).toMatch(/too_long\|max=2000/);
      expect(await registrationOf(tom.id)).toBeUndefined();
    });

    it("keeps a waiting-list form's answer and note until its offer is taken, then opens the case", async () => {
      const HOUR = 3_600_000;
      const joined = new Date("2031-03-01T09:00:00Z").getTime();
      const { session: full } = await createTrainedSession({ session: { seats_available: 1, min_participants: 1 } });
      const holder = await createRegistration({
        session_id: full.id,
        user_id: (await createUserRow({ full_name: "Holder" })).id,
        status: "confirmed",
      });
      const waiting = await createUserRow({ full_name: "Wait Ing" });
      const answer = registrationForm({ needsAdaptation: "yes", adaptationNote: NOTE });
      await inTransaction(() => joinWaitlist(full.id, waiting.id, answer, joined));
      await inTransaction(() => changeRegistrationStatus(full.id, holder.id, "cancelled"));
      await runWaitlistJob(joined + HOUR, { sessionId: full.id });
      const [offer] = await db().select().from(waitlist_offers).where(eq(waitlist_offers.session_id, full.id));
      const { registrationId } = await inTransaction(() => acceptOffer(offer.id, joined + 2 * HOUR));
      const opened = await caseOf(registrationId);
      expect(opened).toMatchObject({ status: "new", request_note: NOTE });
      expect(opened.created_at.getTime()).toBe(joined + 2 * HOUR);
    });

    it("writes to the organisation's contact address when no referent address is set", async () => {
      await db().update(organisation_profile).set({ accessibility_referent_email: null });
      const before = (await mailsTo("contact@formatio.example")).length;
      const sam = await person({ language: "en" });
      expect((await register(sam, { needsAdaptation: "yes" })).status).toBe(200);
      const after = await mailsTo("contact@formatio.example");
      expect(after.filter((mail) => mail.subject.startsWith("Demande d'adaptation"))).toHaveLength(1);
      expect(after.length).toBe(before + 2);
      const [ack] = (await mailsTo(sam.email)).filter((mail) => mail.subject === "Your request for an adaptation");
      expect(ack.text).toContain(`${REFERENT.name} will contact you within 5 working days`);
      await db().update(organisation_profile).set({ accessibility_referent_email: REFERENT.email });
    });
  });

  describe("the referent's steps", () => {
    it("contacts, agrees the adaptations (e-mailed in the participant's language), puts them in place and closes, audited without the notes", async () => {
      const john = await person({ language: "en", email: "john@example.com" });
      await register(john, {
        firstName: "John",
        lastName: "Smith",
        phone: "+44 20 7946 0958",
        needsAdaptation: "yes",
        adaptationNote: NOTE,
      });
      const id = (await caseOf((await registrationOf(john.id)).id)).id;

      const listed = await list("?q=smith");
      expect(listed.status).toBe(200);
      expect(listed.data?.list.cases.map((row) => [row.name, row.status, row.request_note])).toEqual([
        ["John Smith", "new", NOTE],
      ]);
      // The participant search of every registration list: the name in either order, the phone too.
      for (const q of ["smith john", "john smith", "7946 0958", "john@example"]) {
        expect((await list(`?q=${encodeURIComponent(q)}`)).data?.list.cases.map((row) => row.name)).toEqual([
          "John Smith",
        ]);
      }

      expect((await post({ intent: "contact", id, contacted_on: "2999-01-01" })).data?.errors).toEqual({
        contacted_on: "admin.accessibility.validation.date_future",
      });
      expect((await post({ intent: "in_place", id })).status).toBe(409);
      const contacted = await post({ intent: "contact", id, contacted_on: "" });
      expect(contacted.status).toBe(200);
      expect((await caseOf((await registrationOf(john.id)).id)).status).toBe("contacted");
      expect((await post({ intent: "contact", id })).status).toBe(409);

      expect((await post({ intent: "note", id, referent_note: REFERENT_NOTE })).status).toBe(200);
      expect((await post({ intent: "agree", id, "adaptations.0": "  " })).data?.errors).toEqual({
        adaptations: "admin.accessibility.validation.adaptations_required",
      });
      const agreed = await post({
        intent: "agree",
        id,
        "adaptations.0": "Documents in large print",
        "adaptations.1": "A seat near the screen",
      });
      expect(agreed.status).toBe(200);
      const [mail] = (await mailsTo(john.email)).filter((m) => m.subject.startsWith("The adaptations for"));
      expect(mail.subject).toBe("The adaptations for Excel for everyone");
      expect(mail.text).toContain("• Documents in large print");
      expect(mail.text).toContain("• A seat near the screen");
      expect(mail.text).not.toContain(REFERENT_NOTE);

      expect((await post({ intent: "in_place", id })).status).toBe(200);
      expect((await post({ intent: "close", id })).status).toBe(200);
      const closed = await caseOf((await registrationOf(john.id)).id);
      expect(closed).toMatchObject({ status: "closed", referent_note: REFERENT_NOTE });
      expect(closed.adaptations).toEqual(["Documents in large print", "A seat near the screen"]);
      for (const step of ["contacted_at", "agreed_at", "in_place_at", "closed_at"] as const)
        expect(closed[step]).not.toBeNull();

      const entries = await db()
        .select({ action: audit_log.action, changes: audit_log.changes, label: audit_log.entity_label })
        .from(audit_log)
        .where(and(eq(audit_log.entity_type, "accessibility_case"), eq(audit_log.entity_id, id)))
        .orderBy(audit_log.created_at);
      expect(entries.map((entry) => entry.action)).toEqual(["contact", "note", "agree", "put_in_place", "close"]);
      expect(entries[2].changes.status).toEqual({ before: "contacted", after: "agreed" });
      expect(entries[2].changes.adaptations_count).toEqual({ before: 0, after: 2 });
      const logged = JSON.stringify(entries);
      expect(logged).not.toContain("gros caractères");
      expect(logged).not.toContain("préfère le téléphone");
      expect(logged).not.toContain("John");
    });

    it("refers a person to a partner body, e-mailed in French, and needs its name", async () => {
      const lina = await person({ email: "lina@example.com" });
      await register(lina, { firstName: "Lina", needsAdaptation: "yes" });
      const id = (await caseOf((await registrationOf(lina.id)).id)).id;
      expect((await post({ intent: "refer", id, partner_body: " " })).data?.errors).toEqual({
        partner_body: "admin.accessibility.validation.partner_required",
      });
      expect((await post({ intent: "refer", id, partner_body: "Agefiph Île-de-France" })).status).toBe(200);
      expect(await caseOf((await registrationOf(lina.id)).id)).toMatchObject({
        status: "referred",
        partner_body: "Agefiph Île-de-France",
      });
      const [mail] = (await mailsTo(lina.email)).filter((m) => m.text.includes("nous vous orientons"));
      expect(mail.text).toContain("Agefiph Île-de-France");
      expect((await post({ intent: "close", id })).status).toBe(409);
      // Closed and referred cases leave the default (open) view, and come back with status=all.
      const open = await list();
      expect(open.data?.list.cases.some((row) => row.id === id)).toBe(false);
      const all = await list("?status=all");
      expect(all.data?.list.cases.some((row) => row.id === id)).toBe(true);
    });

    it("answers 404 for no case and a made-up id", async () => {
      expect((await post({ intent: "close", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
      expect((await post({ intent: "close", id: "nope" })).status).toBe(404);
    });
  });

  describe("nobody else sees any of it", () => {
    it("sends staff without the module away from the screen and its PDF, and refuses their writes", async () => {
      for (const cookie of [staff.cookie, operatorCookie]) {
        const page = await list("", cookie);
        expect({ status: page.status, location: page.location }).toEqual({ status: 302, location: "/" });
        const pdf = await callRoute(
          procedureLoader as never,
          makeRequest("/admin/compliance/accessibility/procedure.pdf", { cookie }),
        );
        expect({ status: pdf.status, location: pdf.location }).toEqual({ status: 302, location: "/" });
        const [someCase] = await db().select({ id: accessibility_cases.id }).from(accessibility_cases).limit(1);
        expect((await post({ intent: "close", id: someCase.id }, cookie)).status).toBe(403);
      }
    });

    it("leaves the question, the note and the case out of the registrations' export, the roster and its files", async () => {
      const forbidden = [/gros caractères/i, /adaptation/i, /handicap/i, /disabilit/i];
      const clean = (text: string) => forbidden.every((pattern) => !pattern.test(text));
      const workbook = async (handler: (args: never) => unknown, url: string, params = {}) => {
        const response = (await handler(
          (await routeArgs(makeRequest(url, { cookie: staff.cookie }), { params })) as never,
        )) as Response;
        expect(response.status).toBe(200);
        return response;
      };
      const xlsx = await workbook(registrationsExport, "/admin/registrations/export.xlsx?q=marie");
      const rows = await readSheet(Buffer.from(await xlsx.arrayBuffer()));
      expect(rows.flat().map(String).join(" ")).toContain("Marie Dupont");
      expect(clean(JSON.stringify(rows))).toBe(true);
      const roster = await workbook(rosterXlsx, `/admin/sessions/${session.id}/roster.xlsx`, { id: session.id });
      expect(clean(JSON.stringify(await readSheet(Buffer.from(await roster.arrayBuffer()))))).toBe(true);
      const csv = await workbook(rosterCsv, `/admin/sessions/${session.id}/roster.csv`, { id: session.id });
      const cells = parse(await csv.text(), { bom: true, relax_column_count: true }) as string[][];
      expect(cells.flat().join(" ")).toContain("Marie Dupont");
      expect(clean(JSON.stringify(cells))).toBe(true);
      const page = await callRoute(
        rosterLoader as never,
        makeRequest(`/admin/sessions/${session.id}`, { cookie: staff.cookie }),
        { params: { id: session.id } },
      );
      expect(page.status).toBe(200);
      expect(JSON.stringify(page.data)).not.toMatch(/gros caractères|needs_adaptation|request_note|adaptations/);
    });

    it("shows the dashboard's card to the module's holders alone", async () => {
      const of = async (cookie: string) =>
        callRoute<{ dashboard: Dashboard }>(dashboardLoader as never, makeRequest("/admin", { cookie }));
      const mine = await of(referent.cookie);
      expect(mine.data?.dashboard.scope).toBe("staff");
      expect(mine.data?.dashboard.incidents).toBeUndefined();
      const names = mine.data?.dashboard.accessibility?.cases.map((item) => item.name) ?? [];
      expect(names).toContain("Marie Dupont");
      expect(JSON.stringify(mine.data)).not.toContain("gros caractères");
      const admin = await of(adminCookie);
      expect(admin.data?.dashboard.accessibility?.total).toBeGreaterThan(0);
      // Its audit entries say which session, never who nor what they wrote.
      expect(JSON.stringify(admin.data?.dashboard.audit)).not.toMatch(/gros caractères|préfère le téléphone/);
      const operator = await of(operatorCookie);
      expect(operator.status).toBe(200);
      expect(operator.data?.dashboard.accessibility).toBeUndefined();
      expect(JSON.stringify(operator.data)).not.toMatch(/accessibility|adaptation/i);
      const sessionsOnly = await of(staff.cookie);
      expect({ status: sessionsOnly.status, location: sessionsOnly.location }).toEqual({ status: 302, location: "/" });
    });
  });

  describe("the trainer", () => {
    it("sees the adaptations agreed or in place, never a note nor a case not agreed yet, on the page and in the pack", async () => {
      const ana = await person();
      const ben = await person();
      await register(ana, { firstName: "Ana", lastName: "Lopez", needsAdaptation: "yes", adaptationNote: NOTE });
      await register(ben, { firstName: "Ben", lastName: "Moreau", needsAdaptation: "yes", adaptationNote: NOTE });
      const anaCase = (await caseOf((await registrationOf(ana.id)).id)).id;
      const benCase = (await caseOf((await registrationOf(ben.id)).id)).id;
      await post({ intent: "agree", id: anaCase, "adaptations.0": "Salle au rez-de-chaussée" });
      await post({ intent: "note", id: anaCase, referent_note: REFERENT_NOTE });
      await post({ intent: "contact", id: benCase });
      await db()
        .update(course_session_registrations)
        .set({ status: "confirmed" })
        .where(inArray(course_session_registrations.user_id, [ana.id, ben.id]));

      const page = await callRoute<{ participants: { name: string; adaptations: string[] }[] }>(
        trainerLoader as never,
        makeRequest(`/trainer/sessions/${session.id}`, { cookie: trainer.cookie }),
        { params: { id: session.id } },
      );
      expect(page.status).toBe(200);
      const byName = new Map(page.data?.participants.map((p) => [p.name, p.adaptations]));
      expect(byName.get("Ana Lopez")).toEqual(["Salle au rez-de-chaussée"]);
      expect(byName.get("Ben Moreau")).toEqual([]);
      expect(JSON.stringify(page.data)).not.toMatch(/gros caractères|préfère le téléphone/);

      await inTransaction(() =>
        sendTimelineStep(
          {
            sessionId: session.id,
            step: "trainer_pack",
            occurrence: session.start_date,
            registrationId: null,
            userId: trainer.id,
          },
          { trigger: "send_now", by: null },
        ),
      );
      const [pack] = await mailsTo(trainer.email);
      expect(pack.text).toContain("Ana Lopez — adaptations convenues\u00a0: Salle au rez-de-chaussée");
      expect(pack.text).toMatch(/Ben Moreau\s*\n/);
      expect(pack.text).not.toMatch(/gros caractères|préfère le téléphone/);
    });
  });

  it("counts the requests by status in the procedure's evidence, by initials and without a note", async () => {
    const text = await pdfText(referent.cookie, "en");
    expect(text).not.toContain("Aucune demande sur la période.");
    expect(text).toMatch(/requests in the period/);
    expect(text).toContain("J. S.");
    expect(text).toContain("Excel for everyone");
    expect(text).not.toContain("John Smith");
    expect(text).not.toMatch(/large print|gros caractères|préfère/);
  });

  describe("the person's own data", () => {
    it("exports their case with their note, not the referent's, and erases both notes with the account", async () => {
      const zoe = await person({ email: "zoe@example.com" });
      await register(zoe, { firstName: "Zoé", needsAdaptation: "yes", adaptationNote: NOTE });
      const registration = await registrationOf(zoe.id);
      const id = (await caseOf(registration.id)).id;
      await post({ intent: "agree", id, "adaptations.0": "Supports agrandis" });
      await post({ intent: "note", id, referent_note: REFERENT_NOTE });

      const response = (await exportLoader(
        await routeArgs(makeRequest("/profile/export.json", { cookie: zoe.cookie })),
      )) as Response;
      const data = JSON.parse(await response.text());
      expect(data.accessibility_requests).toEqual([
        expect.objectContaining({ status: "agreed", request_note: NOTE, adaptations: ["Supports agrandis"] }),
      ]);
      expect(JSON.stringify(data)).not.toContain("préfère le téléphone");

      const deleted = await deleteAction(
        await routeArgs(makeRequest("/profile/delete", { cookie: zoe.cookie, form: { confirmation: zoe.email } })),
      ).catch((thrown: unknown) => thrown);
      expect(deleted).toBeDefined();
      const kept = await caseOf(registration.id);
      expect(kept).toMatchObject({ status: "agreed", request_note: null, referent_note: null });
      expect(await db().select({ id: users.id }).from(users).where(like(users.email, "zoe@example.com"))).toHaveLength(
        0,
      );
    });
  });
});
