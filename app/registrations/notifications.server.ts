// The texts a registration produces: the back-office notification (French by
// definition, per the spec) and the participant's confirmation in their own
// language with the session as an .ics attachment.
import type { TFunction } from "i18next";
import { formatDate, formatPrice, formatTime } from "~/i18n/format";
import type { RegistrationInput } from "~/registrations/schema";
import { type EmailBrand, layoutEmail } from "~/server/email-layout.server";
import type { EmailMessage } from "~/server/mail.server";
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
  location: { name: string; address: string | null; city: string | null; country: string | null } | null;
  form: RegistrationInput;
  paymentAmount: string;
};

const K = "pages.courses.registration.email";

function placeText(location: NotificationContext["location"]): string | undefined {
  if (!location) return undefined;
  return [location.name, location.address, location.city, location.country].filter(Boolean).join(", ");
}

function dateRange(
  session: NotificationContext["session"],
  lang: "fr" | "en",
  range: (s: string, e: string) => string,
) {
  const start = formatDate(session.start_date, lang, "long");
  if (session.start_date === session.end_date) return start;
  return range(start, formatDate(session.end_date, lang, "long"));
}

/** Free text of the registration row: what the back office needs to invoice and to prepare the session. */
export function registrationNotes(form: RegistrationInput): string {
  const postalCity = [form.billingPostalCode, form.billingCity].filter(Boolean).join(" ");
  return [
    `Besoins particuliers : ${form.specialRequirements ?? "Aucun"}`,
    `Facturation : ${[form.billingAddress, postalCity, form.billingCountry].join(", ")}`,
    `Contact : ${form.firstName} ${form.lastName} <${form.email}>, ${form.phone}`,
  ].join("\n");
}

/** The notification stored in messages and e-mailed to the organisation. Always French (spec). */
export function adminNotification(ctx: NotificationContext): { subject: string; content: string } {
  const { course, session, form } = ctx;
  const dates = dateRange(session, "fr", (s, e) => `du ${s} au ${e}`);
  const subject = `Nouvelle inscription : ${course.title_fr} (${formatDate(session.start_date, "fr", "long")})`;
  const content = [
    "Une nouvelle inscription à une session de formation a été enregistrée.",
    "",
    "SESSION",
    `Formation : ${course.title_fr} (réf. ${course.reference})`,
    `Dates : ${dates}`,
    `Horaires : ${formatTime(session.start_time)} – ${formatTime(session.end_time)}`,
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
 * The participant's confirmation, in `lang`, with the session to add to a calendar. It goes
 * to `to`, the account's own address: the address typed in the form is recorded with the
 * registration but never mailed, so the form cannot make the site write to strangers.
 */
export function participantConfirmation(
  ctx: NotificationContext,
  options: {
    t: TFunction;
    lang: "fr" | "en";
    appName: string;
    siteUrl: string;
    to: string;
    /** The site's colours, for the e-mail layout. */
    theme: EmailBrand["theme"];
  },
): EmailMessage {
  const { t, lang, appName } = options;
  const { course, session, form } = ctx;
  const title = lang === "en" && course.title_en.trim() ? course.title_en : course.title_fr;
  const siteUrl = options.siteUrl.replace(/\/$/, "");
  const courseUrl = `${siteUrl}/formations/${course.slug}`;
  const place = placeText(ctx.location);
  const dates = dateRange(session, lang, (start, end) => t("pages.courses.registration.date_range", { start, end }));

  const email = layoutEmail(
    {
      lang,
      subject: t(`${K}.subject`, { course: title, site: appName }),
      heading: t(`${K}.subject`, { course: title, site: appName }),
      paragraphs: [
        t(`${K}.greeting`, { name: form.firstName }),
        t(`${K}.intro`),
        [
          t(`${K}.course`, { course: title, reference: course.reference }),
          t(`${K}.dates`, { dates }),
          t(`${K}.times`, { start: formatTime(session.start_time), end: formatTime(session.end_time) }),
          ...(place ? [t(`${K}.location`, { location: place })] : []),
          t(`${K}.amount`, { amount: formatPrice(ctx.paymentAmount, course.currency, lang) }),
        ],
        t(`${K}.next_steps`),
        t(`${K}.calendar`),
      ],
      action: { label: t(`${K}.course_link`), url: courseUrl },
    },
    { appName, siteUrl, theme: options.theme },
    t,
  );

  let domain = "formatio.local";
  try {
    domain = new URL(siteUrl).hostname || domain;
  } catch {
    // keep the default: the UID only needs to be stable and unique
  }
  const ics = buildIcs(
    [
      {
        id: session.id,
        title,
        description: `${course.reference} — ${courseUrl}`,
        location: place,
        url: courseUrl,
        start_date: session.start_date,
        end_date: session.end_date,
        start_time: session.start_time,
        end_time: session.end_time,
        timezone: session.timezone,
      },
    ],
    { calendarName: appName, domain },
  );

  return {
    to: options.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: [
      { filename: "session.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  };
}
