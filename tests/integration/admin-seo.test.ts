// /admin/seo through the real route loader and action, on a real database: who may see and
// write; the list (search on the titles and the slug, French title and public path, most
// recently updated first, page sizes); the save of a page's meta title and description in
// both languages (blank → NULL, limits, unknown page, a revision and an audit entry); and the
// public pages' <title> and description in French and English at the next request.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, page_revisions, pages } from "#db/schema";
import { action, loader } from "~/routes/admin/seo";
import { loader as pageLoader, meta as pageMeta } from "~/routes/public/content-page";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createBlogPost, createPage, createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { routeArgs } from "../route";

type Answer = { data?: { ok?: boolean; errors?: Record<string, string>; toast?: string }; init?: ResponseInit };
type ListData = Awaited<ReturnType<typeof loader>>;

async function run(promise: Promise<unknown>): Promise<Answer | Response> {
  try {
    return (await promise) as Answer | Response;
  } catch (thrown) {
    return thrown as Answer | Response;
  }
}

const statusOf = (answer: Answer | Response) =>
  answer instanceof Response ? answer.status : (answer.init?.status ?? 200);

async function list(search: string, cookie?: string) {
  return run(loader(await routeArgs(makeRequest(`/admin/seo${search}`, { cookie }))));
}

async function post(form: Record<string, string>, cookie?: string) {
  return run(action(await routeArgs(makeRequest("/admin/seo", { form, cookie }))));
}

/** The <title> and description the public page at `path` renders for `lang`. */
async function publicMeta(path: string, lang: "fr" | "en") {
  const data = await pageLoader(await routeArgs(makeRequest(`${path}?lang=${lang}`)));
  const root = { lang, publicUrl: "https://x.example", site: { appName: "Formatio" } };
  const meta = pageMeta({ loaderData: data, matches: [{ loaderData: root }] } as never);
  return {
    title: (meta.find((m) => "title" in m) as { title: string }).title,
    description: (meta.find((m) => "name" in m && m.name === "description") as { content: string }).content,
  };
}

describe("back office: SEO per page", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";
  let aboutId = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser());
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    aboutId = (
      await createPage({
        slug: "about",
        title_fr: "À propos",
        title_en: "About us",
        content_fr: "<p>Depuis 2019, nous formons.</p>",
        content_en: "<p>Since 2019, we train.</p>",
        updated_at: daysAgo(10),
      })
    ).id;
    await createBlogPost({
      slug: "pmp-exam",
      title_fr: "Réussir le PMP",
      title_en: "Pass the PMP",
      updated_at: daysAgo(1),
    });
    for (let i = 0; i < 11; i++) await createPage({ slug: `extra-${i}`, updated_at: daysAgo(20 + i) });
  });

  it("keeps visitors and members out, and refuses their writes", async () => {
    expect(((await list("")) as Response).headers.get("location")).toMatch(/^\/login/);
    expect(((await list("", memberCookie)) as Response).headers.get("location")).toBe("/");
    expect(statusOf(await post({ intent: "update", id: aboutId, meta_title_fr: "x" }))).toBe(401);
    expect(statusOf(await post({ intent: "update", id: aboutId, meta_title_fr: "x" }, memberCookie))).toBe(403);
  });

  it("lists the French title and the public path, most recently updated first, searched on titles and slug", async () => {
    const first = (await list("", adminCookie)) as ListData;
    expect(first.list).toMatchObject({ total: 13, totalPages: 2, size: 10 });
    expect(first.list.pages[0]).toMatchObject({ title_fr: "Réussir le PMP", path: "/blog/pmp-exam" });
    expect(first.list.pages[1]).toMatchObject({ title_fr: "À propos", path: "/about" });
    const dates = first.list.pages.map((p) => p.updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const slugs = async (q: string) =>
      ((await list(`?q=${encodeURIComponent(q)}`, adminCookie)) as ListData).list.pages.map((p) => p.slug);
    expect(await slugs("a propos")).toEqual(["about"]);
    expect(await slugs("PASS THE")).toEqual(["pmp-exam"]);
    expect(await slugs("extra-1")).toEqual(["extra-1", "extra-10"]);
    expect(await slugs("_")).toEqual([]);
    expect(((await list("?size=50", adminCookie)) as ListData).list.pages).toHaveLength(13);
  });

  it("saves the meta texts in both languages: the public page's <title> and description follow at once", async () => {
    expect(await publicMeta("/about", "en")).toEqual({
      title: "About us | Formatio",
      description: "Since 2019, we train.",
    });
    const saved = await post(
      {
        intent: "update",
        id: aboutId,
        meta_title_fr: "  Qui sommes-nous ?  ",
        meta_title_en: "Who we are",
        meta_description_fr: "Organisme de formation depuis 2019.",
        meta_description_en: "",
      },
      adminCookie,
    );
    expect(saved).toMatchObject({ data: { ok: true, toast: "admin.seo.success.save" }, init: { status: 200 } });
    const [row] = await db().select().from(pages).where(eq(pages.id, aboutId));
    expect(row).toMatchObject({
      meta_title_fr: "Qui sommes-nous ?",
      meta_title_en: "Who we are",
      meta_description_fr: "Organisme de formation depuis 2019.",
      // Blank is NULL (decision 012): the English page falls back to its first words.
      meta_description_en: null,
    });
    expect(await publicMeta("/about", "en")).toEqual({
      title: "Who we are | Formatio",
      description: "Since 2019, we train.",
    });
    expect(await publicMeta("/about", "fr")).toEqual({
      title: "Qui sommes-nous ? | Formatio",
      description: "Organisme de formation depuis 2019.",
    });
    // Saved like the page editor saves: newest in the SEO list, a revision, an audit entry.
    const listed = (await list("", adminCookie)) as ListData;
    expect(listed.list.pages[0].id).toBe(aboutId);
    const revisions = await db().select().from(page_revisions).where(eq(page_revisions.page_id, aboutId));
    // The version before the history began, then this save.
    expect(revisions).toHaveLength(2);
    const [audit] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "page"), eq(audit_log.entity_id, aboutId)));
    expect(audit.changes).toMatchObject({ meta_title_en: { before: null, after: "Who we are" } });
  });

  it("refuses texts beyond the limits and an unknown page", async () => {
    const long = await post(
      { intent: "update", id: aboutId, meta_title_en: "t".repeat(201), meta_description_fr: "d".repeat(501) },
      adminCookie,
    );
    expect(statusOf(long)).toBe(400);
    expect((long as Answer).data?.errors).toEqual({
      meta_title_en: "admin.pages.validation.meta_title_too_long|max=200",
      meta_description_fr: "admin.pages.validation.meta_description_too_long|max=500",
    });
    expect(statusOf(await post({ intent: "update", id: randomUUID(), meta_title_fr: "x" }, adminCookie))).toBe(404);
    expect(statusOf(await post({ intent: "update", id: "nope", meta_title_fr: "x" }, adminCookie))).toBe(404);
    expect(statusOf(await post({ intent: "delete", id: aboutId }, adminCookie))).toBe(400);
  });
});
