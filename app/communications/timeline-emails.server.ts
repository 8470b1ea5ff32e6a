// The e-mails of the communication timeline (delivery.md §4), each in its recipient's language
// from the convocation's facts: the convocation (its PDF and the calendar event attached), the
// reminder, the remote link, the trainer's pack, the notice of a change. Their texts are
// translation keys (emails.timeline.*), which staff edit in the translations screen.
import type { TFunction } from "i18next";
import { renderConvocationPdf } from "~/communications/convocation-pdf.server";
import type { ConvocationFacts, ConvocationSitting } from "~/communications/facts";
import { dateTimeFormat, formatDate, formatTime } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/messages";
import { type NotificationContext, registrationCalendar } from "~/registrations/notifications.server";
import { readTogether } from "~/server/db.server";
import { currentEmailBrand, type EmailContent, layoutEmail } from "~/server/email-layout.server";
import type { EmailAttachment, EmailMessage } from "~/server/mail.server";
import { timeZoneLabel } from "~/sessions/format";
import type { ChangedDetail } from "~/sessions/session-changes.server";

/** Days listed in an e-mail's body; the convocation's PDF lists them all. */
const LISTED_DAYS = 10;

const K = "emails.timeline";

/** "14:05" on `zone`'s clock. */
function clockOf(zone: string) {
  const format = dateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone });
  return (instant: string) => format.format(new Date(instant));
}

/**
 * The sittings day by day on the session's clock, and on the reader's when it differs:
 * "Monday 1 March 2027: 09:00–12:30, 13:30–17:00 (Montréal) — your time (Paris): 15:00–18:30, …".
 */
export function sittingLines(facts: ConvocationFacts, t: TFunction, limit = LISTED_DAYS): string[] {
  const lang = facts.lang;
  const byDay = new Map<string, ConvocationSitting[]>();
  for (const sitting of facts.session.sittings) byDay.set(sitting.date, [...(byDay.get(sitting.date) ?? []), sitting]);
  const reader = facts.readerTimeZone;
  const readerClock = reader ? clockOf(reader) : null;
  const days = [...byDay];
  const lines = days.slice(0, limit).map(([date, sittings]) => {
    const hours = sittings.map((s) => `${formatTime(s.start_time)}–${formatTime(s.end_time)}`).join(", ");
    const line = t(`${K}.sitting_day`, {
      day: formatDate(date, lang, "long"),
      times: hours,
      clock: facts.session.timezone_label,
    });
    if (!readerClock || !reader) return line;
    const theirs = sittings.map((s) => `${readerClock(s.starts_at)}–${readerClock(s.ends_at)}`).join(", ");
    return `${line} — ${t(`${K}.reader_time`, { clock: timeZoneLabel(reader), times: theirs })}`;
  });
  if (days.length > limit) lines.push(t(`${K}.more_days`, { count: days.length - limit }));
  return lines;
}

/** Where to come: the venue's name and address, and/or the connection link. */
export function placeLines(facts: ConvocationFacts, t: TFunction): string[] {
  const lines: string[] = [];
  if (facts.venue) {
    lines.push(t(`${K}.venue`, { venue: [facts.venue.name, ...facts.venue.address_lines].join(", ") }));
    if (facts.venue.map_url) lines.push(t(`${K}.map`, { url: facts.venue.map_url }));
  }
  if (facts.remote_url) lines.push(t(`${K}.remote`, { url: facts.remote_url }));
  if (lines.length === 0) lines.push(t(`${K}.place_later`));
  return lines;
}

export type ParticipantCalendar = {
  uid: string;
  sequence: number;
  session: NotificationContext["session"];
  location: NotificationContext["location"];
  organizerEmail: string | null;
  method?: "REQUEST" | "CANCEL";
};

function calendarAttachment(facts: ConvocationFacts, calendar: ParticipantCalendar, appName: string): EmailAttachment {
  return registrationCalendar({
    filename: "session.ics",
    title: facts.course.title,
    reference: facts.course.reference,
    courseUrl: facts.course.url,
    session: calendar.session,
    location: calendar.location,
    days: [...new Set(facts.session.sittings.map((s) => s.date))],
    uid: calendar.uid,
    sequence: calendar.sequence,
    method: calendar.method ?? "REQUEST",
    status: calendar.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    appName,
    organizerEmail: calendar.organizerEmail,
    attendee: { email: facts.participant?.email ?? "", name: facts.participant?.name ?? "" },
  });
}

async function compose(
  lang: Lang,
  to: string,
  build: (
    t: TFunction,
    appName: string,
    siteUrl: string,
  ) => Promise<Omit<EmailContent, "lang"> & { attachments?: EmailAttachment[] }>,
): Promise<EmailMessage> {
  // In the sending transaction: one read after the other (readTogether).
  const [brand, t] = await readTogether(currentEmailBrand, () => getFixedT(lang));
  const { attachments, ...content } = await build(t, brand.appName, brand.siteUrl.replace(/\/$/, ""));
  const email = layoutEmail({ ...content, lang }, brand, t);
  return { to, subject: email.subject, text: email.text, html: email.html, attachments };
}

/** "Hello Léa,", or the neutral greeting of staff's preview without a participant. */
const greeting = (facts: ConvocationFacts, t: TFunction) =>
  facts.participant?.name ? t("emails.greeting", { name: facts.participant.name }) : t("emails.greeting_anonymous");

const profileAction = (t: TFunction, siteUrl: string) => ({
  label: t(`${K}.my_registrations`),
  url: `${siteUrl}/profile/registrations`,
});

/** The convocation: a short e-mail, the document as a PDF and the calendar event. */
export async function convocationEmail(facts: ConvocationFacts, calendar: ParticipantCalendar): Promise<EmailMessage> {
  return compose(facts.lang, facts.participant?.email ?? "", async (t, appName, siteUrl) => {
    const pdf = await renderConvocationPdf(facts, t);
    const subject = t(`${K}.convocation.subject`, {
      course: facts.course.title,
      date: formatDate(facts.session.start_date, facts.lang, "long"),
    });
    return {
      subject,
      heading: t(`${K}.convocation.heading`),
      paragraphs: [
        greeting(facts, t),
        t(`${K}.convocation.intro`, { course: facts.course.title }),
        sittingLines(facts, t),
        placeLines(facts, t),
        t(`${K}.convocation.attached`),
        t(`${K}.calendar`),
      ],
      action: profileAction(t, siteUrl),
      attachments: [
        {
          filename: `${t(`${K}.convocation.filename`)}-${facts.course.reference}.pdf`.replace(/[^\w.-]+/g, "-"),
          content: pdf,
          contentType: "application/pdf",
        },
        calendarAttachment(facts, calendar, appName),
      ],
    };
  });
}

/** The reminder, the day before: the practical summary and the calendar event again. */
export async function reminderEmail(facts: ConvocationFacts, calendar: ParticipantCalendar): Promise<EmailMessage> {
  return compose(facts.lang, facts.participant?.email ?? "", async (t, appName, siteUrl) => ({
    subject: t(`${K}.reminder.subject`, {
      course: facts.course.title,
      date: formatDate(facts.session.start_date, facts.lang, "long"),
    }),
    heading: t(`${K}.reminder.heading`),
    paragraphs: [
      greeting(facts, t),
      t(`${K}.reminder.intro`, { course: facts.course.title }),
      sittingLines(facts, t, 3),
      placeLines(facts, t),
      ...(facts.course.what_to_bring ? [t(`${K}.what_to_bring`, { what: facts.course.what_to_bring })] : []),
      ...(facts.contact ? [t(`${K}.contact`, contactValues(facts.contact))] : []),
    ],
    action: profileAction(t, siteUrl),
    attachments: [calendarAttachment(facts, calendar, appName)],
  }));
}

const contactValues = (contact: NonNullable<ConvocationFacts["contact"]>) => ({
  name: contact.name,
  details: [contact.email, contact.phone].filter(Boolean).join(", "),
});

/** The connection link of a day's remote sittings. */
export async function remoteLinkEmail(facts: ConvocationFacts, day: string): Promise<EmailMessage> {
  const ofDay = {
    ...facts,
    session: { ...facts.session, sittings: facts.session.sittings.filter((s) => s.date === day) },
  };
  return compose(facts.lang, facts.participant?.email ?? "", async (t) => ({
    subject: t(`${K}.remote_link.subject`, { course: facts.course.title, day: formatDate(day, facts.lang, "long") }),
    heading: t(`${K}.remote_link.heading`),
    paragraphs: [
      greeting(facts, t),
      t(`${K}.remote_link.intro`, { course: facts.course.title }),
      sittingLines(ofDay, t),
      t(`${K}.remote_link.personal`),
    ],
    action: { label: t(`${K}.remote_link.action`), url: facts.remote_url ?? facts.site_url },
  }));
}

export type PackParticipant = {
  name: string;
  company: string | null;
  special_requirements: string | null;
  /** The adaptations agreed with the accessibility referent (delivery.md §7): the list alone, never a note. */
  adaptations?: readonly string[];
};

/** The trainer's pack: the roster, the sittings, the place and what participants bring. */
export async function trainerPackEmail(
  facts: ConvocationFacts,
  trainer: { email: string; name: string },
  participants: PackParticipant[],
): Promise<EmailMessage> {
  return compose(facts.lang, trainer.email, async (t, _appName, siteUrl) => ({
    subject: t(`${K}.trainer_pack.subject`, {
      course: facts.course.title,
      date: formatDate(facts.session.start_date, facts.lang, "long"),
    }),
    heading: t(`${K}.trainer_pack.heading`),
    paragraphs: [
      t("emails.greeting", { name: trainer.name }),
      t(`${K}.trainer_pack.intro`, { course: facts.course.title, count: participants.length }),
      sittingLines(facts, t, 31),
      placeLines(facts, t),
      t(`${K}.trainer_pack.roster`, { count: participants.length }),
      participants.length > 0
        ? participants.map((p) =>
            [
              p.name,
              p.company,
              p.special_requirements ? t(`${K}.trainer_pack.needs`, { needs: p.special_requirements }) : null,
              p.adaptations?.length
                ? t(`${K}.trainer_pack.adaptations`, { adaptations: p.adaptations.join(" ; ") })
                : null,
            ]
              .filter(Boolean)
              .join(" — "),
          )
        : t(`${K}.trainer_pack.nobody`),
      ...(facts.course.what_to_bring ? [t(`${K}.what_to_bring`, { what: facts.course.what_to_bring })] : []),
    ],
    action: { label: t(`${K}.trainer_pack.action`), url: `${siteUrl}/trainer/sessions/${facts.session.id}` },
  }));
}

/** "Your session has changed": each changed detail, old and new, the updated event and convocation. */
export async function changeNoticeEmail(
  facts: ConvocationFacts,
  details: ChangedDetail[],
  calendar: ParticipantCalendar,
  options: { withConvocation: boolean },
): Promise<EmailMessage> {
  return compose(facts.lang, facts.participant?.email ?? "", async (t, appName, siteUrl) => {
    const attachments: EmailAttachment[] = [calendarAttachment(facts, calendar, appName)];
    if (options.withConvocation) {
      attachments.unshift({
        filename: `${t(`${K}.convocation.filename`)}-${facts.course.reference}.pdf`.replace(/[^\w.-]+/g, "-"),
        content: await renderConvocationPdf(facts, t),
        contentType: "application/pdf",
      });
    }
    const none = t(`${K}.change_notice.none`);
    return {
      subject: t(`${K}.change_notice.subject`, { course: facts.course.title }),
      heading: t(`${K}.change_notice.heading`),
      paragraphs: [
        greeting(facts, t),
        t(`${K}.change_notice.intro`, { course: facts.course.title }),
        ...details.map((detail) => [
          t(`${K}.change_notice.fields.${detail.field}`),
          t(`${K}.change_notice.before`, { value: detail.before || none }),
          t(`${K}.change_notice.after`, { value: detail.after || none }),
        ]),
        t(`${K}.change_notice.now`),
        sittingLines(facts, t),
        placeLines(facts, t),
        t(options.withConvocation ? `${K}.change_notice.updated_convocation` : `${K}.calendar`),
      ],
      action: profileAction(t, siteUrl),
      attachments,
    };
  });
}
