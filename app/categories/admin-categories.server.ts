// Course categories in the back office (/admin/categories): every category (archived ones
// included) by display order, searched in both languages; created at count + 1 under the
// reorder kit's lock, edited (the slug must stay free), archived (never deleted: spec
// "States"; their courses keep them) and restored; and reordered. Archived categories leave
// the catalogue's filter and the course editor's choices (courses.server.ts reads active
// ones only). Callers check the admin role first (adminAction does).
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { course_categories } from "#db/schema";
import type { AdminActionSpec } from "~/admin/action.server";
import { auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents, rowIntent } from "~/admin/crud-intents.server";
import { appendPosition, REORDER_MAX, reorderIntent } from "~/admin/reorder.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { db, inSavepoint, isUniqueViolation } from "~/server/db.server";
import { orEmpty, searchAny } from "~/server/search.server";
import { type AdminCategory, type CategoryInput, categorySchema } from "./admin-schema";

const E = "admin.categories.error";
const V = "admin.categories.validation";
const ENTITY = "course_category";

/** Numbered from 1 (spec: a new category's display order is count + 1). */
const ORDER_START = 1;

/**
 * Every category in the catalogue's order, with its number of courses; with a search, those
 * whose name or description, in either language, contains it (case- and accent-insensitive).
 */
export async function loadAdminCategories({ q }: { q: string }): Promise<AdminCategory[]> {
  const rows = await db()
    .select({
      id: course_categories.id,
      name_fr: course_categories.name_fr,
      name_en: course_categories.name_en,
      description_fr: course_categories.description_fr,
      description_en: course_categories.description_en,
      slug: course_categories.slug,
      icon: course_categories.icon,
      is_active: course_categories.is_active,
      // Spelled out: drizzle leaves a lone table's columns unqualified, and inside the subquery
      // a bare "id" would be the course's.
      course_count: sql<number>`(select count(*)::int from "courses" where "courses"."category_id" = "course_categories"."id")`,
    })
    .from(course_categories)
    .where(
      q
        ? searchAny(
            [
              course_categories.name_fr,
              course_categories.name_en,
              course_categories.description_fr,
              course_categories.description_en,
            ].map(orEmpty),
            q,
          )
        : undefined,
    )
    .orderBy(asc(course_categories.display_order), asc(course_categories.id))
    // A reorder posts the whole list: more rows than that is not a list anyone orders by hand.
    .limit(REORDER_MAX);
  return rows.map((row) => ({ ...row, course_count: Number(row.course_count) }));
}

/** Another category already using `slug` (checked before writing, for a field error). */
async function isSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: course_categories.id })
    .from(course_categories)
    .where(
      exceptId
        ? and(eq(course_categories.slug, slug), ne(course_categories.id, exceptId))
        : eq(course_categories.slug, slug),
    )
    .limit(1);
  return Boolean(row);
}

const slugTaken = () => invalid({ slug: `${V}.slug_taken` });

/**
 * Runs a write in a savepoint so that two admins saving the same slug at once get the field
 * error, not a 500: the unique constraint decides, and only the savepoint rolls back.
 */
async function withFreeSlug<T>(write: () => Promise<T>): Promise<T | "slug_taken"> {
  try {
    return await inSavepoint(() => write());
  } catch (error) {
    if (isUniqueViolation(error)) return "slug_taken";
    throw error;
  }
}

export async function createCategory(input: CategoryInput): Promise<WriteResult> {
  const { position } = await appendPosition(course_categories, undefined, { start: ORDER_START });
  if (await isSlugTaken(input.slug)) return slugTaken();
  const audit = await withFreeSlug(() =>
    auditedInsert(course_categories, { ...input, display_order: position }, { entity: ENTITY, label: input.name_fr }),
  );
  if (audit === "slug_taken") return slugTaken();
  return written(audit, { data: { id: audit.id } });
}

export async function updateCategory(id: string, input: CategoryInput): Promise<WriteResult> {
  return auditedUpdate(course_categories, id, {
    entity: ENTITY,
    label: input.name_fr,
    missing: notFound(`${E}.save`),
    check: async () => ((await isSlugTaken(input.slug, id)) ? slugTaken() : null),
    write: async () => {
      const updated = await withFreeSlug(() =>
        db().update(course_categories).set(input).where(eq(course_categories.id, id)),
      );
      return updated === "slug_taken" ? slugTaken() : undefined;
    },
  });
}

/**
 * Archives (is_active false) or restores a category; never deletes it. Its courses keep it:
 * their pages still name it and their editors still offer it, while the catalogue's filter and
 * the other courses' editors no longer do.
 */
export async function setCategoryActive(id: string, isActive: boolean): Promise<WriteResult> {
  return auditedUpdate(course_categories, id, {
    action: isActive ? "restore" : "archive",
    entity: ENTITY,
    label: (before) => String(before.name_fr),
    missing: notFound(isActive ? `${E}.save` : `${E}.archive`),
    write: async (before) => {
      if (before.is_active === isActive) return written(null);
      await db().update(course_categories).set({ is_active: isActive }).where(eq(course_categories.id, id));
    },
  });
}

/** The screen's writes: the editor answers its fetcher; archive and restore answer the row's. */
export const categoryActions: AdminActionSpec = {
  what: "course category",
  messages: {
    save: `${E}.save`,
    delete: `${E}.archive`,
    loginRequired: `${E}.login_required`,
    forbidden: `${E}.forbidden`,
  },
  intents: {
    ...crudIntents({
      schema: categorySchema,
      toasts: "admin.categories.success",
      create: createCategory,
      update: updateCategory,
    }),
    archive: rowIntent({
      toast: "admin.categories.success.archived",
      failureMessage: `${E}.archive`,
      run: (id) => setCategoryActive(id, false),
    }),
    restore: rowIntent({
      toast: "admin.categories.success.restored",
      run: (id) => setCategoryActive(id, true),
    }),
    reorder: reorderIntent({
      table: course_categories,
      label: course_categories.name_fr,
      entity: ENTITY,
      start: ORDER_START,
    }),
  },
};
