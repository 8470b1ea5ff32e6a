// The help centre in the back office: every section and article (inactive ones included) by
// display order, searched in both languages; the writes (new items appended at the current count
// under the reorder kit's lock, rich content sanitised, an article moved to another section goes
// to its end); deleting a section takes its articles along, only as many as the confirmation
// named; and the reorders of sections and of one section's articles. Callers check the admin
// role first (adminAction does).
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { help_articles, help_sections } from "#db/schema";
import { type AdminActionSpec, intent } from "~/admin/action.server";
import type { AuditRecord } from "~/admin/audit.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { appendPosition, lockOrder, reorderIntent } from "~/admin/reorder.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { localized } from "~/i18n/localized.server";
import type { Lang } from "~/i18n/messages";
import { hasText } from "~/rich-text/plain-text";
import { db } from "~/server/db.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { searchAny } from "~/server/search.server";
import {
  ARTICLE_PREVIEW_LENGTH,
  deleteHelpSectionSchema,
  type HelpArticleInput,
  type HelpSectionInput,
  helpArticleSchema,
  helpSectionSchema,
} from "./admin-schema";
import type { AdminHelpArticle, AdminHelpSection } from "./admin-types";

const E = "admin.help.error";
const V = "admin.help.validation";

/** More than a help centre holds; the list stays bounded whatever the table grows to. */
export const ADMIN_HELP_CAPS = { sections: 200, articles: 2000 } as const;

/** A section's titles or descriptions, in either language, contain the search. */
function sectionMatch(q: string): SQL {
  return searchAny(
    [help_sections.title_fr, help_sections.title_en, help_sections.description_fr, help_sections.description_en],
    q,
  );
}

/** An article's titles or texts (tags stripped, so "strong" does not match every one), in either language. */
function articleMatch(q: string): SQL {
  return searchAny(
    [
      help_articles.title_fr,
      help_articles.title_en,
      sql`f_html_text(${help_articles.content_fr})`,
      sql`f_html_text(${help_articles.content_en})`,
    ],
    q,
  );
}

/**
 * Sections with their articles, in order. With a search (both languages, case- and
 * accent-insensitive): the sections that match or hold a matching article, with the matching
 * articles (all of them when the section itself matches).
 */
export async function loadAdminHelp({ q, lang }: { q: string; lang: Lang }): Promise<AdminHelpSection[]> {
  const sections = await db()
    .select({
      id: help_sections.id,
      title_fr: help_sections.title_fr,
      title_en: help_sections.title_en,
      description_fr: help_sections.description_fr,
      description_en: help_sections.description_en,
      is_active: help_sections.is_active,
    })
    .from(help_sections)
    .where(
      q
        ? or(
            sectionMatch(q),
            sql`exists (select 1 from ${help_articles} where ${help_articles.section_id} = ${help_sections.id} and ${articleMatch(q)})`,
          )
        : undefined,
    )
    .orderBy(asc(help_sections.display_order), asc(help_sections.id))
    .limit(ADMIN_HELP_CAPS.sections);
  if (sections.length === 0) return [];

  const ids = sections.map((section) => section.id);
  const text = sql`btrim(f_html_text(${localized(help_articles.content_fr, help_articles.content_en, lang)}))`;
  // Every article counts in its section's total, whatever the search shows.
  const counts = db()
    .select({ section_id: help_articles.section_id, total: sql<number>`count(*)::int` })
    .from(help_articles)
    .where(inArray(help_articles.section_id, ids))
    .groupBy(help_articles.section_id);
  const articles = db()
    .select({
      id: help_articles.id,
      section_id: help_articles.section_id,
      title_fr: help_articles.title_fr,
      title_en: help_articles.title_en,
      content_fr: help_articles.content_fr,
      content_en: help_articles.content_en,
      is_active: help_articles.is_active,
      preview: sql<string>`left(${text}, ${ARTICLE_PREVIEW_LENGTH})`,
      is_preview_cut: sql<boolean>`char_length(${text}) > ${ARTICLE_PREVIEW_LENGTH}`,
    })
    .from(help_articles)
    .innerJoin(help_sections, eq(help_sections.id, help_articles.section_id))
    .where(and(inArray(help_articles.section_id, ids), q ? or(articleMatch(q), sectionMatch(q)) : undefined))
    .orderBy(asc(help_articles.display_order), asc(help_articles.id))
    .limit(ADMIN_HELP_CAPS.articles);

  const [totals, rows] = await Promise.all([counts, articles]);
  const totalBySection = new Map(totals.map((row) => [row.section_id, Number(row.total)]));
  const bySection = new Map<string, AdminHelpArticle[]>();
  for (const article of rows) {
    const list = bySection.get(article.section_id) ?? [];
    list.push({ ...article, is_preview_cut: Boolean(article.is_preview_cut) });
    bySection.set(article.section_id, list);
  }
  return sections.map((section) => ({
    ...section,
    article_count: totalBySection.get(section.id) ?? 0,
    articles: bySection.get(section.id) ?? [],
  }));
}

/** Editor HTML as stored: sanitised, and "" for an emptied editor (it leaves "<p></p>"). */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  return hasText(clean) ? clean : "";
}

function articleValues(input: HelpArticleInput) {
  return {
    title_fr: input.title_fr,
    title_en: input.title_en,
    content_fr: cleanContent(input.content_fr),
    content_en: cleanContent(input.content_en),
    is_active: input.is_active,
  };
}

const sectionAudit = (action: string, id: string, label: string) => ({ action, entity: "help_section", id, label });
const articleAudit = (action: string, id: string, label: string) => ({ action, entity: "help_article", id, label });

export async function createHelpSection(input: HelpSectionInput): Promise<WriteResult> {
  const { position } = await appendPosition(help_sections);
  const audit = await auditedInsert(
    help_sections,
    { ...input, display_order: position },
    { entity: "help_section", label: input.title_fr },
  );
  return written(audit, { data: { id: audit.id } });
}

export async function updateHelpSection(id: string, input: HelpSectionInput): Promise<WriteResult> {
  return auditedUpdate(help_sections, id, {
    entity: "help_section",
    label: input.title_fr,
    missing: notFound(`${E}.save_section`),
    write: input,
  });
}

/**
 * Deletes a section and its articles (the foreign key cascades), once the person has confirmed
 * with the number of articles they were shown. The article order lock comes first, as a creation
 * takes it before its foreign key's lock on the section: no lock-order deadlock.
 */
export async function deleteHelpSection(id: string, confirmedArticles: number): Promise<WriteResult> {
  await lockOrder(help_articles);
  const [section] = await db().select().from(help_sections).where(eq(help_sections.id, id)).for("update");
  if (!section) return notFound(`${E}.delete_section`);
  const articles = await db().select().from(help_articles).where(eq(help_articles.section_id, id));
  if (articles.length !== confirmedArticles) return conflict(`${E}.section_changed`);
  await db().delete(help_sections).where(eq(help_sections.id, id));
  const records: AuditRecord[] = [
    { ...sectionAudit("delete", id, section.title_fr), before: section },
    ...articles.map((article) => ({ ...articleAudit("delete", article.id, article.title_fr), before: article })),
  ];
  return written(records);
}

async function sectionExists(id: string): Promise<boolean> {
  const [row] = await db().select({ id: help_sections.id }).from(help_sections).where(eq(help_sections.id, id));
  return Boolean(row);
}

const sectionGone = () => invalid({ section_id: `${V}.section_required` }, `${E}.save_article`);

export async function createHelpArticle(input: HelpArticleInput): Promise<WriteResult> {
  const { position } = await appendPosition(help_articles, eq(help_articles.section_id, input.section_id));
  if (!(await sectionExists(input.section_id))) return sectionGone();
  const audit = await auditedInsert(
    help_articles,
    { ...articleValues(input), section_id: input.section_id, display_order: position },
    { entity: "help_article", label: input.title_fr },
  );
  return written(audit, { data: { id: audit.id, section_id: input.section_id } });
}

export async function updateHelpArticle(id: string, input: HelpArticleInput): Promise<WriteResult> {
  return auditedUpdate(help_articles, id, {
    entity: "help_article",
    label: input.title_fr,
    missing: notFound(`${E}.save_article`),
    data: { id, section_id: input.section_id },
    write: async (before) => {
      const values: Partial<typeof help_articles.$inferInsert> = articleValues(input);
      if (before.section_id !== input.section_id) {
        // Moved to another section: it goes to that section's end.
        const { position } = await appendPosition(help_articles, eq(help_articles.section_id, input.section_id));
        if (!(await sectionExists(input.section_id))) return sectionGone();
        values.section_id = input.section_id;
        values.display_order = position;
      }
      await db().update(help_articles).set(values).where(eq(help_articles.id, id));
    },
  });
}

export async function deleteHelpArticle(id: string): Promise<WriteResult> {
  return auditedDelete(help_articles, id, {
    entity: "help_article",
    label: (before) => String(before.title_fr),
    missing: notFound(`${E}.delete_article`),
  });
}

/**
 * The screen's writes. `back` is the list as it was (its search): deletes go back there with
 * their toast; the editors' saves answer their fetchers.
 */
export function helpActions(back: string): AdminActionSpec {
  return {
    what: "help centre",
    messages: {
      save: `${E}.save_section`,
      delete: `${E}.delete_section`,
      loginRequired: `${E}.login_required`,
      forbidden: `${E}.forbidden`,
    },
    intents: {
      ...crudIntents({
        schema: helpSectionSchema,
        suffix: "_section",
        toasts: { create: "admin.help.success.section_created", update: "admin.help.success.section_updated" },
        create: createHelpSection,
        update: updateHelpSection,
      }),
      delete_section: intent({
        schema: deleteHelpSectionSchema,
        toast: "admin.help.success.section_deleted",
        redirect: back,
        failureMessage: `${E}.delete_section`,
        invalidMessage: `${E}.delete_section`,
        run: ({ data }) => deleteHelpSection(data.id, data.articles),
      }),
      ...crudIntents({
        schema: helpArticleSchema,
        suffix: "_article",
        toasts: {
          create: "admin.help.success.article_created",
          update: "admin.help.success.article_updated",
          delete: "admin.help.success.article_deleted",
        },
        failureMessages: { create: `${E}.save_article`, update: `${E}.save_article`, delete: `${E}.delete_article` },
        create: createHelpArticle,
        update: updateHelpArticle,
        delete: deleteHelpArticle,
        deleteRedirect: back,
      }),
      reorder_sections: reorderIntent({ table: help_sections, label: help_sections.title_fr, entity: "help_section" }),
      reorder_articles: reorderIntent({
        table: help_articles,
        label: help_articles.title_fr,
        entity: "help_section",
        scope: { column: help_articles.section_id, owner: help_sections, ownerLabel: help_sections.title_fr },
      }),
    },
  };
}
