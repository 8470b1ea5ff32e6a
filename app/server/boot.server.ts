// Process start and stop: open and migrate the database, seed, start workers.
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { seedDatabase } from "#db/seed/seed";
import { startAuditPruner } from "~/admin/audit.server";
import { startAttendanceJob, startSigningDetailsEraser } from "~/attendance/attendance-job.server";
import { startTimelineJob } from "~/communications/timeline-job.server";
import { offsetClock, setClock } from "~/server/clock.server";
import { getConfig } from "~/server/config.server";
import { watchVersions } from "~/server/content-version.server";
import {
  type Database,
  getDatabase,
  isNewPgliteDataDir,
  isNewPostgresDatabase,
  migrateDatabase,
  openPglite,
  openPostgres,
  setDatabase,
  withPostgresClient,
} from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { startMailWorker } from "~/server/mail.server";
import { getStorage } from "~/server/storage.server";
import { startResultsJob } from "~/surveys/results-job.server";
import { startSurveyJob } from "~/surveys/survey-job.server";
import { startUploadSweeper } from "~/uploads/upload-records.server";
import { startWaitlistJob } from "~/waitlist/waitlist-job.server";

type Running = { database: Database; stopWorkers: (() => Promise<void>)[] };
const holder = globalThis as unknown as { __formatioBoot?: Promise<Running> };

// Serialises migrations and seeding when several processes start together on PostgreSQL
// (the workers of WEB_CONCURRENCY, or other machines): the first one migrates and seeds,
// the next ones find nothing left to do. Every seeding step is idempotent besides.
const BOOT_LOCK_ID = 2019_0001;

/**
 * An advisory lock belongs to a connection: it is taken and released on one client of its
 * own, not through the pool, which could hand the unlock to another connection (the unlock
 * then fails and the lock stays held until the pool drops the idle one).
 */
async function withBootLock(databaseUrl: string | undefined, fn: () => Promise<void>) {
  // PGlite: the data-directory lock already makes this process the only one.
  if (!databaseUrl) return fn();
  // Closing the connection releases the lock.
  await withPostgresClient(databaseUrl, async (client) => {
    await client.query("select pg_advisory_lock($1)", [BOOT_LOCK_ID]);
    await fn();
  });
}

/**
 * Opens the database and brings it up to date: migrations, the administrator, the demo
 * content. On PostgreSQL, one process at a time (the boot lock).
 */
async function openPrepared(): Promise<Database> {
  const config = getConfig();
  // End-to-end journeys that must see time pass (an offer expiring) move this file's offset.
  if (config.CLOCK_OFFSET_FILE) {
    const file = config.CLOCK_OFFSET_FILE;
    setClock(offsetClock(file, (path) => fs.readFileSync(path, "utf8")));
  }
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.dataDir);
  setDatabase(database);
  try {
    await withBootLock(config.DATABASE_URL, async () => {
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
  return database;
}

/**
 * What the process that prepares a new database runs (`server.js`, decision 037):
 * the preparation alone, then the database closed for the server to open.
 */
export async function prepare(): Promise<void> {
  const database = await openPrepared();
  await database.close();
  setDatabase(undefined);
}

export type BootOptions = {
  /**
   * Runs `prepare` in a process of its own and resolves once it has succeeded. Given, a new
   * database (an embedded one's data directory not created yet, a PostgreSQL one never
   * migrated) is created, migrated and filled with the demo content there, not in the process
   * that then serves (decision 037): preparing it left that process about 120 MB larger for
   * its life (a grown heap, PGlite's memory touched, malloc pages it keeps, the document libraries).
   */
  prepareApart?: () => Promise<void>;
};

async function start(options: BootOptions): Promise<Running> {
  const config = getConfig();
  if (options.prepareApart) {
    const url = config.DATABASE_URL;
    if (url ? await isNewPostgresDatabase(url) : isNewPgliteDataDir(config.dataDir)) await options.prepareApart();
  }
  // Up to date already when prepared apart: the migrations and seeding steps find nothing to do.
  const database = await openPrepared();
  // Page and list caches follow the content version from here on (content-version.server.ts).
  const unwatch = await watchVersions(database);
  // These jobs are safe in any number of processes (here or on other machines): the outbox
  // worker, the upload sweep and the audit log's pruning claim their rows with FOR UPDATE
  // SKIP LOCKED, so no e-mail is sent twice and no file is deleted twice
  // (docs/decisions/007-web-concurrency.md).
  const worker = config.MAIL_WORKER ? startMailWorker({}) : undefined;
  const sweeper = startUploadSweeper(getStorage);
  const pruner = startAuditPruner();
  // Sittings open, close and lock on time; each step is claimed FOR UPDATE SKIP LOCKED too.
  const attendance = startAttendanceJob();
  const eraser = startSigningDetailsEraser();
  // Convocations, reminders, remote links, trainers' packs and change notices go on time; each
  // step is claimed by a unique index, so several processes never send it twice.
  const timeline = startTimelineJob();
  // Waiting lists: offers expire, remind and pass on; freed seats are offered (claimed under the session's row lock).
  const waitlist = startWaitlistJob();
  // Surveys: invitations and reminders on time (a unique index and a claimed count keep each step single).
  const surveyJob = startSurveyJob();
  // The published results: computed again hourly and after answers; one locked transaction a pass.
  const results = startResultsJob();
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    logger.warn(
      { WEB_CONCURRENCY: config.WEB_CONCURRENCY },
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} is ignored: one process serves the site, because the embedded ` +
        "database (no DATABASE_URL) belongs to one process. Set DATABASE_URL to a PostgreSQL server to run several.",
    );
  }
  logger.info({ driver: database.driver }, "database ready");
  return {
    database,
    stopWorkers: [
      sweeper.stop,
      pruner.stop,
      attendance.stop,
      eraser.stop,
      timeline.stop,
      waitlist.stop,
      surveyJob.stop,
      results.stop,
      unwatch,
      ...(worker ? [() => worker.stop()] : []),
    ],
  };
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
export function boot(options: BootOptions = {}): Promise<Running> {
  holder.__formatioBoot ??= start(options).catch((error) => {
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
