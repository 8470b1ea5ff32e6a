// The right-hand side of every text search: "contains q", case- and accent-insensitive.
// The left-hand side must be an expression a trigram index covers (f_unaccent(lower(…))
// or a stored unaccented column) for PostgreSQL to use the index.
import { type SQL, sql } from "drizzle-orm";

/** `%`, `_` and `\` typed by a visitor match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function containsPattern(q: string): SQL {
  return sql`f_unaccent(lower(${`%${escapeLike(q)}%`}))`;
}
