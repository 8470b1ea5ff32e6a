// The sign-in and sign-up actions shared by the pages and the header modal.
import { data, redirect } from "react-router";
import { loginSchema, registerSchema, safeRedirect } from "~/auth/schemas";
import type { ActionData } from "~/forms/action-data";
import { formValues, parseForm } from "~/forms/validate";
import type { Lang } from "~/i18n/messages";
import { AuthError, signIn, signUp } from "~/server/auth.server";
import { clock } from "~/server/clock.server";
import { flashHeader } from "~/server/flash.server";
import { logger } from "~/server/logger.server";
import { clearRateLimit, hitRateLimit, peekRateLimit, releaseRateLimit } from "~/server/rate-limit.server";

const WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins for one account from one client before that pair must wait. */
const PER_ACCOUNT_AND_CLIENT = 10;
/** Failed sign-ins from one client, whatever the accounts (password spraying). */
const PER_CLIENT = 50;
/** Failures on one account from all clients after which every try is slowed down. */
const SLOW_AFTER = 10;
const MAX_DELAY_MS = 5_000;

/**
 * Limits count failures only, per (account, client) and per client, so that nobody can lock
 * an account by failing from elsewhere and an office behind one address does not share its
 * successes. Failures on an account from many places slow every try on it (never lock it).
 */
function signInKeys(email: string, clientIp: string) {
  const account = email.toLowerCase();
  return {
    pair: `signin:fail:${account}|${clientIp}`,
    client: `signin:fail-client:${clientIp}`,
    account: `signin:fail-account:${account}`,
  };
}

/** Delay before checking a password, growing with the account's recent failures. */
export function signInDelayMs(accountFailures: number): number {
  return accountFailures <= SLOW_AFTER ? 0 : Math.min(MAX_DELAY_MS, (accountFailures - SLOW_AFTER) * 250);
}

/** A refused sign-in or sign-up: the answer every form gives (ActionData), with its status. */
function failure(status: number, body: Omit<ActionData, "ok">) {
  return data({ ok: false, ...body } satisfies ActionData, { status });
}

export async function handleLogin(request: Request, clientIp: string) {
  const formData = await request.formData();
  const isModal = formData.get("modal") === "1";
  const form = parseForm(loginSchema, formData);
  if (!form.ok) return failure(400, { errors: form.errors, values: form.values });
  const { email, password } = form.data;

  const keys = signInKeys(email, clientIp);
  // Counted before the password is checked, so parallel tries cannot all pass the limit;
  // given back below when the password is right.
  const [pair, client] = await Promise.all([
    hitRateLimit(keys.pair, PER_ACCOUNT_AND_CLIENT, WINDOW_MS),
    hitRateLimit(keys.client, PER_CLIENT, WINDOW_MS),
  ]);
  const release = () => Promise.all([releaseRateLimit(keys.pair), releaseRateLimit(keys.client)]);
  if (!pair.allowed || !client.allowed) {
    await release(); // a refused try is not a failed password
    const minutes = Math.max(1, Math.ceil(Math.max(pair.retryAfterMs, client.retryAfterMs) / 60000));
    return failure(429, {
      formError: "errors.auth.too_many_attempts",
      formErrorParams: { count: minutes },
      values: formValues(formData),
    });
  }
  const delay = signInDelayMs(await peekRateLimit(keys.account, WINDOW_MS));
  if (delay > 0) await clock().sleep(delay);

  try {
    const headers = await signIn({ email, password, request });
    await Promise.all([clearRateLimit(keys.pair), releaseRateLimit(keys.client)]);
    if (isModal) return data({ ok: true } satisfies ActionData, { headers });
    headers.append("Set-Cookie", await flashHeader({ key: "auth.signed_in", tone: "success" }));
    return redirect(safeRedirect(form.data.redirectTo), { headers });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    logger.info({ key: error.key }, "sign-in refused");
    if (error.key === "invalid_credentials") await hitRateLimit(keys.account, Number.MAX_SAFE_INTEGER, WINDOW_MS);
    else await release();
    return failure(error.key === "unexpected_error" ? 500 : 401, {
      formError: error.message,
      values: formValues(formData),
    });
  }
}

/** Accounts one client may create per hour (one address created 20 in a minute). */
const SIGNUPS_PER_CLIENT = 5;
const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

/** `language`: the page's language, kept as the new account's. */
export async function handleRegister(request: Request, { language, clientIp }: { language: Lang; clientIp: string }) {
  const formData = await request.formData();
  const isModal = formData.get("modal") === "1";
  const form = parseForm(registerSchema, formData);
  if (!form.ok) return failure(400, { errors: form.errors, values: form.values });
  const signupKey = `signup:client:${clientIp}`;
  if ((await peekRateLimit(signupKey, SIGNUP_WINDOW_MS)) >= SIGNUPS_PER_CLIENT) {
    return failure(429, { formError: "errors.auth.too_many_signups", values: formValues(formData) });
  }
  try {
    await signUp({ email: form.data.email, password: form.data.password, fullName: form.data.full_name, language });
    await hitRateLimit(signupKey, SIGNUPS_PER_CLIENT, SIGNUP_WINDOW_MS);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    logger.info({ key: error.key }, "sign-up refused");
    const field =
      error.key === "user_exists" || error.key === "invalid_email"
        ? "email"
        : error.key.startsWith("password_")
          ? "password"
          : undefined;
    return failure(error.key === "user_exists" ? 409 : 400, {
      errors: field ? { [field]: error.message } : undefined,
      formError: field ? undefined : error.message,
      values: formValues(formData),
    });
  }
  // The modal's sign-in form starts with the new account's e-mail.
  if (isModal) return { ok: true, values: { email: form.data.email } } satisfies ActionData;
  return redirect("/login?registered=true");
}
