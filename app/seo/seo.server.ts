// Search-engine data: the site-wide default meta (site_seo), every published URL
// for the site maps (bounded queries, one per kind of content), and the XML of
// /sitemap.xml and the text of /robots.txt.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { courses, pages, resources, services, site_seo } from "#db/schema";
import { toIso } from "~/blog/blog.server";
import { localized } from "~/i18n/localized.server";
import { LANGS, type Lang, pick } from "~/i18n/messages";
import { pagePath } from "~/pages/paths";
import { SITE_SECTIONS } from "~/seo/sections";
import { cachedByContentVersion } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { settle } from "~/server/settle.server";

export type SiteSeo = { meta_title: string | null; meta_description: string | null; meta_keywords: string | null };

/** The record as stored: French under the spec's names, the English twins under `*_en`. */
type StoredSiteSeo = Record<`${keyof SiteSeo}_${Lang}`, string | null>;

async function loadSiteSeo(): Promise<StoredSiteSeo | null> {
  // Spec: an SEO load failure falls back to the default titles; it must not break the page.
  const rows = await settle(
    "site_seo",
    db()
      .select({
        meta_title_fr: site_seo.meta_title,
        meta_description_fr: site_seo.meta_description,
        meta_keywords_fr: site_seo.meta_keywords,
        meta_title_en: site_seo.meta_title_en,
        meta_description_en: site_seo.meta_description_en,
        meta_keywords_en: site_seo.meta_keywords_en,
      })
      .from(site_seo)
      .limit(1),
  );
  return rows?.[0] ?? null;
}

const loadStoredSeo: () => Promise<StoredSiteSeo | null> = cachedByContentVersion(loadSiteSeo);

/**
 * The site-wide default title, description and keywords in `lang`, read once per content
 * version like the site chrome. An empty English one is the French one (pick's rule).
 */
export async function getSiteSeo(lang: Lang = "fr"): Promise<SiteSeo | null> {
  const stored = await loadStoredSeo();
  if (!stored) return null;
  const field = (name: keyof SiteSeo) => pick(stored, name, lang) || null;
  return {
    meta_title: field("meta_title"),
    meta_description: field("meta_description"),
    meta_keywords: field("meta_keywords"),
  };
}

/** At most this many items of each kind in a site map: bounded reads, and far below the 50 000 URLs a sitemap file may hold. */
export const SITEMAP_MAX_PER_KIND = 5000;

export type SitemapItem = { path: string; title: string; updated_at: string | null };
export type SitemapGroups = {
  courses: SitemapItem[];
  services: SitemapItem[];
  resources: SitemapItem[];
  posts: SitemapItem[];
  pages: SitemapItem[];
};

/**
 * Titles in the reader's language, in French alphabetical order ("À propos" before "Partenaires":
 * PGlite's default is byte order). English readers see the French title when the English one is empty.
 */
function byTitle(fr: AnyPgColumn, en: AnyPgColumn, lang: Lang): SQL {
  return sql`${localized(fr, en, lang)} collate "und-x-icu"`;
}

function publishedPages(type: "page" | "blog", lang: Lang, limit: number) {
  return db()
    .select({
      slug: pages.slug,
      type: pages.type,
      title_fr: pages.title_fr,
      title_en: pages.title_en,
      updated_at: pages.updated_at,
    })
    .from(pages)
    .where(and(eq(pages.type, type), eq(pages.is_published, true)))
    .orderBy(byTitle(pages.title_fr, pages.title_en, lang), asc(pages.id))
    .limit(limit);
}

/**
 * Every published item with its own page, in the reader's language, one bounded query per
 * kind (run together). Drafts never appear: courses and pages are filtered on is_published.
 */
export async function listSitemapItems(lang: Lang, limit = SITEMAP_MAX_PER_KIND): Promise<SitemapGroups> {
  const [courseRows, serviceRows, resourceRows, postRows, pageRows] = await Promise.all([
    db()
      .select({
        slug: courses.slug,
        title_fr: courses.title_fr,
        title_en: courses.title_en,
        updated_at: courses.updated_at,
      })
      .from(courses)
      .where(eq(courses.is_published, true))
      .orderBy(byTitle(courses.title_fr, courses.title_en, lang), asc(courses.id))
      .limit(limit),
    db()
      .select({
        id: services.id,
        title_fr: services.title_fr,
        title_en: services.title_en,
        updated_at: services.updated_at,
      })
      .from(services)
      .orderBy(asc(services.display_order), asc(services.id))
      .limit(limit),
    db()
      .select({
        id: resources.id,
        title_fr: resources.title_fr,
        title_en: resources.title_en,
        updated_at: resources.updated_at,
      })
      .from(resources)
      .orderBy(byTitle(resources.title_fr, resources.title_en, lang), asc(resources.id))
      .limit(limit),
    publishedPages("blog", lang, limit),
    publishedPages("page", lang, limit),
  ]);
  const item = (path: string, row: { title_fr: string; title_en: string; updated_at: Date | string | null }) => ({
    path,
    title: pick(row, "title", lang),
    updated_at: toIso(row.updated_at),
  });
  return {
    courses: courseRows.map((row) => item(`/formations/${row.slug}`, row)),
    services: serviceRows.map((row) => item(`/services/${row.id}`, row)),
    resources: resourceRows.map((row) => item(`/ressources/${row.id}`, row)),
    posts: postRows.map((row) => item(pagePath(row), row)),
    pages: pageRows.map((row) => item(pagePath(row), row)),
  };
}

/** A path in a language, as the canonical links of every page write it (`?lang=` selects the language). */
export function localizedUrl(origin: string, path: string, lang?: Lang): string {
  return lang ? `${origin}${path}?lang=${lang}` : `${origin}${path}`;
}

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * The sitemap protocol's XML: every path once per language (the canonical `?lang=` URL), each
 * entry naming its alternates (fr, en, x-default) so search engines pair the translations.
 */
export function buildSitemapXml(origin: string, entries: { path: string; updated_at: string | null }[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const alternates = [
      ...LANGS.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(localizedUrl(origin, entry.path, lang))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(localizedUrl(origin, entry.path))}"/>`,
    ];
    for (const lang of LANGS) {
      lines.push("  <url>", `    <loc>${xmlEscape(localizedUrl(origin, entry.path, lang))}</loc>`);
      if (entry.updated_at) lines.push(`    <lastmod>${entry.updated_at.slice(0, 10)}</lastmod>`);
      lines.push(...alternates, "  </url>");
    }
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** All the entries of /sitemap.xml: the fixed sections, then every published item. */
export async function sitemapEntries(): Promise<{ path: string; updated_at: string | null }[]> {
  // Paths do not depend on the language; the titles (unused here) are French.
  const groups = await listSitemapItems("fr");
  return [
    ...SITE_SECTIONS.map((section) => ({ path: section.path, updated_at: null })),
    ...groups.pages,
    ...groups.posts,
    ...groups.courses,
    ...groups.services,
    ...groups.resources,
  ].map(({ path, updated_at }) => ({ path, updated_at }));
}

/** Private areas crawlers should skip; everything else is public. */
// Downloads are counted: crawlers following them would inflate the counters.
export const ROBOTS_DISALLOW = ["/admin", "/profile", "/api", "/ressources/*/download"] as const;

export function buildRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
