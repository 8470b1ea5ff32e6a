// Spreadsheet downloads people open in Excel, LibreOffice or Numbers whatever their locale (issue
// 23 §7): a real XLSX workbook written by a maintained library (write-excel-file), unlike a CSV,
// which French Excel opens as one column. Headers come translated by the caller; dates are date
// cells, amounts number cells, so they sort and add up. A text cell is always a string cell,
// never a formula, so nothing typed on the site can run in the workbook. The CSVs stay, for
// machines (csv.server.ts).
import type { Row } from "write-excel-file/node";
import { asciiFilename } from "~/server/csv.server";

/** Every workbook's ceiling: it is built in memory, and nobody reads more rows than this. */
export const XLSX_ROW_LIMIT = 10_000;

export type XlsxKind = "text" | "number" | "date" | "datetime";

export type XlsxColumn<T> = {
  header: string;
  kind: XlsxKind;
  value: (row: T) => string | number | Date | null | undefined;
  /** In characters; a default per kind otherwise. */
  width?: number;
};

const WIDTHS: Record<XlsxKind, number> = { text: 24, number: 12, date: 12, datetime: 18 };
const FORMATS: Partial<Record<XlsxKind, string>> = { date: "yyyy-mm-dd", datetime: "yyyy-mm-dd hh:mm" };

/** A day ("2031-06-02") or an instant as the Date a date cell holds; null when absent or not one. */
export function xlsxDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date =
    value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function cell(kind: XlsxKind, value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === "") return null;
  if (kind === "number") {
    const number = typeof value === "number" ? value : Number(value);
    return Number.isFinite(number) ? { type: Number, value: number } : null;
  }
  if (kind === "date" || kind === "datetime") {
    const date = xlsxDate(value instanceof Date ? value : String(value));
    return date ? { type: Date, value: date, format: FORMATS[kind] } : null;
  }
  return { type: String, value: String(value) };
}

/** The workbook of `rows` under `columns` (header row in bold, frozen), as a download. */
export async function xlsxResponse<T>(options: {
  filename: string;
  sheet: string;
  columns: XlsxColumn<T>[];
  rows: Iterable<T>;
}): Promise<Response> {
  const { filename, sheet, columns } = options;
  const data: Row[] = [columns.map((column) => ({ value: column.header, fontWeight: "bold" as const }))];
  for (const row of options.rows) data.push(columns.map((column) => cell(column.kind, column.value(row))) as Row);
  const { default: writeXlsxFile } = await import("write-excel-file/node"); // loaded on the first workbook, not at start
  const buffer = await writeXlsxFile(data, {
    // Excel refuses sheet names over 31 characters and these: \ / ? * [ ]
    sheet: sheet.replace(/[\\/?*[\]:]/g, " ").slice(0, 31),
    columns: columns.map((column) => ({ width: column.width ?? WIDTHS[column.kind] })),
    stickyRowsCount: 1,
  }).toBuffer();
  return new Response(new Uint8Array(buffer), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${asciiFilename(filename)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
