// Sign-in and sign-up forms. Messages are translation keys.
import { z } from "zod";
import { checkPasswordRules } from "~/auth/password-policy";
import { hasControlCharacter } from "~/forms/validate";

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

// The rules that need no word list run here, in the browser too; the list of common
// passwords is the server's (signUp in ~/server/auth.server).
export const registerSchema = z
  .object({
    email,
    password: z.string({ error: "errors.auth.password_required" }).min(1, "errors.auth.password_required"),
    full_name: z.string().trim().max(120, "errors.form.too_long").optional(),
  })
  .superRefine(({ email, password }, ctx) => {
    if (!password) return;
    const problem = checkPasswordRules(password, { email });
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: `errors.auth.${problem}` });
  });

const newPassword = z.string({ error: "errors.auth.password_required" }).min(1, "errors.auth.password_required");

/** The list-free rules on `field`, against the account's address (the server re-checks with the list). */
function passwordRules<T extends { email?: string }>(field: keyof T & string, ctx: z.RefinementCtx, value: T) {
  const password = value[field];
  if (typeof password !== "string" || !password) return;
  const problem = checkPasswordRules(password, { email: value.email });
  if (problem) ctx.addIssue({ code: "custom", path: [field], message: `errors.auth.${problem}` });
}

export const forgotPasswordSchema = z.object({ email });

/** `email` is the account's, shown to the form by the page for the rules and password managers. */
export const resetPasswordSchema = z
  .object({
    token: z.string().max(200).default(""),
    email: z.string().max(320).optional(),
    password: newPassword,
  })
  .superRefine((value, ctx) => passwordRules("password", ctx, value));

/** The action sets `email` from the session before parsing; the form's copy only serves the browser. */
export const changePasswordSchema = z
  .object({
    email: z.string().max(320).optional(),
    currentPassword: z
      .string({ error: "errors.auth.current_password_required" })
      .min(1, "errors.auth.current_password_required"),
    newPassword,
  })
  .superRefine((value, ctx) => passwordRules("newPassword", ctx, value));

// Browsers drop tabs and newlines from URLs and read "\\" as "/", so "/\t/evil.example" is
// "//evil.example" to them: refused raw and once decoded, as are all control characters.
const isUnsafe = (text: string) => text.includes("\\") || hasControlCharacter(text);
const BASE = "http://formatio.invalid";

/**
 * Only same-site paths: an open redirect would let a link send users elsewhere after
 * sign-in. The answer is the path as the URL parser normalised it (percent-encoded, so
 * always a valid Location header), or `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2048 || isUnsafe(to)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return fallback;
  }
  if (isUnsafe(decoded) || to.startsWith("//") || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
