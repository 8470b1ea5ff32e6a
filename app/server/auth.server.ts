// Authentication: better-auth (e-mail + password, sessions in the database), the
// session's user, sign in / up / out. The guards loaders and actions start with are in
// ~/server/viewer.server.ts.
import { createHash } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, createEmailVerificationToken, getSessionFromCtx } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { accounts, type Language, type Role, sessions, users, verifications } from "#db/schema";
import {
  notifyAccountChanged,
  RESET_LINK_TTL_SECONDS,
  sendPasswordResetEmail,
  sendVerificationEmail,
  VERIFICATION_LINK_TTL_SECONDS,
} from "~/auth/account-emails.server";
import { hashPassword, verifyPassword } from "~/auth/password-hash.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/auth/password-policy";
import { checkPassword, PASSWORD_PROBLEMS, type PasswordErrorKey } from "~/auth/password-policy.server";
import { getConfig, isHttpsSite, siteBaseUrl } from "~/server/config.server";
import { cachedByVersionFor } from "~/server/content-version.server";
import { type Database, db, getDatabase } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { getOrCreateSecret } from "~/server/secrets.server";

// better-auth's endpoints that set a password, and where each finds it.
const PASSWORD_FIELDS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

type PasswordHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The e-mail of the account whose password is being set, when better-auth's request tells it. */
async function accountEmail(ctx: PasswordHookContext): Promise<string | undefined> {
  const body = (ctx.body ?? {}) as { email?: unknown; token?: unknown };
  if (ctx.path === "/sign-up/email") return typeof body.email === "string" ? body.email : undefined;
  if (ctx.path === "/reset-password") {
    const token = body.token ?? ctx.query?.token;
    if (typeof token !== "string") return undefined;
    const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification) return undefined;
    return (await ctx.context.internalAdapter.findUserById(verification.value))?.email;
  }
  return (await getSessionFromCtx(ctx))?.user.email;
}

/**
 * Whatever calls better-auth to set a password (sign-up, reset, change), the policy
 * applies: the error's code is the policy key in capitals (mapApiError reads it back).
 */
const enforcePasswordPolicy = createAuthMiddleware(async (ctx) => {
  const field = PASSWORD_FIELDS[ctx.path];
  if (!field) return;
  const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
  // Missing or not text: better-auth's own validation answers.
  if (typeof password !== "string") return;
  const problem = checkPassword(password, { email: await accountEmail(ctx) });
  if (problem) {
    throw new APIError("BAD_REQUEST", {
      code: problem.toUpperCase(),
      message: `Password ${PASSWORD_PROBLEMS[problem]}`,
    });
  }
});

/** How a verification identifier (`reset-password:<token>`…) is stored: SHA-256, base64url. */
export function verificationIdentifierHash(identifier: string): string {
  return createHash("sha256").update(identifier).digest("base64url");
}

function createAuth(database: Database, secret: string) {
  return betterAuth({
    appName: "Formatio",
    baseURL: siteBaseUrl(),
    secret,
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      autoSignIn: false,
      // Forgot password (~/auth/account-security.server.ts): the e-mail links to our
      // /reset-password page; the token lasts an hour, is used once, and a reset signs
      // the account out everywhere.
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => sendPasswordResetEmail(user.id, token),
      // Only the owner of the mailbox could follow the link: the address is proven too. The
      // owner is told either way (an invitation accepted reads "your account is ready").
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) {
          await database.db.update(users).set({ email_verified: true }).where(eq(users.id, user.id));
        }
        await notifyAccountChanged(user.id, { kind: user.emailVerified ? "password_reset" : "password_chosen" });
      },
    },
    // Sign-up sends the first link itself (signUp below), so that accounts created
    // already verified (the seeded administrator) get none; resending goes through
    // better-auth's /send-verification-email, which calls sendVerificationEmail.
    emailVerification: {
      sendOnSignUp: false,
      expiresIn: VERIFICATION_LINK_TTL_SECONDS,
      autoSignInAfterVerification: false,
      sendVerificationEmail: ({ user, token }) => sendVerificationEmail(user, token),
      afterEmailVerification: (user) => notifyAccountChanged(user.id, { kind: "email_verified" }),
    },
    hooks: { before: enforcePasswordPolicy },
    // Into our JSON logs rather than the console. A wrong password or an unknown address is
    // not a warning (better-auth's level), and its arguments may carry secrets: never logged.
    logger: {
      log: (level, message) => logger[level === "error" ? "error" : "debug"](`better-auth: ${message}`),
    },
    // Limits live in our database (rate-limit.server.ts), shared by all processes.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "formatio",
      useSecureCookies: isHttpsSite(),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    session: {
      modelName: "sessions",
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      cookieCache: { enabled: false },
    },
    account: {
      modelName: "accounts",
      fields: {
        userId: "user_id",
        accountId: "account_id",
        providerId: "provider_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    verification: {
      modelName: "verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
      // Reset tokens are stored as SHA-256 hashes: a leaked table resets no password. Our
      // function (the same digest as better-auth's "hashed") lets the back office mint an
      // invitation link inside its own transaction (app/users/admin-users.server.ts).
      storeIdentifier: { hash: async (identifier: string) => verificationIdentifierHash(identifier) },
    },
    user: {
      modelName: "users",
      fields: {
        name: "full_name",
        emailVerified: "email_verified",
        image: "avatar_url",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      // Privileged fields: readable, never settable through sign-up or update.
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "member", input: false },
        language: { type: "string", required: false, defaultValue: "fr", input: false },
        is_active: { type: "boolean", required: false, defaultValue: true, input: false },
      },
    },
  });
}

type Auth = ReturnType<typeof createAuth>;
const holder = globalThis as unknown as { __formatioAuth?: { database: Database; auth: Promise<Auth> } };

/** One better-auth instance per opened database. */
export function getAuth(): Promise<Auth> {
  const database = getDatabase();
  if (holder.__formatioAuth?.database !== database) {
    const auth = (async () => {
      const secret = getConfig().AUTH_SECRET ?? (await getOrCreateSecret("auth_secret"));
      return createAuth(database, secret);
    })();
    holder.__formatioAuth = { database, auth };
  }
  return holder.__formatioAuth.auth;
}

export type SessionUser = {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  language: Language;
  avatar_url: string | null;
  /** The address was proven by following a mailed link (see docs/decisions/004-unverified-accounts.md). */
  emailVerified: boolean;
};

/** The session cookie (better-auth's name, `__Secure-` under https): the cache key of its session. */
const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?formatio\.session_token)=([^;]*)/;

/**
 * How long a session read stays in the process at most, although the access version moves on
 * every change that matters (decision 035): better-auth prolongs a session in use when it reads
 * it, which must still happen now and then for someone who keeps browsing.
 */
const SESSION_REREAD_MS = 5 * 60_000;

type SessionRead = { user: SessionUser; expiresAt: number } | null;

/**
 * better-auth's read of a signed session cookie (signature, session row, user row), kept per
 * cookie value until the access version moves: signing out or being signed out, a deactivation,
 * a change of role, name, address or language takes effect on the very next request.
 */
const readSession = cachedByVersionFor(
  "access",
  (cookie: string) => cookie,
  async (cookie: string): Promise<SessionRead> => {
    const auth = await getAuth();
    const result = await auth.api.getSession({ headers: new Headers({ cookie }) });
    // getSession reads the user's row afresh (no cookie cache): role and activity are today's.
    const found = result?.user;
    if (!result || !found?.is_active) return null;
    return {
      expiresAt: new Date(result.session.expiresAt).getTime(),
      user: {
        id: found.id,
        email: found.email,
        full_name: found.name,
        role: found.role as Role,
        language: found.language as Language,
        avatar_url: found.image ?? null,
        emailVerified: found.emailVerified,
      },
    };
  },
  { ttlMs: SESSION_REREAD_MS, max: 10_000 },
);

/**
 * The signed-in, active user of this request, or null. Called once per request, by the
 * viewer middleware (~/server/viewer.server.ts); everything else reads the viewer.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const cookie = sessionCookieOf(request.headers.get("cookie"));
  if (!cookie) return null;
  const user = liveUser(await readSession(cookie));
  // A copy: callers may spread or change it, the cached one is shared by the next requests.
  return user && { ...user };
}

/** The session cookie of a Cookie header (`name=value`), or undefined when it has none. */
export function sessionCookieOf(header: string | null | undefined): string | undefined {
  const match = header?.match(SESSION_COOKIE);
  return match?.[2] ? `${match[1]}=${match[2]}` : undefined;
}

/** The user of a session read, while the session lasts. */
function liveUser(read: SessionRead): SessionUser | null {
  return read && read.expiresAt > Date.now() ? read.user : null;
}

/**
 * The signed-in, active user of a session cookie (`sessionCookieOf`), shared with the requests
 * that follow (read it, never change it); `peek` answers from memory only (the page cache's hit path).
 */
export const sessionUserOfCookie = Object.assign(async (cookie: string) => liveUser(await readSession(cookie)), {
  peek(cookie: string): { value: SessionUser | null } | undefined {
    const read = readSession.peek(cookie);
    return read && { value: liveUser(read.value) };
  },
});

export { ADMIN_ROLES } from "~/admin/roles";

export function hasRole(user: Pick<SessionUser, "role"> | null | undefined, ...roles: readonly Role[]) {
  return !!user && roles.includes(user.role);
}

// ---------------------------------------------------------------- sign in / up / out

export type AuthErrorKey =
  | "invalid_credentials"
  | "user_not_found"
  | "user_exists"
  | "invalid_email"
  | PasswordErrorKey
  | "create_account_failed"
  | "too_many_attempts"
  | "generic"
  | "unexpected_error";

export class AuthError extends Error {
  constructor(public key: AuthErrorKey) {
    super(`errors.auth.${key}`);
  }
}

function mapApiError(error: unknown, fallback: AuthErrorKey): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof APIError) {
    const code = String((error.body as { code?: string } | undefined)?.code ?? "");
    // Our policy's codes, and better-auth's PASSWORD_TOO_SHORT / _TOO_LONG, are policy keys.
    const policyKey = code.toLowerCase();
    if (Object.hasOwn(PASSWORD_PROBLEMS, policyKey)) return new AuthError(policyKey as PasswordErrorKey);
    if (code.includes("INVALID_EMAIL_OR_PASSWORD") || code.includes("INVALID_PASSWORD")) {
      return new AuthError("invalid_credentials");
    }
    if (code.includes("USER_NOT_FOUND")) return new AuthError("user_not_found");
    if (code.includes("USER_ALREADY_EXISTS")) return new AuthError("user_exists");
    if (code.includes("INVALID_EMAIL")) return new AuthError("invalid_email");
    return new AuthError(fallback === "create_account_failed" ? fallback : "generic");
  }
  return new AuthError("unexpected_error");
}

/** Signs in; returns the Set-Cookie headers to send. Inactive users are refused like bad credentials. */
export async function signIn(input: { email: string; password: string; request: Request }): Promise<Headers> {
  const email = input.email.trim().toLowerCase();
  const [row] = await db()
    .select({ is_active: users.is_active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const auth = await getAuth();
  if (row && !row.is_active) {
    // As long as a wrong password takes (one hash), so timing does not reveal deactivation.
    await (await auth.$context).password.hash(input.password);
    throw new AuthError("invalid_credentials");
  }
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: input.request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch (error) {
    throw mapApiError(error, "generic");
  }
}

/**
 * Creates an account. Its address is unverified and a verification link is mailed, unless
 * `emailVerified` says the address is already trusted (the seeded administrator, tests).
 */
export async function signUp(input: {
  email: string;
  password: string;
  fullName?: string;
  language: Language;
  emailVerified?: boolean;
}) {
  const email = input.email.trim().toLowerCase();
  // Before anything else: a weak password is refused whether or not the address is taken.
  const problem = checkPassword(input.password, { email });
  if (problem) throw new AuthError(problem);
  const auth = await getAuth();
  // With autoSignIn off better-auth answers a duplicate with a generic success
  // (anti-enumeration); the spec wants errors.auth.user_exists, so look first.
  const [existing] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing) throw new AuthError("user_exists");
  let userId: string;
  try {
    const result = await auth.api.signUpEmail({
      body: { email, password: input.password, name: input.fullName ?? "" },
    });
    // language is not client-settable through better-auth; we set it here from the UI language.
    await db()
      .update(users)
      .set({ language: input.language, ...(input.emailVerified ? { email_verified: true } : {}) })
      .where(eq(users.id, result.user.id));
    userId = result.user.id;
  } catch (error) {
    throw mapApiError(error, "create_account_failed");
  }
  if (!input.emailVerified) await sendFirstVerificationEmail(userId, email);
  return userId;
}

/**
 * The sign-up's verification e-mail: the token better-auth's own sign-up would mint (its
 * verifyEmail checks it), sent once the language is stored. A failure here leaves the
 * account usable: the banner's "send the link again" covers it.
 */
async function sendFirstVerificationEmail(userId: string, email: string) {
  try {
    const context = await (await getAuth()).$context;
    const token = await createEmailVerificationToken(context.secret, email, undefined, VERIFICATION_LINK_TTL_SECONDS, {
      userId,
    });
    await sendVerificationEmail({ id: userId, email }, token);
  } catch (error) {
    logger.error({ err: error, userId }, "sign-up verification e-mail could not be queued");
  }
}

export async function signOut(request: Request): Promise<Headers> {
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch {
    // An expired or unknown session is already signed out: clear the cookie anyway
    // (better-auth names it __Secure-… under https).
    const headers = new Headers();
    const secure = isHttpsSite();
    headers.append(
      "Set-Cookie",
      `${secure ? "__Secure-" : ""}formatio.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
    return headers;
  }
}
