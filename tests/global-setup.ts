// Runs once before the unit and integration test files: migrates one database and lets every
// file start from a copy of it instead of creating and migrating its own. Creating an in-memory
// PGlite runs initdb inside WebAssembly (about 3.5 s a file on this machine) and migrating adds
// 0.7 s; loading a dump takes 0.7 s. On PostgreSQL each file's database is created from a
// migrated template database. Both are keyed by a hash of the migrations, so a change to one
// makes a new copy, and the copies are kept between runs (node_modules/.cache, and databases named
// formatio_template_<hash> on the server).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, migrationsFolder, openPglite, openPostgres } from "~/server/db.server";
import { ensurePgliteTemplate } from "~/server/pglite-template.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database's dump (PGlite pass). */
    pgliteSnapshot: string;
    /** The same before any migration, for the tests that migrate themselves (PGlite pass). */
    pgliteEmptySnapshot: string;
    /** The migrated template database each file's database is copied from (PostgreSQL pass). */
    postgresTemplate: string;
  }
}

function migrationsKey(): string {
  const hash = createHash("sha256");
  const folder = migrationsFolder();
  const files = fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const full = path.join(folder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update("\0").update(fs.readFileSync(full)).update("\0");
  }
  // The dump's format is PGlite's: a new version makes a new one.
  const pglite = path.resolve("node_modules/@electric-sql/pglite/package.json");
  if (fs.existsSync(pglite)) hash.update(JSON.parse(fs.readFileSync(pglite, "utf8")).version);
  return hash.digest("hex").slice(0, 16);
}

/** Writes `blob` to `file` through a temporary name: a run that stops half-way leaves no truncated copy. */
async function writeAtomically(file: string, blob: Blob) {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(partial, file);
}

/** How long a test database copy (PGlite dump, PostgreSQL template) no run has used is kept. */
const TEMPLATE_IDLE_MS = 6 * 60 * 60_000;

/**
 * The dumps of an empty PGlite database (the server's own template, pglite-template.server.ts)
 * and of a migrated one, made from it once per set of migrations.
 */
async function pgliteSnapshots(key: string): Promise<{ empty: string; migrated: string }> {
  const empty = await ensurePgliteTemplate();
  const dir = path.resolve("node_modules/.cache/formatio-tests");
  const migrated = path.join(dir, `pglite-${key}.tar`);
  if (fs.existsSync(migrated)) {
    // Touched: the clean-up below goes by when a run last used a copy.
    const now = new Date();
    fs.utimesSync(migrated, now, now);
    return { empty, migrated };
  }
  fs.mkdirSync(dir, { recursive: true });
  // Copies made for other migrations and unused for a while are of no more use (not at once:
  // a run of another branch sharing node_modules may be reading its own).
  for (const old of fs.readdirSync(dir)) {
    const file = path.join(dir, old);
    if (old.startsWith("pglite-") && Date.now() - fs.statSync(file).mtimeMs > TEMPLATE_IDLE_MS) {
      fs.rmSync(file, { force: true });
    }
  }
  const database = await openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(empty)]) });
  try {
    if (!database.dump) throw new Error("PGlite gives no dump");
    await migrateDatabase(database);
    await writeAtomically(migrated, await database.dump());
  } finally {
    await database.close();
  }
  return { empty, migrated };
}

/** Records when a run last used `name` (the database's comment): what the clean-up goes by. */
async function markUsed(admin: pg.Client, name: string) {
  await admin.query(`COMMENT ON DATABASE "${name}" IS '${Date.now()}'`);
}

async function postgresTemplate(url: string, key: string): Promise<string> {
  const name = `formatio_template_${key}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) {
      await markUsed(admin, name);
      return name;
    }
    // Migrated under a name of its own and renamed when complete: a run that stops half-way,
    // or another run doing the same at the same time, never leaves a half-migrated template.
    const building = `formatio_template_building_${randomBytes(4).toString("hex")}`;
    await admin.query(`CREATE DATABASE "${building}"`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openPostgres(target.toString());
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    try {
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (error) {
      // Another run finished first: its template is the same.
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      const again = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (!again.rowCount) throw error;
    }
    await markUsed(admin, name);
    // Templates made for other migrations and unused for a while are of no more use. Not at
    // once: runs of other branches on the same server (worktrees, a CI run beside a test run)
    // copy theirs between files, when a drop would succeed and break them.
    const old = await admin.query(
      `SELECT datname, shobj_description(oid, 'pg_database') AS used FROM pg_database
       WHERE datname LIKE 'formatio\\_template\\_%' AND datname <> $1`,
      [name],
    );
    for (const { datname, used } of old.rows as { datname: string; used: string | null }[]) {
      if (datname.startsWith("formatio_template_building_")) continue;
      if (Date.now() - Number(used ?? 0) < TEMPLATE_IDLE_MS) continue;
      await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
    }
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const key = migrationsKey();
  const url = process.env.TEST_DATABASE_URL;
  if (url) project.provide("postgresTemplate", await postgresTemplate(url, key));
  else {
    const { empty, migrated } = await pgliteSnapshots(key);
    project.provide("pgliteSnapshot", migrated);
    project.provide("pgliteEmptySnapshot", empty);
  }
}
