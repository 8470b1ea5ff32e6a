// The form of /admin/certifications: a certification or accreditation the organisation holds
// (name required; what it certifies in each language, a line each; the logo; the certifier's
// page; shown on the site or not). Browser-safe: the editor checks with the same schema as the
// action, which is the authority.
import { z } from "zod";
import type { certifications } from "#db/schema";
import { checkbox } from "~/forms/checkbox";
import { optionalText } from "~/forms/optional-text";
import { uploadedImageUrl } from "~/forms/uploaded-image";
import { optionalWebUrl } from "~/forms/web-url";

const V = "admin.certifications.validation";

/** Bounds that keep the public strip compact: the description is one small line under the logo. */
export const CERTIFICATION_LIMITS = { name: 160, description: 300, link: 500 } as const;

export const certificationSchema = z.object({
  name: z
    .string({ error: `${V}.name_required` })
    .trim()
    .min(1, `${V}.name_required`)
    .max(CERTIFICATION_LIMITS.name, `${V}.too_long`),
  description_fr: optionalText(CERTIFICATION_LIMITS.description, `${V}.too_long`),
  description_en: optionalText(CERTIFICATION_LIMITS.description, `${V}.too_long`),
  /** The uploaded logo's address (ImageUpload's hidden field); "" removes it. */
  logo_url: uploadedImageUrl(`${V}.logo_invalid`),
  // http(s) only: the public strip links to it.
  link_url: optionalWebUrl({ invalid: `${V}.link_invalid`, tooLong: `${V}.too_long` }, CERTIFICATION_LIMITS.link),
  is_active: checkbox,
});
export type CertificationInput = z.infer<typeof certificationSchema>;

/** A certification as the back office lists it. */
export type AdminCertification = Pick<
  typeof certifications.$inferSelect,
  "id" | "name" | "description_fr" | "description_en" | "logo_url" | "link_url" | "is_active"
>;
