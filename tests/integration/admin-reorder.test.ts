// The reorder kit's server half (app/admin/reorder.server.ts) through adminAction on a real
// database: the whole order written as display_order = position in one transaction with its
// audit entry, a post that is not exactly the list as it stands refused with nothing written,
// scoped lists (a help section's articles), and creations appending under the same lock as
// reorders, so positions never collide under concurrency.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, help_articles, help_sections, stats } from "#db/schema";
import { type AdminActionSpec, adminAction, intent } from "~/admin/action.server";
import { appendPosition, REORDER_MAX, reorderIntent } from "~/admin/reorder.server";
import { conflict, written } from "~/admin/write-result.server";
import { db, inTransaction } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createHelpArticle,
  createHelpSection,
  createStat,
  createUser,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

/** A screen with the kit's intents, plus an article creation that appends as screens must. */
const spec: AdminActionSpec = {
  what: "reorder test",
  messages: { save: "test.save" },
  intents: {
    reorder_stats: reorderIntent({ table: stats, label: stats.title_fr, entity: "stat" }),
    reorder_articles: reorderIntent({
      table: help_articles,
      label: help_articles.title_fr,
      entity: "help_section",
      scope: { column: help_articles.section_id, owner: help_sections, ownerLabel: help_sections.title_fr },
    }),
    append_article: intent({
      run: async ({ formData }) => {
        const section_id = String(formData.get("section_id"));
        const { position, count } = await appendPosition(help_articles, eq(help_articles.section_id, section_id));
        if (count >= Number(formData.get("max") ?? Number.POSITIVE_INFINITY)) return conflict("test.max");
        const [row] = await db()
          .insert(help_articles)
          .values({ section_id, title_fr: `Article ${position}`, title_en: "Article", display_order: position })
          .returning({ id: help_articles.id });
        return written({ action: "create", entity: "help_article", id: row.id });
      },
    }),
  },
};

const post = (form: Record<string, string | string[]>, cookie?: string) =>
  callRoute<{ ok: boolean; formError?: string; errors?: Record<string, string> }>(
    (args: never) => adminAction(args, spec),
    makeRequest("/admin/test", { form, cookie }),
  );

async function statOrder() {
  const rows = await db()
    .select({ id: stats.id, display_order: stats.display_order })
    .from(stats)
    .orderBy(asc(stats.display_order), asc(stats.id));
  return rows;
}

async function articleOrder(sectionId: string) {
  return db()
    .select({ id: help_articles.id, display_order: help_articles.display_order, title: help_articles.title_fr })
    .from(help_articles)
    .where(eq(help_articles.section_id, sectionId))
    .orderBy(asc(help_articles.display_order), asc(help_articles.id));
}

const reorderEntries = () => db().select().from(audit_log).where(eq(audit_log.action, "reorder"));

describe("the reorder kit", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    await db().delete(stats);
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
  });

  it("writes display_order = position for the whole list, with one audit entry naming the orders", async () => {
    const a = await createStat({ title_fr: "Alpha", display_order: 1 });
    const b = await createStat({ title_fr: "Bravo", display_order: 2 });
    const c = await createStat({ title_fr: "Charlie", display_order: 3 });
    const answer = await post({ intent: "reorder_stats", "ids[]": [c.id, a.id, b.id] }, adminCookie);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, intent: "reorder_stats" });
    expect(await statOrder()).toEqual([
      { id: c.id, display_order: 0 },
      { id: a.id, display_order: 1 },
      { id: b.id, display_order: 2 },
    ]);
    const [entry] = await reorderEntries();
    expect(entry).toMatchObject({ entity_type: "stat", entity_id: null });
    expect(entry.changes).toEqual({
      order: { before: "Alpha › Bravo › Charlie", after: "Charlie › Alpha › Bravo" },
    });

    // The same order again changes nothing and records nothing.
    const again = await post({ intent: "reorder_stats", "ids[]": [c.id, a.id, b.id] }, adminCookie);
    expect(again.status).toBe(200);
    expect(await reorderEntries()).toHaveLength(1);
  });

  it("refuses a post that is not exactly the list as it stands, writing nothing", async () => {
    const before = await statOrder();
    const [first, second, third] = before.map((row) => row.id);
    const cases: [Record<string, string | string[]>, number, string][] = [
      // A row missing (added since the page was drawn, from the page's point of view).
      [{ "ids[]": [second, first] }, 409, "admin.reorder.error.stale"],
      // A row that is not in the list (deleted since, or another list's).
      [{ "ids[]": [third, second, first, (await createHelpArticle()).id] }, 409, "admin.reorder.error.stale"],
      // A row twice.
      [{ "ids[]": [third, second, second] }, 400, "admin.reorder.error.invalid"],
      [{ "ids[]": [third, second, "not-a-uuid"] }, 400, "admin.reorder.error.invalid"],
      [{}, 400, "admin.reorder.error.invalid"],
      [{ "ids[]": Array.from({ length: REORDER_MAX + 1 }, () => first) }, 400, "admin.reorder.error.invalid"],
    ];
    for (const [form, status, message] of cases) {
      const answer = await post({ intent: "reorder_stats", ...form }, adminCookie);
      expect(answer.status, JSON.stringify(form).slice(0, 80)).toBe(status);
      expect(answer.data?.formError).toBe(message);
    }
    expect(await statOrder()).toEqual(before);
    expect(await reorderEntries()).toHaveLength(1);
  });

  it("is for admins only", async () => {
    const before = await statOrder();
    const ids = [...before].reverse().map((row) => row.id);
    expect((await post({ intent: "reorder_stats", "ids[]": ids })).status).toBe(401);
    expect((await post({ intent: "reorder_stats", "ids[]": ids }, memberCookie)).status).toBe(403);
    expect(await statOrder()).toEqual(before);
  });

  it("orders a scoped list within its owner only, and records the entry on the owner", async () => {
    const section = await createHelpSection({ title_fr: "Premiers pas" });
    const other = await createHelpSection({ title_fr: "Paiement" });
    const [x, y, z] = [
      await createHelpArticle({ section_id: section.id, title_fr: "X", display_order: 0 }),
      await createHelpArticle({ section_id: section.id, title_fr: "Y", display_order: 1 }),
      await createHelpArticle({ section_id: section.id, title_fr: "Z", display_order: 2 }),
    ];
    const elsewhere = await createHelpArticle({ section_id: other.id, title_fr: "Ailleurs", display_order: 0 });

    const moved = await post(
      { intent: "reorder_articles", scope: section.id, "ids[]": [y.id, z.id, x.id] },
      adminCookie,
    );
    expect(moved.status).toBe(200);
    expect((await articleOrder(section.id)).map((row) => [row.title, row.display_order])).toEqual([
      ["Y", 0],
      ["Z", 1],
      ["X", 2],
    ]);
    expect((await articleOrder(other.id)).map((row) => row.display_order)).toEqual([0]);
    const entry = (await reorderEntries()).find((row) => row.entity_id === section.id);
    expect(entry).toMatchObject({ entity_type: "help_section", entity_label: "Premiers pas" });

    const refusals: [Record<string, string | string[]>, number][] = [
      // Another section's article, or this section's ordered under the other one.
      [{ scope: section.id, "ids[]": [y.id, z.id, x.id, elsewhere.id] }, 409],
      [{ scope: other.id, "ids[]": [x.id] }, 409],
      [{ "ids[]": [x.id, y.id, z.id] }, 400],
      [{ scope: "a5a5a5a5-0000-4000-8000-000000000000", "ids[]": [x.id, y.id, z.id] }, 404],
    ];
    for (const [form, status] of refusals) {
      expect((await post({ intent: "reorder_articles", ...form }, adminCookie)).status).toBe(status);
    }
    expect((await articleOrder(section.id)).map((row) => row.title)).toEqual(["Y", "Z", "X"]);
  });

  it("keeps positions distinct when creations and reorders run at the same time", async () => {
    const section = await createHelpSection();
    const seed = await Promise.all(
      [0, 1, 2].map((i) => createHelpArticle({ section_id: section.id, title_fr: `Seed ${i}`, display_order: i })),
    );
    const reversed = [...seed].reverse().map((row) => row.id);
    const outcomes = await Promise.all([
      ...Array.from({ length: 12 }, () => post({ intent: "append_article", section_id: section.id }, adminCookie)),
      ...Array.from({ length: 4 }, () =>
        post({ intent: "reorder_articles", scope: section.id, "ids[]": reversed }, adminCookie),
      ),
    ]);
    expect(outcomes.slice(0, 12).every((answer) => answer.status === 200)).toBe(true);
    // A reorder that ran after a creation no longer names the whole list: refused, not half-applied.
    expect(outcomes.slice(12).every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const rows = await articleOrder(section.id);
    expect(rows).toHaveLength(15);
    expect(new Set(rows.map((row) => row.display_order)).size).toBe(15);
  });

  it("appends at the current count, or after the last row when the stored numbers start at 1", async () => {
    const position = (sectionId: string) =>
      inTransaction(() => appendPosition(help_articles, eq(help_articles.section_id, sectionId)));
    const empty = await createHelpSection();
    expect(await position(empty.id)).toEqual({ position: 0, count: 0 });
    const dense = await createHelpSection();
    for (const order of [0, 1]) await createHelpArticle({ section_id: dense.id, display_order: order });
    expect(await position(dense.id)).toEqual({ position: 2, count: 2 });
    const seeded = await createHelpSection();
    for (const order of [1, 2]) await createHelpArticle({ section_id: seeded.id, display_order: order });
    expect(await position(seeded.id)).toEqual({ position: 3, count: 2 });
  });

  it("lets a limit checked against the appended position hold under concurrency", async () => {
    const section = await createHelpSection();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        post({ intent: "append_article", section_id: section.id, max: "3" }, adminCookie),
      ),
    );
    expect(outcomes.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(outcomes.filter((answer) => answer.status === 409)).toHaveLength(7);
    expect(await articleOrder(section.id)).toHaveLength(3);
  });
});
