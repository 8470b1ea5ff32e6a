// The surveys' e-mails (delivery.md §6): the invitation and its reminders, each in the
// participant's language, queued in the transaction that records the step (the survey's row,
// or its reminder count), so a step is e-mailed exactly once. The link carries a signed token
// (surveyLinkToken): it opens the form without signing in; the survey's own state makes the
// answer single (answered, or closed).
import { eq } from "drizzle-orm";
import { course_session_registrations, course_sessions, courses, type SurveyKind, surveys, users } from "#db/schema";
import { formatDate, formatDateRange } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import { isLang, type Lang, pick } from "~/i18n/messages";
import { db, readTogether } from "~/server/db.server";
import { currentEmailBrand, layoutEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";
import { getOrCreateSecret, hmacOf, sameText } from "~/server/secrets.server";

const K = "emails.surveys";

/** The proof of a survey's link: good for that survey only. */
export async function surveyLinkToken(surveyId: string): Promise<string> {
  return hmacOf(await getOrCreateSecret("survey-links"), `survey:${surveyId}`);
}

export async function isSurveyLinkValid(surveyId: string, token: string): Promise<boolean> {
  return sameText(token, await surveyLinkToken(surveyId));
}

export function surveyPath(surveyId: string, token: string, lang: Lang): string {
  return `/surveys/${surveyId}?${new URLSearchParams({ t: token, lang })}`;
}

/** The participant and session a survey is about, for its e-mails and its page. */
export async function surveyFacts(surveyId: string) {
  const [row] = await db()
    .select({
      id: surveys.id,
      kind: surveys.kind,
      closes_at: surveys.closes_at,
      session_id: course_sessions.id,
      course_id: courses.id,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      timezone: course_sessions.timezone,
      title_fr: courses.title_fr,
      title_en: courses.title_en,
      first_name: course_session_registrations.first_name,
      last_name: course_session_registrations.last_name,
      registration_email: course_session_registrations.email,
      account_email: users.email,
      full_name: users.full_name,
      language: users.language,
    })
    .from(surveys)
    .innerJoin(course_sessions, eq(course_sessions.id, surveys.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .innerJoin(course_session_registrations, eq(course_session_registrations.id, surveys.registration_id))
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(eq(surveys.id, surveyId));
  return row ?? null;
}

export type SurveyEmailKind = "invitation" | "reminder";

const KEY: Record<SurveyKind, string> = { end_of_training: "end", follow_up: "follow_up" };

/** Queues the invitation or a reminder of `surveyId` to its participant. */
export async function queueSurveyEmail(kind: SurveyEmailKind, surveyId: string): Promise<void> {
  const facts = await surveyFacts(surveyId);
  if (!facts) return;
  const lang: Lang = isLang(facts.language) ? facts.language : "fr";
  const [t, brand, token] = await readTogether(
    () => getFixedT(lang),
    currentEmailBrand,
    () => surveyLinkToken(surveyId),
  );
  const site = brand.siteUrl.replace(/\/$/, "");
  const course = pick({ title_fr: facts.title_fr, title_en: facts.title_en }, "title", lang);
  const dates = formatDateRange(facts.start_date, facts.end_date, lang);
  const closes = formatDate(facts.closes_at.toISOString().slice(0, 10), lang, "long");
  const key = `${K}.${KEY[facts.kind]}.${kind}`;
  const email = layoutEmail(
    {
      lang,
      subject: t(`${key}.subject`, { course }),
      heading: t(`${key}.heading`),
      paragraphs: [
        t("emails.greeting", { name: facts.first_name || facts.full_name }),
        t(`${key}.intro`, { course, dates }),
        t(`${K}.why`),
      ],
      action: { label: t(`${K}.answer`), url: `${site}${surveyPath(surveyId, token, lang)}` },
      notes: [t(`${K}.closes`, { date: closes }), t(`${K}.privacy_note`)],
    },
    brand,
    t,
  );
  await queueEmail({
    to: facts.registration_email || facts.account_email,
    subject: email.subject,
    text: email.text,
    html: email.html,
  });
}
