// Every event of an account mails its owner, in their language, through the outbox (issue 24
// §6): a password changed from the profile or reset by link, an invitation accepted, an address
// confirmed, an address changed by an administrator (both addresses), a role changed, an account
// deactivated and reactivated, an account deleted by an administrator or by its owner. Driven
// through the route modules, read from email_outbox; no e-mail carries the password.
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { email_outbox, users } from "#db/schema";
import { action as rolesAction } from "~/routes/admin/roles";
import { action as trainersAction } from "~/routes/admin/trainers";
import { action as profileAction } from "~/routes/member/profile";
import { action as deleteAction } from "~/routes/member/profile-delete";
import { action as forgotAction } from "~/routes/public/forgot-password";
import { action as resetAction } from "~/routes/public/reset-password";
import { loader as verifyLoader } from "~/routes/public/verify-email";
import { instantClock, setClock } from "~/server/clock.server";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute, routeArgs } from "../route";

type Mail = typeof email_outbox.$inferSelect;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

/** Runs a loader or action to its end, whether it answers, redirects or throws a Response. */
async function run(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
  }
}

async function mailsTo(email: string): Promise<Mail[]> {
  return db().select().from(email_outbox).where(eq(email_outbox.to, email)).orderBy(desc(email_outbox.created_at));
}

/** The one e-mail to `email` whose subject starts with `subject`. */
async function mailTo(email: string, subject: string): Promise<Mail> {
  const found = await db()
    .select()
    .from(email_outbox)
    .where(and(eq(email_outbox.to, email), like(email_outbox.subject, `${subject}%`)));
  expect(found.map((m) => m.subject)).toHaveLength(1);
  return found[0];
}

/** What every account notice does: the person's language, no raw date, never the password. */
function expectNotice(mail: Mail, lang: "fr" | "en", secrets: string[] = []) {
  expect(mail.html).toContain(`<html lang="${lang}">`);
  for (const part of [mail.subject, mail.text, mail.html ?? ""]) {
    expect(part).not.toMatch(ISO_DATE);
    for (const secret of secrets) expect(part).not.toContain(secret);
  }
}

const SUBJECTS = {
  password_changed: { fr: "Votre mot de passe a été modifié", en: "Your password was changed" },
  password_reset: { fr: "Votre mot de passe a été réinitialisé", en: "Your password was reset" },
  password_chosen: { fr: "Votre compte est prêt", en: "Your account is ready" },
  email_verified: { fr: "Votre adresse e-mail est confirmée", en: "Your e-mail address is confirmed" },
  email_changed: {
    fr: "L'adresse e-mail de votre compte a été modifiée",
    en: "The e-mail address of your account was changed",
  },
  email_added: { fr: "Votre compte sur Formatio utilise désormais", en: "Your account on Formatio now uses" },
  role_changed: { fr: "Votre rôle sur Formatio a changé", en: "Your role on Formatio has changed" },
  deactivated: { fr: "Votre compte sur Formatio a été désactivé", en: "Your account on Formatio has been deactivated" },
  reactivated: { fr: "Votre compte sur Formatio est de nouveau actif", en: "Your account on Formatio is active again" },
} as const;

beforeAll(() => setClock(instantClock()));
afterAll(() => setClock());

describe("account events mail the person", () => {
  useTestDatabase();
  let adminCookie = "";
  let ip = 0;

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin", email: "events-admin@example.com" }));
  });

  const asAdmin = (path: string, action: (args: never) => unknown, form: Record<string, string>) =>
    callRoute(action, makeRequest(path, { form, cookie: adminCookie }));

  async function requestReset(email: string): Promise<string> {
    await run(async () =>
      forgotAction(
        await routeArgs(makeRequest("/forgot-password", { form: { email } }), { clientIp: `198.51.100.${++ip}` }),
      ),
    );
    const [mail] = await mailsTo(email);
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match) throw new Error("no reset link");
    return match[1];
  }

  async function reset(token: string, password: string) {
    await run(async () =>
      resetAction(await routeArgs(makeRequest("/reset-password", { form: { token, password, email: "x" } }))),
    );
  }

  for (const lang of ["fr", "en"] as const) {
    it(`tells a person in ${lang} their password was changed from the profile, without the password`, async () => {
      const person = await createUser({ email: `pw-change-${lang}@example.com`, language: lang });
      const cookie = await sessionCookie(person);
      const newPassword = "a brand new passphrase 9";
      await run(async () =>
        profileAction(
          await routeArgs(
            makeRequest("/profile", {
              cookie,
              form: { intent: "change_password", currentPassword: person.password, newPassword },
            }),
          ),
        ),
      );
      const mail = await mailTo(person.email, SUBJECTS.password_changed[lang]);
      expectNotice(mail, lang, [newPassword, person.password]);
      // The way back if it was not them.
      expect(mail.text).toContain(`${siteBaseUrl()}/forgot-password?lang=${lang}`);
    });

    it(`tells a person in ${lang} their password was reset by link, and an unproven account that it is ready`, async () => {
      const person = await createUser({ email: `pw-reset-${lang}@example.com`, language: lang });
      const newPassword = "another fresh passphrase 7";
      await reset(await requestReset(person.email), newPassword);
      expectNotice(await mailTo(person.email, SUBJECTS.password_reset[lang]), lang, [newPassword]);

      // An address never proven: the reset proves it, and the notice says the account is ready.
      const unproven = await createUser({
        email: `pw-first-${lang}@example.com`,
        language: lang,
        emailVerified: false,
      });
      await reset(await requestReset(unproven.email), newPassword);
      expectNotice(await mailTo(unproven.email, SUBJECTS.password_chosen[lang]), lang, [newPassword]);
      expect(
        await mailsTo(unproven.email).then((m) => m.filter((x) => x.subject.startsWith(SUBJECTS.password_reset[lang]))),
      ).toEqual([]);
    });

    it(`tells an invited person in ${lang}, once they chose their password, that their account is ready`, async () => {
      const email = `invited-${lang}@example.com`;
      await asAdmin("/admin/roles", rolesAction, {
        intent: "create",
        email,
        full_name: "Invited Person",
        role: "member",
        language: lang,
      });
      const [invitation] = await mailsTo(email);
      const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1];
      if (!token) throw new Error("no invitation link");
      await reset(token, "my very own passphrase 3");
      expectNotice(await mailTo(email, SUBJECTS.password_chosen[lang]), lang, ["my very own passphrase 3"]);
    });

    it(`tells a person in ${lang} their address is confirmed when they follow the link`, async () => {
      const person = await createUser({ email: `verify-${lang}@example.com`, language: lang, emailVerified: false });
      const [link] = await mailsTo(person.email);
      const token = /\/verify-email\?token=([\w.-]+)/.exec(link.text)?.[1];
      if (!token) throw new Error("no verification link");
      await run(async () => verifyLoader(await routeArgs(makeRequest(`/verify-email?token=${token}`))));
      const mail = await mailTo(person.email, SUBJECTS.email_verified[lang]);
      expectNotice(mail, lang);
      // Following the link again changes nothing and mails nothing more.
      await run(async () => verifyLoader(await routeArgs(makeRequest(`/verify-email?token=${token}`))));
      await mailTo(person.email, SUBJECTS.email_verified[lang]);
    });

    it(`tells a person in ${lang} of a new role, a deactivation and a reactivation`, async () => {
      const person = await createUser({ email: `admin-moves-${lang}@example.com`, language: lang });
      await asAdmin("/admin/roles", rolesAction, { intent: "role", id: person.id, role: "teacher" });
      const role = await mailTo(person.email, SUBJECTS.role_changed[lang]);
      expectNotice(role, lang);
      expect(role.text).toContain(lang === "fr" ? "«\u00a0Formateur\u00a0»" : "“Trainer”");

      await asAdmin("/admin/roles", rolesAction, { intent: "deactivate", id: person.id });
      expectNotice(await mailTo(person.email, SUBJECTS.deactivated[lang]), lang);
      await asAdmin("/admin/roles", rolesAction, { intent: "reactivate", id: person.id });
      expectNotice(await mailTo(person.email, SUBJECTS.reactivated[lang]), lang);
      // A write that changes nothing tells nobody anything.
      await asAdmin("/admin/roles", rolesAction, { intent: "role", id: person.id, role: "teacher" });
      await mailTo(person.email, SUBJECTS.role_changed[lang]);
    });

    it(`tells both addresses in ${lang} when an administrator changes a trainer's e-mail`, async () => {
      const trainer = await createUser({ email: `trainer-old-${lang}@example.com`, language: lang, role: "teacher" });
      const fresh = `trainer-new-${lang}@example.com`;
      await asAdmin("/admin/trainers", trainersAction, {
        intent: "update",
        id: trainer.id,
        full_name: "Trainer Person",
        email: fresh,
        language: lang,
        is_active: "on",
      });
      const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, trainer.id));
      expect(row.email).toBe(fresh);
      const former = await mailTo(trainer.email, SUBJECTS.email_changed[lang]);
      expectNotice(former, lang);
      expect(former.text).toContain(fresh);
      expectNotice(await mailTo(fresh, SUBJECTS.email_added[lang]), lang);
    });

    it(`mails the deletion notice in ${lang}, whether an administrator or the person deletes the account`, async () => {
      const byAdmin = await createUser({ email: `deleted-by-admin-${lang}@example.com`, language: lang });
      await asAdmin("/admin/roles", rolesAction, { intent: "delete", id: byAdmin.id, confirmation: byAdmin.email });
      const [adminNotice] = await mailsTo(byAdmin.email);
      expectNotice(adminNotice, lang);
      expect(adminNotice.text).toContain(lang === "fr" ? "administrateur" : "administrator");

      const self = await createUser({ email: `deleted-by-self-${lang}@example.com`, language: lang });
      const cookie = await sessionCookie(self);
      await run(async () =>
        deleteAction(await routeArgs(makeRequest("/profile/delete", { cookie, form: { confirmation: self.email } }))),
      );
      const [selfNotice] = await mailsTo(self.email);
      expectNotice(selfNotice, lang, [self.password]);
      expect(selfNotice.subject).toBe(adminNotice.subject);
    });
  }
});
