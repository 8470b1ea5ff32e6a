// The column and check helpers every part of the schema uses (db/schema.ts gathers the parts).
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A CHECK that `column` holds one of `values`: a `text(..., { enum })` column is typed in
 * TypeScript only, and psql, a script or a bug could write anything (decision 014). Rendered
 * `col in ('a','b')`, as the checks of migration 0000 were, and rebuilt by drizzle-kit when a
 * list changes. The values are this file's constants, never input: a quote is refused anyway.
 */
/** `column in ('a','b')` with the values inlined (a check or an index predicate cannot take parameters). */
export function inList(name: string, column: AnyPgColumn, values: readonly string[]) {
  if (values.some((value) => !/^[A-Za-z0-9_]+$/.test(value))) throw new Error(`${name}: unsafe value`);
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(","))})`;
}

export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, inList(name, column, values));
}
