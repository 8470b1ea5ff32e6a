// Content pages (/about, /guides, /pages/{slug}, /{slug}...): a published page by
// slug, in the reader's language, with its author for blog-type pages.
import { and, eq } from "drizzle-orm";
import { page_categories, page_slug_history, pages, users } from "#db/schema";
import { authorBoxColumns, ownText, PAGE_META_COLUMNS, toIso } from "~/blog/blog.server";
import { type Lang, pick } from "~/i18n/messages";
import { pagePath } from "~/pages/paths";
import { excerpt } from "~/rich-text/plain-text";
import { db } from "~/server/db.server";

/** What names a page and builds its address (`pagePath`): every list of pages reads these. */
export const PAGE_LINK_COLUMNS = {
  id: pages.id,
  slug: pages.slug,
  type: pages.type,
  title_fr: pages.title_fr,
  title_en: pages.title_en,
};

export type ContentPage = {
  id: string;
  slug: string;
  type: "page" | "blog";
  title: string;
  /** Sanitised on write: safe to render as HTML. */
  content: string;
  /** The page's own meta in the reader's language; empty when the page has none. */
  meta_title: string;
  meta_description: string;
  /** Used when there is no meta description. */
  summary: string;
  thumbnail_url: string | null;
  published_at: string | null;
  updated_at: string | null;
  /** False only for a draft shown to an admin (a preview from the back office). */
  is_published: boolean;
  category: string | null;
  author: { full_name: string | null; avatar_url: string | null; position: string | null; bio: string | null } | null;
};

/** Slugs are lower-case letters, digits and hyphens (back-office rule); anything else cannot exist. */
const SLUG = /^[a-z0-9-]{1,200}$/;

/**
 * The slug a content-page route serves: /pages/{slug} and /{slug} name it; the fixed routes
 * (/about, /guides...) have no parameter and serve the page named like their path.
 */
export function slugForRequest(pathname: string, paramSlug: string | undefined): string | null {
  const slug = paramSlug ?? pathname.split("/").filter(Boolean).pop() ?? "";
  return SLUG.test(slug) ? slug : null;
}

/**
 * A published page (of either type) by slug, or null when unknown or unpublished. With
 * `includeDrafts` (an admin previewing from the back office) a draft is returned too.
 */
export async function getPublishedPage(
  slug: string,
  lang: Lang,
  options: { includeDrafts?: boolean } = {},
): Promise<ContentPage | null> {
  if (!SLUG.test(slug)) return null;
  const [row] = await db()
    .select({
      ...PAGE_LINK_COLUMNS,
      content_fr: pages.content_fr,
      content_en: pages.content_en,
      ...PAGE_META_COLUMNS,
      thumbnail_url: pages.thumbnail_url,
      published_at: pages.published_at,
      updated_at: pages.updated_at,
      is_published: pages.is_published,
      category_fr: page_categories.name_fr,
      category_en: page_categories.name_en,
      author_name: users.full_name,
      ...authorBoxColumns(lang),
    })
    .from(pages)
    .leftJoin(page_categories, eq(page_categories.id, pages.category_id))
    .leftJoin(users, eq(users.id, pages.author_id))
    .where(options.includeDrafts ? eq(pages.slug, slug) : and(eq(pages.slug, slug), eq(pages.is_published, true)))
    .limit(1);
  if (!row) return null;
  const content = pick(row, "content", lang);
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    title: pick(row, "title", lang),
    content,
    meta_title: ownText(row, "meta_title", lang),
    meta_description: ownText(row, "meta_description", lang),
    summary: excerpt(content, 160),
    thumbnail_url: row.thumbnail_url,
    published_at: toIso(row.published_at),
    updated_at: toIso(row.updated_at),
    is_published: row.is_published,
    category: row.category_fr ? pick({ name_fr: row.category_fr, name_en: row.category_en }, "name", lang) : null,
    author: row.author_id
      ? {
          full_name: row.author_name,
          avatar_url: row.author_avatar,
          position: row.author_position,
          bio: row.author_bio,
        }
      : null,
  };
}

/**
 * Where an old address naming `slug` leads now (decision 026): the page or post that had this
 * slug before, at its current address; null (a 404) when there is none the reader may see. Only
 * asked once the route found nothing of its own: a slug someone has now is never in the history.
 */
export async function movedPagePath(slug: string, options: { includeDrafts?: boolean } = {}): Promise<string | null> {
  if (!SLUG.test(slug)) return null;
  const [row] = await db()
    .select({ slug: pages.slug, type: pages.type })
    .from(page_slug_history)
    .innerJoin(pages, eq(pages.id, page_slug_history.page_id))
    .where(and(eq(page_slug_history.slug, slug), options.includeDrafts ? undefined : eq(pages.is_published, true)))
    .limit(1);
  return row ? pagePath(row) : null;
}
