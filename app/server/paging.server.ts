// The one way a list reads a page: count the rows, place the window (a page past the end shows
// the last), read that window. Lists keep their state in the URL (?page=&size=), see list-params.
import type { SQL, SQLWrapper } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import { type PageWindow, paginate } from "~/forms/list-params";
import { db } from "~/server/db.server";

export type Page<Row> = {
  rows: Row[];
  total: number;
  /** The page shown: the asked one, or the last when it is past the end. */
  page: number;
  totalPages: number;
  size: number;
};

/** How many rows of `source` (a table, or a subquery/join as SQL) meet `where`. */
export async function countRows(source: PgTable | SQL | SQLWrapper, where?: SQL): Promise<number> {
  return Number(await db().$count(source, where));
}

/**
 * The page `page` of `size` rows among `total` that `query` (ordered, made `$dynamic()`) reads.
 * The query is not run when there is nothing to read.
 */
export async function pageOf<Q extends PgSelect>(
  query: Q,
  total: number,
  { page, size }: { page: number; size: number },
): Promise<Page<Awaited<Q>[number]>> {
  const window = paginate(total, page, size);
  const rows = total === 0 ? [] : ((await query.limit(window.limit).offset(window.offset)) as Awaited<Q>[number][]);
  return { rows, total, page: window.page, totalPages: window.totalPages, size: window.limit };
}

/**
 * pageOf for a list whose count is slow or capped (the calendar, a member's past
 * registrations): the asked page is read while `counting` runs, and read again at the last
 * page only when the count says the asked one was past the end.
 */
export async function pageAlongside<Row>(
  read: (window: PageWindow) => PromiseLike<Row[]>,
  counting: PromiseLike<number>,
  { page, size }: { page: number; size: number },
): Promise<Page<Row>> {
  // The count is not known yet: the asked page, as if it exists.
  const [total, asked] = await Promise.all([counting, read(paginate(page * size, page, size))]);
  const window = paginate(total, page, size);
  const rows = total > 0 && window.page !== page ? await read(window) : asked;
  return { rows, total, page: window.page, totalPages: window.totalPages, size: window.limit };
}
