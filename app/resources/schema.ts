// The resource form (one zod schema for the editor and the action), the list's URL state and
// the rules on ids and file URLs. Messages are translation keys. Client-safe.

import { z } from "zod";
import { checkbox } from "~/forms/checkbox";
import { oneOfParam, parseListParams } from "~/forms/list-params";
import { isUuid } from "~/forms/validate";
import { isSafeImageUrl } from "~/uploads/image-url";

// Same list as db/schema RESOURCE_TYPES; not imported so the browser bundle does not pull in Drizzle.
export const RESOURCE_TYPES = ["document", "video", "template", "guide", "mock_exam"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCES_PAGE_SIZE = 12;
export const RELATED_RESOURCES = 3;
export const MAX_DESCRIPTION_LENGTH = 20_000;

/** The spec's rule for /ressources/{id}: anything else is the invalid-id error, not a lookup. */
export function isResourceId(value: string | undefined): value is string {
  return isUuid(value);
}

/**
 * Where a download may send the reader: an http(s) address, or one of our own files (uploads,
 * or the demo files shipped in public/demo). Anything else (javascript:, data:, "//host",
 * other paths of this site) is refused, so a resource can never be turned into an open
 * redirect or a script.
 */
export function isSafeFileUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  if (/^\/(?:uploads|demo)\/[^\s\\]*$/.test(url)) return !url.includes("..");
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

const K = "pages.resources.form";

const requiredText = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, key).max(max, `${K}.too_long`);
const reference = (key: string) => z.string({ error: key }).trim().min(1, key).pipe(z.guid(key));
const optionalReference = (key: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isUuid(v), key);

export const resourceFormSchema = z
  .object({
    title_fr: requiredText(`${K}.title_required`, 300),
    title_en: requiredText(`${K}.title_required`, 300),
    description_fr: requiredText(`${K}.description_required`, MAX_DESCRIPTION_LENGTH),
    description_en: requiredText(`${K}.description_required`, MAX_DESCRIPTION_LENGTH),
    type: z.enum(RESOURCE_TYPES, { error: `${K}.type_required` }),
    partner_id: reference(`${K}.partner_required`),
    mock_exam_id: optionalReference(`${K}.mock_exam_required`),
    url: z
      .string()
      .trim()
      .max(2000, `${K}.url_invalid`)
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || isSafeFileUrl(v), `${K}.url_invalid`),
    thumbnail_url: z
      .string()
      .trim()
      .max(2000, `${K}.thumbnail_invalid`)
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || isSafeImageUrl(v), `${K}.thumbnail_invalid`),
    is_premium: checkbox,
  })
  .superRefine((value, ctx) => {
    if (value.type === "mock_exam" && !value.mock_exam_id) {
      ctx.addIssue({ code: "custom", path: ["mock_exam_id"], message: `${K}.mock_exam_required` });
    }
  })
  // A mock exam only belongs to a resource of that type; a leftover choice is dropped.
  .transform((value) => ({ ...value, mock_exam_id: value.type === "mock_exam" ? value.mock_exam_id : null }));

export type ResourceFormData = z.infer<typeof resourceFormSchema>;

// ---------------------------------------------------------------- list URL state

export type ResourceListParams = ReturnType<typeof parseResourceListParams>;

/** `?q=&type=&page=` read leniently: anything invalid falls back to its default. */
export function parseResourceListParams(search: URLSearchParams) {
  return parseListParams(search, { filters: { type: oneOfParam(RESOURCE_TYPES) } });
}
