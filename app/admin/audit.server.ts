// The audit log's writing side: what a service reports about its write, turned into a row of
// `audit_log` in the same transaction (the admin action helper calls recordAudit inside it).
//
// Retention: entries are kept at least a year (issue 10) and deleted once older than
// AUDIT_RETENTION (two years). Every process runs pruneAuditLog once a day
// (startAuditPruner, from boot.server.ts, on the same timer kit as the upload sweep); the
// batches are claimed with FOR UPDATE SKIP LOCKED, so processes pruning at the same time
// share the old rows without waiting for each other or deleting anything twice.
// The reading side (the /admin/audit list) is audit-list.server.ts.
import { eq, inArray, lt, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { audit_log } from "#db/schema";
import { isUuid } from "~/forms/validate";
import type { SessionUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { type PeriodicJob, startPeriodicJob } from "~/server/periodic-job.server";

/** What a write did to one entity, as the service that made it reports it. */
export type AuditRecord = {
  /** create, update, delete, or a domain verb (approve, role_change, deactivate…). */
  action: string;
  /** The entity's kind: user, trainer, testimonial, course, permission… */
  entity: string;
  id: string | null;
  /** A human label at the time: a name, an e-mail, a title. */
  label?: string;
  /** The fields before the write (null or absent for a creation). */
  before?: Record<string, unknown> | null;
  /** The fields after the write (null or absent for a deletion). */
  after?: Record<string, unknown> | null;
};

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Never stored, whatever a service passes: credentials, bookkeeping, and an accessibility case's
 * private notes (delivery.md §7: the participant's and the referent's words stay on the case).
 */
const LEFT_OUT = /password|token|secret|hash|^created_at$|^updated_at$|^request_note$|^referent_note$/i;

function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value ?? null);
}

function stored(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** The fields whose value differs between `before` and `after`, secrets left out. */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (LEFT_OUT.test(key)) continue;
    const a = before?.[key];
    const b = after?.[key];
    if (comparable(a) === comparable(b)) continue;
    changes[key] = { before: stored(a), after: stored(b) };
  }
  return changes;
}

/** Writes the entries of one action, by `actor`, where `db()` points (the action's transaction). */
export async function recordAudit(
  actor: Pick<SessionUser, "id" | "email">,
  records: AuditRecord | readonly AuditRecord[] | null,
): Promise<void> {
  const list = records === null ? [] : Array.isArray(records) ? records : [records as AuditRecord];
  if (list.length === 0) return;
  await db()
    .insert(audit_log)
    .values(
      list.map((record) => ({
        actor_id: actor.id,
        actor_email: actor.email,
        action: record.action,
        entity_type: record.entity,
        entity_id: record.id,
        entity_label: record.label ?? "",
        changes: auditChanges(record.before, record.after),
      })),
    );
}

/**
 * A row as it stands, for an audit entry's `before` or `after`: the audited writes
 * (audited-write.server.ts) take one before and one after, so the entry holds exactly the
 * fields that changed. `lock` reads it FOR UPDATE.
 */
export async function snapshot(
  table: PgTable & { id: AnyPgColumn },
  id: string | null | undefined,
  options: { lock?: boolean } = {},
): Promise<Record<string, unknown> | null> {
  if (!isUuid(id)) return null;
  const query = db().select().from(table).where(eq(table.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return (row as Record<string, unknown> | undefined) ?? null;
}

/** How long an entry is kept: at least the year issue 10 asks for, with a year's margin. */
export const AUDIT_RETENTION = "2 years";

/**
 * Deletes the entries older than AUDIT_RETENTION, `batchSize` rows per statement so that no
 * statement holds many locks for long. Returns how many were deleted.
 */
export async function pruneAuditLog(options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  let deleted = 0;
  for (;;) {
    const due = db()
      .select({ id: audit_log.id })
      .from(audit_log)
      .where(lt(audit_log.created_at, sql`now() - ${sql.raw(`interval '${AUDIT_RETENTION}'`)}`))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const gone = await db().delete(audit_log).where(inArray(audit_log.id, due)).returning({ id: audit_log.id });
    deleted += gone.length;
    if (gone.length < batchSize) break;
  }
  if (deleted > 0) logger.info({ deleted }, "old audit entries deleted");
  return deleted;
}

/** Prunes once a day, the first time a few minutes after start (restarts prune too). */
export function startAuditPruner(intervalMs = 24 * 60 * 60 * 1000): PeriodicJob {
  return startPeriodicJob("audit log pruning", () => pruneAuditLog(), { intervalMs, firstDelayMs: 5 * 60_000 });
}
