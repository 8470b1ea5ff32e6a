// A fresh, migrated database per test file: in-memory PGlite by default, a
// throw-away database on the PostgreSQL server when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, inject } from "vitest";
import {
  type Database,
  migrateDatabase,
  migrationsFolder,
  openPglite,
  openPostgres,
  setDatabase,
} from "~/server/db.server";

/**
 * `migrate: false` leaves it empty, for a test that applies migrations itself (a migration's data
 * fix). A migrated one is a copy of the one tests/global-setup.ts migrated for the whole run.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = inject(migrate ? "pgliteSnapshot" : "pgliteEmptySnapshot");
    if (snapshot) return openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
    const database = await openPglite(undefined);
    if (migrate) await migrateDatabase(database);
    return database;
  }
  const name = `formatio_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = migrate ? inject("postgresTemplate") : undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  if (migrate && !template) await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Opens a test database for this file and installs it as the process database. */
export function useTestDatabase(): { readonly current: Database } {
  const ref: { current: Database } = { current: undefined as unknown as Database };
  beforeAll(async () => {
    ref.current = await createTestDatabase();
    setDatabase(ref.current);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await ref.current?.close();
  });
  return ref;
}

/** A copy of the migrations folder whose journal stops before `tag` (a migration's data-fix test). */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-migrations-"));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** Applies the migrations of `folder` (from migrationsBefore) to `database`. */
export async function migrateFrom(database: Database, folder: string) {
  const { migrate } =
    database.driver === "pglite"
      ? await import("drizzle-orm/pglite/migrator")
      : await import("drizzle-orm/node-postgres/migrator");
  await migrate(database.db as never, { migrationsFolder: folder });
}
