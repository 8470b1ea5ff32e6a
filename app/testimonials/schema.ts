// The testimonial form (content and a 1–5 rating, default 5): validated in the browser for
// comfort and in the action as the authority. Messages are translation keys.
import { z } from "zod";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;
export const CONTENT_MAX = 2000;
/** Approved testimonials per page (spec: 6). */
export const TESTIMONIALS_PAGE_SIZE = 6;

const KEY = "testimonials.validation";

/**
 * The content and 1–5 rating (default 5) fields, with messages under `keyPrefix`: the member's
 * form and the back office's editor apply the same rules and differ only in their texts.
 */
export function testimonialFields(keyPrefix: string) {
  return {
    content: z
      .string({ error: `${keyPrefix}.content_required` })
      .trim()
      .min(1, `${keyPrefix}.content_required`)
      .max(CONTENT_MAX, `${keyPrefix}.content_too_long`),
    rating: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value.trim() === "" ? String(RATING_DEFAULT) : value.trim()))
      .pipe(
        z
          .string()
          .regex(/^\d$/, `${keyPrefix}.rating_invalid`)
          .transform(Number)
          .pipe(
            z
              .number()
              .int()
              .min(RATING_MIN, `${keyPrefix}.rating_invalid`)
              .max(RATING_MAX, `${keyPrefix}.rating_invalid`),
          ),
      ),
  };
}

// Only content and rating are read: status, user_id and anything else posted are ignored.
export const testimonialSchema = z.object(testimonialFields(KEY));

export type TestimonialInput = z.infer<typeof testimonialSchema>;
