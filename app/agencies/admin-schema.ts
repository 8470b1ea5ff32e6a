// The forms and URL of /admin/agencies: the list's parameters, the agency add/edit modal, the
// add-photo dialog, and the shapes the screen draws. Browser-safe: the dialogs check with the
// same schemas as the action, which is the authority.
import { z } from "zod";
import type { agencies } from "#db/schema";
import { checkbox } from "~/forms/checkbox";
import { ADMIN_PAGE_SIZES, parseListParams } from "~/forms/list-params";
import { isUuid } from "~/forms/validate";
import { isSafeImageUrl } from "~/uploads/image-url";
import { defaultTimeZone, isTimeZone } from "./time-zones";

const V = "admin.agencies.validation";

/** At most this many photos per agency (spec: max_photos). */
export const MAX_AGENCY_PHOTOS = 5;

/** Bounds that keep a card and the public page readable. */
export const AGENCY_LIMITS = { name: 160, text: 200, postal: 20, phone: 40, email: 254, caption: 300 } as const;

export function parseAgencyListParams(search: URLSearchParams) {
  return parseListParams(search, { sizes: ADMIN_PAGE_SIZES });
}
export type AgencyListParams = ReturnType<typeof parseAgencyListParams>;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${V}.too_long`);

/** Blank is NULL (decision 012). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${V}.too_long`)
    .optional()
    .transform((value) => (value ? value : null));

export const agencySchema = z
  .object({
    name: required(`${V}.name_required`, AGENCY_LIMITS.name),
    manager_name: required(`${V}.manager_required`, AGENCY_LIMITS.text),
    address: required(`${V}.address_required`, AGENCY_LIMITS.text),
    city: required(`${V}.city_required`, AGENCY_LIMITS.text),
    postal_code: optionalText(AGENCY_LIMITS.postal),
    country: required(`${V}.country_required`, AGENCY_LIMITS.text),
    phone: optionalText(AGENCY_LIMITS.phone),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(AGENCY_LIMITS.email, `${V}.too_long`)
      .optional()
      .transform((value) => (value ? value : null))
      .pipe(z.email(`${V}.email_invalid`).nullable()),
    // Absent or blank (a form without the chooser): the country's zone, below; anything else
    // must be a zone Intl knows.
    timezone: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isTimeZone(value), `${V}.timezone_invalid`),
    is_active: checkbox,
    /** French-only documents (certificat de réalisation, NDA mentions, BPF) apply to its sessions. */
    french_rules: checkbox,
  })
  .transform((agency) => ({ ...agency, timezone: agency.timezone ?? defaultTimeZone(agency.country) }));
export type AgencyInput = z.infer<typeof agencySchema>;

const optionalCaption = optionalText(AGENCY_LIMITS.caption);

/** The add-photo dialog: the uploaded image's address (ImageUpload's hidden field) and its captions. */
export const agencyPhotoSchema = z.object({
  agency_id: z.string().refine(isUuid, "admin.agencies.photos.error.upload"),
  url: z
    .string({ error: `${V}.photo_required` })
    .trim()
    .min(1, `${V}.photo_required`)
    .max(1000, `${V}.photo_invalid`)
    .refine(isSafeImageUrl, `${V}.photo_invalid`),
  caption_fr: optionalCaption,
  caption_en: optionalCaption,
});
export type AgencyPhotoInput = z.infer<typeof agencyPhotoSchema>;

export type AdminAgencyPhoto = {
  id: string;
  url: string;
  caption_fr: string | null;
  caption_en: string | null;
};

export type AdminAgency = Omit<typeof agencies.$inferSelect, "created_at" | "updated_at"> & {
  /** In display order. */
  photos: AdminAgencyPhoto[];
};

export type AdminAgencyPage = {
  agencies: AdminAgency[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};
