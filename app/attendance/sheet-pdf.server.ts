// The attendance sheet (feuille d'émargement) of a session as a print-ready A4 landscape PDF.
// One column per sitting (the computed half-days when the session has none), one row per
// participant and the trainer's row. Signed (`evidence` given): each cell carries the drawn
// signature, its time and the marks, each name its hours attended out of planned, and the
// evidence appendix follows. Blank: empty boxes to sign on paper.
// Pure: the caller reads the roster and the evidence and passes them in.
import type { TFunction } from "i18next";
import type {
  EvidenceCell,
  EvidenceCorrection,
  EvidenceMark,
  EvidenceSignature,
  EvidenceSitting,
} from "~/attendance/evidence.server";
import { drawEvidenceAppendix } from "~/attendance/evidence-appendix.server";
import {
  A4_LANDSCAPE,
  ALERT,
  cell,
  createDocument,
  type Doc,
  drawFooters,
  drawLines,
  drawPageHeader,
  drawSignature,
  formatMinutes,
  type Line,
  linesHeight,
  MARGIN,
  MUTED,
  RULE,
  SHADE,
  sessionClock,
  shortDay,
} from "~/attendance/pdf-kit.server";
import { formatTime } from "~/i18n/format";
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

export type SheetParticipant = {
  name: string;
  company: string | null;
  /** One per sitting, in the sittings' order (signed sheets). */
  cells?: EvidenceCell[];
  minutes_attended?: number;
  minutes_planned?: number;
};

export type SheetSitting = Pick<EvidenceSitting, "date" | "period"> &
  Partial<Pick<EvidenceSitting, "id" | "start_time" | "end_time" | "trainer">>;

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
  participants: SheetParticipant[];
  /** The session's sittings, in order; none: the half-days computed from its dates. */
  sittings?: SheetSitting[];
  /** The evidence to print: without it, the sheet is blank (to sign on paper). */
  evidence?: { corrections: EvidenceCorrection[]; fingerprint: string | null; verificationUrl: string | null };
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
 * The half-days to sign for when a session has no sittings. A session runs every calendar day
 * from start_date to end_date inclusive, with the same hours each day (the .ics repeats it
 * daily too). A day has a morning when it starts before 12:00 and an afternoon when it ends
 * after 13:00, so 09:00–17:00 gives both, 09:00–12:00 the morning only and 14:00–17:30 the
 * afternoon only. A day that does neither (12:00–13:00) still gets one box, the afternoon: it
 * starts past noon. An end before the start (bad data) gives the first day alone, rather than
 * no column to sign.
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

/** "emargement-GP-101-2031-06-02.pdf" (and "-elodie-faure" for one person's): ASCII only, safe in a Content-Disposition header. */
export function attendanceSheetFilename(reference: string, startDate: string, person?: string): string {
  const safe = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "");
  const ref = safe(reference);
  const who = person ? safe(person).toLowerCase() : "";
  return `emargement-${ref ? `${ref}-` : ""}${startDate.slice(0, 10)}${who ? `-${who}` : ""}.pdf`;
}

// The layout of every page of the sheet (A4 landscape).
const PAGE = A4_LANDSCAPE;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const TABLE_TOP = 156;
const TABLE_BOTTOM = PAGE.height - 44;
const HEADER_ROW = 32;
/** Heads with the sittings' times take a third line. */
const TIMED_HEADER_ROW = 42;
const ROW = 38;
/** A signed cell: the drawing, then its time and marks. */
const SIGNED_ROW = 60;
const TRAINER_GAP = 8;
const NUMBER_COLUMN = 24;
const MIN_NAME_COLUMN = 210;
const MAX_NAME_COLUMN = 330;
const MAX_BOX = 120;
/** Signature columns per page: beyond, the columns go on further pages. */
export const HALF_DAYS_PER_PAGE = 6;
const K = "admin.sessions.attendance";

/** Splits the columns into the fewest pages of at most HALF_DAYS_PER_PAGE, evenly (8 → 4 + 4). */
function columnGroups<T>(all: T[]): T[][] {
  const count = Math.max(1, Math.ceil(all.length / HALF_DAYS_PER_PAGE));
  const size = Math.max(1, Math.ceil(all.length / count));
  const groups: T[][] = [];
  for (let i = 0; i < all.length; i += size) groups.push(all.slice(i, i + size));
  return groups;
}

type Row = { kind: "participant"; index: number } | { kind: "empty" } | { kind: "trainer" };
type SizedRow = Row & { height: number };
type Column = SheetSitting & { index: number };

/** The width of each column when `columns` sittings share the page. */
function columnWidths(columns: number) {
  const box = Math.min(MAX_BOX, (CONTENT_WIDTH - NUMBER_COLUMN - MIN_NAME_COLUMN) / columns);
  const name = Math.min(MAX_NAME_COLUMN, CONTENT_WIDTH - NUMBER_COLUMN - columns * box);
  return { box, name, table: NUMBER_COLUMN + name + columns * box };
}

/** Rows onto pages: as many as fit, then the trainer's row (after a gap) on the last page. */
function paginate(rows: SizedRow[], trainer: SizedRow, headerRow: number): SizedRow[][] {
  const available = TABLE_BOTTOM - TABLE_TOP - headerRow;
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

/** The words a mark prints: "Late (10 min)", "Signed late", "Amended"… */
export function markWords(t: TFunction, mark: EvidenceMark | null, signed: boolean): string[] {
  const words: string[] = [];
  if (mark) {
    const { status } = mark;
    if (status === "late" && mark.late_minutes) words.push(t(`${K}.marks.late_minutes`, { count: mark.late_minutes }));
    else if (status === "left_early" && mark.left_early_minutes)
      words.push(t(`${K}.marks.left_early_minutes`, { count: mark.left_early_minutes }));
    else if (status !== "present" || !signed) words.push(t(`${K}.marks.${status}`));
    // A late arrival who also left early says both.
    if (status === "late" && mark.left_early_minutes)
      words.push(t(`${K}.marks.left_early_minutes`, { count: mark.left_early_minutes }));
    if (mark.amended) words.push(t(`${K}.marks.amended`));
  }
  return words;
}

/** A signed cell: the drawing in its upper part, the time signed and the marks under it. */
function drawEvidenceBox(
  doc: Doc,
  t: TFunction,
  clock: ReturnType<typeof sessionClock>,
  box: { x: number; y: number; width: number; height: number },
  signature: EvidenceSignature | null,
  mark: EvidenceMark | null,
) {
  const words = [
    ...(signature ? [clock.time(signature.signed_at)] : []),
    ...(signature?.signed_late ? [t(`${K}.marks.signed_late`)] : []),
    ...markWords(t, mark, signature !== null),
  ];
  const absent = mark !== null && (mark.status === "absent" || mark.status === "excused") && !signature;
  if (absent) doc.rect(box.x, box.y, box.width, box.height).fill(SHADE);
  const textHeight = words.length > 0 ? 20 : 0;
  if (signature) drawSignature(doc, signature.svg, box.x + 4, box.y + 3, box.width - 8, box.height - 6 - textHeight);
  if (words.length > 0) {
    const alert = mark !== null && mark.status !== "present";
    cell(doc, words.join(" · "), box.x + 3, box.y + box.height - textHeight - 1, box.width - 6, 2, {
      size: 6.5,
      color: alert ? ALERT : MUTED,
      align: "center",
    });
  }
}

export async function attendanceSheetPdf(input: AttendanceSheetInput): Promise<Uint8Array<ArrayBuffer>> {
  const { t, lang, course, session, evidence } = input;
  const title = t(`${K}.title`);
  const { doc, bytes } = await createDocument({
    lang,
    title: `${title} – ${course.title}`,
    author: input.appName,
    subject: course.reference,
  });

  const sittings: SheetSitting[] = input.sittings?.length ? input.sittings : halfDays(session);
  const timed = sittings.some((s) => s.start_time);
  const headerRow = timed ? TIMED_HEADER_ROW : HEADER_ROW;
  const day = shortDay(lang);
  const clock = sessionClock(lang, session.timezone);
  const zoneLabel = timeZoneLabel(session.timezone, session.city);
  const notSet = t(`${K}.not_set`);
  const facts: [string, string][] = [
    [t(`${K}.dates`), formatSessionDates(session.start_date, session.end_date, lang)],
    [t(`${K}.hours`), `${formatTime(session.start_time)} – ${formatTime(session.end_time)} (${zoneLabel})`],
    [t(`${K}.place`), input.place?.trim() || notSet],
    [t(`${K}.trainer`), input.trainer?.trim() || notSet],
  ];
  const count = input.participants.length;
  const instructions = t(`${K}.instructions`);
  const summary = count > 0 ? `${instructions} ${t(`${K}.confirmed`, { count })}.` : instructions;
  const header = { appName: input.appName, title, course, facts, summary };

  // What the name cell of a row says: a name may take two lines (it must be readable on a
  // signed sheet), the company, the hours and the trainer's lines one.
  const nameCell = (row: Row): Line[] => {
    if (row.kind === "participant") {
      const participant = input.participants[row.index];
      const lines: Line[] = [{ text: participant.name, lines: 2, style: { font: "bold" } }];
      const company = participant.company?.trim();
      if (company) lines.push({ text: company, lines: 1, style: { size: 8.5, color: MUTED } });
      if (evidence && participant.minutes_planned !== undefined) {
        const attended = formatMinutes(t, participant.minutes_attended ?? 0);
        const planned = formatMinutes(t, participant.minutes_planned);
        lines.push({ text: t(`${K}.total`, { attended, planned }), lines: 1, style: { size: 8 } });
      }
      return lines;
    }
    if (row.kind === "trainer") {
      return [
        { text: t(`${K}.trainer_signature`), lines: 1, style: { font: "bold" } },
        { text: input.trainer?.trim() || notSet, lines: 1, style: { size: 8.5, color: MUTED } },
      ];
    }
    return [{ text: t(`${K}.empty`), lines: 1, style: { color: MUTED, align: "center" } }];
  };

  const drawPage = (columns: Column[], rows: SizedRow[]) => {
    doc.addPage({ size: "A4", layout: "landscape", margin: 0 });
    drawPageHeader(doc, t, header, TABLE_TOP);
    const widths = columnWidths(columns.length);
    const nameX = MARGIN + NUMBER_COLUMN;
    const boxX = (i: number) => nameX + widths.name + i * widths.box;
    const verticalRules = (y: number, height: number) => {
      doc.lineWidth(0.6).strokeColor(RULE);
      for (const x of [nameX, ...columns.map((_, i) => boxX(i))]) {
        doc
          .moveTo(x, y)
          .lineTo(x, y + height)
          .stroke();
      }
    };

    // Column headers: the name column, then one per sitting (short date over the period and times).
    let y = TABLE_TOP;
    doc.lineWidth(0.6).strokeColor(RULE);
    doc.rect(MARGIN, y, widths.table, headerRow).fillAndStroke(SHADE, RULE);
    verticalRules(y, headerRow);
    const middle = y + headerRow / 2 - 6;
    cell(doc, "#", MARGIN, middle, NUMBER_COLUMN, 1, { font: "bold", size: 9, align: "center" });
    cell(doc, t(`${K}.participant_column`), nameX + 6, middle, widths.name - 12, 1, { font: "bold", size: 9 });
    columns.forEach((column, i) => {
      const x = boxX(i) + 3;
      const w = widths.box - 6;
      cell(doc, day(column.date), x, y + 4, w, 1, { font: "bold", size: 8.5, align: "center" });
      cell(doc, t(`${K}.${column.period}`), x, y + 17, w, 1, { size: 8, color: MUTED, align: "center" });
      if (column.start_time && column.end_time) {
        const times = `${formatTime(column.start_time)}–${formatTime(column.end_time)}`;
        cell(doc, times, x, y + 28, w, 1, { size: 7.5, color: MUTED, align: "center" });
      }
    });
    y += headerRow;

    for (const row of rows) {
      if (row.kind === "empty") {
        doc.lineWidth(0.6).strokeColor(RULE).rect(MARGIN, y, widths.table, row.height).stroke();
        drawLines(doc, nameCell(row), MARGIN + 6, y, widths.table - 12, row.height);
        y += row.height;
        continue;
      }
      if (row.kind === "trainer") {
        y += TRAINER_GAP;
        doc.rect(MARGIN, y, NUMBER_COLUMN + widths.name, row.height).fill(SHADE);
      }
      if (evidence) {
        columns.forEach((column, i) => {
          const box = { x: boxX(i), y, width: widths.box, height: row.height };
          if (row.kind === "trainer") drawEvidenceBox(doc, t, clock, box, column.trainer ?? null, null);
          else {
            const evidenceCell = input.participants[row.index].cells?.[column.index];
            drawEvidenceBox(doc, t, clock, box, evidenceCell?.signature ?? null, evidenceCell?.mark ?? null);
          }
        });
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
  const minimum = evidence ? SIGNED_ROW : ROW;
  for (const columns of columnGroups(sittings.map((s, index): Column => ({ ...s, index })))) {
    // The name column's width depends on how many sittings share the page, and so do the
    // row heights (a long name wraps sooner): measured again for each group of columns.
    const width = columnWidths(columns.length).name - 12;
    const sized = (row: Row): SizedRow => ({
      ...row,
      height: linesHeight(doc, nameCell(row), width, row.kind === "empty" ? ROW : minimum),
    });
    for (const page of paginate(rows.map(sized), sized({ kind: "trainer" }), headerRow)) drawPage(columns, page);
  }

  if (evidence) {
    const withIds = sittings.filter((s): s is SheetSitting & { id: string; start_time: string; end_time: string } =>
      Boolean(s.id && s.start_time && s.end_time),
    );
    drawEvidenceAppendix(doc, {
      t,
      lang,
      zone: session.timezone,
      zoneLabel,
      header: { appName: input.appName, course, facts },
      sittings: withIds,
      signatures: [
        ...withIds.flatMap((s) => (s.trainer ? [s.trainer] : [])),
        ...input.participants.flatMap((p) => (p.cells ?? []).flatMap((c) => (c.signature ? [c.signature] : []))),
      ],
      corrections: evidence.corrections,
      fingerprint: evidence.fingerprint,
      verificationUrl: evidence.verificationUrl,
      layout: "landscape",
    });
  }

  drawFooters(doc, t, `${input.appName} · ${title} · ${course.reference}`);
  return bytes();
}
