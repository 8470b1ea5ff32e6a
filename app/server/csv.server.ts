// CSV downloads (newsletter subscribers, session rosters), streamed so an export of any size
// holds one batch of rows in memory, never the whole table.
//
// The rule, for every CSV the site produces:
// - UTF-8 with a byte-order mark first: without it Excel reads the file as the system's
//   code page and mangles accents ("élodie" → "Ã©lodie").
// - RFC 4180: CRLF line ends; a cell holding `"`, `,`, `;`, TAB, CR or LF is quoted, its quotes
//   doubled (`;` and TAB too, so a reader splitting on them keeps a cell whole when the cell
//   starts its line).
// - Formula injection (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`,
//   TAB or CR gets a leading `'`, so a spreadsheet shows it as text instead of running it
//   (`=HYPERLINK(…)`, `=cmd|…`). The same goes inside a cell, right after a `;`, TAB, CR or LF:
//   French Excel opens a .csv with `;` as its separator, and a quote only counts at the start
//   of a field, so `ACME;=cmd|…` in the middle of a comma line would start a formula cell there
//   whatever the quoting. Numbers passed as numbers are written as they are: a number is never
//   a formula, and a negative amount stays a number.
// - Dates are ISO days (YYYY-MM-DD, see `csvDate`), which every spreadsheet sorts and reads.
import { logger } from "~/server/logger.server";

export type CsvValue = string | number | null | undefined;

export const CSV_BOM = "\uFEFF";
const CRLF = "\r\n";

/** First characters a spreadsheet may read as the start of a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula character right after a character some reader splits cells or records on. */
const INNER_FORMULA_START = /([;\t\r\n])(?=[=+\-@\t\r])/g;
/** Characters that make a cell quoted: RFC 4180's, and the other separators readers use. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** One cell, neutralised and quoted as the rule above says; null and undefined are empty. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = (FORMULA_START.test(value) ? `'${value}` : value).replace(INNER_FORMULA_START, "$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}${CRLF}`;
}

/** An instant as its UTC day (YYYY-MM-DD), the back office's dates being UTC days too; null stays empty. */
export function csvDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** A file name a Content-Disposition header carries as it is: ASCII letters, digits, `.`, `_`, `-`. */
export function asciiFilename(name: string): string {
  const safe = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_");
  return safe.replace(/^[._]+/, "") || "export.csv";
}

/** Rows are joined into chunks of about this many characters before they are handed to the socket. */
const CHUNK_CHARS = 16 * 1024;

export type CsvResponseOptions = {
  /** Sent as the attachment's name (made ASCII by `asciiFilename`). */
  filename: string;
  header: readonly string[];
  /** Read as the client reads: pull-based, one chunk ahead at most. */
  rows: AsyncIterable<readonly CsvValue[]>;
};

/**
 * A CSV download streamed from `rows`. The first row is read before the answer starts, so a
 * query that fails at once is the caller's error (a 500 through the error boundary) rather
 * than a 200 with a broken file. A failure later on cuts the download short and is logged;
 * a client that goes away stops the iterable (its `finally` runs).
 */
export async function csvResponse({ filename, header, rows }: CsvResponseOptions): Promise<Response> {
  const iterator = rows[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let pending: string | null = CSV_BOM + csvLine(header);
  let next = await iterator.next();

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let chunk = pending ?? "";
        pending = null;
        try {
          while (!next.done && chunk.length < CHUNK_CHARS) {
            chunk += csvLine(next.value);
            next = await iterator.next();
          }
        } catch (error) {
          logger.error({ err: error, filename }, "CSV export failed while streaming");
          controller.error(error);
          return;
        }
        if (chunk) controller.enqueue(encoder.encode(chunk));
        if (next.done) controller.close();
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // One chunk queued ahead of the reader, no more: that is what keeps the memory bounded.
    { highWaterMark: 1 },
  );

  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${asciiFilename(filename)}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** How many rows an export reads per query. */
export const CSV_BATCH_SIZE = 500;

/**
 * Every row of a query, read in keyset batches: `fetchPage(after, limit)` answers at most
 * `limit` rows following `after` (the last row of the previous batch; null for the first) in
 * the query's order. Keyset rather than OFFSET: each batch is an index seek, and a row added
 * or removed meanwhile neither repeats nor hides another. Stops at the first short batch.
 */
export async function* batches<T>(
  fetchPage: (after: T | null, limit: number) => Promise<readonly T[]>,
  limit: number = CSV_BATCH_SIZE,
): AsyncGenerator<T, void, undefined> {
  let after: T | null = null;
  for (;;) {
    const page = await fetchPage(after, limit);
    yield* page;
    if (page.length < limit) return;
    after = page[page.length - 1];
  }
}
