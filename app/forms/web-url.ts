// A web address typed in a form (a member's website, a trainer's LinkedIn): http(s) only,
// since a `javascript:` link on a public card would run script; blank is NULL (decision 012).
// Browser-safe: the same rule checks the field in the browser and in the action.
import { z } from "zod";

export function optionalWebUrl(messages: { invalid: string; tooLong: string }, max = 500) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong)
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: messages.invalid }).nullable());
}

/**
 * A web address the form requires: `optionalWebUrl`, blank refused. Messages under the form's
 * validation prefix `v`: `website_invalid`, `website_required`, `too_long`.
 */
export function requiredWebUrl(v: string, max = 500) {
  return optionalWebUrl({ invalid: `${v}.website_invalid`, tooLong: `${v}.too_long` }, max).refine(
    (value) => value !== null,
    `${v}.website_required`,
  );
}

/** A required e-mail address, stored lower-case; messages under `v`: `email_required`, `email_invalid`, `too_long`. */
export function requiredEmail(v: string, max = 254) {
  return z
    .string({ error: `${v}.email_required` })
    .trim()
    .toLowerCase()
    .min(1, `${v}.email_required`)
    .max(max, `${v}.too_long`)
    .pipe(z.email(`${v}.email_invalid`));
}
