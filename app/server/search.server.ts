// The right-hand side of every text search: "contains q", case- and accent-insensitive.
// The left-hand side must be an expression a trigram index covers (f_unaccent(lower(…))
// or a stored unaccented column) for PostgreSQL to use the index.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A public list's count stops here when a term is searched ("300+", 25 pages of 12): each row
 * read is tested against the term, a broad one matches a row in six to ten, so counting to 601
 * read thousands of rows (4–5 ms of a 10 ms catalogue page on the embedded database,
 * bench:catalogue), while someone searching narrows the term rather than paging that deep.
 * The catalogue and the calendar count further without a term (their own caps).
 */
export const SEARCH_COUNT_CAP = 300;

/** `%`, `_` and `\` typed by a visitor match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function containsPattern(q: string): SQL {
  return sql`f_unaccent(lower(${`%${escapeLike(q)}%`}))`;
}

/** A nullable text column read as '' so that "contains" is false, not unknown, on NULL. */
export function orEmpty(column: SQLWrapper): SQL {
  return sql`coalesce(${column}, '')`;
}

/**
 * "Any of these contains q", case- and accent-insensitive: the one text search of the lists.
 * Each expression is compared as `f_unaccent(lower(expression))`, the form the trigram indexes
 * are built on; a nullable column the index wraps in coalesce is passed as `orEmpty(column)`.
 */
export function searchAny(expressions: readonly SQLWrapper[], q: string): SQL {
  const pattern = containsPattern(q);
  const tests = expressions.map((expression) => sql`f_unaccent(lower(${expression})) like ${pattern}`);
  return sql`(${sql.join(tests, sql` or `)})`;
}
