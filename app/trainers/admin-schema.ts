// The forms and URL of /admin/trainers: the list's parameters, the add/edit modal and the
// row intents. Browser-safe: the editor checks with the same schemas as the action.
import { z } from "zod";
import type { users } from "#db/schema";
import { LANGUAGES } from "#db/schema";
import { checkbox } from "~/forms/checkbox";
import { ADMIN_PAGE_SIZES, oneOfParam, parseListParams } from "~/forms/list-params";
import { optionalText as blankToNull } from "~/forms/optional-text";
import { isUuid } from "~/forms/validate";
import { optionalWebUrl } from "~/forms/web-url";
import { keyWithValues } from "~/i18n/key-values";
import { isSafeImageUrl } from "~/uploads/image-url";

const E = "admin.trainers.validation";

/** Bounds that keep a card readable and the chips on a few lines. */
export const MAX_SPECIALTIES = 20;
export const MAX_SPECIALTY_LENGTH = 60;

export function parseTrainerListParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: { status: oneOfParam(["active", "inactive"]) },
  });
}
export type TrainerListParams = ReturnType<typeof parseTrainerListParams>;

/**
 * The specialties field as typed ("Leadership, , Excel ,excel") → ["Leadership", "Excel"]:
 * split on commas, trimmed, empties dropped (spec), and a repeat dropped whatever its case
 * (the public card lists each chip once).
 */
export function parseSpecialties(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const specialties: string[] = [];
  for (const part of (text ?? "").split(",")) {
    const specialty = part.trim();
    const key = specialty.toLocaleLowerCase();
    if (!specialty || seen.has(key)) continue;
    seen.add(key);
    specialties.push(specialty);
  }
  return specialties;
}

/** The field's text for a stored list: what parseSpecialties reads back to the same list. */
export function formatSpecialties(specialties: readonly string[]): string {
  return specialties.join(", ");
}

const optionalText = (max: number) => blankToNull(max, `${E}.too_long`);

const specialtiesField = z
  .string()
  .max(4000, `${E}.too_long`)
  .optional()
  .transform(parseSpecialties)
  .refine((list) => list.length <= MAX_SPECIALTIES, `${E}.too_many_specialties`)
  .refine(
    (list) => list.every((s) => s.length <= MAX_SPECIALTY_LENGTH),
    keyWithValues(`${E}.specialty_too_long`, { max: MAX_SPECIALTY_LENGTH }),
  );

const webUrl = optionalWebUrl({ invalid: `${E}.url_invalid`, tooLong: `${E}.too_long` });

export const trainerSchema = z.object({
  full_name: z.string().trim().min(1, `${E}.name_required`).max(200, `${E}.too_long`),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, `${E}.email_required`)
    .max(254, `${E}.too_long`)
    .email(`${E}.email_invalid`),
  phone: optionalText(40),
  company: optionalText(160),
  // The public card's texts per language (the form's tabs). The French ones are the `position`,
  // `bio` and `specialties` columns a member's own profile also edits; a blank English one is
  // NULL (an empty list), and English pages then show the French text.
  position_fr: optionalText(160),
  position_en: optionalText(160),
  bio_fr: optionalText(2000),
  bio_en: optionalText(2000),
  website: webUrl,
  linkedin: webUrl,
  /** The uploaded photo's address (ImageUpload's hidden field); "" removes it. */
  avatar_url: z
    .string()
    .trim()
    .max(1000, `${E}.avatar_invalid`)
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isSafeImageUrl(v), `${E}.avatar_invalid`),
  specialties_fr: specialtiesField,
  specialties_en: specialtiesField,
  /** The language of the e-mails the trainer receives (the invitation first). */
  language: z.enum(LANGUAGES, { message: `${E}.language_required` }),
  is_active: checkbox,
});
export type TrainerInput = z.infer<typeof trainerSchema>;

const trainerId = z.string().refine(isUuid, "admin.trainers.error.not_found");

export const updateTrainerSchema = trainerSchema.extend({ id: trainerId });

export const trainerIdSchema = z.object({ id: trainerId });

export type AdminTrainerRow = Pick<
  typeof users.$inferSelect,
  | "id"
  | "email"
  | "full_name"
  | "phone"
  | "company"
  // French, as are bio and specialties (the columns predate the English twins).
  | "position"
  | "position_en"
  | "bio"
  | "bio_en"
  | "website"
  | "linkedin"
  | "avatar_url"
  | "specialties"
  | "specialties_en"
  | "language"
  | "is_active"
  // False until the invitation's link is followed: the screen then offers to send it again.
  | "email_verified"
>;

export type AdminTrainerPage = {
  trainers: AdminTrainerRow[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};
