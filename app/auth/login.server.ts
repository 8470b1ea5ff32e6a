// The sign-in and sign-up actions shared by the pages and the header modal.
import { data, redirect } from "react-router";
import type { AuthActionData } from "~/auth/auth-forms";
import { loginSchema, registerSchema, safeRedirect } from "~/auth/schemas";
import { formValues, parseForm } from "~/forms/validate";
import type { Lang } from "~/i18n/messages";
import { AuthError, signIn, signUp } from "~/server/auth.server";
import { flashHeader } from "~/server/flash.server";
import { logger } from "~/server/logger.server";
import { clearRateLimit, hitRateLimit } from "~/server/rate-limit.server";

const WINDOW_MS = 15 * 60 * 1000;
const PER_EMAIL = 10;
const PER_IP = 30;

function failure(status: number, body: AuthActionData) {
  return data(body, { status });
}

export async function handleLogin(request: Request, clientIp: string) {
  const formData = await request.formData();
  const isModal = formData.get("modal") === "1";
  const form = parseForm(loginSchema, formData);
  if (!form.ok) return failure(400, { errors: form.errors, values: form.values });
  const { email, password } = form.data;

  const [byEmail, byIp] = await Promise.all([
    hitRateLimit(`signin:email:${email.toLowerCase()}`, PER_EMAIL, WINDOW_MS),
    hitRateLimit(`signin:ip:${clientIp}`, PER_IP, WINDOW_MS),
  ]);
  if (!byEmail.allowed || !byIp.allowed) {
    const minutes = Math.max(1, Math.ceil(Math.max(byEmail.retryAfterMs, byIp.retryAfterMs) / 60000));
    return failure(429, {
      formError: "errors.auth.too_many_attempts",
      formErrorParams: { minutes },
      values: formValues(formData),
    });
  }

  try {
    const headers = await signIn({ email, password, request });
    await clearRateLimit(`signin:email:${email.toLowerCase()}`);
    if (isModal) return data({ ok: true } satisfies AuthActionData, { headers });
    headers.append("Set-Cookie", await flashHeader({ key: "auth.signed_in", tone: "success" }));
    return redirect(safeRedirect(form.data.redirectTo), { headers });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    logger.info({ key: error.key }, "sign-in refused");
    return failure(error.key === "unexpected_error" ? 500 : 401, {
      formError: error.message,
      values: formValues(formData),
    });
  }
}

/** `language`: the page's language, kept as the new account's. */
export async function handleRegister(request: Request, language: Lang) {
  const formData = await request.formData();
  const isModal = formData.get("modal") === "1";
  const form = parseForm(registerSchema, formData);
  if (!form.ok) return failure(400, { errors: form.errors, values: form.values });
  try {
    await signUp({ email: form.data.email, password: form.data.password, fullName: form.data.full_name, language });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    logger.info({ key: error.key }, "sign-up refused");
    const field =
      error.key === "user_exists" || error.key === "invalid_email"
        ? "email"
        : error.key === "weak_password"
          ? "password"
          : undefined;
    return failure(error.key === "user_exists" ? 409 : 400, {
      errors: field ? { [field]: error.message } : undefined,
      formError: field ? undefined : error.message,
      values: formValues(formData),
    });
  }
  if (isModal) return { ok: true, registered: true } satisfies AuthActionData;
  return redirect("/login?registered=true");
}
