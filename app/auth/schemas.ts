// Sign-in and sign-up forms. Messages are translation keys.
import { z } from "zod";

const email = z
  .string({ error: "errors.auth.email_required" })
  .trim()
  .min(1, "errors.auth.email_required")
  .pipe(z.email("errors.auth.invalid_email"));

export const loginSchema = z.object({
  email,
  password: z.string({ error: "errors.auth.password_required" }).min(1, "errors.auth.password_required"),
  redirectTo: z.string().optional(),
});

export const registerSchema = z.object({
  email,
  password: z
    .string({ error: "errors.auth.password_required" })
    .min(1, "errors.auth.password_required")
    .min(8, "errors.auth.weak_password")
    .max(128, "errors.auth.weak_password"),
  full_name: z.string().trim().max(120).optional(),
});

/** Only same-site paths: an open redirect would let a link send users elsewhere after sign-in. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
