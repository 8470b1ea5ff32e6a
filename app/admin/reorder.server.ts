// The server half of the back office's one way to reorder a list (docs/decisions/017-reorder.md):
// the screen posts the whole list in its new order (`ids[]`, plus `scope` for a list inside an
// owner, e.g. one help section's articles); the helper checks it is exactly the list as it
// stands, then writes display_order = position for every row in one statement, inside the
// admin action's transaction. Creations append with `appendPosition` under the same lock, so
// a reorder and a creation never interleave. The browser half is app/admin/list/reorder.tsx.
import { and, asc, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { intent } from "~/admin/action.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { isUuid } from "~/forms/validate";
import { db } from "~/server/db.server";

/** A table whose rows are listed by `display_order`. */
export type OrderedTable = PgTable & { id: AnyPgColumn; display_order: AnyPgColumn };

/** A list inside an owner: the rows whose `column` equals the owner's id (a section's articles). */
export type OrderScope = {
  column: AnyPgColumn;
  /** The owner's table and the column naming it in the audit entry. */
  owner: PgTable & { id: AnyPgColumn };
  ownerLabel: AnyPgColumn;
};

/** More rows than any back-office list holds: a longer post is not a reorder of one. */
export const REORDER_MAX = 500;

const E = "admin.reorder.error";
/** The messages of the kit, shared by every screen (their wording does not depend on the list). */
export const REORDER_MESSAGES = {
  invalid: `${E}.invalid`,
  stale: `${E}.stale`,
  save: `${E}.save`,
} as const;

export const reorderSchema = z.object({
  ids: z
    .array(z.string().refine(isUuid, REORDER_MESSAGES.invalid), { error: REORDER_MESSAGES.invalid })
    .min(1, REORDER_MESSAGES.invalid)
    .max(REORDER_MAX, REORDER_MESSAGES.invalid)
    .refine((ids) => new Set(ids).size === ids.length, REORDER_MESSAGES.invalid),
  scope: z.string().optional(),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

/**
 * Makes the writes to `table`'s order take turns until the transaction ends: a transaction-scoped
 * advisory lock named after the table (services.server.ts uses the same idiom). It also holds
 * when the list is empty, where a row lock would have nothing to lock.
 */
export async function lockOrder(table: OrderedTable): Promise<void> {
  await db().execute(sql`select pg_advisory_xact_lock(hashtext(${`${getTableName(table)}.display_order`}))`);
}

/**
 * Where a row appended to the list goes, and how many rows the list holds. The position is
 * `start` + the current count: the count for lists numbered from 0 (the spec's rule for help
 * items), count + 1 with `start: 1` (categories, partners, clients). Or just after the last row
 * when the stored numbers run higher (seeds number from 1): never a tie with the last row. Takes
 * the order lock first, so two creations, or a creation and a reorder, never read the same count;
 * a limit checked against `count` (at most 3 stats) therefore holds under concurrency too.
 */
export async function appendPosition(
  table: OrderedTable,
  where?: SQL,
  { start = 0 }: { start?: number } = {},
): Promise<{ position: number; count: number }> {
  await lockOrder(table);
  const [row] = await db()
    .select({
      count: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${table.display_order}) + 1, 0)::int`,
    })
    .from(table)
    .where(where);
  const count = Number(row.count);
  return { position: Math.max(count + start, Number(row.next)), count };
}

export type ReorderOptions = {
  /** The column naming a row in the audit entry (its French title, its name). */
  label: AnyPgColumn;
  /** The audit entry's entity type: the items' own ("stat"), or the owner's for a scoped list. */
  entity: string;
  /** A list inside an owner, and the owner's id. */
  scope?: OrderScope & { id: string };
  /** The first position (0 by default; 1 for lists numbered from 1). */
  start?: number;
  /** Which of the scope's rows the list holds, when not all (a course's questions of one survey, not archived). */
  where?: SQL;
};

/**
 * Writes `ids`' order as `display_order = start + position`. Refused (409, nothing written) when
 * `ids` is not exactly the list as it stands now: a row added, deleted or moved to another scope
 * since the page was drawn would otherwise land at a position nobody chose.
 */
export async function reorder(
  table: OrderedTable,
  ids: readonly string[],
  options: ReorderOptions,
): Promise<WriteResult> {
  const { scope, start = 0 } = options;
  await lockOrder(table);
  let ownerLabel = "";
  if (scope) {
    // Read, not locked: a creation in the owner holds the order lock and then its foreign key's
    // lock on the owner, so locking the owner here could deadlock. An owner deleted meanwhile
    // takes its rows along, and the update below then finds none.
    if (!isUuid(scope.id)) return notFound(REORDER_MESSAGES.stale);
    const [owner] = await db()
      .select({ label: scope.ownerLabel })
      .from(scope.owner)
      .where(eq(scope.owner.id, scope.id));
    if (!owner) return notFound(REORDER_MESSAGES.stale);
    ownerLabel = String(owner.label ?? "");
  }
  const rows = await db()
    .select({ id: sql<string>`${table.id}`, label: options.label })
    .from(table)
    .where(and(scope ? eq(scope.column, scope.id) : undefined, options.where))
    .orderBy(asc(table.display_order), asc(table.id));

  const current = new Set(rows.map((row) => row.id));
  if (ids.length !== rows.length || ids.some((id) => !current.has(id))) return conflict(REORDER_MESSAGES.stale);
  if (rows.every((row, index) => row.id === ids[index])) return written(null);

  const positions = sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${start + index}::int)`),
    sql`, `,
  );
  // One statement for the whole list; rows already at their position are left alone.
  await db().execute(
    sql`update ${table} set display_order = v.position from (values ${positions}) as v(id, position)
        where ${table.id} = v.id and ${table.display_order} is distinct from v.position`,
  );

  const labels = new Map(rows.map((row) => [row.id, String(row.label ?? "")]));
  return written({
    action: "reorder",
    entity: options.entity,
    id: scope?.id ?? null,
    label: ownerLabel,
    before: { order: rows.map((row) => labels.get(row.id)).join(" › ") },
    after: { order: ids.map((id) => labels.get(id)).join(" › ") },
  });
}

export type ReorderIntentOptions = Omit<ReorderOptions, "scope"> & {
  table: OrderedTable;
  /** For a list inside an owner: the posted `scope` field names the owner. */
  scope?: OrderScope;
  /** Toast after a save; none by default (the list announces each move itself). */
  toast?: string;
};

/**
 * A screen's `reorder` intent for adminAction: `intents: { reorder: reorderIntent({ table: stats,
 * label: stats.title_fr, entity: "stat" }) }`. The screen's ReorderList posts to it.
 */
export function reorderIntent({ table, scope, toast, ...options }: ReorderIntentOptions) {
  return intent({
    schema: reorderSchema,
    toast,
    failureMessage: REORDER_MESSAGES.save,
    invalidMessage: REORDER_MESSAGES.invalid,
    run: ({ data }) => {
      if (scope && !isUuid(data.scope))
        return Promise.resolve(invalid({ scope: REORDER_MESSAGES.invalid }, REORDER_MESSAGES.invalid));
      return reorder(table, data.ids, {
        ...options,
        scope: scope ? { ...scope, id: data.scope as string } : undefined,
      });
    },
  });
}
