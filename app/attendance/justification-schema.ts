// Absence justifications (delivery.md §1): the forms that post one (the member's, on
// /profile/registrations) and decide one (staff's, on /admin/attendance/justifications), and
// the shapes their pages draw. Browser-safe: the pages check the same schemas.
import { z } from "zod";
import type { JustificationDecision } from "#db/schema";
import { PRIVATE_DOCUMENT_MAX_BYTES } from "~/uploads/private-documents";
import { justificationSchema, REASON_MAX } from "./schema";

const K = "attendance.justifications.errors";

/** The document is required: a reason alone proves nothing to a funder. Its real type is checked on the server. */
const documentField = z
  .custom<File>((value) => typeof File !== "undefined" && value instanceof File && value.size > 0, {
    message: `${K}.document_required`,
  })
  .refine((file) => file.size <= PRIVATE_DOCUMENT_MAX_BYTES, { message: `${K}.document_too_large` });

/** The member's form: which of their registrations and sittings, why, and the document. */
export const memberJustificationSchema = justificationSchema.extend({
  intent: z.literal("justify"),
  registrationId: z.uuid(`${K}.not_found`),
  document: documentField,
});
export type MemberJustificationInput = z.infer<typeof memberJustificationSchema>;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Staff recording one on a participant's behalf: the absence chosen as "registration|sitting". */
export const staffJustificationSchema = z.object({
  absence: z
    .string({ error: `${K}.absence_required` })
    .regex(new RegExp(`^${UUID}\\|${UUID}$`, "i"), `${K}.absence_required`)
    .transform((value) => {
      const [registrationId, sittingId] = value.split("|");
      return { registrationId, sittingId };
    }),
  reason: justificationSchema.shape.reason,
  document: documentField,
});

/** An absence staff may justify for its participant: absent, in time, none pending or accepted. */
export type JustifiableAbsence = {
  registration_id: string;
  sitting_id: string;
  participant: string;
  course_title: string;
  date: string;
  start_time: string;
  end_time: string;
};

/** Staff refusing: the note tells the participant why. */
export const refuseJustificationSchema = z.object({
  note: z.string().trim().min(1, `${K}.note_required`).max(REASON_MAX, `${K}.note_too_long`),
});

export const JUSTIFICATION_FILTERS = [
  "pending",
  "accepted",
  "refused",
] as const satisfies readonly JustificationDecision[];

/** One justification as the member sees it under their absence. */
export type MemberJustification = {
  id: string;
  decision: JustificationDecision;
  reason: string;
  decision_note: string | null;
  document_name: string | null;
  created_at: string;
  decided_at: string | null;
};

/** A sitting the member missed (or that was excused), with its justifications, oldest first. */
export type MemberAbsence = {
  registration_id: string;
  sitting_id: string;
  date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  status: "absent" | "excused";
  /** The last instant a justification is taken (the sitting's end + JUSTIFICATION_DAYS). */
  deadline: string;
  /** A new justification may be sent now: in time, and none pending or accepted. */
  may_justify: boolean;
  justifications: MemberJustification[];
};
