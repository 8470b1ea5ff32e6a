// Account deletion (GDPR article 17): what is erased, what is kept anonymised, and the last
// administrator who may not leave. The user id always comes from the session. What deletion
// keeps, and why: docs/decisions/006-my-data-export-and-account-deletion.md.
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import {
  ACTIVE_WAITLIST_STATUSES,
  accounts,
  course_session_registrations,
  course_sessions,
  email_outbox,
  incidents,
  message_notes,
  messages,
  newsletter_subscribers,
  pages,
  type Role,
  session_messages,
  sessions,
  stored_uploads,
  surveys,
  testimonials,
  users,
  verifications,
  waitlist_entries,
} from "#db/schema";
import { eraseAccessibilityNotes } from "~/compliance/accessibility.server";
import { getFixedT } from "~/i18n/i18n.server";
import { isLang, type Lang } from "~/i18n/messages";
import { avatarKeyPrefix, ownContactMessage, ownRegistrationMessage, sameAddress } from "~/profile/account-data.server";
import { cancelUpcomingRegistrationsOfDeletedAccount } from "~/registrations/lifecycle.server";
import { ERASED_PARTICIPANT } from "~/registrations/participant.server";
import { ADMIN_ROLES } from "~/server/auth.server";
import { db, inSavepoint, Refusal, refuse } from "~/server/db.server";
import { currentEmailBrand, type EmailBrand, layoutEmail } from "~/server/email-layout.server";
import { logger } from "~/server/logger.server";
import { type EmailMessage, queueEmail } from "~/server/mail.server";
import { getStorage } from "~/server/storage.server";
import { leaveQueue } from "~/waitlist/waitlist.server";

export type DeleteAccountError = "not_found" | "last_admin";

export type DeleteAccountResult =
  | {
      ok: true;
      email: string;
      keptRegistrations: number;
      /** Of the kept ones, those of sessions not yet started, cancelled with the account. */
      cancelledRegistrations: number;
      isUserRowKept: boolean;
      deletedFiles: number;
    }
  | { ok: false; error: DeleteAccountError };

const isAdminRole = (role: Role) => (ADMIN_ROLES as readonly Role[]).includes(role);

/** Who must remain for the site to keep an administrator once `role` leaves. */
function successorRoles(role: Role): readonly Role[] | null {
  // The last super_admin leaving would leave nobody with every right (roles, permissions).
  if (role === "super_admin") return ["super_admin"];
  if (role === "admin") return ADMIN_ROLES;
  return null;
}

/** What the back office reads in place of the participant's details (French, like every back-office text). */
function anonymisedNote(now: Date, byAdministrator = false): string {
  const day = now.toISOString().slice(0, 10);
  return byAdministrator
    ? `Données personnelles effacées le ${day} : compte supprimé par un administrateur.`
    : `Données personnelles effacées le ${day} : compte supprimé à la demande de la personne (RGPD, art. 17).`;
}

/** The address a kept, anonymised user row takes: unique, and never deliverable (RFC 2606 .invalid). */
export function deletedUserEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** The notice mailed to the address once the account is gone, in the account's language. */
function confirmationEmail(
  t: TFunction,
  brand: EmailBrand,
  input: {
    to: string;
    lang: Lang;
    keptRegistrations: number;
    cancelledRegistrations: number;
    byAdministrator: boolean;
  },
): EmailMessage {
  const K = "profile.my_data.email";
  const site = brand.appName;
  const email = layoutEmail(
    {
      lang: input.lang,
      subject: t(`${K}.subject`, { site }),
      heading: t(`${K}.heading`),
      paragraphs: [
        // Not by name: this copy stays in the outbox, and the name is what was erased.
        t("emails.greeting_anonymous"),
        t(input.byAdministrator ? `${K}.intro_admin` : `${K}.intro`, { site, email: input.to }),
        t(`${K}.deleted`),
        ...(input.cancelledRegistrations > 0 ? [t(`${K}.cancelled`, { count: input.cancelledRegistrations })] : []),
        input.keptRegistrations > 0 ? t(`${K}.kept`, { count: input.keptRegistrations }) : t(`${K}.nothing_kept`),
      ],
      notes: [t(input.byAdministrator ? `${K}.not_you_admin` : `${K}.not_you`)],
    },
    brand,
    t,
  );
  return { to: input.to, subject: email.subject, text: email.text, html: email.html };
}

/**
 * Deletes the account of `userId` in one transaction: sign-in (accounts, sessions,
 * verifications), profile, testimonials, contact messages, newsletter subscription, the
 * mail addressed to them; registrations are kept for the organisation's records but
 * anonymised, and so is the user row they point to (its foreign key would delete them).
 * Those of sessions not yet started are cancelled first, as a member's own cancellation is
 * (seat back, the organisation told). The one path for the person's deletion and an
 * administrator's. The confirmation e-mail commits with it. The avatar files go after the
 * commit (storage is not transactional): a failure there is logged, the account stays deleted.
 */
export async function deleteAccount(
  userId: string,
  options: { now?: Date; byAdministrator?: boolean } = {},
): Promise<DeleteAccountResult> {
  const now = options.now ?? new Date();
  const byAdministrator = options.byAdministrator ?? false;
  // Reads outside the transaction come first: on PGlite a query outside an open
  // transaction waits for it.
  const [before] = await db()
    .select({ email: users.email, language: users.language, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!before) return { ok: false, error: "not_found" };
  const lang: Lang = isLang(before.language) ? before.language : "fr";
  // The notice is laid out inside the transaction (it says how many registrations were
  // kept); what it needs from the database is read now.
  const [t, brand] = await Promise.all([getFixedT(lang), currentEmailBrand()]);

  let outcome: {
    email: string;
    keptRegistrations: number;
    cancelledRegistrations: number;
    isUserRowKept: boolean;
    avatarKeys: string[];
  };
  try {
    // A savepoint inside a caller's transaction (the admin action's): a refusal below undoes
    // the cancellations already made, while the caller's transaction goes on.
    outcome = await inSavepoint(async () => {
      // Future seats go back first, before any user row is locked: registering locks its
      // session and then (foreign key) the account, so this order cannot deadlock with it.
      const cancelledRegistrations = await cancelUpcomingRegistrationsOfDeletedAccount(userId, {
        now,
        byAdministrator,
      });
      // Administrators' rows are locked in one order, before anyone's own row: two
      // administrators leaving at once wait for each other (rather than deadlock), and the
      // second one then counts without the first.
      const lockAdmins = () =>
        db()
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(and(inArray(users.role, [...ADMIN_ROLES]), eq(users.is_active, true)))
          .orderBy(asc(users.id))
          .for("update");
      let admins = isAdminRole(before.role) ? await lockAdmins() : null;
      const [user] = await db()
        .select({ email: users.email, role: users.role, email_verified: users.email_verified })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!user) throw refuse<DeleteAccountError>("not_found");
      const successors = successorRoles(user.role);
      if (successors) {
        admins ??= await lockAdmins();
        const others = admins.filter((a) => a.id !== userId && successors.includes(a.role));
        if (others.length === 0) throw refuse<DeleteAccountError>("last_admin");
      }
      const email = user.email.trim().toLowerCase();

      // The accessibility referent's cases stay with the anonymised registrations (the
      // procedure's evidence counts them), without the person's words nor the referent's.
      await eraseAccessibilityNotes(userId);
      const kept = await db()
        .update(course_session_registrations)
        .set({
          notes: anonymisedNote(now, byAdministrator),
          // The participant as typed names her too.
          ...ERASED_PARTICIPANT,
          updated_at: now,
        })
        .where(eq(course_session_registrations.user_id, userId))
        .returning({ id: course_session_registrations.id });

      // The back-office copy of each registration. Its text is also the e-mail sent to the
      // organisation, which identifies that outbox row exactly: delivered ones go (an
      // undelivered one still has to tell the organisation about the registration).
      const registrationMessages = await db()
        .select({ content: messages.content })
        .from(messages)
        .where(ownRegistrationMessage(userId));
      const notificationTexts = registrationMessages.map((m) => m.content);
      if (notificationTexts.length > 0) {
        await db()
          .delete(email_outbox)
          .where(and(ne(email_outbox.status, "pending"), inArray(email_outbox.text, notificationTexts)));
      }
      // The staff's notes and replies on those messages speak of the person (a reply quotes
      // their name and goes to their address): they go with the details they refer to.
      await db()
        .delete(message_notes)
        .where(
          inArray(
            message_notes.message_id,
            db().select({ id: messages.id }).from(messages).where(ownRegistrationMessage(userId)),
          ),
        );
      await db()
        .update(messages)
        .set({
          content: anonymisedNote(now, byAdministrator),
          metadata: sql`jsonb_set(${messages.metadata}, '{user}', '{"anonymised": true}'::jsonb)`,
        })
        .where(ownRegistrationMessage(userId));

      // A contact message and its delivered e-mail to the organisation, which quotes the
      // message and the address typed with it.
      const contactMessages = await db()
        .delete(messages)
        .where(ownContactMessage(userId))
        .returning({ content: messages.content, email: sql<string | null>`${messages.metadata}->>'email'` });
      for (const message of contactMessages) {
        await db()
          .delete(email_outbox)
          .where(
            and(
              ne(email_outbox.status, "pending"),
              sql`strpos(${email_outbox.text}, ${message.content}) > 0`,
              sql`strpos(lower(${email_outbox.text}), lower(${message.email ?? email})) > 0`,
            ),
          );
      }
      // The timeline's record of what was sent to them keeps the step, not their address.
      await db()
        .update(session_messages)
        .set({ recipient: "" })
        .where(
          or(
            eq(session_messages.user_id, userId),
            inArray(
              session_messages.registration_id,
              db()
                .select({ id: course_session_registrations.id })
                .from(course_session_registrations)
                .where(eq(course_session_registrations.user_id, userId)),
            ),
          ),
        );
      // Their survey answers keep their scores for the published figures, not their words; the
      // incidents they raised keep what happened, not who they are.
      await db()
        .update(surveys)
        .set({ comment: null, extra: {} })
        .where(
          inArray(
            surveys.registration_id,
            db()
              .select({ id: course_session_registrations.id })
              .from(course_session_registrations)
              .where(eq(course_session_registrations.user_id, userId)),
          ),
        );
      await db()
        .update(incidents)
        .set({ person_name: null, person_email: null })
        .where(eq(sql`lower(${incidents.person_email})`, email.trim().toLowerCase()));
      // Their places on waiting lists go, with the forms they filled in: a live offer ends first,
      // its held seat going to the next person in line.
      const waiting = await db()
        .select({ id: waitlist_entries.id })
        .from(waitlist_entries)
        .where(
          and(eq(waitlist_entries.user_id, userId), inArray(waitlist_entries.status, [...ACTIVE_WAITLIST_STATUSES])),
        );
      for (const entry of waiting) await leaveQueue(entry.id, "withdrawn", { nowMs: now.getTime() });
      await db().delete(waitlist_entries).where(eq(waitlist_entries.user_id, userId));
      await db().delete(testimonials).where(eq(testimonials.user_id, userId));
      if (user.email_verified) {
        await db().delete(newsletter_subscribers).where(sameAddress(newsletter_subscribers.email, email));
      }
      await db().delete(sessions).where(eq(sessions.user_id, userId));
      await db().delete(accounts).where(eq(accounts.user_id, userId));
      await db()
        .delete(verifications)
        .where(or(eq(verifications.value, userId), eq(sql`lower(${verifications.identifier})`, email)));
      await db()
        .delete(email_outbox)
        .where(eq(sql`lower(${email_outbox.to})`, email));
      // Their avatars go (files after the commit); what an administrator uploaded for the
      // site (course images...) is the organisation's content and stays, unattributed.
      const avatarUploads = await db()
        .delete(stored_uploads)
        .where(and(eq(stored_uploads.user_id, userId), eq(stored_uploads.purpose, "avatar")))
        .returning({ key: stored_uploads.key, variant_keys: stored_uploads.variant_keys });
      const avatarKeys = avatarUploads.flatMap((u) => [...(u.key ? [u.key] : []), ...u.variant_keys]);
      // What the foreign keys would do on a deleted row, done for the kept one too.
      await db().update(stored_uploads).set({ user_id: null }).where(eq(stored_uploads.user_id, userId));
      await db().update(course_sessions).set({ instructor_id: null }).where(eq(course_sessions.instructor_id, userId));
      await db().update(pages).set({ author_id: null }).where(eq(pages.author_id, userId));

      const isUserRowKept = kept.length > 0;
      if (isUserRowKept) {
        await db()
          .update(users)
          .set({
            email: deletedUserEmail(userId),
            email_verified: false,
            full_name: "",
            phone: null,
            company: null,
            position: null,
            position_en: null,
            bio: null,
            bio_en: null,
            website: null,
            linkedin: null,
            twitter: null,
            avatar_url: null,
            timezone: null,
            specialties: [],
            specialties_en: [],
            is_active: false,
            role: "member",
            updated_at: now,
          })
          .where(eq(users.id, userId));
      } else {
        await db().delete(users).where(eq(users.id, userId));
      }

      await queueEmail(
        confirmationEmail(t, brand, {
          to: user.email,
          lang,
          keptRegistrations: kept.length,
          cancelledRegistrations,
          byAdministrator,
        }),
      );
      return { email: user.email, keptRegistrations: kept.length, cancelledRegistrations, isUserRowKept, avatarKeys };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.result as DeleteAccountError };
    throw error;
  }

  const { avatarKeys, ...done } = outcome;
  const deletedFiles = await deleteAvatarFiles(userId, avatarKeys);
  logger.info(
    {
      userId,
      keptRegistrations: done.keptRegistrations,
      cancelledRegistrations: done.cancelledRegistrations,
      isUserRowKept: done.isUserRowKept,
      deletedFiles,
    },
    "account deleted",
  );
  return { ok: true, ...done, deletedFiles };
}

/** The recorded avatar files and any older one found by its name; returns how many went. */
async function deleteAvatarFiles(userId: string, recorded: string[]): Promise<number> {
  const storage = getStorage();
  try {
    const keys = new Set([...recorded, ...(await storage.list(avatarKeyPrefix(userId)))]);
    await Promise.all([...keys].map((key) => storage.delete(key)));
    return keys.size;
  } catch (error) {
    logger.error({ err: error, userId }, "account deleted, but its avatar files could not all be removed");
    return 0;
  }
}
