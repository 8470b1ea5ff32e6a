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

// Only content and rating are read: status, user_id and anything else posted are ignored.
export const testimonialSchema = z.object({
  content: z
    .string({ error: `${KEY}.content_required` })
    .trim()
    .min(1, `${KEY}.content_required`)
    .max(CONTENT_MAX, `${KEY}.content_too_long`),
  rating: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? String(RATING_DEFAULT) : value.trim()))
    .pipe(
      z
        .string()
        .regex(/^\d$/, `${KEY}.rating_invalid`)
        .transform(Number)
        .pipe(z.number().int().min(RATING_MIN, `${KEY}.rating_invalid`).max(RATING_MAX, `${KEY}.rating_invalid`)),
    ),
});

export type TestimonialInput = z.infer<typeof testimonialSchema>;
