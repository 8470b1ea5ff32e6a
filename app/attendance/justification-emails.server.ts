// The e-mail telling a participant what became of their absence's justification, in their
// language, with the sitting's day and hours on the session's clock.
import type { Recipient, SittingFacts } from "~/attendance/attendance-emails.server";
import { formatDate, formatTime } from "~/i18n/format";
import { isLang, type Lang } from "~/i18n/messages";
import { siteBaseUrl } from "~/server/config.server";
import { renderEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";
import { timeZoneLabel } from "~/sessions/format";

export async function queueJustificationDecisionEmail(
  recipient: Recipient,
  facts: SittingFacts,
  decision: { decision: "accepted" | "refused"; note: string | null },
) {
  const lang: Lang = isLang(recipient.language) ? recipient.language : "fr";
  const K = `emails.attendance.justification_${decision.decision}`;
  const course = lang === "en" ? facts.course_title_en || facts.course_title_fr : facts.course_title_fr;
  const sitting = `${formatDate(facts.date, lang, "long")}, ${formatTime(facts.start_time)}–${formatTime(facts.end_time)} (${timeZoneLabel(facts.timezone)})`;
  const email = await renderEmail(lang, (t) => ({
    subject: t(`${K}.subject`, { course }),
    heading: t(`${K}.heading`),
    paragraphs: [
      t("emails.greeting", { name: recipient.name }),
      t(`${K}.intro`, { course }),
      [sitting],
      ...(decision.note ? [t("emails.attendance.justification_note", { note: decision.note })] : []),
    ],
    action: { label: t("emails.attendance.justification_action"), url: `${siteBaseUrl()}/profile/registrations` },
  }));
  await queueEmail({ to: recipient.email, subject: email.subject, text: email.text, html: email.html });
}
