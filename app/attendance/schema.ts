// The forms of attendance: a drawn signature, a trainer's mark, a staff correction, an absence
// justification, a sitting plan. Browser-safe: the signing page checks the same schemas.
import { z } from "zod";
import { ATTENDANCE_STATUSES } from "#db/schema";
import { SIGNATURE_BOX, SIGNATURE_LIMITS } from "./rules";

const K = "attendance.errors";

/** A drawn signature: strokes of [x, y] points inside SIGNATURE_BOX, sent as JSON in one field. */
export const strokesSchema = z
  .string({ error: `${K}.signature_required` })
  .transform((text, context) => {
    if (text.trim() === "") {
      context.addIssue({ code: "custom", message: `${K}.signature_required` });
      return z.NEVER;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: `${K}.signature_invalid` });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z
          .array(
            z.tuple([
              z.number().finite().min(0).max(SIGNATURE_BOX.width),
              z.number().finite().min(0).max(SIGNATURE_BOX.height),
            ]),
          )
          .min(1)
          .max(SIGNATURE_LIMITS.points),
        { error: `${K}.signature_invalid` },
      )
      .min(1, `${K}.signature_required`)
      .max(SIGNATURE_LIMITS.strokes, `${K}.signature_invalid`)
      .refine((strokes) => strokes.reduce((sum, stroke) => sum + stroke.length, 0) <= SIGNATURE_LIMITS.points, {
        message: `${K}.signature_invalid`,
      })
      // A dot or a tiny scratch is not a signature: the strokes must span some of the box.
      .refine(
        (strokes) => {
          const xs = strokes.flat().map(([x]) => x);
          const ys = strokes.flat().map(([, y]) => y);
          return Math.max(...xs) - Math.min(...xs) >= 20 || Math.max(...ys) - Math.min(...ys) >= 20;
        },
        { message: `${K}.signature_too_small` },
      ),
  );

export type Strokes = [number, number][][];

const minutes = z.coerce
  .number({ error: `${K}.minutes_invalid` })
  .int(`${K}.minutes_invalid`)
  .min(0, `${K}.minutes_invalid`)
  .max(24 * 60, `${K}.minutes_invalid`);
const optionalMinutes = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  minutes.nullable(),
);

export const markSchema = z.object({
  registrationId: z.uuid(`${K}.not_found`),
  status: z.enum(ATTENDANCE_STATUSES, { error: `${K}.status_invalid` }),
  late_minutes: optionalMinutes,
  left_early_minutes: optionalMinutes,
  minutes_attended: optionalMinutes,
});
export type MarkInput = z.infer<typeof markSchema>;

export const REASON_MAX = 1000;
export const correctionSchema = markSchema.extend({
  reason: z.string().trim().min(1, `${K}.reason_required`).max(REASON_MAX, `${K}.reason_too_long`),
});

export const justificationSchema = z.object({
  sittingId: z.uuid(`${K}.not_found`),
  reason: z.string().trim().min(1, `${K}.reason_required`).max(REASON_MAX, `${K}.reason_too_long`),
});

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${K}.time_invalid`);
export const sittingPlanRowSchema = z
  .object({
    date: z.iso.date(`${K}.date_invalid`),
    start_time: time,
    end_time: time,
  })
  .refine((row) => row.end_time > row.start_time, { message: `${K}.end_before_start`, path: ["end_time"] });
