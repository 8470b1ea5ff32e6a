// The waiting list's e-mails (delivery.md §5), each in its recipient's language, queued in the
// write's transaction: on the list (with the position), a seat offered (held until a deadline,
// or told to the next five together) with its one-click links, the reminder at half the window,
// the offer expired, the list closed (the session started or was cancelled), a new date of the
// course opened by staff for the people waiting (register there). The offer links carry a
// signed token (offerLinkToken): they work without signing in, once (the offer's state).
import { and, eq, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { course_sessions, courses, session_sittings, users, waitlist_entries, waitlist_offers } from "#db/schema";
import { formatDate, formatDateRange } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import { isLang, type Lang, pick } from "~/i18n/messages";
import { db, readTogether } from "~/server/db.server";
import { currentEmailBrand, layoutEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";
import { getOrCreateSecret, hmacOf, sameText } from "~/server/secrets.server";
import { clocksDiffer, formatInstantOn, timeZoneLabel } from "~/sessions/format";

const K = "emails.waitlist";

/** The proof of an offer's links: good for that offer only; its state makes it single-use. */
export async function offerLinkToken(offerId: string): Promise<string> {
  return hmacOf(await getOrCreateSecret("waitlist-offers"), `offer:${offerId}`);
}

export async function isOfferLinkValid(offerId: string, token: string): Promise<boolean> {
  return sameText(token, await offerLinkToken(offerId));
}

/** The page an offer's links open (it asks once more before acting: mail scanners follow links). */
export function offerPath(offerId: string, token: string, action: "accept" | "decline", lang: Lang): string {
  return `/waitlist/offers/${offerId}?${new URLSearchParams({ t: token, a: action, lang })}`;
}

type Kind = "joined" | "offer" | "reminder" | "expired" | "closed" | "new_date";

async function entryFacts(where: { entryId: string } | { offerId: string }) {
  const [row] = await db()
    .select({
      email: users.email,
      name: users.full_name,
      language: users.language,
      timezone: users.timezone,
      form: waitlist_entries.form,
      session_id: course_sessions.id,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      session_zone: course_sessions.timezone,
      title_fr: courses.title_fr,
      title_en: courses.title_en,
      offer_id: waitlist_offers.id,
      offer_kind: waitlist_offers.kind,
      deadline: waitlist_offers.deadline,
      first_sitting: sql<Date | null>`(select min(${session_sittings.starts_at}) from ${session_sittings} where ${session_sittings.session_id} = ${course_sessions.id})`,
    })
    .from(waitlist_entries)
    .innerJoin(users, eq(users.id, waitlist_entries.user_id))
    .innerJoin(course_sessions, eq(course_sessions.id, waitlist_entries.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    // The offer asked for, of this entry; none for an entry's own e-mails.
    .leftJoin(
      waitlist_offers,
      and(
        eq(waitlist_offers.entry_id, waitlist_entries.id),
        "offerId" in where ? eq(waitlist_offers.id, where.offerId) : sql`false`,
      ),
    )
    .where("offerId" in where ? eq(waitlist_offers.id, where.offerId) : eq(waitlist_entries.id, where.entryId));
  return row ?? null;
}

/** "Saturday 1 March 2031, 14:00 (Paris time)", and the reader's clock when it differs. */
function deadlineText(
  deadline: Date,
  sessionZone: string,
  readerZone: string | null,
  lang: Lang,
  t: TFunction,
): string {
  const own = t(`${K}.at_clock`, {
    when: formatInstantOn(deadline, sessionZone, lang),
    clock: timeZoneLabel(sessionZone),
  });
  if (!readerZone || !clocksDiffer(sessionZone, readerZone, deadline)) return own;
  return `${own} — ${t(`${K}.your_clock`, { when: formatInstantOn(deadline, readerZone, lang), clock: timeZoneLabel(readerZone) })}`;
}

/** Queues the e-mail `kind` tells the entry's person (or the offer's). */
export async function queueWaitlistEmail(
  kind: Kind,
  ref: { entryId: string; position?: number; newSessionId?: string } | { offerId: string },
): Promise<void> {
  const facts = await entryFacts("offerId" in ref ? { offerId: ref.offerId } : { entryId: ref.entryId });
  if (!facts) return;
  const newSessionId = "newSessionId" in ref ? ref.newSessionId : undefined;
  const lang: Lang = isLang(facts.language) ? facts.language : "fr";
  const [t, brand] = await readTogether(() => getFixedT(lang), currentEmailBrand);
  const site = brand.siteUrl.replace(/\/$/, "");
  const course = pick({ title_fr: facts.title_fr, title_en: facts.title_en }, "title", lang);
  const dates = formatDateRange(facts.start_date, facts.end_date, lang);
  const firstName = typeof facts.form.firstName === "string" ? facts.form.firstName : facts.name;
  const greeting = t("emails.greeting", { name: firstName });
  const base = { lang, subject: "", heading: "", paragraphs: [] as (string | string[])[] };
  let content: Parameters<typeof layoutEmail>[0];
  const details = [t(`${K}.session`, { course, dates })];
  switch (kind) {
    case "joined":
      content = {
        ...base,
        subject: t(`${K}.joined.subject`, { course }),
        heading: t(`${K}.joined.heading`),
        paragraphs: [
          greeting,
          t(`${K}.joined.intro`, { position: "position" in ref ? (ref.position ?? 1) : 1 }),
          details,
          t(`${K}.joined.next`),
        ],
        action: { label: t(`${K}.my_registrations`), url: `${site}/profile/registrations` },
      };
      break;
    case "offer":
    case "reminder": {
      if (!facts.offer_id || !facts.deadline) return;
      const token = await offerLinkToken(facts.offer_id);
      const when = deadlineText(facts.deadline, facts.session_zone, facts.timezone, lang, t);
      const broadcast = facts.offer_kind === "broadcast";
      const key = kind === "reminder" ? `${K}.reminder` : broadcast ? `${K}.broadcast` : `${K}.offer`;
      content = {
        ...base,
        subject: t(`${key}.subject`, { course }),
        heading: t(`${key}.heading`),
        paragraphs: [greeting, t(`${key}.intro`, { course }), details, t(`${K}.deadline`, { when })],
        action: { label: t(`${K}.accept`), url: `${site}${offerPath(facts.offer_id, token, "accept", lang)}` },
        notes: [
          t(`${K}.decline_note`, { url: `${site}${offerPath(facts.offer_id, token, "decline", lang)}` }),
          t(`${K}.rules_note`),
        ],
      };
      break;
    }
    case "expired":
      content = {
        ...base,
        subject: t(`${K}.expired.subject`, { course }),
        heading: t(`${K}.expired.heading`),
        paragraphs: [greeting, t(`${K}.expired.intro`, { course }), details],
        action: { label: t(`${K}.other_dates`), url: `${site}/calendrier?lang=${lang}` },
      };
      break;
    case "new_date": {
      // The entry is the person's place on another date's list; the e-mail names the new one.
      if (!newSessionId) return;
      const [opened] = await db()
        .select({ start_date: course_sessions.start_date, end_date: course_sessions.end_date })
        .from(course_sessions)
        .where(eq(course_sessions.id, newSessionId));
      if (!opened) return;
      const newDates = formatDateRange(opened.start_date, opened.end_date, lang);
      content = {
        ...base,
        subject: t(`${K}.new_date.subject`, { course }),
        heading: t(`${K}.new_date.heading`),
        paragraphs: [
          greeting,
          t(`${K}.new_date.intro`, { course, dates: newDates }),
          t(`${K}.new_date.next`, { dates }),
        ],
        action: { label: t(`${K}.new_date.register`), url: `${site}/sessions/${newSessionId}/register?lang=${lang}` },
      };
      break;
    }
    case "closed":
      content = {
        ...base,
        subject: t(`${K}.closed.subject`, { course }),
        heading: t(`${K}.closed.heading`),
        paragraphs: [
          greeting,
          t(`${K}.closed.intro`, { course, day: formatDate(facts.start_date, lang, "long") }),
          details,
        ],
        action: { label: t(`${K}.other_dates`), url: `${site}/calendrier?lang=${lang}` },
      };
      break;
  }
  const email = layoutEmail(content, brand, t);
  await queueEmail({ to: facts.email, subject: email.subject, text: email.text, html: email.html });
}
