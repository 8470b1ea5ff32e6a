// The public blog: published posts (pages of type "blog") searched, filtered and
// paged in SQL, their active categories, and one post by slug.

import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { page_categories, pages, users } from "#db/schema";
import type { BlogCard, BlogCategory, BlogListPage, BlogPost } from "~/blog/types";
import { parseListParams, uuidParam } from "~/forms/list-params";
import { localized } from "~/i18n/localized.server";
import { type Lang, pick } from "~/i18n/messages";
import { excerpt } from "~/rich-text/plain-text";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";

/** Posts per page (spec: blog page size 6). */
export const BLOG_PAGE_SIZE = 6;
export type BlogParams = ReturnType<typeof parseBlogParams>;

/** The list's state from its URL (?q=&category=&page=); anything malformed is ignored, not an error. */
export function parseBlogParams(search: URLSearchParams) {
  return parseListParams(search, { filters: { category: uuidParam } });
}

/** Active blog categories, by French name (spec: ordered by name_fr). */
export function listBlogCategories(): Promise<BlogCategory[]> {
  return db()
    .select({ id: page_categories.id, name_fr: page_categories.name_fr, name_en: page_categories.name_en })
    .from(page_categories)
    .where(and(eq(page_categories.type, "blog"), eq(page_categories.is_active, true)))
    .orderBy(sql`${page_categories.name_fr} collate "und-x-icu"`);
}

/** What visitors may see of the blog: published posts only, decided here for every read. */
export const publishedPost = () => and(eq(pages.type, "blog"), eq(pages.is_published, true)) as SQL;

/**
 * Title-or-content search in the reader's language, case- and accent-insensitive. Content is
 * HTML: tags are stripped first so "strong" or "href" do not match every post. English readers
 * also match the French text of posts whose English text is empty, since that is what they see.
 */
export function blogSearchCondition(q: string, lang: Lang): SQL {
  const title = localized(pages.title_fr, pages.title_en, lang);
  const content = localized(pages.content_fr, pages.content_en, lang);
  return searchAny([title, sql`f_html_text(${content})`], q);
}

/** A page's own meta in both languages (`ownText` gives the reader's, empty when none). */
export const PAGE_META_COLUMNS = {
  meta_title_fr: pages.meta_title_fr,
  meta_title_en: pages.meta_title_en,
  meta_description_fr: pages.meta_description_fr,
  meta_description_en: pages.meta_description_en,
};

/** The author box in the reader's language (English twins, French where one is empty). */
export function authorBoxColumns(lang: Lang) {
  return {
    author_id: users.id,
    author_avatar: users.avatar_url,
    author_position: localized(users.position, users.position_en, lang),
    author_bio: localized(users.bio, users.bio_en, lang),
  };
}

const cardColumns = {
  id: pages.id,
  slug: pages.slug,
  title_fr: pages.title_fr,
  title_en: pages.title_en,
  content_fr: pages.content_fr,
  content_en: pages.content_en,
  thumbnail_url: pages.thumbnail_url,
  published_at: pages.published_at,
  category_id: page_categories.id,
  category_fr: page_categories.name_fr,
  category_en: page_categories.name_en,
  author_name: users.full_name,
};

type CardRow = {
  id: string;
  slug: string;
  title_fr: string;
  title_en: string;
  content_fr: string;
  content_en: string;
  thumbnail_url: string | null;
  published_at: Date | string | null;
  category_id: string | null;
  category_fr: string | null;
  category_en: string | null;
  author_name: string | null;
};

/**
 * A meta field in exactly the reader's language. Unlike `pick`, no French fallback: an English
 * page would otherwise carry a French title; without its own meta it uses its (picked) title.
 */
export function ownText(row: Record<string, unknown>, field: string, lang: Lang): string {
  const value = row[`${field}_${lang}`];
  return typeof value === "string" ? value.trim() : "";
}

export function toIso(value: Date | string | null): string | null {
  if (!value) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

function toCard(row: CardRow, lang: Lang): BlogCard {
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row, "title", lang),
    excerpt: excerpt(pick(row, "content", lang), 180),
    thumbnail_url: row.thumbnail_url,
    published_at: toIso(row.published_at),
    category: row.category_id
      ? { id: row.category_id, name: pick({ name_fr: row.category_fr, name_en: row.category_en }, "name", lang) }
      : null,
    author_name: row.author_name,
  };
}

/**
 * One page of published posts, newest first (published_at, then id so a page boundary never
 * repeats or skips a post): a count and a page query, filters and search in SQL. A page past
 * the end shows the last page.
 */
export async function listPublishedPosts(input: BlogParams & { lang: Lang }): Promise<BlogListPage> {
  const conditions: SQL[] = [publishedPost()];
  if (input.category) conditions.push(eq(pages.category_id, input.category));
  if (input.q) conditions.push(blogSearchCondition(input.q, input.lang));
  const where = and(...conditions);
  const query = db()
    .select(cardColumns)
    .from(pages)
    .leftJoin(page_categories, eq(page_categories.id, pages.category_id))
    .leftJoin(users, eq(users.id, pages.author_id))
    .where(where)
    .orderBy(sql`${pages.published_at} desc nulls last`, desc(pages.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(pages, where), {
    page: input.page,
    size: BLOG_PAGE_SIZE,
  });
  return { posts: rows.map((row) => toCard(row, input.lang)), ...paging };
}

/**
 * A published post by slug in the reader's language, with its category and author, or null
 * (unknown, draft or not a post). With `includeDrafts` (an admin previewing from the back
 * office) a draft post is returned too.
 */
export async function getPublishedPost(
  slug: string,
  lang: Lang,
  options: { includeDrafts?: boolean } = {},
): Promise<BlogPost | null> {
  const [row] = await db()
    .select({
      ...cardColumns,
      ...PAGE_META_COLUMNS,
      updated_at: pages.updated_at,
      is_published: pages.is_published,
      ...authorBoxColumns(lang),
    })
    .from(pages)
    .leftJoin(page_categories, eq(page_categories.id, pages.category_id))
    .leftJoin(users, eq(users.id, pages.author_id))
    .where(and(options.includeDrafts ? eq(pages.type, "blog") : publishedPost(), eq(pages.slug, slug)))
    .limit(1);
  if (!row) return null;
  return {
    ...toCard(row, lang),
    content: pick(row, "content", lang),
    meta_title: ownText(row, "meta_title", lang),
    meta_description: ownText(row, "meta_description", lang),
    updated_at: toIso(row.updated_at),
    is_published: row.is_published,
    author: row.author_id
      ? {
          id: row.author_id,
          full_name: row.author_name,
          avatar_url: row.author_avatar,
          position: row.author_position,
          bio: row.author_bio,
        }
      : null,
  };
}
