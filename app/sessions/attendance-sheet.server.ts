// The attendance sheet (feuille d'émargement) of a session as a print-ready A4 landscape PDF.
// Pure: the caller reads the roster and passes it in; nothing here touches the database.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { TFunction } from "i18next";
import PDFDocument from "pdfkit";
import { dateTimeFormat, formatTime } from "~/i18n/format";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";

export type AttendanceSheetSession = {
  start_date: string; // YYYY-MM-DD
  end_date: string;
  start_time: string; // HH:MM[:SS]
  end_time: string;
  timezone: string;
  /** The venue's city, which names the session's clock (timeZoneLabel). */
  city?: string | null;
};

export type AttendanceSheetInput = {
  lang: "fr" | "en";
  /** i18next fixed to `lang` (getFixedT). */
  t: TFunction;
  /** The site's name, printed in the header. */
  appName: string;
  course: { title: string; reference: string };
  session: AttendanceSheetSession;
  /** The place on one line, or null when the session has none. */
  place: string | null;
  /** The trainer's full name, or null. */
  trainer: string | null;
  /** The confirmed participants, already in the order to print. */
  participants: { name: string; company: string | null }[];
};

export type HalfDay = { date: string; period: "morning" | "afternoon" };

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The half-days to sign for. A session runs every calendar day from start_date to end_date
 * inclusive, with the same hours each day (the .ics repeats it daily too). A day has a morning
 * when it starts before 12:00 and an afternoon when it ends after 13:00, so 09:00–17:00 gives
 * both, 09:00–12:00 the morning only and 14:00–17:30 the afternoon only. A day that does neither
 * (12:00–13:00) still gets one box, the afternoon: it starts past noon. An end before the start
 * (bad data) gives the first day alone, rather than no column to sign.
 */
export function halfDays(
  session: Pick<AttendanceSheetSession, "start_date" | "end_date" | "start_time" | "end_time">,
): HalfDay[] {
  const morning = minutesOf(session.start_time) < 12 * 60;
  const afternoon = minutesOf(session.end_time) > 13 * 60 || !morning;
  const result: HalfDay[] = [];
  let date = session.start_date.slice(0, 10);
  const last = session.end_date.slice(0, 10);
  do {
    if (morning) result.push({ date, period: "morning" });
    if (afternoon) result.push({ date, period: "afternoon" });
    date = addDays(date, 1);
  } while (date <= last);
  return result;
}

/** "emargement-GP-101-2031-06-02.pdf": ASCII only, safe in a Content-Disposition header. */
export function attendanceSheetFilename(reference: string, startDate: string): string {
  const safe = reference
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `emargement-${safe ? `${safe}-` : ""}${startDate.slice(0, 10)}.pdf`;
}

// Noto Sans (SIL Open Font License 1.1, which allows embedding) covers Latin, Latin
// Extended and Vietnamese: Helvetica, built into PDF readers, stops at WinAnsi (no ł, ő,
// ọ). Resolved through node_modules from wherever this module runs, so the source tree
// and the server bundle in build/server find the same files; read once per process.
let fonts: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const root = dirname(createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans/package.json"));
    fonts = {
      regular: readFileSync(join(root, "400Regular", "NotoSans_400Regular.ttf")),
      bold: readFileSync(join(root, "700Bold", "NotoSans_700Bold.ttf")),
    };
  }
  return fonts;
}

// A4 landscape in points, and the layout of every page.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const TABLE_TOP = 156;
const TABLE_BOTTOM = PAGE.height - 44;
const HEADER_ROW = 32;
const ROW = 38;
const TRAINER_GAP = 8;
const NUMBER_COLUMN = 24;
const MIN_NAME_COLUMN = 210;
const MAX_NAME_COLUMN = 330;
const MAX_BOX = 120;
/** Signature columns per page: beyond, the columns go on further pages. */
export const HALF_DAYS_PER_PAGE = 6;

const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#6b7280";
const SHADE = "#f3f4f6";

type Doc = PDFKit.PDFDocument;
type TextStyle = { font?: "regular" | "bold"; size?: number; color?: string; align?: "left" | "center" | "right" };

// One glyph per character, so that the text copied or extracted from the sheet is the text
// written: fontkit's ccmp splits "ị" into "i" + a combining dot and liga joins "fi", and
// pdfkit maps a glyph back to the characters of its first use (an "i" may then read "ị").
// With these off and the text in NFC, every letter of Latin and Vietnamese names is one
// precomposed glyph. pdfkit passes an object of feature switches on to fontkit; its types
// only know the list form.
const ONE_GLYPH_PER_CHARACTER = { ccmp: false, liga: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/** Text in a box of `lines` lines, cut with an ellipsis rather than spilling over the next cell. */
function cell(doc: Doc, text: string, x: number, y: number, width: number, lines: number, style: TextStyle = {}) {
  const size = style.size ?? 10;
  doc
    .font(style.font ?? "regular")
    .fontSize(size)
    .fillColor(style.color ?? INK);
  const height = doc.currentLineHeight(true) * lines;
  doc.text(text.normalize("NFC"), x, y, {
    width,
    height,
    ellipsis: true,
    align: style.align ?? "left",
    lineGap: 0,
    features: ONE_GLYPH_PER_CHARACTER,
  });
}

type Line = { text: string; lines: number; style: TextStyle };
const CELL_PADDING = 6;
const LINE_GAP = 2;

function lineHeight(doc: Doc, line: Line, width: number): number {
  doc.font(line.style.font ?? "regular").fontSize(line.style.size ?? 10);
  const full = doc.heightOfString(line.text.normalize("NFC"), {
    width,
    lineGap: 0,
    features: ONE_GLYPH_PER_CHARACTER,
  });
  return Math.min(full, doc.currentLineHeight(true) * line.lines);
}

/** A row tall enough for its name cell's lines, and never less than a comfortable signature box. */
function rowHeight(doc: Doc, lines: Line[], width: number): number {
  const text = lines.reduce((sum, line) => sum + lineHeight(doc, line, width), 0) + LINE_GAP * (lines.length - 1);
  return Math.max(ROW, Math.ceil(text + 2 * CELL_PADDING));
}

/** The lines of a cell, centred vertically in a row of `height`. */
function drawLines(doc: Doc, lines: Line[], x: number, y: number, width: number, height: number) {
  const heights = lines.map((line) => lineHeight(doc, line, width));
  let top = y + (height - heights.reduce((a, b) => a + b, 0) - LINE_GAP * (lines.length - 1)) / 2;
  lines.forEach((line, i) => {
    cell(doc, line.text, x, top, width, line.lines, line.style);
    top += heights[i] + LINE_GAP;
  });
}

/** Splits the half-days into the fewest pages of at most HALF_DAYS_PER_PAGE, evenly (8 → 4 + 4). */
function columnGroups(all: HalfDay[]): HalfDay[][] {
  const count = Math.max(1, Math.ceil(all.length / HALF_DAYS_PER_PAGE));
  const size = Math.ceil(all.length / count);
  const groups: HalfDay[][] = [];
  for (let i = 0; i < all.length; i += size) groups.push(all.slice(i, i + size));
  return groups;
}

type Row = { kind: "participant"; index: number } | { kind: "empty" } | { kind: "trainer" };
type SizedRow = Row & { height: number };

/** The width of each column when `columns` half-days share the page. */
function columnWidths(columns: number) {
  const box = Math.min(MAX_BOX, (CONTENT_WIDTH - NUMBER_COLUMN - MIN_NAME_COLUMN) / columns);
  const name = Math.min(MAX_NAME_COLUMN, CONTENT_WIDTH - NUMBER_COLUMN - columns * box);
  return { box, name, table: NUMBER_COLUMN + name + columns * box };
}

/** Rows onto pages: as many as fit, then the trainer's row (after a gap) on the last page. */
function paginate(rows: SizedRow[], trainer: SizedRow): SizedRow[][] {
  const available = TABLE_BOTTOM - TABLE_TOP - HEADER_ROW;
  const pages: SizedRow[][] = [[]];
  let used = 0;
  for (const row of rows) {
    if (used + row.height > available && used > 0) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1].push(row);
    used += row.height;
  }
  if (used + TRAINER_GAP + trainer.height > available) pages.push([]);
  pages[pages.length - 1].push(trainer);
  return pages;
}

export async function attendanceSheetPdf(input: AttendanceSheetInput): Promise<Uint8Array<ArrayBuffer>> {
  const { t, lang, course, session } = input;
  const locale = lang === "fr" ? "fr-FR" : "en-GB";
  const title = t("admin.sessions.attendance.title");
  const { regular, bold } = loadFonts();

  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    // No default font: pdfkit would load Helvetica, which this sheet never uses (every
    // text goes through cell(), which picks one of the fonts registered below).
    font: "",
    lang: locale,
    displayTitle: true,
    info: { Title: `${title} – ${course.title}`, Author: input.appName, Subject: course.reference },
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const shortDate = dateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const columnLabel = (halfDay: HalfDay) => ({
    date: shortDate.format(new Date(`${halfDay.date}T00:00:00Z`)),
    period: t(`admin.sessions.attendance.${halfDay.period}`),
  });
  const notSet = t("admin.sessions.attendance.not_set");
  const facts: [string, string][] = [
    [t("admin.sessions.attendance.dates"), formatSessionDates(session.start_date, session.end_date, lang)],
    [
      t("admin.sessions.attendance.hours"),
      `${formatTime(session.start_time)} – ${formatTime(session.end_time)} (${timeZoneLabel(session.timezone, session.city)})`,
    ],
    [t("admin.sessions.attendance.place"), input.place?.trim() || notSet],
    [t("admin.sessions.attendance.trainer"), input.trainer?.trim() || notSet],
  ];
  const count = input.participants.length;
  const instructions = t("admin.sessions.attendance.instructions");
  const summary = count > 0 ? `${instructions} ${t("admin.sessions.attendance.confirmed", { count })}.` : instructions;

  const drawHeader = () => {
    cell(doc, input.appName, MARGIN, MARGIN - 14, CONTENT_WIDTH, 1, { size: 8.5, color: MUTED, align: "right" });
    cell(doc, title, MARGIN, MARGIN - 4, CONTENT_WIDTH - 200, 1, { font: "bold", size: 18 });
    cell(doc, course.title, MARGIN, MARGIN + 22, CONTENT_WIDTH, 1, { font: "bold", size: 13 });
    cell(doc, t("admin.sessions.attendance.reference", { reference: course.reference }), MARGIN, MARGIN + 41, 400, 1, {
      size: 9,
      color: MUTED,
    });
    const factWidth = CONTENT_WIDTH / facts.length;
    facts.forEach(([label, value], i) => {
      const x = MARGIN + i * factWidth;
      cell(doc, label.toUpperCase(), x, MARGIN + 60, factWidth - 12, 1, { font: "bold", size: 7.5, color: MUTED });
      cell(doc, value, x, MARGIN + 71, factWidth - 12, 2, { size: 9.5 });
    });
    cell(doc, summary, MARGIN, TABLE_TOP - 15, CONTENT_WIDTH, 1, { size: 8.5, color: MUTED });
  };

  // What the name cell of a row says: a name may take two lines (it must be readable on a
  // signed sheet), the company and the trainer's lines one.
  const nameCell = (row: Row): Line[] => {
    if (row.kind === "participant") {
      const { name, company } = input.participants[row.index];
      const lines: Line[] = [{ text: name, lines: 2, style: { font: "bold" } }];
      if (company?.trim()) lines.push({ text: company.trim(), lines: 1, style: { size: 8.5, color: MUTED } });
      return lines;
    }
    if (row.kind === "trainer") {
      return [
        { text: t("admin.sessions.attendance.trainer_signature"), lines: 1, style: { font: "bold" } },
        { text: input.trainer?.trim() || notSet, lines: 1, style: { size: 8.5, color: MUTED } },
      ];
    }
    return [{ text: t("admin.sessions.attendance.empty"), lines: 1, style: { color: MUTED, align: "center" } }];
  };

  const drawPage = (columns: HalfDay[], rows: SizedRow[]) => {
    doc.addPage({ size: "A4", layout: "landscape", margin: 0 });
    drawHeader();
    const widths = columnWidths(columns.length);
    const nameX = MARGIN + NUMBER_COLUMN;
    const boxX = (i: number) => nameX + widths.name + i * widths.box;
    const verticalRules = (y: number, height: number) => {
      for (const x of [nameX, ...columns.map((_, i) => boxX(i))]) {
        doc
          .moveTo(x, y)
          .lineTo(x, y + height)
          .stroke();
      }
    };

    // Column headers: the name column, then one per half-day (short date over the period).
    let y = TABLE_TOP;
    doc.lineWidth(0.6).strokeColor(RULE);
    doc.rect(MARGIN, y, widths.table, HEADER_ROW).fillAndStroke(SHADE, RULE);
    verticalRules(y, HEADER_ROW);
    cell(doc, "#", MARGIN, y + 10, NUMBER_COLUMN, 1, { font: "bold", size: 9, align: "center" });
    cell(doc, t("admin.sessions.attendance.participant_column"), nameX + 6, y + 10, widths.name - 12, 1, {
      font: "bold",
      size: 9,
    });
    columns.forEach((halfDay, i) => {
      const label = columnLabel(halfDay);
      cell(doc, label.date, boxX(i) + 3, y + 4, widths.box - 6, 1, { font: "bold", size: 8.5, align: "center" });
      cell(doc, label.period, boxX(i) + 3, y + 17, widths.box - 6, 1, { size: 8, color: MUTED, align: "center" });
    });
    y += HEADER_ROW;

    for (const row of rows) {
      if (row.kind === "empty") {
        doc.lineWidth(0.6).rect(MARGIN, y, widths.table, row.height).stroke();
        drawLines(doc, nameCell(row), MARGIN + 6, y, widths.table - 12, row.height);
        y += row.height;
        continue;
      }
      if (row.kind === "trainer") {
        y += TRAINER_GAP;
        doc.rect(MARGIN, y, NUMBER_COLUMN + widths.name, row.height).fill(SHADE);
      }
      doc.lineWidth(row.kind === "trainer" ? 1 : 0.6).strokeColor(RULE);
      doc.rect(MARGIN, y, widths.table, row.height).stroke();
      verticalRules(y, row.height);
      if (row.kind === "participant") {
        const number: Line = {
          text: String(row.index + 1),
          lines: 1,
          style: { size: 8.5, color: MUTED, align: "center" },
        };
        drawLines(doc, [number], MARGIN, y, NUMBER_COLUMN, row.height);
      }
      drawLines(doc, nameCell(row), nameX + 6, y, widths.name - 12, row.height);
      y += row.height;
    }
  };

  const rows: Row[] =
    count === 0 ? [{ kind: "empty" }] : input.participants.map((_, index) => ({ kind: "participant", index }));
  for (const columns of columnGroups(halfDays(session))) {
    // The name column's width depends on how many half-days share the page, and so do the
    // row heights (a long name wraps sooner): measured again for each group of columns.
    const width = columnWidths(columns.length).name - 12;
    const sized = (row: Row): SizedRow => ({ ...row, height: rowHeight(doc, nameCell(row), width) });
    for (const page of paginate(rows.map(sized), sized({ kind: "trainer" }))) drawPage(columns, page);
  }

  // Page numbers once every page exists (bufferPages keeps them open until end()).
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const label = t("admin.sessions.attendance.page", { page: i + 1, total: range.count });
    const footerY = PAGE.height - 30;
    cell(doc, `${input.appName} · ${title} · ${course.reference}`, MARGIN, footerY, CONTENT_WIDTH - 160, 1, {
      size: 8,
      color: MUTED,
    });
    cell(doc, label, PAGE.width - MARGIN - 150, footerY, 150, 1, { size: 8, color: MUTED, align: "right" });
  }

  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
