// The roster's forms. Each move is its own intent ("status-confirmed", "payment-paid"…) so a
// row's buttons post their intent and the registration's id, nothing else (RowActions).
// Messages are translation keys. Browser-safe.
import { z } from "zod";
import { PAYMENT_STATUSES, REGISTRATION_STATUSES } from "#db/schema";
import { FUNDING_SCHEME_MAX } from "~/compliance/bpf-categories";
import { optionalText } from "~/forms/optional-text";
import { registrationSchema } from "~/registrations/schema";

const V = "admin.sessions.validation";

export const registrationIntentSchema = z.object({
  registration_id: z.guid({ error: `${V}.registration` }),
});

export const statusIntent = (status: (typeof REGISTRATION_STATUSES)[number]) => `status-${status}` as const;
export const paymentIntent = (status: (typeof PAYMENT_STATUSES)[number]) => `payment-${status}` as const;
/** The forward session moves; cancelling is CANCEL_SESSION_INTENT, with its message. */
export const SESSION_FORWARD_STATUSES = ["confirmed", "completed"] as const;
export const sessionIntent = (status: (typeof SESSION_FORWARD_STATUSES)[number]) => `session-${status}` as const;
export const CANCEL_SESSION_INTENT = "cancel-session";
/** Cancelling a paid registration and marking its payment refunded, in one write. */
export const CANCEL_AND_REFUND_INTENT = "cancel-refund";

export const CANCEL_MESSAGE_MAX = 2000;

/** The participants are told why: the message is required. */
export const cancelSessionSchema = z.object({
  message: z
    .string({ error: `${V}.message_required` })
    .trim()
    .min(1, `${V}.message_required`)
    .max(CANCEL_MESSAGE_MAX, `${V}.message_too_long`),
});

export { PAYMENT_STATUSES, REGISTRATION_STATUSES };

/** Moving a registration to another session of the same course. */
export const TRANSFER_INTENT = "transfer";

export const transferSchema = z.object({
  registration_id: z.guid({ error: `${V}.registration` }),
  target_session_id: z.guid({ error: `${V}.transfer_target` }),
});

/** Enrolling a person by hand from the roster (someone who phoned). */
export const ENROL_INTENT = "enrol";

export const ENROL_REASON_MAX = 500;

/**
 * The registration form's fields, as staff type them for the person (no terms to accept: the
 * person agreed with the organisation), the language of the account created when the address
 * is new, and the reason for enrolling past the last seat (required then, audited). Staff may
 * answer the accessibility question (yes opens the referent's case), never type the private note
 * to the referent: it is the participant's own words, which staff without the module never see.
 */
export const enrolSchema = registrationSchema.omit({ acceptTerms: true, adaptationNote: true }).extend({
  language: z.enum(["fr", "en"], { error: `${V}.language` }).catch("fr"),
  reason: z
    .string()
    .trim()
    .max(ENROL_REASON_MAX, `${V}.reason_too_long`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type EnrolInput = z.infer<typeof enrolSchema>;

/** A registration's funding for the annual activity report (BPF): completed by staff. */
export const FUNDING_INTENT = "funding";

const F = "admin.registrations.funding";

// A select's choice: blank is "not known yet"; anything else must be an id (the service checks
// it names a category of the right kind).
const optionalCategory = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(z.guid({ error: message }).nullable());

export const fundingSchema = z.object({
  registration_id: z.guid({ error: `${V}.registration` }),
  funding_source_id: optionalCategory(`${F}.source_invalid`),
  funding_scheme: optionalText(FUNDING_SCHEME_MAX, `${F}.scheme_too_long`),
  participant_type_id: optionalCategory(`${F}.type_invalid`),
});
export type FundingInput = z.infer<typeof fundingSchema>;
