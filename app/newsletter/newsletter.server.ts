// Newsletter subscription with double opt-in: a subscriber row is created
// unverified and a one-time link is mailed (same transaction); following the
// link marks the address verified. Only a hash of the token is stored, so a
// leaked database cannot confirm anyone's subscription.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { newsletter_subscribers } from "#db/schema";
import type { Lang } from "~/i18n/messages";
import { db, inSavepoint } from "~/server/db.server";
import { renderEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";

/** How long a mailed link stays valid. */
export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
/**
 * A second request for the same unverified address within this delay does not
 * mail again: the first link is still on its way, and nobody can flood an
 * inbox by submitting someone's address in a loop. The back office's "resend" keeps to it
 * too (app/newsletter/admin-newsletter.server.ts): an administrator pressing twice, or two at once,
 * does not mail the person twice within it.
 */
export const RESEND_COOLDOWN_MS = 60 * 1000;

export type SubscribeResult =
  /** recently_sent: a link went out less than RESEND_COOLDOWN_MS ago; nothing was sent now. */
  | { ok: true; status: "verification_sent" | "verification_resent" | "recently_sent" }
  | { ok: false; error: "newsletter.error.already_subscribed" };

export type VerifyStatus = "verified" | "expired" | "used" | "invalid";
/** A link's state before its confirm button is pressed. */
export type TokenStatus = "pending" | Exclude<VerifyStatus, "verified">;

export type SubscribeOptions = {
  lang: Lang;
  /** The clock (tests). */
  now?: Date;
};

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** The verification e-mail in the visitor's language, in the site's e-mail layout. */
async function verificationEmail(input: { email: string; token: string; lang: Lang }) {
  const query = new URLSearchParams({ token: input.token, lang: input.lang });
  const K = "newsletter.email";
  // The link's base is the brand's (siteBaseUrl), never the address the form was posted to.
  const email = await renderEmail(input.lang, (t, brand) => ({
    subject: t(`${K}.subject`, { site: brand.appName }),
    heading: t("newsletter.verify.pending.title"),
    paragraphs: [t(`${K}.greeting`), t(`${K}.intro`, { site: brand.appName })],
    action: { label: t("newsletter.verify.confirm"), url: `${brand.siteUrl}/newsletter/verify?${query}` },
    notes: [t(`${K}.expiry`, { count: VERIFICATION_TTL_MS / 3_600_000 }), t(`${K}.ignore`)],
  }));
  return { to: input.email, subject: email.subject, text: email.text, html: email.html };
}

/**
 * A fresh link for `email`: the columns to store (the token's hash, when it was sent, when it
 * expires) and the e-mail carrying it. The one way a verification is issued: the public form
 * and the back office's "resend" both call it. The e-mail reads the settings, so a caller
 * outside an admin write builds it before opening its transaction.
 */
export async function prepareVerification(input: { email: string; lang: Lang; now: Date }) {
  const { token, hash } = newToken();
  const mail = await verificationEmail({ email: input.email, token, lang: input.lang });
  return {
    columns: {
      verification_token: hash,
      verification_sent_at: input.now,
      verification_expires_at: new Date(input.now.getTime() + VERIFICATION_TTL_MS),
    },
    mail,
  };
}

/** Whether a link sent at `sentAt` is so recent that another must not be mailed yet (RESEND_COOLDOWN_MS). */
export function isWithinResendCooldown(sentAt: Date | null, now: Date): boolean {
  return sentAt !== null && now.getTime() - sentAt.getTime() < RESEND_COOLDOWN_MS;
}

/**
 * Subscribes `email`. New address: an unverified row and the verification
 * e-mail. Unverified address: a fresh link replaces the old one (re-sent at
 * most once per cooldown) rather than an error, since the visitor may have
 * lost the first e-mail. Verified address: already_subscribed.
 */
export async function subscribeToNewsletter(rawEmail: string, options: SubscribeOptions): Promise<SubscribeResult> {
  const email = rawEmail.trim().toLowerCase();
  const now = options.now ?? new Date();
  // Built before the transaction: on PGlite a query outside an open transaction would wait for it.
  const { columns, mail } = await prepareVerification({ email, lang: options.lang, now });

  return inSavepoint(async (): Promise<SubscribeResult> => {
    const inserted = await db()
      .insert(newsletter_subscribers)
      .values({ email, language: options.lang, ...columns })
      // The case-insensitive unique index settles concurrent duplicates.
      .onConflictDoNothing()
      .returning({ id: newsletter_subscribers.id });
    if (inserted.length) {
      await queueEmail(mail);
      return { ok: true, status: "verification_sent" };
    }

    const [existing] = await db()
      .select()
      .from(newsletter_subscribers)
      .where(eq(sql`lower(${newsletter_subscribers.email})`, email))
      .for("update");
    if (!existing || existing.is_verified) return { ok: false, error: "newsletter.error.already_subscribed" };
    if (isWithinResendCooldown(existing.verification_sent_at, now)) return { ok: true, status: "recently_sent" };

    await db()
      .update(newsletter_subscribers)
      .set({ ...columns, language: options.lang })
      .where(eq(newsletter_subscribers.id, existing.id));
    await queueEmail(mail);
    return { ok: true, status: "verification_resent" };
  });
}

/**
 * What a mailed link would do, without doing it: "pending" means a click on
 * the page's confirm button will verify the address. Opening the link only
 * reads, because mail scanners and link previews fetch links on their own and
 * must not confirm a subscription nobody asked for.
 * The hash stays on the row after use so a second click is recognised as
 * "already used" rather than "unknown"; a link replaced by a newer one is
 * unknown ("invalid").
 */
export async function checkNewsletterToken(token: string, now: Date = new Date()): Promise<TokenStatus> {
  return linkState(await findByToken(token), now);
}

/** Confirms the subscription behind a link (the confirm button's POST). */
export async function verifyNewsletterToken(token: string, now: Date = new Date()): Promise<VerifyStatus> {
  const row = await findByToken(token);
  const state = linkState(row, now);
  if (state !== "pending") return state;
  if (!row) return "invalid"; // unreachable: "pending" implies a row
  // Conditional on is_verified: of two simultaneous clicks exactly one verifies.
  const updated = await db()
    .update(newsletter_subscribers)
    .set({ is_verified: true, verified_at: now })
    .where(and(eq(newsletter_subscribers.id, row.id), eq(newsletter_subscribers.is_verified, false)))
    .returning({ id: newsletter_subscribers.id });
  return updated.length ? "verified" : "used";
}

type LinkRow = { id: string; is_verified: boolean; expires: Date | null };

function linkState(row: LinkRow | undefined, now: Date): TokenStatus {
  if (!row) return "invalid";
  if (row.is_verified) return "used";
  if (!row.expires || row.expires.getTime() <= now.getTime()) return "expired";
  return "pending";
}

async function findByToken(token: string): Promise<LinkRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db()
    .select({
      id: newsletter_subscribers.id,
      is_verified: newsletter_subscribers.is_verified,
      expires: newsletter_subscribers.verification_expires_at,
    })
    .from(newsletter_subscribers)
    .where(eq(newsletter_subscribers.verification_token, hashToken(token)));
  return row;
}
