// A list's state in its URL (?q=&page=&size= plus each screen's filters) and the page
// arithmetic of its query. Shared by the public lists and the back office, browser-safe,
// so it lives here rather than under app/admin/list/. Every parameter has its own
// `.catch`: a hand-edited or stale link always shows a page, never an error.
import { z } from "zod";
import { isIsoDate, isUuid } from "~/forms/validate";

/** A search longer than this is cut: nobody types more, and it bounds the LIKE pattern. */
export const MAX_LIST_QUERY_LENGTH = 100;
/** Deep pages cost an OFFSET scan; no one pages further by hand. */
export const MAX_LIST_PAGE = 10_000;

/** The page sizes a list offers and the one it starts with (one of them). */
export type PageSizes = { options: readonly number[]; default: number };

/** Every back-office list (spec: 10 by default, changeable). */
export const ADMIN_PAGE_SIZES: PageSizes = { options: [10, 25, 50], default: 10 };

// Not zod's .int(): it refuses integers beyond 2^53, and a huge page is only a page past the end.
const positiveInt = z.coerce
  .number()
  .refine((n) => Number.isInteger(n) && n >= 1)
  .transform((n) => Math.min(n, MAX_LIST_PAGE));

/** A page number: a whole number from 1 (at most MAX_LIST_PAGE), else 1. */
export const pageParam = positiveInt.catch(1);

/** The same, or null when absent or malformed (the screen picks the default). */
export const optionalPageParam = positiveInt.nullable().catch(null);

/** One of `values`, or null. */
export function oneOfParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).nullable().catch(null);
}

/** A uuid (lowercased, as the database prints them), or null. */
export const uuidParam = z
  .string()
  .trim()
  .refine(isUuid)
  .transform((id) => id.toLowerCase())
  .nullable()
  .catch(null);

/** A trimmed text of at most `max` characters, null when empty. */
export function textParam(max: number) {
  return z
    .string()
    .trim()
    .transform((text) => (text ? text.slice(0, max) : null))
    .nullable()
    .catch(null);
}

/** A YYYY-MM-DD day (a date range's bound), or "" when absent or not a real day. */
export const dateParam = z.string().trim().refine(isIsoDate).catch("");

/** A checkbox filter: on only for `?name=1`. */
export const flagParam = z
  .string()
  .transform((value) => value === "1")
  .catch(false);

type FilterShape = Record<string, z.ZodType>;
type FilterValues<F extends FilterShape> = { [K in keyof F]: z.output<F[K]> };

export type ListParams = { q: string; page: number };
export type SizedListParams = ListParams & { size: number };

export type ListParamsOptions<F extends FilterShape> = {
  /** Without it the list has a fixed size and the result has no `size`. */
  sizes?: PageSizes;
  /** The screen's own parameters; give each a `.catch` (the helpers above do). */
  filters?: F;
};

function shape(options: ListParamsOptions<FilterShape>): Record<string, z.ZodType> {
  const { sizes, filters = {} } = options;
  const base: Record<string, z.ZodType> = {
    q: z
      .string()
      .transform((q) => q.trim().slice(0, MAX_LIST_QUERY_LENGTH))
      .catch(""),
    page: pageParam,
  };
  if (sizes) {
    base.size = z.coerce
      .number()
      .refine((size) => sizes.options.includes(size))
      .catch(sizes.default);
  }
  return { ...base, ...filters };
}

/**
 * `?q=&page=&size=` and the screen's filters, read leniently: q trimmed and capped, page a
 * whole number from 1 (a page past the end is the query's business: see `paginate`), size
 * one of `sizes.options`, each filter through its own schema. The first value of a repeated
 * parameter wins.
 */
export function parseListParams<F extends FilterShape = Record<never, z.ZodType>>(
  search: URLSearchParams,
  options: ListParamsOptions<F> & { sizes: PageSizes },
): SizedListParams & FilterValues<F>;
export function parseListParams<F extends FilterShape = Record<never, z.ZodType>>(
  search: URLSearchParams,
  options?: ListParamsOptions<F> & { sizes?: undefined },
): ListParams & FilterValues<F>;
export function parseListParams(search: URLSearchParams, options: ListParamsOptions<FilterShape> = {}) {
  const schema = shape(options);
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema)) input[key] = search.get(key) ?? undefined;
  // Every field catches its own failure, so this parse cannot throw.
  return z.object(schema).parse(input);
}

export type PageWindow = {
  /** The page shown: the asked one, or the last when it is past the end. */
  page: number;
  /** At least 1, so "page 1 of 1" holds for an empty list. */
  totalPages: number;
  offset: number;
  limit: number;
};

/**
 * Where a page of `size` rows starts among `total` rows. A page past the end (a stale link, the
 * last row deleted) shows the last page; garbage (NaN, 0, negatives) means page 1 and size 1.
 * A query that counts in parallel with its page asks for `paginate(page * size, page, size)`
 * (the page as if it exists) and re-reads the last page when the count says otherwise.
 */
export function paginate(total: number, page: number, size: number): PageWindow {
  const limit = Math.max(1, Math.trunc(size) || 1);
  const count = Math.max(0, Math.trunc(total) || 0);
  const totalPages = Math.max(1, Math.ceil(count / limit));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  return { page: current, totalPages, offset: (current - 1) * limit, limit };
}
