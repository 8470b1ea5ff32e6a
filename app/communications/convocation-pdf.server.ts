// The convocation (delivery.md §4) as an A4 portrait PDF in the participant's language: where
// and when to come, what the course covers, whom to ask, and the house's rules, attendance and
// cancellation terms. Unlike the sheets, its texts are long and staff may lengthen them in the
// translations screen, so it is laid out by pdfkit's own text flow (pages carry a bottom margin
// and a paragraph goes on on the next page) rather than in fixed cells; only the sittings'
// table is drawn row by row. Pure: the caller gathers the facts (convocation-facts.server.ts).
import type { TFunction } from "i18next";
import {
  cell,
  createDocument,
  type Doc,
  drawFooters,
  flowText,
  formatMinutes,
  keepTogether,
  LETTER,
  localeOf,
  MUTED,
  RULE,
  SHADE,
  sessionClock,
  type TextStyle,
} from "~/attendance/pdf-kit.server";
import type { ConvocationFacts, ConvocationSitting } from "~/communications/facts";
import { dateTimeFormat, formatDate, formatTime } from "~/i18n/format";
import { timeZoneLabel } from "~/sessions/format";

const K = "communications.convocation.pdf";
const { side: SIDE, top: TOP, width: WIDTH, page: PAGE_OPTIONS } = LETTER;

const BODY: TextStyle = { size: 10 };
const SMALL: TextStyle = { size: 8.5, color: MUTED };
const LINK: TextStyle = { size: 10, color: "#1d4ed8" };
const HEAD_ROW = 20;
const ROW = 19;

export async function renderConvocationPdf(facts: ConvocationFacts, t: TFunction): Promise<Uint8Array> {
  const { lang, course, participant } = facts;
  const title = t(`${K}.title`);
  const { doc, bytes } = await createDocument({
    lang,
    title: [title, participant?.name, course.title].filter(Boolean).join(" – "),
    author: facts.organisation.name,
    subject: course.reference,
  });
  doc.addPage(PAGE_OPTIONS);

  drawLetterhead(doc, facts, t);
  flowText(doc, title, SIDE, WIDTH, { font: "bold", size: 22 }, { gap: 2 });
  flowText(doc, t(`${K}.issued_on`, { date: formatDate(facts.generated_at, lang, "long") }), SIDE, WIDTH, SMALL, {
    gap: 12,
  });
  const company = participant?.company?.trim();
  const addressee = !participant
    ? t(`${K}.no_participant`)
    : company
      ? t(`${K}.addressed_to_company`, { name: participant.name, company })
      : t(`${K}.addressed_to`, { name: participant.name });
  flowText(doc, addressee, SIDE, WIDTH, { size: 11, font: participant ? "bold" : "regular" }, { gap: 10 });
  flowText(doc, t(`${K}.intro`), SIDE, WIDTH, BODY, { gap: 10 });
  flowText(doc, course.title, SIDE, WIDTH, { font: "bold", size: 15 }, { gap: 1 });
  flowText(doc, t(`${K}.reference`, { reference: course.reference }), SIDE, WIDTH, SMALL, { gap: 4 });

  heading(doc, t(`${K}.sittings.heading`), HEAD_ROW + ROW);
  drawSittings(doc, facts, t);

  heading(doc, t(`${K}.place.heading`));
  drawPlace(doc, facts, t);

  if (course.what_to_bring.trim()) {
    heading(doc, t(`${K}.bring.heading`));
    paragraphs(doc, course.what_to_bring);
  }

  heading(doc, t(`${K}.programme.heading`));
  drawProgramme(doc, facts, t);

  heading(doc, t(`${K}.trainers.heading`), 14);
  const trainers = facts.trainers.map((trainer) => trainer.name.trim()).filter(Boolean);
  flowText(doc, trainers.length > 0 ? trainers.join(", ") : t(`${K}.trainers.tbc`), SIDE, WIDTH, BODY);

  if (facts.contact) {
    heading(doc, t(`${K}.contact.heading`));
    drawPerson(doc, facts.contact.name, facts.contact, t);
  }

  heading(doc, t(`${K}.accessibility.heading`), 60);
  const referent = facts.accessibility_referent;
  if (referent) drawPerson(doc, t(`${K}.accessibility.referent`, { name: referent.name }), referent, t);
  // Without a referent, the request still has somewhere to go: the contact, else a reply.
  const adaptation = referent
    ? t(`${K}.accessibility.need_referent`, { name: referent.name })
    : facts.contact
      ? t(`${K}.accessibility.need_contact`, { name: facts.contact.name })
      : t(`${K}.accessibility.need_anyone`);
  paragraphs(doc, adaptation);

  for (const part of ["rules", "attendance", "cancellation"] as const) {
    heading(doc, t(`${K}.${part}.heading`));
    paragraphs(doc, t(`${K}.${part}.text`));
  }
  doc.y += 8;
  keepTogether(doc, 16);
  flowText(doc, t(`${K}.closing`), SIDE, WIDTH, { ...BODY, font: "bold" });

  // Every page exists now: the continuation pages' running head, then the kit's footers.
  const range = doc.bufferedPageRange();
  const running = [title, participant?.name, course.reference].filter(Boolean).join(" · ");
  for (let i = 1; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    cell(doc, running, SIDE, TOP - 22, WIDTH, 1, { size: 8, color: MUTED });
  }
  drawFooters(doc, t, `${facts.organisation.name} · ${facts.site_url}`);
  return bytes();
}

/** A section's heading, kept on the page of the `following` points after it. */
function heading(doc: Doc, text: string, following = 40) {
  doc.y += 10;
  keepTogether(doc, 18 + following);
  flowText(doc, text, SIDE, WIDTH, { font: "bold", size: 12 }, { gap: 4 });
}

/** A text's paragraphs (a translation separates them with a blank line), each followed by a gap. */
function paragraphs(doc: Doc, text: string, style: TextStyle = BODY) {
  for (const paragraph of text.split(/\n\s*\n/)) {
    const trimmed = paragraph.trim();
    if (trimmed) flowText(doc, trimmed, SIDE, WIDTH, style, { gap: 5 });
  }
}

/** The organisation's name, address and declaration number, over a rule. */
function drawLetterhead(doc: Doc, facts: ConvocationFacts, t: TFunction) {
  const { organisation } = facts;
  flowText(doc, organisation.name, SIDE, WIDTH, { font: "bold", size: 13 }, { gap: 1 });
  const address = (organisation.address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" · ");
  if (address) flowText(doc, address, SIDE, WIDTH, SMALL, { gap: 1 });
  const declaration = organisation.declaration_number?.trim();
  if (declaration) flowText(doc, t(`${K}.declaration`, { number: declaration }), SIDE, WIDTH, SMALL, { gap: 1 });
  doc.y += 6;
  doc
    .moveTo(SIDE, doc.y)
    .lineTo(SIDE + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 16;
}

/**
 * One row per sitting: its day, period and hours on the session's clock and, for a reader in
 * another zone, the same sitting on theirs. A table that reaches the page's foot goes on on
 * the next page under its header row again.
 */
function drawSittings(doc: Doc, facts: ConvocationFacts, t: TFunction) {
  const { session } = facts;
  if (session.sittings.length === 0) {
    paragraphs(doc, t(`${K}.sittings.none`));
    return;
  }
  const zone = session.timezone_label;
  const reader = facts.readerTimeZone ? readerClock(facts.readerTimeZone, facts.lang) : null;
  const columns = [
    { label: t(`${K}.sittings.day`), share: reader ? 1.25 : 1.4 },
    { label: t(`${K}.sittings.period`), share: 0.8 },
    { label: t(`${K}.sittings.hours`, { zone }), share: 1.1 },
    ...(reader ? [{ label: t(`${K}.sittings.your_time`, { zone: reader.label }), share: 1.45 }] : []),
  ];
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * WIDTH);
  const xs = widths.map((_, i) => SIDE + widths.slice(0, i).reduce((a, b) => a + b, 0));

  // `cell` moves doc.y under what it wrote: a row's cells all start from the row's own top.
  const headerRow = () => {
    const y = doc.y;
    doc.lineWidth(0.5).rect(SIDE, y, WIDTH, HEAD_ROW).fillAndStroke(SHADE, RULE);
    columns.forEach((c, i) => {
      cell(doc, c.label, xs[i] + 5, y + 5, widths[i] - 10, 1, { font: "bold", size: 8.5 });
    });
    doc.y = y + HEAD_ROW;
  };
  headerRow();
  for (const sitting of session.sittings) {
    if (doc.y + ROW > doc.page.maxY()) {
      doc.continueOnNewPage();
      headerRow();
    }
    const y = doc.y;
    const values = [
      formatDate(sitting.date, facts.lang, "weekday"),
      t(`${K}.sittings.${sitting.period === "day" ? "day_long" : sitting.period}`),
      `${formatTime(sitting.start_time)} – ${formatTime(sitting.end_time)}`,
      ...(reader ? [reader.sitting(sitting)] : []),
    ];
    doc.lineWidth(0.5).strokeColor(RULE).rect(SIDE, y, WIDTH, ROW).stroke();
    values.forEach((value, i) => {
      cell(doc, value, xs[i] + 5, y + 5, widths[i] - 10, 1, { size: 9, font: i === 0 ? "bold" : "regular" });
    });
    doc.y = y + ROW;
  }
  doc.y += 6;
  const duration = formatMinutes(t, session.planned_minutes);
  flowText(doc, t(`${K}.sittings.total`, { duration }), SIDE, WIDTH, { ...BODY, font: "bold" }, { gap: 2 });
  if (reader) flowText(doc, t(`${K}.sittings.zone_note`, { zone, reader: reader.label }), SIDE, WIDTH, SMALL);
}

/** The venue with its address and map link, and/or the remote connection link. */
function drawPlace(doc: Doc, facts: ConvocationFacts, t: TFunction) {
  const { venue, remote_url } = facts;
  if (venue) {
    flowText(doc, venue.name, SIDE, WIDTH, { ...BODY, font: "bold" }, { gap: 1 });
    for (const line of venue.address_lines) flowText(doc, line, SIDE, WIDTH, BODY);
    if (venue.map_url) {
      doc.y += 2;
      flowText(doc, t(`${K}.place.map`), SIDE, WIDTH, LINK, { link: venue.map_url });
    }
    doc.y += 6;
  }
  if (remote_url) {
    flowText(doc, t(`${K}.place.remote`), SIDE, WIDTH, { ...BODY, font: "bold" }, { gap: 1 });
    flowText(doc, remote_url, SIDE, WIDTH, LINK, { link: remote_url, gap: 2 });
    flowText(doc, t(`${K}.place.remote_note`), SIDE, WIDTH, SMALL);
  }
  if (!venue && !remote_url) paragraphs(doc, t(`${K}.place.tbc`));
}

/** The objectives as bullets, the summary, and the link to the course's page. */
function drawProgramme(doc: Doc, facts: ConvocationFacts, t: TFunction) {
  const { course } = facts;
  const objectives = course.objectives.map((o) => o.trim()).filter(Boolean);
  if (objectives.length > 0) {
    flowText(doc, t(`${K}.programme.objectives`), SIDE, WIDTH, { ...BODY, font: "bold" }, { gap: 3 });
    for (const objective of objectives) {
      keepTogether(doc, 14);
      // The bullet beside the first line (cell moves doc.y: set back); the text wraps under
      // itself, not under the bullet.
      const y = doc.y;
      cell(doc, "•", SIDE + 4, y, 10, 1, { ...BODY, color: MUTED });
      doc.y = y;
      flowText(doc, objective, SIDE + 16, WIDTH - 16, BODY, { gap: 2 });
    }
    doc.y += 5;
  }
  if (course.summary.trim()) paragraphs(doc, course.summary);
  flowText(doc, t(`${K}.programme.link`, { url: course.url }), SIDE, WIDTH, LINK, { link: course.url, gap: 2 });
}

/** A person to reach: the name line, then the e-mail (a mailto link) and phone when known. */
function drawPerson(doc: Doc, name: string, person: { email: string | null; phone: string | null }, t: TFunction) {
  flowText(doc, name, SIDE, WIDTH, { ...BODY, font: "bold" }, { gap: 1 });
  const email = person.email?.trim();
  if (email) flowText(doc, t(`${K}.contact.email`, { email }), SIDE, WIDTH, BODY, { link: `mailto:${email}` });
  const phone = person.phone?.trim();
  if (phone) flowText(doc, t(`${K}.contact.phone`, { phone }), SIDE, WIDTH, BODY);
  doc.y += 5;
}

/**
 * The reader's clock: its label ("Paris") and a sitting's hours on it, with the day when it is
 * not the session's (a Montréal afternoon is the next morning in Tokyo).
 */
function readerClock(zone: string, lang: ConvocationFacts["lang"]) {
  const clock = sessionClock(lang, zone);
  const timeZone = clock.zone;
  const isoDay = dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
  const day = dateTimeFormat(localeOf(lang), { weekday: "short", day: "numeric", month: "short", timeZone });
  return {
    label: timeZoneLabel(zone),
    sitting(sitting: ConvocationSitting): string {
      const hours = `${clock.time(sitting.starts_at)} – ${clock.time(sitting.ends_at)}`;
      const start = new Date(sitting.starts_at);
      return isoDay.format(start) === sitting.date ? hours : `${day.format(start)}, ${hours}`;
    },
  };
}
