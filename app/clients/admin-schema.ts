// The form of /admin/clients: a client company (name, descriptions in both languages, website
// and e-mail required; phone, industry, size, country optional; logo; shown on the home page or
// not). Browser-safe: the editor checks with the same schema as the action, which is the authority.
import { z } from "zod";
import type { clients } from "#db/schema";
import { checkbox } from "~/forms/checkbox";
import { optionalText } from "~/forms/optional-text";
import { uploadedImageUrl } from "~/forms/uploaded-image";
import { requiredEmail, requiredWebUrl } from "~/forms/web-url";

// The database's own list (db/schema CLIENT_SIZES), repeated because db/schema is not for the
// browser bundle; `satisfies` keeps the two in step and a test checks they are equal.
export const CLIENT_SIZE_NAMES = [
  "small",
  "medium",
  "large",
  "enterprise",
] as const satisfies readonly (typeof clients.$inferSelect)["size"][];
export type ClientSize = (typeof CLIENT_SIZE_NAMES)[number];
/** Spec: a client's size defaults to medium. */
export const DEFAULT_CLIENT_SIZE: ClientSize = "medium";

/** Bounds that keep a card and the home carousel readable. */
export const CLIENT_LIMITS = { name: 200, description: 2000, email: 254, short: 120, phone: 40 } as const;

const V = "admin.clients.validation";

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${V}.too_long`);

export const clientSchema = z.object({
  name: required(`${V}.name_required`, CLIENT_LIMITS.name),
  description_fr: required(`${V}.description_required`, CLIENT_LIMITS.description),
  description_en: required(`${V}.description_required`, CLIENT_LIMITS.description),
  // Required (spec), and http(s) only: the home carousel links to it.
  website_url: requiredWebUrl(V),
  email: requiredEmail(V, CLIENT_LIMITS.email),
  phone: optionalText(CLIENT_LIMITS.phone, `${V}.too_long`),
  industry: optionalText(CLIENT_LIMITS.short, `${V}.too_long`),
  country: optionalText(CLIENT_LIMITS.short, `${V}.too_long`),
  size: z
    .string()
    .optional()
    .transform((value) => value || DEFAULT_CLIENT_SIZE)
    .pipe(z.enum(CLIENT_SIZE_NAMES, { error: `${V}.size_invalid` })),
  /** The uploaded logo's address (ImageUpload's hidden field); "" removes it. */
  logo_url: uploadedImageUrl(`${V}.logo_invalid`),
  is_active: checkbox,
});
export type ClientInput = z.infer<typeof clientSchema>;

/** A client as the back office lists it. */
export type AdminClient = Pick<
  typeof clients.$inferSelect,
  | "id"
  | "name"
  | "description_fr"
  | "description_en"
  | "logo_url"
  | "website_url"
  | "email"
  | "phone"
  | "industry"
  | "size"
  | "country"
  | "is_active"
>;
