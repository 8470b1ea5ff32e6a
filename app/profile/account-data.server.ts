// "My data" (GDPR articles 15, 17 and 20): everything the site holds about one account,
// as one JSON document, and the deletion of the account. The user id always comes from
// the session. What deletion keeps, and why: docs/decisions/006-my-data-export-and-
// account-deletion.md.
import { and, asc, eq, inArray, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import {
  accounts,
  course_locations,
  course_session_registrations,
  course_sessions,
  courses,
  email_outbox,
  messages,
  newsletter_subscribers,
  pages,
  type Role,
  sessions,
  stored_uploads,
  testimonials,
  users,
  verifications,
} from "#db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import { isLang, type Lang, pick } from "~/i18n/messages";
import { cancelUpcomingRegistrationsOfDeletedAccount } from "~/registrations/lifecycle.server";
import { ERASED_PARTICIPANT, PARTICIPANT_COLUMNS } from "~/registrations/participant.server";
import { ADMIN_ROLES } from "~/server/auth.server";
import { db, inSavepoint } from "~/server/db.server";
import { currentEmailBrand, type EmailBrand, layoutEmail } from "~/server/email-layout.server";
import { logger } from "~/server/logger.server";
import { type EmailMessage, queueEmail } from "~/server/mail.server";
import { getStorage } from "~/server/storage.server";
import { selectSessions } from "~/sessions/session-query.server";
import { UPLOAD_PURPOSES } from "~/uploads/purposes.server";

/** Where every avatar this user uploaded is stored (the upload route names them so). */
export function avatarKeyPrefix(userId: string): string {
  const { folder, prefix } = UPLOAD_PURPOSES.avatar;
  return `${folder}/${prefix}-${userId}-`;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** Messages the person sent while signed in: a registration (its `user.id`) or a contact form (`user_id`). */
const ownMessage = (userId: string): SQL =>
  or(sql`${messages.metadata}->'user'->>'id' = ${userId}`, sql`${messages.metadata}->>'user_id' = ${userId}`) as SQL;
const ownRegistrationMessage = (userId: string): SQL =>
  and(eq(messages.type, "registration"), sql`${messages.metadata}->'user'->>'id' = ${userId}`) as SQL;
const ownContactMessage = (userId: string): SQL =>
  and(eq(messages.type, "contact"), sql`${messages.metadata}->>'user_id' = ${userId}`) as SQL;

const sameAddress = (column: typeof users.email | typeof newsletter_subscribers.email, email: string) =>
  eq(sql`lower(${column})`, email.trim().toLowerCase());

// ---------------------------------------------------------------- export (articles 15 and 20)

export const EXPORT_FORMAT = "formatio-account-export";
export const EXPORT_VERSION = 1;

export type AccountExport = Awaited<ReturnType<typeof readAccountData>>;

/**
 * Everything stored about `userId`, or null for an unknown id. Never a password hash, a
 * session token, an OAuth token or a verification value, and nothing about anyone else
 * (not even the instructor of a session they registered for).
 */
export async function exportAccountData(userId: string, options: { now?: Date } = {}) {
  return readAccountData(userId, options.now ?? new Date());
}

async function readAccountData(userId: string, now: Date) {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const lang: Lang = isLang(user.language) ? user.language : "fr";

  const [
    registrations,
    ownTestimonials,
    ownMessages,
    subscription,
    signIns,
    methods,
    emails,
    taught,
    authored,
    trackedUploads,
    avatarFiles,
  ] = await Promise.all([
    selectSessions({
      id: course_session_registrations.id,
      status: course_session_registrations.status,
      payment_status: course_session_registrations.payment_status,
      payment_amount: course_session_registrations.payment_amount,
      notes: course_session_registrations.notes,
      // The participant as typed in the registration form.
      participant: PARTICIPANT_COLUMNS,
      created_at: course_session_registrations.created_at,
      updated_at: course_session_registrations.updated_at,
      course: {
        reference: courses.reference,
        slug: courses.slug,
        title_fr: courses.title_fr,
        title_en: courses.title_en,
        currency: courses.currency,
      },
      session: {
        id: course_sessions.id,
        start_date: course_sessions.start_date,
        end_date: course_sessions.end_date,
        start_time: course_sessions.start_time,
        end_time: course_sessions.end_time,
        timezone: course_sessions.timezone,
        status: course_sessions.status,
      },
      location: { name: course_locations.name, city: course_locations.city, country: course_locations.country },
    })
      .innerJoin(course_session_registrations, eq(course_session_registrations.session_id, course_sessions.id))
      .where(eq(course_session_registrations.user_id, userId))
      .orderBy(asc(course_session_registrations.created_at)),
    db()
      .select({
        id: testimonials.id,
        content: testimonials.content,
        rating: testimonials.rating,
        status: testimonials.status,
        created_at: testimonials.created_at,
        updated_at: testimonials.updated_at,
      })
      .from(testimonials)
      .where(eq(testimonials.user_id, userId))
      .orderBy(asc(testimonials.created_at)),
    db()
      .select({
        id: messages.id,
        type: messages.type,
        subject: messages.subject,
        content: messages.content,
        details: messages.metadata,
        status: messages.status,
        created_at: messages.created_at,
      })
      .from(messages)
      .where(ownMessage(userId))
      .orderBy(asc(messages.created_at)),
    // Found by address, so only for an address the account has proven to own: anyone may
    // sign up with someone else's address and must not learn whether it subscribed.
    user.email_verified
      ? db()
          .select({
            email: newsletter_subscribers.email,
            is_verified: newsletter_subscribers.is_verified,
            created_at: newsletter_subscribers.created_at,
            verified_at: newsletter_subscribers.verified_at,
          })
          .from(newsletter_subscribers)
          .where(sameAddress(newsletter_subscribers.email, user.email))
      : Promise.resolve(null),
    db()
      .select({
        created_at: sessions.created_at,
        expires_at: sessions.expires_at,
        ip_address: sessions.ip_address,
        user_agent: sessions.user_agent,
      })
      .from(sessions)
      .where(eq(sessions.user_id, userId))
      .orderBy(asc(sessions.created_at)),
    db()
      .select({ provider: accounts.provider_id, created_at: accounts.created_at, updated_at: accounts.updated_at })
      .from(accounts)
      .where(eq(accounts.user_id, userId)),
    // What was mailed to them, without the bodies: a reset or verification link inside
    // one may still be valid, and a file on a laptop is no place for it.
    db()
      .select({
        subject: email_outbox.subject,
        status: email_outbox.status,
        created_at: email_outbox.created_at,
        sent_at: email_outbox.sent_at,
      })
      .from(email_outbox)
      .where(eq(sql`lower(${email_outbox.to})`, user.email.trim().toLowerCase()))
      .orderBy(asc(email_outbox.created_at)),
    db()
      .select({
        id: course_sessions.id,
        start_date: course_sessions.start_date,
        end_date: course_sessions.end_date,
        title_fr: courses.title_fr,
        title_en: courses.title_en,
      })
      .from(course_sessions)
      .innerJoin(courses, eq(courses.id, course_sessions.course_id))
      .where(eq(course_sessions.instructor_id, userId))
      .orderBy(asc(course_sessions.start_date)),
    db()
      .select({
        slug: pages.slug,
        type: pages.type,
        title_fr: pages.title_fr,
        title_en: pages.title_en,
        published_at: pages.published_at,
      })
      .from(pages)
      .where(eq(pages.author_id, userId)),
    db()
      .select({
        purpose: stored_uploads.purpose,
        size: stored_uploads.size,
        key: stored_uploads.key,
        variant_keys: stored_uploads.variant_keys,
        created_at: stored_uploads.created_at,
      })
      .from(stored_uploads)
      .where(and(eq(stored_uploads.user_id, userId), isNotNull(stored_uploads.key)))
      .orderBy(asc(stored_uploads.created_at)),
    // Avatars uploaded before uploads were recorded are found by their names.
    getStorage().list(avatarKeyPrefix(userId)),
  ]);

  const storage = getStorage();
  const newsletterRow = subscription?.[0];
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.full_name,
      role: user.role,
      language: user.language,
      email_verified: user.email_verified,
      is_active: user.is_active,
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
    },
    profile: {
      phone: user.phone,
      company: user.company,
      position: user.position,
      position_en: user.position_en,
      bio: user.bio,
      bio_en: user.bio_en,
      website: user.website,
      linkedin: user.linkedin,
      twitter: user.twitter,
      avatar_url: user.avatar_url,
      specialties: user.specialties,
      specialties_en: user.specialties_en,
    },
    sign_in_methods: methods.map((m) => ({ ...m, created_at: iso(m.created_at), updated_at: iso(m.updated_at) })),
    sign_in_sessions: signIns.map((s) => ({ ...s, created_at: iso(s.created_at), expires_at: iso(s.expires_at) })),
    registrations: registrations.map((r) => ({
      id: r.id,
      status: r.status,
      payment_status: r.payment_status,
      payment_amount: r.payment_amount,
      currency: r.course.currency,
      notes: r.notes,
      participant: r.participant,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
      course: { reference: r.course.reference, title: pick(r.course, "title", lang), slug: r.course.slug },
      session: r.session,
      location: r.location?.name ? r.location : null,
    })),
    testimonials: ownTestimonials.map((row) => ({
      ...row,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
    messages: ownMessages.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    newsletter: user.email_verified
      ? {
          checked: true as const,
          email: user.email,
          subscribed: Boolean(newsletterRow),
          confirmed: newsletterRow?.is_verified ?? false,
          subscribed_at: iso(newsletterRow?.created_at),
          confirmed_at: iso(newsletterRow?.verified_at),
        }
      : { checked: false as const, reason: "account_email_not_verified" as const },
    emails_sent_to_you: emails.map((e) => ({ ...e, created_at: iso(e.created_at), sent_at: iso(e.sent_at) })),
    sessions_taught: taught.map((s) => ({
      id: s.id,
      course: pick(s, "title", lang),
      start_date: s.start_date,
      end_date: s.end_date,
    })),
    pages_written: authored.map((p) => ({
      slug: p.slug,
      type: p.type,
      title: pick(p, "title", lang),
      published_at: iso(p.published_at),
    })),
    uploads: [
      ...trackedUploads.map((u) => ({
        url: storage.publicUrl(u.key as string),
        purpose: u.purpose,
        size: u.size,
        uploaded_at: iso(u.created_at),
      })),
      ...untrackedAvatars(avatarFiles, trackedUploads).map((key) => ({
        url: storage.publicUrl(key),
        purpose: "avatar",
        size: null,
        uploaded_at: null,
      })),
    ],
  };
}

const stem = (key: string) => key.replace(/\.[^./]+$/, "");

/** Avatar files on storage that no stored_uploads row names (uploaded before rows existed). */
function untrackedAvatars(files: string[], tracked: { key: string | null; variant_keys: string[] }[]): string[] {
  const known = new Set(tracked.flatMap((u) => [u.key, ...u.variant_keys]));
  const rest = files.filter((key) => !known.has(key));
  const stems = new Set(rest.map(stem));
  // A variant "{stem}-{width}.webp" goes with its original, not as an upload of its own.
  return rest.filter((key) => {
    const variantOf = /^(.*)-\d+\.webp$/.exec(key)?.[1];
    return !(variantOf && stems.has(variantOf));
  });
}

// ---------------------------------------------------------------- deletion (article 17)

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

class Refused extends Error {
  constructor(readonly reason: DeleteAccountError) {
    super(reason);
  }
}

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
    outcome = await inSavepoint(async (tx) => {
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
        tx
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(and(inArray(users.role, [...ADMIN_ROLES]), eq(users.is_active, true)))
          .orderBy(asc(users.id))
          .for("update");
      let admins = isAdminRole(before.role) ? await lockAdmins() : null;
      const [user] = await tx
        .select({ email: users.email, role: users.role, email_verified: users.email_verified })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!user) throw new Refused("not_found");
      const successors = successorRoles(user.role);
      if (successors) {
        admins ??= await lockAdmins();
        const others = admins.filter((a) => a.id !== userId && successors.includes(a.role));
        if (others.length === 0) throw new Refused("last_admin");
      }
      const email = user.email.trim().toLowerCase();

      const kept = await tx
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
      const registrationMessages = await tx
        .select({ content: messages.content })
        .from(messages)
        .where(ownRegistrationMessage(userId));
      const notificationTexts = registrationMessages.map((m) => m.content);
      if (notificationTexts.length > 0) {
        await tx
          .delete(email_outbox)
          .where(and(ne(email_outbox.status, "pending"), inArray(email_outbox.text, notificationTexts)));
      }
      await tx
        .update(messages)
        .set({
          content: anonymisedNote(now, byAdministrator),
          metadata: sql`jsonb_set(${messages.metadata}, '{user}', '{"anonymised": true}'::jsonb)`,
        })
        .where(ownRegistrationMessage(userId));

      // A contact message and its delivered e-mail to the organisation, which quotes the
      // message and the address typed with it.
      const contactMessages = await tx
        .delete(messages)
        .where(ownContactMessage(userId))
        .returning({ content: messages.content, email: sql<string | null>`${messages.metadata}->>'email'` });
      for (const message of contactMessages) {
        await tx
          .delete(email_outbox)
          .where(
            and(
              ne(email_outbox.status, "pending"),
              sql`strpos(${email_outbox.text}, ${message.content}) > 0`,
              sql`strpos(lower(${email_outbox.text}), lower(${message.email ?? email})) > 0`,
            ),
          );
      }
      await tx.delete(testimonials).where(eq(testimonials.user_id, userId));
      if (user.email_verified) {
        await tx.delete(newsletter_subscribers).where(sameAddress(newsletter_subscribers.email, email));
      }
      await tx.delete(sessions).where(eq(sessions.user_id, userId));
      await tx.delete(accounts).where(eq(accounts.user_id, userId));
      await tx
        .delete(verifications)
        .where(or(eq(verifications.value, userId), eq(sql`lower(${verifications.identifier})`, email)));
      await tx.delete(email_outbox).where(eq(sql`lower(${email_outbox.to})`, email));
      // Their avatars go (files after the commit); what an administrator uploaded for the
      // site (course images...) is the organisation's content and stays, unattributed.
      const avatarUploads = await tx
        .delete(stored_uploads)
        .where(and(eq(stored_uploads.user_id, userId), eq(stored_uploads.purpose, "avatar")))
        .returning({ key: stored_uploads.key, variant_keys: stored_uploads.variant_keys });
      const avatarKeys = avatarUploads.flatMap((u) => [...(u.key ? [u.key] : []), ...u.variant_keys]);
      // What the foreign keys would do on a deleted row, done for the kept one too.
      await tx.update(stored_uploads).set({ user_id: null }).where(eq(stored_uploads.user_id, userId));
      await tx.update(course_sessions).set({ instructor_id: null }).where(eq(course_sessions.instructor_id, userId));
      await tx.update(pages).set({ author_id: null }).where(eq(pages.author_id, userId));

      const isUserRowKept = kept.length > 0;
      if (isUserRowKept) {
        await tx
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
            specialties: [],
            specialties_en: [],
            is_active: false,
            role: "member",
            updated_at: now,
          })
          .where(eq(users.id, userId));
      } else {
        await tx.delete(users).where(eq(users.id, userId));
      }

      await queueEmail(
        tx,
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
    if (error instanceof Refused) return { ok: false, error: error.reason };
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
