// /admin/stats through the real route loader and action over a real database: who may see and
// write, the list by display order, the form's rules (bilingual title and description, value,
// icon among six, kept values on refusal), at most 3 statistics even under concurrent creations,
// the reorder, hide and delete, the background image setting, and the public home page showing
// each change at the next request in French and English.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, STAT_ICONS, site_settings, stats, users } from "#db/schema";
import { action, loader } from "~/routes/admin/stats";
import { loader as homeLoader } from "~/routes/public/home";
import { db } from "~/server/db.server";
import { MAX_STATS, STAT_ICON_NAMES } from "~/stats/admin-schema";
import { useTestDatabase } from "../db";
import { createStat, createUser, makeRequest, recordUploads, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

type Answer = {
  ok?: boolean;
  toast?: string;
  errors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
};
type ListData = Awaited<ReturnType<typeof loader>>;
type HomeData = Awaited<ReturnType<typeof homeLoader>>;

const list = (cookie?: string) => callRoute<ListData>(loader, makeRequest("/admin/stats", { cookie }));
const post = (form: Record<string, string | string[]>, cookie?: string) =>
  callRoute<Answer>(action, makeRequest("/admin/stats", { form, cookie }));
const home = async (lang: "fr" | "en") => (await callRoute<HomeData>(homeLoader, makeRequest(`/?lang=${lang}`))).data;

const valid = {
  title_fr: "Entreprises clientes",
  title_en: "Client companies",
  value: "120",
  description_fr: "nous font confiance",
  description_en: "trust us",
  icon: "Building2",
  is_active: "on",
};

async function storedOrder() {
  return db().select().from(stats).orderBy(asc(stats.display_order), asc(stats.id));
}

describe("back office: home statistics", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    // The base seed's three statistics, as a real start creates them.
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    await recordUploads("stats-background", "/uploads/stats/stats-1.webp");
  });

  it("offers the same six icons as the database", () => {
    expect([...STAT_ICON_NAMES]).toEqual([...STAT_ICONS]);
  });

  it("sends visitors to sign in and members away, and refuses their writes", async () => {
    expect((await list()).location).toMatch(/^\/login/);
    expect((await list(memberCookie)).location).toBe("/");
    const [first] = await storedOrder();
    expect((await post({ intent: "create", ...valid })).status).toBe(401);
    expect((await post({ intent: "delete", id: first.id }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "background", stats_background: "/uploads/x.png" }, memberCookie)).status).toBe(403);
    expect(await storedOrder()).toHaveLength(3);
  });

  it("lists every statistic by display order, hidden ones included, with the background", async () => {
    const stored = await storedOrder();
    const answer = await list(adminCookie);
    expect(answer.status).toBe(200);
    expect(answer.data?.stats.map((stat) => stat.id)).toEqual(stored.map((stat) => stat.id));
    expect(answer.data?.stats[0]).toMatchObject({ title_fr: stored[0].title_fr, title_en: stored[0].title_en });
    expect(answer.data?.background).toBe("");
  });

  it("refuses a fourth statistic with max_stats, writing nothing", async () => {
    expect(await storedOrder()).toHaveLength(MAX_STATS);
    const answer = await post({ intent: "create", ...valid }, adminCookie);
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, formError: "admin.stats.error.max_stats" });
    // What was typed comes back, so the dialog keeps it.
    expect(answer.data?.values?.title_en).toBe("Client companies");
    expect(await storedOrder()).toHaveLength(MAX_STATS);
  });

  it("checks the form: both titles and descriptions, the value and one of the six icons", async () => {
    await db().delete(stats);
    const empty = await post({ intent: "create", title_fr: "  ", icon: "Rocket" }, adminCookie);
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toEqual({
      title_fr: "admin.stats.validation.title_required",
      title_en: "admin.stats.validation.title_required",
      value: "admin.stats.validation.value_required",
      description_fr: "admin.stats.validation.description_required",
      description_en: "admin.stats.validation.description_required",
      icon: "admin.stats.validation.icon_required",
    });
    const long = await post({ intent: "create", ...valid, value: "9".repeat(21) }, adminCookie);
    expect(long.data?.errors).toEqual({ value: "admin.stats.validation.too_long|max=20" });
    expect(await storedOrder()).toHaveLength(0);
  });

  it("lets only 3 of many concurrent creations through, at distinct positions", async () => {
    await db().delete(stats);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ intent: "create", ...valid, value: String(i) }, adminCookie)),
    );
    expect(outcomes.filter((answer) => answer.status === 200)).toHaveLength(MAX_STATS);
    const refused = outcomes.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(8 - MAX_STATS);
    for (const answer of refused) expect(answer.data?.formError).toBe("admin.stats.error.max_stats");
    const rows = await storedOrder();
    expect(rows).toHaveLength(MAX_STATS);
    expect(rows.map((row) => row.display_order)).toEqual([0, 1, 2]);
  });

  it("adds a statistic at the end, shown on the home page in each language with its icon", async () => {
    await db().delete(stats);
    await createStat({ title_fr: "Fondée", title_en: "Founded", value: "2019", icon: "Flag", display_order: 1 });
    const created = await post({ intent: "create", ...valid }, adminCookie);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ok: true, toast: "admin.stats.success.created" });
    const rows = await storedOrder();
    expect(rows.map((row) => row.title_en)).toEqual(["Founded", "Client companies"]);
    // After the seed's numbering (from 1): never a tie with the last one.
    expect(rows[1].display_order).toBe(2);

    const fr = await home("fr");
    const en = await home("en");
    expect(fr?.impact.map((stat) => stat.title)).toEqual(["Fondée", "Entreprises clientes"]);
    expect(en?.impact.map((stat) => stat.title)).toEqual(["Founded", "Client companies"]);
    expect(en?.impact[1]).toMatchObject({ icon: "Building2", value: "120", description: "trust us" });

    const [entry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "stat"), eq(audit_log.action, "create")));
    expect(entry.entity_label).toBe("Entreprises clientes");
  });

  it("edits, hides and reorders, the home page following at each step", async () => {
    const [founded, clients] = await storedOrder();
    const edited = await post(
      { intent: "update", id: clients.id, ...valid, title_en: "Companies served", icon: "Briefcase" },
      adminCookie,
    );
    expect(edited.status).toBe(200);
    expect((await home("en"))?.impact[1]).toMatchObject({ title: "Companies served", icon: "Briefcase" });
    expect((await home("fr"))?.impact[1].title).toBe("Entreprises clientes");

    const refused = await post({ intent: "update", id: clients.id, ...valid, description_en: "" }, adminCookie);
    expect(refused.data?.errors).toEqual({ description_en: "admin.stats.validation.description_required" });
    expect((await home("en"))?.impact[1].description).toBe("trust us");

    const reordered = await post({ intent: "reorder", "ids[]": [clients.id, founded.id] }, adminCookie);
    expect(reordered.status).toBe(200);
    expect((await home("en"))?.impact.map((stat) => stat.title)).toEqual(["Companies served", "Founded"]);
    expect((await list(adminCookie)).data?.stats.map((stat) => stat.id)).toEqual([clients.id, founded.id]);
    // An order that leaves one out is refused and changes nothing.
    const stale = await post({ intent: "reorder", "ids[]": [founded.id] }, adminCookie);
    expect(stale.status).toBe(409);
    expect((await home("fr"))?.impact.map((stat) => stat.value)).toEqual(["120", "2019"]);

    const { is_active: _shown, ...hidden } = valid;
    await post({ intent: "update", id: founded.id, ...hidden, title_en: "Founded" }, adminCookie);
    expect((await home("fr"))?.impact.map((stat) => stat.value)).toEqual(["120"]);
    // Hidden is still listed in the back office, and counts towards the limit.
    expect((await list(adminCookie)).data?.stats).toHaveLength(2);
  });

  it("deletes a statistic (gone from the home page, audited) and answers 404 for one already gone", async () => {
    const [first] = await storedOrder();
    const deleted = await post({ intent: "delete", id: first.id }, adminCookie);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/stats");
    expect((await home("en"))?.impact).toEqual([]);
    const again = await post({ intent: "delete", id: first.id }, adminCookie);
    expect(again.status).toBe(404);
    expect(again.data?.formError).toBe("admin.stats.error.delete");
    const entries = await db().select().from(audit_log).where(eq(audit_log.entity_id, first.id));
    expect(entries.map((entry) => entry.action)).toContain("delete");
  });

  it("stores the background as the stats_background general setting, shown behind the home block", async () => {
    await createStat({ title_fr: "Apprenants", display_order: 5 });
    const saved = await post({ intent: "background", stats_background: "/uploads/stats/stats-1.webp" }, adminCookie);
    expect(saved.status).toBe(200);
    expect(saved.data?.toast).toBe("admin.stats.success.background");
    const [setting] = await db()
      .select()
      .from(site_settings)
      .where(and(eq(site_settings.category, "general"), eq(site_settings.name, "stats_background")));
    expect(setting.value).toBe("/uploads/stats/stats-1.webp");
    expect((await home("fr"))?.impactBackground).toBe("/uploads/stats/stats-1.webp");
    expect((await home("en"))?.impactBackground).toBe("/uploads/stats/stats-1.webp");
    expect((await list(adminCookie)).data?.background).toBe("/uploads/stats/stats-1.webp");

    for (const bad of ["javascript:alert(1)", "//evil.example/x.png", "x".repeat(1001)]) {
      const refused = await post({ intent: "background", stats_background: bad }, adminCookie);
      expect(refused.status).toBe(400);
      expect(refused.data?.errors).toEqual({ stats_background: "admin.stats.validation.background_invalid" });
    }
    const [audit] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "settings"), eq(audit_log.entity_id, "stats")));
    expect(audit.changes).toEqual({ stats_background: { before: "", after: "/uploads/stats/stats-1.webp" } });

    const removed = await post({ intent: "background", stats_background: "" }, adminCookie);
    expect(removed.status).toBe(200);
    expect((await home("en"))?.impactBackground).toBe("");
  });

  it("counts a figure from the data: the home page follows the trainers and courses as they change", async () => {
    await db().delete(stats);
    await createUser({ role: "teacher" });
    await createUser({ role: "teacher" });
    const inactive = await createUser({ role: "teacher" });
    await db().update(users).set({ is_active: false }).where(eq(users.id, inactive.id));
    const teachers = (
      await db()
        .select()
        .from(users)
        .where(and(eq(users.role, "teacher"), eq(users.is_active, true)))
    ).length;

    // A typed value is not needed (and not kept) once the figure is counted.
    const created = await post({ intent: "create", ...valid, value: "45+", counts: "trainers" }, adminCookie);
    expect(created.status).toBe(200);
    const [row] = await storedOrder();
    expect(row).toMatchObject({ counts: "trainers", value: "" });
    expect((await home("fr"))?.impact.map((stat) => stat.value)).toEqual([String(teachers)]);
    expect((await list(adminCookie)).data?.stats[0]).toMatchObject({ counts: "trainers", counted: teachers });

    // One more trainer: the next page shows it, nobody edits the figure.
    await createUser({ role: "teacher" });
    expect((await home("en"))?.impact.map((stat) => stat.value)).toEqual([String(teachers + 1)]);

    // Back to a typed figure: its value is required again; a count outside the list is refused.
    const typed = await post({ intent: "update", id: row.id, ...valid, value: "", counts: "" }, adminCookie);
    expect(typed.data?.errors).toEqual({ value: "admin.stats.validation.value_required" });
    const unknown = await post({ intent: "update", id: row.id, ...valid, counts: "learners" }, adminCookie);
    expect(unknown.data?.errors).toEqual({ counts: "admin.stats.validation.counts_invalid" });
    await post({ intent: "update", id: row.id, ...valid, counts: "" }, adminCookie);
    expect((await home("fr"))?.impact.map((stat) => stat.value)).toEqual(["120"]);
    await db().delete(stats);
  });
});
