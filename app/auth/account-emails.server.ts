// The e-mails of the account flows (password reset, address verification), written in the
// account's stored language with the site's layout and queued in the outbox. better-auth
// calls these from its sendResetPassword / sendVerificationEmail callbacks; its own link
// (to its API) is not used: ours opens our pages, which call better-auth in turn. The
// notices of what happened to an account (its password, its address, its role, its access)
// are here too, so that whoever changes an account, the person hears of it.
import { eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import { type Role, users } from "#db/schema";
import { isLang, type Lang } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { type RenderedEmail, renderEmail } from "~/server/email-layout.server";
import { logger } from "~/server/logger.server";
import { queueEmail } from "~/server/mail.server";

/** A reset link works for one hour, once (better-auth consumes it). */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** A verification link works for a day: people confirm an address when they next read their mail. */
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;

type Recipient = { email: string; fullName: string; lang: Lang; isActive: boolean };

async function findRecipient(userId: string): Promise<Recipient | null> {
  const [row] = await db()
    .select({ email: users.email, full_name: users.full_name, language: users.language, is_active: users.is_active })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    email: row.email,
    fullName: row.full_name.trim(),
    lang: isLang(row.language) ? row.language : "fr",
    isActive: row.is_active,
  };
}

function greeting(t: TFunction, name: string): string {
  return name ? t("emails.greeting", { name }) : t("emails.greeting_anonymous");
}

function link(siteUrl: string, path: string, token: string, lang: Lang): string {
  return `${siteUrl}${path}?${new URLSearchParams({ token, lang })}`;
}

export function passwordResetEmail(recipient: Pick<Recipient, "email" | "fullName" | "lang">, token: string) {
  const K = "emails.password_reset";
  return renderEmail(recipient.lang, (t, brand) => ({
    subject: t(`${K}.subject`, { site: brand.appName }),
    heading: t(`${K}.heading`),
    paragraphs: [greeting(t, recipient.fullName), t(`${K}.intro`, { email: recipient.email, site: brand.appName })],
    action: { label: t(`${K}.action`), url: link(brand.siteUrl, "/reset-password", token, recipient.lang) },
    notes: [t(`${K}.expiry`, { count: RESET_LINK_TTL_SECONDS / 3600 }), t(`${K}.sessions`), t(`${K}.ignore`)],
  }));
}

export function verificationEmail(recipient: Pick<Recipient, "email" | "fullName" | "lang">, token: string) {
  const K = "emails.verify_email";
  return renderEmail(recipient.lang, (t, brand) => ({
    subject: t(`${K}.subject`, { site: brand.appName }),
    heading: t(`${K}.heading`),
    paragraphs: [greeting(t, recipient.fullName), t(`${K}.intro`, { email: recipient.email, site: brand.appName })],
    action: { label: t(`${K}.action`), url: link(brand.siteUrl, "/verify-email", token, recipient.lang) },
    notes: [t(`${K}.expiry`, { count: VERIFICATION_LINK_TTL_SECONDS / 3600 }), t(`${K}.ignore`)],
  }));
}

async function queue(to: string, email: RenderedEmail) {
  await queueEmail({ to, subject: email.subject, text: email.text, html: email.html });
}

/**
 * better-auth's sendResetPassword: the account's own address, in its language. A
 * deactivated account gets nothing (it could not sign in with a new password anyway);
 * the person asking sees the same answer either way.
 */
export async function sendPasswordResetEmail(userId: string, token: string) {
  const recipient = await findRecipient(userId);
  if (!recipient?.isActive) {
    logger.info({ userId }, "password reset asked for a deactivated account: no e-mail");
    return;
  }
  await queue(recipient.email, await passwordResetEmail(recipient, token));
}

/**
 * better-auth's sendVerificationEmail, and our sign-up: the link that proves `user.email`
 * (the address better-auth names, which is the one the token is for).
 */
export async function sendVerificationEmail(user: { id: string; email: string }, token: string) {
  const recipient = await findRecipient(user.id);
  if (!recipient) return;
  await queue(user.email, await verificationEmail({ ...recipient, email: user.email }, token));
}

// ---------------------------------------------------------------- notices

/**
 * What happened to an account, as its owner is told. Never the password itself, only that it
 * changed. `password_chosen` is a reset that also proved the address (an invitation accepted,
 * or an unverified account's reset); `email_changed` goes to the former address, `email_added`
 * to the new one.
 */
export type AccountNotice =
  | { kind: "password_changed" }
  | { kind: "password_reset" }
  | { kind: "password_chosen" }
  | { kind: "email_verified" }
  | { kind: "email_changed"; newEmail: string }
  | { kind: "email_added" }
  | { kind: "role_changed"; role: Role }
  | { kind: "deactivated" }
  | { kind: "reactivated" };

/** Where each notice's button leads, if it has one: a security notice offers to take the account back. */
const NOTICE_ACTION: Record<AccountNotice["kind"], { path: string; key: string } | null> = {
  password_changed: { path: "/forgot-password", key: "secure" },
  password_reset: { path: "/forgot-password", key: "secure" },
  password_chosen: { path: "/login", key: "sign_in" },
  email_verified: { path: "/calendrier", key: "calendar" },
  email_changed: { path: "/contact", key: "contact" },
  email_added: { path: "/profile", key: "profile" },
  role_changed: { path: "/profile", key: "profile" },
  deactivated: { path: "/contact", key: "contact" },
  reactivated: { path: "/login", key: "sign_in" },
};

export function accountNoticeEmail(recipient: Pick<Recipient, "email" | "fullName" | "lang">, notice: AccountNotice) {
  const K = `emails.account.${notice.kind}`;
  const action = NOTICE_ACTION[notice.kind];
  return renderEmail(recipient.lang, (t, brand) => {
    const params = {
      site: brand.appName,
      email: recipient.email,
      ...(notice.kind === "email_changed" ? { new_email: notice.newEmail } : {}),
      ...(notice.kind === "role_changed" ? { role: t(`admin.roles.role.${notice.role}`) } : {}),
    };
    return {
      subject: t(`${K}.subject`, params),
      heading: t(`${K}.heading`, params),
      paragraphs: [greeting(t, recipient.fullName), t(`${K}.intro`, params), t(`${K}.next`, params)],
      action: action
        ? {
            label: t(`emails.account.action.${action.key}`),
            url: `${brand.siteUrl}${action.path}?${new URLSearchParams({ lang: recipient.lang })}`,
          }
        : undefined,
      notes: [t(`${K}.not_you`, params)],
    };
  });
}

/**
 * Tells the owner of `userId` what happened to their account, in their language, through the
 * outbox: inside the caller's transaction when there is one (an administrator's write commits
 * with its notice or not at all). `to` overrides the address (the former one, after a change).
 */
export async function queueAccountNotice(userId: string, notice: AccountNotice, options: { to?: string } = {}) {
  const recipient = await findRecipient(userId);
  if (!recipient) return;
  await queue(options.to ?? recipient.email, await accountNoticeEmail(recipient, notice));
}

/**
 * The same, after a change better-auth made on its own handle (no transaction of ours to join):
 * the change is done whatever happens here, so a failure to queue is logged, not answered.
 */
export async function notifyAccountChanged(userId: string, notice: AccountNotice) {
  try {
    await queueAccountNotice(userId, notice);
  } catch (error) {
    logger.error({ err: error, userId, notice: notice.kind }, "account notice could not be queued");
  }
}
