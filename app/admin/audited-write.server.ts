// The one way a service writes a row and says what changed (issue 22 §3): the row is read
// before the write and after it, in the write's transaction, and the pair becomes the audit
// entry that `written` carries to adminAction. Services no longer take snapshots by hand, so
// an entry can neither miss the row's state before the write nor read it before it is written.
import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type AuditRecord, auditChanges, snapshot } from "~/admin/audit.server";
import { type WriteResult, written } from "~/admin/write-result.server";
import { db } from "~/server/db.server";

/** A table whose rows have a uuid `id`. */
export type AuditedTable = PgTable & { id: AnyPgColumn };
/** A row as the audit log sees it. */
export type AuditedRow = Record<string, unknown>;
/** What a write may answer instead of its entry: notFound(), invalid(), conflict(), written(null)… */
type Answer = WriteResult<unknown>;

type OkExtra = { data?: unknown; redirectTo?: string };
/** What a write function ends with: an answer instead of the entry, the answer's extras, or nothing. */
// biome-ignore lint/suspicious/noConfusingVoidType: a write that returns nothing is the usual case
type Outcome = Answer | OkExtra | undefined | void;
type MaybePromise<T> = T | Promise<T>;

/**
 * The table as drizzle's builders take any table: the helpers are generic over tables, and the
 * values they write are typed by their callers (`T["$inferInsert"]`).
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
const writable = (table: AuditedTable) => table as any;

type RowWrite<T extends AuditedTable> = OkExtra & {
  /** No entry when the write changed nothing (saving the same texts again). */
  onlyIfChanged?: boolean;
  /** The entity's kind in the audit log: client, course, session… */
  entity: string;
  /** The entry's label, or how to name the row from its state before the write. */
  label: string | ((before: T["$inferSelect"]) => MaybePromise<string>);
  /** The answer when there is no such row: nothing is written. */
  missing: Answer;
  /** Refuses the write from the row as it stands (a check that needs its current values). */
  check?: (before: T["$inferSelect"]) => MaybePromise<Answer | null | undefined>;
  /** Reads the row FOR UPDATE: the write depends on its current values and must not race another. */
  lock?: boolean;
};

/**
 * Inserts one row and reports its creation with the row as the database filled it (defaults
 * included): what `written` needs, plus the new id for the answer's data or redirect.
 */
export async function auditedInsert<T extends AuditedTable>(
  table: T,
  values: T["$inferInsert"],
  what: { entity: string; label: string },
): Promise<AuditRecord & { id: string }> {
  const [row] = (await db().insert(writable(table)).values(values).returning()) as AuditedRow[];
  return { action: "create", entity: what.entity, id: String(row.id), label: what.label, after: row };
}

/**
 * The creation entry of a row another function inserted (the course's slug retries, the
 * reorder kit's position): the row as it now stands.
 */
export async function auditedCreation(
  table: AuditedTable,
  id: string,
  what: { entity: string; label: string; action?: string },
): Promise<AuditRecord & { id: string }> {
  return {
    action: what.action ?? "create",
    entity: what.entity,
    id,
    label: what.label,
    after: await snapshot(table, id),
  };
}

/**
 * Changes one row and answers the write with its entry (`action`, default "update"): the row
 * before, `check`, then `write`, then the row after. `write` is the change itself: the values to
 * set, or a function for anything else; an answer it returns (a refusal, or `written(null)` for
 * a write that turned out to change nothing) is the write's answer instead of the entry.
 */
export async function auditedUpdate<T extends AuditedTable>(
  table: T,
  id: string,
  change: RowWrite<T> & {
    action?: string;
    write: Partial<T["$inferInsert"]> | ((before: T["$inferSelect"]) => MaybePromise<Outcome>);
  },
): Promise<WriteResult> {
  return audited(table, id, change.action ?? "update", change, async (before) => {
    if (typeof change.write === "function") return change.write(before);
    await db().update(writable(table)).set(change.write).where(eq(table.id, id));
  });
}

/** Deletes one row (or runs `write`, which deletes it) and answers with the deletion's entry. */
export async function auditedDelete<T extends AuditedTable>(
  table: T,
  id: string,
  change: RowWrite<T> & { write?: (before: T["$inferSelect"]) => Promise<Outcome> },
): Promise<WriteResult> {
  return audited(table, id, "delete", change, async (before) => {
    if (change.write) return change.write(before);
    await db().delete(table).where(eq(table.id, id));
  });
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === "object" && value !== null && "kind" in value;
}

async function audited<T extends AuditedTable>(
  table: T,
  id: string,
  action: string,
  change: RowWrite<T>,
  write: (before: T["$inferSelect"]) => Promise<Outcome>,
): Promise<WriteResult> {
  const before = (await snapshot(table, id, { lock: change.lock })) as T["$inferSelect"] | null;
  if (!before) return change.missing;
  const refused = await change.check?.(before);
  if (refused) return refused;
  const label = typeof change.label === "function" ? await change.label(before) : change.label;
  const outcome = await write(before);
  if (isAnswer(outcome)) return outcome;
  const after = action === "delete" ? undefined : await snapshot(table, id);
  const entry: AuditRecord = {
    action,
    entity: change.entity,
    id,
    label,
    before,
    ...(after === undefined ? {} : { after }),
  };
  const unchanged = change.onlyIfChanged && Object.keys(auditChanges(before, after)).length === 0;
  const extra: OkExtra = { data: change.data, redirectTo: change.redirectTo, ...(outcome ?? {}) };
  return written(unchanged ? null : entry, {
    ...(extra.data === undefined ? {} : { data: extra.data }),
    ...(extra.redirectTo === undefined ? {} : { redirectTo: extra.redirectTo }),
  });
}
