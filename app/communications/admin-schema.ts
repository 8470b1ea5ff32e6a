// The communications screen's forms (/admin/sessions/:id/communications): the intents' names
// and schemas, checked in the browser for comfort and by the action. Browser-safe.
import { z } from "zod";
import type { TimelineStep } from "#db/schema";

const K = "admin.communications.errors";

export const COMMUNICATION_INTENTS = {
  /** Send a planned step now (it then counts as done). */
  send: "send_step",
  /** Send a step already sent once more (a lost e-mail, a new address). */
  resend: "resend_step",
  /** Send a planned change's notice now instead of after its delay. */
  sendChange: "send_change",
  /** Hold the session below its minimum: confirm it and let its convocations go. */
  goAhead: "go_ahead",
} as const;

/** The steps staff may send by hand; the escalation is the job's alone. */
export const SENDABLE_STEPS = [
  "convocation",
  "reminder",
  "remote_link",
  "trainer_pack",
  "change_notice",
] as const satisfies readonly TimelineStep[];

/** One step for one person: a participant (registrationId) or the session's trainer (none). */
export const stepSchema = z.object({
  step: z.enum(SENDABLE_STEPS, `${K}.unknown_step`),
  registrationId: z.uuid(`${K}.unknown_step`).optional(),
  occurrence: z
    .string()
    .max(64, `${K}.unknown_step`)
    .optional()
    .transform((value) => value ?? ""),
});

export const changeSchema = z.object({ changeId: z.uuid(`${K}.unknown_change`) });
