// Search engines and sharing on a real database: the title/description fallback chain
// (page meta > site_seo > default title), Open Graph tags on every route's meta, the
// JSON-LD Organization of the home page, /sitemap.xml (well-formed, both languages,
// no drafts) and /robots.txt.
import { eq } from "drizzle-orm";
import type { MetaDescriptor } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pages, resources, services, site_assets, site_seo } from "#db/schema";
import { loader as rootLoader } from "~/root";
import { meta as formationsMeta } from "~/routes/public/formations";
import { meta as homeMeta } from "~/routes/public/home";
import { loader as robotsLoader } from "~/routes/public/robots-txt";
import { loader as sitemapLoader } from "~/routes/public/sitemap";
import { loader as sitemapXmlLoader } from "~/routes/public/sitemap-xml";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { DEFAULT_SHARE_IMAGE, pageMeta } from "~/shell/meta";
import { useTestDatabase } from "../db";
import { createCourse, makeRequest, seedReferenceData } from "../factories";
import { routeArgs } from "../route";

type RootData = { lang: string; publicUrl: string; site: { appName: string }; messages: object };

/** The root loader's data for a URL, as every route's meta receives it. */
async function rootData(path = "/"): Promise<RootData> {
  const answer = (await rootLoader(await routeArgs(makeRequest(path)))) as unknown as {
    data: RootData;
  };
  return answer.data;
}

/** The configured site address (PUBLIC_URL unset here: the local server), base of every absolute link. */
const SITE = siteBaseUrl();

const find = (meta: MetaDescriptor[], key: string, name: string) =>
  (meta.find((d) => (d as Record<string, string>)[key] === name) as { content?: string } | undefined)?.content;
const titleOf = (meta: MetaDescriptor[]) => (meta.find((d) => "title" in d) as { title: string }).title;

let publishedCourse: string;
let draftCourse: string;
let serviceId: string;
let resourceId: string;

describe("SEO and sharing", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    publishedCourse = (await createCourse({ slug: "agile-basics", title_fr: "Agilité & Scrum" })).slug;
    draftCourse = (await createCourse({ slug: "secret-draft-course", is_published: false })).slug;
    serviceId = (
      await db().insert(services).values({ title_fr: "Audit", title_en: "Audit" }).returning({ id: services.id })
    )[0].id;
    resourceId = (
      await db()
        .insert(resources)
        .values({ title_fr: "Guide PMP", title_en: "PMP guide", type: "guide" })
        .returning({ id: resources.id })
    )[0].id;
    await db()
      .insert(pages)
      .values([
        { slug: "about", type: "page", title_fr: "À propos", title_en: "About", is_published: true },
        { slug: "partners-program", type: "page", title_fr: "Partenaires", title_en: "Partners", is_published: true },
        { slug: "first-post", type: "blog", title_fr: "Premier", title_en: "First", is_published: true },
        { slug: "secret-draft-post", type: "blog", title_fr: "Brouillon", title_en: "Draft", is_published: false },
        { slug: "privacy", type: "page", title_fr: "Confidentialité", title_en: "Privacy", is_published: false },
      ]);
  });

  describe("title and description fallback chain", () => {
    beforeEach(async () => {
      await db().delete(site_seo);
    });

    it("uses the SEO settings for the site's own title, description and keywords", async () => {
      await db().insert(site_seo).values({
        meta_title: "Formatio — Centre de formation",
        meta_description: "Formations certifiantes depuis 2019.",
        meta_keywords: "formation, certification",
      });
      const root = await rootData();
      const meta = homeMeta({ matches: [{ loaderData: root }] } as never);
      expect(titleOf(meta)).toBe("Formatio — Centre de formation");
      expect(find(meta, "name", "description")).toBe("Formations certifiantes depuis 2019.");
      expect(find(meta, "name", "keywords")).toBe("formation, certification");
      // A page without a description of its own falls back to the SEO settings' one.
      const page = pageMeta(root as never, "Nos formations");
      expect(titleOf(page)).toBe("Nos formations | Formatio");
      expect(find(page, "name", "description")).toBe("Formations certifiantes depuis 2019.");
      // A page's own meta wins.
      const own = pageMeta(root as never, "Guide", "Le guide du PMP.");
      expect(find(own, "name", "description")).toBe("Le guide du PMP.");
    });

    it("without SEO settings, is the site name with 'Formation Professionnelle' / 'Professional Training'", async () => {
      const fr = homeMeta({ matches: [{ loaderData: await rootData("/?lang=fr") }] } as never);
      expect(titleOf(fr)).toBe("Formatio — Formation Professionnelle");
      expect(find(fr, "name", "description")).toMatch(/^Formations professionnelles/);
      const en = homeMeta({ matches: [{ loaderData: await rootData("/?lang=en") }] } as never);
      expect(titleOf(en)).toBe("Formatio — Professional Training");
      expect(find(en, "name", "description")).toMatch(/^Professional training/);
    });
  });

  describe("sharing tags", () => {
    it("are on every route's meta, built by the shared helpers (here the catalogue's)", async () => {
      const root = await rootData("/formations?lang=en");
      const meta = formationsMeta({ matches: [{ loaderData: root }] } as never);
      expect(find(meta, "property", "og:title")).toBe("Our courses");
      expect(find(meta, "property", "og:description")).toBeTruthy();
      expect(find(meta, "property", "og:type")).toBe("website");
      expect(find(meta, "property", "og:site_name")).toBe("Formatio");
      expect(find(meta, "property", "og:locale")).toBe("en_GB");
      expect(find(meta, "property", "og:locale:alternate")).toBe("fr_FR");
      expect(find(meta, "property", "og:image")).toBe(`${SITE}${DEFAULT_SHARE_IMAGE}`);
      expect(find(meta, "name", "twitter:card")).toBe("summary_large_image");
    });

    it("share the page's picture, else the hero banner, never an SVG", async () => {
      const root = await rootData();
      expect(find(pageMeta(root as never, "x", "", { image: "/uploads/a.png" }), "property", "og:image")).toBe(
        `${SITE}/uploads/a.png`,
      );
      expect(find(pageMeta(root as never, "x", "", { image: "/demo/a.svg" }), "property", "og:image")).toBe(
        `${SITE}${DEFAULT_SHARE_IMAGE}`,
      );
      await db()
        .insert(site_assets)
        .values({ type: "hero_banner", url: "https://cdn.example/hero.jpg" })
        .onConflictDoUpdate({ target: site_assets.type, set: { url: "https://cdn.example/hero.jpg" } });
      const withBanner = await rootData();
      expect(find(pageMeta(withBanner as never, "x"), "property", "og:image")).toBe("https://cdn.example/hero.jpg");
      await db().delete(site_assets).where(eq(site_assets.type, "hero_banner"));
    });

    it("describe the organisation on the home page (JSON-LD)", async () => {
      const meta = homeMeta({ matches: [{ loaderData: await rootData() }] } as never);
      const ld = meta.find((d) => "script:ld+json" in d) as { "script:ld+json": Record<string, unknown> };
      expect(ld["script:ld+json"]).toMatchObject({
        "@context": "https://schema.org",
        "@type": "EducationalOrganization",
        name: "Formatio",
        url: `${SITE}/`,
        contactPoint: { email: "contact@formatio.example" },
        address: { addressLocality: "Paris", addressCountry: "France" },
      });
    });
  });

  /** A small well-formedness check: one root, balanced tags, only XML's own entities, escaped text. */
  function assertWellFormedXml(xml: string) {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const body = xml.slice(xml.indexOf("?>") + 2);
    const stack: string[] = [];
    let roots = 0;
    for (const match of body.matchAll(/<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g)) {
      const [, closing, name, , selfClosing, text] = match;
      if (text !== undefined) {
        expect(text.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toMatch(/[&<>]/);
        if (stack.length === 0) expect(text.trim()).toBe("");
        continue;
      }
      if (closing) expect(stack.pop()).toBe(name);
      else if (!selfClosing) {
        if (stack.length === 0) roots++;
        stack.push(name);
      }
    }
    expect(stack).toEqual([]);
    expect(roots).toBe(1);
    // Nothing the pattern skipped: every "<" starts a tag it understood.
    expect(body.replace(/<\/?[a-zA-Z][\w:.-]*(?:\s+[\w:.-]+="[^"<]*")*\s*\/?>/g, "")).not.toContain("<");
  }

  describe("/sitemap.xml", () => {
    it("lists every published URL in both languages with their alternates, and no drafts", async () => {
      const response = await sitemapXmlLoader(await routeArgs(makeRequest("/sitemap.xml")));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
      const xml = await response.text();
      assertWellFormedXml(xml);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      const paths = [
        "/",
        "/formations",
        "/calendrier",
        "/services",
        "/ressources",
        "/blog",
        "/case-studies",
        "/testimonials",
        "/resultats",
        "/help",
        "/agencies",
        "/trainers",
        "/contact",
        "/mentions-legales",
        "/sitemap",
        "/about",
        "/pages/partners-program",
        "/blog/first-post",
        `/formations/${publishedCourse}`,
        `/services/${serviceId}`,
        `/ressources/${resourceId}`,
      ];
      for (const path of paths) {
        expect(locs).toContain(`${SITE}${path}?lang=fr`);
        expect(locs).toContain(`${SITE}${path}?lang=en`);
      }
      // Each URL once per language, nothing else.
      expect(locs).toHaveLength(paths.length * 2);
      expect(new Set(locs).size).toBe(locs.length);
      expect(xml).not.toContain(draftCourse);
      expect(xml).not.toContain("secret-draft-post");
      expect(xml).not.toContain("/privacy");
      // Alternates pair the translations.
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/formations/agile-basics?lang=en"/>`,
      );
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog/first-post"/>`);
      expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    });
  });

  describe("/sitemap (human)", () => {
    it("lists the published items in the reader's language", async () => {
      const data = await sitemapLoader(await routeArgs(makeRequest("/sitemap?lang=en")));
      expect(data.groups?.pages.map((p) => p.title)).toEqual(["About", "Partners"]);
      expect(data.groups?.posts).toEqual([expect.objectContaining({ path: "/blog/first-post", title: "First" })]);
      expect(data.groups?.courses.map((c) => c.path)).toEqual([`/formations/${publishedCourse}`]);
      expect(data.groups?.services.map((s) => s.path)).toEqual([`/services/${serviceId}`]);
      expect(data.groups?.resources.map((r) => r.title)).toEqual(["PMP guide"]);
    });
  });

  describe("/robots.txt", () => {
    it("keeps crawlers out of private areas and points at the site map", async () => {
      const response = await robotsLoader(await routeArgs(makeRequest("/robots.txt")));
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toContain("User-agent: *");
      for (const path of ["/admin", "/profile", "/api", "/ressources/*/download"]) {
        expect(text).toContain(`Disallow: ${path}\n`);
      }
      expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    });
  });
});
