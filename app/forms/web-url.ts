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
