// The forms of /admin/stats: a statistic (bilingual title and description, value, icon, shown
// or not) and the home impact block's background image. Browser-safe: the editor checks with
// the same schemas as the action, which is the authority.
import { z } from "zod";
import type { stats } from "#db/schema";
import { checkbox } from "~/forms/checkbox";
import { formatNumber } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { isSafeImageUrl } from "~/uploads/image-url";

// The database's own list (db/schema STAT_ICONS), repeated here because db/schema is not for the
// browser bundle; `satisfies` keeps the two in step and a test checks they are equal.
export const STAT_ICON_NAMES = [
  "Flag",
  "Building2",
  "Briefcase",
  "Users",
  "GraduationCap",
  "Award",
] as const satisfies readonly (typeof stats.$inferSelect)["icon"][];
export type StatIconName = (typeof STAT_ICON_NAMES)[number];

/** What a figure can be counted from (db/schema STAT_COUNTS, checked equal by the same test). */
export const STAT_COUNT_NAMES = ["trainers", "courses"] as const satisfies readonly NonNullable<
  (typeof stats.$inferSelect)["counts"]
>[];
export type StatCountName = (typeof STAT_COUNT_NAMES)[number];

/** What a page shows: the count in the reader's number format when counted, else the typed figure. */
export function shownFigure(stat: { value: string; counted: number | null }, lang: Lang): string {
  return stat.counted === null ? stat.value : formatNumber(stat.counted, lang);
}

/** The home page shows at most this many statistics (spec: max_stats). */
export const MAX_STATS = 3;

/** Bounds that keep the home page's three columns readable. */
export const STAT_LIMITS = { title: 80, value: 20, description: 200 } as const;

const V = "admin.stats.validation";

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${V}.too_long`);

const statFields = z.object({
  title_fr: required(`${V}.title_required`, STAT_LIMITS.title),
  title_en: required(`${V}.title_required`, STAT_LIMITS.title),
  // "" (the select's "typed figure") is no count.
  counts: z
    .union([z.literal(""), z.enum(STAT_COUNT_NAMES)], { error: `${V}.counts_invalid` })
    .optional()
    .transform((value) => (value ? value : null)),
  // Needed only when the figure is typed; a counted one keeps nothing.
  value: z.string().trim().max(STAT_LIMITS.value, `${V}.too_long`).optional().default(""),
  description_fr: required(`${V}.description_required`, STAT_LIMITS.description),
  description_en: required(`${V}.description_required`, STAT_LIMITS.description),
  icon: z.enum(STAT_ICON_NAMES, { error: `${V}.icon_required` }),
  is_active: checkbox,
});

export const statSchema = statFields
  .refine((input) => input.counts !== null || input.value !== "", {
    path: ["value"],
    message: `${V}.value_required`,
    // Also when other fields are refused, so an empty form names every missing field at once.
    when: (payload) => !payload.issues.some((issue) => ["counts", "value"].includes(String(issue.path?.[0]))),
  })
  .transform((input) => (input.counts ? { ...input, value: "" } : input));
export type StatInput = z.infer<typeof statSchema>;

/** The uploaded image's address (ImageUpload's hidden field); "" removes the background. */
export const statsBackgroundSchema = z.object({
  stats_background: z
    .string()
    .trim()
    .max(1000, `${V}.background_invalid`)
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || isSafeImageUrl(value), `${V}.background_invalid`),
});

/** The name of the general site setting holding the background (spec: site setting names). */
export const STATS_BACKGROUND_SETTING = "stats_background";
