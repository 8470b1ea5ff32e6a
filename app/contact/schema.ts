// The contact / quote request form (spec: public-site section 5). Messages are i18n keys.
import { z } from "zod";

export const CONTACT_CATEGORIES = [
  "general",
  "training",
  "quote",
  "partnership",
  "support",
  "billing",
  "careers",
  "press",
  // delivery.md §6: a complaint opens an incident (acknowledged within 2 working days, answered within 15).
  "complaint",
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/**
 * Spec: 5 submissions per 15 minutes per browser session (a signed-in member: per account),
 * counted in the database (all processes); and, against scripts that drop their cookies, at
 * most `perAddress` from one client address in the same window.
 */
export const CONTACT_LIMIT = { max: 5, perAddress: 50, windowMs: 15 * 60 * 1000 } as const;

const E = "pages.contact.error";

/** The longest message: counted in the form (its TextArea), refused beyond. */
export const CONTACT_MESSAGE_MAX = 5000;

const required = (key: string, max: number) =>
  z
    .string({ error: `${E}.${key}` })
    .trim()
    .min(1, `${E}.${key}`)
    .max(max, `${E}.too_long`);

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${E}.too_long`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const contactSchema = z.object({
  firstName: required("first_name_required", 100),
  lastName: required("last_name_required", 100),
  email: z
    .string({ error: `${E}.email_required` })
    .trim()
    .min(1, `${E}.email_required`)
    .max(254, `${E}.email_invalid`)
    .pipe(z.email(`${E}.email_invalid`)),
  phone: optional(40),
  company: optional(160),
  agency: z
    .string({ error: `${E}.agency_required` })
    .trim()
    .min(1, `${E}.agency_required`)
    .pipe(z.guid(`${E}.agency_required`)),
  category: z.enum(CONTACT_CATEGORIES, { error: `${E}.category_required` }),
  subject: optional(200),
  message: required("message_required", CONTACT_MESSAGE_MAX),
  /** Set by ?course= (quote request); the server reads the course itself. */
  course: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v && z.guid().safeParse(v).success ? v : undefined)),
});

export type ContactInput = z.infer<typeof contactSchema>;
