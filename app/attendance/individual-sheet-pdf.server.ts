// One participant's attendance sheet (delivery.md §1: funders often ask per person), A4
// portrait: one row per sitting with its date and times, the status, the time attended, the
// drawn signature and when it was made, and the trainer's co-signature; the totals; then the
// evidence appendix of those signatures with the same fingerprint and verification address.
// Pure: the caller passes the session's evidence and the participant.
import type { TFunction } from "i18next";
import type { EvidenceCorrection, EvidenceParticipant, EvidenceSitting } from "~/attendance/evidence.server";
import { drawEvidenceAppendix } from "~/attendance/evidence-appendix.server";
import {
  A4_PORTRAIT,
  ALERT,
  cell,
  createDocument,
  drawFooters,
  drawLines,
  drawPageHeader,
  drawSignature,
  formatMinutes,
  type Lang,
  type Line,
  MARGIN,
  MUTED,
  RULE,
  SHADE,
  sessionClock,
  shortDay,
} from "~/attendance/pdf-kit.server";
import { type AttendanceSheetSession, markWords } from "~/attendance/sheet-pdf.server";
import { formatTime } from "~/i18n/format";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";

export type IndividualSheetInput = {
  lang: Lang;
  t: TFunction;
  appName: string;
  course: { title: string; reference: string };
  session: AttendanceSheetSession;
  place: string | null;
  trainer: string | null;
  participant: EvidenceParticipant;
  sittings: EvidenceSitting[];
  /** The session's corrections: this participant's are printed. */
  corrections: EvidenceCorrection[];
  fingerprint: string | null;
  verificationUrl: string | null;
};

const K = "admin.sessions.attendance";
const PAGE = A4_PORTRAIT;
const WIDTH = PAGE.width - 2 * MARGIN;
const TABLE_TOP = 156;
const TABLE_BOTTOM = PAGE.height - 44;
const HEADER_ROW = 22;
const ROW = 58;
const TOTAL_ROW = 26;

export async function individualSheetPdf(input: IndividualSheetInput): Promise<Uint8Array<ArrayBuffer>> {
  const { t, lang, course, session, participant } = input;
  const title = t(`${K}.individual.title`);
  const { doc, bytes } = await createDocument({
    lang,
    title: `${title} – ${participant.name} – ${course.title}`,
    author: input.appName,
    subject: course.reference,
  });
  const notSet = t(`${K}.not_set`);
  const zoneLabel = timeZoneLabel(session.timezone, session.city);
  const clock = sessionClock(lang, session.timezone);
  const day = shortDay(lang);
  const who = [participant.name, participant.company?.trim()].filter(Boolean).join(" · ");
  const facts: [string, string][] = [
    [t(`${K}.individual.participant`), who],
    [t(`${K}.dates`), formatSessionDates(session.start_date, session.end_date, lang)],
    [t(`${K}.place`), input.place?.trim() || notSet],
    [t(`${K}.trainer`), input.trainer?.trim() || notSet],
  ];
  const header = {
    appName: input.appName,
    title,
    course,
    facts,
    summary: t(`${K}.individual.summary`, { zone: zoneLabel }),
  };

  const columns = [
    { label: t(`${K}.individual.sitting`), share: 1.25 },
    { label: t(`${K}.individual.status`), share: 1.1 },
    { label: t(`${K}.individual.time_attended`), share: 0.75 },
    { label: t(`${K}.individual.signature`), share: 1.2 },
    { label: t(`${K}.trainer_signature`), share: 1.2 },
  ];
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * WIDTH);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));

  let y = 0;
  const newPage = () => {
    doc.addPage({ size: "A4", layout: "portrait", margin: 0 });
    drawPageHeader(doc, t, header, TABLE_TOP);
    y = TABLE_TOP;
    doc.lineWidth(0.6).strokeColor(RULE);
    doc.rect(MARGIN, y, WIDTH, HEADER_ROW).fillAndStroke(SHADE, RULE);
    columns.forEach((c, i) => {
      cell(doc, c.label, xs[i] + 4, y + 6, widths[i] - 8, 1, { font: "bold", size: 8 });
    });
    y += HEADER_ROW;
  };
  newPage();

  /** A drawn signature with the time it was made under it. */
  const signatureBox = (i: number, svg: string | null, caption: string | null) => {
    const captionHeight = caption ? 12 : 0;
    if (svg) drawSignature(doc, svg, xs[i] + 4, y + 3, widths[i] - 8, ROW - 6 - captionHeight);
    if (caption)
      cell(doc, caption, xs[i] + 3, y + ROW - captionHeight - 1, widths[i] - 6, 1, {
        size: 7,
        color: MUTED,
        align: "center",
      });
  };

  input.sittings.forEach((sitting, index) => {
    if (y + ROW > TABLE_BOTTOM - TOTAL_ROW) newPage();
    const { mark, signature } = participant.cells[index] ?? { mark: null, signature: null };
    if (mark && !signature && (mark.status === "absent" || mark.status === "excused")) {
      doc.rect(xs[1], y, widths[1], ROW).fill(SHADE);
    }
    const sittingLines: Line[] = [
      { text: day(sitting.date), lines: 1, style: { font: "bold", size: 9 } },
      { text: t(`${K}.${sitting.period}`), lines: 1, style: { size: 8, color: MUTED } },
      {
        text: `${formatTime(sitting.start_time)}–${formatTime(sitting.end_time)}`,
        lines: 1,
        style: { size: 8, color: MUTED },
      },
    ];
    drawLines(doc, sittingLines, xs[0] + 4, y, widths[0] - 8, ROW);
    const words = [
      ...markWords(t, mark, signature !== null),
      ...(signature?.signed_late ? [t(`${K}.marks.signed_late`)] : []),
    ];
    if (signature && mark?.status === "present" && !mark.amended) words.unshift(t(`${K}.marks.present`));
    if (words.length > 0) {
      const alert = mark !== null && mark.status !== "present";
      drawLines(
        doc,
        [{ text: words.join(" · "), lines: 3, style: { size: 8, color: alert ? ALERT : undefined } }],
        xs[1] + 4,
        y,
        widths[1] - 8,
        ROW,
      );
    }
    const minutes = `${formatMinutes(t, mark?.minutes_attended ?? 0)} / ${formatMinutes(t, sitting.planned_minutes)}`;
    drawLines(doc, [{ text: mark ? minutes : "", lines: 1, style: { size: 8.5 } }], xs[2] + 4, y, widths[2] - 8, ROW);
    signatureBox(
      3,
      signature?.svg ?? null,
      signature ? t(`${K}.individual.signed_at`, { time: clock.time(signature.signed_at) }) : null,
    );
    signatureBox(4, sitting.trainer?.svg ?? null, sitting.trainer ? clock.time(sitting.trainer.signed_at) : null);
    doc.lineWidth(0.6).strokeColor(RULE).rect(MARGIN, y, WIDTH, ROW).stroke();
    for (const x of xs.slice(1))
      doc
        .moveTo(x, y)
        .lineTo(x, y + ROW)
        .stroke();
    y += ROW;
  });
  if (input.sittings.length === 0) {
    drawLines(
      doc,
      [{ text: t(`${K}.individual.no_sittings`), lines: 1, style: { color: MUTED, align: "center" } }],
      MARGIN,
      y,
      WIDTH,
      ROW,
    );
    y += ROW;
  }

  // The totals: hours attended out of hours planned.
  const attended = formatMinutes(t, participant.minutes_attended);
  const planned = formatMinutes(t, participant.minutes_planned);
  doc.rect(MARGIN, y, WIDTH, TOTAL_ROW).fillAndStroke(SHADE, RULE);
  cell(doc, t(`${K}.total`, { attended, planned }), MARGIN + 6, y + 8, WIDTH - 12, 1, { font: "bold", size: 9.5 });

  const own = new Set(input.sittings.map((s) => s.id));
  drawEvidenceAppendix(doc, {
    t,
    lang,
    zone: session.timezone,
    zoneLabel,
    header: { appName: input.appName, course, facts },
    sittings: input.sittings,
    signatures: [
      ...participant.cells.flatMap((c) => (c.signature ? [c.signature] : [])),
      ...input.sittings.flatMap((s) => (s.trainer ? [s.trainer] : [])),
    ],
    corrections: input.corrections.filter(
      (c) => c.registration_id === participant.registration_id && own.has(c.sitting_id),
    ),
    fingerprint: input.fingerprint,
    verificationUrl: input.verificationUrl,
    layout: "portrait",
  });

  drawFooters(doc, t, `${input.appName} · ${title} · ${course.reference} · ${participant.name}`);
  return bytes();
}
