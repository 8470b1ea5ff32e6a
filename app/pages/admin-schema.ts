// The back office's pages, blog and SEO screens: list parameters, the page form, the SEO
// form and the shapes the screens receive. Browser-safe (the editors check with these
// schemas for comfort; the actions are the authority). Messages are translation keys.
import { z } from "zod";
import type { pages } from "#db/schema";
import type { Wire } from "#db/wire";
import { checkbox } from "~/forms/checkbox";
import { ADMIN_PAGE_SIZES, oneOfParam, parseListParams } from "~/forms/list-params";
import { toSlug } from "~/forms/slug";
import { uploadedImageUrl } from "~/forms/uploaded-image";
import { isUuid } from "~/forms/validate";
import { keyWithValues } from "~/i18n/key-values";

// The database's list, repeated because db/schema is not for the browser; `satisfies` keeps them in step.
export const PAGE_KINDS = ["page", "blog"] as const satisfies readonly (typeof pages.$inferSelect)["type"][];
export type PageKind = (typeof PAGE_KINDS)[number];
export const PAGE_STATUSES = ["published", "draft"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The audit log's name for a page or a post (its screen: /admin/pages?edit=). */
export const PAGE_ENTITY = "page";

/** How many saved versions of a page are kept (issue 12: the last 20). */
export const MAX_REVISIONS = 20;

/** What search engines show before cutting (issue 12's guidance), not a limit. */
export const META_TITLE_GUIDE = 60;
export const META_DESCRIPTION_GUIDE = 160;
/** Hard limits: far beyond the guidance, only to bound what is stored. */
export const META_TITLE_MAX = 200;
export const META_DESCRIPTION_MAX = 500;
export const TITLE_MAX = 300;
/** The public routes accept slugs of up to 200 characters (app/pages/pages.server.ts). */
export const SLUG_MAX = 200;
const CONTENT_MAX = 200_000;

// ---------------------------------------------------------------- list URLs

export type AdminPageParams = ReturnType<typeof parseAdminPageParams>;

/** `/admin/pages?q=&type=&status=&page=&size=`, read leniently (a bad value is its default). */
export function parseAdminPageParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: { type: oneOfParam(PAGE_KINDS), status: oneOfParam(PAGE_STATUSES) },
  });
}

export type AdminSeoParams = ReturnType<typeof parseAdminSeoParams>;

/** `/admin/seo?q=&page=&size=`. */
export function parseAdminSeoParams(search: URLSearchParams) {
  return parseListParams(search, { sizes: ADMIN_PAGE_SIZES });
}

// ---------------------------------------------------------------- forms

const V = "admin.pages.validation";

const requiredTitle = z
  .string({ error: `${V}.title_required` })
  .trim()
  .min(1, `${V}.title_required`)
  .max(TITLE_MAX, `${V}.title_too_long`);

/** Optional text: NULL when blank (decision 012). */
function optionalText(max: number, key: string) {
  return z
    .string()
    .trim()
    .max(max, key)
    .optional()
    .transform((value) => value || null);
}

const richText = z.string().max(CONTENT_MAX, `${V}.content_too_long`).optional().default("");

/** The four meta fields, shared by the page editor and the SEO dialog. */
export const metaFields = {
  meta_title_fr: optionalText(META_TITLE_MAX, `${V}.meta_title_too_long`),
  meta_title_en: optionalText(META_TITLE_MAX, `${V}.meta_title_too_long`),
  meta_description_fr: optionalText(META_DESCRIPTION_MAX, `${V}.meta_description_too_long`),
  meta_description_en: optionalText(META_DESCRIPTION_MAX, `${V}.meta_description_too_long`),
};

/**
 * The page editor's form. The slug is normalised here (toSlug); an empty one is derived from
 * the English title on creation, by the service, which alone knows whether the page exists.
 */
export const pageFormSchema = z
  .object({
    type: z.enum(PAGE_KINDS, { error: `${V}.type_invalid` }).default("page"),
    title_fr: requiredTitle,
    title_en: requiredTitle,
    slug: z
      .string()
      .optional()
      .transform((value) => toSlug(value ?? ""))
      .refine((slug) => slug.length <= SLUG_MAX, keyWithValues(`${V}.slug_too_long`, { max: SLUG_MAX })),
    category_id: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isUuid(value), `${V}.category_required`),
    content_fr: richText,
    content_en: richText,
    ...metaFields,
    thumbnail_url: uploadedImageUrl(`${V}.thumbnail_invalid`, 2000),
    is_published: checkbox,
  })
  .superRefine((page, ctx) => {
    // Spec: a blog post belongs to a blog category.
    if (page.type === "blog" && !page.category_id) {
      ctx.addIssue({ code: "custom", path: ["category_id"], message: `${V}.category_required` });
    }
  })
  // A page's category is a blog category: a plain page has none.
  .transform((page) => (page.type === "blog" ? page : { ...page, category_id: null }));

export type PageFormData = z.infer<typeof pageFormSchema>;

/** What a save writes and a revision keeps: every editable field of a page. */
export type PageFields = {
  type: PageKind;
  slug: string;
  title_fr: string;
  title_en: string;
  content_fr: string;
  content_en: string;
  meta_title_fr: string | null;
  meta_title_en: string | null;
  meta_description_fr: string | null;
  meta_description_en: string | null;
  category_id: string | null;
  thumbnail_url: string | null;
  is_published: boolean;
};

/** The SEO dialog's form: the page's meta title and description in both languages. */
export const seoFormSchema = z.object(metaFields);
export type SeoFormData = z.infer<typeof seoFormSchema>;

// ---------------------------------------------------------------- what the screens receive

export type AdminPageRow = Pick<
  Wire<typeof pages.$inferSelect>,
  "id" | "slug" | "type" | "title_fr" | "title_en" | "is_published" | "updated_at"
> & {
  /** Where the page is on the public site (pagePath). */
  path: string;
  /** guides, about…: editable, never deleted nor re-slugged. */
  isFixed: boolean;
};

export type AdminPageList = { pages: AdminPageRow[]; total: number; page: number; totalPages: number; size: number };

export type PageRevisionSummary = {
  id: string;
  /** ISO timestamp. */
  created_at: string;
  /** Full name, else e-mail; null when unknown (the version before the history began, a deleted user). */
  author: string | null;
};

export type AdminPageDetail = PageFields & {
  id: string;
  path: string;
  isFixed: boolean;
  /** ISO timestamps. */
  published_at: string | null;
  updated_at: string;
  /** Newest first; the first one is the version the page holds. */
  revisions: PageRevisionSummary[];
};

/** One saved version, for the editor's "view". */
export type PageRevisionView = PageRevisionSummary & { snapshot: PageFields };

export type BlogCategoryChoice = { id: string; name_fr: string; name_en: string; is_active: boolean };

export type SeoPageRow = Pick<
  Wire<typeof pages.$inferSelect>,
  | "id"
  | "slug"
  | "type"
  | "title_fr"
  | "title_en"
  | "meta_title_fr"
  | "meta_title_en"
  | "meta_description_fr"
  | "meta_description_en"
  | "updated_at"
> & { path: string };

export type SeoPageList = { pages: SeoPageRow[]; total: number; page: number; totalPages: number; size: number };
