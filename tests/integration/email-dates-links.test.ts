// Every e-mail about a session, in French and in English (issue 24 §7): its dates are written in
// the reader's language (never the database's YYYY-MM-DD), its hours carry the session's time
// zone, and it links the course it names. The organisation's notices (French) link the course
// and the session's roster too. Read from the outbox, as the mail worker would send them.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contact_settings, email_outbox, messages } from "#db/schema";
import { sendContactMessage } from "~/contact/contact.server";
import { contactSchema } from "~/contact/schema";
import {
  cancelOwnRegistration,
  cancelSession,
  changePaymentStatus,
  changeRegistrationStatus,
} from "~/registrations/lifecycle.server";
import { registerForSession } from "~/registrations/registrations.server";
import { transferRegistration } from "~/registrations/transfer.server";
import { siteBaseUrl } from "~/server/config.server";
import { db, inTransaction } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createAgency,
  createCourse,
  createLocation,
  createSession,
  createUserRow,
  daysFromNow,
  registrationForm,
  seedReferenceData,
} from "../factories";

const ADMIN_EMAIL = "organisation@formatio.example";
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

type Mail = typeof email_outbox.$inferSelect;

async function mailsTo(address: string): Promise<Mail[]> {
  return db().select().from(email_outbox).where(eq(email_outbox.to, address)).orderBy(desc(email_outbox.created_at));
}

async function lastMailTo(address: string): Promise<Mail> {
  const [mail] = await mailsTo(address);
  if (!mail) throw new Error(`no e-mail to ${address}`);
  return mail;
}

/** What every e-mail about a course must do: dates in words, and the course's link. */
function expectReadable(mail: Pick<Mail, "subject" | "text" | "html">, courseLink: string) {
  for (const part of [mail.subject, mail.text, mail.html ?? ""]) expect(part).not.toMatch(ISO_DATE);
  expect(mail.text).toContain(courseLink);
  if (mail.html) expect(mail.html).toContain(courseLink.replace(/&/g, "&amp;"));
}

describe("session e-mails: dates in words, the session's zone, the course linked", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    await db().update(contact_settings).set({ email: ADMIN_EMAIL });
  });

  async function setUp(lang: "fr" | "en") {
    const course = await createCourse({ title_fr: "Audit qualité", title_en: "Quality audit" });
    const location = await createLocation();
    const session = await createSession({
      course_id: course.id,
      location_id: location.id,
      start_date: daysFromNow(30),
      end_date: daysFromNow(32),
      timezone: "Europe/Paris",
    });
    const user = await createUserRow({ language: lang, email: `reader-${randomUUID().slice(0, 8)}@example.com` });
    const result = await registerForSession({ sessionId: session.id, userId: user.id, form: registrationForm() });
    if (!result.ok) throw new Error(result.error);
    const link = `${siteBaseUrl()}/formations/${course.slug}?lang=${lang}`;
    return { course, session, user, registrationId: result.registrationId, link };
  }

  for (const lang of ["fr", "en"] as const) {
    it(`confirms a registration in ${lang} with the dates in words, the zone and the course's link`, async () => {
      const { user, link, course, session } = await setUp(lang);
      const mail = await lastMailTo(user.email);
      expectReadable(mail, link);
      expect(mail.text).toContain(
        lang === "fr" ? "Horaires\u00a0: 09:00 – 17:00 (Paris)" : "Times: 09:00 – 17:00 (Paris)",
      );
      // The calendar sentence no longer ends on a dangling "Course details:".
      expect(mail.text).not.toMatch(/(Détails de la formation|Course details)\s?:\s*$/m);

      // The organisation's notice: French, dates in words, the course and its roster linked.
      const notice = (await mailsTo(ADMIN_EMAIL)).find((m) => m.subject.includes(course.title_fr));
      if (!notice) throw new Error("no notice to the organisation");
      expectReadable(notice, `${siteBaseUrl()}/formations/${course.slug}?lang=fr`);
      expect(notice.text).toContain(`${siteBaseUrl()}/admin/sessions/${session.id}`);
      expect(notice.text).toContain("Horaires : 09:00 – 17:00 (Paris)");
    });

    it(`writes the roster's e-mails (confirmed, paid, refunded, cancelled) in ${lang} the same way`, async () => {
      const { user, link, session, registrationId } = await setUp(lang);
      const seen = new Set<string>();
      const check = async () => {
        const mail = await lastMailTo(user.email);
        expect(seen.has(mail.id)).toBe(false);
        seen.add(mail.id);
        expectReadable(mail, link);
      };
      expect((await inTransaction(() => changeRegistrationStatus(session.id, registrationId, "confirmed"))).kind).toBe(
        "ok",
      );
      await check();
      expect((await inTransaction(() => changePaymentStatus(session.id, registrationId, "paid"))).kind).toBe("ok");
      await check();
      expect((await inTransaction(() => changePaymentStatus(session.id, registrationId, "refunded"))).kind).toBe("ok");
      await check();
      expect((await inTransaction(() => changeRegistrationStatus(session.id, registrationId, "cancelled"))).kind).toBe(
        "ok",
      );
      await check();
    });

    it(`writes a member's own cancellation in ${lang}, and the organisation's notice in French, with dates in words`, async () => {
      const { user, link, course, session, registrationId } = await setUp(lang);
      expect(await inTransaction(() => cancelOwnRegistration(user.id, registrationId))).toEqual({ ok: true });
      expectReadable(await lastMailTo(user.email), link);

      const notice = (await mailsTo(ADMIN_EMAIL)).find((m) => m.subject.startsWith("Annulation d'inscription"));
      if (!notice) throw new Error("no cancellation notice");
      expectReadable(notice, `${siteBaseUrl()}/formations/${course.slug}?lang=fr`);
      expect(notice.text).toContain(`${siteBaseUrl()}/admin/sessions/${session.id}`);
      expect(notice.text).toMatch(/Dates : du \d{1,2} \S+ \d{4} au \d{1,2} \S+ \d{4}/);
      // The inbox keeps the same words.
      const [stored] = await db()
        .select()
        .from(messages)
        .where(eq(messages.subject, notice.subject))
        .orderBy(desc(messages.created_at));
      expect(stored.content).not.toMatch(ISO_DATE);
    });

    it(`writes a session's cancellation in ${lang} with dates in words and the course's link`, async () => {
      const { user, link, session } = await setUp(lang);
      expect((await inTransaction(() => cancelSession(session.id, "Le formateur est indisponible."))).kind).toBe("ok");
      const mail = await lastMailTo(user.email);
      expectReadable(mail, link);
      expect(mail.text).toContain("Le formateur est indisponible.");
    });

    it(`writes a transfer in ${lang} with both sessions' dates in words, and the inbox's record too`, async () => {
      const { user, link, course, session, registrationId } = await setUp(lang);
      const target = await createSession({
        course_id: course.id,
        start_date: daysFromNow(60),
        end_date: daysFromNow(61),
        timezone: "Europe/Paris",
      });
      expect((await inTransaction(() => transferRegistration(session.id, registrationId, target.id))).kind).toBe("ok");
      const mail = await lastMailTo(user.email);
      expectReadable(mail, link);
      expect(mail.subject).toContain(lang === "fr" ? "Changement de session" : "Change of session");
      const [record] = await db()
        .select()
        .from(messages)
        .where(eq(messages.type, "registration"))
        .orderBy(desc(messages.created_at))
        .limit(1);
      expect(record.content).toContain("Audit qualité");
      expect(record.content).not.toMatch(ISO_DATE);
    });
  }

  it("links the course a quote request names, in the organisation's French e-mail", async () => {
    const course = await createCourse({ title_fr: "Sécurité au travail" });
    const agency = await createAgency();
    const input = contactSchema.parse({
      firstName: "Marie",
      lastName: "Dupont",
      email: "marie.dupont@example.com",
      phone: "",
      company: "",
      agency: agency.id,
      category: "quote",
      message: "Un devis pour douze personnes, s'il vous plaît.",
      course: course.id,
    });
    const result = await inTransaction(() => sendContactMessage({ input }));
    expect(result.ok).toBe(true);
    const mail = (await mailsTo(ADMIN_EMAIL)).find((m) => m.subject.includes("Sécurité au travail"));
    if (!mail) throw new Error("no quote e-mail");
    expectReadable(mail, `${siteBaseUrl()}/formations/${course.slug}?lang=fr`);
  });
});
