// The /profile form. Only the fields named here can ever reach the database
// (zod drops unknown keys): role, is_active, email, email_verified… cannot be
// set through it. Messages are i18n keys.
import { z } from "zod";
import { isTimeZone } from "~/agencies/time-zones";
import { optionalText as blankToNull } from "~/forms/optional-text";
import { optionalWebUrl } from "~/forms/web-url";

const E = "profile.error";

/** The longest biography: counted in the form, refused beyond. */
export const BIO_MAX = 2000;

const optionalText = (max: number) => blankToNull(max, `${E}.too_long`);

const optionalUrl = optionalWebUrl({ invalid: `${E}.invalid_url`, tooLong: `${E}.too_long` });

export const profileSchema = z.object({
  // Optional, as at sign-up: a member without a name can still save the rest.
  full_name: z.string().trim().max(120, `${E}.too_long`).optional().default(""),
  phone: optionalText(40),
  company: optionalText(160),
  position: optionalText(160),
  bio: optionalText(BIO_MAX),
  website: optionalUrl,
  linkedin: optionalUrl,
  twitter: optionalUrl,
  // The person's own clock (e-mails and the convocation show a session's times on it too).
  // Blank is "automatic": NULL, which the next registration fills from the browser. Absent (a
  // form without the field) leaves the stored zone alone.
  timezone: z
    .string()
    .trim()
    .max(64, `${E}.timezone_invalid`)
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => !v || isTimeZone(v), `${E}.timezone_invalid`),
});

export type ProfileInput = z.infer<typeof profileSchema>;

/** The avatar is saved on its own as soon as its upload finishes ("" removes it). */
export const avatarSchema = z.object({
  avatar_url: z.string().trim().max(1000, `${E}.avatar_upload`),
});
