// The one database handle of the process: PGlite under DATA_DIR when
// DATABASE_URL is unset, else a node-postgres pool. Same schema, same SQL.
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "#db/schema";
import { waitForDataDirLock } from "~/server/data-dir-lock.server";
import { logger } from "~/server/logger.server";
import { readPgliteTemplate } from "~/server/pglite-template.server";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: "pglite" | "pg";
  /**
   * Calls `onPayload` for each NOTIFY on `channel` (sent by any process, delivered after its
   * transaction commits) until the returned function is called. On PostgreSQL a dedicated
   * connection listens and reconnects after a loss; notifications sent while it was down
   * are lost, so a listener must also check now and then (content-version.server.ts does).
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** The embedded database's files as one archive (PGlite only), for `openPglite`'s `loadDataDir`. */
  dump?: () => Promise<Blob>;
};

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

const PGLITE_SHARED_BUFFERS = "32MB";

/** True while `dataDir` holds no embedded database yet (openPglite creates it). */
export function isNewPgliteDataDir(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, "db", "PG_VERSION"));
}

/**
 * Runs `fn` on a PostgreSQL connection of its own, outside the pool (boot's lock must stay
 * on one connection), closed afterwards whatever happens.
 */
export async function withPostgresClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while waiting rejects the query under way; unhandled, the event would crash.
  client.on("error", () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    // Closing the connection releases a session lock too, even if the unlock cannot be sent.
    await client.end().catch(() => {});
  }
}

/** True while the PostgreSQL database at `url` has never been migrated (drizzle's own table). */
export function isNewPostgresDatabase(url: string): Promise<boolean> {
  return withPostgresClient(url, async (client) => {
    const { rows } = await client.query<{ fresh: boolean }>(
      "select to_regclass('drizzle.__drizzle_migrations') is null as fresh",
    );
    return rows[0].fresh;
  });
}

/**
 * Opens the embedded database. `loadDataDir` starts an in-memory one from a dump of another
 * (PGlite's `dumpDataDir`): the tests start each file from one migrated copy, which takes a
 * fifth of the time of creating and migrating a database (tests/global-setup.ts).
 */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  let release = () => {};
  let dir: string | undefined;
  let loadDataDir = options.loadDataDir;
  if (dataDir) {
    dir = path.join(dataDir, "db");
    release = await waitForDataDirLock(dataDir);
    // A new data directory starts from the empty cluster made at build time, not from initdb
    // in this process (pglite-template.server.ts); without one, PGlite runs initdb.
    if (!loadDataDir && isNewPgliteDataDir(dataDir)) loadDataDir = readPgliteTemplate();
  }
  try {
    // Loaded only for the embedded database: importing PGlite's driver costs about 150 MB
    // of memory, which a process on PostgreSQL should not carry.
    const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("@electric-sql/pglite/contrib/unaccent"),
      import("drizzle-orm/pglite"),
    ]);
    const client = await PGlite.create({
      dataDir: dir,
      loadDataDir,
      extensions: { unaccent, pg_trgm },
      // PostgreSQL's buffer pool lives in the process's memory here (PGlite's default is
      // 160 MB, most of an idle server's RSS once touched). The data files are still in the
      // operating system's file cache, so a smaller pool costs a copy, not a disk read.
      postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      driver: "pglite",
      // In the one process that owns the embedded database, PGlite delivers a transaction's
      // notifications before its commit resolves.
      listen: async (channel, onPayload) => {
        const unlisten = await client.listen(channel, onPayload);
        return () => unlisten();
      },
      close: async () => {
        await client.close();
        release();
      },
      dump: async () => client.dumpDataDir("none"),
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
  return {
    db,
    driver: "pg",
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1000;

async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (stopped) return;
    clearTimeout(retry); // a failed connect may both end and throw: one retry
    retry = setTimeout(() => connect().catch(reconnect), RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    // A lost connection (server restart, failover) ends the client: listen again shortly.
    next.on("error", () => {});
    next.on("end", () => {
      if (client === next) reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

export async function migrateDatabase(database: Database) {
  const folder = migrationsFolder();
  if (database.driver === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
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

/**
 * What a transaction opened by `inTransaction` carries for the code it runs: the transaction
 * (see db()) and the effects to run once it has committed (see afterCommit).
 */
type Scope = { tx: Tx; effects: Set<Effect> };
const currentScope = new AsyncLocalStorage<Scope>();

/** Something to do once the write that asked for it is safely committed (an e-mail wake-up…). */
export type Effect = () => unknown;

/**
 * Where queries go: the transaction `inTransaction` opened around the running code, else the
 * database. So a domain service called by the admin action helper writes in the helper's
 * transaction (with its audit entry) without being handed a `tx`, and the same service
 * called elsewhere runs on its own.
 */
export function db(): Db {
  return currentScope.getStore()?.tx ?? getDatabase().db;
}

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * Independent reads: side by side outside a transaction (each on a connection of the pool), one
 * after another inside one. A transaction is one connection, on which node-postgres would queue
 * them anyway, warning that it will stop doing so; PGlite runs one statement at a time either way.
 */
export async function readTogether<T extends Reads>(
  ...reads: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!isInTransaction()) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}

/** Whether the running code is inside `inTransaction` (caches must not keep what it reads). */
export function isInTransaction(): boolean {
  return currentScope.getStore() !== undefined;
}

/**
 * Runs `work` in one transaction that every `db()` call inside it uses (see db()). It
 * commits when `work` resolves and rolls back when it throws; nested calls share the outer
 * one. The effects registered with afterCommit inside it run once it has committed, outside
 * its context; a rollback drops them. Every transaction of the app is opened here or by
 * inSavepoint, never by `db().transaction()`, so no effect can escape its transaction.
 */
export async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  const open = currentScope.getStore();
  if (open) return work();
  const effects = new Set<Effect>();
  const result = await getDatabase().db.transaction((tx) => currentScope.run({ tx, effects }, work));
  runEffects(effects);
  return result;
}

/**
 * Like inTransaction, but inside an open transaction `work` runs in a savepoint: when it
 * throws, only its own writes (and its effects) are undone and the outer transaction goes on
 * (an insert that may meet a unique violation, caught by the caller).
 */
export async function inSavepoint<T>(work: () => Promise<T>): Promise<T> {
  const open = currentScope.getStore();
  if (!open) return inTransaction(work);
  const effects = new Set<Effect>();
  const result = await open.tx.transaction((savepoint) => currentScope.run({ tx: savepoint as Tx, effects }, work));
  for (const effect of effects) open.effects.add(effect);
  return result;
}

/**
 * Runs `work` with `tx`, a transaction its caller opened itself (the demo seed's, which stays one
 * transaction with its marker), as db() for the services it calls. Nothing here waits for that
 * transaction to commit, so a service that registers an effect (an e-mail) is refused.
 */
export async function inOpenTransaction<T>(
  tx: Tx,
  work: () => Promise<T>,
  /**
   * The caller settles the effects' work itself in the same transaction (the demo's e-mails are
   * written to the outbox already delivered: the mail worker's wake-up would find nothing).
   */
  options: { discardEffects?: true } = {},
): Promise<T> {
  const effects = new Set<Effect>();
  const result = await currentScope.run({ tx, effects }, work);
  if (effects.size > 0 && !options.discardEffects)
    throw new Error("inOpenTransaction: a write with effects needs inTransaction");
  return result;
}

/**
 * Runs `effect` once the transaction of the running code has committed (at once when there is
 * none), outside that transaction's context; dropped if it rolls back. E-mail wake-ups, cache
 * notifications and job wake-ups go through here, never straight from inside a write: a
 * worker woken inside the transaction would run its pass in the request's context, on a
 * transaction about to close (issue 21: invitations were delivered twice). The same function
 * registered twice in one transaction runs once.
 */
export function afterCommit(effect: Effect): void {
  const scope = currentScope.getStore();
  if (scope) scope.effects.add(effect);
  else runEffects([effect]);
}

/**
 * Runs `work` outside any transaction's context, whatever context called it: for workers and
 * periodic jobs, whose every query must go to the database, never to a request's transaction.
 */
export function outsideTransaction<T>(work: () => T): T {
  return currentScope.exit(work);
}

function runEffects(effects: Iterable<Effect>) {
  outsideTransaction(() => {
    for (const effect of effects) {
      try {
        Promise.resolve(effect()).catch((error) => logger.error({ err: error }, "after-commit effect failed"));
      } catch (error) {
        // The write is committed: an effect's failure is logged, never turned into the write's.
        logger.error({ err: error }, "after-commit effect failed");
      }
    }
  });
}

type DriverError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/**
 * Whether a write failed on a unique index or constraint (`constraint` when given, else any).
 * Drizzle wraps the driver's error (pg or PGlite) in `cause`, so the chain is read, not only the
 * error caught. The constraint is matched by name or, for a driver that leaves `constraint`
 * unset, by the quoted name in its message.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e = error as DriverError | undefined;
  // A few links at most: a cyclic `cause` must not loop.
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++, e = e.cause as DriverError | undefined) {
    if (e.code !== "23505") continue;
    if (constraint === undefined || e.constraint === constraint) return true;
    return !e.constraint && typeof e.message === "string" && e.message.includes(`"${constraint}"`);
  }
  return false;
}

/**
 * A refused result carried out of a transaction so that it rolls back: the work throws
 * `refuse(result)` and the caller, outside inTransaction, turns `error.result` into its answer.
 * The one refusal mechanism of the app (admin writes, registrations, account deletion).
 */
export class Refusal<R = unknown> extends Error {
  constructor(readonly result: R) {
    super("refused");
    this.name = "Refusal";
  }
}

export function refuse<R>(result: R): Refusal<R> {
  return new Refusal(result);
}
