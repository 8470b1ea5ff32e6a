// The session registration form: validated in the modal (comfort) and in the
// action (authority). Messages are translation keys.
import { z } from "zod";
import { isTimeZone } from "~/agencies/time-zones";
import { FUNDING_SCHEME_MAX } from "~/compliance/bpf-categories";

const KEY = "pages.courses.registration.validation";

/** What a participant may write in "special requirements": counted in the form, refused beyond. */
export const SPECIAL_REQUIREMENTS_MAX = 2000;

/** The private note to the accessibility referent (delivery.md §7): counted, refused beyond. */
export const ADAPTATION_NOTE_MAX = 2000;

const required = (max: number) =>
  z
    .string({ error: `${KEY}.required` })
    .trim()
    .min(1, `${KEY}.required`)
    .max(max, `${KEY}.too_long`);

// Empty optional inputs arrive as "" from the form: stored as absent, not as blanks.
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${KEY}.too_long`)
    .optional()
    .transform((v) => (v ? v : undefined));

// A category chosen in a select: blank is "I don't know"; anything else must be an id (the
// service checks it names an offered category).
const optionalCategory = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.uuid(`${KEY}.funding_invalid`).optional());

export const registrationSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: required(254).pipe(z.email(`${KEY}.email`)),
  // Loose on purpose: international numbers are written in many ways.
  phone: required(40).regex(/^[+()\d\s.\-/]{6,40}$/, `${KEY}.phone`),
  company: optional(200),
  position: optional(200),
  billingAddress: required(300),
  billingCity: required(120),
  billingPostalCode: optional(20),
  billingCountry: required(120),
  specialRequirements: optional(SPECIAL_REQUIREMENTS_MAX),
  // ─── Accessibility (delivery.md §7, issue 30) ───────────────────────────────────────────────
  // "Do you need an adaptation because of a disability?": optional (unanswered is neither yes nor
  // no), a radio posting "yes" or "no". Yes opens the accessibility referent's private case.
  needsAdaptation: z
    .preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.enum(["yes", "no"], { error: `${KEY}.needs_adaptation` }).optional(),
    )
    .transform((v) => (v === undefined ? undefined : v === "yes")),
  // What would help, for the referent's eyes only; kept only with a yes (the service drops it otherwise).
  adaptationNote: z
    .string()
    .trim()
    .max(ADAPTATION_NOTE_MAX, `${KEY}.too_long|max=${ADAPTATION_NOTE_MAX}`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  // ─── end of accessibility ───────────────────────────────────────────────────────────────────
  // --- Funding (BPF, delivery.md §8), asked "if you know it": who funds the training, an OPCO's
  // or a public body's scheme, and the participant's situation. Staff complete what is left.
  fundingSourceId: optionalCategory,
  fundingScheme: optional(FUNDING_SCHEME_MAX),
  participantTypeId: optionalCategory,
  // --- end of funding.
  // An HTML checkbox sends "on" when ticked and nothing otherwise.
  acceptTerms: z
    .string({ error: `${KEY}.accept_terms` })
    .refine((v) => v === "on" || v === "true", `${KEY}.accept_terms`)
    .transform(() => true as const),
  // The browser's own zone, set by script (absent without it): the account's first guess at
  // the person's clock. A hidden field cannot show an error, so anything but a known IANA zone
  // is dropped rather than refused.
  timezone: z.preprocess(
    (v) => (typeof v === "string" && v.length <= 64 && isTimeZone(v) ? v : undefined),
    z.string().optional(),
  ),
});

export type RegistrationInput = z.infer<typeof registrationSchema>;
