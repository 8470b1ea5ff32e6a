// Old addresses keep working (issue 24 §14, decision 026): a page's, a post's or a course's
// slug that changed answers 301 to the current address, query string kept; a chain of renames
// leads straight to the last one; a slug taken again by another entity is that entity's; a
// draft is not given away to visitors; the history goes with its entity.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_slug_history, courses, page_slug_history, pages } from "#db/schema";
import { action as pagesAction } from "~/routes/admin/pages";
import { loader as postLoader } from "~/routes/public/blog-post";
import { loader as pageLoader } from "~/routes/public/content-page";
import { loader as courseLoader } from "~/routes/public/course";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createPage,
  createPageCategory,
  createUser,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

/** What a public page answers: its status and, for a redirect, where to. */
async function visit(
  loader: (args: never) => unknown,
  path: string,
  cookie?: string,
): Promise<{ status: number; location: string | null }> {
  const slug = new URL(path, "http://localhost").pathname.split("/").filter(Boolean).pop() ?? "";
  const answer = await callRoute(loader, makeRequest(path, { cookie }), { params: { slug } });
  return { status: answer.status, location: answer.location };
}

const page = (path: string, cookie?: string) => visit(pageLoader, path, cookie);
const post = (path: string, cookie?: string) => visit(postLoader, path, cookie);
const course = (path: string, cookie?: string) => visit(courseLoader, path, cookie);
const moved = (location: string) => ({ status: 301, location });
const OK = { status: 200, location: null };
const GONE = { status: 404, location: null };

describe("old slugs", () => {
  useTestDatabase();
  let adminCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
  });

  /** Saves a page's slug (and type) through the back office's editor, as an admin does. */
  async function renamePage(id: string, slug: string, type: "page" | "blog" = "page", category_id = "") {
    const [row] = await db().select().from(pages).where(eq(pages.id, id));
    const form = {
      intent: "update",
      id,
      type,
      title_fr: row.title_fr,
      title_en: row.title_en,
      slug,
      category_id,
      content_fr: row.content_fr,
      content_en: row.content_en,
      meta_title_fr: "",
      meta_title_en: "",
      meta_description_fr: "",
      meta_description_en: "",
      thumbnail_url: "",
      ...(row.is_published ? { is_published: "on" } : {}),
    };
    const answer = await callRoute(pagesAction, makeRequest("/admin/pages", { form, cookie: adminCookie }));
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  }

  it("sends a page's old address to its new one (301), the query string kept", async () => {
    const { id } = await createPage({ slug: "nos-engagements" });
    await renamePage(id, "engagements");
    expect(await page("/pages/engagements")).toEqual(OK);
    expect(await page("/pages/nos-engagements")).toEqual(moved("/pages/engagements"));
    // The catch-all /{slug} and ?lang= too.
    expect(await page("/nos-engagements?lang=en")).toEqual(moved("/pages/engagements?lang=en"));
    expect(await db().select().from(page_slug_history).where(eq(page_slug_history.page_id, id))).toMatchObject([
      { slug: "nos-engagements" },
    ]);
  });

  it("leads every old address of a chain of renames straight to the last one", async () => {
    const { id } = await createPage({ slug: "premier" });
    await renamePage(id, "deuxieme");
    await renamePage(id, "troisieme");
    expect(await page("/pages/premier")).toEqual(moved("/pages/troisieme"));
    expect(await page("/pages/deuxieme")).toEqual(moved("/pages/troisieme"));
    // Back to an old slug: it is the page's own again, the one it left is now the old one.
    await renamePage(id, "premier");
    expect(await page("/pages/premier")).toEqual(OK);
    expect(await page("/pages/troisieme")).toEqual(moved("/pages/premier"));
    const history = await db().select().from(page_slug_history).where(eq(page_slug_history.page_id, id));
    expect(history.map((row) => row.slug).sort()).toEqual(["deuxieme", "troisieme"]);
  });

  it("gives a slug taken again by another page to that page, not to the history", async () => {
    const first = await createPage({ slug: "offre" });
    await renamePage(first.id, "offre-2026");
    expect(await page("/pages/offre")).toEqual(moved("/pages/offre-2026"));
    const second = await createPage({ slug: "offre", title_fr: "Nouvelle offre" });
    expect(await page("/pages/offre")).toEqual(OK);
    expect(await db().select().from(page_slug_history).where(eq(page_slug_history.slug, "offre"))).toHaveLength(0);
    // The newcomer moves on in turn: the old address is now its own old one.
    await renamePage(second.id, "offre-2027");
    expect(await page("/pages/offre")).toEqual(moved("/pages/offre-2027"));
  });

  it("sends a post's old address to its new one, wherever the post is now", async () => {
    const category = await createPageCategory();
    const { id } = await createPage({ slug: "conseils-excel", type: "blog", category_id: category.id });
    await renamePage(id, "astuces-excel", "blog", category.id);
    expect(await post("/blog/astuces-excel")).toEqual(OK);
    expect(await post("/blog/conseils-excel?lang=fr")).toEqual(moved("/blog/astuces-excel?lang=fr"));
    // Made a page: its old post address leads to the page; its current slug under /blog is no post.
    await renamePage(id, "astuces-excel", "page");
    expect(await post("/blog/conseils-excel")).toEqual(moved("/pages/astuces-excel"));
    expect(await post("/blog/astuces-excel")).toEqual(GONE);
    expect(await post("/blog/never-existed")).toEqual(GONE);
  });

  it("keeps a draft's new address from visitors; admins previewing follow it", async () => {
    const { id } = await createPage({ slug: "brouillon-avant", is_published: false, published_at: null });
    await renamePage(id, "brouillon-apres");
    expect(await page("/pages/brouillon-avant")).toEqual(GONE);
    expect(await page("/pages/brouillon-avant", adminCookie)).toEqual(moved("/pages/brouillon-apres"));
  });

  it("sends a course's old address to its new one, whatever changed the slug", async () => {
    const { id } = await createCourse({ slug: "excel-avance", is_published: true });
    // No screen changes a course's slug: a data fix or psql does, and the trigger records it.
    await db().update(courses).set({ slug: "excel-expert" }).where(eq(courses.id, id));
    await db().update(courses).set({ slug: "excel-expert-2027" }).where(eq(courses.id, id));
    expect(await course("/formations/excel-expert-2027")).toEqual(OK);
    expect(await course("/formations/excel-avance?lang=en")).toEqual(moved("/formations/excel-expert-2027?lang=en"));
    expect(await course("/formations/excel-expert")).toEqual(moved("/formations/excel-expert-2027"));
    // A new course taking an old slug wins over the history.
    await createCourse({ slug: "excel-avance", is_published: true });
    expect(await course("/formations/excel-avance")).toEqual(OK);
    // Unpublished: visitors get the 404 at the old address too.
    await db().update(courses).set({ is_published: false }).where(eq(courses.id, id));
    expect(await course("/formations/excel-expert")).toEqual(GONE);
    // Deleted: its history goes with it.
    await db().delete(courses).where(eq(courses.id, id));
    expect(await db().select().from(course_slug_history).where(eq(course_slug_history.course_id, id))).toHaveLength(0);
    expect(await course("/formations/excel-expert")).toEqual(GONE);
  });
});
