// The account deletion form: the person types their own e-mail address. The address
// is the same in every language (a translated word would not be) and makes the person
// look at which account they are about to delete. Messages are i18n keys.
import { z } from "zod";

const E = "profile.my_data.error";

/** `email`: the signed-in account's address (from the session, never from the form). */
export function deleteAccountSchema(email: string) {
  const expected = email.trim().toLowerCase();
  return z.object({
    confirmation: z
      .string({ error: `${E}.confirmation_required` })
      .trim()
      .min(1, `${E}.confirmation_required`)
      .max(320, `${E}.confirmation_mismatch`)
      .refine((typed) => typed.toLowerCase() === expected, `${E}.confirmation_mismatch`),
  });
}
