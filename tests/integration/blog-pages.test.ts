// The blog and the content pages on a real database, through their route loaders:
// published-only, SQL search (title or content, reader's language, case- and
// accent-insensitive), category filter, pages of 6, 404s for anything unknown or
// unpublished, the fixed routes, /pages/{slug} and the root catch-all.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type pages, users } from "#db/schema";
import { BLOG_PAGE_SIZE, parseBlogParams } from "~/blog/blog.server";
import { slugForRequest } from "~/pages/pages.server";
import { loader as blogLoader } from "~/routes/public/blog";
import { loader as postLoader, meta as postMeta } from "~/routes/public/blog-post";
import { action as pageAction, loader as pageLoader, meta as pageMetaFn } from "~/routes/public/content-page";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createBlogPost,
  createPageCategory,
  createUser,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

type BlogData = Awaited<ReturnType<typeof blogLoader>>;
type PostData = Awaited<ReturnType<typeof postLoader>>;
type PageData = Awaited<ReturnType<typeof pageLoader>>;

let authorId: string;
let tipsId: string;
let newsId: string;
let adminCookie: string;
let memberCookie: string;

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 86_400_000);
}

/** A post (or a page, with type "page") published a month ago unless told. */
const insertPage = (values: Partial<typeof pages.$inferInsert> & { slug: string }) =>
  createBlogPost({ published_at: daysAgo(30), ...values });

async function blog(search = "", cookie?: string): Promise<BlogData> {
  return blogLoader(await routeArgs(makeRequest(`/blog${search}`, { cookie })));
}

/** A loader's answer, or the status of the response it threw (404...). */
async function settle<T>(promise: Promise<T>): Promise<T | { status: number }> {
  try {
    return await promise;
  } catch (thrown) {
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
  }
}

async function post(slug: string, search = "", cookie?: string) {
  return settle<PostData>(
    postLoader(await routeArgs(makeRequest(`/blog/${slug}${search}`, { cookie }), { params: { slug } })),
  );
}

/** A content page through the route it would take: fixed (no param), /pages/{slug} or /{slug}. */
async function contentPage(path: string, params: { slug?: string } = {}, cookie?: string) {
  return settle<PageData>(pageLoader(await routeArgs(makeRequest(path, { cookie }), { params })));
}

const slugsOf = (data: BlogData) => data.list.posts.map((p) => p.slug);

describe("blog and content pages", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    const admin = await createUser({ role: "admin" });
    const member = await createUser();
    adminCookie = await sessionCookie(admin);
    memberCookie = await sessionCookie(member);
    authorId = (await createUser({ fullName: "Aminata Diallo" })).id;
    tipsId = (await createPageCategory({ slug: "tips", name_fr: "Conseils", name_en: "Tips" })).id;
    newsId = (await createPageCategory({ slug: "news", name_fr: "Actualités", name_en: "News" })).id;
    // Eight published posts, one a day apart (post-1 the newest), alternating categories.
    for (let i = 1; i <= 8; i++) {
      await insertPage({
        slug: `post-${i}`,
        category_id: i % 2 ? tipsId : newsId,
        author_id: authorId,
        published_at: daysAgo(i),
      });
    }
    await insertPage({
      slug: "pmp-exam",
      title_fr: "Réussir l'examen PMP",
      title_en: "Passing the PMP exam",
      content_fr: "<p>Une méthode de révision <strong>éprouvée</strong>.</p>",
      content_en: "<p>A proven <strong>revision</strong> method.</p>",
      category_id: tipsId,
      author_id: authorId,
      published_at: daysAgo(20),
      meta_title_fr: "Examen PMP : nos conseils",
      meta_description_fr: "Cinq conseils pour réussir le PMP.",
      thumbnail_url: "/uploads/pmp.png",
    });
    await insertPage({ slug: "draft-post", title_fr: "Brouillon PMP", is_published: false, published_at: null });
    // Content pages.
    await insertPage({
      slug: "about",
      type: "page",
      title_fr: "À propos",
      title_en: "About us",
      content_fr: "<p>Depuis 2019.</p>",
      content_en: "<p>Since 2019.</p>",
      meta_title_fr: "À propos de Formatio",
      meta_description_fr: "Qui nous sommes.",
    });
    await insertPage({ slug: "terms", type: "page", is_published: false });
    await insertPage({ slug: "partners-program", type: "page", title_fr: "Programme partenaires" });
    await insertPage({ slug: "team-story", type: "blog", author_id: authorId, category_id: newsId });
  });

  describe("blog list (/blog)", () => {
    it("shows published posts only, newest first, 6 per page", async () => {
      const first = await blog();
      expect(first.hasLoadError).toBe(false);
      // 8 numbered posts + pmp-exam + team-story (a published blog page); never the draft.
      expect(first.list.total).toBe(10);
      expect(first.list.size).toBe(BLOG_PAGE_SIZE);
      expect(first.list.totalPages).toBe(2);
      expect(slugsOf(first)).toEqual(["post-1", "post-2", "post-3", "post-4", "post-5", "post-6"]);
      const second = await blog("?page=2");
      expect(slugsOf(second)).toEqual(["post-7", "post-8", "pmp-exam", "team-story"]);
      expect([...slugsOf(first), ...slugsOf(second)]).not.toContain("draft-post");
      // Past the end: the last page.
      expect(slugsOf(await blog("?page=99"))).toEqual(slugsOf(second));
    });

    it("gives each card its title, excerpt, category and author in the reader's language", async () => {
      const en = await blog("?lang=en&q=pmp");
      expect(en.list.posts).toEqual([
        expect.objectContaining({
          slug: "pmp-exam",
          title: "Passing the PMP exam",
          excerpt: "A proven revision method.",
          category: { id: tipsId, name: "Tips" },
          author_name: "Aminata Diallo",
        }),
      ]);
      expect(en.categories.map((c) => c.name)).toEqual(["News", "Tips"]);
    });

    it("searches title or content in the current language, case- and accent-insensitively", async () => {
      expect(slugsOf(await blog("?q=REUSSIR"))).toEqual(["pmp-exam"]);
      expect(slugsOf(await blog("?q=éprouvée"))).toEqual(["pmp-exam"]);
      // French words do not match in English, English ones do.
      expect(slugsOf(await blog("?lang=en&q=éprouvée"))).toEqual([]);
      expect(slugsOf(await blog("?lang=en&q=PROVEN"))).toEqual(["pmp-exam"]);
      // Markup is not content: a tag name matches nothing.
      expect(slugsOf(await blog("?q=strong"))).toEqual([]);
      // LIKE wildcards are literal; the draft's title never matches.
      expect((await blog("?q=%25")).list.total).toBe(0);
      expect(slugsOf(await blog("?q=brouillon"))).toEqual([]);
    });

    it("filters by category, combined with the search; an invalid category is ignored", async () => {
      const tips = await blog(`?category=${tipsId}`);
      expect(tips.list.total).toBe(5);
      expect(slugsOf(tips)).toEqual(["post-1", "post-3", "post-5", "post-7", "pmp-exam"]);
      expect(slugsOf(await blog(`?category=${newsId}&q=pmp`))).toEqual([]);
      expect((await blog(`?category=${randomUUID()}`)).list.total).toBe(0);
      expect((await blog("?category=not-a-uuid")).list.total).toBe(10);
    });

    it("parses its URL defensively", () => {
      expect(parseBlogParams(new URLSearchParams("page=-3&q=%20hello%20&category=x"))).toEqual({
        q: "hello",
        category: null,
        page: 1,
      });
    });
  });

  describe("blog post (/blog/{slug})", () => {
    it("returns the post in the reader's language with its author, category and meta", async () => {
      const data = (await post("pmp-exam")) as PostData;
      expect(data.post).toMatchObject({
        title: "Réussir l'examen PMP",
        content: "<p>Une méthode de révision <strong>éprouvée</strong>.</p>",
        category: { name: "Conseils" },
        author: { full_name: "Aminata Diallo" },
      });
      expect(data.description).toBe("Cinq conseils pour réussir le PMP.");
      expect(data.isAdmin).toBe(false);
      expect(((await post("pmp-exam", "", adminCookie)) as PostData).isAdmin).toBe(true);
      expect(((await post("pmp-exam", "", memberCookie)) as PostData).isAdmin).toBe(false);

      // English: no English meta, so the English title and an excerpt of the English content.
      const en = (await post("pmp-exam", "?lang=en")) as PostData;
      expect(en.post.title).toBe("Passing the PMP exam");
      expect(en.description).toBe("A proven revision method.");

      const root = {
        lang: "fr",
        publicUrl: "https://formatio.example",
        site: { appName: "Formatio", assets: {} },
        messages: {},
        seo: null,
      };
      const meta = postMeta({ loaderData: data, matches: [{ loaderData: root }] } as never);
      expect(meta).toContainEqual({ title: "Examen PMP : nos conseils | Formatio" });
      expect(meta).toContainEqual({ property: "og:type", content: "article" });
      expect(meta).toContainEqual({ property: "og:image", content: "https://formatio.example/uploads/pmp.png" });
      const ld = meta.find((d) => "script:ld+json" in d) as { "script:ld+json": Record<string, unknown> };
      expect(ld["script:ld+json"]).toMatchObject({
        "@type": "BlogPosting",
        headline: "Réussir l'examen PMP",
        url: "https://formatio.example/blog/pmp-exam?lang=fr",
        author: { "@type": "Person", name: "Aminata Diallo" },
        articleSection: "Conseils",
        inLanguage: "fr",
      });
    });

    it("is a 404 when unknown, unpublished, or not a blog post; admins preview a draft", async () => {
      expect(await post("no-such-post")).toEqual({ status: 404 });
      expect(await post("draft-post")).toEqual({ status: 404 });
      expect(await post("draft-post", "", memberCookie)).toEqual({ status: 404 });
      // The back office's preview link: the draft, said to be one (and kept out of search engines).
      const preview = (await post("draft-post", "", adminCookie)) as PostData;
      expect(preview.post).toMatchObject({ slug: "draft-post", is_published: false });
      expect(await post("about")).toEqual({ status: 404 });
      expect(await post("about", "", adminCookie)).toEqual({ status: 404 });
    });
  });

  describe("content pages", () => {
    it("serves a fixed route by its own path, with the page's meta", async () => {
      const about = (await contentPage("/about")) as PageData;
      expect(about.page).toMatchObject({ slug: "about", title: "À propos", content: "<p>Depuis 2019.</p>" });
      expect(about.isAdmin).toBe(false);
      const en = (await contentPage("/about?lang=en")) as PageData;
      expect(en.page.title).toBe("About us");
      // No English meta: English readers get the English title, never the French meta.
      expect(en.page.meta_title).toBe("");
      expect(en.page.meta_description).toBe("");
      const root = { lang: "fr", publicUrl: "https://x.example", site: { appName: "Formatio" }, messages: {} };
      const meta = pageMetaFn({ loaderData: about, matches: [{ loaderData: root }] } as never);
      // The meta title already names the site: not repeated.
      expect(meta).toContainEqual({ title: "À propos de Formatio" });
      expect(meta).toContainEqual({ name: "description", content: "Qui nous sommes." });
    });

    it("serves any published page at /pages/{slug} and at the root /{slug}", async () => {
      const bySlug = (await contentPage("/pages/partners-program", { slug: "partners-program" })) as PageData;
      expect(bySlug.page.title).toBe("Programme partenaires");
      const atRoot = (await contentPage("/partners-program", { slug: "partners-program" })) as PageData;
      expect(atRoot.page.id).toBe(bySlug.page.id);
      // A page without meta: its title and the start of its content.
      expect(bySlug.page.meta_title).toBe("");
      expect(bySlug.page.summary).toBe("Contenu en français.");
    });

    it("gives the author box's position and bio in the reader's language, French where English is empty", async () => {
      const author = await createUser({ fullName: "Kwame Mensah" });
      await db()
        .update(users)
        .set({
          position: "Expert-comptable",
          position_en: "Chartered accountant",
          bio: "Vingt ans d'audit.",
          bio_en: null,
        })
        .where(eq(users.id, author.id));
      const slug = `author-twins-${randomUUID().slice(0, 6)}`;
      await insertPage({ slug, author_id: author.id });
      const fr = (await post(slug, "?lang=fr")) as PostData;
      expect(fr.post.author).toMatchObject({ position: "Expert-comptable", bio: "Vingt ans d'audit." });
      const en = (await post(slug, "?lang=en")) as PostData;
      expect(en.post.author).toMatchObject({ position: "Chartered accountant", bio: "Vingt ans d'audit." });
      // A blog-type page draws the same box.
      const page = (await contentPage(`/pages/${slug}?lang=en`, { slug })) as PageData;
      expect(page.page.author).toMatchObject({ position: "Chartered accountant", bio: "Vingt ans d'audit." });
    });

    it("gives blog-type pages their author", async () => {
      const story = (await contentPage("/pages/team-story", { slug: "team-story" })) as PageData;
      expect(story.page.type).toBe("blog");
      expect(story.page.author?.full_name).toBe("Aminata Diallo");
      expect(story.page.category).toBe("Actualités");
    });

    it("tells admins (only) about the edit link", async () => {
      expect(((await contentPage("/about", {}, adminCookie)) as PageData).isAdmin).toBe(true);
      expect(((await contentPage("/about", {}, memberCookie)) as PageData).isAdmin).toBe(false);
    });

    it("is a 404 for unknown pages, and for unpublished ones except to admins (a preview)", async () => {
      expect(await contentPage("/terms")).toEqual({ status: 404 });
      expect(await contentPage("/terms", {}, memberCookie)).toEqual({ status: 404 });
      const preview = (await contentPage("/terms", {}, adminCookie)) as PageData;
      expect(preview.page).toMatchObject({ slug: "terms", is_published: false });
      expect(await contentPage("/pages/nope", { slug: "nope" }, adminCookie)).toEqual({ status: 404 });
      expect(await contentPage("/pages/nope", { slug: "nope" })).toEqual({ status: 404 });
      expect(await contentPage("/nope", { slug: "nope" })).toEqual({ status: 404 });
      expect(await contentPage("/Bad%20Slug", { slug: "Bad Slug" })).toEqual({ status: 404 });
      expect(await contentPage("/guides")).toEqual({ status: 404 });
      // Posting to an unknown address is a 404 too, not a 405.
      await expect(pageAction()).rejects.toMatchObject({ init: { status: 404 } });
    });

    it("takes the slug from the parameter, else from the path", () => {
      expect(slugForRequest("/about", undefined)).toBe("about");
      expect(slugForRequest("/pages/x-1", "x-1")).toBe("x-1");
      expect(slugForRequest("/x", "../etc")).toBeNull();
    });
  });
});
