// The evidence appendix that follows a signed sheet (delivery.md §1): each signature's sitting,
// signer, method, how the signer was identified, its server time to the second in the
// session's zone and whether it came late; the corrections made after locking; the fingerprint
// of the locked data and the address that verifies it. Pure: drawn from what the caller passes.
import type { TFunction } from "i18next";
import type { EvidenceCorrection, EvidenceSignature, EvidenceSitting } from "~/attendance/evidence.server";
import {
  CELL_PADDING,
  cell,
  type Doc,
  drawLines,
  drawPageHeader,
  formatMinutes,
  type Lang,
  type Line,
  linesHeight,
  MARGIN,
  MUTED,
  type PageHeader,
  RULE,
  SHADE,
  sessionClock,
  shortDay,
} from "~/attendance/pdf-kit.server";
import { formatTime } from "~/i18n/format";

export type AppendixInput = {
  t: TFunction;
  lang: Lang;
  /** The session's zone and the label that names it (timeZoneLabel). */
  zone: string;
  zoneLabel: string;
  header: Omit<PageHeader, "title" | "summary">;
  sittings: Pick<EvidenceSitting, "id" | "date" | "period" | "start_time" | "end_time">[];
  /** The signatures to list, any order: they are sorted by sitting, then time. */
  signatures: EvidenceSignature[];
  corrections: EvidenceCorrection[];
  fingerprint: string | null;
  verificationUrl: string | null;
  layout: "landscape" | "portrait";
};

const K = "admin.sessions.attendance";
const TOP = 140;
const BOTTOM_GAP = 48;
const SIZE = 8;

type Column = { label: string; share: number };

/** Sitting labels: "lun. 2 juin · Matin · 09:00–12:30". */
export function sittingLabeller(t: TFunction, lang: Lang) {
  const day = shortDay(lang);
  return (s: AppendixInput["sittings"][number]) =>
    `${day(s.date)} · ${t(`${K}.${s.period}`)} · ${formatTime(s.start_time)}–${formatTime(s.end_time)}`;
}

export function drawEvidenceAppendix(doc: Doc, input: AppendixInput) {
  const { t, lang } = input;
  const width = () => doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - BOTTOM_GAP;
  const header: PageHeader = { ...input.header, title: t(`${K}.appendix.title`), summary: "" };
  const newPage = () => {
    doc.addPage({ size: "A4", layout: input.layout, margin: 0 });
    drawPageHeader(doc, t, header, TOP);
    return TOP;
  };
  let y = newPage();

  const heading = (text: string) => {
    if (y + 40 > bottom()) y = newPage();
    cell(doc, text, MARGIN, y, width(), 1, { font: "bold", size: 11 });
    y += 18;
  };
  const paragraph = (text: string, style: Line["style"] = { size: 9 }) => {
    const line: Line = { text, lines: 3, style };
    const height = linesHeight(doc, [line], width(), 0) - 2 * CELL_PADDING;
    if (y + height > bottom()) y = newPage();
    cell(doc, text, MARGIN, y, width(), 3, style);
    y += height + 6;
  };
  const table = (columns: Column[], rows: string[][]) => {
    const total = columns.reduce((sum, c) => sum + c.share, 0);
    const widths = () => columns.map((c) => (c.share / total) * width());
    const drawHead = () => {
      const w = widths();
      doc.lineWidth(0.5).strokeColor(RULE);
      doc.rect(MARGIN, y, width(), 18).fillAndStroke(SHADE, RULE);
      let x = MARGIN;
      columns.forEach((c, i) => {
        cell(doc, c.label, x + 4, y + 5, w[i] - 8, 1, { font: "bold", size: SIZE - 0.5 });
        x += w[i];
      });
      y += 18;
    };
    if (y + 40 > bottom()) y = newPage();
    drawHead();
    for (const row of rows) {
      const w = widths();
      const lines = row.map((text): Line[] => [{ text, lines: 3, style: { size: SIZE } }]);
      const height = Math.max(...lines.map((l, i) => linesHeight(doc, l, w[i] - 8, 16)));
      if (y + height > bottom()) {
        y = newPage();
        drawHead();
      }
      doc.lineWidth(0.4).strokeColor(RULE).rect(MARGIN, y, width(), height).stroke();
      let x = MARGIN;
      lines.forEach((l, i) => {
        drawLines(doc, l, x + 4, y, w[i] - 8, height);
        x += w[i];
      });
      y += height;
    }
    y += 12;
  };

  const sittingLabel = sittingLabeller(t, lang);
  const sittingOf = new Map(input.sittings.map((s, i) => [s.id, { sitting: s, index: i }]));
  const clock = sessionClock(lang, input.zone);
  const yesNo = (value: boolean) => t(value ? `${K}.appendix.yes` : `${K}.appendix.no`);

  heading(t(`${K}.appendix.signatures`));
  const signatures = input.signatures
    .filter((s) => sittingOf.has(s.sitting_id))
    .sort(
      (a, b) =>
        (sittingOf.get(a.sitting_id)?.index ?? 0) - (sittingOf.get(b.sitting_id)?.index ?? 0) ||
        a.signed_at.localeCompare(b.signed_at),
    );
  if (signatures.length === 0) paragraph(t(`${K}.appendix.no_signatures`), { size: 9, color: MUTED });
  else
    table(
      [
        { label: t(`${K}.appendix.sitting`), share: 2.2 },
        { label: t(`${K}.appendix.signer`), share: 2 },
        { label: t(`${K}.appendix.method`), share: 1.2 },
        { label: t(`${K}.appendix.identified_by`), share: 1.6 },
        { label: t(`${K}.appendix.server_time`, { zone: input.zoneLabel }), share: 1.7 },
        { label: t(`${K}.appendix.signed_late`), share: 0.9 },
      ],
      signatures.map((s) => [
        sittingLabel(sittingOf.get(s.sitting_id)!.sitting),
        s.signer === "trainer" ? t(`${K}.appendix.trainer_signer`, { name: s.signer_name }) : s.signer_name,
        t(`${K}.appendix.methods.${s.method}`),
        t(`${K}.appendix.identifications.${s.identified_by}`),
        clock.full(s.signed_at),
        yesNo(s.signed_late),
      ]),
    );

  heading(t(`${K}.appendix.corrections`));
  const corrections = input.corrections.filter((c) => sittingOf.has(c.sitting_id));
  if (corrections.length === 0) paragraph(t(`${K}.appendix.no_corrections`), { size: 9, color: MUTED });
  else
    table(
      [
        { label: t(`${K}.appendix.sitting`), share: 2.1 },
        { label: t(`${K}.appendix.participant`), share: 1.6 },
        { label: t(`${K}.appendix.change`), share: 2.4 },
        { label: t(`${K}.appendix.reason`), share: 2.2 },
        { label: t(`${K}.appendix.by`), share: 1.3 },
        { label: t(`${K}.appendix.when`, { zone: input.zoneLabel }), share: 1.6 },
      ],
      corrections.map((c) => [
        sittingLabel(sittingOf.get(c.sitting_id)!.sitting),
        c.participant,
        t(`${K}.appendix.change_value`, {
          before: t(`${K}.marks.${c.previous_status}`),
          before_time: formatMinutes(t, c.previous_minutes_attended),
          after: t(`${K}.marks.${c.status}`),
          after_time: formatMinutes(t, c.minutes_attended),
        }),
        c.reason,
        c.corrected_by ?? t(`${K}.not_set`),
        clock.full(c.created_at),
      ]),
    );

  heading(t(`${K}.appendix.fingerprint`));
  paragraph(input.fingerprint ?? t(`${K}.appendix.no_fingerprint`), {
    size: 9,
    font: input.fingerprint ? "bold" : "regular",
    color: input.fingerprint ? undefined : MUTED,
  });
  paragraph(t(`${K}.appendix.fingerprint_note`), { size: 8, color: MUTED });
  heading(t(`${K}.appendix.verification`));
  paragraph(input.verificationUrl ?? t(`${K}.appendix.no_verification`), {
    size: 9,
    color: input.verificationUrl ? undefined : MUTED,
  });
}
