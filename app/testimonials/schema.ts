// The testimonial form: the text, a 1–5 rating (default 5), the language it is written in, an
// optional English version, the course it is about, and the author's role and company as they
// are to be shown. Validated in the browser for comfort and in the action as the authority.
// Messages are translation keys. Which text a page shows: ./text.ts and decision 025.
import { z } from "zod";
import { optionalText } from "~/forms/optional-text";
import { isUuid } from "~/forms/validate";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;
export const CONTENT_MAX = 2000;
/** The author's role and company: the profile's own limits (app/profile/schema.ts). */
export const AUTHOR_DETAIL_MAX = 160;
/** Approved testimonials per page (spec: 6). */
export const TESTIMONIALS_PAGE_SIZE = 6;
/** The languages a testimonial is written in. */
export const TESTIMONIAL_LANGUAGES = ["fr", "en"] as const;
export type TestimonialLanguage = (typeof TESTIMONIAL_LANGUAGES)[number];

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

/**
 * What a testimonial says of its context, shared by both forms: the course (optional; which
 * courses are allowed is the service's business), the English text (optional), and the author's
 * role and company (optional, NULL when blank).
 */
export function testimonialContextFields(keyPrefix: string) {
  return {
    content_en: optionalText(CONTENT_MAX, `${keyPrefix}.content_en_too_long`),
    course_id: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isUuid(value), `${keyPrefix}.course_invalid`),
    author_position: optionalText(AUTHOR_DETAIL_MAX, `${keyPrefix}.author_too_long`),
    author_company: optionalText(AUTHOR_DETAIL_MAX, `${keyPrefix}.author_too_long`),
  };
}

// Only the fields named here are read: status, user_id and anything else posted are ignored.
export const testimonialSchema = z.object({
  ...testimonialFields(KEY),
  ...testimonialContextFields(KEY),
  // The language the member wrote in: absent (a form from before it existed), French.
  language: z
    .string()
    .optional()
    .transform((value) => value || "fr")
    .pipe(z.enum(TESTIMONIAL_LANGUAGES, { error: `${KEY}.language_invalid` })),
});

export type TestimonialInput = z.infer<typeof testimonialSchema>;

/**
 * The two columns a member's testimonial fills (decision 025): `content` is always what they
 * wrote; `content_en` is the same text when they wrote in English, else the English version they
 * added, if any.
 */
export function storedTexts(input: Pick<TestimonialInput, "content" | "content_en" | "language">) {
  return {
    content: input.content,
    content_en: input.language === "en" ? input.content : input.content_en,
  };
}
