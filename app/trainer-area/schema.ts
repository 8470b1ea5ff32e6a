// The trainer's forms on a sitting (delivery.md §2), browser-safe: the screen and the action
// check the same schemas.
import { z } from "zod";
import { markSchema, strokesSchema } from "~/attendance/schema";

const NOT_FOUND = "attendance.errors.not_found";

/** The marks a trainer gives: "excused" is staff's, once a justification is accepted. */
export const TRAINER_MARKS = ["present", "late", "left_early", "absent"] as const;
export type TrainerMark = (typeof TRAINER_MARKS)[number];

const sittingId = z.uuid({ error: NOT_FOUND });
export const sittingSchema = z.object({ sittingId });
export const trainerMarkSchema = markSchema.extend({
  sittingId,
  status: z.enum(TRAINER_MARKS, { error: "attendance.errors.status_invalid" }),
});
export const coSignSchema = z.object({ sittingId, strokes: strokesSchema });
export const kioskSignSchema = z.object({
  sittingId,
  registrationId: z.uuid({ error: "attendance.errors.not_a_participant" }),
  strokes: strokesSchema,
});

/** The page of each list ("upcoming", "past") is in the URL. */
export const UPCOMING_PAGE_PARAM = "upcoming";
export const PAST_PAGE_PARAM = "past";
