// The help centre: active sections and their active articles by display order, optionally
// narrowed by a search over article titles and contents in the reader's language.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { help_articles, help_sections } from "#db/schema";
import { localized } from "~/i18n/localized.server";
import { type Lang, pick } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { searchAny } from "~/server/search.server";
import type { HelpSection } from "./types";

/**
 * Title-or-content match, case- and accent-insensitive, on the text the reader sees (English
 * falls back to French when empty). Tags are stripped so "strong" does not match every article.
 */
function articleSearch(q: string, lang: Lang): SQL {
  const title = localized(help_articles.title_fr, help_articles.title_en, lang);
  const content = localized(help_articles.content_fr, help_articles.content_en, lang);
  return searchAny([title, sql`f_html_text(${content})`], q);
}

/**
 * Sections with their articles in one joined query. When searching, only matching articles
 * and the sections holding them are returned.
 */
export async function loadHelpCentre(input: { q: string; lang: Lang }): Promise<HelpSection[]> {
  const conditions: SQL[] = [eq(help_sections.is_active, true)];
  if (input.q) conditions.push(articleSearch(input.q, input.lang));
  const articleJoin = and(eq(help_articles.section_id, help_sections.id), eq(help_articles.is_active, true));
  const base = db()
    .select({
      section_id: help_sections.id,
      slug: help_sections.slug,
      section_title_fr: help_sections.title_fr,
      section_title_en: help_sections.title_en,
      description_fr: help_sections.description_fr,
      description_en: help_sections.description_en,
      article_id: help_articles.id,
      title_fr: help_articles.title_fr,
      title_en: help_articles.title_en,
      content_fr: help_articles.content_fr,
      content_en: help_articles.content_en,
    })
    .from(help_sections)
    // A left join keeps sections with no article yet; a search condition on the article columns
    // drops those rows again, so searching only returns sections holding a match.
    .leftJoin(help_articles, articleJoin);
  const rows = await base
    .where(and(...conditions))
    .orderBy(
      asc(help_sections.display_order),
      asc(help_sections.id),
      asc(help_articles.display_order),
      asc(help_articles.id),
    );

  const sections = new Map<string, HelpSection>();
  for (const row of rows) {
    let section = sections.get(row.section_id);
    if (!section) {
      section = {
        id: row.section_id,
        slug: row.slug,
        title: pick({ title_fr: row.section_title_fr, title_en: row.section_title_en }, "title", input.lang),
        description: pick(row, "description", input.lang),
        articles: [],
      };
      sections.set(row.section_id, section);
    }
    if (row.article_id) {
      section.articles.push({
        id: row.article_id,
        title: pick({ title_fr: row.title_fr ?? "", title_en: row.title_en ?? "" }, "title", input.lang),
        // Sanitised again on the way out: help articles are written by the seed and the back
        // office, and this page must stay safe whichever writer forgot.
        html: sanitizeRichText(
          pick({ content_fr: row.content_fr ?? "", content_en: row.content_en ?? "" }, "content", input.lang),
        ),
      });
    }
  }
  return [...sections.values()];
}
