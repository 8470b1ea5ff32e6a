// The back office's translations screen (/admin/translations): its URL (?q=&category=&missing=
// &page=&size=), its three forms (add, inline edit, reset to default), the interpolation rule
// and the shapes the screen draws. Browser-safe: the add modal and the rows check with the same
// schemas, the action is the authority. Messages are translation keys.
import { z } from "zod";
import { ADMIN_PAGE_SIZES, flagParam, parseListParams, uuidParam } from "~/forms/list-params";
import { hasControlCharacter, INVALID_CHARACTERS, isUuid, RESERVED_FIELD_SEGMENTS } from "~/forms/validate";

/** The audit log's entity type for a translation (its writes, its rows' history links). */
export const TRANSLATION_ENTITY = "translation";

/** Longest text of the locale files: 344 characters; a text of a page is never an article. */
export const TRANSLATION_TEXT_MAX = 2000;
/** Longest key of the locale files: 63 characters. */
export const TRANSLATION_KEY_MAX = 150;
export const TRANSLATION_CONTEXT_MAX = 500;

/**
 * A key as the code names it: at least two dotted segments of unaccented letters, digits,
 * "_" and "-" (`home.cta_contact`, `breadcrumbs.case-studies`, `admin.stats.icons.Flag` where
 * a segment is a value of the code). The first one, the locale files' top-level group, is
 * lowercase and starts with a letter.
 */
export const TRANSLATION_KEY_PATTERN = /^[a-z][a-z0-9_-]*(\.[A-Za-z0-9][A-Za-z0-9_-]*)+$/;

/** `?q=&category=&missing=1&page=&size=`, read leniently (a bad value falls back to its default). */
export function parseAdminTranslationParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: {
      /** A translation category's id; absent or unknown: all categories. */
      category: uuidParam,
      /** Only the texts whose English is empty or the same as the French (`?missing=1`). */
      missing: flagParam,
    },
  });
}
export type AdminTranslationParams = ReturnType<typeof parseAdminTranslationParams>;

/**
 * The names of the `{{variables}}` a text interpolates, sorted and without repeats:
 * `{{name}}`, `{{- name}}` (unescaped) and `{{count, number}}` (formatted) all name `name`
 * or `count`. A text of the site is filled with exactly the variables its code passes.
 */
export function interpolationVariables(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*-?\s*([^\s,{}]+)\s*(?:,[^{}]*)?\}\}/g)) names.add(match[1]);
  return [...names].sort();
}

/** Whether `text` names the same variables as `reference` (none dropped, renamed or added). */
export function hasSameVariables(text: string, reference: string): boolean {
  return interpolationVariables(text).join("\u0000") === interpolationVariables(reference).join("\u0000");
}

const E = "admin.translations.error";
const V = "admin.translations.validation";

/**
 * A text of the site: required, one line (the locale files hold no line break, and e-mail
 * subjects and titles cannot show one, so a line break typed in the textarea becomes a space).
 */
function siteText(required: string) {
  return z
    .string({ error: required })
    .transform((text) => text.replace(/\s*[\r\n\t]+\s*/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(TRANSLATION_TEXT_MAX, `${V}.text_too_long`)
        .refine((text) => !hasControlCharacter(text), INVALID_CHARACTERS),
    );
}

const translationId = z.string({ error: `${E}.not_found` }).refine(isUuid, `${E}.not_found`);

/** The add modal (spec: category, key, French and English text, all required). */
export const createTranslationSchema = z.object({
  category_id: z.string({ error: `${V}.category_required` }).refine(isUuid, `${V}.category_required`),
  key: z
    .string({ error: `${V}.key_required` })
    .trim()
    .min(1, `${V}.key_required`)
    .max(TRANSLATION_KEY_MAX, `${V}.key_too_long`)
    .regex(TRANSLATION_KEY_PATTERN, `${V}.key_invalid`)
    // The messages are one nested object built from the keys' segments (unflattenMessages).
    .refine((key) => key.split(".").every((part) => !RESERVED_FIELD_SEGMENTS.has(part)), `${V}.key_invalid`),
  fr: siteText(`${V}.fr_required`),
  en: siteText(`${V}.en_required`),
});
export type CreateTranslationInput = z.infer<typeof createTranslationSchema>;

/** A row's inline edit (spec: fr, en and context; the texts stay required as on adding). */
export const updateTranslationSchema = z.object({
  id: translationId,
  fr: siteText(`${V}.fr_required`),
  en: siteText(`${V}.en_required`),
  // Optional text: NULL when blank (decision 012).
  context: z
    .string()
    .optional()
    .transform((text) => text?.replace(/\s+/g, " ").trim() || null)
    .pipe(
      z
        .string()
        .max(TRANSLATION_CONTEXT_MAX, `${V}.context_too_long`)
        .refine((text) => !hasControlCharacter(text), INVALID_CHARACTERS)
        .nullable(),
    ),
});
export type UpdateTranslationInput = z.infer<typeof updateTranslationSchema>;

/** "Reset to default": the row named by its id. */
export const translationIdSchema = z.object({ id: translationId });

/** Where a row's text comes from: the locale files' default, an admin's edit of it, or an admin's own key. */
export type TranslationOrigin = "default" | "edited" | "added";

/** One translation as the list draws it. */
export type AdminTranslation = {
  id: string;
  key: string;
  fr: string;
  en: string;
  context: string | null;
  category_id: string | null;
  category_name: string | null;
  origin: TranslationOrigin;
  /** The locale files' texts of the key (what "reset to default" brings back); null for an added key. */
  defaults: { fr: string; en: string } | null;
};

export type AdminTranslationPage = {
  translations: AdminTranslation[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

export type TranslationCategory = { id: string; name: string };

/**
 * How complete each language is, over every key: French counts a key whose French text is not
 * blank; English one whose English text is not blank and differs from the French (an English
 * text equal to the French is, nearly always, the French copied in while waiting for a
 * translation, which is what the seed does for a key without English).
 */
export type TranslationCompleteness = { total: number; fr: number; en: number };
