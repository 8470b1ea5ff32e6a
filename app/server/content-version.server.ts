// What every cache of public content is checked against: the `content_version` row, which a
// deferred trigger bumps in the committing transaction of any write to a public table
// (migration 0012). A cache entry is tagged with the version read before it was built and
// served only while the version has not moved: invalidation is exact, never a guess by TTL.
//
// Knowing the version must not cost a query per request. A watched database (the server's,
// see boot.server.ts) keeps it in memory, moved by:
// - NOTIFY `content_version`, sent at commit by the trigger, from any process;
// - this process's own writes: while a state-changing request runs, and after it until the
//   next read, the version is read again (on PostgreSQL the NOTIFY comes back on another
//   connection, maybe after the writer's next page load: that page must already be fresh);
// - a read every second, for notifications lost while the listening connection was down.
// An unwatched database (tests, scripts) is read every time: always exact.
//
// A second counter, `access_version` (migration 0039, decision 035), works the same way for
// who may do what: the session, user and rights caches of signed-in requests follow it. A
// third, `booking_version` (migration 0041), for a member's own booking state on the course
// page and the calendar.
import { eq, sql } from "drizzle-orm";
import { access_version, booking_version, content_version } from "#db/schema";
import { type Database, getDatabase, isInTransaction } from "~/server/db.server";

/**
 * Tables without the trigger: what no public page shows (sign-in state, limits, the
 * inbox and its notes, the outbox, newsletter subscribers, upload bookkeeping, admin permissions, the
 * audit log, the page editor's revision history).
 * Every other table has it; tests/integration/content-version.test.ts holds the schema
 * to this list.
 */
export const PRIVATE_TABLES = [
  "content_version",
  "access_version",
  "booking_version",
  "sessions",
  "accounts",
  "verifications",
  "rate_limits",
  "messages",
  "message_notes",
  "newsletter_subscribers",
  "email_outbox",
  "app_secrets",
  "stored_uploads",
  "permissions",
  "audit_log",
  "page_revisions",
  "session_sittings",
  "attendance_signatures",
  "attendance_records",
  "attendance_corrections",
  "absence_justifications",
  "attendance_alerts",
  "attendance_sign_codes",
  "sitting_scans",
  "assessment_results",
  "issued_documents",
  "issued_document_files",
  "session_messages",
  "session_changes",
  "waitlist_entries",
  "waitlist_offers",
  "surveys",
  "survey_questions",
  "incidents",
  "improvements",
  "accessibility_cases",
] as const;

/**
 * The counters kept this way: `content` for what public pages show, `access` for who may do
 * what (sessions, users' roles and activity, the permission matrix and profiles: migration
 * 0039, decision 035), `booking` for a member's seats, waiting-list places and contact details
 * (migration 0041). Each is a one-row table moved at commit and announced on its channel.
 */
const COUNTERS = { content: content_version, access: access_version, booking: booking_version } as const;
export type Counter = keyof typeof COUNTERS;
const POLL_MS = 1000;

type Watch = {
  version: number | null;
  /** State-changing requests of this process still running. */
  writes: number;
  /** A write of this process may have committed since the version was last read. */
  dirty: boolean;
  listeners: Set<(version: number) => void>;
};

const watches = new WeakMap<Database, Record<Counter, Watch>>();

async function readVersion(database: Database, counter: Counter): Promise<number> {
  const table = COUNTERS[counter];
  const [row] = await database.db.select({ version: table.version }).from(table).where(eq(table.id, 1));
  return row?.version ?? 0;
}

function advance(watch: Watch, version: number) {
  // Notifications and reads may arrive out of order; the version only goes up.
  if (watch.version !== null && version <= watch.version) return;
  watch.version = version;
  for (const listener of watch.listeners) listener(version);
}

/** Keeps `database`'s versions in memory until the returned function is called. */
export async function watchVersions(database: Database = getDatabase()): Promise<() => Promise<void>> {
  const counters = Object.keys(COUNTERS) as Counter[];
  const watch = Object.fromEntries(
    counters.map((counter) => [counter, { version: null, writes: 0, dirty: true, listeners: new Set() }]),
  ) as Record<Counter, Watch>;
  const unlisten = await Promise.all(
    counters.map((counter) =>
      database.listen(`${counter}_version`, (payload) => {
        const version = Number(payload);
        if (Number.isInteger(version)) advance(watch[counter], version);
      }),
    ),
  );
  watches.set(database, watch);
  for (const counter of counters) advance(watch[counter], await readVersion(database, counter));
  const poll = setInterval(() => {
    for (const counter of counters) {
      readVersion(database, counter).then(
        (version) => advance(watch[counter], version),
        () => {}, // the database is away; the next tick tries again
      );
    }
  }, POLL_MS);
  poll.unref();
  return async () => {
    clearInterval(poll);
    watches.delete(database);
    await Promise.all(unlisten.map((stop) => stop()));
  };
}

/** A counter's current version: from memory when watched and clean, else one small read. */
export async function currentVersion(counter: Counter, database: Database = getDatabase()): Promise<number> {
  const watch = watches.get(database)?.[counter];
  if (!watch) return readVersion(database, counter);
  if (watch.dirty || watch.version === null) {
    // Cleared before the read: a write ending meanwhile sets it again.
    watch.dirty = watch.writes > 0;
    advance(watch, await readVersion(database, counter));
  }
  return watch.version as number;
}

/**
 * The counter's version when memory knows it for sure (watched, no write of this process since
 * the last read), else undefined: the page cache's hit path, which must not wait, asks this.
 */
export function knownVersion(counter: Counter): number | undefined {
  let database: Database;
  try {
    database = getDatabase();
  } catch {
    return undefined; // not opened yet: the app answers (and says so)
  }
  const watch = watches.get(database)?.[counter];
  if (!watch || watch.dirty || watch.version === null) return undefined;
  return watch.version;
}

/** The current content version: from memory when watched and clean, else one small read. */
export function contentVersion(database: Database = getDatabase()): Promise<number> {
  return currentVersion("content", database);
}

/**
 * Marks a state-changing request of this process: until it ends, and once after, the
 * versions are read from the database instead of memory. Returns the function ending it.
 */
export function beginWrite(database: Database = getDatabase()): () => void {
  const watch = watches.get(database);
  if (!watch) return () => {};
  const all = Object.values(watch);
  for (const one of all) {
    one.writes += 1;
    one.dirty = true;
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    for (const one of all) {
      one.writes -= 1;
      one.dirty = true;
    }
  };
}

/**
 * The database's snapshot as text (`pg_current_snapshot()`: the oldest running transaction, the
 * next to be numbered, those running between). Any commit, of any table and from any process,
 * changes it, and it never comes back to a text it had: what was read under one snapshot is
 * still true while the snapshot is the same. The back office's pages are kept per person under
 * it (page-cache.server.ts), where no counter follows every private table. One small read.
 */
export async function databaseSnapshot(database: Database = getDatabase()): Promise<string> {
  const result = await database.db.execute(sql`select pg_current_snapshot()::text as snapshot`);
  // Both drivers answer a raw statement with { rows }.
  return (result as unknown as { rows: { snapshot: string }[] }).rows[0].snapshot;
}

/** Calls `listener` each time the watched content version moves (to free what is stale at once). */
export function onContentVersion(listener: (version: number) => void, database: Database = getDatabase()) {
  const watch = watches.get(database)?.content;
  watch?.listeners.add(listener);
  return () => watch?.listeners.delete(listener);
}

export type VersionCacheOptions<T> = {
  /** How long an entry serves at most, for what the clock alone changes ("upcoming", "today"). */
  ttlMs: number;
  /** How many inputs are remembered (the most recently used). */
  max: number;
  /** Whether a value may be kept: a page whose section failed to load is served once, not kept. */
  keep?: (value: T) => boolean;
};

/**
 * `load`, remembered per database until the content version moves: for the lists every
 * page reads (lookups, site settings, messages) and that change only by a write.
 */
export function cachedByContentVersion<T>(load: () => Promise<T>): () => Promise<T> {
  const cached = cachedByContentVersionFor(() => "", load, { ttlMs: Number.POSITIVE_INFINITY, max: 1 });
  return () => cached(undefined);
}

/**
 * `load(input)`, remembered per input until the content version moves, for at most `ttlMs`
 * (what the clock changes: "upcoming" sessions) and for the `max` most recent inputs. For
 * the reads every visitor and member repeats with the same arguments (a catalogue page):
 * exact like the page cache, and it serves signed-in people too.
 */
export function cachedByContentVersionFor<I, T>(
  keyOf: (input: I) => string,
  load: (input: I) => Promise<T>,
  options: VersionCacheOptions<T>,
): (input: I) => Promise<T> {
  return cachedByVersionFor("content", keyOf, load, options);
}

/**
 * `load(input)`, remembered per input until `counter`'s version moves, for at most `ttlMs` and
 * for the `max` most recent inputs. With "access": what a signed-in request reads about its
 * session and rights (auth.server.ts, permissions.server.ts), exact like the content caches.
 */
export function cachedByVersionFor<I, T>(
  counter: Counter,
  keyOf: (input: I) => string,
  load: (input: I) => Promise<T>,
  options: VersionCacheOptions<T>,
): VersionCached<I, T> {
  type Entry = { version: number; at: number; value: Promise<T>; settled?: { value: T } };
  const caches = new WeakMap<Database, Map<string, Entry>>();
  const fresh = (entry: Entry | undefined, version: number): entry is Entry =>
    entry !== undefined && entry.version === version && Date.now() - entry.at < options.ttlMs;
  const cached = async (input: I) => {
    // Inside a write's transaction: read through it, keep nothing. What it reads may be
    // uncommitted (and rolled back), and the version is read on another connection, which
    // on the embedded database would wait for this very transaction.
    if (isInTransaction()) return load(input);
    const database = getDatabase();
    const version = await currentVersion(counter, database);
    let cache = caches.get(database);
    if (!cache) {
      cache = new Map();
      caches.set(database, cache);
    }
    const key = keyOf(input);
    const hit = cache.get(key);
    cache.delete(key);
    if (fresh(hit, version)) {
      cache.set(key, hit); // most recently used last
      return hit.value;
    }
    const entry: Entry = { version, at: Date.now(), value: load(input) };
    cache.set(key, entry);
    for (const oldest of cache.keys()) {
      if (cache.size <= options.max) break;
      cache.delete(oldest);
    }
    const owner = cache;
    const forget = () => {
      if (owner.get(key) === entry) owner.delete(key);
    };
    entry.value.then((value) => {
      if (options.keep && !options.keep(value)) forget();
      else entry.settled = { value };
    }, forget);
    return entry.value;
  };
  /** The value already in memory for `input`, when it is surely current; else undefined (ask the slow way). */
  const peek = (input: I): { value: T } | undefined => {
    const version = knownVersion(counter);
    if (version === undefined || isInTransaction()) return undefined;
    const entry = caches.get(getDatabase())?.get(keyOf(input));
    return fresh(entry, version) ? entry.settled : undefined;
  };
  return Object.assign(cached, { peek });
}

/** A function remembered per version, which can also tell without waiting what it already knows. */
export type VersionCached<I, T> = ((input: I) => Promise<T>) & { peek(input: I): { value: T } | undefined };
