// /admin/categories through the real route loader and action over a real database: who may see
// and write, the list (display order, archived ones kept, course counts), the search over names
// and descriptions in both languages, the form's rules (both names, the slug rule with its
// derivation from the English name, a taken slug as a field error, the icon set), display order
// = count + 1 on creation, archive (never a delete) and restore, the reorder, and what archiving
// does elsewhere: gone from the catalogue's filter and from other courses' editors, kept by its
// own courses (their page, their editor's choices, their saves).
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, course_categories, courses } from "#db/schema";
import { CATEGORY_ICON_NAMES } from "~/categories/admin-schema";
import { action, loader } from "~/routes/admin/categories";
import { action as courseAction, loader as courseLoader } from "~/routes/public/course";
import { action as catalogueAction, loader as catalogueLoader } from "~/routes/public/formations";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  countRows,
  createCourse,
  createCourseCategory,
  createUser,
  lookups,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Answer = {
  ok?: boolean;
  toast?: string;
  errors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
  data?: { id?: string };
};
type ListData = Awaited<ReturnType<typeof loader>>;
type CatalogueData = Awaited<ReturnType<typeof catalogueLoader>>;
type CourseData = Awaited<ReturnType<typeof courseLoader>>;

const list = (search = "", cookie?: string) =>
  callRoute<ListData>(loader, makeRequest(`/admin/categories${search}`, { cookie }));
const post = (form: Record<string, string | string[]>, cookie?: string) =>
  callRoute<Answer>(action, makeRequest("/admin/categories", { form, cookie }));

const valid = {
  name_fr: "Droit des affaires",
  name_en: "Business law",
  description_fr: "Contrats, sociétés, conformité.",
  description_en: "Contracts, companies, compliance.",
  slug: "",
  icon: "Scale",
  is_active: "on",
};

async function storedOrder() {
  return db().select().from(course_categories).orderBy(asc(course_categories.display_order), asc(course_categories.id));
}

async function bySlug(slug: string) {
  const [row] = await db().select().from(course_categories).where(eq(course_categories.slug, slug));
  return row;
}

/** A complete course editor form for `category_id` (the other lookups from the seed). */
async function courseForm(category_id: string, overrides: Record<string, string> = {}) {
  const { level, format, language, audience } = await lookups();
  return {
    intent: "create",
    title_fr: "Formation de test",
    title_en: "Test course",
    category_id,
    level_id: level.id,
    format_id: format.id,
    language_id: language.id,
    target_audience_id: audience.id,
    duration_hours: "7",
    price: "100",
    currency: "EUR",
    ...overrides,
  };
}

describe("back office: course categories", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    // The base seed's seven categories, numbered from 1, as a real start creates them.
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
  });

  it("offers every seeded category's icon", async () => {
    for (const row of await storedOrder()) expect(CATEGORY_ICON_NAMES).toContain(row.icon);
  });

  it("sends visitors to sign in and members away, and refuses their writes", async () => {
    expect((await list()).location).toMatch(/^\/login/);
    expect((await list("", memberCookie)).location).toBe("/");
    const [first] = await storedOrder();
    const before = await countRows(course_categories);
    expect((await post({ intent: "create", ...valid })).status).toBe(401);
    expect((await post({ intent: "create", ...valid }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "archive", id: first.id }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "reorder", "ids[]": [first.id] }, memberCookie)).status).toBe(403);
    expect(await countRows(course_categories)).toBe(before);
    expect((await storedOrder())[0].is_active).toBe(true);
  });

  it("lists every category by display order with its course count", async () => {
    const stored = await storedOrder();
    const course = await createCourse({ category_id: stored[1].id });
    const answer = await list("", adminCookie);
    expect(answer.status).toBe(200);
    expect(answer.data?.categories.map((category) => category.id)).toEqual(stored.map((category) => category.id));
    expect(answer.data?.categories[1]).toMatchObject({ slug: stored[1].slug, course_count: 1 });
    await db().delete(courses).where(eq(courses.id, course.id));
  });

  it("searches names and descriptions in both languages, ignoring case and accents", async () => {
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`, adminCookie)).data?.categories.map((c) => c.slug);
    // French name, with its accent typed or not.
    expect(await names("ressources HUMAINES")).toEqual(["human-resources"]);
    expect(await names("qualite")).toEqual(["quality-safety"]);
    // English name, French description, English description.
    expect(await names("IT and digital")).toEqual(["it-digital"]);
    expect(await names("cybersécurité")).toEqual(["it-digital"]);
    expect(await names("payroll")).toEqual(["human-resources"]);
    expect(await names("nothing like this")).toEqual([]);
  });

  it("requires both names, and keeps what was typed", async () => {
    const before = await countRows(course_categories);
    const answer = await post({ intent: "create", ...valid, name_fr: "  ", name_en: "", icon: "Rocket" }, adminCookie);
    expect(answer.status).toBe(400);
    expect(answer.data?.errors).toEqual({
      name_fr: "admin.categories.validation.name_required",
      name_en: "admin.categories.validation.name_required",
      icon: "admin.categories.validation.icon_invalid",
    });
    expect(answer.data?.values?.description_en).toBe(valid.description_en);
    expect(await countRows(course_categories)).toBe(before);
  });

  it("adds a category at count + 1, its slug derived from the English name, blank descriptions as NULL", async () => {
    const count = await countRows(course_categories);
    const answer = await post(
      { intent: "create", ...valid, name_en: "  Business & Corporate   Law!  ", description_fr: "   ", icon: "" },
      adminCookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, toast: "admin.categories.success.created" });
    const row = await bySlug("business-corporate-law");
    expect(row).toMatchObject({
      name_en: "Business & Corporate   Law!",
      description_fr: null,
      icon: null,
      is_active: true,
      display_order: count + 1,
    });
    const [entry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "course_category"), eq(audit_log.entity_id, row.id)));
    expect(entry).toMatchObject({ action: "create", entity_label: "Droit des affaires" });
  });

  it("normalises a typed slug: lower case, other characters to one hyphen, none at the ends", async () => {
    const answer = await post({ intent: "create", ...valid, slug: " -Droit Fiscal_2026 (Été)- " }, adminCookie);
    expect(answer.status).toBe(200);
    expect(await bySlug("droit-fiscal-2026-ete")).toBeDefined();
  });

  it("refuses a slug already used, as a field error, on creation and on edit", async () => {
    const count = await countRows(course_categories);
    const taken = await post({ intent: "create", ...valid, slug: "Management" }, adminCookie);
    expect(taken.status).toBe(400);
    expect(taken.data?.errors).toEqual({ slug: "admin.categories.validation.slug_taken" });
    expect(await countRows(course_categories)).toBe(count);

    const finance = await bySlug("finance");
    const edit = await post({ intent: "update", id: finance.id, ...valid, slug: "it-digital" }, adminCookie);
    expect(edit.status).toBe(400);
    expect(edit.data?.errors).toEqual({ slug: "admin.categories.validation.slug_taken" });
    expect((await bySlug("finance")).name_en).toBe("Finance and accounting");

    // A name made only of symbols leaves nothing to derive a slug from.
    const symbols = await post({ intent: "create", ...valid, name_en: "!!!" }, adminCookie);
    expect(symbols.data?.errors).toEqual({ slug: "admin.categories.validation.slug_required" });
  });

  it("two creations with the same slug at once: one is saved, the other gets the field error", async () => {
    const answers = await Promise.all([
      post({ intent: "create", ...valid, slug: "same-time" }, adminCookie),
      post({ intent: "create", ...valid, slug: "same-time" }, adminCookie),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.data?.errors).toEqual({ slug: "admin.categories.validation.slug_taken" });
    const rows = await storedOrder();
    expect(rows.filter((row) => row.slug === "same-time")).toHaveLength(1);
    // Distinct positions: the order lock made them count one after the other.
    expect(new Set(rows.map((row) => row.display_order)).size).toBe(rows.length);
  });

  it("two edits giving two categories the same slug at once: one is saved, the other gets the field error", async () => {
    const [a, b] = await Promise.all([
      createCourseCategory({ slug: "race-a" }),
      createCourseCategory({ slug: "race-b" }),
    ]);
    const answers = await Promise.all(
      [a, b].map((row) => post({ intent: "update", id: row.id, ...valid, slug: "race-same" }, adminCookie)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.data?.errors).toEqual({
      slug: "admin.categories.validation.slug_taken",
    });
    const slugs = (await storedOrder()).map((row) => row.slug);
    expect(slugs.filter((slug) => slug === "race-same")).toHaveLength(1);
    expect(slugs.filter((slug) => slug === "race-a" || slug === "race-b")).toHaveLength(1);
  });

  it("edits a category, an empty slug derived again from the English name", async () => {
    const finance = await bySlug("finance");
    const answer = await post(
      { intent: "update", id: finance.id, ...valid, name_en: "Finance", slug: "", icon: "Calculator" },
      adminCookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.toast).toBe("admin.categories.success.updated");
    const [row] = await db().select().from(course_categories).where(eq(course_categories.id, finance.id));
    expect(row).toMatchObject({ slug: "finance", name_fr: "Droit des affaires", icon: "Calculator" });
    expect(row.display_order).toBe(finance.display_order);
    const missing = await post({ intent: "update", id: crypto.randomUUID(), ...valid }, adminCookie);
    expect(missing.status).toBe(404);
  });

  it("reorders the whole list in one write, numbered from 1, refusing a stale order", async () => {
    const rows = await storedOrder();
    const reversed = [...rows].reverse().map((row) => row.id);
    const answer = await post({ intent: "reorder", "ids[]": reversed }, adminCookie);
    expect(answer.status).toBe(200);
    const after = await storedOrder();
    expect(after.map((row) => row.id)).toEqual(reversed);
    expect(after.map((row) => row.display_order)).toEqual(reversed.map((_, index) => index + 1));
    expect((await list("", adminCookie)).data?.categories.map((c) => c.id)).toEqual(reversed);
    const stale = await post({ intent: "reorder", "ids[]": reversed.slice(1) }, adminCookie);
    expect(stale.status).toBe(409);
    expect(stale.data?.formError).toBe("admin.reorder.error.stale");
  });

  describe("archiving", () => {
    let archived: typeof course_categories.$inferSelect;
    let ownCourse: typeof courses.$inferSelect;
    let otherCourse: typeof courses.$inferSelect;

    beforeAll(async () => {
      archived = await createCourseCategory({ slug: "to-archive", name_fr: "À archiver", name_en: "To archive" });
      ownCourse = await createCourse({ category_id: archived.id, title_en: "Kept course" });
      otherCourse = await createCourse({ title_en: "Other course", category_id: (await bySlug("finance")).id });
    });

    it("sets is_active false, never deletes, and is audited", async () => {
      const count = await countRows(course_categories);
      const answer = await post({ intent: "archive", id: archived.id }, adminCookie);
      expect(answer.status).toBe(200);
      expect(answer.data?.toast).toBe("admin.categories.success.archived");
      expect(await countRows(course_categories)).toBe(count);
      expect((await bySlug("to-archive")).is_active).toBe(false);
      const listed = (await list("", adminCookie)).data?.categories.find((c) => c.id === archived.id);
      expect(listed).toMatchObject({ is_active: false, course_count: 1 });
      const [entry] = await db()
        .select()
        .from(audit_log)
        .where(and(eq(audit_log.entity_id, archived.id), eq(audit_log.action, "archive")));
      expect(entry.entity_type).toBe("course_category");
      expect((await post({ intent: "archive", id: crypto.randomUUID() }, adminCookie)).data?.formError).toBe(
        "admin.categories.error.archive",
      );
    });

    it("leaves the catalogue's filter choices, in both languages", async () => {
      for (const lang of ["fr", "en"]) {
        const answer = await callRoute<CatalogueData>(catalogueLoader, makeRequest(`/formations?lang=${lang}`));
        const ids = answer.data?.filters?.categories.map((category) => category.id);
        expect(ids).not.toContain(archived.id);
        expect(ids?.length).toBeGreaterThan(0);
      }
    });

    it("leaves other courses' editor choices, and a new course cannot take it", async () => {
      const other = await callRoute<CourseData>(
        courseLoader,
        makeRequest(`/formations/${otherCourse.slug}`, { cookie: adminCookie }),
        { params: { slug: otherCourse.slug } },
      );
      expect(other.data?.lookups?.categories.map((c) => c.id)).not.toContain(archived.id);
      const before = await countRows(courses);
      const created = await callRoute<Answer>(
        catalogueAction,
        makeRequest("/formations", { form: await courseForm(archived.id), cookie: adminCookie }),
      );
      expect(created.status).toBe(400);
      expect(created.data?.errors).toEqual({ category_id: "pages.courses.form.category_required" });
      expect(await countRows(courses)).toBe(before);
      const moved = await callRoute<Answer>(
        courseAction,
        makeRequest(`/formations/${otherCourse.slug}`, {
          form: await courseForm(archived.id, { intent: "update" }),
          cookie: adminCookie,
        }),
        { params: { slug: otherCourse.slug } },
      );
      expect(moved.status).toBe(400);
    });

    it("stays on its own courses: their page names it, their editor offers it, their saves keep it", async () => {
      const page = await callRoute<CourseData>(
        courseLoader,
        makeRequest(`/formations/${ownCourse.slug}`, { cookie: adminCookie }),
        { params: { slug: ownCourse.slug } },
      );
      expect(page.data?.course.category).toMatchObject({ id: archived.id, name_fr: "À archiver" });
      expect(page.data?.lookups?.categories.map((c) => c.id)).toContain(archived.id);
      const visitor = await callRoute<CourseData>(courseLoader, makeRequest(`/formations/${ownCourse.slug}?lang=en`), {
        params: { slug: ownCourse.slug },
      });
      expect(visitor.data?.course.category).toMatchObject({ id: archived.id });

      const saved = await callRoute<Answer>(
        courseAction,
        makeRequest(`/formations/${ownCourse.slug}`, {
          form: await courseForm(archived.id, { intent: "update", title_en: "Kept course, edited" }),
          cookie: adminCookie,
        }),
        { params: { slug: ownCourse.slug } },
      );
      expect(saved.status).toBe(200);
      const [row] = await db().select().from(courses).where(eq(courses.id, ownCourse.id));
      expect(row).toMatchObject({ category_id: archived.id, title_en: "Kept course, edited" });
    });

    it("restores it: back in the catalogue's filter", async () => {
      const answer = await post({ intent: "restore", id: archived.id }, adminCookie);
      expect(answer.status).toBe(200);
      expect((await bySlug("to-archive")).is_active).toBe(true);
      const catalogue = await callRoute<CatalogueData>(catalogueLoader, makeRequest("/formations"));
      expect(catalogue.data?.filters?.categories.map((c) => c.id)).toContain(archived.id);
    });
  });
});
