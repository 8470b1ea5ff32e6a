// The organisation's legal profile (/admin/settings/organisation) and the legal notice it
// prints (/mentions-legales), through the real loaders and action over the real database:
// admins only, a save kept whole and audited, refusals that keep what was typed, and the
// notice in both languages with the declaration number's mandatory wording, blank fields left out.
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, organisation_profile } from "#db/schema";
import { LegalNotice } from "~/organisation/legal-notice";
import { action, loader } from "~/routes/admin/settings-organisation";
import { loader as noticeLoader } from "~/routes/public/legal-notice";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";
import { renderInRouter, testI18nFromLocales } from "../ssr";

type Screen = Awaited<ReturnType<typeof loader>>;
type Notice = Awaited<ReturnType<typeof noticeLoader>>;

const FILLED = {
  intent: "save",
  legal_name: "Formatio SAS",
  legal_form: "SAS",
  share_capital: "50 000 €",
  address: "18 rue de la Paix\n75002 Paris",
  registration_number: "912 345 678 00021",
  training_declaration_number: "11 75 65432 75",
  training_declaration_region: "Île-de-France",
  qualiopi_number: "QUA-2024-0187",
  qualiopi_certifier: "CertiQual",
  qualiopi_date: "2024-03-14",
  publication_director: "Claire Dubois",
  host_name: "OVH SAS",
  host_address: "2 rue Kellermann, 59100 Roubaix",
  accessibility_referent_name: "Nadia Benali",
  accessibility_referent_email: "Accessibilite@Example.com",
  retention_years: "6",
};

describe("the organisation's legal profile and the legal notice", () => {
  useTestDatabase();
  const french = testI18nFromLocales("fr");
  const english = testI18nFromLocales("en");
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser());
  });

  const post = (form: Record<string, string>, cookie = adminCookie) =>
    callRoute<{ ok: boolean; errors?: Record<string, string>; values?: Record<string, string> }>(
      action,
      makeRequest("/admin/settings/organisation", { form, cookie }),
    );

  it("is for admins only", async () => {
    expect(
      (await callRoute(loader, makeRequest("/admin/settings/organisation", { cookie: memberCookie }))).status,
    ).toBe(302);
    expect((await post(FILLED, memberCookie)).status).toBe(403);
    expect(await db().select().from(organisation_profile)).toHaveLength(0);
  });

  it("starts blank and the notice says it is being written", async () => {
    const screen = await callRoute<Screen>(
      loader,
      makeRequest("/admin/settings/organisation", { cookie: adminCookie }),
    );
    expect((screen.data as Screen).profile).toMatchObject({ legal_name: null, retention_years: 5 });
    const notice = await callRoute<Notice>(noticeLoader, makeRequest("/mentions-legales"));
    expect(notice.status).toBe(200);
    const html = renderInRouter(english, createElement(LegalNotice, notice.data as Notice));
    expect(html).toContain("The legal notice is being written.");
  });

  it("saves the profile once, audited; saving it again writes no entry", async () => {
    expect((await post(FILLED)).status).toBe(200);
    const [row] = await db().select().from(organisation_profile);
    expect(row).toMatchObject({
      legal_name: "Formatio SAS",
      vat_number: null,
      qualiopi_date: "2024-03-14",
      retention_years: 6,
      accessibility_referent_email: "Accessibilite@Example.com",
    });
    expect((await post(FILLED)).status).toBe(200);
    expect(await db().select().from(organisation_profile)).toHaveLength(1);
    const entries = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "settings"), eq(audit_log.action, "update")));
    expect(entries).toHaveLength(1);
    expect(entries[0].changes).toMatchObject({ legal_name: { before: null, after: "Formatio SAS" } });
  });

  it("refuses a bad e-mail, date, retention or a too long field, keeping what was typed", async () => {
    const bad = await post({
      ...FILLED,
      legal_name: "Autre nom",
      accessibility_referent_email: "not-an-address",
      qualiopi_date: "2024-02-31",
      retention_years: "0",
      host_contact: "x".repeat(201),
    });
    expect(bad).toMatchObject({
      status: 400,
      data: {
        errors: {
          accessibility_referent_email: "admin.organisation.validation.email_invalid",
          qualiopi_date: "admin.organisation.validation.date_invalid",
          retention_years: "admin.organisation.validation.retention",
          host_contact: "admin.organisation.validation.too_long|max=200",
        },
        values: { legal_name: "Autre nom" },
      },
    });
    const [row] = await db().select().from(organisation_profile);
    expect(row.legal_name).toBe("Formatio SAS");
  });

  it("prints the notice in each language, with the declaration's mandatory wording", async () => {
    const notice = (await callRoute<Notice>(noticeLoader, makeRequest("/mentions-legales"))).data as Notice;
    const fr = renderInRouter(french, createElement(LegalNotice, notice));
    expect(fr).toContain(
      "Déclaration d’activité enregistrée sous le numéro 11 75 65432 75 auprès du préfet de la région Île-de-France.",
    );
    expect(fr).toContain("Cet enregistrement ne vaut pas agrément de l’État.");
    expect(fr).toContain("Directeur de la publication");
    expect(fr).toContain("OVH SAS");
    expect(fr).toContain("le 14 mars 2024");
    // A blank field is left out, its label too.
    expect(fr).not.toContain("Numéro de TVA");
    const en = renderInRouter(english, createElement(LegalNotice, notice));
    expect(en).toContain("Legal notice");
    expect(en).toContain("This registration does not constitute approval by the French State");
    expect(en).toContain("Publication director");
    expect(en).not.toContain("being written");
  });
});
