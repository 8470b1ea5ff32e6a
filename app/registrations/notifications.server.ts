// The texts a registration produces: the back-office notification (French by
// definition, per the spec) and the participant's confirmation in their own
// language with the session as an .ics attachment.
import type { TFunction } from "i18next";
import { courseUrl as courseAddress } from "~/courses/course-url";
import { formatAddress } from "~/i18n/address";
import { formatDate, formatPrice } from "~/i18n/format";
import type { RegistrationInput } from "~/registrations/schema";
import { getConfig } from "~/server/config.server";
import { type EmailBrand, layoutEmail } from "~/server/email-layout.server";
import type { EmailMessage } from "~/server/mail.server";
import { formatSessionDays, formatSessionHours } from "~/sessions/format";
import { buildIcs } from "~/sessions/ics";

export type NotificationContext = {
  course: {
    id: string;
    slug: string;
    reference: string;
    title_fr: string;
    title_en: string;
    currency: string;
  };
  session: {
    id: string;
    start_date: string;
    end_date: string;
    start_time: string;
    end_time: string;
    timezone: string;
  };
  location: {
    name: string;
    address: string | null;
    city: string | null;
    postal_code?: string | null;
    country: string | null;
  } | null;
  form: RegistrationInput;
  paymentAmount: string;
};

const K = "pages.courses.registration.email";

function placeText(location: NotificationContext["location"]): string | undefined {
  if (!location) return undefined;
  return [location.name, formatAddress(location)].filter(Boolean).join(", ");
}

/**
 * The domain part of the participants' event UIDs. It must never change between a
 * registration's e-mails (calendars match updates by UID), so it comes from the configured
 * PUBLIC_URL, not from the address a request happened to use; the registration's UUID makes
 * the UID unique either way.
 */
function calendarUidDomain(): string {
  const configured = getConfig().PUBLIC_URL;
  try {
    if (configured) return new URL(configured).hostname || "formatio.local";
  } catch {
    // a malformed PUBLIC_URL is refused at start-up; keep the default anyway
  }
  return "formatio.local";
}

/** Free text of the registration row: what the back office needs to invoice and to prepare the session. */
export function registrationNotes(form: RegistrationInput): string {
  const billing = formatAddress({
    address: form.billingAddress,
    postal_code: form.billingPostalCode,
    city: form.billingCity,
    country: form.billingCountry,
  });
  return [
    `Besoins particuliers : ${form.specialRequirements ?? "Aucun"}`,
    `Facturation : ${billing}`,
    `Contact : ${form.firstName} ${form.lastName} <${form.email}>, ${form.phone}`,
  ].join("\n");
}

/**
 * The session as the organisation's French notices name it: the course, its dates and hours in
 * words (never the database's YYYY-MM-DD), and where to open the course and the session's roster.
 */
export function sessionLinesFr(
  course: Pick<NotificationContext["course"], "slug" | "reference" | "title_fr">,
  session: Pick<
    NotificationContext["session"],
    "id" | "start_date" | "end_date" | "start_time" | "end_time" | "timezone"
  >,
  siteUrl: string,
): string[] {
  const site = siteUrl.replace(/\/$/, "");
  return [
    `Formation : ${course.title_fr} (réf. ${course.reference})`,
    `Dates : ${formatSessionDays(session, "fr", (start, end) => `du ${start} au ${end}`)}`,
    `Horaires : ${formatSessionHours(session)}`,
    `Page de la formation : ${courseAddress(site, course.slug, "fr")}`,
    `Liste des inscrits : ${site}/admin/sessions/${session.id}`,
  ];
}

/** A session's first day in words, for a French subject line: "4 janvier 2027". */
export function sessionDayFr(session: { start_date: string }): string {
  return formatDate(session.start_date, "fr", "long");
}

/** The notification stored in messages and e-mailed to the organisation. Always French (spec). */
export function adminNotification(ctx: NotificationContext, siteUrl: string): { subject: string; content: string } {
  const { course, session, form } = ctx;
  const subject = `Nouvelle inscription : ${course.title_fr} (${sessionDayFr(session)})`;
  const content = [
    "Une nouvelle inscription à une session de formation a été enregistrée.",
    "",
    "SESSION",
    ...sessionLinesFr(course, session, siteUrl),
    `Lieu : ${placeText(ctx.location) ?? "Non précisé"}`,
    `Montant : ${formatPrice(ctx.paymentAmount, course.currency, "fr")}`,
    "",
    "PARTICIPANT",
    `Nom : ${form.firstName} ${form.lastName}`,
    "",
    "CONTACT",
    `E-mail : ${form.email}`,
    `Téléphone : ${form.phone}`,
    "",
    `Entreprise : ${form.company ?? "Non renseignée"}`,
    `Poste : ${form.position ?? "Non renseigné"}`,
    "",
    "FACTURATION",
    `Adresse : ${form.billingAddress}`,
    `Ville : ${[form.billingPostalCode, form.billingCity].filter(Boolean).join(" ")}`,
    `Pays : ${form.billingCountry}`,
    "",
    `Besoins particuliers : ${form.specialRequirements ?? "Aucun"}`,
  ].join("\n");
  return { subject, content };
}

/**
 * What happened to a registration, as the participant is told. "registered" is the confirmation
 * of receipt (pending); the others come from the roster, the member's own page or the session's
 * cancellation (app/registrations/lifecycle.server.ts).
 */
export type ParticipantEmailKind =
  | "registered"
  | "confirmed"
  | "cancelled"
  | "cancelled_by_member"
  | "session_cancelled"
  | "paid"
  | "refunded"
  | "transferred";

/** The kinds that say when the convocation comes (the receipt, the confirmation, a transfer). */
const CONVOCATION_ANNOUNCED: ParticipantEmailKind[] = ["registered", "confirmed", "transferred"];

/** The calendar event each kind sends: its iTIP method and status; none for payment news. */
const EVENT_OF: Record<
  ParticipantEmailKind,
  { method: "REQUEST" | "CANCEL"; status: "TENTATIVE" | "CONFIRMED" | "CANCELLED" } | null
> = {
  registered: { method: "REQUEST", status: "TENTATIVE" },
  confirmed: { method: "REQUEST", status: "CONFIRMED" },
  cancelled: { method: "CANCEL", status: "CANCELLED" },
  cancelled_by_member: { method: "CANCEL", status: "CANCELLED" },
  session_cancelled: { method: "CANCEL", status: "CANCELLED" },
  paid: null,
  refunded: null,
  // The new session's event; the old one is cancelled in a second attachment (below).
  transferred: { method: "REQUEST", status: "CONFIRMED" },
};

export type ParticipantEmailOptions = {
  t: TFunction;
  lang: "fr" | "en";
  appName: string;
  siteUrl: string;
  /** The account's own address: the address typed in the form is recorded but never mailed, so the form cannot make the site write to strangers. */
  to: string;
  /** The participant's name as registered (greeting, calendar attendee). */
  name: string;
  /** The site's colours, for the e-mail layout. */
  theme: EmailBrand["theme"];
  /**
   * The registration: its event's UID (`registration-<id>` unless a transfer gave it another)
   * and current SEQUENCE; `pending` sends a transfer's new event as TENTATIVE.
   */
  registration: { id: string; sequence: number; uid?: string | null; isPending?: boolean };
  /** A transfer: the event of the session left, cancelled in the same e-mail. */
  previous?: { uid: string; session: NotificationContext["session"]; location: NotificationContext["location"] };
  /** The organiser of the calendar event (the contact address, else a no-reply one). */
  organizerEmail: string | null;
  /** The admin's message to the participants of a cancelled session. */
  message?: string;
  /**
   * When the convocation is planned (delivery.md §4), for the e-mails that announce it: the day
   * (YYYY-MM-DD, session time), or null when its date has passed (it follows as soon as all is
   * confirmed).
   */
  convocationDay?: string | null;
  /** A cancelled session's next sessions of the same course, to choose another date. */
  nextSessions?: { dates: string; url: string }[];
};

/** The participant's e-mail for `kind`, in `lang`, with their calendar event when the kind changes it. */
export function participantEmail(
  kind: ParticipantEmailKind,
  ctx: Omit<NotificationContext, "form">,
  options: ParticipantEmailOptions,
): EmailMessage {
  const { t, lang, appName } = options;
  const { course, session } = ctx;
  const title = lang === "en" && course.title_en.trim() ? course.title_en : course.title_fr;
  const siteUrl = options.siteUrl.replace(/\/$/, "");
  const courseUrl = courseAddress(siteUrl, course.slug, lang);
  const place = placeText(ctx.location);
  const days = (target: NotificationContext["session"]) =>
    formatSessionDays(target, lang, (start, end) => t("pages.courses.registration.date_range", { start, end }));
  const event = EVENT_OF[kind];
  const details = [
    t(`${K}.course`, { course: title, reference: course.reference }),
    t(`${K}.dates`, { dates: days(session) }),
    t(`${K}.times`, { schedule: formatSessionHours({ ...session, city: ctx.location?.city }) }),
    ...(place ? [t(`${K}.location`, { location: place })] : []),
    t(`${K}.amount`, { amount: formatPrice(ctx.paymentAmount, course.currency, lang) }),
    // Every e-mail that names the course links it, whatever its button does.
    t(`${K}.course_page`, { url: courseUrl }),
  ];
  // The receipt keeps its original wording; each later event has its subject, intro and next step.
  const key = kind === "registered" ? K : `${K}.${kind}`;
  const subject = t(`${key}.subject`, { course: title, site: appName });
  const email = layoutEmail(
    {
      lang,
      subject,
      heading: subject,
      paragraphs: [
        t(`${K}.greeting`, { name: options.name }),
        t(`${key}.intro`),
        ...(kind === "transferred" && options.previous
          ? [t(`${K}.transferred.previous`, { dates: days(options.previous.session) })]
          : []),
        details,
        ...(options.message?.trim() ? [t(`${K}.session_cancelled.message`, { message: options.message.trim() })] : []),
        t(`${key}.next_steps`),
        ...(options.convocationDay !== undefined && CONVOCATION_ANNOUNCED.includes(kind)
          ? [
              options.convocationDay
                ? t(`${K}.convocation_on${kind === "registered" ? "_pending" : ""}`, {
                    date: formatDate(options.convocationDay, lang, "long"),
                  })
                : t(`${K}.convocation_soon${kind === "registered" ? "_pending" : ""}`),
            ]
          : []),
        ...(kind === "session_cancelled" && options.nextSessions?.length
          ? [
              t(`${K}.session_cancelled.other_dates`, { count: options.nextSessions.length }),
              options.nextSessions.map((next) => `${next.dates} — ${next.url}`),
            ]
          : []),
        ...(event ? [t(event.method === "CANCEL" ? `${K}.calendar_cancel` : `${K}.calendar`)] : []),
      ],
      action:
        kind === "registered"
          ? { label: t(`${K}.course_link`), url: courseUrl }
          : { label: t(`${K}.my_registrations`), url: `${siteUrl}/profile/registrations` },
    },
    { appName, siteUrl, theme: options.theme },
    t,
  );

  /** One calendar file: `target`'s event under `uid`, sent with `method`. */
  const calendarFile = (
    filename: string,
    target: { session: NotificationContext["session"]; location: NotificationContext["location"] },
    uid: string,
    method: "REQUEST" | "CANCEL",
    status: "TENTATIVE" | "CONFIRMED" | "CANCELLED",
  ) =>
    registrationCalendar({
      filename,
      title,
      reference: course.reference,
      courseUrl,
      session: target.session,
      location: target.location,
      uid,
      sequence: options.registration.sequence,
      method,
      status,
      appName,
      organizerEmail: options.organizerEmail,
      attendee: { email: options.to, name: options.name },
    });
  const uid = options.registration.uid ?? `registration-${options.registration.id}`;
  const attachments = [
    // A transfer: the old session's event leaves the calendar, the new one comes in.
    ...(kind === "transferred" && options.previous
      ? [calendarFile("previous-session.ics", options.previous, options.previous.uid, "CANCEL", "CANCELLED")]
      : []),
    ...(event
      ? [
          calendarFile(
            "session.ics",
            { session, location: ctx.location },
            uid,
            event.method,
            kind === "transferred" && options.registration.isPending ? "TENTATIVE" : event.status,
          ),
        ]
      : []),
  ];

  return { to: options.to, subject: email.subject, text: email.text, html: email.html, attachments };
}

/**
 * A participant's own calendar event as an attachment (RFC 5546): the one event of their
 * registration (`uid`), at `sequence`, sent as REQUEST (added or updated) or CANCEL. The
 * registration's e-mails and the timeline's (convocation, reminder, change notice) send it.
 */
export function registrationCalendar(event: {
  filename: string;
  title: string;
  reference: string;
  courseUrl: string;
  session: NotificationContext["session"];
  location: NotificationContext["location"];
  /** The days the session meets (its sittings), when known. */
  days?: string[];
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  appName: string;
  organizerEmail: string | null;
  attendee: { email: string; name: string };
}) {
  const domain = calendarUidDomain();
  return {
    filename: event.filename,
    content: buildIcs(
      [
        {
          id: event.session.id,
          title: event.title,
          description: `${event.reference} — ${event.courseUrl}`,
          location: placeText(event.location),
          url: event.courseUrl,
          start_date: event.session.start_date,
          end_date: event.session.end_date,
          start_time: event.session.start_time,
          end_time: event.session.end_time,
          timezone: event.session.timezone,
          days: event.days,
          registration: {
            uid: event.uid,
            sequence: event.sequence,
            status: event.status,
            organizer: { email: event.organizerEmail ?? `no-reply@${domain}`, name: event.appName },
            attendee: event.attendee,
          },
        },
      ],
      { calendarName: event.appName, domain, method: event.method },
    ),
    contentType: `text/calendar; charset=utf-8; method=${event.method}`,
  };
}
