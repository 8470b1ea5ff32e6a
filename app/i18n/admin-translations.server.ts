// Translations in the back office: the list (search on key, French and English, category and
// "missing in English" filters in SQL, ordered by key, paged), the categories, each language's
// completeness, and the writes — add a key, edit a row's texts inline, reset a row to the
// locale files' text. A saved row is `is_custom`, which is what getMessages merges over the
// locale files (i18n.server.ts); its write moves the content version, so the next page and the
// next dictionary file carry it. Callers check the admin role first.
import { and, asc, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { translation_categories, translations } from "#db/schema";
import { type AdminActionSpec, intent } from "~/admin/action.server";
import { auditedCreation, auditedUpdate } from "~/admin/audited-write.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import {
  type AdminTranslationPage,
  type AdminTranslationParams,
  type CreateTranslationInput,
  createTranslationSchema,
  hasSameVariables,
  TRANSLATION_ENTITY,
  type TranslationCategory,
  type TranslationCompleteness,
  type TranslationOrigin,
  translationIdSchema,
  type UpdateTranslationInput,
  updateTranslationSchema,
} from "~/i18n/admin-translations-schema";
import { DEFAULT_MESSAGES } from "~/i18n/i18n.server";
import { flattenMessages } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";

const E = "admin.translations.error";
const V = "admin.translations.validation";

const frDefaults = flattenMessages(DEFAULT_MESSAGES.fr);
const enDefaults = flattenMessages(DEFAULT_MESSAGES.en);

/**
 * The locale files' texts of a key, as the start-up seed stores them (db/seed/base.ts
 * seedTranslations: a key without English gets the French), or null for a key the files lack.
 */
export function defaultTexts(key: string): { fr: string; en: string } | null {
  const fr = frDefaults.get(key);
  if (fr === undefined) return null;
  return { fr, en: enDefaults.get(key) ?? fr };
}

function filters(params: Pick<AdminTranslationParams, "q" | "category" | "missing">): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.q) {
    // Contains, case- and accent-insensitive like every search of the site (% and _ literal).
    conditions.push(searchAny([translations.key, translations.fr, translations.en], params.q));
  }
  if (params.category) conditions.push(eq(translations.category_id, params.category));
  if (params.missing) conditions.push(sql`(btrim(${translations.en}) = '' or ${translations.en} = ${translations.fr})`);
  return conditions.length ? and(...conditions) : undefined;
}

function originOf(row: { key: string; is_custom: boolean }): TranslationOrigin {
  if (!row.is_custom) return "default";
  return defaultTexts(row.key) ? "edited" : "added";
}

export async function listAdminTranslations(params: AdminTranslationParams): Promise<AdminTranslationPage> {
  const where = filters(params);
  const query = db()
    .select({
      id: translations.id,
      key: translations.key,
      fr: translations.fr,
      en: translations.en,
      context: translations.context,
      category_id: translations.category_id,
      category_name: translation_categories.name,
      is_custom: translations.is_custom,
    })
    .from(translations)
    .leftJoin(translation_categories, eq(translation_categories.id, translations.category_id))
    .where(where)
    // Byte order: the same on the embedded database and on PostgreSQL whatever its locale.
    .orderBy(sql`${translations.key} collate "C"`)
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(translations, where), params);
  return {
    translations: rows.map(({ is_custom, ...row }) => ({
      ...row,
      origin: originOf({ key: row.key, is_custom }),
      defaults: defaultTexts(row.key),
    })),
    ...paging,
  };
}

export async function listTranslationCategories(): Promise<TranslationCategory[]> {
  return db()
    .select({ id: translation_categories.id, name: translation_categories.name })
    .from(translation_categories)
    .orderBy(asc(translation_categories.name));
}

/** Each language's completeness over every key (defined on TranslationCompleteness), in one scan. */
export async function translationCompleteness(): Promise<TranslationCompleteness> {
  const [row] = await db()
    .select({
      total: count(),
      fr: sql<number>`count(*) filter (where btrim(${translations.fr}) <> '')`.mapWith(Number),
      en: sql<number>`count(*) filter (where btrim(${translations.en}) <> '' and ${translations.en} <> ${translations.fr})`.mapWith(
        Number,
      ),
    })
    .from(translations);
  return { total: Number(row.total), fr: row.fr, en: row.en };
}

/** `key`'s parents (`a`, `a.b` for `a.b.c`). */
function parentKeys(key: string): string[] {
  const parts = key.split(".");
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join("."));
}

/**
 * Whether `key` would sit on another key's path: the messages are one nested object, so a
 * text under an existing text's key would turn that text into a group (every page showing it
 * would break), and a text at a group's key would be dropped behind the group.
 */
async function clashesWithKeys(key: string): Promise<boolean> {
  const parents = parentKeys(key);
  const prefix = `${key}.`;
  if (parents.some((parent) => frDefaults.has(parent))) return true;
  for (const other of frDefaults.keys()) if (other.startsWith(prefix)) return true;
  const [clash] = await db()
    .select({ id: translations.id })
    .from(translations)
    .where(
      or(
        sql`starts_with(${translations.key}, ${prefix})`,
        parents.length ? inArray(translations.key, parents) : undefined,
      ),
    )
    .limit(1);
  return Boolean(clash);
}

/** A new key with its two texts, effective at once (an admin's own key is custom from the start). */
export async function createTranslation(input: CreateTranslationInput): Promise<WriteResult> {
  const [category] = await db()
    .select({ id: translation_categories.id })
    .from(translation_categories)
    .where(eq(translation_categories.id, input.category_id));
  // The modal's message says what failed (adding), the field says why.
  const refuse = (field: string, message: string) => invalid({ [field]: message }, `${E}.add`);
  if (!category) return refuse("category_id", `${V}.category_required`);
  const taken = () => refuse("key", `${V}.key_taken`);
  if (defaultTexts(input.key)) return taken();
  if (await clashesWithKeys(input.key)) return refuse("key", `${V}.key_clash`);
  // The unique key decides between two admins adding the same key at once.
  const [created] = await db()
    .insert(translations)
    .values({ category_id: category.id, key: input.key, fr: input.fr, en: input.en, is_custom: true })
    .onConflictDoNothing({ target: translations.key })
    .returning({ id: translations.id });
  if (!created) return taken();
  return written(await auditedCreation(translations, created.id, { entity: TRANSLATION_ENTITY, label: input.key }), {
    data: { key: input.key },
  });
}

/**
 * A row's texts and context, edited inline. A key of the locale files keeps exactly its
 * default's variables in each language: the code fills those and no others, so a dropped or
 * renamed `{{name}}` would show a hole or the raw placeholder on the site.
 */
export async function updateTranslation(input: UpdateTranslationInput): Promise<WriteResult> {
  return auditedUpdate(translations, input.id, {
    entity: TRANSLATION_ENTITY,
    label: (before) => String(before.key),
    missing: notFound(`${E}.not_found`),
    onlyIfChanged: true,
    check: (before) => {
      const defaults = defaultTexts(String(before.key));
      if (!defaults) return null;
      const errors: Record<string, string> = {};
      if (!hasSameVariables(input.fr, defaults.fr)) errors.fr = `${V}.placeholders`;
      if (!hasSameVariables(input.en, defaults.en)) errors.en = `${V}.placeholders`;
      return Object.keys(errors).length > 0 ? invalid(errors) : null;
    },
    write: { fr: input.fr, en: input.en, context: input.context, is_custom: true },
  });
}

/** Back to the locale files' texts, and no longer custom: later changes of the files apply again. */
export async function resetTranslation(id: string): Promise<WriteResult> {
  return auditedUpdate(translations, id, {
    action: "reset",
    entity: TRANSLATION_ENTITY,
    label: (before) => String(before.key),
    missing: notFound(`${E}.not_found`),
    onlyIfChanged: true,
    write: async (before) => {
      const defaults = defaultTexts(String(before.key));
      if (!defaults) return conflict(`${E}.no_default`);
      await db()
        .update(translations)
        .set({ fr: defaults.fr, en: defaults.en, is_custom: false })
        .where(eq(translations.id, id));
    },
  });
}

/** The screen's writes; each answers the fetcher that posted it (the modal, the row). */
export function translationActions(): AdminActionSpec {
  return {
    what: "translation",
    messages: { save: `${E}.save` },
    intents: {
      create: intent({
        schema: createTranslationSchema,
        toast: "admin.translations.success.created",
        failureMessage: `${E}.add`,
        run: ({ data }) => createTranslation(data),
      }),
      update: intent({
        schema: updateTranslationSchema,
        toast: "admin.translations.success.saved",
        run: ({ data }) => updateTranslation(data),
      }),
      reset: intent({
        schema: translationIdSchema,
        toast: "admin.translations.success.reset",
        failureMessage: `${E}.reset`,
        run: ({ data }) => resetTranslation(data.id),
      }),
    },
  };
}
