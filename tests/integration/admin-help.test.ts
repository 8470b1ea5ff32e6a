// /admin/help through the real route loader and action over a real database: who may see and
// write, the list (sections and articles by display order, inactive ones kept, 100-character
// plain-text previews), the search in both languages, the forms' rules, display order = current
// count on creation, sanitised content, moving an article, the reorders, deleting (a section
// takes its articles along only as many as confirmed), and the public /help page showing each
// change at the next request in French and English.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, help_articles, help_sections } from "#db/schema";
import { action, loader } from "~/routes/admin/help";
import { loader as publicLoader } from "~/routes/public/help";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createHelpArticle, createHelpSection, createUser, makeRequest, sessionCookie } from "../factories";
import { callRoute } from "../route";

type Answer = {
  ok?: boolean;
  toast?: string;
  errors?: Record<string, string>;
  formError?: string;
  data?: { id?: string; section_id?: string };
};
type ListData = Awaited<ReturnType<typeof loader>>;
type PublicData = Awaited<ReturnType<typeof publicLoader>>;

const list = (search = "", cookie?: string) =>
  callRoute<ListData>(loader, makeRequest(`/admin/help${search}`, { cookie }));
const post = (form: Record<string, string | string[]>, cookie?: string) =>
  callRoute<Answer>(action, makeRequest("/admin/help", { form, cookie }));
const publicHelp = async (lang: "fr" | "en", q = "") =>
  (await callRoute<PublicData>(publicLoader, makeRequest(`/help?lang=${lang}${q ? `&q=${q}` : ""}`))).data;

const section = {
  title_fr: "Facturation",
  title_en: "Billing",
  description_fr: "Devis, factures et paiements",
  description_en: "Quotes, invoices and payments",
  is_active: "on",
};

async function articlesOf(sectionId: string) {
  return db()
    .select()
    .from(help_articles)
    .where(eq(help_articles.section_id, sectionId))
    .orderBy(asc(help_articles.display_order), asc(help_articles.id));
}

describe("back office: help centre", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
  });

  it("sends visitors to sign in and members away, and refuses their writes", async () => {
    expect((await list("")).location).toMatch(/^\/login/);
    expect((await list("", memberCookie)).location).toBe("/");
    expect((await post({ intent: "create_section", ...section })).status).toBe(401);
    expect((await post({ intent: "create_section", ...section }, memberCookie)).status).toBe(403);
    expect(await db().select().from(help_sections)).toHaveLength(0);
  });

  it("checks the section form: title and description required in both languages", async () => {
    const answer = await post({ intent: "create_section", title_fr: "Aide", description_en: " " }, adminCookie);
    expect(answer.status).toBe(400);
    expect(answer.data?.errors).toEqual({
      title_en: "admin.help.validation.title_required",
      description_fr: "admin.help.validation.description_required",
      description_en: "admin.help.validation.description_required",
    });
  });

  it("adds sections at the current count, shown on /help in each language unless hidden", async () => {
    const first = await post({ intent: "create_section", ...section }, adminCookie);
    expect(first.status).toBe(200);
    expect(first.data?.toast).toBe("admin.help.success.section_created");
    const second = await post(
      {
        intent: "create_section",
        title_fr: "Compte",
        title_en: "Account",
        description_fr: "Connexion",
        description_en: "Signing in",
      },
      adminCookie,
    );
    expect(second.status).toBe(200);
    const rows = await db().select().from(help_sections).orderBy(asc(help_sections.display_order));
    expect(rows.map((row) => [row.title_en, row.display_order, row.is_active])).toEqual([
      ["Billing", 0, true],
      ["Account", 1, false],
    ]);
    expect((await publicHelp("fr"))?.sections.map((s) => s.title)).toEqual(["Facturation"]);
    expect((await publicHelp("en"))?.sections.map((s) => s.title)).toEqual(["Billing"]);
    // The back office lists the hidden one too.
    expect((await list("", adminCookie)).data?.sections.map((s) => [s.title_en, s.is_active])).toEqual([
      ["Billing", true],
      ["Account", false],
    ]);
  });

  it("checks the article form: an existing section and both titles", async () => {
    const [billing] = await db().select().from(help_sections).where(eq(help_sections.title_en, "Billing"));
    const empty = await post({ intent: "create_article", section_id: "nope" }, adminCookie);
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toEqual({
      section_id: "admin.help.validation.section_required",
      title_fr: "admin.help.validation.title_required",
      title_en: "admin.help.validation.title_required",
    });
    const gone = await post(
      { intent: "create_article", section_id: "a5a5a5a5-0000-4000-8000-000000000000", title_fr: "A", title_en: "A" },
      adminCookie,
    );
    expect(gone.status).toBe(400);
    expect(gone.data?.errors).toEqual({ section_id: "admin.help.validation.section_required" });
    expect(await articlesOf(billing.id)).toHaveLength(0);
  });

  it("adds articles at the current count with sanitised content, and /help shows a new one at once", async () => {
    const [billing] = await db().select().from(help_sections).where(eq(help_sections.title_en, "Billing"));
    const long = `<p>${"Payer en ligne par carte ou par virement. ".repeat(5)}</p>`;
    const created = await post(
      {
        intent: "create_article",
        section_id: billing.id,
        title_fr: "Payer une facture",
        title_en: "Paying an invoice",
        content_fr: `${long}<script>alert(1)</script><p onclick="x()">R&amp;D</p>`,
        content_en: "<p></p>",
        is_active: "on",
      },
      adminCookie,
    );
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ok: true, data: { section_id: billing.id } });
    const second = await post(
      {
        intent: "create_article",
        section_id: billing.id,
        title_fr: "Obtenir un devis",
        title_en: "Getting a quote",
        content_fr: "<p>Demandez-le depuis la page d'une formation.</p>",
        content_en: "<p>Ask for it from a course's page.</p>",
        is_active: "on",
      },
      adminCookie,
    );
    expect(second.status).toBe(200);

    const [paying, quote] = await articlesOf(billing.id);
    expect([paying.display_order, quote.display_order]).toEqual([0, 1]);
    expect(paying.content_fr).not.toContain("script");
    expect(paying.content_fr).not.toContain("onclick");
    // An emptied editor stores nothing (English pages then show the French text).
    expect(paying.content_en).toBe("");

    const fr = await publicHelp("fr");
    const en = await publicHelp("en");
    expect(fr?.sections[0].articles.map((a) => a.title)).toEqual(["Payer une facture", "Obtenir un devis"]);
    expect(en?.sections[0].articles.map((a) => a.title)).toEqual(["Paying an invoice", "Getting a quote"]);
    expect(en?.sections[0].articles[1].html).toContain("Ask for it");
    expect(en?.sections[0].articles[0].html).toContain("Payer en ligne");
  });

  it("lists each article with a 100-character plain-text preview in the reader's language", async () => {
    const fr = (await list("", adminCookie)).data?.sections[0].articles ?? [];
    expect(fr[0].preview).toHaveLength(100);
    expect(fr[0].preview.startsWith("Payer en ligne par carte")).toBe(true);
    expect(fr[0].preview).not.toContain("<");
    expect(fr[0].is_preview_cut).toBe(true);
    expect(fr[1]).toMatchObject({ preview: "Demandez-le depuis la page d'une formation.", is_preview_cut: false });
    const en = (await callRoute<ListData>(loader, makeRequest("/admin/help?lang=en", { cookie: adminCookie }))).data;
    expect(en?.sections[0].articles[1].preview).toBe("Ask for it from a course's page.");
    // No English text: the French one, as English pages show it.
    expect(en?.sections[0].articles[0].preview.startsWith("Payer en ligne")).toBe(true);
    expect((await list("", adminCookie)).data?.sections[0].article_count).toBe(2);
  });

  it("searches sections and articles in both languages, whatever the case and accents", async () => {
    const byArticle = (await list("?q=DEVIS", adminCookie)).data?.sections ?? [];
    // "Devis" is in the section's description: the section matches, with all its articles.
    expect(byArticle.map((s) => [s.title_en, s.articles.length])).toEqual([["Billing", 2]]);
    const byEnglish = (await list("?q=course%27s%20page", adminCookie)).data?.sections ?? [];
    expect(byEnglish.map((s) => s.articles.map((a) => a.title_en))).toEqual([["Getting a quote"]]);
    const byAccent = (await list("?q=connexion", adminCookie)).data?.sections ?? [];
    expect(byAccent.map((s) => s.title_en)).toEqual(["Account"]);
    const tags = (await list("?q=strong", adminCookie)).data?.sections ?? [];
    expect(tags).toEqual([]);
    expect((await list("?q=%25", adminCookie)).data?.sections).toEqual([]);
  });

  it("reorders sections and a section's articles; /help follows", async () => {
    const sections = await db().select().from(help_sections).orderBy(asc(help_sections.display_order));
    const [billing, account] = sections;
    await post(
      { intent: "update_section", id: account.id, ...section, title_en: "Account", title_fr: "Compte" },
      adminCookie,
    );
    const moved = await post({ intent: "reorder_sections", "ids[]": [account.id, billing.id] }, adminCookie);
    expect(moved.status).toBe(200);
    expect((await publicHelp("en"))?.sections.map((s) => s.title)).toEqual(["Account", "Billing"]);

    const [paying, quote] = await articlesOf(billing.id);
    const reordered = await post(
      { intent: "reorder_articles", scope: billing.id, "ids[]": [quote.id, paying.id] },
      adminCookie,
    );
    expect(reordered.status).toBe(200);
    expect((await publicHelp("fr"))?.sections[1].articles.map((a) => a.title)).toEqual([
      "Obtenir un devis",
      "Payer une facture",
    ]);
    // An article of one section cannot be ordered under another.
    const wrong = await post({ intent: "reorder_articles", scope: account.id, "ids[]": [paying.id] }, adminCookie);
    expect(wrong.status).toBe(409);
  });

  it("edits an article: hidden from /help when inactive, moved to the end of another section", async () => {
    const [account, billing] = await db().select().from(help_sections).orderBy(asc(help_sections.display_order));
    const existing = await createHelpArticle({ section_id: account.id, title_fr: "Se connecter", display_order: 0 });
    const [quote] = await articlesOf(billing.id);
    const hidden = await post(
      {
        intent: "update_article",
        id: quote.id,
        section_id: billing.id,
        title_fr: quote.title_fr,
        title_en: "Getting a quote",
        content_fr: quote.content_fr,
      },
      adminCookie,
    );
    expect(hidden.status).toBe(200);
    expect((await publicHelp("en"))?.sections[1].articles.map((a) => a.title)).toEqual(["Paying an invoice"]);

    const moved = await post(
      {
        intent: "update_article",
        id: quote.id,
        section_id: account.id,
        title_fr: quote.title_fr,
        title_en: "Getting a quote",
        is_active: "on",
      },
      adminCookie,
    );
    expect(moved.status).toBe(200);
    expect((await articlesOf(account.id)).map((a) => a.id)).toEqual([existing.id, quote.id]);
    expect((await publicHelp("en"))?.sections[0].articles.map((a) => a.title)).toContain("Getting a quote");
  });

  it("deletes an article, and a section with its articles only as many as the confirmation named", async () => {
    const [account, billing] = await db().select().from(help_sections).orderBy(asc(help_sections.display_order));
    const [paying] = await articlesOf(billing.id);
    const deleted = await post({ intent: "delete_article", id: paying.id }, adminCookie);
    expect(deleted.status).toBe(302);
    expect((await publicHelp("fr"))?.sections.find((s) => s.id === billing.id)?.articles).toEqual([]);
    expect((await post({ intent: "delete_article", id: paying.id }, adminCookie)).status).toBe(404);

    const accountArticles = await articlesOf(account.id);
    expect(accountArticles).toHaveLength(2);
    const stale = await post({ intent: "delete_section", id: account.id, articles: "1" }, adminCookie);
    expect(stale.status).toBe(409);
    expect(stale.data?.formError).toBe("admin.help.error.section_changed");
    expect(await articlesOf(account.id)).toHaveLength(2);

    const gone = await post({ intent: "delete_section", id: account.id, articles: "2" }, adminCookie);
    expect(gone.status).toBe(302);
    expect(await articlesOf(account.id)).toHaveLength(0);
    expect((await publicHelp("en"))?.sections.map((s) => s.title)).toEqual(["Billing"]);
    const entries = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, "delete"), eq(audit_log.entity_type, "help_article")));
    expect(entries.map((entry) => entry.entity_id)).toEqual(
      expect.arrayContaining(accountArticles.map((article) => article.id)),
    );
    const [sectionEntry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, "delete"), eq(audit_log.entity_id, account.id)));
    expect(sectionEntry.entity_type).toBe("help_section");
  });

  it("appends concurrent creations at distinct positions", async () => {
    const target = await createHelpSection();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post({ intent: "create_article", section_id: target.id, title_fr: `A${i}`, title_en: `A${i}` }, adminCookie),
      ),
    );
    expect(outcomes.every((answer) => answer.status === 200)).toBe(true);
    expect((await articlesOf(target.id)).map((a) => a.display_order)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
