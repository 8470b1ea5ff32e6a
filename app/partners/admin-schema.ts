// The forms and shapes of /admin/partners: the partner add/edit dialog (name, website and e-mail
// required, phone, descriptions in both languages from the rich editor, logo, active) and the
// cards the screen draws. Browser-safe: the dialog checks with the same schema as the action,
// which is the authority (and sanitises the descriptions).
import { z } from "zod";
import { checkbox } from "~/forms/checkbox";
import { parseListParams } from "~/forms/list-params";
import { optionalWebUrl } from "~/forms/web-url";
import { isSafeImageUrl } from "~/uploads/image-url";

const V = "admin.partners.validation";

export const PARTNER_LIMITS = { name: 160, email: 254, phone: 40, description: 20_000 } as const;

/** More partners than a site shows; the list stays bounded whatever the table grows to. */
export const ADMIN_PARTNERS_CAP = 500;

export function parsePartnerListParams(search: URLSearchParams) {
  return parseListParams(search);
}
export type PartnerListParams = ReturnType<typeof parsePartnerListParams>;

const description = z
  .string()
  .max(PARTNER_LIMITS.description, `${V}.too_long`)
  .optional()
  .transform((value) => value ?? "");

export const partnerSchema = z.object({
  name: z
    .string({ error: `${V}.name_required` })
    .trim()
    .min(1, `${V}.name_required`)
    .max(PARTNER_LIMITS.name, `${V}.too_long`),
  // Required here (spec), with the one http(s) rule of every web address typed in a form.
  website_url: optionalWebUrl({ invalid: `${V}.website_invalid`, tooLong: `${V}.too_long` }).refine(
    (value) => value !== null,
    `${V}.website_required`,
  ),
  email: z
    .string({ error: `${V}.email_required` })
    .trim()
    .toLowerCase()
    .min(1, `${V}.email_required`)
    .max(PARTNER_LIMITS.email, `${V}.too_long`)
    .pipe(z.email(`${V}.email_invalid`)),
  phone: z
    .string()
    .trim()
    .max(PARTNER_LIMITS.phone, `${V}.too_long`)
    .optional()
    .transform((value) => (value ? value : null)),
  description_fr: description,
  description_en: description,
  /** The uploaded logo's address (ImageUpload's hidden field); "" removes it. */
  logo_url: z
    .string()
    .trim()
    .max(1000, `${V}.logo_invalid`)
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isSafeImageUrl(value), `${V}.logo_invalid`),
  is_active: checkbox,
});
export type PartnerInput = z.infer<typeof partnerSchema>;

export type AdminPartner = {
  id: string;
  name: string;
  description_fr: string | null;
  description_en: string | null;
  logo_url: string | null;
  website_url: string | null;
  email: string | null;
  phone: string | null;
  is_active: boolean;
  /** How many resources name this partner: it cannot be deleted while any does. */
  resource_count: number;
};
