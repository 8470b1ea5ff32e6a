// The one database handle of the process: PGlite under DATA_DIR when
// DATABASE_URL is unset, else a node-postgres pool. Same schema, same SQL.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "#db/schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: "pglite" | "pg";
  close: () => Promise<void>;
};

export class DataDirLockedError extends Error {}

/** Where the committed migrations live, from source or from the built bundle. */
export function migrationsFolder(): string {
  const candidates = [
    path.resolve(process.cwd(), "db/migrations"),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../db/migrations"),
  ];
  const found = candidates.find((p) => fs.existsSync(path.join(p, "meta/_journal.json")));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own: two processes on one directory silently lose
 * writes. An exclusive lock file holding our pid refuses the second one; a
 * lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "formatio.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isProcessAlive(pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is already in use by process ${pid}. ` +
            "PGlite allows only one process per data directory: stop the other process, " +
            "use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between processes.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "db");
    release = acquireDataDirLock(dataDir);
  }
  try {
    const client = await PGlite.create({ dataDir: dir, extensions: { unaccent, pg_trgm } });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      driver: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) emits an
  // error on the pool; unhandled it would crash the process. The pool
  // replaces the connection, so a warning is enough.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, driver: "pg", close: () => pool.end() };
}

export async function migrateDatabase(database: Database) {
  const folder = migrationsFolder();
  if (database.driver === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as never, { migrationsFolder: folder });
  }
}

// One instance per process, kept on globalThis so dev reloads and the
// separately bundled server entry share it.
const holder = globalThis as unknown as { __formatioDatabase?: Database };

export function setDatabase(database: Database | undefined) {
  holder.__formatioDatabase = database;
}

export function getDatabase(): Database {
  if (!holder.__formatioDatabase) throw new Error("Database not opened yet");
  return holder.__formatioDatabase;
}

export function db(): Db {
  return getDatabase().db;
}
