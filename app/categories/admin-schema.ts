// The form of /admin/categories: a course category (names in both languages, required;
// descriptions; slug; icon chosen among CATEGORY_ICON_NAMES; active). Browser-safe: the editor
// checks with the same schema as the action, which is the authority (and also checks that the
// slug is free).
import { z } from "zod";
import { checkbox } from "~/forms/checkbox";
import { optionalText } from "~/forms/optional-text";
import { toSlug } from "~/forms/slug";
import { keyWithValues } from "~/i18n/key-values";

/**
 * The icons a category may show: the seeded categories' own (db/seed/lookups.ts), then a few
 * general ones for new categories. The column is free text; this list is what the form offers
 * and accepts, drawn by CategoryIcon.
 */
export const CATEGORY_ICON_NAMES = [
  "Briefcase",
  "Flag",
  "Monitor",
  "Calculator",
  "Users",
  "ShieldCheck",
  "MessageSquare",
  "GraduationCap",
  "Award",
  "Globe",
  "Scale",
  "Lightbulb",
] as const;
export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];

export function isCategoryIconName(value: unknown): value is CategoryIconName {
  return typeof value === "string" && (CATEGORY_ICON_NAMES as readonly string[]).includes(value);
}

/** Bounds that keep the catalogue's filter and the course cards readable. */
export const CATEGORY_LIMITS = { name: 120, description: 1000, slug: 100 } as const;

const V = "admin.categories.validation";

const requiredName = z
  .string({ error: `${V}.name_required` })
  .trim()
  .min(1, `${V}.name_required`)
  .max(CATEGORY_LIMITS.name, `${V}.too_long`);

/**
 * The slug rule (spec, back-office.md "Validation", app/forms/slug.ts): what is typed is
 * lower-cased and every character outside a-z, 0-9 and the hyphen becomes a hyphen (runs made
 * one, none at either end, accents folded, as every slug of the site); an empty slug is derived
 * from the English name on every save. Whether it is free is the server's check.
 */
export const categorySchema = z
  .object({
    name_fr: requiredName,
    name_en: requiredName,
    description_fr: optionalText(CATEGORY_LIMITS.description, `${V}.too_long`),
    description_en: optionalText(CATEGORY_LIMITS.description, `${V}.too_long`),
    slug: z
      .string()
      .optional()
      .transform((value) => toSlug(value ?? "")),
    icon: z
      .string()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isCategoryIconName(value), `${V}.icon_invalid`),
    is_active: checkbox,
  })
  .transform((category) => ({ ...category, slug: category.slug || toSlug(category.name_en) }))
  .superRefine((category, ctx) => {
    // A name made only of symbols leaves nothing to derive from.
    if (!category.slug) ctx.addIssue({ code: "custom", path: ["slug"], message: `${V}.slug_required` });
    else if (category.slug.length > CATEGORY_LIMITS.slug)
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: keyWithValues(`${V}.slug_too_long`, { max: CATEGORY_LIMITS.slug }),
      });
  });
export type CategoryInput = z.infer<typeof categorySchema>;

/** A category as the back office lists it. */
export type AdminCategory = {
  id: string;
  name_fr: string;
  name_en: string;
  description_fr: string | null;
  description_en: string | null;
  slug: string;
  icon: string | null;
  is_active: boolean;
  /** How many courses are filed under it (archived or not, they keep it). */
  course_count: number;
};
