// The e-mails of certificates, each in its recipient's language: a holder's new documents (the
// PDFs attached, each with its verification link), a revocation, and the session's documents for
// an employer's or funder's contact with the participants' attendance sheets.
import { certificateFilename } from "~/certificates/certificate-pdf.server";
import type { DocumentFacts, DocumentLang } from "~/certificates/facts";
import type { Lang } from "~/i18n/messages";
import { siteBaseUrl } from "~/server/config.server";
import { renderEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";

export type DocumentRecipient = { email: string; name: string; lang: DocumentLang };
type Attached = { facts: DocumentFacts; pdf: Uint8Array };

const pdfAttachment = (item: Attached) => ({
  filename: certificateFilename(item.facts),
  content: item.pdf,
  contentType: "application/pdf",
});

/** "Your certificates": every document just issued to the holder, attached, with its verification link. */
export async function queueDocumentsEmail(recipient: DocumentRecipient, documents: Attached[]) {
  const K = "emails.certificates.issued";
  const lang: Lang = recipient.lang;
  const course = documents[0]?.facts.course;
  const title = lang === "en" ? (course?.titleEn ?? "") : (course?.title ?? "");
  const email = await renderEmail(lang, (t) => ({
    subject: t(`${K}.subject`, { course: title }),
    heading: t(`${K}.heading`, { count: documents.length }),
    paragraphs: [
      t("emails.greeting", { name: recipient.name }),
      t(`${K}.intro`, { course: title, count: documents.length }),
      documents.map((item) =>
        t(`${K}.line`, {
          document: t(`certificates.kinds.${item.facts.kind}`),
          version: item.facts.version,
          url: item.facts.verifyUrl ?? "",
        }),
      ),
    ],
    action: { label: t(`${K}.action`), url: `${siteBaseUrl()}/profile/documents` },
    notes: [t(`${K}.verify_note`)],
  }));
  await queueEmail({ to: recipient.email, ...email, attachments: documents.map(pdfAttachment) });
}

/** "A document was revoked": what it was, why, and where to see what is in force. */
export async function queueRevocationEmail(
  recipient: DocumentRecipient,
  document: { facts: DocumentFacts; reason: string },
) {
  const K = "emails.certificates.revoked";
  const lang: Lang = recipient.lang;
  const title = lang === "en" ? document.facts.course.titleEn : document.facts.course.title;
  const email = await renderEmail(lang, (t) => ({
    subject: t(`${K}.subject`, { course: title }),
    heading: t(`${K}.heading`),
    paragraphs: [
      t("emails.greeting", { name: recipient.name }),
      t(`${K}.intro`, {
        document: t(`certificates.kinds.${document.facts.kind}`),
        version: document.facts.version,
        course: title,
        reason: t(`certificates.revocation_reasons.${document.reason}`),
      }),
    ],
    action: { label: t(`${K}.action`), url: `${siteBaseUrl()}/profile/documents` },
  }));
  await queueEmail({ to: recipient.email, ...email });
}

/** The session's documents for one employer's or funder's contact, with the attendance sheets. */
export async function queueFunderEmail(
  recipient: { email: string; name: string | null; lang: Lang },
  session: { course: string; dates: string },
  documents: Attached[],
  sheets: { filename: string; pdf: Uint8Array }[],
) {
  const K = "emails.certificates.funder";
  const participants = [...new Set(documents.map((item) => item.facts.holder.name))];
  const email = await renderEmail(recipient.lang, (t) => ({
    subject: t(`${K}.subject`, { course: session.course }),
    heading: t(`${K}.heading`),
    paragraphs: [
      recipient.name ? t("emails.greeting", { name: recipient.name }) : t(`${K}.greeting`),
      t(`${K}.intro`, { course: session.course, dates: session.dates, count: participants.length }),
      documents.map((item) =>
        t(`${K}.line`, {
          participant: item.facts.holder.name,
          document: t(`certificates.kinds.${item.facts.kind}`),
          url: item.facts.verifyUrl ?? "",
        }),
      ),
    ],
    notes: [t(`${K}.sheets_note`), t(`${K}.verify_note`)],
  }));
  await queueEmail({
    to: recipient.email,
    ...email,
    attachments: [
      ...documents.map(pdfAttachment),
      ...sheets.map((sheet) => ({ filename: sheet.filename, content: sheet.pdf, contentType: "application/pdf" })),
    ],
  });
}
