// The e-mails of a complaint (delivery.md §6), in the person's language (the one they wrote or
// answered in; French when unknown), queued in the write's transaction: the acknowledgement
// ("we received your message, we will answer by …", with staff's optional line) and the answer
// itself. An incident without an address (an anonymous answer, an erased account) gets none.
import type { incidents } from "#db/schema";
import { formatDateTime } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import { isLang, type Lang } from "~/i18n/messages";
import { readTogether } from "~/server/db.server";
import { currentEmailBrand, layoutEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";

const K = "emails.incidents";

type IncidentFacts = Pick<
  typeof incidents.$inferSelect,
  "source" | "person_name" | "person_email" | "person_language" | "answer_by" | "answer"
>;

export type IncidentEmail = { kind: "acknowledged"; note: string | null } | { kind: "answered" };

/** Queues the e-mail `email` tells the incident's person; false when there is nobody to write to. */
export async function queueIncidentEmail(incident: IncidentFacts, email: IncidentEmail): Promise<boolean> {
  const to = incident.person_email?.trim();
  if (!to) return false;
  const lang: Lang = isLang(incident.person_language) ? incident.person_language : "fr";
  const [t, brand] = await readTogether(() => getFixedT(lang), currentEmailBrand);
  const greeting = incident.person_name
    ? t("emails.greeting", { name: incident.person_name })
    : t("emails.greeting_anonymous");
  // A low score is an answer to a survey; anything else a message.
  const what = t(`${K}.what.${incident.source === "survey" ? "survey" : "message"}`);
  const paragraphs: (string | string[])[] = [greeting];
  let subject: string;
  let heading: string;
  if (email.kind === "acknowledged") {
    subject = t(`${K}.acknowledged.subject`);
    heading = t(`${K}.acknowledged.heading`);
    paragraphs.push(
      t(`${K}.acknowledged.intro`, { what, when: formatDateTime(incident.answer_by.toISOString(), lang) }),
    );
    if (email.note) paragraphs.push(email.note);
    paragraphs.push(t(`${K}.acknowledged.next`));
  } else {
    subject = t(`${K}.answered.subject`);
    heading = t(`${K}.answered.heading`);
    // The answer set apart, its lines kept.
    const answer = (incident.answer ?? "").split(/\r?\n/);
    paragraphs.push(t(`${K}.answered.intro`, { what }), answer, t(`${K}.answered.next`));
  }
  const rendered = layoutEmail({ lang, subject, heading, paragraphs }, brand, t);
  await queueEmail({ to, subject: rendered.subject, text: rendered.text, html: rendered.html });
  return true;
}
