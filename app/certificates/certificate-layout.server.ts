// The parts every certificate shares (delivery.md §3): a flow of text that moves to a new page
// rather than running into the footer, the organisation's letterhead, label–value rows, the
// ticked boxes of the official model, the place, date and signature block with the stamp and
// signature images, the draft watermark, and the verification footer with its QR code.
// Built on the attendance PDFs' kit (fonts, cells that never spill). Pure: no database.
import type { TFunction } from "i18next";
import {
  A4_PORTRAIT,
  cell,
  type Doc,
  INK,
  type Lang,
  lineHeight,
  localeOf,
  MUTED,
  RULE,
  SHADE,
  type TextStyle,
} from "~/attendance/pdf-kit.server";
import type { CertificateAssets } from "~/certificates/certificate-pdf.server";
import type { DocumentFacts } from "~/certificates/facts";
import { dateTimeFormat, numberFormat } from "~/i18n/format";

export const K = "certificates.pdf";
export const PAGE = A4_PORTRAIT;
/** Wider side margins than the sheets' MARGIN: a certificate reads as a letter, not a table. */
export const SIDE = 56;
export const TOP = 48;
export const WIDTH = PAGE.width - 2 * SIDE;
const QR_SIZE = 56;
/** Where the footer (QR code, verification text, version) starts; the body stops above it. */
const FOOTER_TOP = PAGE.height - 30 - QR_SIZE;
export const BODY_BOTTOM = FOOTER_TOP - 14;
/** A page's unbreakable lines: as many as a page holds, so `cell` never cuts a paragraph. */
const ANY = 200;

/** Text laid out top to bottom, starting a new page when the next block would reach the footer. */
export class Flow {
  y: number;

  constructor(
    readonly doc: Doc,
    private readonly newPage: () => number,
  ) {
    this.y = newPage();
  }

  /** Keeps `height` points together: on a new page when they do not fit on this one. */
  keep(height: number) {
    if (this.y + height > BODY_BOTTOM) this.y = this.newPage();
  }

  space(points: number) {
    this.y += points;
  }

  height(text: string, style: TextStyle, width = WIDTH): number {
    return lineHeight(this.doc, { text, lines: ANY, style }, width);
  }

  /** A paragraph, kept whole, then `gap` points. */
  text(text: string, style: TextStyle = {}, options: { x?: number; width?: number; gap?: number } = {}) {
    const x = options.x ?? SIDE;
    const width = options.width ?? WIDTH - (x - SIDE);
    const height = this.height(text, style, width);
    this.keep(height);
    cell(this.doc, text, x, this.y, width, ANY, style);
    this.y += height + (options.gap ?? 5);
  }

  /** A label and its value on one row (the value may take several lines). */
  row(label: string, values: string[], labelWidth = 132) {
    const width = WIDTH - labelWidth;
    const valueStyle: TextStyle = { size: 10.5 };
    const heights = values.map((v, i) => this.height(v, i === 0 ? valueStyle : { size: 9.5, color: MUTED }, width));
    const height = Math.max(
      this.height(label, { font: "bold", size: 9.5 }, labelWidth - 10),
      heights.reduce((a, b) => a + b + 2, -2),
    );
    this.keep(height);
    cell(this.doc, label, SIDE, this.y + 1, labelWidth - 10, ANY, { font: "bold", size: 9.5, color: MUTED });
    let y = this.y;
    values.forEach((value, i) => {
      cell(this.doc, value, SIDE + labelWidth, y, width, ANY, i === 0 ? valueStyle : { size: 9.5, color: MUTED });
      y += heights[i] + 2;
    });
    this.y += height + 6;
  }

  /** A thin rule across the text width. */
  rule(gap = 10) {
    this.doc
      .moveTo(SIDE, this.y)
      .lineTo(SIDE + WIDTH, this.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.y += gap;
  }
}

/** A calendar day in long form in the document's language: "2 juin 2031", "2 June 2031". */
export function longDate(lang: Lang) {
  const format = dateTimeFormat(localeOf(lang), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return (date: string) => format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** A month and its year: "juin 2031", "June 2031" (from "2031-06" or its first day). */
export function monthName(lang: Lang, month: string): string {
  const format = dateTimeFormat(localeOf(lang), { month: "long", year: "numeric", timeZone: "UTC" });
  return format.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/** Minutes as decimal hours, the unit of the official model's sentence: "12,5", "12.5". */
export function decimalHours(lang: Lang, minutes: number): { value: string; count: number } {
  const count = Math.round((Math.max(0, minutes) / 60) * 100) / 100;
  return { value: numberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(count), count };
}

/** The days the document covers: the month's first and last sitting days, else the session's. */
export function coveredDays(facts: DocumentFacts): { start: string; end: string } {
  return facts.period
    ? { start: facts.period.start, end: facts.period.end }
    : { start: facts.session.startDate, end: facts.session.endDate };
}

/** Whether the French legal mentions (NDA, article L. 6353-1) belong on this document. */
export function frenchMentions(facts: DocumentFacts): boolean {
  return facts.agency.frenchRules && facts.kind !== "attendance";
}

/** The organisation's letterhead: legal name, office, registration and, in France, its declaration. */
export function drawLetterhead(flow: Flow, t: TFunction, facts: DocumentFacts) {
  const { organisation } = facts;
  flow.text(organisation.legalName, { font: "bold", size: 13 }, { gap: 2 });
  const small: TextStyle = { size: 8.5, color: MUTED };
  const address = (organisation.address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" · ");
  if (address) flow.text(address, small, { gap: 1 });
  const french = frenchMentions(facts);
  if (organisation.registrationNumber) {
    const key = facts.agency.frenchRules ? "siret" : "registration";
    flow.text(t(`${K}.header.${key}`, { number: organisation.registrationNumber }), small, { gap: 1 });
  }
  if (french && organisation.declarationNumber) {
    const number = organisation.declarationNumber;
    const line = organisation.declarationRegion
      ? t(`${K}.header.declaration`, { number, region: organisation.declarationRegion })
      : t(`${K}.header.declaration_no_region`, { number });
    flow.text(`${line}. ${t(`${K}.header.not_approval`)}`, small, { gap: 1 });
  }
  if (french && organisation.qualiopiNumber) {
    flow.text(t(`${K}.header.qualiopi`, { number: organisation.qualiopiNumber }), small, { gap: 1 });
  }
  flow.space(5);
  flow.rule(18);
}

/** The document's title, centred. */
export function drawTitle(flow: Flow, title: string) {
  flow.text(title.toUpperCase(), { font: "bold", size: 19, align: "center" }, { gap: 14 });
}

/** A box, ticked with a cross when `ticked` (drawn: Noto Sans has no ☒/☐ glyphs). */
export function drawCheckbox(doc: Doc, x: number, y: number, size: number, ticked: boolean) {
  doc.lineWidth(0.8).strokeColor(INK).rect(x, y, size, size).stroke();
  if (!ticked) return;
  const inset = size * 0.2;
  doc
    .lineWidth(1.2)
    .moveTo(x + inset, y + inset)
    .lineTo(x + size - inset, y + size - inset)
    .moveTo(x + size - inset, y + inset)
    .lineTo(x + inset, y + size - inset)
    .stroke();
}

/** The four natures of action, each with its box, the document's one ticked. */
export function drawNatures(flow: Flow, t: TFunction, ticked: DocumentFacts["course"]["nature"]) {
  const natures = ["training", "skills_assessment", "vae", "apprenticeship"] as const;
  const size = 9;
  for (const nature of natures) {
    const text = t(`${K}.nature.${nature}`);
    const style: TextStyle = { size: 10.5, font: nature === ticked ? "bold" : "regular" };
    const height = flow.height(text, style, WIDTH - 40);
    flow.keep(height);
    drawCheckbox(flow.doc, SIDE + 16, flow.y + 3, size, nature === ticked);
    flow.text(text, style, { x: SIDE + 32, gap: 4 });
  }
  flow.space(4);
}

/** The assessment's result per objective, as a table: number, objective, result. */
export function drawResultsTable(flow: Flow, t: TFunction, facts: DocumentFacts) {
  const { doc } = flow;
  const numberWidth = 24;
  const resultWidth = 150;
  const objectiveWidth = WIDTH - numberWidth - resultWidth;
  const pad = 5;
  const head = 20;
  const header = () => {
    doc.lineWidth(0.5).rect(SIDE, flow.y, WIDTH, head).fillAndStroke(SHADE, RULE);
    const style: TextStyle = { font: "bold", size: 8.5 };
    cell(doc, t(`${K}.results.objective`), SIDE + numberWidth + pad, flow.y + 5, objectiveWidth - 2 * pad, 1, style);
    cell(doc, t(`${K}.results.result`), SIDE + numberWidth + objectiveWidth + pad, flow.y + 5, resultWidth, 1, style);
    flow.y += head;
  };
  flow.keep(head + 24);
  header();
  facts.course.objectives.forEach((objective, i) => {
    const result = facts.results[i];
    const text = objective.trim();
    const height = Math.max(20, flow.height(text, { size: 9.5 }, objectiveWidth - 2 * pad) + 2 * pad);
    if (flow.y + height > BODY_BOTTOM) {
      flow.keep(BODY_BOTTOM);
      header();
    }
    const y = flow.y;
    doc.lineWidth(0.5).strokeColor(RULE).rect(SIDE, y, WIDTH, height).stroke();
    doc
      .moveTo(SIDE + numberWidth, y)
      .lineTo(SIDE + numberWidth, y + height)
      .moveTo(SIDE + numberWidth + objectiveWidth, y)
      .lineTo(SIDE + numberWidth + objectiveWidth, y + height)
      .stroke();
    cell(doc, `${i + 1}.`, SIDE + 4, y + pad, numberWidth - 6, 1, { size: 9.5, color: MUTED });
    cell(doc, text, SIDE + numberWidth + pad, y + pad, objectiveWidth - 2 * pad, ANY, { size: 9.5 });
    cell(
      doc,
      result ? t(`${K}.results.${result}`) : "—",
      SIDE + numberWidth + objectiveWidth + pad,
      y + pad,
      resultWidth - 2 * pad,
      2,
      {
        size: 9.5,
        font: "bold",
      },
    );
    flow.y += height;
  });
  flow.space(14);
}

/** The objectives as a numbered list. */
export function drawObjectives(flow: Flow, objectives: string[]) {
  const style: TextStyle = { size: 10 };
  objectives.forEach((objective, i) => {
    const text = objective.trim();
    // Kept first, so that the number moves to a new page with its objective.
    flow.keep(flow.height(text, style, WIDTH - 22));
    cell(flow.doc, `${i + 1}.`, SIDE + 4, flow.y, 16, 1, { ...style, color: MUTED });
    flow.text(text, style, { x: SIDE + 22, gap: 3 });
  });
  flow.space(10);
}

const BOX_HEIGHT = 76;
const STAMP_WIDTH = 120;
const SIGNATURE_WIDTH = 150;

/**
 * The signature block: on the left "Fait à …, le …" over the representative's name and role; on
 * the right the stamp and the signature side by side in their boxes (empty boxes when the images
 * are absent). `caption`: one caption over both boxes (the official model's), else "Stamp" and
 * "Signature" over each.
 */
export function drawSignatureBlock(
  flow: Flow,
  t: TFunction,
  facts: DocumentFacts,
  assets: CertificateAssets,
  options: { placeDate: string; caption?: string },
) {
  const { doc } = flow;
  const boxesWidth = STAMP_WIDTH + 10 + SIGNATURE_WIDTH;
  const boxesX = SIDE + WIDTH - boxesWidth;
  const leftWidth = boxesX - SIDE - 16;
  const small: TextStyle = { size: 8, color: MUTED };
  const captionHeight = options.caption ? flow.height(options.caption, small, boxesWidth) + 4 : 14;
  flow.keep(captionHeight + BOX_HEIGHT);
  const top = flow.y;

  let y = top;
  const line = (text: string, style: TextStyle, gap: number) => {
    cell(doc, text, SIDE, y, leftWidth, 3, style);
    y += Math.min(flow.height(text, style, leftWidth), 3 * 14) + gap;
  };
  line(options.placeDate, { size: 10.5 }, 18);
  const name = facts.organisation.representative?.trim();
  if (name) line(name, { font: "bold", size: 10.5 }, 2);
  line(t(`${K}.signature.role`), { size: 9.5, color: MUTED }, 1);
  line(facts.organisation.legalName, { size: 9.5, color: MUTED }, 0);

  if (options.caption) {
    cell(doc, options.caption, boxesX, top, boxesWidth, 2, { ...small, align: "center" });
  } else {
    cell(doc, t(`${K}.signature.stamp`), boxesX, top, STAMP_WIDTH, 1, { ...small, align: "center" });
    cell(doc, t(`${K}.signature.signature`), boxesX + STAMP_WIDTH + 10, top, SIGNATURE_WIDTH, 1, {
      ...small,
      align: "center",
    });
  }
  const boxTop = top + captionHeight;
  imageBox(doc, assets.stamp, boxesX, boxTop, STAMP_WIDTH, BOX_HEIGHT);
  imageBox(doc, assets.signature, boxesX + STAMP_WIDTH + 10, boxTop, SIGNATURE_WIDTH, BOX_HEIGHT);
  flow.y = Math.max(y, boxTop + BOX_HEIGHT) + 12;
}

function imageBox(doc: Doc, image: Buffer | null, x: number, y: number, width: number, height: number) {
  doc.lineWidth(0.5).strokeColor(RULE).rect(x, y, width, height).stroke();
  if (image) doc.image(image, x + 4, y + 4, { fit: [width - 8, height - 8], align: "center", valign: "center" });
}

/** The large diagonal "PROJET"/"DRAFT" behind a draft's content. */
export function drawWatermark(doc: Doc, word: string) {
  const cx = PAGE.width / 2;
  const cy = PAGE.height / 2;
  const size = 110;
  doc.font("bold").fontSize(size);
  const width = doc.widthOfString(word) + 20;
  // The capitals' middle is about a third of the size under the line's top (Noto Sans' ascent).
  const top = cy - size * 0.72;
  doc.save();
  doc.rotate(-40, { origin: [cx, cy] });
  cell(doc, word, cx - width / 2, top, width, 1, { font: "bold", size, color: "#e5e7eb", align: "center" });
  doc.restore();
}

export type FooterPage = { t: TFunction };

/**
 * Every page's foot: the QR code of the verification address, the sentence that gives it with
 * the code (a draft says it is not valid instead), the version and what it replaces, the page.
 */
export function drawCertificateFooters(doc: Doc, facts: DocumentFacts, pages: FooterPage[], qr: Buffer | null) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const t = pages[i]?.t ?? pages[0].t;
    doc
      .moveTo(SIDE, FOOTER_TOP - 8)
      .lineTo(SIDE + WIDTH, FOOTER_TOP - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    const textX = qr ? SIDE + QR_SIZE + 12 : SIDE;
    const width = SIDE + WIDTH - textX;
    if (qr) doc.image(qr, SIDE, FOOTER_TOP, { width: QR_SIZE, height: QR_SIZE });
    const first =
      facts.code && facts.verifyUrl
        ? t(`${K}.footer.verify`, { url: facts.verifyUrl, code: facts.code })
        : t(`${K}.footer.draft`);
    cell(doc, first, textX, FOOTER_TOP + 4, width, 2, { size: 8.5, font: facts.code ? "regular" : "bold" });
    const version = t(`${K}.footer.version`, { version: facts.version });
    const replaces = facts.supersedes
      ? ` — ${t(`${K}.footer.replaces`, { code: facts.supersedes.code, version: facts.supersedes.version })}`
      : "";
    cell(doc, `${version}${replaces}`, textX, FOOTER_TOP + 30, width - 90, 1, { size: 8, color: MUTED });
    const page = t("admin.sessions.attendance.page", { page: i + 1, total: range.count });
    cell(doc, page, SIDE + WIDTH - 90, FOOTER_TOP + 30, 90, 1, { size: 8, color: MUTED, align: "right" });
  }
}
