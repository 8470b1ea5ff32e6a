// The staff attendance board's forms (/admin/sessions/:id/attendance): the intents' names and
// schemas, checked in the browser for comfort and by the action. Browser-safe.
import { z } from "zod";
import { correctionSchema, markSchema, sittingPlanRowSchema } from "./schema";

const K = "admin.attendance.errors";

export const BOARD_INTENTS = {
  open: "open",
  lock: "lock",
  mark: "mark",
  correct: "correct",
  plan: "plan",
  scan: "scan",
} as const;

const sittingId = z.uuid("attendance.errors.not_found");

/** Open today's sitting, or validate (lock) a closed one. */
export const sittingIntentSchema = z.object({ sittingId });
export const boardMarkSchema = markSchema.extend({ sittingId });
export const boardCorrectionSchema = correctionSchema.extend({ sittingId });

/** A session has at most this many sittings in its plan (two a day for a month, and some). */
export const PLAN_MAX_ROWS = 80;

/**
 * The sittings' plan as staff edit it: each row a day with its start and end, none overlapping
 * another on the same day. A day outside the session's dates is allowed (a make-up day after
 * the last one is common); the dialog warns about it, the server does not refuse it.
 */
export const planSchema = z
  .object({
    rows: z
      .array(sittingPlanRowSchema, { error: `${K}.plan_empty` })
      .min(1, `${K}.plan_empty`)
      .max(PLAN_MAX_ROWS, `${K}.plan_too_many|max=${PLAN_MAX_ROWS}`),
  })
  .superRefine((plan, context) => {
    plan.rows.forEach((row, index) => {
      const clash = plan.rows.some(
        (other, j) =>
          j !== index && other.date === row.date && other.start_time < row.end_time && row.start_time < other.end_time,
      );
      if (clash)
        context.addIssue({ code: "custom", message: `${K}.plan_overlap`, path: ["rows", index, "start_time"] });
    });
  });
export type PlanInput = z.infer<typeof planSchema>;

/** A scan of a paper sheet against one sitting; its real type is read from its bytes on the server. */
export const scanSchema = z.object({
  sittingId,
  file: z.custom<File>((value) => typeof File !== "undefined" && value instanceof File && value.size > 0, {
    message: `${K}.file_required`,
  }),
});

/** Whether a day lies outside the session's dates: the plan editor's warning. */
export function isOutsideSession(date: string, session: { start_date: string; end_date: string }): boolean {
  return date < session.start_date || date > session.end_date;
}
