// The catalogue and calendar indexes of migration 0004 (chosen with
// `npm run bench:catalogue`) exist on both drivers, and the bench seeder
// fills the requested volume.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedBase } from "#db/seed/base";
import { db } from "~/server/db.server";
import { countBulk, seedBulk } from "../../scripts/bench/seed-bulk";
import { useTestDatabase } from "../db";

async function indexDefinitions(): Promise<Map<string, string>> {
  const result = await db().execute<{ indexname: string; indexdef: string }>(
    sql`select indexname, indexdef from pg_indexes where tablename in ('courses', 'course_sessions')`,
  );
  const rows = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  return new Map(rows.map((r) => [r.indexname, r.indexdef.replace(/"/g, "")]));
}

describe("catalogue indexes", () => {
  useTestDatabase();

  it("creates the indexes the catalogue and calendar queries rely on", async () => {
    const defs = await indexDefinitions();
    expect(defs.get("courses_published_created_idx")).toMatch(/\(is_published, created_at, id\)/);
    expect(defs.get("courses_category_idx")).toMatch(/\(category_id, is_published\)/);
    expect(defs.get("courses_level_idx")).toMatch(/\(level_id, is_published\)/);
    expect(defs.get("courses_format_idx")).toMatch(/\(format_id, is_published\)/);
    expect(defs.get("courses_published_price_idx")).toMatch(/\(is_published, price\)/);
    expect(defs.get("courses_facets_idx")).toMatch(/\(category_id, level_id, format_id, is_published\)/);
    expect(defs.get("courses_search_fr_untranslated_idx")).toMatch(/gin_trgm_ops\) WHERE/);
    const upcoming = defs.get("course_sessions_upcoming_idx") ?? "";
    expect(upcoming).toMatch(/\(start_date, start_time, id\) WHERE/);
    expect(upcoming).toMatch(/scheduled/);
    expect(upcoming).toMatch(/confirmed/);
    // The search indexes (migration 0006: on the stored search text) are still there.
    expect(defs.get("courses_search_fr_idx")).toMatch(/gin_trgm_ops/);
  });

  it("bulk-seeds the requested number of courses and sessions", async () => {
    await db().transaction(async (tx) => seedBase(tx));
    await seedBulk(db(), { courses: 40, sessionsPerCourse: 3 });
    expect(await countBulk(db())).toEqual({ courses: 40, sessions: 120 });
    const result = await db().execute<{ statuses: string[] }>(
      sql`select array_agg(distinct status order by status) as statuses from course_sessions`,
    );
    const [{ statuses }] = (result as unknown as { rows: { statuses: string[] }[] }).rows;
    expect(statuses).toEqual(expect.arrayContaining(["completed", "scheduled"]));
  });
});
