// Pages and blog posts in the back office (/admin/pages): the list (search, type and status
// filters, newest update first, paged in SQL), one page with its revision history, and the
// writes. Every save keeps a snapshot of the page in page_revisions in the same transaction
// (the last MAX_REVISIONS per page); restoring a version is a new save of its snapshot. The
// fixed pages (guides, about…) are edited like the others but keep their slug and type and
// are never deleted. Callers check the admin role first (adminAction, requireAdmin).
import { and, desc, eq, ne, notInArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { page_categories, page_revisions, pages, users } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { toIso } from "~/blog/blog.server";
import { toSlug } from "~/forms/slug";
import { type FieldErrors, isUuid } from "~/forms/validate";
import { PAGE_LINK_COLUMNS } from "~/pages/pages.server";
import { FIXED_PAGE_SLUGS, pagePath } from "~/pages/paths";
import { db, inSavepoint, isUniqueViolation } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { searchAny } from "~/server/search.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";
import {
  type AdminPageDetail,
  type AdminPageList,
  type AdminPageParams,
  type BlogCategoryChoice,
  MAX_REVISIONS,
  PAGE_ENTITY,
  PAGE_KINDS,
  type PageFields,
  type PageFormData,
  type PageRevisionSummary,
  type PageRevisionView,
  pageFormSchema,
} from "./admin-schema";

const E = "admin.pages.error";
const V = "admin.pages.validation";

export function isFixedPage(slug: string): boolean {
  return (FIXED_PAGE_SLUGS as readonly string[]).includes(slug);
}

type PageRow = typeof pages.$inferSelect;

/** The editable fields of a stored page: what a revision keeps. */
export function fieldsOf(row: PageRow): PageFields {
  return {
    type: row.type,
    slug: row.slug,
    title_fr: row.title_fr,
    title_en: row.title_en,
    content_fr: row.content_fr,
    content_en: row.content_en,
    meta_title_fr: row.meta_title_fr,
    meta_title_en: row.meta_title_en,
    meta_description_fr: row.meta_description_fr,
    meta_description_en: row.meta_description_en,
    category_id: row.category_id,
    thumbnail_url: row.thumbnail_url,
    is_published: row.is_published,
  };
}

// ---------------------------------------------------------------- reads

function listFilters(params: Pick<AdminPageParams, "q" | "type" | "status">): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.q) {
    // Either title or the slug, case- and accent-insensitive like every search of the site.
    conditions.push(searchAny([pages.title_fr, pages.title_en, pages.slug], params.q));
  }
  if (params.type) conditions.push(eq(pages.type, params.type));
  if (params.status) conditions.push(eq(pages.is_published, params.status === "published"));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the list, most recently updated first. A page past the end shows the last one. */
export async function listAdminPages(params: AdminPageParams): Promise<AdminPageList> {
  const where = listFilters(params);
  const query = db()
    .select({
      ...PAGE_LINK_COLUMNS,
      is_published: pages.is_published,
      updated_at: pages.updated_at,
    })
    .from(pages)
    .where(where)
    .orderBy(desc(pages.updated_at), desc(pages.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(pages, where), params);
  return {
    pages: rows.map((row) => ({
      ...row,
      updated_at: toIso(row.updated_at) as string,
      path: pagePath(row),
      isFixed: isFixedPage(row.slug),
    })),
    ...paging,
  };
}

const revisionColumns = {
  id: page_revisions.id,
  created_at: page_revisions.created_at,
  author_name: users.full_name,
  author_email: users.email,
};

function revisionSummary(row: {
  id: string;
  created_at: Date;
  author_name: string | null;
  author_email: string | null;
}): PageRevisionSummary {
  return {
    id: row.id,
    created_at: toIso(row.created_at) as string,
    author: row.author_name || row.author_email || null,
  };
}

/** A page as its editor opens it, with its saved versions (newest first), or null. */
export async function getAdminPage(id: string): Promise<AdminPageDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(pages).where(eq(pages.id, id));
  if (!row) return null;
  const revisions = await db()
    .select(revisionColumns)
    .from(page_revisions)
    .leftJoin(users, eq(users.id, page_revisions.author_id))
    .where(eq(page_revisions.page_id, id))
    .orderBy(desc(page_revisions.created_at), desc(page_revisions.id))
    .limit(MAX_REVISIONS);
  return {
    id: row.id,
    ...fieldsOf(row),
    path: pagePath(row),
    isFixed: isFixedPage(row.slug),
    published_at: toIso(row.published_at),
    updated_at: toIso(row.updated_at) as string,
    revisions: revisions.map(revisionSummary),
  };
}

/** The fields a snapshot holds, read leniently: a snapshot written by an older version still restores. */
const snapshotSchema = z.object({
  type: z.enum(PAGE_KINDS).catch("page"),
  slug: z.string().catch(""),
  title_fr: z.string().catch(""),
  title_en: z.string().catch(""),
  content_fr: z.string().catch(""),
  content_en: z.string().catch(""),
  meta_title_fr: z.string().nullable().catch(null),
  meta_title_en: z.string().nullable().catch(null),
  meta_description_fr: z.string().nullable().catch(null),
  meta_description_en: z.string().nullable().catch(null),
  category_id: z.string().nullable().catch(null),
  thumbnail_url: z.string().nullable().catch(null),
  is_published: z.boolean().catch(false),
});

/** One saved version of a page (it must belong to that page), or null. */
export async function getPageRevision(pageId: string, revisionId: string): Promise<PageRevisionView | null> {
  if (!isUuid(pageId) || !isUuid(revisionId)) return null;
  const [row] = await db()
    .select({ ...revisionColumns, snapshot: page_revisions.snapshot })
    .from(page_revisions)
    .leftJoin(users, eq(users.id, page_revisions.author_id))
    .where(and(eq(page_revisions.id, revisionId), eq(page_revisions.page_id, pageId)));
  if (!row) return null;
  return { ...revisionSummary(row), snapshot: snapshotSchema.parse(row.snapshot ?? {}) };
}

/** Blog categories for the editor's select, by French name (spec); inactive ones are marked there. */
export function listBlogCategoryChoices(): Promise<BlogCategoryChoice[]> {
  return db()
    .select({
      id: page_categories.id,
      name_fr: page_categories.name_fr,
      name_en: page_categories.name_en,
      is_active: page_categories.is_active,
    })
    .from(page_categories)
    .where(eq(page_categories.type, "blog"))
    .orderBy(sql`${page_categories.name_fr} collate "und-x-icu"`);
}

// ---------------------------------------------------------------- revisions

/**
 * Keeps the page as it now stands as its newest revision, then drops all but the newest
 * MAX_REVISIONS, in the caller's transaction (the page row is locked by then, so two saves of
 * one page cannot interleave their pruning). `before`: the page before this save; a page with
 * no history yet (created before revisions existed, or by the seed) first gets that version,
 * dated by its last update, so the first edit can be undone too.
 */
export async function recordPageRevision(pageId: string, authorId: string | null, before?: PageRow): Promise<void> {
  if (before) {
    const [existing] = await db()
      .select({ id: page_revisions.id })
      .from(page_revisions)
      .where(eq(page_revisions.page_id, pageId))
      .limit(1);
    if (!existing) {
      await db()
        .insert(page_revisions)
        .values({ page_id: pageId, snapshot: fieldsOf(before), author_id: null, created_at: before.updated_at });
    }
  }
  const [row] = await db().select().from(pages).where(eq(pages.id, pageId));
  await db()
    .insert(page_revisions)
    // clock_timestamp(), not now(): a transaction's now() is its start, the same for two rows.
    .values({ page_id: pageId, snapshot: fieldsOf(row), author_id: authorId, created_at: sql`clock_timestamp()` });
  const kept = db()
    .select({ id: page_revisions.id })
    .from(page_revisions)
    .where(eq(page_revisions.page_id, pageId))
    .orderBy(desc(page_revisions.created_at), desc(page_revisions.id))
    .limit(MAX_REVISIONS);
  await db()
    .delete(page_revisions)
    .where(and(eq(page_revisions.page_id, pageId), notInArray(page_revisions.id, kept)));
}

// ---------------------------------------------------------------- writes

/**
 * The rules the form alone cannot check: the slug (derived from the English title when a new
 * page has none; fixed pages keep theirs), that it is free, and that a post's category is a
 * blog category, and that the thumbnail is an upload of its purpose or the page's current one
 * (unless restoring: a revision's thumbnail is the page's own history, not the form's).
 * Answers the fields to write, or the field errors.
 */
async function checkFields(
  input: PageFields,
  existing: PageRow | null,
  options: { fromRevision?: boolean } = {},
): Promise<{ ok: true; fields: PageFields } | { ok: false; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  if (
    !options.fromRevision &&
    !(await isAcceptedUploadUrl(input.thumbnail_url, {
      purposes: ["page-thumbnail"],
      current: [existing?.thumbnail_url],
    }))
  ) {
    errors.thumbnail_url = `${V}.thumbnail_invalid`;
  }
  let slug = input.slug;
  if (!slug && !existing) slug = toSlug(input.title_en);
  if (existing && isFixedPage(existing.slug)) {
    if (slug !== existing.slug) errors.slug = `${V}.slug_fixed`;
    if (input.type !== existing.type) errors.type = `${V}.type_fixed`;
  }
  if (!slug) errors.slug ??= `${V}.slug_required`;
  if (!errors.slug) {
    const [taken] = await db()
      .select({ id: pages.id })
      .from(pages)
      .where(existing ? and(eq(pages.slug, slug), ne(pages.id, existing.id)) : eq(pages.slug, slug))
      .limit(1);
    if (taken) errors.slug = `${V}.slug_taken`;
  }
  if (input.type === "blog" && input.category_id) {
    const [category] = await db()
      .select({ id: page_categories.id })
      .from(page_categories)
      .where(and(eq(page_categories.id, input.category_id), eq(page_categories.type, "blog")));
    if (!category) errors.category_id = `${V}.category_required`;
  }
  if (input.type === "blog" && !input.category_id) errors.category_id = `${V}.category_required`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      ...input,
      slug,
      category_id: input.type === "blog" ? input.category_id : null,
      // Sanitised on every write, whatever the source (the form, a restored snapshot).
      content_fr: sanitizeRichText(input.content_fr),
      content_en: sanitizeRichText(input.content_en),
    },
  };
}

/**
 * Runs an insert or update in a savepoint: two admins taking the same slug at once pass the
 * check above, the unique constraint refuses the second, and the caller's transaction survives.
 */
async function writeOrSlugTaken<T>(write: () => Promise<T>): Promise<T | "slug_taken"> {
  try {
    return await inSavepoint(() => write());
  } catch (error) {
    if (isUniqueViolation(error, "pages_slug_unique")) return "slug_taken";
    throw error;
  }
}

const slugTaken = () => invalid({ slug: `${V}.slug_taken` });

export async function createAdminPage(input: PageFormData, actorId: string): Promise<WriteResult> {
  const checked = await checkFields(input, null);
  if (!checked.ok) return invalid(checked.errors);
  const { fields } = checked;
  const created = await writeOrSlugTaken(() =>
    db()
      .insert(pages)
      .values({ ...fields, author_id: actorId, published_at: fields.is_published ? new Date() : null })
      .returning({ id: pages.id }),
  );
  if (created === "slug_taken") return slugTaken();
  const id = created[0].id;
  await recordPageRevision(id, actorId);
  const [after] = await db().select().from(pages).where(eq(pages.id, id));
  return written(
    { action: "create", entity: PAGE_ENTITY, id, label: after.title_fr, after },
    { data: { id, path: pagePath(after) } },
  );
}

/** The page locked for this transaction's write, or null. */
async function lockPage(id: string): Promise<PageRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(pages).where(eq(pages.id, id)).for("update");
  return row ?? null;
}

/** Writes `fields` over page `before`, then its revision: the save behind update and restore. */
async function savePage(
  before: PageRow,
  fields: PageFields,
  actorId: string,
  action: "update" | "restore",
): Promise<WriteResult> {
  const updated = await writeOrSlugTaken(() =>
    db()
      .update(pages)
      .set({
        ...fields,
        // Spec: published_at is set when the page is first published, and kept afterwards.
        published_at: before.published_at ?? (fields.is_published ? new Date() : null),
      })
      .where(eq(pages.id, before.id)),
  );
  if (updated === "slug_taken") return slugTaken();
  await recordPageRevision(before.id, actorId, before);
  const [after] = await db().select().from(pages).where(eq(pages.id, before.id));
  return written(
    { action, entity: PAGE_ENTITY, id: before.id, label: after.title_fr, before, after },
    { data: { id: before.id, path: pagePath(after) } },
  );
}

export async function updateAdminPage(id: string, input: PageFormData, actorId: string): Promise<WriteResult> {
  const before = await lockPage(id);
  if (!before) return notFound(`${E}.not_found`);
  const checked = await checkFields(input, before);
  if (!checked.ok) return invalid(checked.errors);
  return savePage(before, checked.fields, actorId, "update");
}

/**
 * Restores a saved version: a new save of its snapshot (itself a revision), checked like any
 * save. A version whose slug another page took since, or whose category is gone, is refused
 * with a message saying so (the editor is there to fix it by hand).
 */
export async function restorePageRevision(id: string, revisionId: string, actorId: string): Promise<WriteResult> {
  const before = await lockPage(id);
  if (!before) return notFound(`${E}.not_found`);
  const revision = await getPageRevision(id, revisionId);
  if (!revision) return notFound(`${E}.revision_not_found`);
  const checked = await checkFields(revision.snapshot, before, { fromRevision: true });
  if (!checked.ok) {
    const key = checked.errors.slug ? "restore_slug" : checked.errors.category_id ? "restore_category" : "restore";
    return conflict(`${E}.${key}`);
  }
  return savePage(before, checked.fields, actorId, "restore");
}

export async function deleteAdminPage(id: string): Promise<WriteResult> {
  const before = await lockPage(id);
  if (!before) return notFound(`${E}.delete`);
  // The fixed pages have routes, footer links and site-map entries of their own.
  if (isFixedPage(before.slug)) return conflict(`${E}.delete_fixed`);
  // Its revisions go with it (ON DELETE CASCADE).
  await db().delete(pages).where(eq(pages.id, id));
  return written({ action: "delete", entity: PAGE_ENTITY, id, label: before.title_fr, before });
}

const field = (formData: FormData, name: string) => String(formData.get(name) ?? "");

/**
 * The pages screen's writes. The editor's saves and restores answer its fetchers; a delete
 * from the list goes back to `back` (the list as it was) with its toast.
 */
export function pageActions(back: string): AdminActionSpec {
  return {
    what: "page",
    messages: screenMessages(E),
    intents: {
      ...crudIntents({
        schema: pageFormSchema,
        toasts: "admin.pages.success",
        notFound: { update: `${E}.not_found` },
        create: (data, { actor }) => createAdminPage(data, actor.id),
        update: (id, data, { actor }) => updateAdminPage(id, data, actor.id),
        delete: deleteAdminPage,
        deleteRedirect: back,
      }),
      restore: intent({
        toast: "admin.pages.success.restored",
        failureMessage: `${E}.restore`,
        run: ({ formData, actor }) =>
          restorePageRevision(field(formData, "id"), field(formData, "revision_id"), actor.id),
      }),
    },
  };
}
