// The annual activity report (BPF, delivery.md §8) as an A4 portrait PDF in the staff member's
// language: the organisation's identity at the top (legal name, SIRET, training declaration
// number), the year and the day it was generated, then the screen's table box by box (C, E,
// F-1, F-3, F-4), each line with its form box, and under each box what is missing. Drawn row by
// row with the attendance sheets' kit (app/attendance/pdf-kit.server.ts); pure.
import type { TFunction } from "i18next";
import {
  A4_PORTRAIT,
  cell,
  createDocument,
  type Doc,
  drawFooters,
  INK,
  lineHeight,
  MUTED,
  RULE,
  SHADE,
  type TextStyle,
} from "~/attendance/pdf-kit.server";
import { formatDate, formatNumber, formatPrice } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import type { BpfReport, TraineeBox } from "./bpf.server";
import { BPF_SECTIONS, type BpfSection, hoursOf, rowLabel, TRAINEE_SECTIONS } from "./bpf-figures";

const K = "admin.bpf";
const PAGE = A4_PORTRAIT;
const SIDE = 48;
const TOP = 48;
/** Room under the rows for drawFooters' line (page height − 30). */
const BOTTOM = 60;
const WIDTH = PAGE.width - 2 * SIDE;
const ROW = 18;
const BOX_WIDTH = 56;
const VALUE_WIDTH = 88;
const CURRENCY = "EUR";

export type BpfIdentity = {
  legalName: string | null;
  siret: string | null;
  nda: string | null;
};

export type BpfPdfInput = {
  report: BpfReport;
  identity: BpfIdentity;
  lang: Lang;
  generatedAt: string;
  appName: string;
};

/** A line of a table: its box, its label and its values (already formatted). */
type Line = { box: string; label: string; values: string[]; bold?: boolean };

export async function renderBpfPdf(input: BpfPdfInput, t: TFunction): Promise<Uint8Array<ArrayBuffer>> {
  const { report, identity, lang } = input;
  const title = t(`${K}.pdf.title`, { year: report.year });
  const { doc, bytes } = await createDocument({
    lang,
    title,
    author: identity.legalName ?? input.appName,
    subject: t(`${K}.title`),
  });
  const pen = { y: TOP };
  doc.addPage({ size: "A4", layout: "portrait", margin: 0 });

  write(doc, pen, identity.legalName ?? input.appName, { font: "bold", size: 14 }, 22);
  const ids = [
    t(`${K}.pdf.siret`, { value: identity.siret ?? t(`${K}.pdf.not_set`) }),
    t(`${K}.pdf.nda`, { value: identity.nda ?? t(`${K}.pdf.not_set`) }),
  ].join("   ·   ");
  write(doc, pen, ids, { size: 9.5, color: MUTED }, 24);
  write(doc, pen, title, { font: "bold", size: 18 }, 26);
  write(
    doc,
    pen,
    t(`${K}.pdf.generated_on`, { date: formatDate(input.generatedAt, lang, "long") }),
    {
      size: 9,
      color: MUTED,
    },
    16,
  );
  write(doc, pen, t(`${K}.sessions_counted`, { count: report.sessions, year: report.year }), { size: 9.5 }, 18);

  if (report.sessions === 0) {
    write(doc, pen, t(`${K}.empty`, { year: report.year }), { size: 11 }, 20);
  } else {
    const amount = (value: number) => formatPrice(value, CURRENCY, lang);
    const hours = (minutes: number) => formatNumber(hoursOf(minutes), lang);
    section(
      doc,
      pen,
      t,
      "revenue",
      [t(`${K}.columns.own`), t(`${K}.columns.subcontracted`), t(`${K}.columns.total`)],
      [
        ...report.revenue.rows.map((row) => ({
          ...rowLabel(row.category, "revenue", lang, t),
          values: [amount(row.own), amount(row.subcontracted), amount(row.own + row.subcontracted)],
        })),
        {
          box: BPF_SECTIONS.revenue,
          label: t(`${K}.total`),
          bold: true,
          values: [
            amount(report.revenue.total.own),
            amount(report.revenue.total.subcontracted),
            amount(report.revenue.total.own + report.revenue.total.subcontracted),
          ],
        },
      ],
    );
    missingLine(doc, pen, t, "revenue", report.revenue.missing);
    section(
      doc,
      pen,
      t,
      "trainers",
      [t(`${K}.columns.value`)],
      [
        {
          box: BPF_SECTIONS.trainers,
          label: t(`${K}.trainers.count`),
          values: [formatNumber(report.trainers.count, lang)],
        },
        { box: BPF_SECTIONS.trainers, label: t(`${K}.trainers.hours`), values: [hours(report.trainers.minutes)] },
      ],
    );
    missingLine(doc, pen, t, "trainers", report.trainers.missing);
    for (const [name, key] of TRAINEE_SECTIONS) {
      const box = report[key] as TraineeBox;
      section(
        doc,
        pen,
        t,
        name,
        [t(`${K}.columns.participants`), t(`${K}.columns.hours`)],
        [
          ...box.rows.map((row) => ({
            ...rowLabel(row.category, name, lang, t),
            values: [formatNumber(row.participants, lang), hours(row.minutes)],
          })),
          {
            box: BPF_SECTIONS[name],
            label: t(`${K}.total`),
            bold: true,
            values: [formatNumber(box.total.participants, lang), hours(box.total.minutes)],
          },
        ],
      );
      missingLine(doc, pen, t, name, box.missing);
    }
  }
  drawFooters(doc, t, `${title} — ${identity.legalName ?? input.appName}`);
  return bytes();
}

/** One block of text at the pen, which then moves down by `advance`. */
function write(doc: Doc, pen: { y: number }, text: string, style: TextStyle, advance: number) {
  room(doc, pen, advance);
  cell(doc, text, SIDE, pen.y, WIDTH, 2, style);
  pen.y += advance;
}

/** A new page when fewer than `height` points are left above the bottom. */
function room(doc: Doc, pen: { y: number }, height: number) {
  if (pen.y + height <= PAGE.height - BOTTOM) return;
  doc.addPage({ size: "A4", layout: "portrait", margin: 0 });
  pen.y = TOP;
}

/** A box's heading and its table: box, label, then the values right-aligned. */
function section(doc: Doc, pen: { y: number }, t: TFunction, name: BpfSection, heads: string[], lines: Line[]) {
  pen.y += 8;
  room(doc, pen, 22 + 2 * ROW);
  const heading = t(`${K}.box`, { box: BPF_SECTIONS[name], title: t(`${K}.sections.${name}`) });
  cell(doc, heading, SIDE, pen.y, WIDTH, 1, { font: "bold", size: 12.5 });
  pen.y += 20;
  const labelWidth = WIDTH - BOX_WIDTH - heads.length * VALUE_WIDTH;
  const drawRow = (line: Line, style: TextStyle, shade: boolean) => {
    // A long label (an NSF specialty) wraps on up to three lines rather than being cut.
    const labelLines = { text: line.label, lines: 3, style };
    const height = Math.max(ROW, Math.ceil(lineHeight(doc, labelLines, labelWidth - 6)) + 8);
    room(doc, pen, height);
    if (shade) doc.rect(SIDE, pen.y, WIDTH, height).fill(SHADE);
    const y = pen.y + 4;
    cell(doc, line.box, SIDE + 4, y, BOX_WIDTH - 8, 1, { ...style, color: style.color ?? MUTED });
    cell(doc, line.label, SIDE + BOX_WIDTH, y, labelWidth - 6, 3, style);
    line.values.forEach((value, i) => {
      const x = SIDE + BOX_WIDTH + labelWidth + i * VALUE_WIDTH;
      cell(doc, value, x, y, VALUE_WIDTH - 4, 1, { ...style, align: "right" });
    });
    pen.y += height;
    doc
      .moveTo(SIDE, pen.y)
      .lineTo(SIDE + WIDTH, pen.y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  };
  drawRow({ box: t(`${K}.columns.box`), label: "", values: heads }, { font: "bold", size: 8.5, color: MUTED }, true);
  for (const line of lines) {
    drawRow(line, { font: line.bold ? "bold" : "regular", size: 9.5, color: INK }, false);
  }
}

function missingLine(doc: Doc, pen: { y: number }, t: TFunction, name: BpfSection, count: number) {
  pen.y += 4;
  const text = count === 0 ? t(`${K}.missing.none`) : t(`${K}.missing.${name}`, { count });
  write(doc, pen, text, { size: 9, color: count === 0 ? MUTED : "#9a3412" }, 16);
}
