// Who uploaded what: per-user quotas on /api/uploads, and the sweep that deletes files no
// record came to reference (an editor opened, an image chosen, the form abandoned).
import { and, count, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { stored_uploads, users } from "#db/schema";
import { db, inSavepoint } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { type PeriodicJob, startPeriodicJob } from "~/server/periodic-job.server";
import type { Storage } from "~/server/storage.server";
import { MB, type SavedUpload } from "~/uploads/uploads.server";

/**
 * Uploads per person in any 24 hours. Members only upload their avatar; administrators
 * fill the catalogue. (A member sent 30 images of 2 MB in 1.5 s.)
 */
export const UPLOAD_QUOTAS = {
  member: { files: 20, bytes: 40 * MB },
  admin: { files: 500, bytes: 2048 * MB },
} as const;
const QUOTA_WINDOW = sql`interval '24 hours'`;

/** How long a file may stay unreferenced: long enough for any editor to be saved. */
export const UNREFERENCED_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Counts an upload of `size` bytes against the user's quota before the file is written.
 * The user's row is locked while counting, so parallel uploads cannot pass together.
 */
export async function reserveUpload(input: {
  userId: string;
  purpose: string;
  size: number;
  quota: keyof typeof UPLOAD_QUOTAS;
}): Promise<{ ok: true; id: string } | { ok: false }> {
  const limit = UPLOAD_QUOTAS[input.quota];
  return inSavepoint(async () => {
    await db().select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const [used] = await db()
      .select({ files: count(), bytes: sql<number>`coalesce(sum(${stored_uploads.size}), 0)::bigint` })
      .from(stored_uploads)
      .where(
        and(eq(stored_uploads.user_id, input.userId), sql`${stored_uploads.created_at} > now() - ${QUOTA_WINDOW}`),
      );
    if (used.files + 1 > limit.files || Number(used.bytes) + input.size > limit.bytes) return { ok: false as const };
    const [row] = await db()
      .insert(stored_uploads)
      .values({ user_id: input.userId, purpose: input.purpose, size: input.size })
      .returning({ id: stored_uploads.id });
    return { ok: true as const, id: row.id };
  });
}

/** Records where the reserved upload was stored. */
export async function completeUpload(id: string, saved: SavedUpload) {
  await db()
    .update(stored_uploads)
    .set({ key: saved.key, size: saved.size, variant_keys: saved.variantKeys })
    .where(eq(stored_uploads.id, id));
}

/** Gives a reservation back when the file was refused or could not be written. */
export async function cancelUpload(id: string) {
  await db().delete(stored_uploads).where(eq(stored_uploads.id, id));
}

// Tables that never name an upload: scanning them would only cost time.
const NOT_CONTENT = new Set([
  "stored_uploads",
  "email_outbox",
  "rate_limits",
  "sessions",
  "accounts",
  "verifications",
  "app_secrets",
]);

/** Both drivers (PGlite, node-postgres) answer a raw query with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The keys among `keys` that some record mentions: any text, array or JSON column of any
 * content table (image fields, rich text bodies, galleries). Matching on the key without
 * its extension also finds a record that names one of the WebP variants.
 */
async function referencedKeys(keys: string[]): Promise<Set<string>> {
  const columns = await db().execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and (data_type in ('text', 'character varying', 'jsonb', 'json')
      or (data_type = 'ARRAY' and udt_name in ('_text', '_varchar')))`);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of rowsOf<{ table_name: string; column_name: string }>(columns)) {
    if (NOT_CONTENT.has(table_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const stems = keys.map((key) => key.replace(/\.[^./]+$/, ""));
  const found = new Set<string>();
  for (const [table, names] of byTable) {
    const remaining = stems.filter((_, i) => !found.has(keys[i]));
    if (remaining.length === 0) break;
    const mentions = names.map((name) => `${quoteIdentifier(name)}::text like '%' || k.stem || '%'`).join(" or ");
    const rows = await db().execute(sql`
      select k.stem from unnest(array[${sql.join(
        remaining.map((stem) => sql`${stem}`),
        sql`, `,
      )}]::text[]) as k(stem)
      where exists (select 1 from ${sql.raw(quoteIdentifier(table))} where ${sql.raw(mentions)})`);
    for (const { stem } of rowsOf<{ stem: string }>(rows)) found.add(keys[stems.indexOf(stem)]);
  }
  return found;
}

/** A referenced file is looked at again after this long: its record may have moved on. */
const RECHECK_AFTER = sql`interval '7 days'`;

const ago = (ms: number) => sql`now() - ${sql.raw(`interval '${Math.max(0, Math.floor(ms))} milliseconds'`)}`;

/**
 * Deletes the stored files, older than the grace period, that no record references (and
 * the reservations of uploads that never completed). Referenced ones are checked again a
 * week later. Returns how many uploads were deleted.
 *
 * Safe in any number of processes at once (cluster workers, other machines): a sweep
 * claims its batch in one statement, stamping `checked_at` on rows it locks with
 * FOR UPDATE SKIP LOCKED, so a concurrent sweep neither waits for nor sees them, and the
 * files are deleted only by the sweep whose DELETE removed the row. A sweep that dies
 * mid-way leaves its rows stamped: they are looked at again a week later, never lost.
 */
export async function sweepUnreferencedUploads(
  storage: Storage,
  options: { graceMs?: number; batchSize?: number } = {},
): Promise<number> {
  const before = ago(options.graceMs ?? UNREFERENCED_GRACE_MS);
  await db()
    .delete(stored_uploads)
    .where(and(isNull(stored_uploads.key), lt(stored_uploads.created_at, before)));
  const due = db()
    .select({ id: stored_uploads.id })
    .from(stored_uploads)
    .where(
      and(
        sql`${stored_uploads.key} is not null`,
        lt(stored_uploads.created_at, before),
        or(isNull(stored_uploads.checked_at), lt(stored_uploads.checked_at, sql`now() - ${RECHECK_AFTER}`)),
      ),
    )
    .orderBy(sql`${stored_uploads.checked_at} nulls first`, stored_uploads.created_at)
    .limit(options.batchSize ?? 200)
    .for("update", { skipLocked: true });
  // The stamp a referenced file keeps is the one the claim puts: no second update for them.
  const candidates = await db()
    .update(stored_uploads)
    .set({ checked_at: sql`now()` })
    .where(inArray(stored_uploads.id, due))
    .returning({ id: stored_uploads.id, key: stored_uploads.key, variant_keys: stored_uploads.variant_keys });
  if (candidates.length === 0) return 0;
  const referenced = await referencedKeys(candidates.map((c) => c.key as string));
  let deleted = 0;
  for (const upload of candidates) {
    if (referenced.has(upload.key as string)) continue;
    // The row goes first: a file without a row is harmless, a row without its file is not.
    const [gone] = await db()
      .delete(stored_uploads)
      .where(eq(stored_uploads.id, upload.id))
      .returning({ id: stored_uploads.id });
    // Already deleted by someone else: whoever removed the row owns the files.
    if (!gone) continue;
    await Promise.all([upload.key as string, ...upload.variant_keys].map((k) => storage.delete(k)));
    deleted += 1;
  }
  if (deleted > 0) logger.info({ deleted }, "unreferenced uploads deleted");
  return deleted;
}

/** Sweeps once an hour (the first time a minute after start). */
export function startUploadSweeper(storage: () => Storage, intervalMs = 60 * 60 * 1000): PeriodicJob {
  return startPeriodicJob("upload sweep", () => sweepUnreferencedUploads(storage()), { intervalMs });
}
