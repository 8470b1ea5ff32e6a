// The course form (one zod schema for the editor and the action) and the
// catalogue's URL state. Messages are translation keys.

import { z } from "zod";
import type { ActionNature, TIMELINE_LIMITS } from "#db/schema";
import { checkbox } from "~/forms/checkbox";
import { parseListParams, type SizedListParams, uuidParam } from "~/forms/list-params";
import { optionalText } from "~/forms/optional-text";
import { isIsoDate } from "~/forms/validate";
import { keyWithValues } from "~/i18n/key-values";
import { parseObjectives } from "~/rich-text/plain-text";
import { isSafeImageUrl } from "~/uploads/image-url";

// Same list as db/schema CURRENCIES (a test keeps them equal); not imported so the
// browser bundle does not pull in Drizzle.
export const COURSE_CURRENCIES = ["EUR", "USD", "GBP", "CAD", "XOF"] as const;
export type CourseCurrency = (typeof COURSE_CURRENCIES)[number];
export const DEFAULT_CURRENCY: CourseCurrency = "EUR";

/** The nature of the action the certificat de réalisation ticks (db/schema ACTION_NATURES; a test keeps them equal). */
export const COURSE_ACTION_NATURES = [
  "training",
  "skills_assessment",
  "vae",
  "apprenticeship",
] as const satisfies readonly ActionNature[];
export const DEFAULT_ACTION_NATURE: ActionNature = "training";

/** The bilingual rich-text fields, in the order the editor shows them. */
export const RICH_FIELDS = [
  "description",
  "prerequisites",
  "syllabus",
  "skills",
  "target_audience",
  "certification",
] as const;
export type RichField = (typeof RICH_FIELDS)[number];

/**
 * The communication timeline's offsets (delivery spec §4): how long before the first sitting the
 * convocation, the reminder and the trainer's pack leave (days), and the remote link (minutes).
 */
export const TIMELINE_FIELDS = [
  "convocation_days",
  "reminder_days",
  "remote_link_minutes",
  "trainer_pack_days",
] as const;
export type TimelineField = (typeof TIMELINE_FIELDS)[number];

/** Each offset's bounds: db/schema TIMELINE_LIMITS, which CHECKs enforce (a test keeps them equal). */
export const TIMELINE_OFFSETS = {
  convocation_days: { min: 1, max: 60 },
  reminder_days: { min: 1, max: 14 },
  remote_link_minutes: { min: 5, max: 1440 },
  trainer_pack_days: { min: 1, max: 30 },
} as const satisfies typeof TIMELINE_LIMITS;

/** A new course's offsets: the columns' defaults in db/schema (a test keeps them equal). */
export const TIMELINE_DEFAULTS = {
  convocation_days: 7,
  reminder_days: 1,
  remote_link_minutes: 60,
  trainer_pack_days: 3,
} as const satisfies Record<TimelineField, number>;

/** An offset typed into a number field, or null when it is not a whole number within its bounds. */
export function parseTimelineOffset(field: TimelineField, value: string): number | null {
  const { min, max } = TIMELINE_OFFSETS[field];
  const n = Number(value);
  return /^\d+$/.test(value) && n >= min && n <= max ? n : null;
}

/** The refusal of an offset out of its bounds, which says them (`{{min}}`, `{{max}}`). */
export function timelineOffsetError(key: string, field: TimelineField): string {
  return keyWithValues(key, TIMELINE_OFFSETS[field]);
}

/**
 * A course's offset. Absent (a form that does not show it) it is not written: a new course takes
 * the column's default, an edited one keeps its own. Sent, it must be in bounds, blank included.
 */
const timelineOffset = (field: TimelineField) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined) return undefined;
      const n = parseTimelineOffset(field, value);
      if (n === null) {
        ctx.addIssue({
          code: "custom",
          message: timelineOffsetError("pages.courses.form.timeline_offset_invalid", field),
        });
        return z.NEVER;
      }
      return n;
    });

/** The course sheet's rich-text fields (delivery.md §7), in the order its section shows them. */
export const SHEET_RICH_FIELDS = [
  "access_conditions",
  "teaching_methods",
  "assessment_methods",
  "accessibility",
] as const;
export type SheetRichField = (typeof SHEET_RICH_FIELDS)[number];

/** The longest access lead time and certification title, per language ("register up to 7 days before…"). */
export const SHEET_LINE_MAX = 300;
/** The longest certifier's name. */
export const CERTIFIER_MAX = 300;

/** An RNCP or RS code: the register's letters, then its number ("RNCP35185", "RS5412"). */
export const CERTIFICATION_CODE_PATTERN = /^(?:RNCP|RS)\d{1,8}$/;

/** A code as people type it ("rncp 35185"): spaces dropped, letters in capitals. */
export function normaliseCertificationCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The longest "what to bring", per language: counted in the editor, refused beyond. */
export const WHAT_TO_BRING_MAX = 2000;

const MAX_RICH_LENGTH = 100_000;
const MAX_PRICE = 999_999_999_999.99; // numeric(14,2)

const requiredText = (key: string) => z.string({ error: key }).trim().min(1, key).max(300, key);
const richText = z.string().max(MAX_RICH_LENGTH, "pages.courses.form.too_long").optional().default("");
const reference = (key: string) => z.string({ error: key }).trim().min(1, key).pipe(z.guid(key));

/** A whole number typed into a text field; empty gives null. */
function optionalWholeNumber(key: string, { min, max }: { min: number; max: number }) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): number | null => {
      if (!value) return null;
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: key });
        return z.NEVER;
      }
      return n;
    });
}

function requiredWholeNumber(key: string, range: { min: number; max: number }) {
  return optionalWholeNumber(key, range).transform((value, ctx): number => {
    if (value === null) {
      ctx.addIssue({ code: "custom", message: key });
      return z.NEVER;
    }
    return value;
  });
}

/** An optional id of a select (a BPF category); empty gives null, anything else must be an id. */
const optionalReference = (key: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(z.guid(key).nullable());

const sheetLine = z.string().trim().max(SHEET_LINE_MAX, "pages.courses.form.too_long").optional().default("");

/**
 * The course sheet's fields (delivery.md §7). All may be blank in a draft: whether a published
 * course must state them is completeness.ts's rule, checked against the saved course's agencies.
 */
const courseSheetShape = {
  access_conditions_fr: richText,
  access_conditions_en: richText,
  access_lead_time_fr: sheetLine,
  access_lead_time_en: sheetLine,
  teaching_methods_fr: richText,
  teaching_methods_en: richText,
  assessment_methods_fr: richText,
  assessment_methods_en: richText,
  accessibility_fr: richText,
  accessibility_en: richText,
  is_certifying: checkbox,
  certification_title_fr: sheetLine,
  certification_title_en: sheetLine,
  certification_code: z
    .string()
    .optional()
    .transform((value) => normaliseCertificationCode(value ?? "") || null)
    .refine(
      (value) => value === null || CERTIFICATION_CODE_PATTERN.test(value),
      "pages.courses.form.certification_code_invalid",
    ),
  certifier: optionalText(CERTIFIER_MAX, "pages.courses.form.too_long"),
  certification_registered_on: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isIsoDate(value), "pages.courses.form.certification_date_invalid")
    .transform((value) => value || null),
  bpf_objective_id: optionalReference("pages.courses.form.bpf_objective_invalid"),
  bpf_specialty_id: optionalReference("pages.courses.form.bpf_specialty_invalid"),
};

const objectives = z.string().max(MAX_RICH_LENGTH, "pages.courses.form.too_long").optional().transform(parseObjectives);

export const courseFormSchema = z.object({
  title_fr: requiredText("pages.courses.form.title_required"),
  title_en: requiredText("pages.courses.form.title_required"),
  description_fr: richText,
  description_en: richText,
  objectives_fr: objectives,
  objectives_en: objectives,
  prerequisites_fr: richText,
  prerequisites_en: richText,
  syllabus_fr: richText,
  syllabus_en: richText,
  skills_fr: richText,
  skills_en: richText,
  target_audience_fr: richText,
  target_audience_en: richText,
  certification_fr: richText,
  certification_en: richText,
  category_id: reference("pages.courses.form.category_required"),
  level_id: reference("pages.courses.form.level_required"),
  format_id: reference("pages.courses.form.format_required"),
  language_id: reference("pages.courses.form.language_required"),
  target_audience_id: reference("pages.courses.form.target_audience_required"),
  duration_hours: requiredWholeNumber("pages.courses.form.duration_invalid", { min: 0, max: 100_000 }),
  max_students: optionalWholeNumber("pages.courses.form.max_students_invalid", { min: 1, max: 100_000 }),
  price: z
    .string({ error: "pages.courses.form.price_invalid" })
    .trim()
    .transform((value, ctx) => {
      // Step 0.01: at most two decimals; a decimal comma is accepted from French keyboards.
      const normalised = value.replace(",", ".");
      if (!/^\d+(?:\.\d{1,2})?$/.test(normalised) || Number(normalised) > MAX_PRICE) {
        ctx.addIssue({ code: "custom", message: "pages.courses.form.price_invalid" });
        return z.NEVER;
      }
      return Number(normalised).toFixed(2);
    }),
  currency: z.enum(COURSE_CURRENCIES, { error: "pages.courses.form.currency_invalid" }).default(DEFAULT_CURRENCY),
  is_featured: checkbox,
  is_published: checkbox,
  action_nature: z
    .enum(COURSE_ACTION_NATURES, { error: "pages.courses.form.action_nature_invalid" })
    .default(DEFAULT_ACTION_NATURE),
  assessment_planned: checkbox,
  thumbnail_url: z
    .string()
    .trim()
    .max(2000, "pages.courses.form.thumbnail_invalid")
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isSafeImageUrl(v), "pages.courses.form.thumbnail_invalid"),
  convocation_days: timelineOffset("convocation_days"),
  reminder_days: timelineOffset("reminder_days"),
  remote_link_minutes: timelineOffset("remote_link_minutes"),
  trainer_pack_days: timelineOffset("trainer_pack_days"),
  // Plain text (the convocation's PDF and e-mails print it as written), not rich text.
  what_to_bring_fr: z.string().trim().max(WHAT_TO_BRING_MAX, "pages.courses.form.too_long").optional().default(""),
  what_to_bring_en: z.string().trim().max(WHAT_TO_BRING_MAX, "pages.courses.form.too_long").optional().default(""),
  ...courseSheetShape,
});

export type CourseFormData = z.infer<typeof courseFormSchema>;

// ---------------------------------------------------------------- catalogue URL state

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const PRICE_RANGE = { min: 0, max: 50_000_000 } as const;

export type CatalogueParams = SizedListParams & {
  category: string | null;
  level: string | null;
  format: string | null;
  /** null: no bound (the default range). */
  min: number | null;
  max: number | null;
  /**
   * The currency the bounds are in: only courses priced in it match a price range
   * (amounts in EUR, CAD and XOF are not comparable). Set whenever a bound is, else null.
   */
  currency: CourseCurrency | null;
};

/** A price bound; out-of-range prices are clamped to the range, never an error. */
const priceParam = z
  .string()
  .transform((value): number | null => {
    if (value.trim() === "") return null;
    const n = Number(value.replace(",", "."));
    return Number.isFinite(n) ? Math.min(Math.max(n, PRICE_RANGE.min), PRICE_RANGE.max) : null;
  })
  .nullable()
  .catch(null);

const currencyParam = z.enum(COURSE_CURRENCIES).nullable().catch(null);

/**
 * `?q=&category=&level=&format=&min=&max=&currency=&page=&size=` read leniently: anything
 * invalid falls back to its default (a shared or hand-edited link must still show a page).
 * `page` is clamped to the last page by the query, which knows the count.
 */
export function parseCatalogueParams(search: URLSearchParams): CatalogueParams {
  const params = parseListParams(search, {
    sizes: { options: PAGE_SIZES, default: DEFAULT_PAGE_SIZE },
    filters: {
      category: uuidParam,
      level: uuidParam,
      format: uuidParam,
      min: priceParam,
      max: priceParam,
      currency: currencyParam,
    },
  });
  // The range's own ends are no bound at all; bounds given the wrong way round are swapped.
  let min = params.min === PRICE_RANGE.min ? null : params.min;
  let max = params.max === PRICE_RANGE.max ? null : params.max;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  // A range is in one currency, the site's unless the link names another (docs/decisions/018).
  const currency = min === null && max === null ? null : (params.currency ?? DEFAULT_CURRENCY);
  return { ...params, min, max, currency };
}

/** How many filters of the panel are set (search and paging excluded). */
export function activeFilterCount(params: CatalogueParams): number {
  return [params.category, params.level, params.format, params.min, params.max].filter((v) => v !== null).length;
}
