// The organisation's legal profile (/admin/settings/organisation): its fields in the form's
// order, their limits and the one schema the screen and the action share. Browser-safe.
import { z } from "zod";
import { checkbox } from "~/forms/checkbox";
import { optionalText } from "~/forms/optional-text";
import { uploadedImageUrl } from "~/forms/uploaded-image";
import { isIsoDate, isUuid } from "~/forms/validate";

const V = "admin.organisation.validation";

/** The text fields, in the form's sections, with their longest length. */
export const ORGANISATION_SECTIONS = {
  identity: {
    legal_name: 200,
    legal_form: 100,
    share_capital: 100,
    address: 500,
    registration_number: 50,
    trade_register: 100,
    vat_number: 50,
    legal_representative: 150,
  },
  training: {
    training_declaration_number: 50,
    training_declaration_region: 100,
    qualiopi_number: 100,
    qualiopi_certifier: 150,
  },
  publication: {
    publication_director: 150,
    host_name: 150,
    host_address: 500,
    host_contact: 200,
  },
  accessibility: {
    accessibility_referent_name: 150,
    accessibility_referent_email: 254,
    accessibility_referent_phone: 40,
  },
} as const;

export type OrganisationSection = keyof typeof ORGANISATION_SECTIONS;
type TextField = { [S in OrganisationSection]: keyof (typeof ORGANISATION_SECTIONS)[S] }[OrganisationSection];

/** Multi-line fields (a textarea). */
export const MULTILINE_FIELDS: readonly TextField[] = ["address", "host_address"];

/** The evidence retention the spec defaults to, and the range an organisation may choose. */
export const RETENTION_YEARS = { min: 1, max: 50, default: 5 } as const;

/** An optional text: trimmed, blank is NULL (decision 012), its limit in the message. */
const text = (max: number) => optionalText(max, `${V}.too_long`);

const textFields = Object.fromEntries(
  Object.values(ORGANISATION_SECTIONS).flatMap((fields) =>
    Object.entries(fields).map(([name, max]) => [name, text(max)]),
  ),
) as Record<TextField, ReturnType<typeof text>>;

export const organisationSchema = z.object({
  ...textFields,
  accessibility_referent_email: text(254).pipe(z.email(`${V}.email_invalid`).nullable()),
  qualiopi_date: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isIsoDate(value), `${V}.date_invalid`)
    .transform((value) => (value ? value : null)),
  retention_years: z.coerce
    .number({ error: `${V}.retention` })
    .int(`${V}.retention`)
    .min(RETENTION_YEARS.min, `${V}.retention`)
    .max(RETENTION_YEARS.max, `${V}.retention`),
  /** The uploaded images' addresses (ImageUpload's hidden fields); "" removes one. */
  signature_image_url: uploadedImageUrl(`${V}.image_invalid`),
  stamp_image_url: uploadedImageUrl(`${V}.image_invalid`),
});

/** The images of the profile, each with its upload purpose. */
export const ORGANISATION_IMAGES = {
  signature_image_url: "signature-image",
  stamp_image_url: "stamp-image",
} as const;

export type OrganisationInput = z.infer<typeof organisationSchema>;

/** What the screen edits and the legal notice prints: every field, NULL when blank. */
export type OrganisationProfile = OrganisationInput;

/** What the public legal notice prints: the profile without the signature and the stamp. */
export type PublicOrganisationProfile = Omit<OrganisationProfile, keyof typeof ORGANISATION_IMAGES>;

/** More agencies than this is not a list anyone ticks by hand. */
export const MAX_RULED_AGENCIES = 500;

const agencyId = z.string().refine(isUuid, `${V}.agency_invalid`);

/**
 * "Agencies and French rules": the head office (blank: none chosen) and, for every agency the
 * form lists (its id in a hidden field, so an unticked box still says false), whether French
 * rules apply. The action checks that each id is an agency's.
 */
export const agencyRulesSchema = z.object({
  head_office_agency_id: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isUuid(value), `${V}.agency_invalid`),
  agencies: z
    .array(z.object({ id: agencyId, french_rules: checkbox }))
    .max(MAX_RULED_AGENCIES, `${V}.agency_invalid`)
    .optional()
    .transform((list) => list ?? []),
});
export type AgencyRulesInput = z.infer<typeof agencyRulesSchema>;

/** An agency as the section lists it. */
export type RuledAgency = { id: string; name: string; country: string; is_active: boolean; french_rules: boolean };
