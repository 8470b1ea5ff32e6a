// What a person does to keep their account: ask for a reset link, choose a new password
// with it, change the password, sign out everywhere, prove their e-mail address. Each is
// better-auth's own flow (~/server/auth.server.ts holds its configuration and the password
// policy that applies to every one of them); this module adds the rate limits, the
// anti-enumeration answer and the mapping of its errors to our translation keys.
import { APIError } from "better-auth/api";
import { notifyAccountChanged } from "~/auth/account-emails.server";
import { PASSWORD_PROBLEMS, type PasswordErrorKey } from "~/auth/password-policy.server";
import { hasControlCharacter } from "~/forms/validate";
import { getAuth, type SessionUser } from "~/server/auth.server";
import { clock } from "~/server/clock.server";
import { logger } from "~/server/logger.server";
import { clearRateLimit, hitRateLimit, releaseRateLimit } from "~/server/rate-limit.server";

const MINUTE = 60_000;

function apiErrorCode(error: unknown): string | null {
  if (!(error instanceof APIError)) return null;
  return String((error.body as { code?: string } | undefined)?.code ?? "");
}

function policyKey(code: string | null): PasswordErrorKey | null {
  const key = code?.toLowerCase() ?? "";
  return Object.hasOwn(PASSWORD_PROBLEMS, key) ? (key as PasswordErrorKey) : null;
}

function minutesUntil(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE));
}

// ---------------------------------------------------------------- forgot password

/** Requests from one client (whatever the addresses): someone walking a list of addresses. */
export const RESET_REQUESTS_PER_CLIENT = { limit: 10, windowMs: 15 * MINUTE };
/** E-mails to one address: nobody can flood an inbox with reset links. */
export const RESET_REQUESTS_PER_ADDRESS = { limit: 3, windowMs: 60 * MINUTE };
/**
 * Every answer takes at least this long, so the time does not tell a known address (a
 * token and an e-mail written) from an unknown one (one read).
 */
export const RESET_REQUEST_MIN_MS = 500;

export type PasswordResetRequest = { ok: true } | { ok: false; retryAfterMinutes: number };

/**
 * "If an account exists for this address, we sent a link": the same answer for a known
 * address, an unknown one, a deactivated account and an address over its own limit. Only
 * the per-client limit answers differently (it says nothing about the address).
 */
export async function requestPasswordReset(rawEmail: string, clientIp: string): Promise<PasswordResetRequest> {
  const started = clock().now();
  const email = rawEmail.trim().toLowerCase();
  const client = await hitRateLimit(
    `reset:client:${clientIp}`,
    RESET_REQUESTS_PER_CLIENT.limit,
    RESET_REQUESTS_PER_CLIENT.windowMs,
  );
  if (!client.allowed) return { ok: false, retryAfterMinutes: minutesUntil(client.retryAfterMs) };
  const address = await hitRateLimit(
    `reset:address:${email}`,
    RESET_REQUESTS_PER_ADDRESS.limit,
    RESET_REQUESTS_PER_ADDRESS.windowMs,
  );
  if (address.allowed) {
    try {
      await (await getAuth()).api.requestPasswordReset({ body: { email } });
    } catch (error) {
      // Logged, never shown: the answer must not differ from the usual one.
      logger.error({ err: error }, "password reset request failed");
    }
  } else {
    logger.info("password reset: address over its limit, no e-mail");
  }
  const remaining = RESET_REQUEST_MIN_MS - (clock().now() - started);
  if (remaining > 0) await clock().sleep(remaining);
  return { ok: true };
}

// ---------------------------------------------------------------- reset password

// better-auth's reset tokens are 24 letters and digits; anything else (a NUL character
// PostgreSQL would refuse, a pasted paragraph) never reaches the database.
const RESET_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function isResetTokenShaped(token: unknown): token is string {
  return typeof token === "string" && RESET_TOKEN.test(token);
}

/** The account a reset link is for, while the link is unused and under an hour old. */
export async function findPasswordResetAccount(token: string): Promise<{ email: string } | null> {
  if (!isResetTokenShaped(token)) return null;
  const context = await (await getAuth()).$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  const user = await context.internalAdapter.findUserById(verification.value);
  return user ? { email: user.email } : null;
}

export type PasswordResetResult =
  | { ok: true }
  | { ok: false; error: "invalid_token" }
  | { ok: false; error: "password"; key: PasswordErrorKey };

/** Sets the new password (the policy applies); better-auth consumes the token and ends every session. */
export async function resetPassword(token: string, newPassword: string): Promise<PasswordResetResult> {
  if (!isResetTokenShaped(token)) return { ok: false, error: "invalid_token" };
  try {
    await (await getAuth()).api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    const code = apiErrorCode(error);
    const key = policyKey(code);
    if (key) return { ok: false, error: "password", key };
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return { ok: false, error: "invalid_token" };
    throw error;
  }
}

// ---------------------------------------------------------------- change password

/** Wrong current passwords on one account: a stolen session must not become a password guesser. */
export const CHANGE_PASSWORD_FAILURES = { limit: 5, windowMs: 15 * MINUTE };

export type ChangePasswordResult =
  | { ok: true; headers: Headers }
  | { ok: false; field: "currentPassword" | "newPassword"; error: string }
  | { ok: false; formError: string; params?: Record<string, number> };

/**
 * better-auth's changePassword with revokeOtherSessions: every session of the account ends,
 * and this one is replaced by a new one whose cookie is in `headers` (send it on).
 */
export async function changePassword(input: {
  request: Request;
  user: SessionUser;
  currentPassword: string;
  newPassword: string;
}): Promise<ChangePasswordResult> {
  const key = `password-change:fail:${input.user.id}`;
  // Counted before the check so parallel tries cannot all pass; given back unless the current password was wrong.
  const limit = await hitRateLimit(key, CHANGE_PASSWORD_FAILURES.limit, CHANGE_PASSWORD_FAILURES.windowMs);
  if (!limit.allowed) {
    await releaseRateLimit(key);
    return {
      ok: false,
      formError: "errors.auth.too_many_attempts",
      params: { count: minutesUntil(limit.retryAfterMs) },
    };
  }
  try {
    const { headers } = await (await getAuth()).api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: input.request.headers,
      returnHeaders: true,
    });
    await clearRateLimit(key);
    // A stolen session could change the password: the owner hears of it at their address.
    await notifyAccountChanged(input.user.id, { kind: "password_changed" });
    return { ok: true, headers };
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === "INVALID_PASSWORD") {
      return { ok: false, field: "currentPassword", error: "errors.auth.current_password_wrong" };
    }
    await releaseRateLimit(key);
    const problem = policyKey(code);
    if (problem) return { ok: false, field: "newPassword", error: `errors.auth.${problem}` };
    throw error;
  }
}

// ---------------------------------------------------------------- sign out everywhere

/** better-auth's revokeSessions: every session of the account, this one included; `headers` clear the cookie. */
export async function signOutEverywhere(request: Request): Promise<Headers> {
  const { headers } = await (await getAuth()).api.revokeSessions({ headers: request.headers, returnHeaders: true });
  return headers;
}

// ---------------------------------------------------------------- e-mail verification

export type EmailVerificationStatus = "verified" | "expired" | "invalid";

/** Follows a mailed link: better-auth's verifyEmail checks the signed token and marks the address verified. */
export async function verifyEmailToken(token: string): Promise<EmailVerificationStatus> {
  if (!token || token.length > 4096 || hasControlCharacter(token)) return "invalid";
  try {
    await (await getAuth()).api.verifyEmail({ query: { token } });
    return "verified";
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === null) throw error;
    return code === "TOKEN_EXPIRED" ? "expired" : "invalid";
  }
}

/** "Send the link again": per account, since each one is an e-mail to that address. */
export const VERIFICATION_RESENDS = { limit: 3, windowMs: 60 * MINUTE };

export type ResendVerificationResult =
  | { status: "sent" }
  | { status: "already_verified" }
  | { status: "too_many"; retryAfterMinutes: number };

/** A new verification link to the signed-in user's address, through better-auth's sendVerificationEmail. */
export async function resendVerificationEmail(request: Request, user: SessionUser): Promise<ResendVerificationResult> {
  if (user.emailVerified) return { status: "already_verified" };
  const limit = await hitRateLimit(
    `verify-email:resend:${user.id}`,
    VERIFICATION_RESENDS.limit,
    VERIFICATION_RESENDS.windowMs,
  );
  if (!limit.allowed) return { status: "too_many", retryAfterMinutes: minutesUntil(limit.retryAfterMs) };
  try {
    await (await getAuth()).api.sendVerificationEmail({ body: { email: user.email }, headers: request.headers });
    return { status: "sent" };
  } catch (error) {
    if (apiErrorCode(error) === "EMAIL_ALREADY_VERIFIED") return { status: "already_verified" };
    throw error;
  }
}
