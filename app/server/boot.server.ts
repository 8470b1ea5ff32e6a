// Process start and stop: open and migrate the database, seed, start workers.
import { sql } from "drizzle-orm";
import { seedDatabase } from "#db/seed/seed";
import { getConfig } from "~/server/config.server";
import { type Database, getDatabase, migrateDatabase, openPglite, openPostgres, setDatabase } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { startMailWorker } from "~/server/mail.server";
import { getStorage } from "~/server/storage.server";
import { startUploadSweeper } from "~/uploads/upload-records.server";

type Running = { database: Database; stopWorkers: (() => Promise<void>)[] };
const holder = globalThis as unknown as { __formatioBoot?: Promise<Running> };

// Serialises migrations and seeding when several processes start together on PostgreSQL.
const BOOT_LOCK_ID = 2019_0001;

async function withBootLock(database: Database, fn: () => Promise<void>) {
  if (database.driver !== "pg") return fn();
  await database.db.execute(sql`select pg_advisory_lock(${BOOT_LOCK_ID})`);
  try {
    await fn();
  } finally {
    await database.db.execute(sql`select pg_advisory_unlock(${BOOT_LOCK_ID})`);
  }
}

async function start(): Promise<Running> {
  const config = getConfig();
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.dataDir);
  setDatabase(database);
  try {
    await withBootLock(database, async () => {
      await migrateDatabase(database);
      const result = await seedDatabase({
        demo: config.DEMO_CONTENT,
        adminEmail: config.ADMIN_EMAIL,
        adminPassword: config.ADMIN_PASSWORD,
      });
      if (result.createdAdmin) printAdmin(result.createdAdmin);
      if (result.demoSeeded) logger.info("demo content loaded");
    });
  } catch (error) {
    await database.close();
    setDatabase(undefined);
    throw error;
  }
  const worker = config.MAIL_WORKER ? startMailWorker({}) : undefined;
  const sweeper = startUploadSweeper(getStorage);
  logger.info({ driver: database.driver }, "database ready");
  return { database, stopWorkers: [sweeper.stop, ...(worker ? [() => worker.stop()] : [])] };
}

function printAdmin(admin: { email: string; password?: string }) {
  const lines = [
    "",
    "==============================================================",
    " Formatio administrator account created",
    `   e-mail:   ${admin.email}`,
    admin.password ? `   password: ${admin.password}` : "   password: the ADMIN_PASSWORD you configured",
    admin.password ? " This password is shown only once: sign in and keep it safe." : "",
    "==============================================================",
    "",
  ];
  process.stdout.write(`${lines.filter((l) => l !== undefined).join("\n")}\n`);
}

/** Opens everything once per process (dev reloads call it again harmlessly). */
export function boot(): Promise<Running> {
  holder.__formatioBoot ??= start().catch((error) => {
    holder.__formatioBoot = undefined;
    throw error;
  });
  return holder.__formatioBoot;
}

export async function shutdown() {
  const running = await holder.__formatioBoot?.catch(() => undefined);
  holder.__formatioBoot = undefined;
  if (!running) return;
  await Promise.all(running.stopWorkers.map((stop) => stop()));
  await running.database.close();
  setDatabase(undefined);
}

export async function isDatabaseHealthy(): Promise<boolean> {
  try {
    await getDatabase().db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
