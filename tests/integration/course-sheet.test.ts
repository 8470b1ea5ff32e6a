// The course sheet (delivery.md §7, issue 30) on a real database, through the course routes:
// which courses follow French rules, the publication refused while the sheet is incomplete on
// every path that publishes (the catalogue's create, the course page's update), the values kept,
// the BPF selects; and the programme PDF read back as text, in both languages.
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bpf_categories, courses, organisation_profile } from "#db/schema";
import { courseSheetContext } from "~/courses/course-sheet.server";
import { action as courseAction, loader as courseLoader } from "~/routes/public/course";
import { loader as programmeLoader } from "~/routes/public/course-programme-pdf";
import { action as catalogueAction } from "~/routes/public/formations";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  countRows,
  createAgency,
  createCourse,
  createLegalProfile,
  createLocation,
  createSession,
  createUser,
  daysFromNow,
  lookups,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

type Answer = {
  ok?: boolean;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  formError?: string;
  formErrorParams?: { count: number; items: string };
};

let adminCookie = "";
let adminEnCookie = "";

/** The course sheet's fields, filled in both languages. */
const SHEET = {
  prerequisites_fr: "<p>Aucun prérequis.</p>",
  prerequisites_en: "<p>No prerequisites.</p>",
  target_audience_fr: "<p>Responsables qualité.</p>",
  target_audience_en: "<p>Quality managers.</p>",
  access_conditions_fr: "<p>Inscription en ligne, entretien préalable.</p>",
  access_conditions_en: "<p>Online registration, a short interview first.</p>",
  access_lead_time_fr: "Inscription jusqu'à 7 jours avant le début",
  access_lead_time_en: "Register up to 7 days before the start",
  teaching_methods_fr: "<ul><li><p>Ateliers pratiques</p></li></ul>",
  teaching_methods_en: "<ul><li><p>Hands-on workshops</p></li></ul>",
  assessment_methods_fr: "<p>Quiz final sur les objectifs.</p>",
  assessment_methods_en: "<p>A final quiz on the objectives.</p>",
  accessibility_fr: "<p>Salles accessibles, adaptations sur demande.</p>",
  accessibility_en: "<p>Accessible rooms, adaptations on request.</p>",
};

/** The editor's whole form for a complete, published course. */
async function completeForm(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const { category, level, format, language, audience } = await lookups();
  return {
    intent: "create",
    title_fr: "Audit qualité interne",
    title_en: "Internal Quality Audit",
    description_fr: "<p>Une formation complète.</p>",
    description_en: "<p>A complete course.</p>",
    objectives_fr: "<ul><li><p>Préparer un audit</p></li><li><p>Rédiger le rapport</p></li></ul>",
    objectives_en: "<ul><li><p>Prepare an audit</p></li><li><p>Write the report</p></li></ul>",
    syllabus_fr: "<h3>Module 1 : Préparer</h3><ul><li><p>Le plan d'audit</p></li></ul>",
    syllabus_en: "<h3>Module 1: Preparing</h3><ul><li><p>The audit plan</p></li></ul>",
    category_id: category.id,
    level_id: level.id,
    format_id: format.id,
    language_id: language.id,
    target_audience_id: audience.id,
    duration_hours: "14",
    price: "990",
    currency: "EUR",
    is_published: "on",
    ...SHEET,
    ...overrides,
  };
}

async function setReferent(referent: { name: string | null; email: string | null; phone: string | null }) {
  await db().update(organisation_profile).set({
    accessibility_referent_name: referent.name,
    accessibility_referent_email: referent.email,
    accessibility_referent_phone: referent.phone,
  });
}

const create = async (form: Record<string, string>, cookie = adminCookie) =>
  callRoute<Answer>(catalogueAction, makeRequest("/formations", { form, cookie }));

const update = async (slug: string, form: Record<string, string>, cookie = adminCookie) =>
  callRoute<Answer>(courseAction, makeRequest(`/formations/${slug}`, { form: { ...form, intent: "update" }, cookie }), {
    params: { slug },
  });

const courseBySlug = async (slug: string) => (await db().select().from(courses).where(eq(courses.slug, slug)))[0];

describe("course sheet", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    adminEnCookie = await sessionCookie(await createUser({ role: "admin", language: "en" }));
  });

  describe("which courses follow French rules", () => {
    it("a course without sessions follows the head office; with none chosen, French rules apply", async () => {
      await db().delete(organisation_profile);
      expect((await courseSheetContext(null)).frenchRules).toBe(true);
      await createLegalProfile({ frenchRules: false });
      expect((await courseSheetContext(null)).frenchRules).toBe(false);
      await createLegalProfile({ frenchRules: true });
      expect((await courseSheetContext(null)).frenchRules).toBe(true);
    });

    it("a course is French unless every session it has (cancelled ones aside) is organised by an agency without French rules", async () => {
      const paris = await createLegalProfile({ frenchRules: true });
      const montreal = await createAgency({
        name: "Montréal",
        city: "Montréal",
        country: "Canada",
        french_rules: false,
      });
      const course = await createCourse();
      await createSession({ course_id: course.id, agency_id: montreal.id });
      expect((await courseSheetContext(course.id)).frenchRules).toBe(false);
      // A cancelled French date does not count; one still on does.
      const cancelled = await createSession({ course_id: course.id, agency_id: paris.id, status: "cancelled" });
      expect((await courseSheetContext(course.id)).frenchRules).toBe(false);
      await db().delete(organisation_profile);
      await createSession({ course_id: course.id, agency_id: paris.id });
      expect((await courseSheetContext(course.id)).frenchRules).toBe(true);
      expect(cancelled.status).toBe("cancelled");
      // A session with no agency of its own is the head office's (none chosen: French).
      const other = await createCourse();
      await createSession({ course_id: other.id });
      expect((await courseSheetContext(other.id)).frenchRules).toBe(true);
    });
  });

  describe("publishing", () => {
    beforeEach(async () => {
      await createLegalProfile({ frenchRules: true });
      await setReferent({ name: "Nadia Benali", email: "accessibilite@example.com", phone: null });
    });

    it("publishes a complete course", async () => {
      const answer = await create(await completeForm({ title_en: "Complete Course" }));
      expect(answer.status, JSON.stringify(answer.data)).toBe(302);
      const row = await courseBySlug("complete-course");
      expect(row).toMatchObject({
        is_published: true,
        access_lead_time_en: "Register up to 7 days before the start",
        teaching_methods_fr: "<ul><li><p>Ateliers pratiques</p></li></ul>",
      });
    });

    it("refuses to create a published course whose sheet is incomplete, says what is missing and keeps what was typed", async () => {
      const before = await countRows(courses);
      const answer = await create(
        await completeForm({
          title_en: "Missing Lead",
          access_lead_time_fr: "",
          access_lead_time_en: " ",
          assessment_methods_en: "<p></p>",
        }),
        adminEnCookie,
      );
      expect(answer.status).toBe(400);
      expect(answer.data?.formError).toBe("pages.courses.sheet.publish_refused");
      expect(answer.data?.formErrorParams).toEqual({
        count: 2,
        items: "Access lead time (French and English), Assessment methods (English)",
      });
      expect(answer.data?.errors).toEqual({
        access_lead_time_fr: "pages.courses.sheet.field_missing",
        access_lead_time_en: "pages.courses.sheet.field_missing",
        assessment_methods_en: "pages.courses.sheet.field_missing",
      });
      expect(answer.data?.values).toMatchObject({
        title_en: "Missing Lead",
        access_conditions_fr: SHEET.access_conditions_fr,
        teaching_methods_en: SHEET.teaching_methods_en,
        is_published: "on",
      });
      expect(await countRows(courses)).toBe(before);
      // In French for a French-speaking admin.
      const french = await create(await completeForm({ title_en: "Missing Lead", access_lead_time_fr: "" }));
      expect(french.data?.formErrorParams).toEqual({ count: 1, items: "Délai d'accès (français)" });
    });

    it("saves the same incomplete course as a draft", async () => {
      const answer = await create(
        await completeForm({
          title_en: "Draft Course",
          is_published: "",
          access_lead_time_fr: "",
          access_lead_time_en: "",
        }),
      );
      expect(answer.status).toBe(302);
      expect(await courseBySlug("draft-course")).toMatchObject({ is_published: false, access_lead_time_fr: "" });
    });

    it("refuses an update that would leave a published course incomplete, and accepts it once filled again", async () => {
      await create(await completeForm({ title_en: "Updated Course" }));
      const form = await completeForm({ title_en: "Updated Course", access_lead_time_en: "" });
      const refused = await update("updated-course", form);
      expect(refused.status).toBe(400);
      expect(refused.data?.errors).toEqual({ access_lead_time_en: "pages.courses.sheet.field_missing" });
      expect((await courseBySlug("updated-course")).access_lead_time_en).toBe(SHEET.access_lead_time_en);
      const saved = await update("updated-course", { ...form, access_lead_time_en: "Three days before" });
      expect(saved.status).toBe(200);
      expect((await courseBySlug("updated-course")).access_lead_time_en).toBe("Three days before");
    });

    it("needs the organisation's accessibility referent, reported on its own with no field to flag", async () => {
      await setReferent({ name: "Nadia Benali", email: null, phone: null });
      const answer = await create(await completeForm({ title_en: "No Referent" }), adminEnCookie);
      expect(answer.status).toBe(400);
      expect(answer.data?.errors).toEqual({});
      expect(answer.data?.formErrorParams?.items).toMatch(/accessibility referent/);
      await setReferent({ name: "Nadia Benali", email: null, phone: "+33 1 84 60 20 19" });
      expect((await create(await completeForm({ title_en: "No Referent" }))).status).toBe(302);
    });

    it("asks a certifying course for its certification, and checks the RNCP/RS code", async () => {
      const certifying = { title_en: "Certifying Course", is_certifying: "on" };
      const missing = await create(await completeForm(certifying));
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.data?.errors ?? {}).sort()).toEqual([
        "certification_code",
        "certification_registered_on",
        "certification_title_en",
        "certification_title_fr",
        "certifier",
      ]);
      const certification = {
        ...certifying,
        certification_title_fr: "Auditeur interne qualité",
        certification_title_en: "Internal quality auditor",
        certifier: "CertiQual International",
        certification_registered_on: "2022-06-29",
      };
      const badCode = await create(await completeForm({ ...certification, certification_code: "ISO9001" }));
      expect(badCode.status).toBe(400);
      expect(badCode.data?.errors).toEqual({ certification_code: "pages.courses.form.certification_code_invalid" });
      const saved = await create(await completeForm({ ...certification, certification_code: "rs 5806" }));
      expect(saved.status).toBe(302);
      expect(await courseBySlug("certifying-course")).toMatchObject({
        is_certifying: true,
        certification_code: "RS5806",
        certification_registered_on: "2022-06-29",
      });
    });

    it("never refuses a course whose sessions are all organised under other rules", async () => {
      const montreal = await createAgency({
        name: "Montréal",
        city: "Montréal",
        country: "Canada",
        french_rules: false,
      });
      await create(await completeForm({ title_en: "Montreal Course", is_published: "" }));
      const course = await courseBySlug("montreal-course");
      await createSession({ course_id: course.id, agency_id: montreal.id });
      const answer = await update(
        "montreal-course",
        await completeForm({ access_lead_time_fr: "", accessibility_en: "" }),
      );
      expect(answer.status, JSON.stringify(answer.data)).toBe(200);
      expect(await courseBySlug("montreal-course")).toMatchObject({ is_published: true, access_lead_time_fr: "" });
    });

    it("saves the BPF's objective and specialty, of their own kinds only", async () => {
      const [objective] = await db().select().from(bpf_categories).where(eq(bpf_categories.kind, "objective")).limit(1);
      const [specialty] = await db().select().from(bpf_categories).where(eq(bpf_categories.kind, "specialty")).limit(1);
      const wrong = await create(
        await completeForm({ title_en: "BPF Course", bpf_objective_id: specialty.id, bpf_specialty_id: specialty.id }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.data?.errors).toEqual({ bpf_objective_id: "pages.courses.form.bpf_objective_invalid" });
      const saved = await create(
        await completeForm({ title_en: "BPF Course", bpf_objective_id: objective.id, bpf_specialty_id: specialty.id }),
      );
      expect(saved.status).toBe(302);
      expect(await courseBySlug("bpf-course")).toMatchObject({
        bpf_objective_id: objective.id,
        bpf_specialty_id: specialty.id,
      });
      // The editor offers them, labelled, and the course page's editor keeps the course's own.
      const page = await callRoute<{
        lookups: { bpfObjectives: { id: string }[] };
        course: { bpf_objective_id: string };
      }>(courseLoader, makeRequest("/formations/bpf-course", { cookie: adminCookie }), {
        params: { slug: "bpf-course" },
      });
      expect(page.data?.lookups.bpfObjectives.map((option) => option.id)).toContain(objective.id);
      expect(page.data?.course.bpf_objective_id).toBe(objective.id);
    });
  });

  describe("course page and programme PDF", () => {
    let slug = "";

    beforeAll(async () => {
      const agency = await createLegalProfile({ frenchRules: true });
      await db().update(organisation_profile).set({
        address: "18 rue de la Paix\n75002 Paris",
        registration_number: "912 345 678 00021",
        qualiopi_number: "QUA-2024-0187",
      });
      await setReferent({ name: "Nadia Benali", email: "accessibilite@example.com", phone: "+33 1 84 60 20 19" });
      await create(await completeForm({ title_en: "Programme Course", title_fr: "Formation au programme" }));
      slug = "programme-course";
      const course = await courseBySlug(slug);
      const venue = await createLocation({ name: "Centre Opéra", city: "Paris" });
      await createSession({
        course_id: course.id,
        agency_id: agency.id,
        location_id: venue.id,
        start_date: daysFromNow(20),
        end_date: daysFromNow(21),
      });
      await createSession({
        course_id: course.id,
        start_date: daysFromNow(40),
        end_date: daysFromNow(40),
        remote_url: "https://meet.example.com/secret",
        price_override: "750.00",
      });
      await createSession({
        course_id: course.id,
        start_date: daysFromNow(60),
        end_date: daysFromNow(60),
        status: "cancelled",
      });
    });

    async function programme(path: string, cookie?: string) {
      try {
        return (await programmeLoader(
          await routeArgs(makeRequest(path, { cookie }), { params: { slug: path.split("/")[2] } }),
        )) as Response;
      } catch (thrown) {
        return thrown as { init?: ResponseInit; status?: number };
      }
    }

    /** The PDF's text, its lines joined (a long mention wraps). */
    const textOf = async (response: Response) =>
      (await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })).text.replace(/\s+/g, " ");

    it("gives the page the referent and the date of the last update", async () => {
      const page = await callRoute<{ sheet: { referent: { name: string } }; course: { updated_at: string } }>(
        courseLoader,
        makeRequest(`/formations/${slug}`),
        { params: { slug } },
      );
      expect(page.data?.sheet.referent.name).toBe("Nadia Benali");
      expect(Date.parse(page.data?.course.updated_at ?? "")).not.toBeNaN();
    });

    it("prints the whole sheet in English, with the mentions and the next sessions", async () => {
      const response = (await programme(`/formations/${slug}/programme.pdf?lang=en`)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="programme-${slug}-en.pdf"`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      const text = await textOf(response);
      for (const expected of [
        "Training programme",
        "Programme Course",
        "Duration 14 hours",
        "Price €990.00",
        "1. Prepare an audit",
        "2. Write the report",
        "Module 1: Preparing",
        "No prerequisites.",
        "Quality managers.",
        "Online registration, a short interview first.",
        "Register up to 7 days before the start",
        "Hands-on workshops",
        "A final quiz on the objectives.",
        "Accessible rooms, adaptations on request.",
        "Nadia Benali",
        "accessibilite@example.com",
        "Formatio SAS",
        "912 345 678 00021",
        "11 75 12345 75",
        "This registration does not constitute approval by the State.",
        "QUA-2024-0187",
        "Centre Opéra",
        "Remote",
        "Price of this session: €750.00",
        "Updated on",
        "Page 1 of",
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain("meet.example.com");
      expect(text).not.toContain("Formation au programme");
    });

    it("prints it in French when asked, with the NDA mention", async () => {
      const text = await textOf((await programme(`/formations/${slug}/programme.pdf?lang=fr`)) as Response);
      expect(text).toContain("Programme de formation");
      expect(text).toContain("Formation au programme");
      expect(text).toContain("Déclaration d'activité enregistrée sous le numéro 11 75 12345 75");
      expect(text).toContain("Cet enregistrement ne vaut pas agrément de l'État.");
      expect(text).toContain("Inscription jusqu'à 7 jours avant le début");
      expect(text).toContain("Prochaines sessions");
    });

    it("answers 404 for an unknown course and for a draft, except to its editors", async () => {
      expect(((await programme("/formations/nope/programme.pdf")) as { init?: ResponseInit }).init?.status).toBe(404);
      await db().update(courses).set({ is_published: false }).where(eq(courses.slug, slug));
      expect(((await programme(`/formations/${slug}/programme.pdf`)) as { init?: ResponseInit }).init?.status).toBe(
        404,
      );
      const draft = (await programme(`/formations/${slug}/programme.pdf?lang=en`, adminCookie)) as Response;
      expect(draft.status).toBe(200);
      expect(draft.headers.get("cache-control")).toBe("private, no-store");
      await db().update(courses).set({ is_published: true }).where(eq(courses.slug, slug));
    });
  });
});
