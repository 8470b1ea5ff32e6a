// The certificates screen's forms (/admin/sessions/:id/certificates): the intents' names and
// schemas, checked in the browser for comfort and by the action. Browser-safe.
import { z } from "zod";
import {
  ASSESSMENT_RESULT_NAMES,
  type AssessmentResult,
  DOCUMENT_KIND_NAMES,
  REVOCATION_REASON_NAMES,
} from "~/certificates/facts";
import { FUNDING_SCHEME_MAX } from "~/compliance/bpf-categories";
import { checkbox } from "~/forms/checkbox";
import { optionalText } from "~/forms/optional-text";

const K = "certificates.errors";

export const CERTIFICATE_INTENTS = {
  /** Issue one draft, or a new version of one outdated document. */
  issue: "issue",
  /** Issue every draft nothing blocks ("validate all"). */
  issueAll: "issue_all",
  /** A new version of every document whose attendance changed since it was issued. */
  regenerate: "regenerate",
  revoke: "revoke",
  results: "results",
  funding: "funding",
  sendToFunders: "send_to_funders",
} as const;

export const FUNDER_NAME_MAX = 200;
export const COMPANY_MAX = 200;

const registrationId = z.uuid(`${K}.document_not_found`);

/** One participant's document: the whole session's, or a month's (YYYY-MM-01). */
export const issueOneSchema = z.object({
  registrationId,
  kind: z.enum(DOCUMENT_KIND_NAMES, `${K}.document_not_found`),
  periodMonth: z
    .string()
    .regex(/^\d{4}-\d{2}-01$/, `${K}.document_not_found`)
    .optional()
    .transform((value) => value ?? null),
});

export const revokeSchema = z.object({
  documentId: z.uuid(`${K}.document_not_found`),
  reason: z.enum(REVOCATION_REASON_NAMES, `${K}.reason_required`),
});

/** Results are recorded for at most this many objectives (a course lists far fewer). */
export const MAX_OBJECTIVES = 30;
// The union's own message: a failed union reports "Invalid input", not its members' messages.
const resultField = z
  .union([z.enum(ASSESSMENT_RESULT_NAMES), z.literal("")], `${K}.result_invalid`)
  .optional()
  .transform((value) => value || null);

/**
 * One participant's results, one field per objective (`result_0`, `result_1`…): a result, or
 * blank for "not assessed yet". The fields are named one by one: nothing else is read.
 */
export const resultsSchema = z.object({
  registrationId,
  ...Object.fromEntries(Array.from({ length: MAX_OBJECTIVES }, (_, i) => [`result_${i}`, resultField])),
});
export type ResultsInput = { registrationId: string } & Record<`result_${number}`, AssessmentResult | null | undefined>;

// The BPF's funding (delivery.md §8), when the form posts it: absent leaves it as it is (a form
// without those fields), blank is "not known yet", anything else must be an id (the service
// checks it names a category of the right kind).
const bpfCategory = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null))
    .pipe(z.guid({ error: message }).nullable().optional());

/**
 * The registration's employer and funding, which the certificat de réalisation states, and the
 * annual activity report's funding source, scheme and participant type.
 */
export const fundingSchema = z.object({
  registrationId,
  company: optionalText(COMPANY_MAX, `${K}.company_too_long|max=${COMPANY_MAX}`),
  self_funded: checkbox,
  transition_project: checkbox,
  funder_contact_name: optionalText(FUNDER_NAME_MAX, `${K}.funder_name_too_long|max=${FUNDER_NAME_MAX}`),
  funder_contact_email: optionalText(254, `${K}.funder_email_invalid`).pipe(
    z.email(`${K}.funder_email_invalid`).nullable(),
  ),
  funding_source_id: bpfCategory("admin.registrations.funding.source_invalid"),
  funding_scheme: optionalText(FUNDING_SCHEME_MAX, "admin.registrations.funding.scheme_too_long"),
  participant_type_id: bpfCategory("admin.registrations.funding.type_invalid"),
});
export type FundingInput = z.infer<typeof fundingSchema>;

/** The results posted, by objective position, for the course's `count` objectives. */
export function resultsOf(input: ResultsInput, count: number): (AssessmentResult | null)[] {
  return Array.from({ length: Math.min(count, MAX_OBJECTIVES) }, (_, i) => input[`result_${i}`] ?? null);
}
