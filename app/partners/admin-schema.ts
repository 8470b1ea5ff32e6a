// The forms and shapes of /admin/partners: the partner add/edit dialog (name, website and e-mail
// required, phone, descriptions in both languages from the rich editor, logo, active) and the
// cards the screen draws. Browser-safe: the dialog checks with the same schema as the action,
// which is the authority (and sanitises the descriptions).
import { z } from "zod";
import type { partners } from "#db/schema";
import { checkbox } from "~/forms/checkbox";
import { parseListParams } from "~/forms/list-params";
import { uploadedImageUrl } from "~/forms/uploaded-image";
import { requiredEmail, requiredWebUrl } from "~/forms/web-url";

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
  website_url: requiredWebUrl(V),
  email: requiredEmail(V, PARTNER_LIMITS.email),
  phone: z
    .string()
    .trim()
    .max(PARTNER_LIMITS.phone, `${V}.too_long`)
    .optional()
    .transform((value) => (value ? value : null)),
  description_fr: description,
  description_en: description,
  /** The uploaded logo's address (ImageUpload's hidden field); "" removes it. */
  logo_url: uploadedImageUrl(`${V}.logo_invalid`),
  is_active: checkbox,
});
export type PartnerInput = z.infer<typeof partnerSchema>;

export type AdminPartner = Omit<typeof partners.$inferSelect, "display_order" | "created_at" | "updated_at"> & {
  /** How many resources name this partner: it cannot be deleted while any does. */
  resource_count: number;
};
