// What every attendance PDF shares (the session's sheet, a participant's sheet, the evidence
// appendix): the document and its fonts, text cells that never spill, the page header and
// footer, time formats in the session's zone, and a stored signature drawn into a box.
// Pure: nothing here reads the database.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Font } from "fontkit";
import type { TFunction } from "i18next";
import { readSignature } from "~/attendance/svg-path.server";
import { dateTimeFormat } from "~/i18n/format";

export type Doc = PDFKit.PDFDocument;
export type Lang = "fr" | "en";
export type TextStyle = {
  font?: "regular" | "bold";
  size?: number;
  color?: string;
  align?: "left" | "center" | "right";
};

// Noto Sans (SIL Open Font License 1.1, which allows embedding) covers Latin, Latin
// Extended and Vietnamese: Helvetica, built into PDF readers, stops at WinAnsi (no ł, ő,
// ọ). Resolved through node_modules from wherever this module runs, so the source tree
// and the server bundle in build/server find the same files; read once per process.
// Parsed once per process too: given the file's bytes, pdfkit has fontkit parse the font again
// for every document, which cost most of a certificate's time (a batch of them, the demo's
// first start or "validate all", also grew the heap by about 80 MB of font tables). The parsed
// tables are only read afterwards, so documents share them; but fontkit also keeps each glyph
// with the characters of its first use, and pdfkit writes those into the text a reader copies
// (with one cache, a French sheet made after an English one read "lun& 2 juin"). So each
// document gets a view of the shared font with a glyph cache of its own (fontkit's `_glyphs`,
// pinned version: sheet-pdf.server.test.ts proves a sheet's text does not depend on the ones before).
// pdfkit and fontkit are loaded with the first document, not at start: with the fonts they are
// about 30 MB of a process that may never make a PDF (decision 036).
type PdfLibrary = { PDFDocument: typeof import("pdfkit"); regular: Font; bold: Font };
let library: Promise<PdfLibrary> | undefined;

function loadPdfLibrary(): Promise<PdfLibrary> {
  library ??= (async () => {
    const [{ default: PDFDocument }, { create: createFont }] = await Promise.all([import("pdfkit"), import("fontkit")]);
    const root = dirname(createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans/package.json"));
    return {
      PDFDocument,
      regular: createFont(readFileSync(join(root, "400Regular", "NotoSans_400Regular.ttf"))),
      bold: createFont(readFileSync(join(root, "700Bold", "NotoSans_700Bold.ttf"))),
    };
  })();
  // A failed load is tried again by the next document.
  library.catch(() => {
    library = undefined;
  });
  return library;
}

/** A document's own view of a shared font: the parsed tables in common, the glyphs its own. */
const fontForOneDocument = (font: Font): Font => Object.assign(Object.create(font) as Font, { _glyphs: {} });

/** A4 in points, landscape (the sheets) or portrait (a participant's sheet). */
export const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const A4_PORTRAIT_WIDTH = 595.28;
export const A4_PORTRAIT = { width: A4_PORTRAIT_WIDTH, height: 841.89 };
export const MARGIN = 36;

/** A portrait letter's page (the convocation, the programme): read, not filled in, so wider margins. */
const LETTER_SIDE = 50;
export const LETTER = {
  side: LETTER_SIDE,
  top: 48,
  /** Room under the text for drawFooters' line (page height − 30). */
  bottom: 54,
  width: A4_PORTRAIT_WIDTH - 2 * LETTER_SIDE,
  page: {
    size: "A4",
    layout: "portrait",
    margins: { top: 48, bottom: 54, left: LETTER_SIDE, right: LETTER_SIDE },
  },
} as const;

export const INK = "#111827";
export const MUTED = "#4b5563";
export const RULE = "#6b7280";
export const SHADE = "#f3f4f6";
export const ALERT = "#9a3412";

export const localeOf = (lang: Lang) => (lang === "fr" ? "fr-FR" : "en-GB");

// One glyph per character, so that the text copied or extracted from the sheet is the text
// written: fontkit's ccmp splits "ị" into "i" + a combining dot and liga joins "fi", and
// pdfkit maps a glyph back to the characters of its first use (an "i" may then read "ị").
// With these off and the text in NFC, every letter of Latin and Vietnamese names is one
// precomposed glyph. pdfkit passes an object of feature switches on to fontkit; its types
// only know the list form.
const ONE_GLYPH_PER_CHARACTER = { ccmp: false, liga: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/** A new document with the sheet's fonts, and the promise of its bytes once `doc.end()` is called. */
export async function createDocument(options: { lang: Lang; title: string; author: string; subject: string }) {
  const { PDFDocument, regular, bold } = await loadPdfLibrary();
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    // No default font: pdfkit would load Helvetica, which these sheets never use (every text
    // goes through cell(), which picks one of the fonts registered below).
    font: "",
    lang: localeOf(options.lang),
    displayTitle: true,
    info: { Title: options.title, Author: options.author, Subject: options.subject },
  });
  // pdfkit takes a parsed font as it is (its types only know files and bytes).
  doc.registerFont("regular", fontForOneDocument(regular) as unknown as Buffer);
  doc.registerFont("bold", fontForOneDocument(bold) as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const bytes = async (): Promise<Uint8Array<ArrayBuffer>> => {
    doc.end();
    await finished;
    return new Uint8Array(Buffer.concat(chunks));
  };
  return { doc, bytes };
}

/** Text in a box of `lines` lines, cut with an ellipsis rather than spilling over the next cell. */
export function cell(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  lines: number,
  style: TextStyle = {},
) {
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

export type Line = { text: string; lines: number; style: TextStyle };
export const CELL_PADDING = 6;
const LINE_GAP = 2;

export function lineHeight(doc: Doc, line: Line, width: number): number {
  doc.font(line.style.font ?? "regular").fontSize(line.style.size ?? 10);
  const full = doc.heightOfString(line.text.normalize("NFC"), {
    width,
    lineGap: 0,
    features: ONE_GLYPH_PER_CHARACTER,
  });
  return Math.min(full, doc.currentLineHeight(true) * line.lines);
}

/** The height of a cell's lines with their gaps and padding, never less than `minimum`. */
export function linesHeight(doc: Doc, lines: Line[], width: number, minimum: number): number {
  const text = lines.reduce((sum, line) => sum + lineHeight(doc, line, width), 0) + LINE_GAP * (lines.length - 1);
  return Math.max(minimum, Math.ceil(text + 2 * CELL_PADDING));
}

/** The lines of a cell, centred vertically in a row of `height` (or from its top). */
export function drawLines(
  doc: Doc,
  lines: Line[],
  x: number,
  y: number,
  width: number,
  height: number,
  valign: "middle" | "top" = "middle",
) {
  const heights = lines.map((line) => lineHeight(doc, line, width));
  const total = heights.reduce((a, b) => a + b, 0) + LINE_GAP * (lines.length - 1);
  let top = valign === "top" ? y + CELL_PADDING : y + (height - total) / 2;
  lines.forEach((line, i) => {
    cell(doc, line.text, x, top, width, line.lines, line.style);
    top += heights[i] + LINE_GAP;
  });
}

/** A stored signature drawn into a box, scaled to fit and centred; nothing when it has no strokes. */
export function drawSignature(doc: Doc, svg: string, x: number, y: number, width: number, height: number) {
  const drawing = readSignature(svg);
  if (!drawing || width <= 0 || height <= 0) return;
  const { box } = drawing;
  const scale = Math.min(width / box.width, height / box.height);
  const left = x + (width - box.width * scale) / 2 - box.x * scale;
  const top = y + (height - box.height * scale) / 2 - box.y * scale;
  doc.save();
  doc.rect(x, y, width, height).clip();
  doc.translate(left, top).scale(scale);
  doc
    .path(drawing.d)
    .lineWidth(1.1 / scale)
    .lineCap("round")
    .lineJoin("round")
    .strokeColor(INK)
    .stroke();
  doc.restore();
}

/**
 * A paragraph laid out by pdfkit's own flow, from the current line (`doc.y`): unlike `cell`, it is
 * never cut, and past the page's bottom margin it goes on at the top of a new page of the same
 * size and margins (pdfkit repeats the page's options), so a long text needs no measuring. With
 * `link`, the whole paragraph is a clickable link, underlined so that it reads as one on paper.
 */
export function flowText(
  doc: Doc,
  text: string,
  x: number,
  width: number,
  style: TextStyle = {},
  options: { link?: string; gap?: number; lineGap?: number } = {},
) {
  doc
    .font(style.font ?? "regular")
    .fontSize(style.size ?? 10)
    .fillColor(style.color ?? INK);
  doc.text(text.normalize("NFC"), x, doc.y, {
    width,
    align: style.align ?? "left",
    lineGap: options.lineGap ?? 1.5,
    features: ONE_GLYPH_PER_CHARACTER,
    ...(options.link ? { link: options.link, underline: true } : {}),
  });
  doc.y += options.gap ?? 0;
}

/** Starts a new page (same size and margins) when fewer than `height` points are left above the bottom margin. */
export function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.maxY()) doc.continueOnNewPage();
}

/** Clock readings of an instant in the session's zone: "14:05" and "lun. 2 juin 2031, 14:05:09". */
export function sessionClock(lang: Lang, zone: string) {
  const timeZone = isKnownZone(zone) ? zone : "UTC";
  const locale = localeOf(lang);
  const time = dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  const day = dateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone });
  const seconds = dateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  return {
    /** The zone the readings are in: `zone`, or UTC when the runtime does not know it. */
    zone: timeZone,
    time: (instant: string) => time.format(new Date(instant)),
    full: (instant: string) => `${day.format(new Date(instant))} ${seconds.format(new Date(instant))}`.normalize("NFC"),
  };
}

function isKnownZone(zone: string): boolean {
  try {
    dateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes as a duration, "6 h 30" / "6h30". */
export function formatMinutes(t: TFunction, minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return t("admin.sessions.attendance.duration", {
    h: Math.floor(whole / 60),
    mm: String(whole % 60).padStart(2, "0"),
  });
}

/** A calendar day as the sheet's column heads write it: "lun. 2 juin", "Mon 2 Jun". */
export function shortDay(lang: Lang) {
  const format = dateTimeFormat(localeOf(lang), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  return (date: string) => format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

export type PageHeader = {
  appName: string;
  title: string;
  course: { title: string; reference: string };
  /** Label and value pairs in a row under the title. */
  facts: [string, string][];
  /** A short line above the table. */
  summary: string;
};

/** The head of every page: site, title, course, the session's facts and a summary line. */
export function drawPageHeader(doc: Doc, t: TFunction, header: PageHeader, tableTop: number) {
  const width = doc.page.width - 2 * MARGIN;
  cell(doc, header.appName, MARGIN, MARGIN - 14, width, 1, { size: 8.5, color: MUTED, align: "right" });
  cell(doc, header.title, MARGIN, MARGIN - 4, width - 200, 1, { font: "bold", size: 18 });
  cell(doc, header.course.title, MARGIN, MARGIN + 22, width, 1, { font: "bold", size: 13 });
  const reference = t("admin.sessions.attendance.reference", { reference: header.course.reference });
  cell(doc, reference, MARGIN, MARGIN + 41, 400, 1, { size: 9, color: MUTED });
  const factWidth = width / Math.max(1, header.facts.length);
  header.facts.forEach(([label, value], i) => {
    const x = MARGIN + i * factWidth;
    cell(doc, label.toUpperCase(), x, MARGIN + 60, factWidth - 12, 1, { font: "bold", size: 7.5, color: MUTED });
    cell(doc, value, x, MARGIN + 71, factWidth - 12, 2, { size: 9.5 });
  });
  if (header.summary) cell(doc, header.summary, MARGIN, tableTop - 15, width, 1, { size: 8.5, color: MUTED });
}

/** Page numbers and the document's name at the foot of every page, once every page exists. */
export function drawFooters(doc: Doc, t: TFunction, text: string) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const label = t("admin.sessions.attendance.page", { page: i + 1, total: range.count });
    const footerY = doc.page.height - 30;
    const width = doc.page.width - 2 * MARGIN;
    cell(doc, text, MARGIN, footerY, width - 160, 1, { size: 8, color: MUTED });
    cell(doc, label, doc.page.width - MARGIN - 150, footerY, 150, 1, { size: 8, color: MUTED, align: "right" });
  }
}
