// Contact and quote requests: what the /contact page shows, and sending a
// message (rate limit, `messages` row and the admin e-mail in one transaction; a complaint
// also opens its incident in that transaction).
import { and, asc, eq } from "drizzle-orm";
import { agencies, contact_settings, course_categories, courses, messages } from "#db/schema";
import { CONTACT_LIMIT, type ContactInput } from "~/contact/schema";
import { courseUrl } from "~/courses/course-url";
import { isUuid } from "~/forms/validate";
import { getFixedT } from "~/i18n/i18n.server";
import { type Lang, pick } from "~/i18n/messages";
import { INCIDENT_LIMITS } from "~/quality/admin-schema";
import { openIncident } from "~/quality/incidents.server";
import { clock } from "~/server/clock.server";
import { siteBaseUrl } from "~/server/config.server";
import { db, inSavepoint, readTogether } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { queueEmail } from "~/server/mail.server";
import { hitRateLimit } from "~/server/rate-limit.server";

export type QuoteCourse = { id: string; slug: string; title: string; title_fr: string; category_fr: string | null };

async function findQuoteCourse(id: string | undefined, lang: Lang): Promise<QuoteCourse | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({
      id: courses.id,
      slug: courses.slug,
      title_fr: courses.title_fr,
      title_en: courses.title_en,
      category_fr: course_categories.name_fr,
    })
    .from(courses)
    .leftJoin(course_categories, eq(course_categories.id, courses.category_id))
    .where(and(eq(courses.id, id), eq(courses.is_published, true)));
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row, "title", lang),
    title_fr: row.title_fr,
    category_fr: row.category_fr,
  };
}

/** Everything /contact shows: the organisation's details, the agency list and the quoted course. */
export async function getContactPageData(options: { lang: Lang; courseId?: string | null; agencyId?: string | null }) {
  const [[settings], agencyList, course] = await Promise.all([
    db()
      .select({
        email: contact_settings.email,
        phone: contact_settings.phone,
        website: contact_settings.website,
        address_line1: contact_settings.address_line1,
        address_line2: contact_settings.address_line2,
        city: contact_settings.city,
        country: contact_settings.country,
      })
      .from(contact_settings)
      .limit(1),
    db()
      .select({ id: agencies.id, name: agencies.name })
      .from(agencies)
      .where(eq(agencies.is_active, true))
      .orderBy(asc(agencies.name)),
    findQuoteCourse(options.courseId ?? undefined, options.lang),
  ]);
  const preselectedAgency = agencyList.find((a) => a.id === options.agencyId)?.id ?? "";
  return { settings: settings ?? null, agencies: agencyList, course, preselectedAgency };
}

export type SendContactResult =
  | { ok: true; messageId: string; isAdminNotified: boolean }
  | { ok: false; error: "invalid_agency" };

/** Who sends: a signed-in sender counts by account, a visitor by this browser's anonymous key. */
type Sender = {
  clientIp: string;
  /** This browser's anonymous key (visitor-key.server.ts). */
  browserId: string;
  /** The signed-in sender: recorded so the message is theirs in "My data" (export, deletion). */
  userId?: string | null;
};

/**
 * Counts one message against the sender's and the address's limits: the minutes to wait when
 * either is reached, else null. Counted before (and outside) the write, so a refused or failed
 * message still counts and a refused one writes nothing.
 */
export async function hitContactLimits(options: Sender): Promise<number | null> {
  const sender = options.userId ? `contact:user:${options.userId}` : `contact:browser:${options.browserId}`;
  const limits = [
    await hitRateLimit(sender, CONTACT_LIMIT.max, CONTACT_LIMIT.windowMs),
    await hitRateLimit(`contact:ip:${options.clientIp}`, CONTACT_LIMIT.perAddress, CONTACT_LIMIT.windowMs),
  ];
  const refused = limits.filter((limit) => !limit.allowed);
  if (refused.length === 0) return null;
  const waitMs = Math.max(...refused.map((limit) => limit.retryAfterMs));
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

/** The back-office e-mail, in French like every admin notification of the site. */
function adminEmailText(input: ContactInput, extra: { category: string; agency: string; course: QuoteCourse | null }) {
  return [
    extra.course
      ? "Une nouvelle demande de devis a été envoyée depuis le site."
      : "Un nouveau message a été envoyé depuis le formulaire de contact.",
    "",
    `Catégorie : ${extra.category}`,
    extra.course
      ? `Formation : ${extra.course.title_fr}${extra.course.category_fr ? ` (${extra.course.category_fr})` : ""}`
      : null,
    // The course it names, linked (the organisation reads French).
    extra.course ? `Page de la formation : ${courseUrl(siteBaseUrl(), extra.course.slug, "fr")}` : null,
    `Agence : ${extra.agency}`,
    "",
    `Nom : ${input.firstName} ${input.lastName}`,
    `E-mail : ${input.email}`,
    `Téléphone : ${input.phone ?? "Non renseigné"}`,
    `Entreprise : ${input.company ?? "Non renseignée"}`,
    "",
    "MESSAGE",
    input.message,
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/**
 * Records a contact (or quote) request, once hitContactLimits let it through: the message row
 * and the e-mail to the organisation commit together or not at all.
 */
export async function sendContactMessage(options: {
  input: ContactInput;
  userId?: string | null;
  /** The page's language: a reply from the inbox is written in it. */
  lang?: Lang;
}): Promise<SendContactResult> {
  const { input } = options;

  // Reads first, writes after, one at a time inside the form's transaction.
  const [[agency], course, [settings], t] = await readTogether(
    () =>
      db()
        .select({ id: agencies.id, name: agencies.name })
        .from(agencies)
        .where(and(eq(agencies.id, input.agency), eq(agencies.is_active, true))),
    () => findQuoteCourse(input.course, "fr"),
    () => db().select({ email: contact_settings.email }).from(contact_settings).limit(1),
    () => getFixedT("fr"),
  );
  if (!agency) return { ok: false, error: "invalid_agency" };

  const category = t(`pages.contact.categories.${input.category}`);
  const subject =
    input.subject ??
    (course ? `Demande de devis : ${course.title_fr}` : `${category} — ${input.firstName} ${input.lastName}`);
  const adminEmail = settings?.email?.trim() || null;
  const metadata = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    company: input.company ?? null,
    agency_id: agency.id,
    category: input.category,
    ...(options.lang ? { language: options.lang } : {}),
    // Only the session says who sent it: the typed address proves nothing (anyone can type any).
    ...(options.userId ? { user_id: options.userId } : {}),
    ...(course ? { course: { id: course.id, title: course.title_fr, category: course.category_fr } } : {}),
  };

  const messageId = await inSavepoint(async () => {
    const [row] = await db()
      .insert(messages)
      .values({ type: "contact", subject, content: input.message, metadata, status: "pending" })
      .returning({ id: messages.id });
    // A complaint is an incident too (delivery.md §6): it exists exactly when its message does.
    if (input.category === "complaint") {
      await openIncident(
        {
          source: "contact",
          summary: input.message.slice(0, INCIDENT_LIMITS.summary),
          messageId: row.id,
          person: {
            name: `${input.firstName} ${input.lastName}`,
            email: input.email,
            language: options.lang ?? null,
          },
        },
        clock().now(),
      );
    }
    if (adminEmail) {
      await queueEmail({
        to: adminEmail,
        subject: course ? subject : `[Contact] ${subject}`,
        text: adminEmailText(input, { category, agency: agency.name, course }),
      });
    }
    return row.id;
  });
  // The message is kept for the back office either way; only the e-mail is missing.
  if (!adminEmail) logger.warn({ messageId }, "Admin email not configured: contact message stored without e-mail");
  return { ok: true, messageId, isAdminNotified: !!adminEmail };
}
