// /admin/clients through the real route loader and action over a real database: who may see and
// write, the list (display order, inactive ones kept), the search, the form's rules (name,
// descriptions in both languages, website as an http(s) URL and e-mail required; size medium by
// default and one of four; blanks as NULL; an uploaded logo's address only), display order =
// count + 1 on creation, edit, delete, the reorder, and the home page's logo carousel showing
// the active clients in this order at the next request.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, CLIENT_SIZES, clients } from "#db/schema";
import { CLIENT_SIZE_NAMES } from "~/clients/admin-schema";
import { action, loader } from "~/routes/admin/clients";
import { loader as homeLoader } from "~/routes/public/home";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  countRows,
  createClient,
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
  values?: Record<string, string>;
  data?: { id?: string };
};
type ListData = Awaited<ReturnType<typeof loader>>;
type HomeData = Awaited<ReturnType<typeof homeLoader>>;

const list = (search = "", cookie?: string) =>
  callRoute<ListData>(loader, makeRequest(`/admin/clients${search}`, { cookie }));
const post = (form: Record<string, string | string[]>, cookie?: string) =>
  callRoute<Answer>(action, makeRequest("/admin/clients", { form, cookie }));
const carousel = async (lang: "fr" | "en") =>
  (await callRoute<HomeData>(homeLoader, makeRequest(`/?lang=${lang}`))).data?.partners.map((logo) => logo.name);

const valid = {
  name: "Banque Atlantique",
  description_fr: "Banque de détail en Afrique de l'Ouest.",
  description_en: "Retail bank in West Africa.",
  website_url: "https://banque-atlantique.example.com",
  email: "Contact@Banque-Atlantique.example.com",
  phone: "+221 33 000 00 00",
  industry: "Banque",
  size: "large",
  country: "Sénégal",
  logo_url: "/uploads/clients/client-1-abcdef-logo.png",
  is_active: "on",
};

async function storedOrder() {
  return db().select().from(clients).orderBy(asc(clients.display_order), asc(clients.id));
}

describe("back office: clients", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    await recordUploads("client-logo", valid.logo_url);
    // Numbered from 1, as the demo numbers them.
    await createClient({ name: "Orange", display_order: 1, industry: "Télécoms", country: "Sénégal" });
    await createClient({ name: "Total", display_order: 2, industry: "Énergie", country: "France" });
  });

  it("offers the same four sizes as the database", () => {
    expect([...CLIENT_SIZE_NAMES]).toEqual([...CLIENT_SIZES]);
  });

  it("sends visitors to sign in and members away, and refuses their writes", async () => {
    expect((await list()).location).toMatch(/^\/login/);
    expect((await list("", memberCookie)).location).toBe("/");
    const [first] = await storedOrder();
    expect((await post({ intent: "create", ...valid })).status).toBe(401);
    expect((await post({ intent: "create", ...valid }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "delete", id: first.id }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "reorder", "ids[]": [first.id] }, memberCookie)).status).toBe(403);
    expect(await countRows(clients)).toBe(2);
  });

  it("checks the form: name, both descriptions, website and e-mail required, and keeps what was typed", async () => {
    const empty = await post({ intent: "create", name: " ", phone: "+33 1 23" }, adminCookie);
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toEqual({
      name: "admin.clients.validation.name_required",
      description_fr: "admin.clients.validation.description_required",
      description_en: "admin.clients.validation.description_required",
      website_url: "admin.clients.validation.website_required",
      email: "admin.clients.validation.email_required",
    });
    expect(empty.data?.values?.phone).toBe("+33 1 23");
    expect(await countRows(clients)).toBe(2);
  });

  it("checks the website is an http(s) address, the e-mail's format, the size and the logo address", async () => {
    const bad = await post(
      {
        intent: "create",
        ...valid,
        website_url: "javascript:alert(1)",
        email: "not-an-address",
        size: "huge",
        logo_url: "javascript:alert(1)",
      },
      adminCookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.data?.errors).toEqual({
      website_url: "admin.clients.validation.website_invalid",
      email: "admin.clients.validation.email_invalid",
      size: "admin.clients.validation.size_invalid",
      logo_url: "admin.clients.validation.logo_invalid",
    });
    const bare = await post({ intent: "create", ...valid, website_url: "banque.example.com" }, adminCookie);
    expect(bare.data?.errors).toEqual({ website_url: "admin.clients.validation.website_invalid" });
    expect(await countRows(clients)).toBe(2);
  });

  it("adds a client at count + 1, medium by default, blanks as NULL, shown at once in the carousel", async () => {
    const answer = await post(
      { intent: "create", ...valid, size: "", phone: "  ", industry: "", country: "", logo_url: "" },
      adminCookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, toast: "admin.clients.success.created" });
    const [row] = await db().select().from(clients).where(eq(clients.name, valid.name));
    expect(row).toMatchObject({
      size: "medium",
      phone: null,
      industry: null,
      country: null,
      logo_url: null,
      email: "contact@banque-atlantique.example.com",
      website_url: "https://banque-atlantique.example.com",
      display_order: 3,
      is_active: true,
    });
    expect(await carousel("fr")).toEqual(["Orange", "Total", "Banque Atlantique"]);
    expect(await carousel("en")).toEqual(["Orange", "Total", "Banque Atlantique"]);
    const [entry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "client"), eq(audit_log.entity_id, row.id)));
    expect(entry).toMatchObject({ action: "create", entity_label: "Banque Atlantique" });
  });

  it("lists every client in order and searches name, industry, country and descriptions", async () => {
    const stored = await storedOrder();
    const answer = await list("", adminCookie);
    expect(answer.data?.clients.map((client) => client.id)).toEqual(stored.map((client) => client.id));
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`, adminCookie)).data?.clients.map((c) => c.name);
    expect(await names("ORANGE")).toEqual(["Orange"]);
    expect(await names("energie")).toEqual(["Total"]);
    expect(await names("west africa")).toEqual(["Banque Atlantique"]);
    expect(await names("senegal")).toEqual(["Orange"]);
    expect(await names("nobody")).toEqual([]);
  });

  it("edits a client, hiding an inactive one from the carousel but not from the list", async () => {
    const [orange] = await storedOrder();
    const { is_active: _active, ...inactive } = valid;
    const answer = await post(
      { intent: "update", id: orange.id, ...inactive, name: "Orange SA", size: "enterprise" },
      adminCookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.toast).toBe("admin.clients.success.updated");
    const [row] = await db().select().from(clients).where(eq(clients.id, orange.id));
    expect(row).toMatchObject({ name: "Orange SA", size: "enterprise", is_active: false, display_order: 1 });
    expect(await carousel("en")).toEqual(["Total", "Banque Atlantique"]);
    expect((await list("", adminCookie)).data?.clients).toHaveLength(3);
    await post({ intent: "update", id: orange.id, ...valid, name: "Orange" }, adminCookie);
    expect(await carousel("fr")).toEqual(["Orange", "Total", "Banque Atlantique"]);
    const missing = await post({ intent: "update", id: crypto.randomUUID(), ...valid }, adminCookie);
    expect(missing.status).toBe(404);
  });

  it("reorders in one write, numbered from 1; the carousel follows; a stale order is refused", async () => {
    const rows = await storedOrder();
    const order = [rows[2].id, rows[0].id, rows[1].id];
    const answer = await post({ intent: "reorder", "ids[]": order }, adminCookie);
    expect(answer.status).toBe(200);
    const after = await storedOrder();
    expect(after.map((row) => row.id)).toEqual(order);
    expect(after.map((row) => row.display_order)).toEqual([1, 2, 3]);
    expect(await carousel("fr")).toEqual(["Banque Atlantique", "Orange", "Total"]);
    const stale = await post({ intent: "reorder", "ids[]": order.slice(0, 2) }, adminCookie);
    expect(stale.status).toBe(409);
    expect(stale.data?.formError).toBe("admin.reorder.error.stale");
  });

  it("deletes a client: gone from the list and the carousel, audited; 404 when already gone", async () => {
    const [first] = await storedOrder();
    const answer = await post({ intent: "delete", id: first.id }, adminCookie);
    // Back to the list, the toast in the flash: the deleted card's fetcher is gone.
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/clients");
    expect(await countRows(clients)).toBe(2);
    expect(await carousel("en")).toEqual(["Orange", "Total"]);
    const again = await post({ intent: "delete", id: first.id }, adminCookie);
    expect(again.status).toBe(404);
    expect(again.data?.formError).toBe("admin.clients.error.delete");
    const entries = await db().select().from(audit_log).where(eq(audit_log.entity_id, first.id));
    expect(entries.map((entry) => entry.action)).toContain("delete");
  });
});
