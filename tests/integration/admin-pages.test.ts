// /admin/pages through the real route loader and action, on a real database: who may see and
// write; the list (search on titles and slug, type and status filters, newest update first,
// page sizes, ?edit= and ?revision=); the form's rules (titles, slug normalised, derived from
// the English title, unique, a blog post's category, contents sanitised, meta blank → NULL,
// published_at set when first published); the fixed pages (edited, never re-slugged, re-typed
// nor deleted); revisions (one per save in the same transaction, the version before the
// history began, the last 20 kept, view, restore as a new save); the audit entries; and the
// public side at the next request: /blog, the post, the page's <title> in both languages,
// /sitemap.xml, drafts for admins only.
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, page_revisions, pages } from "#db/schema";
import { MAX_REVISIONS } from "~/pages/admin-schema";
import { loader as auditLoader } from "~/routes/admin/audit";
import { action, loader } from "~/routes/admin/pages";
import { loader as blogLoader } from "~/routes/public/blog";
import { loader as postLoader, meta as postMeta } from "~/routes/public/blog-post";
import { loader as pageLoader, meta as pageMeta } from "~/routes/public/content-page";
import { loader as sitemapXmlLoader } from "~/routes/public/sitemap-xml";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createPage,
  createPageCategory,
  createUser,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

type Answer = {
  data?: { ok?: boolean; errors?: Record<string, string>; formError?: string; values?: Record<string, string> };
  init?: ResponseInit;
};
type ListData = Awaited<ReturnType<typeof loader>>;

async function run(promise: Promise<unknown>): Promise<Answer | Response> {
  try {
    return (await promise) as Answer | Response;
  } catch (thrown) {
    return thrown as Answer | Response;
  }
}

function statusOf(answer: Answer | Response): number | undefined {
  if (answer instanceof Response) return answer.status;
  return answer.init?.status ?? 200;
}

const errorsOf = (answer: Answer | Response) => (answer as Answer).data?.errors;
const formErrorOf = (answer: Answer | Response) => (answer as Answer).data?.formError;

async function list(search: string, cookie?: string) {
  return run(loader(await routeArgs(makeRequest(`/admin/pages${search}`, { cookie }))));
}

async function post(form: Record<string, string>, cookie?: string, search = "") {
  return run(action(await routeArgs(makeRequest(`/admin/pages${search}`, { form, cookie }))));
}

async function row(id: string) {
  const [found] = await db().select().from(pages).where(eq(pages.id, id));
  return found;
}

async function bySlug(slug: string) {
  const [found] = await db().select().from(pages).where(eq(pages.slug, slug));
  return found;
}

async function revisionsOf(pageId: string) {
  return db()
    .select()
    .from(page_revisions)
    .where(eq(page_revisions.page_id, pageId))
    .orderBy(desc(page_revisions.created_at), desc(page_revisions.id));
}

/** Every field of the editor's form, for a page of `type`. */
function pageForm(values: Record<string, string> = {}): Record<string, string> {
  return {
    type: "page",
    title_fr: "Nos engagements",
    title_en: "Our commitments",
    slug: "",
    category_id: "",
    content_fr: "<p>Contenu</p>",
    content_en: "<p>Content</p>",
    meta_title_fr: "",
    meta_title_en: "",
    meta_description_fr: "",
    meta_description_en: "",
    thumbnail_url: "",
    ...values,
  };
}

/** A loader's answer, or the status of the response it threw (404…). */
async function publicLoad<T>(promise: Promise<T>): Promise<T | { status: number }> {
  try {
    return await promise;
  } catch (thrown) {
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
  }
}

const ROOT = (lang: "fr" | "en") => ({ lang, publicUrl: "https://x.example", site: { appName: "Formatio" } });

/** The <title> the public page of `path` renders for `lang` (its loader, then its meta). */
async function publicTitle(path: string, slug: string, lang: "fr" | "en", kind: "page" | "blog") {
  const request = makeRequest(`${path}?lang=${lang}`);
  if (kind === "blog") {
    const data = await postLoader(await routeArgs(request, { params: { slug } }));
    const meta = postMeta({ loaderData: data, matches: [{ loaderData: ROOT(lang) }] } as never);
    return (meta.find((m) => "title" in m) as { title: string }).title;
  }
  const data = await pageLoader(await routeArgs(request, { params: { slug } }));
  const meta = pageMeta({ loaderData: data, matches: [{ loaderData: ROOT(lang) }] } as never);
  return (meta.find((m) => "title" in m) as { title: string }).title;
}

describe("back office: pages and blog", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";
  let adminId = "";
  let tipsId = "";
  let pageCategoryId = "";

  /** The links the audit log gives a page's entries. */
  async function auditLinks(pageId: string) {
    const audit = await auditLoader(
      await routeArgs(makeRequest(`/admin/audit?entity=page&id=${pageId}`, { cookie: adminCookie })),
    );
    return audit.list.entries.map((entry) => entry.href);
  }

  beforeAll(async () => {
    await seedReferenceData();
    const admin = await createUser({ role: "admin", fullName: "Alice Admin" });
    adminId = admin.id;
    adminCookie = await sessionCookie(admin);
    memberCookie = await sessionCookie(await createUser());
    tipsId = (await createPageCategory({ name_fr: "Conseils", name_en: "Tips" })).id;
    pageCategoryId = (await createPageCategory({ type: "page", name_fr: "Divers", name_en: "Misc" })).id;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await createPage({ slug: "about", title_fr: "À propos", title_en: "About us", updated_at: daysAgo(30) });
    await createPage({ slug: "guides", title_fr: "Guides", title_en: "Guides", updated_at: daysAgo(20) });
    await createPage({
      slug: "hiver-brouillon",
      title_fr: "Programme d'hiver",
      title_en: "Winter programme",
      is_published: false,
      published_at: null,
      updated_at: daysAgo(2),
    });
    await createPage({
      slug: "conseils-pmp",
      type: "blog",
      category_id: tipsId,
      title_fr: "Réussir l'examen",
      title_en: "Passing the exam",
      updated_at: daysAgo(1),
    });
    for (let i = 0; i < 10; i++) {
      await createPage({ slug: `lot-${i}`, title_fr: `Lot ${i}`, updated_at: daysAgo(40 + i) });
    }
  });

  it("sends visitors to sign in and members away; refuses their writes with 401/403 and writes nothing", async () => {
    const visitor = await list("");
    expect((visitor as Response).headers.get("location")).toMatch(/^\/login/);
    expect((await list("", memberCookie)) as Response).toMatchObject({ status: 302 });
    const about = await bySlug("about");
    expect(statusOf(await post({ intent: "delete", id: about.id }))).toBe(401);
    expect(statusOf(await post({ ...pageForm(), intent: "create" }, memberCookie))).toBe(403);
    expect(statusOf(await post({ ...pageForm(), intent: "update", id: about.id }, memberCookie))).toBe(403);
    expect((await row(about.id)).title_fr).toBe("À propos");
  });

  it("lists newest update first, 10 per page, searched on titles and slug, filtered by type and status", async () => {
    const first = (await list("", adminCookie)) as ListData;
    expect(first.list).toMatchObject({ total: 14, page: 1, totalPages: 2, size: 10 });
    expect(first.list.pages.slice(0, 2).map((p) => p.slug)).toEqual(["conseils-pmp", "hiver-brouillon"]);
    const dates = first.list.pages.map((p) => p.updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.list.pages[0]).toMatchObject({ type: "blog", path: "/blog/conseils-pmp", isFixed: false });
    expect(first.list.pages.find((p) => p.slug === "about")).toMatchObject({ path: "/about", isFixed: true });
    expect(first.list.pages.find((p) => p.slug === "hiver-brouillon")).toMatchObject({
      is_published: false,
      path: "/pages/hiver-brouillon",
    });
    expect(((await list("?size=25", adminCookie)) as ListData).list).toMatchObject({ totalPages: 1, size: 25 });

    const titles = async (search: string) =>
      ((await list(search, adminCookie)) as ListData).list.pages.map((p) => p.slug);
    // French title without its accent, English title, slug.
    expect(await titles("?q=reussir")).toEqual(["conseils-pmp"]);
    expect(await titles("?q=WINTER")).toEqual(["hiver-brouillon"]);
    expect(await titles("?q=lot-3")).toEqual(["lot-3"]);
    expect(await titles("?q=%25")).toEqual([]);
    expect(await titles("?type=blog")).toEqual(["conseils-pmp"]);
    expect(await titles("?status=draft")).toEqual(["hiver-brouillon"]);
    expect((await titles("?type=page&status=published&size=50")).length).toBe(12);
    const odd = (await list("?type=post&status=maybe", adminCookie)) as ListData;
    expect(odd.params).toMatchObject({ type: null, status: null });
  });

  it("opens ?edit=<id> with the page's fields, ?edit=new empty, and says when the page is not there", async () => {
    const about = await bySlug("about");
    const editing = (await list(`?edit=${about.id}`, adminCookie)) as ListData;
    expect(editing.edit).toBe(about.id);
    expect(editing.editing).toMatchObject({ id: about.id, slug: "about", isFixed: true, title_en: "About us" });
    expect(editing.isEditMissing).toBe(false);
    const fresh = (await list("?edit=new", adminCookie)) as ListData;
    expect(fresh).toMatchObject({ edit: "new", editing: null, isEditMissing: false });
    const gone = (await list(`?edit=${randomUUID()}`, adminCookie)) as ListData;
    expect(gone).toMatchObject({ editing: null, isEditMissing: true });
    // A mangled value is said too, not silently dropped.
    for (const mangled of ["../etc", "12345", "nouveau", ""]) {
      expect(await list(`?edit=${mangled}`, adminCookie), mangled).toMatchObject({
        edit: null,
        editing: null,
        isEditMissing: true,
      });
    }
    expect(await list("", adminCookie)).toMatchObject({ edit: null, isEditMissing: false });
    // The blog categories for the select: blog ones only.
    expect(editing.categories?.map((c) => c.id)).toEqual([tipsId]);
  });

  it("refuses a page without titles, a post without a blog category, and an unusable slug, keeping what was typed", async () => {
    const empty = await post({ ...pageForm({ title_fr: " ", title_en: "" }), intent: "create" }, adminCookie);
    expect(statusOf(empty)).toBe(400);
    expect(errorsOf(empty)).toEqual({
      title_fr: "admin.pages.validation.title_required",
      title_en: "admin.pages.validation.title_required",
    });
    expect((empty as Answer).data?.values?.content_fr).toBe("<p>Contenu</p>");

    const noCategory = await post({ ...pageForm({ type: "blog" }), intent: "create" }, adminCookie);
    expect(errorsOf(noCategory)).toEqual({ category_id: "admin.pages.validation.category_required" });
    // A category that is not a blog category, or no category at all.
    for (const category_id of [pageCategoryId, randomUUID(), "not-a-uuid"]) {
      const refused = await post({ ...pageForm({ type: "blog", category_id }), intent: "create" }, adminCookie);
      expect(errorsOf(refused)).toEqual({ category_id: "admin.pages.validation.category_required" });
    }
    // Only symbols in the slug and in the English title: nothing to make an address from.
    const symbols = await post({ ...pageForm({ title_en: "???", slug: "!!!" }), intent: "create" }, adminCookie);
    expect(errorsOf(symbols)).toEqual({ slug: "admin.pages.validation.slug_required" });
    const taken = await post({ ...pageForm({ slug: "About" }), intent: "create" }, adminCookie);
    expect(statusOf(taken)).toBe(400);
    expect(errorsOf(taken)).toEqual({ slug: "admin.pages.validation.slug_taken" });
    const long = await post({ ...pageForm({ slug: "a".repeat(201) }), intent: "create" }, adminCookie);
    expect(errorsOf(long)).toEqual({ slug: "admin.pages.validation.slug_too_long|max=200" });
    const type = await post({ ...pageForm({ type: "news" }), intent: "create" }, adminCookie);
    expect(errorsOf(type)).toEqual({ type: "admin.pages.validation.type_invalid" });
    const image = await post({ ...pageForm({ thumbnail_url: "javascript:alert(1)" }), intent: "create" }, adminCookie);
    expect(errorsOf(image)).toEqual({ thumbnail_url: "admin.pages.validation.thumbnail_invalid" });
    const meta = await post({ ...pageForm({ meta_title_en: "x".repeat(201) }), intent: "create" }, adminCookie);
    expect(errorsOf(meta)).toEqual({ meta_title_en: "admin.pages.validation.meta_title_too_long|max=200" });
    expect(await bySlug("our-commitments")).toBeUndefined();
  });

  it("creates a page: slug from the English title, content sanitised, blank meta NULL, a draft without published_at, its first revision and audit entry", async () => {
    const created = await post(
      {
        ...pageForm({
          title_en: "Été 2026: What's new?!",
          content_fr: '<p onclick="x()">Bonjour<script>alert(1)</script></p>',
          meta_title_fr: "  ",
          category_id: tipsId,
        }),
        intent: "create",
      },
      adminCookie,
    );
    expect(created).toMatchObject({ data: { ok: true, intent: "create" }, init: { status: 200 } });
    const page = await bySlug("ete-2026-what-s-new");
    expect(page).toMatchObject({
      type: "page",
      content_fr: "<p>Bonjour</p>",
      meta_title_fr: null,
      meta_description_en: null,
      // A plain page has no category, whatever was posted.
      category_id: null,
      is_published: false,
      published_at: null,
      author_id: adminId,
    });
    const revisions = await revisionsOf(page.id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ author_id: adminId });
    expect(revisions[0].snapshot).toMatchObject({ slug: "ete-2026-what-s-new", content_fr: "<p>Bonjour</p>" });
    const [audit] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "page"), eq(audit_log.entity_id, page.id)));
    expect(audit).toMatchObject({ action: "create", entity_label: "Nos engagements", actor_id: adminId });
    // The page's history in the audit log links back to its editor.
    expect(await auditLinks(page.id)).toEqual([`/admin/pages?edit=${page.id}`]);

    // A slug typed is normalised: lower case, other characters → one hyphen, trimmed.
    await post({ ...pageForm({ slug: "  Nos_Offres -- 2026! ", title_en: "x" }), intent: "create" }, adminCookie);
    expect(await bySlug("nos-offres-2026")).toBeTruthy();
  });

  it("creates and publishes a blog post: it is on /blog, at /blog/{slug} and in /sitemap.xml at the next request", async () => {
    const slug = "five-tips-for-2026";
    const visitorPost = async () =>
      publicLoad(postLoader(await routeArgs(makeRequest(`/blog/${slug}`), { params: { slug } })));
    expect(await visitorPost()).toEqual({ status: 404 });
    const created = await post(
      {
        ...pageForm({
          type: "blog",
          title_fr: "Cinq conseils pour 2026",
          title_en: "Five tips for 2026",
          category_id: tipsId,
          meta_title_en: "Five tips | Formatio",
        }),
        is_published: "on",
        intent: "create",
      },
      adminCookie,
    );
    expect(statusOf(created)).toBe(200);
    const page = await bySlug(slug);
    expect(page).toMatchObject({ type: "blog", category_id: tipsId, is_published: true });
    expect(page.published_at).toBeInstanceOf(Date);

    for (const lang of ["fr", "en"] as const) {
      const blog = await blogLoader(await routeArgs(makeRequest(`/blog?lang=${lang}`)));
      expect(blog.list.posts[0]).toMatchObject({
        slug,
        title: lang === "fr" ? "Cinq conseils pour 2026" : "Five tips for 2026",
      });
    }
    expect(await publicTitle(`/blog/${slug}`, slug, "en", "blog")).toBe("Five tips | Formatio");
    expect(await publicTitle(`/blog/${slug}`, slug, "fr", "blog")).toBe("Cinq conseils pour 2026 | Formatio");
    const xml = await ((await sitemapXmlLoader(await routeArgs(makeRequest("/sitemap.xml")))) as Response).text();
    expect(xml).toContain(`<loc>${siteBaseUrl()}/blog/${slug}?lang=fr</loc>`);
    expect(xml).toContain(`<loc>${siteBaseUrl()}/blog/${slug}?lang=en</loc>`);
    expect(xml).not.toContain("hiver-brouillon");
  });

  it("shows a draft to admins only: visitors and members get the 404", async () => {
    const visitor = await publicLoad(pageLoader(await routeArgs(makeRequest("/pages/hiver-brouillon"), slugParam())));
    expect(visitor).toEqual({ status: 404 });
    const member = await publicLoad(
      pageLoader(await routeArgs(makeRequest("/pages/hiver-brouillon", { cookie: memberCookie }), slugParam())),
    );
    expect(member).toEqual({ status: 404 });
    const admin = (await pageLoader(
      await routeArgs(makeRequest("/pages/hiver-brouillon", { cookie: adminCookie }), slugParam()),
    )) as { page: { is_published: boolean; title: string }; isAdmin: boolean };
    expect(admin).toMatchObject({ isAdmin: true, page: { is_published: false, title: "Programme d'hiver" } });
    // Never in search engines.
    const meta = pageMeta({ loaderData: admin, matches: [{ loaderData: ROOT("fr") }] } as never);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("edits a page: the English meta title is the English page's <title> at once; published_at is set once", async () => {
    const winter = await bySlug("hiver-brouillon");
    const saved = await post(
      {
        ...pageForm({
          title_fr: "Programme d'hiver",
          title_en: "Winter programme",
          slug: "hiver-brouillon",
          meta_title_fr: "Hiver chez Formatio",
          meta_title_en: "Winter at Formatio",
        }),
        is_published: "on",
        intent: "update",
        id: winter.id,
      },
      adminCookie,
    );
    expect(saved).toMatchObject({ data: { ok: true, intent: "update" } });
    const published = await row(winter.id);
    expect(published.is_published).toBe(true);
    const firstPublished = published.published_at?.toISOString();
    expect(firstPublished).toBeTruthy();
    expect(await publicTitle("/pages/hiver-brouillon", "hiver-brouillon", "en", "page")).toBe("Winter at Formatio");
    expect(await publicTitle("/pages/hiver-brouillon", "hiver-brouillon", "fr", "page")).toBe("Hiver chez Formatio");

    // Unpublished then published again: the first publication date stays.
    const form = pageForm({ title_fr: "Programme d'hiver", title_en: "Winter programme", slug: "hiver-brouillon" });
    await post({ ...form, intent: "update", id: winter.id }, adminCookie);
    expect((await row(winter.id)).is_published).toBe(false);
    expect((await row(winter.id)).published_at?.toISOString()).toBe(firstPublished);
    await post({ ...form, is_published: "on", intent: "update", id: winter.id }, adminCookie);
    expect((await row(winter.id)).published_at?.toISOString()).toBe(firstPublished);

    const taken = await post({ ...form, slug: "guides", intent: "update", id: winter.id }, adminCookie);
    expect(errorsOf(taken)).toEqual({ slug: "admin.pages.validation.slug_taken" });
    const empty = await post({ ...form, slug: "", intent: "update", id: winter.id }, adminCookie);
    expect(errorsOf(empty)).toEqual({ slug: "admin.pages.validation.slug_required" });
    const missing = await post({ ...form, intent: "update", id: randomUUID() }, adminCookie);
    expect(statusOf(missing)).toBe(404);
  });

  it("edits a fixed page's content but never its slug or type, and never deletes it", async () => {
    const about = await bySlug("about");
    const form = pageForm({ title_fr: "À propos de nous", title_en: "About us", slug: "about" });
    const moved = await post({ ...form, slug: "a-propos", intent: "update", id: about.id }, adminCookie);
    expect(errorsOf(moved)).toEqual({ slug: "admin.pages.validation.slug_fixed" });
    const retyped = await post(
      { ...form, type: "blog", category_id: tipsId, intent: "update", id: about.id },
      adminCookie,
    );
    expect(errorsOf(retyped)).toEqual({ type: "admin.pages.validation.type_fixed" });
    const saved = await post({ ...form, is_published: "on", intent: "update", id: about.id }, adminCookie);
    expect(statusOf(saved)).toBe(200);
    expect(await row(about.id)).toMatchObject({ slug: "about", title_fr: "À propos de nous" });

    const refused = await post({ intent: "delete", id: about.id }, adminCookie);
    expect(statusOf(refused)).toBe(409);
    expect(formErrorOf(refused)).toBe("admin.pages.error.delete_fixed");
    expect(await row(about.id)).toBeTruthy();
  });

  it("keeps the version before the history began, then one revision per save, the last 20", async () => {
    const lot = await bySlug("lot-0");
    expect(await revisionsOf(lot.id)).toHaveLength(0);
    const form = (n: number) => pageForm({ title_fr: `Lot zéro v${n}`, title_en: "Lot", slug: "lot-0" });
    await post({ ...form(1), intent: "update", id: lot.id }, adminCookie);
    const firstTwo = await revisionsOf(lot.id);
    expect(firstTwo).toHaveLength(2);
    // The seeded version, dated by its last update, author unknown; then the save, by the admin.
    expect(firstTwo[1]).toMatchObject({ author_id: null, snapshot: { title_fr: "Lot 0" } });
    expect(firstTwo[1].created_at.toISOString()).toBe(lot.updated_at.toISOString());
    expect(firstTwo[0]).toMatchObject({ author_id: adminId, snapshot: { title_fr: "Lot zéro v1" } });

    for (let n = 2; n <= 25; n++) await post({ ...form(n), intent: "update", id: lot.id }, adminCookie);
    const kept = await revisionsOf(lot.id);
    expect(kept).toHaveLength(MAX_REVISIONS);
    expect(kept.map((r) => (r.snapshot as { title_fr: string }).title_fr)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Lot zéro v${25 - i}`),
    );

    // The editor lists them newest first, with their author, and opens one.
    const editing = (await list(`?edit=${lot.id}`, adminCookie)) as ListData;
    expect(editing.editing?.revisions).toHaveLength(20);
    expect(editing.editing?.revisions[0]).toMatchObject({ id: kept[0].id, author: "Alice Admin" });
    const viewed = (await list(`?edit=${lot.id}&revision=${kept[5].id}`, adminCookie)) as ListData;
    expect(viewed.revision).toMatchObject({ id: kept[5].id, snapshot: { title_fr: "Lot zéro v20", slug: "lot-0" } });
    const other = await bySlug("lot-1");
    expect(((await list(`?edit=${other.id}&revision=${kept[5].id}`, adminCookie)) as ListData).revision).toBeNull();
  });

  it("restores an older version as a new save (itself a revision), audited; refuses one from another page or whose slug is taken", async () => {
    const lot = await bySlug("lot-0");
    const before = await revisionsOf(lot.id);
    const older = before[10];
    const restored = await post({ intent: "restore", id: lot.id, revision_id: older.id }, adminCookie);
    expect(restored).toMatchObject({ data: { ok: true, intent: "restore", toast: "admin.pages.success.restored" } });
    expect((await row(lot.id)).title_fr).toBe((older.snapshot as { title_fr: string }).title_fr);
    const after = await revisionsOf(lot.id);
    expect(after).toHaveLength(MAX_REVISIONS);
    expect(after[0].snapshot).toEqual(older.snapshot);
    expect(after[0].id).not.toBe(older.id);
    const [audit] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, lot.id), eq(audit_log.action, "restore")));
    expect(audit.changes).toMatchObject({ title_fr: { before: "Lot zéro v25", after: "Lot zéro v15" } });

    const other = await bySlug("lot-1");
    const foreign = await post({ intent: "restore", id: other.id, revision_id: older.id }, adminCookie);
    expect(statusOf(foreign)).toBe(404);
    expect(statusOf(await post({ intent: "restore", id: lot.id, revision_id: "x" }, adminCookie))).toBe(404);

    // A version whose slug another page has taken since.
    const mover = await bySlug("lot-2");
    await post({ ...pageForm({ slug: "lot-2" }), intent: "update", id: mover.id }, adminCookie);
    await post({ ...pageForm({ slug: "lot-2-renamed" }), intent: "update", id: mover.id }, adminCookie);
    await createPage({ slug: "lot-2" });
    const [oldVersion] = await db()
      .select()
      .from(page_revisions)
      .where(eq(page_revisions.page_id, mover.id))
      .orderBy(asc(page_revisions.created_at))
      .limit(1);
    const conflict = await post({ intent: "restore", id: mover.id, revision_id: oldVersion.id }, adminCookie);
    expect(statusOf(conflict)).toBe(409);
    expect(formErrorOf(conflict)).toBe("admin.pages.error.restore_slug");
    expect((await row(mover.id)).slug).toBe("lot-2-renamed");
  });

  it("deletes a page with its revisions after confirming, back to the list as it was", async () => {
    const lot = await bySlug("lot-0");
    const deleted = await post({ intent: "delete", id: lot.id }, adminCookie, `?type=page&edit=${lot.id}`);
    expect(deleted).toBeInstanceOf(Response);
    expect((deleted as Response).headers.get("location")).toBe("/admin/pages?type=page");
    expect(await row(lot.id)).toBeUndefined();
    expect(await revisionsOf(lot.id)).toHaveLength(0);
    // Its audit entries stay, without a link to an editor that cannot open.
    expect(new Set(await auditLinks(lot.id))).toEqual(new Set([null]));
    expect(statusOf(await post({ intent: "delete", id: lot.id }, adminCookie))).toBe(404);
    expect(statusOf(await post({ intent: "publish", id: lot.id }, adminCookie))).toBe(400);
  });

  it("keeps two pages from taking one slug when saved at the same time", async () => {
    const saves = await Promise.all(
      [1, 2, 3].map(() =>
        post({ ...pageForm({ slug: "same-time", title_fr: "En même temps" }), intent: "create" }, adminCookie),
      ),
    );
    expect(saves.map(statusOf).sort()).toEqual([200, 400, 400]);
    const rows = await db().select().from(pages).where(eq(pages.slug, "same-time"));
    expect(rows).toHaveLength(1);
    expect(await revisionsOf(rows[0].id)).toHaveLength(1);
  });
});

function slugParam() {
  return { params: { slug: "hiver-brouillon" } };
}
