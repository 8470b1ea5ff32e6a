// The e-mails of an accessibility request (delivery.md §7), queued in the write's transaction:
// the referent is told a request came (never what it says: the notice may land in a shared
// mailbox when no referent address is set, so it names the course and the page, not the person
// nor the note); the participant, in their language, that it was received (who will contact them
// and by when), then which adaptations were agreed, or which partner body they were referred to.
import type { TFunction } from "i18next";
import { organisation_profile } from "#db/schema";
import { formatDate } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import { type Lang, pick } from "~/i18n/messages";
import { db, readTogether } from "~/server/db.server";
import { currentEmailBrand, type EmailBrand, layoutEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";
import { getSiteChrome } from "~/site/site.server";
import { ACCESSIBILITY_HREF, CONTACT_WORKING_DAYS } from "./accessibility-schema";

const K = "emails.accessibility";

export type CaseSession = {
  course: { title_fr: string; title_en: string | null };
  session: { start_date: string; end_date: string };
};

export type CaseParticipant = { email: string; name: string; lang: Lang };

export type Referent = { name: string | null; email: string | null; phone: string | null };

/** The organisation's accessibility referent, as its legal profile names them (blank fields null). */
export async function readReferent(): Promise<Referent> {
  const [row] = await db()
    .select({
      name: organisation_profile.accessibility_referent_name,
      email: organisation_profile.accessibility_referent_email,
      phone: organisation_profile.accessibility_referent_phone,
    })
    .from(organisation_profile)
    .limit(1);
  const clean = (value: string | null | undefined) => value?.trim() || null;
  return { name: clean(row?.name), email: clean(row?.email), phone: clean(row?.phone) };
}

const dates = (facts: CaseSession, lang: Lang) =>
  facts.session.start_date === facts.session.end_date
    ? formatDate(facts.session.start_date, lang, "long")
    : `${formatDate(facts.session.start_date, lang, "long")} – ${formatDate(facts.session.end_date, lang, "long")}`;

/** How to reach the referent, one line each: their name, e-mail and phone when known. */
function referentLines(referent: Referent, t: TFunction): string[] {
  return [
    referent.name ? t(`${K}.referent.name`, { name: referent.name }) : t(`${K}.referent.unnamed`),
    ...(referent.email ? [t(`${K}.referent.email`, { email: referent.email })] : []),
    ...(referent.phone ? [t(`${K}.referent.phone`, { phone: referent.phone })] : []),
  ];
}

async function queueTo(
  to: string,
  lang: Lang,
  build: (
    t: TFunction,
    brand: EmailBrand,
  ) => {
    subject: string;
    heading: string;
    paragraphs: (string | string[])[];
    action?: { label: string; url: string };
  },
) {
  const [t, brand] = await readTogether(() => getFixedT(lang), currentEmailBrand);
  const content = build(t, brand);
  const rendered = layoutEmail({ lang, ...content }, brand, t);
  await queueEmail({ to, subject: rendered.subject, text: rendered.text, html: rendered.html });
}

/**
 * The referent's notice of a new request, in French like every back-office notice: to the
 * referent's address, else the organisation's contact address; nobody when neither is set.
 * Answers whether it was queued.
 */
export async function queueReferentNotice(facts: CaseSession, referent: Referent): Promise<boolean> {
  let to = referent.email;
  if (!to) {
    const site = await getSiteChrome();
    to = site.contact?.email?.trim() || null;
  }
  if (!to) return false;
  const lang: Lang = "fr";
  await queueTo(to, lang, (t, brand) => {
    const course = pick(facts.course, "title", lang);
    return {
      subject: t(`${K}.referent_notice.subject`, { course }),
      heading: t(`${K}.referent_notice.heading`),
      paragraphs: [
        t(`${K}.referent_notice.intro`, { course, dates: dates(facts, lang) }),
        t(`${K}.referent_notice.private`),
      ],
      action: { label: t(`${K}.referent_notice.action`), url: `${brand.siteUrl}${ACCESSIBILITY_HREF}` },
    };
  });
  return true;
}

/** The participant's acknowledgement: received, who contacts them and by when. */
export async function queueRequestAcknowledgement(
  participant: CaseParticipant,
  facts: CaseSession,
  referent: Referent,
  contactBy: Date,
): Promise<void> {
  const { lang } = participant;
  await queueTo(participant.email, lang, (t) => ({
    subject: t(`${K}.acknowledgement.subject`),
    heading: t(`${K}.acknowledgement.heading`),
    paragraphs: [
      t("emails.greeting", { name: participant.name }),
      t(`${K}.acknowledgement.intro`, { course: pick(facts.course, "title", lang), dates: dates(facts, lang) }),
      t(`${K}.acknowledgement.delay`, {
        count: CONTACT_WORKING_DAYS,
        who: referent.name ?? t(`${K}.acknowledgement.our_referent`),
        date: formatDate(contactBy.toISOString(), lang, "long"),
      }),
      referentLines(referent, t),
      t(`${K}.acknowledgement.private`),
    ],
  }));
}

/** The adaptations agreed, listed, to the participant. */
export async function queueAdaptationsAgreed(
  participant: CaseParticipant,
  facts: CaseSession,
  referent: Referent,
  adaptations: readonly string[],
): Promise<void> {
  const { lang } = participant;
  await queueTo(participant.email, lang, (t) => ({
    subject: t(`${K}.agreed.subject`, { course: pick(facts.course, "title", lang) }),
    heading: t(`${K}.agreed.heading`),
    paragraphs: [
      t("emails.greeting", { name: participant.name }),
      t(`${K}.agreed.intro`, { course: pick(facts.course, "title", lang), dates: dates(facts, lang) }),
      adaptations.map((adaptation) => `• ${adaptation}`),
      t(`${K}.agreed.trainer`),
      t(`${K}.agreed.questions`),
      referentLines(referent, t),
    ],
  }));
}

/** The partner body the participant was referred to. */
export async function queueReferral(
  participant: CaseParticipant,
  facts: CaseSession,
  referent: Referent,
  partnerBody: string,
): Promise<void> {
  const { lang } = participant;
  await queueTo(participant.email, lang, (t) => ({
    subject: t(`${K}.referred.subject`),
    heading: t(`${K}.referred.heading`),
    paragraphs: [
      t("emails.greeting", { name: participant.name }),
      t(`${K}.referred.intro`, { course: pick(facts.course, "title", lang), dates: dates(facts, lang) }),
      [partnerBody],
      t(`${K}.referred.next`),
      referentLines(referent, t),
    ],
  }));
}
