// The jurisdiction profile (issue 25, delivery spec §0) through the real loaders and actions over
// the real database: the signature and stamp on /admin/settings/organisation (uploads of their
// own purpose only, kept off the public legal notice), the head office and each agency's French
// rules (audited, a forged agency refusing the whole save), French rules in the agency editor,
// the session editor's organising agency, lunch break and ways of signing (and their refusals),
// the organising agency on the roster, and the helpers the documents will ask
// (sessionAgency, organisationLegalProfile).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  agencies,
  audit_log,
  course_sessions,
  organisation_profile,
  SIGN_LINK_MODES,
  stored_uploads,
} from "#db/schema";
import { organisationLegalProfile, sessionAgency } from "~/organisation/jurisdiction.server";
import { getRoster } from "~/registrations/roster.server";
import { action as agenciesAction } from "~/routes/admin/agencies";
import { action as sessionsAction, loader as sessionsLoader } from "~/routes/admin/sessions";
import { action, loader } from "~/routes/admin/settings-organisation";
import { loader as noticeLoader } from "~/routes/public/legal-notice";
import { db } from "~/server/db.server";
import { getStorage } from "~/server/storage.server";
import { SIGN_LINK_MODES as EDITOR_SIGN_LINK_MODES } from "~/sessions/schema";
import { sweepUnreferencedUploads } from "~/uploads/upload-records.server";
import { useTestDatabase } from "../db";
import {
  createAgency,
  createCourse,
  createSession,
  createTeacher,
  createUser,
  daysFromNow,
  makeRequest,
  recordUploads,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Answer = { ok?: boolean; errors?: Record<string, string>; data?: { id?: string } };
type Screen = Awaited<ReturnType<typeof loader>>;
type Desk = Awaited<ReturnType<typeof sessionsLoader>>;

const PROFILE = { intent: "save", legal_name: "Formatio SAS", retention_years: "5" };

describe("the jurisdiction profile", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";
  const ids: Record<string, string> = {};

  const post = (form: Record<string, string>, cookie = adminCookie) =>
    callRoute<Answer>(action, makeRequest("/admin/settings/organisation", { form, cookie }));
  const postSession = (form: Record<string, string>) =>
    callRoute<Answer>(sessionsAction, makeRequest("/admin/sessions", { form, cookie: adminCookie }));
  const profile = async () => (await db().select().from(organisation_profile))[0];
  const rulesOf = async () =>
    Object.fromEntries((await db().select().from(agencies)).map((agency) => [agency.name, agency.french_rules]));

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser());
    ids.paris = (await createAgency({ name: "Formatio Paris", country: "France", french_rules: true })).id;
    ids.dakar = (
      await createAgency({ name: "Formatio Dakar", city: "Dakar", country: "Senegal", timezone: "Africa/Dakar" })
    ).id;
    ids.closed = (await createAgency({ name: "Formatio Bordeaux", is_active: false })).id;
    ids.course = (await createCourse({ title_fr: "Excel avancé" })).id;
    ids.teacher = (await createTeacher("Hélène Dupré")).id;
  });

  describe("the signature and the stamp", () => {
    const signature = getStorage().publicUrl("organisation/signature-1700000000000-abc123.png");
    const stamp = getStorage().publicUrl("organisation/stamp-1700000000000-abc123.svg");
    const logo = getStorage().publicUrl("site-assets/logo-1700000000000-abc123.png");

    it("saves uploads of their own purpose, audited, and keeps them off the public legal notice", async () => {
      await recordUploads("signature-image", signature);
      await recordUploads("stamp-image", stamp);
      await recordUploads("logo", logo);
      const saved = await post({ ...PROFILE, signature_image_url: signature, stamp_image_url: stamp });
      expect(saved.status).toBe(200);
      expect(await profile()).toMatchObject({ signature_image_url: signature, stamp_image_url: stamp });
      const [entry] = await db().select().from(audit_log).where(eq(audit_log.entity_type, "settings"));
      expect(entry.changes).toMatchObject({ signature_image_url: { before: null, after: signature } });

      const screen = (
        await callRoute<Screen>(loader, makeRequest("/admin/settings/organisation", { cookie: adminCookie }))
      ).data as Screen;
      expect(screen.profile).toMatchObject({ signature_image_url: signature, stamp_image_url: stamp });
      const notice = await callRoute<{ profile: Record<string, unknown> }>(
        noticeLoader,
        makeRequest("/mentions-legales"),
      );
      expect(notice.data?.profile.legal_name).toBe("Formatio SAS");
      expect(JSON.stringify(notice.data)).not.toContain("signature-");
      expect(notice.data?.profile).not.toHaveProperty("stamp_image_url");
    });

    it("refuses an upload of another purpose or an address never uploaded, writing nothing", async () => {
      const other = await post({ ...PROFILE, legal_name: "Autre", signature_image_url: logo, stamp_image_url: stamp });
      expect(other.status).toBe(400);
      expect(other.data?.errors).toEqual({ signature_image_url: "admin.organisation.validation.image_invalid" });
      const forged = await post({
        ...PROFILE,
        stamp_image_url: getStorage().publicUrl("organisation/stamp-never-sent.svg"),
      });
      expect(forged.data?.errors).toEqual({ stamp_image_url: "admin.organisation.validation.image_invalid" });
      expect(await profile()).toMatchObject({ legal_name: "Formatio SAS", signature_image_url: signature });
    });

    it("are kept by the sweep of unreferenced uploads, which deletes what no record names", async () => {
      await sweepUnreferencedUploads(getStorage(), { graceMs: 0 });
      const kept = (await db().select().from(stored_uploads)).map((upload) => upload.purpose).sort();
      expect(kept).toEqual(["signature-image", "stamp-image"]);
    });

    it("keeps the stored images unchanged and removes one sent blank", async () => {
      expect((await post({ ...PROFILE, signature_image_url: signature, stamp_image_url: "" })).status).toBe(200);
      expect(await profile()).toMatchObject({ signature_image_url: signature, stamp_image_url: null });
    });
  });

  describe("agencies and French rules", () => {
    const rules = (values: Record<string, string>) => ({
      intent: "save_agencies",
      "agencies.0.id": ids.paris,
      "agencies.1.id": ids.dakar,
      "agencies.2.id": ids.closed,
      ...values,
    });

    it("lists every agency with its rule and the head office", async () => {
      const screen = (
        await callRoute<Screen>(loader, makeRequest("/admin/settings/organisation", { cookie: adminCookie }))
      ).data as Screen;
      expect(screen.agencyRules).toEqual({
        headOfficeId: null,
        agencies: [
          { id: ids.closed, name: "Formatio Bordeaux", country: "France", is_active: false, french_rules: false },
          { id: ids.dakar, name: "Formatio Dakar", country: "Senegal", is_active: true, french_rules: false },
          { id: ids.paris, name: "Formatio Paris", country: "France", is_active: true, french_rules: true },
        ],
      });
    });

    it("is for admins only", async () => {
      const answer = await post(rules({ head_office_agency_id: ids.dakar }), memberCookie);
      expect(answer.status).toBe(403);
      expect((await profile()).head_office_agency_id).toBeNull();
    });

    it("saves the head office and each rule, an entry per row changed", async () => {
      const answer = await post(
        rules({
          head_office_agency_id: ids.paris,
          "agencies.0.french_rules": "on",
          "agencies.2.french_rules": "on",
        }),
      );
      expect(answer.status).toBe(200);
      expect((await profile()).head_office_agency_id).toBe(ids.paris);
      expect(await rulesOf()).toEqual({ "Formatio Paris": true, "Formatio Dakar": false, "Formatio Bordeaux": true });
      const entries = await db()
        .select()
        .from(audit_log)
        .where(and(eq(audit_log.entity_type, "agency"), eq(audit_log.action, "update")));
      expect(entries.map((entry) => entry.entity_label)).toEqual(["Formatio Bordeaux"]);
      expect(entries[0].changes).toMatchObject({ french_rules: { before: false, after: true } });
      const head = await db()
        .select()
        .from(audit_log)
        .where(and(eq(audit_log.entity_type, "settings"), eq(audit_log.action, "update")));
      expect(head.at(-1)?.changes).toMatchObject({ head_office_agency_id: { before: null, after: ids.paris } });
    });

    it("refuses a forged or unknown agency, and writes nothing at all", async () => {
      const unknownId = "00000000-0000-4000-8000-000000000000";
      const entriesBefore = (await db().select().from(audit_log)).length;
      const forgedRule = await post(
        rules({ head_office_agency_id: ids.dakar, "agencies.1.french_rules": "on", "agencies.3.id": unknownId }),
      );
      expect(forgedRule.status).toBe(400);
      expect(forgedRule.data?.errors).toEqual({
        "agencies.3.french_rules": "admin.organisation.validation.agency_invalid",
      });
      const forgedHead = await post(rules({ head_office_agency_id: unknownId, "agencies.1.french_rules": "on" }));
      expect(forgedHead.data?.errors).toEqual({
        head_office_agency_id: "admin.organisation.validation.agency_invalid",
      });
      const notAnId = await post(rules({ head_office_agency_id: "paris", "agencies.1.id": "1 or 1=1" }));
      expect(notAnId.status).toBe(400);
      expect(notAnId.data?.errors).toMatchObject({
        head_office_agency_id: "admin.organisation.validation.agency_invalid",
        "agencies.1.id": "admin.organisation.validation.agency_invalid",
      });
      expect((await profile()).head_office_agency_id).toBe(ids.paris);
      expect(await rulesOf()).toEqual({ "Formatio Paris": true, "Formatio Dakar": false, "Formatio Bordeaux": true });
      expect((await db().select().from(audit_log)).length).toBe(entriesBefore);
    });
  });

  describe("the agency editor", () => {
    const agency = {
      name: "Formatio Lyon",
      manager_name: "Paul Girard",
      address: "12 quai Saint-Antoine",
      city: "Lyon",
      country: "France",
      timezone: "Europe/Paris",
      is_active: "on",
    };
    const postAgency = (form: Record<string, string>) =>
      callRoute<Answer>(agenciesAction, makeRequest("/admin/agencies", { form, cookie: adminCookie }));

    it("saves French rules as ticked, and unticked as false", async () => {
      const created = await postAgency({ intent: "create", ...agency, french_rules: "on" });
      expect(created.status).toBe(200);
      const id = created.data?.data?.id ?? "";
      const [row] = await db().select().from(agencies).where(eq(agencies.id, id));
      expect(row.french_rules).toBe(true);
      expect((await postAgency({ intent: "update", id, ...agency })).status).toBe(200);
      const [after] = await db().select().from(agencies).where(eq(agencies.id, id));
      expect(after.french_rules).toBe(false);
      await db().delete(agencies).where(eq(agencies.id, id));
    });
  });

  describe("the session editor", () => {
    const session = (values: Record<string, string> = {}) => ({
      intent: "create-session",
      course_id: ids.course,
      instructor_id: ids.teacher,
      start_date: daysFromNow(40),
      end_date: daysFromNow(41),
      start_time: "09:00",
      end_time: "17:30",
      seats_available: "12",
      min_participants: "4",
      status: "scheduled",
      timezone: "Europe/Paris",
      agency_id: ids.dakar,
      lunch_start: "12:00",
      lunch_end: "13:15",
      sign_by_kiosk: "on",
      sign_by_link: "unsigned_after_start",
      ...values,
    });

    it("offers the agencies and names the head office", async () => {
      const desk = (await callRoute<Desk>(sessionsLoader, makeRequest("/admin/sessions", { cookie: adminCookie })))
        .data as Desk;
      expect(desk.options.headOfficeId).toBe(ids.paris);
      expect(desk.options.agencies.map((agency) => [agency.name, agency.is_active])).toEqual([
        ["Formatio Bordeaux", false],
        ["Formatio Dakar", true],
        ["Formatio Paris", true],
      ]);
    });

    it("saves the organising agency, the lunch break and the ways of signing", async () => {
      const answer = await postSession(session());
      expect(answer.status).toBe(200);
      ids.session = answer.data?.data?.id ?? "";
      const [row] = await db().select().from(course_sessions).where(eq(course_sessions.id, ids.session));
      expect(row).toMatchObject({
        agency_id: ids.dakar,
        lunch_start: "12:00:00",
        lunch_end: "13:15:00",
        sign_by_qr: false,
        sign_by_kiosk: true,
        sign_by_link: "unsigned_after_start",
      });
      // Blank is the head office.
      const edited = await postSession(session({ intent: "update-session", id: ids.session, agency_id: "" }));
      expect(edited.status).toBe(200);
      const [after] = await db().select().from(course_sessions).where(eq(course_sessions.id, ids.session));
      expect(after.agency_id).toBeNull();
    });

    it("refuses no way of signing, a lunch ending before it starts, an inactive or unknown agency", async () => {
      const noWay = await postSession(session({ sign_by_kiosk: "", sign_by_link: "never" }));
      expect(noWay.status).toBe(400);
      expect(noWay.data?.errors).toEqual({ sign_by_qr: "pages.calendar.validation.no_sign_way" });
      const lunch = await postSession(session({ lunch_start: "13:30", lunch_end: "12:30" }));
      expect(lunch.data?.errors).toEqual({ lunch_end: "pages.calendar.validation.lunch_end_before_start" });
      const closed = await postSession(session({ agency_id: ids.closed }));
      expect(closed.data?.errors).toEqual({ agency_id: "pages.calendar.validation.agency_invalid" });
      const unknown = await postSession(session({ agency_id: "00000000-0000-4000-8000-000000000000" }));
      expect(unknown.data?.errors).toEqual({ agency_id: "pages.calendar.validation.agency_invalid" });
      const badMode = await postSession(session({ sign_by_link: "sometimes" }));
      expect(badMode.data?.errors).toEqual({ sign_by_link: "pages.calendar.validation.sign_by_link_invalid" });
      expect(await db().select().from(course_sessions)).toHaveLength(1);
    });

    it("keeps an agency that closed since on a session that already had it", async () => {
      const kept = await createSession({ course_id: ids.course, instructor_id: ids.teacher, agency_id: ids.closed });
      const answer = await postSession(session({ intent: "update-session", id: kept.id, agency_id: ids.closed }));
      expect(answer.status).toBe(200);
      await db().delete(course_sessions).where(eq(course_sessions.id, kept.id));
    });

    it("repeats the column's link modes", () => {
      expect([...EDITOR_SIGN_LINK_MODES]).toEqual([...SIGN_LINK_MODES]);
    });
  });

  describe("the organising agency of a session", () => {
    it("is the session's own, else the head office, else none", async () => {
      const own = await createSession({ course_id: ids.course, agency_id: ids.dakar });
      const none = await createSession({ course_id: ids.course });
      expect(await sessionAgency(own.id)).toEqual({
        id: ids.dakar,
        name: "Formatio Dakar",
        city: "Dakar",
        country: "Senegal",
        timezone: "Africa/Dakar",
        french_rules: false,
        isHeadOffice: false,
      });
      expect(await sessionAgency(none.id)).toMatchObject({
        id: ids.paris,
        name: "Formatio Paris",
        french_rules: true,
        isHeadOffice: true,
      });
      expect((await getRoster(own.id))?.session.agency).toEqual({ name: "Formatio Dakar", isHeadOffice: false });
      expect((await getRoster(none.id))?.session.agency).toEqual({ name: "Formatio Paris", isHeadOffice: true });

      // No head office chosen: a session naming no agency has none.
      await db().update(organisation_profile).set({ head_office_agency_id: null });
      expect(await sessionAgency(none.id)).toBeNull();
      expect((await getRoster(none.id))?.session.agency).toBeNull();
      expect(await sessionAgency(own.id)).toMatchObject({ id: ids.dakar });
      expect(await sessionAgency("not-a-uuid")).toBeNull();
      expect(await sessionAgency("00000000-0000-4000-8000-000000000000")).toBeNull();
      await db().update(organisation_profile).set({ head_office_agency_id: ids.paris });
    });

    it("reads the organisation's legal profile as stored", async () => {
      expect(await organisationLegalProfile()).toMatchObject({
        legal_name: "Formatio SAS",
        head_office_agency_id: ids.paris,
        retention_years: 5,
      });
      await db().delete(organisation_profile);
      expect(await organisationLegalProfile()).toBeNull();
    });
  });
});
