// An optional text field of a form: trimmed, at most `max` characters, and NULL when blank
// (decision 012: a nullable text column never holds '' or spaces). The one home of this
// transform; browser-safe, so the form and the action check alike.
import { z } from "zod";

export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));
}
