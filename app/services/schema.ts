// The service form (one zod schema for the editor and the action) and the list's URL
// state. Messages are translation keys. Client-safe: no server imports.
import { z } from "zod";
import { checkbox } from "~/forms/checkbox";
import { flagParam, oneOfParam, parseListParams, textParam } from "~/forms/list-params";
import { keyWithValues } from "~/i18n/key-values";
import { isSafeImageUrl } from "~/uploads/image-url";

// Same list as db/schema SERVICE_SIZES; not imported so the browser bundle does not pull in Drizzle.
export const SERVICE_SIZES = ["small", "medium", "large"] as const;
export type ServiceSize = (typeof SERVICE_SIZES)[number];

export const SERVICES_PAGE_SIZE = 12;
export const RELATED_SERVICES = 3;
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;
export const MAX_DESCRIPTION_LENGTH = 20_000;

const K = "pages.services.form";

const requiredText = (key: string) =>
  z.string({ error: key }).trim().min(1, key).max(300, "pages.services.form.too_long");
const description = z
  .string()
  .trim()
  .max(MAX_DESCRIPTION_LENGTH, `${K}.too_long`)
  .optional()
  .transform((v) => v ?? "");

/**
 * Tags typed as "a, b, c": each one trimmed; an empty tag ("a, , b" or a stray comma) and a
 * duplicate (ignoring case) are refused rather than silently dropped, so the admin sees what
 * will be saved. An entirely empty field means no tags.
 */
export function parseTags(value: string | undefined): { ok: true; tags: string[] } | { ok: false; error: string } {
  const text = (value ?? "").trim();
  if (text === "") return { ok: true, tags: [] };
  const tags = text.split(",").map((tag) => tag.trim());
  if (tags.some((tag) => tag === "")) return { ok: false, error: `${K}.tag_empty` };
  if (tags.some((tag) => tag.length > MAX_TAG_LENGTH))
    return { ok: false, error: keyWithValues(`${K}.tag_too_long`, { max: MAX_TAG_LENGTH }) };
  const seen = new Set<string>();
  for (const tag of tags) {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return { ok: false, error: `${K}.tag_duplicate` };
    seen.add(key);
  }
  if (tags.length > MAX_TAGS) return { ok: false, error: `${K}.too_many_tags` };
  return { ok: true, tags };
}

const tagsField = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const result = parseTags(value);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    }
    return result.tags;
  });

export const serviceFormSchema = z.object({
  title_fr: requiredText(`${K}.title_required`),
  title_en: requiredText(`${K}.title_required`),
  description_fr: description,
  description_en: description,
  size: z.enum(SERVICE_SIZES, { error: `${K}.size_invalid` }).default("medium"),
  is_featured: checkbox,
  // One list per language; an empty English list shows the French tags to English readers.
  tags_fr: tagsField,
  tags_en: tagsField,
  image_url: z
    .string()
    .trim()
    .max(2000, `${K}.image_invalid`)
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isSafeImageUrl(v), `${K}.image_invalid`),
});

export type ServiceFormData = z.infer<typeof serviceFormSchema>;

// ---------------------------------------------------------------- list URL state

export type ServiceListParams = ReturnType<typeof parseServiceListParams>;

/**
 * `?q=&featured=1&size=&tag=&page=` read leniently: anything invalid falls back to its default.
 * `size` is the services' own size filter: the list has a fixed page size.
 */
export function parseServiceListParams(search: URLSearchParams) {
  return parseListParams(search, {
    filters: { featured: flagParam, size: oneOfParam(SERVICE_SIZES), tag: textParam(MAX_TAG_LENGTH) },
  });
}

export function activeServiceFilterCount(params: ServiceListParams): number {
  return [params.featured || null, params.size, params.tag].filter((v) => v !== null).length;
}
