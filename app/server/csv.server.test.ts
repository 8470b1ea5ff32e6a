// The CSV writer, read back by a real CSV parser (csv-parse): what a spreadsheet gets is what
// was meant, formulas are neutralised, and the stream reads its rows only as the client reads.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  asciiFilename,
  batches,
  CSV_BOM,
  type CsvValue,
  csvCell,
  csvDate,
  csvLine,
  csvResponse,
} from "~/server/csv.server";

async function* from(rows: readonly (readonly CsvValue[])[]) {
  yield* rows;
}

function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: false });
}

/** As a spreadsheet set to `delimiter` reads it: a quote counts only at the start of a field. */
function parseWith(text: string, delimiter: "," | ";"): string[][] {
  return parse(text, { bom: true, delimiter, record_delimiter: "\r\n", relax_quotes: true, relax_column_count: true });
}

describe("csvCell", () => {
  it("writes plain text and numbers as they are, null and undefined as empty", () => {
    expect(csvCell("élodie@exemple.fr")).toBe("élodie@exemple.fr");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3.5)).toBe("-3.5");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes a cell holding a quote, a comma, CR or LF, and doubles its quotes (RFC 4180)", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line\nnext")).toBe('"line\nnext"');
    expect(csvCell("a\rb")).toBe('"a\rb"');
  });

  it("prefixes a text cell that a spreadsheet could run as a formula (OWASP)", () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell("+33 1 23")).toBe("'+33 1 23");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    // TAB and CR also split cells or records for some readers: what follows them is neutralised too.
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
    // Prefixed first, then quoted: the quote does not hide the formula from the rule.
    expect(csvCell("\r=1")).toBe(`"'\r'=1"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    // Only the first character counts.
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("keeps a cell with `;` formula-free for a spreadsheet reading `;` as its separator (French Excel)", () => {
    const company = "ACME;=cmd|' /C calc'!A0";
    expect(csvCell(company)).toBe(`"ACME;'=cmd|' /C calc'!A0"`);
    expect(csvCell("a;b\t-1\n@x")).toBe(`"a;b\t'-1\n'@x"`);
    // The company first on its line (where a quote opens the field for either reader) and in the middle.
    const file = [
      csvLine(["Company", "Name", "Phone"]),
      csvLine([company, "Marc", "+33 6 11"]),
      csvLine(["Marc", company, "x"]),
      csvLine(["Marc", "line\n=HYPERLINK()", "x"]),
    ].join("");
    const byComma = parseWith(file, ",");
    expect(byComma[1]).toEqual(["ACME;'=cmd|' /C calc'!A0", "Marc", "'+33 6 11"]);
    expect(byComma[2][1]).toBe("ACME;'=cmd|' /C calc'!A0");
    expect(byComma[3][1]).toBe("line\n'=HYPERLINK()");
    const bySemicolon = parseWith(file, ";");
    // A comma file read with `;`: the cell is whole where it starts its line; elsewhere the
    // quote is not at a field's start and the line is cut at `;`, but the piece after it is text.
    expect(bySemicolon[1][0]).toContain("ACME;'=cmd|' /C calc'!A0");
    for (const parsed of [byComma, bySemicolon]) {
      for (const cell of parsed.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("ends a line with CRLF", () => {
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });
});

describe("csvDate and asciiFilename", () => {
  it("writes an instant as its UTC day", () => {
    expect(csvDate(new Date("2026-03-14T23:30:00Z"))).toBe("2026-03-14");
    expect(csvDate("2026-03-14T00:10:00+02:00")).toBe("2026-03-13");
    expect(csvDate(null)).toBeNull();
    expect(csvDate("not a date")).toBeNull();
  });

  it("keeps a file name to the characters a header carries as they are", () => {
    expect(asciiFilename("newsletter-subscribers-2026-03-14.csv")).toBe("newsletter-subscribers-2026-03-14.csv");
    expect(asciiFilename('émargement "session" é.csv')).toBe("emargement_session_e.csv");
    expect(asciiFilename("../../etc/passwd")).toBe("etc_passwd");
    expect(asciiFilename("***")).toBe("export.csv");
  });
});

describe("csvResponse", () => {
  it("answers a UTF-8 attachment with a BOM, CRLF lines and the cells a parser reads back", async () => {
    const response = await csvResponse({
      filename: "subscribers-2026-03-14.csv",
      header: ["Email", "Status", "Note"],
      rows: from([
        ["élodie@exemple.fr", "Verified", 'She said "oui", twice'],
        ["=cmd@x.io", "Not verified", "line one\nline two"],
        ["+plus@x.io", null, undefined],
      ]),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="subscribers-2026-03-14.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");

    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(`${CSV_BOM}Email,Status,Note\r\n`)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      ["Email", "Status", "Note"],
      ["élodie@exemple.fr", "Verified", 'She said "oui", twice'],
      ["'=cmd@x.io", "Not verified", "line one\nline two"],
      ["'+plus@x.io", "", ""],
    ]);
  });

  it("is the header alone when there are no rows", async () => {
    const response = await csvResponse({ filename: "empty.csv", header: ["A", "B"], rows: from([]) });
    expect(parseCsv(await response.text())).toEqual([["A", "B"]]);
  });

  it("reads rows only as the client reads, and stops the source when the client goes away", async () => {
    const total = 100_000;
    let produced = 0;
    let finished = false;
    async function* source() {
      try {
        for (let i = 0; i < total; i++) {
          produced++;
          yield [`row-${i}@example.com`, i] as const;
        }
      } finally {
        finished = true;
      }
    }
    const response = await csvResponse({ filename: "big.csv", header: ["Email", "N"], rows: source() });
    // Before anything is read: at most the one chunk queued ahead.
    expect(produced).toBeLessThan(total / 10);
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const first = await reader.read();
    expect(first.done).toBe(false);
    // A chunk and the one queued behind it: a small part of the file, not all of it.
    expect(produced).toBeGreaterThan(1);
    expect(produced).toBeLessThan(total / 10);
    await reader.cancel();
    expect(finished).toBe(true);
    expect(produced).toBeLessThan(total / 10);
  });

  it("streams every row of a large source in order", async () => {
    const total = 20_000;
    async function* source() {
      for (let i = 0; i < total; i++) yield [`é${i}`, i];
    }
    const response = await csvResponse({ filename: "all.csv", header: ["Name", "N"], rows: source() });
    const records = parseCsv(await response.text());
    expect(records).toHaveLength(total + 1);
    expect(records[1]).toEqual(["é0", "0"]);
    expect(records[total]).toEqual([`é${total - 1}`, String(total - 1)]);
  });

  it("fails before answering when the first read fails", async () => {
    // biome-ignore lint/correctness/useYield: a source that fails on its first read
    async function* failing(): AsyncGenerator<CsvValue[]> {
      throw new Error("query failed");
    }
    await expect(csvResponse({ filename: "x.csv", header: ["A"], rows: failing() })).rejects.toThrow("query failed");
  });

  it("cuts the download short when a later read fails", async () => {
    async function* failingLater() {
      yield ["first"];
      throw new Error("connection lost");
    }
    const response = await csvResponse({ filename: "x.csv", header: ["A"], rows: failingLater() });
    await expect(response.text()).rejects.toThrow("connection lost");
  });
});

describe("batches", () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({ id: i }));
  const fetchFrom = (calls: (number | null)[]) => async (after: { id: number } | null, limit: number) => {
    calls.push(after?.id ?? null);
    return rows.filter((row) => after === null || row.id > after.id).slice(0, limit);
  };

  it("pages through a query by its last row until a short batch", async () => {
    const calls: (number | null)[] = [];
    const seen: number[] = [];
    for await (const row of batches(fetchFrom(calls), 10)) seen.push(row.id);
    expect(seen).toEqual(rows.map((row) => row.id));
    expect(calls).toEqual([null, 9, 19]);
  });

  it("asks once more when the last batch is full, and reads nothing of an empty query", async () => {
    const calls: (number | null)[] = [];
    const seen: number[] = [];
    for await (const row of batches(fetchFrom(calls), 23)) seen.push(row.id);
    expect(seen).toHaveLength(23);
    expect(calls).toEqual([null, 22]);

    const none: unknown[] = [];
    for await (const row of batches(async () => [], 10)) none.push(row);
    expect(none).toEqual([]);
  });
});
