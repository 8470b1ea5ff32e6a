// Columns with a fixed set of values hold it in the database (migration 0015, decision 014): the
// seed and the demo content comply, a value outside a set is refused whoever writes it, every
// column the schema types with a set has its check, and the migration brings an existing
// database's stray values into their sets instead of failing on them. Also decision 012's rule
// on the same seeded data: absent optional text is NULL, never a blank string.
import fs from "node:fs";
import { getTableColumns, isTable, type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema";
import { email_outbox, messages, site_assets } from "#db/schema";
import { seedDatabase } from "#db/seed/seed";
import { type Database, db, migrationsFolder } from "~/server/db.server";
import { createTestDatabase, migrateFrom, migrationsBefore, useTestDatabase } from "../db";

/** Every check on a value set: table, column, constraint. */
const VALUE_CHECKS = [
  ["users", "role", "users_role_check"],
  ["users", "language", "users_language_check"],
  ["permissions", "role", "permissions_role_check"],
  ["permissions", "module", "permissions_module_check"],
  ["courses", "currency", "courses_currency_check"],
  ["course_sessions", "status", "course_sessions_status_check"],
  ["course_session_registrations", "status", "registrations_status_check"],
  ["course_session_registrations", "payment_status", "registrations_payment_status_check"],
  ["messages", "type", "messages_type_check"],
  ["messages", "status", "messages_status_check"],
  ["testimonials", "status", "testimonials_status_check"],
  ["page_categories", "type", "page_categories_type_check"],
  ["pages", "type", "pages_type_check"],
  ["services", "size", "services_size_check"],
  ["resources", "type", "resources_type_check"],
  ["case_study_metrics", "trend", "case_study_metrics_trend_check"],
  ["clients", "size", "clients_size_check"],
  ["site_settings", "category", "site_settings_category_check"],
  ["site_assets", "type", "site_assets_type_check"],
  ["site_social_links", "platform", "site_social_links_platform_check"],
  ["stats", "icon", "stats_icon_check"],
  ["email_outbox", "status", "email_outbox_status_check"],
] as const;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The error a driver threw, through Drizzle's wrapping. */
function databaseError(error: unknown): { code?: string; constraint?: string } {
  let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  while (e && !e.code && e.cause) e = e.cause as typeof e;
  return { code: e?.code, constraint: e?.constraint };
}

describe("value sets", () => {
  useTestDatabase();

  beforeAll(async () => {
    // The start-up seed and the demo content run against the checks: they comply or this throws.
    await seedDatabase({ demo: true, adminEmail: "boss@example.com", adminPassword: "boss-password-1" });
    // The tables the demo leaves empty get one valid row, to be copied below.
    await db().insert(messages).values({ type: "contact", subject: "s", content: "c" });
    await db().insert(email_outbox).values({ to: "a@example.com", subject: "s", text: "t" });
    await db().insert(site_assets).values({ type: "logo", url: "/logo.svg" });
  });

  it("are all checked in the database, whoever writes", async () => {
    for (const [table, column, constraint] of VALUE_CHECKS) {
      // A copy of an existing (valid) row with only this column changed: the check is the
      // first thing to refuse it (before the primary key and unique indexes are looked at).
      const columns = rowsOf<{ name: string }>(
        await db().execute(sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
          order by ordinal_position`),
      ).map((c) => c.name);
      const list = sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      const values = sql.join(
        columns.map((c) => (c === column ? sql`'not_in_the_set'` : sql.identifier(c))),
        sql`, `,
      );
      const insert: SQL = sql`insert into ${sql.identifier(table)} (${list})
        select ${values} from ${sql.identifier(table)} limit 1`;
      const [{ n }] = rowsOf<{ n: number }>(
        await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
      );
      expect(n, `${table} has a row to copy`).toBeGreaterThan(0);
      const error = await db()
        .execute(insert)
        .then(() => null, databaseError);
      expect(error, `${table}.${column}`).toEqual({ code: "23514", constraint });
    }
  });

  it("leave no blank text in a nullable column: absent is NULL (decision 012)", async () => {
    const columns = rowsOf<{ table: string; column: string }>(
      await db().execute(sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and data_type = 'text' and is_nullable = 'YES' and is_generated = 'NEVER'`),
    );
    expect(columns.length).toBeGreaterThan(40);
    const blank: string[] = [];
    for (const { table, column } of columns) {
      const [{ n }] = rowsOf<{ n: number }>(
        await db().execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where btrim(${sql.identifier(column)}) = ''`,
        ),
      );
      if (n > 0) blank.push(`${table}.${column}`);
    }
    expect(blank).toEqual([]);
  });

  it("cover every column the schema types with a set, with exactly its values", async () => {
    const checks = rowsOf<{ table: string; column: string; definition: string }>(
      await db().execute(sql`
        select c.conrelid::regclass::text as "table", a.attname as "column", pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'c' and c.connamespace = 'public'::regnamespace and cardinality(c.conkey) = 1`),
    );
    const valuesOf = (definition: string) => [...definition.matchAll(/'([^']*)'::text/g)].map((m) => m[1]).sort();
    const typed: string[] = [];
    for (const table of Object.values(schema)) {
      if (!isTable(table)) continue;
      const { name } = getTableConfig(table as PgTable);
      for (const column of Object.values(getTableColumns(table))) {
        const values = (column as { enumValues?: string[] }).enumValues ?? [];
        if (values.length === 0) continue;
        typed.push(`${name}.${column.name}`);
        const held = checks
          .filter((c) => c.table === name && c.column === column.name)
          .map((c) => valuesOf(c.definition));
        expect(held, `${name}.${column.name}`).toContainEqual([...values].sort());
      }
    }
    // The schema's typed columns are found (a broken walk must not pass as "nothing to check").
    expect(typed).toEqual(expect.arrayContaining(["course_sessions.status", "clients.size", "pages.type"]));
    expect(typed.length).toBeGreaterThan(15);
  });
});

// ---------------------------------------------------------------- migration 0015 on old data

describe("migration 0015 on a database holding stray values", () => {
  let database: Database;
  let before: string;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    before = migrationsBefore("0015_child_indexes_and_checks");
    await migrateFrom(database, before);
  });

  afterAll(async () => {
    await database?.close();
    if (before) fs.rmSync(before, { recursive: true, force: true });
  });

  const run = async (query: string) => {
    // One statement at a time: PGlite's query protocol takes one.
    let result: unknown;
    for (const statement of query.split(/;\s*\n/).filter((s) => s.trim())) {
      result = await database.db.execute(sql.raw(statement));
    }
    return result;
  };
  const one = async <T>(query: string) => rowsOf<T>(await run(query));

  it("brings each value into its set, keeping what the site showed, and then adds the checks", async () => {
    // Rows as psql, a script or an older bug could have left them, with no check to stop them.
    await run(`
      insert into users (id, email, full_name) values
        ('00000000-0000-4000-8000-000000000001', 'a@example.com', 'A'),
        ('00000000-0000-4000-8000-000000000002', 'b@example.com', 'B');
      insert into courses (id, slug, reference, title_fr, title_en, currency, is_published) values
        ('00000000-0000-4000-8000-000000000011', 'usd', 'R1', 'T', 'T', ' usd ', true),
        ('00000000-0000-4000-8000-000000000012', 'chf', 'R2', 'T', 'T', 'CHF', true);
      insert into course_sessions (id, course_id, start_date, end_date, start_time, end_time, status) values
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000011', current_date + 10, current_date + 11, '09:00', '17:00', 'Scheduled '),
        ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000011', current_date + 10, current_date + 11, '09:00', '17:00', 'canceled'),
        ('00000000-0000-4000-8000-000000000023', '00000000-0000-4000-8000-000000000011', current_date + 10, current_date + 11, '09:00', '17:00', 'postponed'),
        ('00000000-0000-4000-8000-000000000024', '00000000-0000-4000-8000-000000000011', current_date - 11, current_date - 10, '09:00', '17:00', 'postponed');
      insert into course_session_registrations (session_id, user_id, status, payment_status) values
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000001', 'CONFIRMED', 'failed'),
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000002', 'waitlisted', 'Paid');
      insert into messages (subject, content, type, status, metadata) values
        ('quote', 'c', 'quote', 'read', '{"email": "x@example.com"}'),
        ('ok', 'c', 'contact', 'pending', '{}');
      insert into page_categories (name_fr, name_en, type) values ('Actu', 'News', 'news');
      insert into pages (slug, title_fr, title_en, type, is_published) values
        ('landing', 'L', 'L', 'landing', true), ('post', 'P', 'P', ' Blog', true);
      insert into permissions (role, module, can_view) values
        ('guest', 'courses', true), ('teacher', 'blog', true), ('teacher', 'courses', true);
      insert into site_assets (type, url) values ('banner', '/b.png'), ('logo', '/l.png');
      insert into site_settings (category, name, value) values ('legacy', 'x', '1'), ('general', 'app_name', 'F');
      insert into site_social_links (platform, url) values ('mastodon', 'https://m'), ('linkedin', 'https://l');
      insert into stats (title_fr, title_en, icon, value, description_fr, description_en) values
        ('a', 'a', 'users', '1', 'd', 'd'), ('b', 'b', 'Rocket', '2', 'd', 'd');
      insert into clients (name, size) values ('Huge', 'huge'), ('Big', 'Large');
      insert into services (title_fr, title_en, size) values ('S', 'S', 'XL');
      insert into resources (title_fr, title_en, type) values ('V', 'V', 'Video'), ('P', 'P', 'podcast');
      insert into case_studies (id, title_fr, title_en, description_fr, description_en, client_name, client_industry_fr,
        client_industry_en, situation_fr, situation_en, impact_fr, impact_en) values
        ('00000000-0000-4000-8000-000000000031', 't', 't', 'd', 'd', 'c', 'i', 'i', 's', 's', 'i', 'i');
      insert into case_study_metrics (case_study_id, label_fr, label_en, value, trend, display_order) values
        ('00000000-0000-4000-8000-000000000031', 'a', 'a', '1', 'flat', 1),
        ('00000000-0000-4000-8000-000000000031', 'b', 'b', '2', 'UP', 2);
      insert into email_outbox ("to", subject, text, status) values ('a@example.com', 's', 't', 'queued');
    `);

    await migrateFrom(database, migrationsFolder());

    expect(await one("select slug, currency, is_published from courses order by slug")).toEqual([
      { slug: "chf", currency: "EUR", is_published: false },
      { slug: "usd", currency: "USD", is_published: true },
    ]);
    expect(await one("select right(id::text, 2) as id, status from course_sessions order by id")).toEqual([
      { id: "21", status: "scheduled" },
      { id: "22", status: "cancelled" },
      { id: "23", status: "cancelled" },
      { id: "24", status: "completed" },
    ]);
    expect(await one("select status, payment_status from course_session_registrations order by user_id")).toEqual([
      { status: "confirmed", payment_status: "pending" },
      { status: "pending", payment_status: "paid" },
    ]);
    expect(await one("select subject, type, status, metadata from messages order by subject")).toEqual([
      { subject: "ok", type: "contact", status: "pending", metadata: {} },
      {
        subject: "quote",
        type: "contact",
        status: "pending",
        metadata: { email: "x@example.com", original_type: "quote", original_status: "read" },
      },
    ]);
    expect(await one("select type from page_categories")).toEqual([{ type: "page" }]);
    expect(await one("select slug, type, is_published from pages order by slug")).toEqual([
      { slug: "landing", type: "page", is_published: true },
      { slug: "post", type: "blog", is_published: true },
    ]);
    expect(await one("select role, module from permissions")).toEqual([{ role: "teacher", module: "courses" }]);
    expect(await one("select type from site_assets")).toEqual([{ type: "logo" }]);
    expect(await one("select category from site_settings")).toEqual([{ category: "general" }]);
    expect(await one("select platform from site_social_links")).toEqual([{ platform: "linkedin" }]);
    expect(await one("select icon from stats order by title_fr")).toEqual([{ icon: "Users" }, { icon: "Award" }]);
    expect(await one("select name, size from clients order by name")).toEqual([
      { name: "Big", size: "large" },
      { name: "Huge", size: "medium" },
    ]);
    expect(await one("select size from services")).toEqual([{ size: "medium" }]);
    expect(await one("select title_fr, type from resources order by title_fr")).toEqual([
      { title_fr: "P", type: "document" },
      { title_fr: "V", type: "video" },
    ]);
    expect(await one("select trend from case_study_metrics order by display_order")).toEqual([
      { trend: null },
      { trend: "up" },
    ]);
    expect(await one("select status from email_outbox")).toEqual([{ status: "failed" }]);

    // And from now on the database refuses them.
    await expect(run("update services set size = 'XL'")).rejects.toSatisfy(
      (error) => databaseError(error).constraint === "services_size_check",
    );
  });
});
