// The e-mails of attendance, each in its recipient's language with the sitting's day and hours
// on the session's clock: the personal signing link, the one-time sign-in code, the trainer's
// reminder to co-sign.

import { formatDate, formatTime } from "~/i18n/format";
import { isLang, type Lang } from "~/i18n/messages";
import { renderEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";
import { timeZoneLabel } from "~/sessions/format";

export type SittingFacts = {
  date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  course_title_fr: string;
  course_title_en: string;
};

export type Recipient = { email: string; name: string; language: string | null };

const langOf = (recipient: Recipient): Lang => (isLang(recipient.language) ? recipient.language : "fr");

function sittingLine(facts: SittingFacts, lang: Lang): string {
  return `${formatDate(facts.date, lang, "long")}, ${formatTime(facts.start_time)}–${formatTime(facts.end_time)} (${timeZoneLabel(facts.timezone)})`;
}

const title = (facts: SittingFacts, lang: Lang) =>
  lang === "en" ? facts.course_title_en || facts.course_title_fr : facts.course_title_fr;

async function send(recipient: Recipient, email: { subject: string; html: string; text: string }) {
  await queueEmail({ to: recipient.email, subject: email.subject, text: email.text, html: email.html });
}

/** "Sign your attendance": the personal link, valid while the sitting is open. */
export async function queuePersonalLinkEmail(recipient: Recipient, facts: SittingFacts, url: string) {
  const lang = langOf(recipient);
  const K = "emails.attendance.personal_link";
  const course = title(facts, lang);
  await send(
    recipient,
    await renderEmail(lang, (t) => ({
      subject: t(`${K}.subject`, { course }),
      heading: t(`${K}.heading`),
      paragraphs: [
        t("emails.greeting", { name: recipient.name }),
        t(`${K}.intro`, { course }),
        [sittingLine(facts, lang)],
      ],
      action: { label: t(`${K}.action`), url },
      notes: [t(`${K}.validity`), t(`${K}.personal`)],
    })),
  );
}

/** The one-time code (and the same as a link) for signing on a phone that is not signed in. */
export async function queueSignCodeEmail(
  recipient: Recipient,
  facts: SittingFacts,
  code: string,
  url: string,
  minutes: number,
) {
  const lang = langOf(recipient);
  const K = "emails.attendance.sign_code";
  const course = title(facts, lang);
  await send(
    recipient,
    await renderEmail(lang, (t) => ({
      subject: t(`${K}.subject`, { code }),
      heading: t(`${K}.heading`),
      paragraphs: [
        t("emails.greeting", { name: recipient.name }),
        t(`${K}.intro`, { course }),
        [code],
        [sittingLine(facts, lang)],
      ],
      action: { label: t(`${K}.action`), url },
      notes: [t(`${K}.expiry`, { count: minutes }), t(`${K}.ignore`)],
    })),
  );
}

/** The trainer has not co-signed 30 minutes after the end. */
export async function queueTrainerReminderEmail(recipient: Recipient, facts: SittingFacts, url: string) {
  const lang = langOf(recipient);
  const K = "emails.attendance.trainer_reminder";
  const course = title(facts, lang);
  await send(
    recipient,
    await renderEmail(lang, (t) => ({
      subject: t(`${K}.subject`, { course }),
      heading: t(`${K}.heading`),
      paragraphs: [
        t("emails.greeting", { name: recipient.name }),
        t(`${K}.intro`, { course }),
        [sittingLine(facts, lang)],
      ],
      action: { label: t(`${K}.action`), url },
      notes: [t(`${K}.why`)],
    })),
  );
}
