// The catalogue and course page on a real database, through their route loaders and actions:
// SQL filters, accent-insensitive search, paging, drafts, and the admin writes (create,
// update, delete) with their permission checks.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_categories, course_formats, course_levels, courses, organisation_profile } from "#db/schema";
import { listPublishedCourses, searchCondition } from "~/courses/courses.server";
import { parseCatalogueParams } from "~/courses/schema";
import { CARD_EXCERPT_LENGTH } from "~/rich-text/plain-text";
import { action as courseAction, loader as courseLoader, meta as courseMeta } from "~/routes/public/course";
import { action as catalogueAction, loader as catalogueLoader } from "~/routes/public/formations";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  countRows,
  createCourse,
  createLocation,
  createRegistration,
  createSession,
  createUser,
  createUserRow,
  daysFromNow,
  lookups,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

type Catalogue = Awaited<ReturnType<typeof catalogueLoader>>;
type CoursePage = Awaited<ReturnType<typeof courseLoader>>;
type Answer = { data?: Record<string, unknown>; init?: ResponseInit } & Record<string, unknown>;

let adminCookie: string;
let memberCookie: string;

async function catalogue(search: string, cookie?: string): Promise<Catalogue> {
  return catalogueLoader(await routeArgs(makeRequest(`/formations${search}`, { cookie })));
}

async function coursePage(slug: string, cookie?: string, search = ""): Promise<CoursePage | { status: number }> {
  try {
    return await courseLoader(
      await routeArgs(makeRequest(`/formations/${slug}${search}`, { cookie }), { params: { slug } }),
    );
  } catch (thrown) {
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
  }
}

/** Calls an action and returns what it answered or threw (refusals are thrown). */
async function run(promise: Promise<unknown>): Promise<Answer | Response> {
  try {
    return (await promise) as Answer | Response;
  } catch (thrown) {
    return thrown as Answer;
  }
}

async function postCatalogue(form: Record<string, string>, cookie?: string) {
  return run(catalogueAction(await routeArgs(makeRequest("/formations", { form, cookie }))));
}

async function postCourse(slug: string, form: Record<string, string>, cookie?: string) {
  return run(courseAction(await routeArgs(makeRequest(`/formations/${slug}`, { form, cookie }), { params: { slug } })));
}

function statusOf(answer: Answer | Response): number | undefined {
  return answer instanceof Response ? answer.status : answer.init?.status;
}

async function courseRow(where: { slug?: string; id?: string }) {
  const [row] = await db()
    .select()
    .from(courses)
    .where(where.id ? eq(courses.id, where.id) : eq(courses.slug, where.slug ?? ""));
  return row;
}

/** A complete, valid editor form; ids from the seeded lookups. */
async function validForm(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const { category, level, format, language, audience } = await lookups();
  return {
    intent: "create",
    title_fr: "Gestion de projet agile",
    title_en: "Agile Project Management",
    description_fr: "<p>Une formation complète.</p>",
    description_en: "<p>A complete course.</p>",
    objectives_fr: "Planifier, piloter, livrer",
    objectives_en: "<ul><li><p>Plan, then steer</p></li><li><p>Deliver</p></li></ul>",
    category_id: category.id,
    level_id: level.id,
    format_id: format.id,
    language_id: language.id,
    target_audience_id: audience.id,
    duration_hours: "21",
    max_students: "12",
    price: "1490.50",
    currency: "EUR",
    is_published: "on",
    // The course sheet (issue 30): complete, so the published course is accepted.
    prerequisites_fr: "<p>Aucun</p>",
    prerequisites_en: "<p>None</p>",
    target_audience_fr: "<p>Chefs de projet</p>",
    target_audience_en: "<p>Project managers</p>",
    access_conditions_fr: "<p>Inscription en ligne</p>",
    access_conditions_en: "<p>Online registration</p>",
    access_lead_time_fr: "7 jours avant",
    access_lead_time_en: "7 days before",
    teaching_methods_fr: "<p>Ateliers</p>",
    teaching_methods_en: "<p>Workshops</p>",
    assessment_methods_fr: "<p>Quiz</p>",
    assessment_methods_en: "<p>Quiz</p>",
    accessibility_fr: "<p>Salles accessibles</p>",
    accessibility_en: "<p>Accessible rooms</p>",
    ...overrides,
  };
}

describe("course catalogue and course page", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser());
    // The accessibility referent a published course's sheet names (no head office: French rules).
    await db()
      .insert(organisation_profile)
      .values({ accessibility_referent_name: "Nadia Benali", accessibility_referent_email: "handicap@example.com" });
  });

  describe("catalogue filters, search and paging (in SQL)", () => {
    let categoryA: string;
    let categoryB: string;
    let levelX: string;
    let formatY: string;

    beforeAll(async () => {
      // The factory's default lookups, read before ours exist so they cannot become the default.
      const defaults = await lookups();
      const base = { level_id: defaults.level.id, format_id: defaults.format.id };
      const tag = randomUUID().slice(0, 6);
      const [a, b] = await db()
        .insert(course_categories)
        .values([
          { name_fr: "Catégorie A", name_en: "Category A", slug: `cat-a-${tag}` },
          { name_fr: "Catégorie B", name_en: "Category B", slug: `cat-b-${tag}` },
        ])
        .returning();
      const [level] = await db()
        .insert(course_levels)
        .values({ name_fr: "Expert X", name_en: "Expert X", level_order: 999 })
        .returning();
      const [format] = await db()
        .insert(course_formats)
        .values({ name_fr: "Format Y", name_en: "Format Y" })
        .returning();
      categoryA = a.id;
      categoryB = b.id;
      levelX = level.id;
      formatY = format.id;
      await createCourse({
        ...base,
        title_fr: "Filtre un",
        title_en: "Filter one",
        category_id: categoryA,
        price: "100.00",
      });
      await createCourse({
        ...base,
        title_fr: "Filtre deux",
        title_en: "Filter two",
        category_id: categoryA,
        price: "900.00",
        level_id: levelX,
      });
      await createCourse({
        ...base,
        title_fr: "Filtre trois",
        title_en: "Filter three",
        category_id: categoryB,
        price: "500.00",
        format_id: formatY,
      });
    });

    const titles = (page: Catalogue) => page.catalogue.courses.map((c) => c.title).sort();

    it("filters by category, level, format and price range", async () => {
      expect(titles(await catalogue(`?category=${categoryA}`))).toEqual(["Filtre deux", "Filtre un"]);
      expect(titles(await catalogue(`?category=${categoryB}`))).toEqual(["Filtre trois"]);
      expect(titles(await catalogue(`?level=${levelX}`))).toEqual(["Filtre deux"]);
      expect(titles(await catalogue(`?format=${formatY}`))).toEqual(["Filtre trois"]);
      expect(titles(await catalogue(`?category=${categoryA}&min=200`))).toEqual(["Filtre deux"]);
      expect(titles(await catalogue(`?category=${categoryA}&max=200`))).toEqual(["Filtre un"]);
      const range = await catalogue(`?q=filtre&min=400&max=950`);
      expect(titles(range)).toEqual(["Filtre deux", "Filtre trois"]);
      expect(range.catalogue.total).toBe(2);
      expect(range.params).toMatchObject({ q: "filtre", min: 400, max: 950, page: 1 });
    });

    it("compares prices within one currency: the site's (EUR) unless the link names another", async () => {
      const base = { title_en: "", description_en: "" };
      await createCourse({ ...base, title_fr: "Devise euro", price: "650.00", currency: "EUR" });
      await createCourse({ ...base, title_fr: "Devise franc", price: "650000.00", currency: "XOF" });
      await createCourse({ ...base, title_fr: "Devise dollar", price: "900.00", currency: "CAD" });
      // 650,000 F CFA is not "at least 5,000" euros, nor hidden by "at most 1,000" euros.
      expect(titles(await catalogue("?q=devise&min=5000"))).toEqual([]);
      expect(titles(await catalogue("?q=devise&max=1000"))).toEqual(["Devise euro"]);
      expect(titles(await catalogue("?q=devise&min=5000&currency=XOF"))).toEqual(["Devise franc"]);
      expect(titles(await catalogue("?q=devise&max=1000&currency=CAD"))).toEqual(["Devise dollar"]);
      const range = await catalogue("?q=devise&max=1000");
      expect(range.params).toMatchObject({ max: 1000, currency: "EUR" });
      // Without a bound the currency filters nothing; an unknown one falls back to the site's.
      expect(titles(await catalogue("?q=devise&currency=XOF"))).toEqual([
        "Devise dollar",
        "Devise euro",
        "Devise franc",
      ]);
      expect((await catalogue("?q=devise&currency=XOF")).params).toMatchObject({ currency: null });
      expect((await catalogue("?q=devise&min=1&currency=ZZZ")).params).toMatchObject({ currency: "EUR" });
    });

    it("searches title and description in the current language, ignoring case and accents", async () => {
      await createCourse({
        title_fr: "Qualité et Sécurité",
        title_en: "Quality and Safety",
        description_fr: "<p>Maîtriser les procédures</p>",
        description_en: "<p>Master the procedures</p>",
      });
      const fr = (q: string) => catalogue(`?q=${encodeURIComponent(q)}&lang=fr`).then(titles);
      const en = (q: string) => catalogue(`?q=${encodeURIComponent(q)}&lang=en`).then(titles);
      expect(await fr("QUALITE")).toEqual(["Qualité et Sécurité"]);
      expect(await fr("sécu")).toEqual(["Qualité et Sécurité"]);
      expect(await fr("maitriser LES")).toEqual(["Qualité et Sécurité"]);
      expect(await fr("safety")).toEqual([]);
      expect(await en("SAFETY")).toEqual(["Quality and Safety"]);
      expect(await en("master")).toEqual(["Quality and Safety"]);
      expect(await en("sécurité")).toEqual([]);
      // A course without English text is shown (and found) in French.
      await createCourse({ title_fr: "Électricité générale", title_en: "", description_en: "" });
      expect(await en("electricite")).toEqual(["Électricité générale"]);
      expect(await fr("ÉLECTRICITÉ")).toEqual(["Électricité générale"]);
      // LIKE wildcards typed by the reader are literal.
      expect(await fr("%")).toEqual([]);
    });

    it("searches the text a reader sees in a rich description, not its HTML", async () => {
      await createCourse({
        title_fr: "Projets d'innovation",
        title_en: "Innovation projects",
        description_fr: '<p class="lead"><strong>R&amp;D</strong> et <a href="https://example.com">brevets</a></p>',
        description_en: '<p class="lead"><strong>R&amp;D</strong> and <em>patents</em> &lt;2026&gt;</p>',
      });
      const fr = (q: string) => catalogue(`?q=${encodeURIComponent(q)}&lang=fr`).then(titles);
      const en = (q: string) => catalogue(`?q=${encodeURIComponent(q)}&lang=en`).then(titles);
      expect(await fr("r&d et brevets")).toEqual(["Projets d'innovation"]);
      expect(await en("R&D and patents <2026>")).toEqual(["Innovation projects"]);
      for (const markup of ["class", "strong", "href", "lead", "&amp;", "<p"]) {
        expect(await fr(markup)).not.toContain("Projets d'innovation");
        expect(await en(markup)).not.toContain("Innovation projects");
      }
    });

    it("uses the trigram indexes on the stored search text for the search", async () => {
      // With sequential scans disabled, the plan shows whether the index can serve the expression.
      const plan = await db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(
          sql`explain select ${courses.id} from ${courses} where ${searchCondition("qualité", "fr")}`,
        )) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((r) => Object.values(r)[0]).join("\n");
      });
      expect(plan).toContain("courses_search_fr_idx");
    });

    it("answers the English search's French fallback from the small index of untranslated courses", async () => {
      const plan = await db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(
          sql`explain select ${courses.id} from ${courses} where ${searchCondition("quality", "en")}`,
        )) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((r) => Object.values(r)[0]).join("\n");
      });
      expect(plan).toContain("courses_search_en_idx");
      expect(plan).toContain("courses_search_fr_untranslated_idx");
      expect(plan).not.toMatch(/courses_search_fr_idx\b/);
    });

    it("pages with the chosen size; a filter change starts again at page 1", async () => {
      for (let i = 0; i < 13; i++) await createCourse({ title_fr: `Pagination ${i}`, title_en: `Paging ${i}` });
      const first = await catalogue("?q=pagination");
      expect(first.catalogue).toMatchObject({ total: 13, page: 1, totalPages: 2, size: 12 });
      expect(first.catalogue.courses).toHaveLength(12);
      const second = await catalogue("?q=pagination&page=2");
      expect(second.catalogue.courses).toHaveLength(1);
      const seen = new Set([...first.catalogue.courses, ...second.catalogue.courses].map((c) => c.id));
      expect(seen.size).toBe(13);
      const bigger = await catalogue("?q=pagination&size=24&page=2");
      // Page 2 of one page is clamped to the last page.
      expect(bigger.catalogue).toMatchObject({ total: 13, page: 1, totalPages: 1, size: 24 });
      expect(bigger.catalogue.courses).toHaveLength(13);
      // An unsupported size falls back to the default.
      expect((await catalogue("?q=pagination&size=7")).catalogue.size).toBe(12);
    });

    it("shows the first upcoming session on offer with the seats left on a card, whichever way the page is read", async () => {
      const course = await createCourse({ title_fr: "Avec session", title_en: "With session" });
      await createCourse({ title_fr: "Avec session passée", title_en: "With a past session" });
      const location = await createLocation({ name: "Salle Rhône", city: "Lyon" });
      await createSession({ course_id: course.id, start_date: daysFromNow(-3), end_date: daysFromNow(-2) });
      await createSession({ course_id: course.id, start_date: daysFromNow(40), end_date: daysFromNow(41) });
      // Earlier, but cancelled: listed on the course page, never as the card's next session.
      await createSession({
        course_id: course.id,
        start_date: daysFromNow(5),
        end_date: daysFromNow(5),
        status: "cancelled",
      });
      await createSession({
        course_id: course.id,
        location_id: location.id,
        start_date: daysFromNow(10),
        end_date: daysFromNow(11),
        start_time: "09:30",
        seats_available: 8,
        seats_taken: 3,
        // Held for a waiting-list offer: taken for everyone else.
        seats_held: 1,
      });
      const expected = {
        start_date: daysFromNow(10),
        end_date: daysFromNow(11),
        start_time: "09:30:00",
        location_name: "Salle Rhône",
        city: "Lyon",
        seats_available: 8,
        seats_taken: 4,
      };
      const byId = (await catalogue("?q=avec%20session")).catalogue.courses;
      expect(byId.map((c) => c.title)).toEqual(["Avec session passée", "Avec session"]);
      expect(byId[1].next_session).toMatchObject(expected);
      // A course with no session on offer has none.
      expect(byId[0].next_session).toBeNull();
      // More matches than the count shows: the page is read in catalogue order instead of by id.
      const capped = await listPublishedCourses({
        ...parseCatalogueParams(new URLSearchParams({ q: "avec session" })),
        lang: "fr",
        countCap: 1,
      });
      expect(capped.isTotalCapped).toBe(true);
      expect(capped.courses.map((c) => c.next_session)).toEqual([null, expect.objectContaining(expected)]);
    });
  });

  describe("catalogue cards", () => {
    it("carry a bounded plain-text excerpt of the description in the reader's language, French when English is empty", async () => {
      const long = (word: string) => `<p><strong>${word}</strong> &amp; ${"text ".repeat(150)}</p>`;
      await createCourse({
        title_fr: "Extrait bilingue",
        title_en: "Bilingual excerpt",
        description_fr: `<h2>Objectif</h2>${long("Français")}`,
        description_en: `<h2>Goal</h2>${long("English")}`,
      });
      // An emptied English editor leaves markup without text: English readers get the French.
      await createCourse({
        title_fr: "Extrait sans anglais",
        title_en: "",
        description_fr: "<p>Seulement en <em>français</em>.</p><p>Deuxième paragraphe.</p>",
        description_en: "<p></p>",
      });
      const cards = async (q: string, lang: string) =>
        Object.fromEntries((await catalogue(`?q=${q}&lang=${lang}`)).catalogue.courses.map((c) => [c.title, c]));
      const fr = await cards("extrait", "fr");
      // English readers find the untranslated course by its French title.
      const en = { ...(await cards("excerpt", "en")), ...(await cards("extrait", "en")) };
      for (const card of [...Object.values(fr), ...Object.values(en)]) {
        // The card's data carries no rich HTML, and no full description.
        expect(card).not.toHaveProperty("description");
        expect(card.excerpt).not.toMatch(/[<>]/);
        expect(card.excerpt.length).toBeLessThanOrEqual(CARD_EXCERPT_LENGTH);
      }
      expect(fr["Extrait bilingue"].excerpt).toMatch(/^Objectif\nFrançais & text text .*…$/);
      expect(en["Bilingual excerpt"].excerpt).toMatch(/^Goal\nEnglish & text text .*…$/);
      expect(en["Extrait sans anglais"].excerpt).toBe("Seulement en français.\nDeuxième paragraphe.");
      expect(fr["Extrait sans anglais"].excerpt).toBe("Seulement en français.\nDeuxième paragraphe.");
    });

    it("name their category, level and format in the reader's language, an archived category too, a renamed one at once", async () => {
      const tag = randomUUID().slice(0, 6);
      const [category] = await db()
        .insert(course_categories)
        .values({ name_fr: "Catégorie carte", name_en: "Card category", slug: `card-${tag}` })
        .returning();
      const [level] = await db()
        .insert(course_levels)
        .values({ name_fr: "Niveau carte", name_en: "Card level", level_order: 998 })
        .returning();
      const [format] = await db()
        .insert(course_formats)
        .values({ name_fr: "Format carte", name_en: "Card format" })
        .returning();
      await createCourse({
        title_fr: `Carte nommée ${tag}`,
        title_en: `Named card ${tag}`,
        category_id: category.id,
        level_id: level.id,
        format_id: format.id,
      });
      const card = async (lang: string) => (await catalogue(`?q=${tag}&lang=${lang}`)).catalogue.courses[0];
      expect(await card("fr")).toMatchObject({
        category: "Catégorie carte",
        level: "Niveau carte",
        format: "Format carte",
      });
      expect(await card("en")).toMatchObject({ category: "Card category", level: "Card level", format: "Card format" });
      // Archived (its courses keep it) and renamed: the next read names it anew.
      await db()
        .update(course_categories)
        .set({ is_active: false, name_fr: "Catégorie archivée" })
        .where(eq(course_categories.id, category.id));
      expect((await card("fr")).category).toBe("Catégorie archivée");
    });

    it("send visitors only the filters' lookups; admins also get the editor's", async () => {
      const visitor = await catalogue("");
      expect(Object.keys(visitor.filters ?? {}).sort()).toEqual(["categories", "formats", "levels"]);
      expect(visitor.lookups).toBeNull();
      const admin = await catalogue("", adminCookie);
      expect(admin.lookups?.languages.length).toBeGreaterThan(0);
      expect(admin.lookups?.audiences.length).toBeGreaterThan(0);
    });
  });

  describe("drafts", () => {
    let draftSlug: string;

    beforeAll(async () => {
      const draft = await createCourse({ title_fr: "Brouillon secret", title_en: "Secret draft", is_published: false });
      draftSlug = draft.slug;
    });

    it("are hidden from visitors and members, in the list and on the course page (404)", async () => {
      for (const cookie of [undefined, memberCookie]) {
        const page = await catalogue("?q=brouillon%20secret", cookie);
        expect(page.catalogue.courses).toEqual([]);
        expect(page.rights.any).toBe(false);
        expect(await coursePage(draftSlug, cookie)).toEqual({ status: 404 });
      }
    });

    it("are shown to admins, flagged as unpublished", async () => {
      const page = await catalogue("?q=brouillon%20secret", adminCookie);
      expect(page.rights).toEqual({ create: true, edit: true, delete: true, any: true });
      expect(page.catalogue.courses.map((c) => [c.title, c.is_published])).toEqual([["Brouillon secret", false]]);
      const detail = (await coursePage(draftSlug, adminCookie)) as CoursePage;
      expect(detail.course.is_published).toBe(false);
      expect(detail.lookups?.categories.length).toBeGreaterThan(0);
    });

    it("an unknown slug is a 404 for everyone", async () => {
      expect(await coursePage("no-such-course", adminCookie)).toEqual({ status: 404 });
    });
  });

  describe("course page", () => {
    it("has the course in the reader's language, its upcoming sessions and meta", async () => {
      const course = await createCourse({
        title_fr: "Leadership",
        title_en: "Leadership in practice",
        description_en: "<p>Lead <strong>teams</strong> well.</p>",
        prerequisites_fr: "<p>Prérequis</p>",
        prerequisites_en: "",
      });
      await createSession({ course_id: course.id, start_date: daysFromNow(5), end_date: daysFromNow(6) });
      await createSession({ course_id: course.id, start_date: daysFromNow(-5), end_date: daysFromNow(-4) });
      await createSession({ course_id: course.id, status: "cancelled" });
      const page = (await coursePage(course.slug, undefined, "?lang=en")) as CoursePage;
      expect(page.title).toBe("Leadership in practice");
      expect(page.description).toBe("Lead teams well.");
      // The cancelled session is listed (marked cancelled, not bookable); the past one is not.
      expect(page.sessions.map((s) => [s.start_date, s.status])).toEqual([
        [daysFromNow(5), "scheduled"],
        [daysFromNow(30), "cancelled"],
      ]);
      expect(page.lookups).toBeNull();
      // A visitor reads one language: the other one's texts are not sent, French stays where
      // English is empty (the fallback), and an admin still gets both (the editor).
      expect(page.course).toMatchObject({ title_fr: "", title_en: "Leadership in practice", description_fr: "" });
      expect(page.course.prerequisites_fr).toBe("<p>Prérequis</p>");
      const french = (await coursePage(course.slug, undefined, "?lang=fr")) as CoursePage;
      expect(french.course).toMatchObject({ title_fr: "Leadership", title_en: "", description_en: "" });
      const admin = (await coursePage(course.slug, adminCookie, "?lang=en")) as CoursePage;
      expect(admin.course).toMatchObject({ title_fr: "Leadership", title_en: "Leadership in practice" });

      // Title, description and the schema.org Course (one instance per upcoming session).
      const root = { lang: "en", publicUrl: "https://formatio.example", site: { appName: "Formatio" }, messages: {} };
      const descriptors = courseMeta({ loaderData: page, matches: [{ loaderData: root }] } as never);
      expect(descriptors).toContainEqual({ title: "Leadership in practice | Formatio" });
      expect(descriptors).toContainEqual({ name: "description", content: "Lead teams well." });
      const ld = descriptors.find((d) => "script:ld+json" in d) as { "script:ld+json": Record<string, unknown> };
      expect(ld["script:ld+json"]).toMatchObject({
        "@type": "Course",
        name: "Leadership in practice",
        url: `https://formatio.example/formations/${course.slug}`,
        offers: { price: "1200.00", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
        // One instance per session on offer: the cancelled one is none.
        hasCourseInstance: [{ "@type": "CourseInstance", startDate: `${daysFromNow(5)}T09:00` }],
      });
    });
  });

  describe("create (catalogue action)", () => {
    it("creates a course: slug from the English title, ATP reference, sanitised rich text, split objectives", async () => {
      const form = await validForm({
        title_en: "Agile Project Management",
        description_fr: '<p onclick="steal()">Bonjour<script>alert(1)</script></p>',
      });
      const answer = await postCatalogue(form, adminCookie);
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/formations/agile-project-management");
      expect(response.headers.get("Set-Cookie")).toContain("flash=");

      const row = await courseRow({ slug: "agile-project-management" });
      expect(row.reference).toMatch(new RegExp(`^ATP-${form.category_id.slice(0, 3).toUpperCase()}-\\d{3}$`));
      expect(row.description_fr).toBe("<p>Bonjour</p>");
      expect(row.description_fr).not.toContain("script");
      expect(row.objectives_fr).toEqual(["Planifier", "piloter", "livrer"]);
      expect(row.objectives_en).toEqual(["Plan, then steer", "Deliver"]);
      expect(row).toMatchObject({
        price: "1490.50",
        duration_hours: 21,
        max_students: 12,
        is_published: true,
        is_featured: false,
        // Unset: a training action, no assessment.
        action_nature: "training",
        assessment_planned: false,
      });

      // Same English title again: a numeric suffix keeps the slug unique.
      const again = (await postCatalogue(await validForm(), adminCookie)) as Response;
      expect(again.headers.get("Location")).toBe("/formations/agile-project-management-2");
      const third = (await postCatalogue(await validForm(), adminCookie)) as Response;
      expect(third.headers.get("Location")).toBe("/formations/agile-project-management-3");
    });

    it("refuses invalid input with field errors (400) and keeps the typed values", async () => {
      const before = await countRows(courses);
      const answer = (await postCatalogue(
        await validForm({
          title_en: "  ",
          level_id: "",
          format_id: "",
          price: "-3",
          duration_hours: "1.5",
          max_students: "0",
        }),
        adminCookie,
      )) as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data?.errors).toEqual({
        title_en: "pages.courses.form.title_required",
        level_id: "pages.courses.form.level_required",
        format_id: "pages.courses.form.format_required",
        price: "pages.courses.form.price_invalid",
        duration_hours: "pages.courses.form.duration_invalid",
        max_students: "pages.courses.form.max_students_invalid",
      });
      expect(answer.data?.values).toMatchObject({
        title_fr: "Gestion de projet agile",
        price: "-3",
        max_students: "0",
      });
      expect(await countRows(courses)).toBe(before);
    });

    it("refuses a lookup id that does not exist", async () => {
      const answer = (await postCatalogue(await validForm({ category_id: randomUUID() }), adminCookie)) as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data?.errors).toEqual({ category_id: "pages.courses.form.category_required" });
    });

    it("refuses visitors (401) and members (403) and writes nothing", async () => {
      const before = await countRows(courses);
      const form = await validForm({ title_en: "Intruder course" });
      expect(statusOf(await postCatalogue(form))).toBe(401);
      expect(statusOf(await postCatalogue(form, memberCookie))).toBe(403);
      expect(await countRows(courses)).toBe(before);
    });

    it("accepts only the create intent", async () => {
      const answer = (await postCatalogue({ intent: "delete" }, adminCookie)) as Answer;
      expect(answer.init?.status).toBe(400);
    });
  });

  describe("update and delete (course page action)", () => {
    it("updates a course, keeping its slug and reference", async () => {
      const course = await createCourse({ title_en: "Before update" });
      const answer = await postCourse(
        course.slug,
        await validForm({
          intent: "update",
          title_en: "After update",
          syllabus_en:
            '<h2 onmouseover="x()">Day 1</h2><script>alert(1)</script><img src="/uploads/a.png" onerror="alert(1)">',
          is_published: "",
          action_nature: "skills_assessment",
          assessment_planned: "on",
        }),
        adminCookie,
      );
      expect(answer).toMatchObject({ data: { ok: true, intent: "update" }, init: { status: 200 } });
      const row = await courseRow({ id: course.id });
      expect(row).toMatchObject({
        title_en: "After update",
        slug: course.slug,
        reference: course.reference,
        is_published: false,
        action_nature: "skills_assessment",
        assessment_planned: true,
      });
      // Read back for the editor: the course page's data carries both.
      const page = (await coursePage(course.slug, adminCookie)) as CoursePage;
      expect(page.course).toMatchObject({ action_nature: "skills_assessment", assessment_planned: true });
      expect(row.syllabus_en).toBe('<h2>Day 1</h2><img src="/uploads/a.png" />');
    });

    it("saves the communication timeline's offsets and what to bring; a form without them keeps the stored ones", async () => {
      // A new course from a form that does not send the offsets takes the columns' defaults.
      await postCatalogue(await validForm({ title_en: "Timeline defaults" }), adminCookie);
      expect(await courseRow({ slug: "timeline-defaults" })).toMatchObject({
        convocation_days: 7,
        reminder_days: 1,
        remote_link_minutes: 60,
        trainer_pack_days: 3,
        what_to_bring_fr: "",
        what_to_bring_en: "",
      });

      const course = await createCourse({ title_en: "Timeline course" });
      const timeline = {
        convocation_days: "10",
        reminder_days: "2",
        remote_link_minutes: "30",
        trainer_pack_days: "5",
        what_to_bring_fr: "  Un ordinateur portable  ",
        what_to_bring_en: "A laptop",
      };
      const answer = await postCourse(course.slug, await validForm({ intent: "update", ...timeline }), adminCookie);
      expect(answer).toMatchObject({ data: { ok: true, intent: "update" } });
      const stored = {
        convocation_days: 10,
        reminder_days: 2,
        remote_link_minutes: 30,
        trainer_pack_days: 5,
        what_to_bring_fr: "Un ordinateur portable",
        what_to_bring_en: "A laptop",
      };
      expect(await courseRow({ id: course.id })).toMatchObject(stored);
      // Read back for the editor.
      const page = (await coursePage(course.slug, adminCookie)) as CoursePage;
      expect(page.course).toMatchObject(stored);

      // Out of bounds: refused with the bounds, what was typed kept, nothing written.
      const refused = await postCourse(
        course.slug,
        await validForm({ intent: "update", ...timeline, convocation_days: "61", reminder_days: "" }),
        adminCookie,
      );
      expect(statusOf(refused)).toBe(400);
      expect((refused as Answer).data).toMatchObject({
        errors: {
          convocation_days: "pages.courses.form.timeline_offset_invalid|min=1&max=60",
          reminder_days: "pages.courses.form.timeline_offset_invalid|min=1&max=14",
        },
        values: { convocation_days: "61", reminder_days: "" },
      });
      expect(await courseRow({ id: course.id })).toMatchObject({ convocation_days: 10, reminder_days: 2 });

      // An older form without the offsets leaves them as they are.
      await postCourse(course.slug, await validForm({ intent: "update" }), adminCookie);
      expect(await courseRow({ id: course.id })).toMatchObject({ convocation_days: 10, trainer_pack_days: 5 });
    });

    it("shows the incomplete-data error when the course lacks its references", async () => {
      const course = await createCourse({ category_id: null, level_id: null });
      const page = (await coursePage(course.slug, adminCookie)) as CoursePage;
      expect(page.course.category_id).toBeNull();
      const answer = (await postCourse(
        course.slug,
        await validForm({ intent: "update", category_id: "", level_id: "" }),
        adminCookie,
      )) as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data?.formError).toBe("pages.courses.error.incomplete_data");
      expect(answer.data?.errors).toMatchObject({
        category_id: "pages.courses.form.category_required",
        level_id: "pages.courses.form.level_required",
      });
    });

    it("deletes a confirmed course with its sessions and returns to the catalogue", async () => {
      const course = await createCourse();
      await createSession({ course_id: course.id });
      const answer = (await postCourse(course.slug, { intent: "delete" }, adminCookie)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/formations");
      expect(answer.headers.get("Set-Cookie")).toContain("flash=");
      expect(await courseRow({ id: course.id })).toBeUndefined();
      expect(await coursePage(course.slug, adminCookie)).toEqual({ status: 404 });
    });

    it("refuses to delete a course that has registrations", async () => {
      const course = await createCourse();
      const session = await createSession({ course_id: course.id });
      await createRegistration({ session_id: session.id, user_id: (await createUserRow()).id });
      const answer = (await postCourse(course.slug, { intent: "delete" }, adminCookie)) as Answer;
      expect(answer.init?.status).toBe(409);
      expect(answer.data?.formError).toBe("pages.courses.error.has_registrations");
      expect(await courseRow({ id: course.id })).toBeDefined();
    });

    it("refuses visitors and members on update and delete, and writes nothing", async () => {
      const course = await createCourse({ title_en: "Untouched" });
      const update = await validForm({ intent: "update", title_en: "Hacked" });
      for (const [cookie, status] of [
        [undefined, 401],
        [memberCookie, 403],
      ] as const) {
        expect(statusOf(await postCourse(course.slug, update, cookie))).toBe(status);
        expect(statusOf(await postCourse(course.slug, { intent: "delete" }, cookie))).toBe(status);
      }
      const row = await courseRow({ id: course.id });
      expect(row.title_en).toBe("Untouched");
    });

    it("answers 404 for an unknown course and refuses the create intent", async () => {
      expect(statusOf(await postCourse("no-such-course", { intent: "delete" }, adminCookie))).toBe(404);
      const course = await createCourse();
      expect(statusOf(await postCourse(course.slug, await validForm(), adminCookie))).toBe(400);
    });
  });
});
