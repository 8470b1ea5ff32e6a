// /admin/partners through the real route loader and action over a real database: who may see and
// write, the list in display order with each partner's resource count and its search, the form's
// rules (name, website as an http(s) URL and e-mail required, blanks as NULL, descriptions
// sanitised), a new partner at count + 1, the reorder, deleting (refused while resources name the
// partner, with how many, and allowed otherwise), and an inactive partner no longer shown on the
// public resource page.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, partners, resources } from "#db/schema";
import { action, loader } from "~/routes/admin/partners";
import { loader as resourceLoader } from "~/routes/public/resource";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createPartner,
  createResource,
  createUser,
  makeRequest,
  recordUploads,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Answer = {
  ok?: boolean;
  toast?: string;
  errors?: Record<string, string>;
  formError?: string;
  formErrorParams?: Record<string, number>;
  values?: Record<string, string>;
};
type ListData = Awaited<ReturnType<typeof loader>>;
type ResourceData = Awaited<ReturnType<typeof resourceLoader>>;

const list = (search = "", cookie?: string) =>
  callRoute<ListData>(loader, makeRequest(`/admin/partners${search}`, { cookie }));
const post = (form: Record<string, string | string[]>, cookie?: string) =>
  callRoute<Answer>(action, makeRequest("/admin/partners", { form, cookie }));

const valid = {
  name: "Institut Qualité",
  website_url: "https://qualite.example.org",
  email: "Contact@Qualite.example.org",
  phone: "",
  description_fr: "<p>Partenaire <strong>historique</strong></p><script>alert(1)</script>",
  description_en: "<p></p>",
  logo_url: "/uploads/partners/partner-1.webp",
  is_active: "on",
};

const stored = () => db().select().from(partners).orderBy(asc(partners.display_order), asc(partners.id));

describe("back office: partners", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    await recordUploads("partner-logo", "/uploads/partners/partner-1.webp");
  });

  it("sends visitors to sign in and members away, and refuses their writes", async () => {
    const partner = await createPartner({ name: "Gardé" });
    expect((await list()).location).toMatch(/^\/login/);
    expect((await list("", memberCookie)).location).toBe("/");
    expect((await post({ intent: "create", ...valid })).status).toBe(401);
    expect((await post({ intent: "create", ...valid }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "delete", id: partner.id }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "reorder", "ids[]": [partner.id] }, memberCookie)).status).toBe(403);
    expect(await stored()).toHaveLength(1);
    await db().delete(partners);
  });

  it("checks the form: name, website (an http(s) address) and e-mail (its format) are required", async () => {
    const empty = await post({ intent: "create", name: "", website_url: "", email: "" }, adminCookie);
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toEqual({
      name: "admin.partners.validation.name_required",
      website_url: "admin.partners.validation.website_required",
      email: "admin.partners.validation.email_required",
    });
    const bad = await post(
      {
        intent: "create",
        ...valid,
        website_url: "javascript:alert(1)",
        email: "nope",
        logo_url: "//evil.example/x.png",
      },
      adminCookie,
    );
    expect(bad.data?.errors).toEqual({
      website_url: "admin.partners.validation.website_invalid",
      email: "admin.partners.validation.email_invalid",
      logo_url: "admin.partners.validation.logo_invalid",
    });
    expect(bad.data?.values).toMatchObject({ website_url: "javascript:alert(1)", email: "nope" });
    expect(
      (await post({ intent: "create", ...valid, website_url: "qualite.example" }, adminCookie)).data?.errors,
    ).toEqual({ website_url: "admin.partners.validation.website_invalid" });
    // A logo is a recorded partner logo upload, exactly: no unknown file, other host or encoded dots.
    for (const logo_url of [
      "/uploads/partners/partner-never-uploaded.webp",
      "/uploads/partners/partner-1.webp/%2e%2e/partner-2.webp",
      "https://cdn.example/partner-1.webp",
    ]) {
      const refused = await post({ intent: "create", ...valid, logo_url }, adminCookie);
      expect(refused.data?.errors).toEqual({ logo_url: "admin.partners.validation.logo_invalid" });
    }
    expect(await stored()).toHaveLength(0);
  });

  it("adds partners at count + 1, descriptions sanitised (an emptied one is NULL), audited", async () => {
    const first = await post({ intent: "create", ...valid }, adminCookie);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true, toast: "admin.partners.success.created" });
    const [row] = await stored();
    expect(row).toMatchObject({
      name: "Institut Qualité",
      email: "contact@qualite.example.org",
      phone: null,
      description_fr: "<p>Partenaire <strong>historique</strong></p>",
      description_en: null,
      logo_url: "/uploads/partners/partner-1.webp",
      display_order: 1,
    });
    await post({ intent: "create", ...valid, name: "Second" }, adminCookie);
    await post({ intent: "create", ...valid, name: "Troisième" }, adminCookie);
    expect((await stored()).map((partner) => [partner.name, partner.display_order])).toEqual([
      ["Institut Qualité", 1],
      ["Second", 2],
      ["Troisième", 3],
    ]);
    const [entry] = await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id));
    expect(entry).toMatchObject({ entity_type: "partner", action: "create", entity_label: "Institut Qualité" });
  });

  it("lists by display order with resource counts, searches, reorders (from 1) and refuses a stale order", async () => {
    const [a, b, c] = await stored();
    await createResource({ partner_id: b.id });
    await createResource({ partner_id: b.id });
    const answer = await list("", adminCookie);
    expect(answer.data?.partners.map((p) => [p.name, p.resource_count])).toEqual([
      ["Institut Qualité", 0],
      ["Second", 2],
      ["Troisième", 0],
    ]);
    expect((await list("?q=TROISIEME", adminCookie)).data?.partners.map((p) => p.id)).toEqual([c.id]);
    expect((await list("?q=qualite.example", adminCookie)).data?.partners).toHaveLength(3);

    const moved = await post({ intent: "reorder", "ids[]": [c.id, a.id, b.id] }, adminCookie);
    expect(moved.status).toBe(200);
    expect((await stored()).map((p) => [p.id, p.display_order])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const stale = await post({ intent: "reorder", "ids[]": [a.id, b.id] }, adminCookie);
    expect(stale.status).toBe(409);
    expect(stale.data?.formError).toBe("admin.reorder.error.stale");
    // After a reorder, a new one still goes at count + 1.
    await post({ intent: "create", ...valid, name: "Quatrième" }, adminCookie);
    expect((await stored()).at(-1)).toMatchObject({ name: "Quatrième", display_order: 4 });
  });

  it("refuses to delete a partner resources name, saying how many, and deletes one none names", async () => {
    const [second] = await db().select().from(partners).where(eq(partners.name, "Second"));
    const refused = await post({ intent: "delete", id: second.id }, adminCookie);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      ok: false,
      formError: "admin.partners.error.in_use",
      formErrorParams: { count: 2 },
    });
    expect(await db().select().from(partners).where(eq(partners.id, second.id))).toHaveLength(1);
    expect((await db().select().from(resources).where(eq(resources.partner_id, second.id))).length).toBe(2);

    const [fourth] = await db().select().from(partners).where(eq(partners.name, "Quatrième"));
    const deleted = await post({ intent: "delete", id: fourth.id }, adminCookie);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/partners");
    expect(await db().select().from(partners).where(eq(partners.id, fourth.id))).toEqual([]);
    const again = await post({ intent: "delete", id: fourth.id }, adminCookie);
    expect(again.status).toBe(404);
    expect(again.data?.formError).toBe("admin.partners.error.delete");
  });

  it("edits a partner; an inactive one is no longer shown on its resources' public page", async () => {
    const [second] = await db().select().from(partners).where(eq(partners.name, "Second"));
    const [resource] = await db().select().from(resources).where(eq(resources.partner_id, second.id));
    const page = async () =>
      (
        await callRoute<ResourceData>(resourceLoader, makeRequest(`/ressources/${resource.id}?lang=en`), {
          params: { id: resource.id },
        })
      ).data?.resource.partner;
    expect(await page()).toMatchObject({ id: second.id, name: "Second" });

    const { is_active: _active, ...inactive } = valid;
    const off = await post({ intent: "update", id: second.id, ...inactive, name: "Second" }, adminCookie);
    expect(off.status).toBe(200);
    expect(off.data?.toast).toBe("admin.partners.success.updated");
    expect(await page()).toBeNull();
    // Still listed in the back office, marked inactive, and still named by its resources.
    expect((await list("?q=second", adminCookie)).data?.partners[0]).toMatchObject({ is_active: false });
    expect((await db().select().from(resources).where(eq(resources.id, resource.id)))[0].partner_id).toBe(second.id);

    await post({ intent: "update", id: second.id, ...valid, name: "Second" }, adminCookie);
    expect(await page()).toMatchObject({ name: "Second" });
  });
});
