// "My data" (GDPR articles 15 and 20): everything the site holds about one account, as one
// JSON document (the deletion, article 17, is in account-deletion.server.ts, and shares the
// helpers below). The user id always comes from the session.
import { and, asc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
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
  sessions,
  stored_uploads,
  surveys,
  testimonials,
  users,
  waitlist_entries,
} from "#db/schema";
import { listMemberDocuments } from "~/certificates/documents.server";
import { ownAccessibilityCases } from "~/compliance/accessibility.server";
import { isLang, type Lang, pick } from "~/i18n/messages";
import { PARTICIPANT_COLUMNS } from "~/registrations/participant.server";
import { db } from "~/server/db.server";
import { getStorage } from "~/server/storage.server";
import { SESSION_SCHEDULE_COLUMNS, selectSessions } from "~/sessions/session-query.server";
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
export const ownRegistrationMessage = (userId: string): SQL =>
  and(eq(messages.type, "registration"), sql`${messages.metadata}->'user'->>'id' = ${userId}`) as SQL;
export const ownContactMessage = (userId: string): SQL =>
  and(eq(messages.type, "contact"), sql`${messages.metadata}->>'user_id' = ${userId}`) as SQL;

export const sameAddress = (column: typeof users.email | typeof newsletter_subscribers.email, email: string) =>
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
    documents,
    waiting,
    answers,
    adaptationRequests,
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
      session: { id: course_sessions.id, ...SESSION_SCHEDULE_COLUMNS, status: course_sessions.status },
      location: { name: course_locations.name, city: course_locations.city, country: course_locations.country },
    })
      .innerJoin(course_session_registrations, eq(course_session_registrations.session_id, course_sessions.id))
      .where(eq(course_session_registrations.user_id, userId))
      .orderBy(asc(course_session_registrations.created_at)),
    db()
      .select({
        id: testimonials.id,
        content: testimonials.content,
        content_en: testimonials.content_en,
        author_position: testimonials.author_position,
        author_company: testimonials.author_company,
        course_title_fr: courses.title_fr,
        course_title_en: courses.title_en,
        course_slug: courses.slug,
        rating: testimonials.rating,
        status: testimonials.status,
        created_at: testimonials.created_at,
        updated_at: testimonials.updated_at,
      })
      .from(testimonials)
      .leftJoin(courses, eq(courses.id, testimonials.course_id))
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
    // Certificates issued to them, every version (their PDFs are downloaded from /profile/documents).
    listMemberDocuments(userId),
    // Their places on waiting lists, with the form they filled in to join.
    db()
      .select({
        id: waitlist_entries.id,
        session_id: waitlist_entries.session_id,
        status: waitlist_entries.status,
        form: waitlist_entries.form,
        created_at: waitlist_entries.created_at,
        closed_at: waitlist_entries.closed_at,
      })
      .from(waitlist_entries)
      .where(eq(waitlist_entries.user_id, userId))
      .orderBy(asc(waitlist_entries.created_at)),
    // Their answers to the surveys after their sessions.
    db()
      .select({
        session_id: surveys.session_id,
        kind: surveys.kind,
        invited_at: surveys.invited_at,
        answered_at: surveys.answered_at,
        satisfaction: surveys.satisfaction,
        objectives: surveys.objectives,
        recommend: surveys.recommend,
        comment: surveys.comment,
        may_publish: surveys.may_publish,
        extra: surveys.extra,
      })
      .from(surveys)
      .innerJoin(course_session_registrations, eq(course_session_registrations.id, surveys.registration_id))
      .where(eq(course_session_registrations.user_id, userId))
      .orderBy(asc(surveys.invited_at)),
    // Their accessibility requests: status, adaptations agreed and their own note (not the referent's).
    ownAccessibilityCases(userId),
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
    waiting_lists: waiting.map((w) => ({
      ...w,
      created_at: iso(w.created_at),
      closed_at: w.closed_at ? iso(w.closed_at) : null,
    })),
    accessibility_requests: adaptationRequests,
    surveys: answers.map((a) => ({
      ...a,
      invited_at: iso(a.invited_at),
      answered_at: a.answered_at ? iso(a.answered_at) : null,
    })),
    // What each certificate states and where it is checked; not the PDF itself.
    documents: documents.map((d) => ({
      type: d.kind,
      period_month: d.periodMonth,
      course: {
        reference: d.course.reference,
        title: lang === "en" ? d.course.titleEn || d.course.title : d.course.title,
      },
      session: { start_date: d.session.startDate, end_date: d.session.endDate },
      period: d.period,
      version: d.version,
      state: d.state,
      revoked_at: d.revokedAt,
      revocation_reason: d.revocationReason,
      superseded_by: d.supersededBy,
      code: d.code,
      verification_url: d.verifyUrl,
      issued_on: d.issuedOn,
      sha256: d.sha256,
    })),
    testimonials: ownTestimonials.map(({ course_title_fr, course_title_en, course_slug, ...row }) => ({
      ...row,
      // The course it names, as the registrations above name theirs.
      course:
        course_slug !== null && course_title_fr !== null
          ? { title: pick({ title_fr: course_title_fr, title_en: course_title_en }, "title", lang), slug: course_slug }
          : null,
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
