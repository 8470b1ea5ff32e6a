// A fresh, migrated database per test file: in-memory PGlite by default, a
// throw-away database on the PostgreSQL server when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, migrateDatabase, openPglite, openPostgres, setDatabase } from "~/server/db.server";

/** `migrate: false` leaves it empty, for a test that applies migrations itself (a migration's data fix). */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite(undefined);
    if (migrate) await migrateDatabase(database);
    return database;
  }
  const name = `formatio_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  if (migrate) await migrateDatabase(database);
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
