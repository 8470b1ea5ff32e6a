// The catalogue and calendar indexes of migration 0004 (chosen with
// `npm run bench:catalogue`) exist on both drivers, the bench seeder fills the
// requested volume, and every foreign key has an index leading with its columns
// (docs/decisions/013-indexes-on-child-tables.md).
import { and, asc, gte, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { course_sessions } from "#db/schema";
import { seedBase } from "#db/seed/base";
import { db } from "~/server/db.server";
import { selectSessions } from "~/sessions/session-query.server";
import { publiclyVisible } from "~/sessions/sessions.server";
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
    // The calendar lists cancelled sessions too (migration 0017): the predicate follows it.
    expect(upcoming).toMatch(/cancelled/);
    // The search indexes (migration 0006: on the stored search text) are still there.
    expect(defs.get("courses_search_fr_idx")).toMatch(/gin_trgm_ops/);
  });

  it("walks the calendar's partial index for the calendar's own condition", async () => {
    // The predicate must be implied by publiclyVisible(): a drift between the two (a status
    // added to one only) would make every calendar page sort all upcoming sessions.
    const page = selectSessions({ id: course_sessions.id })
      .where(and(publiclyVisible(), gte(course_sessions.start_date, "2030-01-01")))
      .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time), asc(course_sessions.id))
      .limit(12);
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${page}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("course_sessions_upcoming_idx");
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

describe("foreign-key indexes", () => {
  useTestDatabase();

  it("gives every foreign key an index whose leading columns are the key's", async () => {
    // A full (not partial) index of the child table whose first columns are the key's, in order:
    // what a parent's delete or key update, and a join from the parent, look rows up by.
    const result = await db().execute<{ foreign_key: string; is_indexed: boolean }>(sql`
      select c.conrelid::regclass::text || '(' || (
               select string_agg(a.attname, ', ' order by k.n)
               from unnest(c.conkey) with ordinality k(attnum, n)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
             ) || ')' as foreign_key,
             exists (
               select 1 from pg_index i
               where i.indrelid = c.conrelid and i.indpred is null
                 and (select array_agg(k.attnum order by k.n)
                      from unnest(i.indkey::int2[]) with ordinality k(attnum, n)
                      where k.n <= cardinality(c.conkey)) = c.conkey
             ) as is_indexed
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by 1`);
    const keys = (result as unknown as { rows: { foreign_key: string; is_indexed: boolean }[] }).rows;
    // The query sees the schema's keys (a broken catalogue query must not pass as "none missing").
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((k) => k.foreign_key.startsWith("course_sessions(")).length).toBe(4);
    // A key listed here needs an index in db/schema.ts (and its migration).
    expect(keys.filter((k) => !k.is_indexed).map((k) => k.foreign_key)).toEqual([]);
  });
});
