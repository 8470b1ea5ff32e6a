// The accessibility procedure's evidence (delivery.md §7, Qualiopi indicator 26), as an A4 PDF in
// the reader's language: who the referent is and how to reach them, the procedure's steps and
// their delays, how many requests stood at each status over the last 12 months, and the table
// of those requests — the dates of each step, the course, how many adaptations — naming the
// participants by their initials only, and never a note. An auditor asks for it even when no
// request ever came: the procedure page is then all there is, saying so.

import { asc, eq, gte } from "drizzle-orm";
import type { TFunction } from "i18next";
import {
  accessibility_cases,
  course_session_registrations,
  course_sessions,
  courses,
  organisation_profile,
  users,
} from "#db/schema";
import {
  A4_PORTRAIT,
  cell,
  createDocument,
  type Doc,
  drawFooters,
  flowText,
  keepTogether,
  localeOf,
  MUTED,
  RULE,
  SHADE,
  type TextStyle,
} from "~/attendance/pdf-kit.server";
import { dateTimeFormat, formatDate, formatDateRange, SITE_TIME_ZONE } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import { type Lang, pick } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { getSiteChrome } from "~/site/site.server";
import { type Referent, readReferent } from "./accessibility-emails.server";
import { ACCESSIBILITY_STATUS_NAMES, type AccessibilityStatusName, CONTACT_WORKING_DAYS } from "./accessibility-schema";

const K = "admin.accessibility.procedure";
/** At most this many cases in the table (a year's requests are far fewer). */
const TABLE_LIMIT = 2000;

export type ProcedureCase = {
  requested_at: string;
  initials: string;
  course: string;
  dates: string;
  status: AccessibilityStatusName;
  contact_by: string;
  contacted_at: string | null;
  agreed_at: string | null;
  in_place_at: string | null;
  closed_at: string | null;
  adaptations: number;
};

export type ProcedureEvidence = {
  lang: Lang;
  organisation: string;
  referent: Referent;
  /** The period's first day and today (YYYY-MM-DD). */
  from: string;
  to: string;
  counts: Record<AccessibilityStatusName, number>;
  cases: ProcedureCase[];
  generated_at: string;
};

/** "Marie-Claire Dupont" → "M.-C. D.": enough to tell the rows apart, not to name anyone. */
export function initialsOf(firstName: string | null, lastName: string | null, fallback: string | null): string {
  const words = [firstName, lastName].some((part) => part?.trim())
    ? [firstName ?? "", lastName ?? ""]
    : [fallback ?? ""];
  const initials = words
    .flatMap((word) => word.trim().split(/\s+/))
    .filter(Boolean)
    .map((word) =>
      word
        .split("-")
        .filter(Boolean)
        .map((part) => `${part.charAt(0).toLocaleUpperCase()}.`)
        .join("-"),
    )
    .join(" ");
  return initials || "—";
}

/** The last 12 months up to `now`: the requests, counted by status, and the table's rows. */
export async function loadProcedureEvidence(lang: Lang, now: Date): Promise<ProcedureEvidence> {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  const r = course_session_registrations;
  const c = accessibility_cases;
  const [referent, [profile], site, rows] = await Promise.all([
    readReferent(),
    db().select({ legal_name: organisation_profile.legal_name }).from(organisation_profile).limit(1),
    getSiteChrome(lang),
    db()
      .select({
        requested_at: c.created_at,
        status: c.status,
        contact_by: c.contact_by,
        contacted_at: c.contacted_at,
        agreed_at: c.agreed_at,
        in_place_at: c.in_place_at,
        closed_at: c.closed_at,
        adaptations: c.adaptations,
        first_name: r.first_name,
        last_name: r.last_name,
        account_name: users.full_name,
        course_title_fr: courses.title_fr,
        course_title_en: courses.title_en,
        start_date: course_sessions.start_date,
        end_date: course_sessions.end_date,
      })
      .from(c)
      .innerJoin(r, eq(r.id, c.registration_id))
      .innerJoin(users, eq(users.id, r.user_id))
      .innerJoin(course_sessions, eq(course_sessions.id, r.session_id))
      .innerJoin(courses, eq(courses.id, course_sessions.course_id))
      .where(gte(c.created_at, since))
      .orderBy(asc(c.created_at), asc(c.id))
      .limit(TABLE_LIMIT),
  ]);
  const counts = Object.fromEntries(ACCESSIBILITY_STATUS_NAMES.map((status) => [status, 0])) as Record<
    AccessibilityStatusName,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    lang,
    organisation: profile?.legal_name?.trim() || site.appName,
    referent,
    from: since.toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
    counts,
    cases: rows.map((row) => ({
      requested_at: row.requested_at.toISOString(),
      initials: initialsOf(row.first_name, row.last_name, row.account_name),
      course: pick({ title_fr: row.course_title_fr, title_en: row.course_title_en }, "title", lang),
      dates: formatDateRange(String(row.start_date), String(row.end_date), lang),
      status: row.status,
      contact_by: row.contact_by.toISOString(),
      contacted_at: iso(row.contacted_at),
      agreed_at: iso(row.agreed_at),
      in_place_at: iso(row.in_place_at),
      closed_at: iso(row.closed_at),
      adaptations: row.adaptations.length,
    })),
    generated_at: now.toISOString(),
  };
}

const PAGE = A4_PORTRAIT;
const SIDE = 40;
const WIDTH = PAGE.width - 2 * SIDE;
const PAGE_OPTIONS = {
  size: "A4",
  layout: "portrait",
  margins: { top: 44, bottom: 54, left: SIDE, right: SIDE },
} as const;
const BODY: TextStyle = { size: 10 };
const SMALL: TextStyle = { size: 8.5, color: MUTED };

function heading(doc: Doc, text: string, keep = 60) {
  doc.y += 10;
  keepTogether(doc, keep);
  flowText(doc, text, SIDE, WIDTH, { font: "bold", size: 13 }, { gap: 4 });
}

/** The procedure's document, in `evidence.lang`. */
export async function renderProcedurePdf(evidence: ProcedureEvidence, t: TFunction): Promise<Uint8Array<ArrayBuffer>> {
  const { lang } = evidence;
  const title = t(`${K}.title`);
  const { doc, bytes } = await createDocument({ lang, title, author: evidence.organisation, subject: title });
  doc.addPage(PAGE_OPTIONS);

  flowText(doc, evidence.organisation, SIDE, WIDTH, SMALL, { gap: 4 });
  flowText(doc, title, SIDE, WIDTH, { font: "bold", size: 20 }, { gap: 2 });
  flowText(doc, t(`${K}.issued_on`, { date: formatDate(evidence.generated_at, lang, "long") }), SIDE, WIDTH, SMALL, {
    gap: 6,
  });
  flowText(doc, t(`${K}.intro`), SIDE, WIDTH, BODY);

  heading(doc, t(`${K}.referent.heading`));
  const { referent } = evidence;
  flowText(doc, referent.name ?? t(`${K}.referent.none`), SIDE, WIDTH, { size: 10.5, font: "bold" }, { gap: 2 });
  if (referent.email) flowText(doc, t(`${K}.referent.email`, { email: referent.email }), SIDE, WIDTH, BODY);
  if (referent.phone) flowText(doc, t(`${K}.referent.phone`, { phone: referent.phone }), SIDE, WIDTH, BODY);

  heading(doc, t(`${K}.steps.heading`));
  const steps = ["request", "contact", "agree", "in_place", "close", "refer"] as const;
  steps.forEach((step, index) => {
    keepTogether(doc, 30);
    const text =
      step === "contact" ? t(`${K}.steps.contact`, { count: CONTACT_WORKING_DAYS }) : t(`${K}.steps.${step}`);
    flowText(doc, `${index + 1}. ${text}`, SIDE, WIDTH, BODY, { gap: 3 });
  });
  flowText(doc, t(`${K}.steps.privacy`), SIDE, WIDTH, SMALL);

  const period = { from: formatDate(evidence.from, lang, "long"), to: formatDate(evidence.to, lang, "long") };
  heading(doc, t(`${K}.period.heading`, period));
  if (evidence.cases.length === 0) {
    flowText(doc, t(`${K}.period.none`), SIDE, WIDTH, { size: 11, font: "bold" });
  } else {
    drawCounts(doc, evidence, t);
    heading(doc, t(`${K}.table.heading`), 80);
    drawCases(doc, evidence, t);
  }
  drawFooters(doc, t, `${title} — ${evidence.organisation}`);
  return bytes();
}

function drawCounts(doc: Doc, evidence: ProcedureEvidence, t: TFunction) {
  const total = evidence.cases.length;
  flowText(doc, t(`${K}.period.total`, { count: total }), SIDE, WIDTH, BODY, { gap: 4 });
  const rowHeight = 16;
  const labelWidth = 220;
  keepTogether(doc, rowHeight * ACCESSIBILITY_STATUS_NAMES.length);
  for (const [index, status] of ACCESSIBILITY_STATUS_NAMES.entries()) {
    const y = doc.y;
    if (index % 2 === 0) doc.rect(SIDE, y, labelWidth + 60, rowHeight).fill(SHADE);
    cell(doc, t(`admin.accessibility.statuses.${status}`), SIDE + 6, y + 3, labelWidth - 12, 1, { size: 9.5 });
    cell(doc, String(evidence.counts[status]), SIDE + labelWidth, y + 3, 54, 1, {
      size: 9.5,
      font: "bold",
      align: "right",
    });
    doc.y = y + rowHeight;
  }
  doc.x = SIDE;
}

const COLUMNS = [
  { key: "requested", width: 50 },
  { key: "initials", width: 38 },
  { key: "course", width: 124 },
  { key: "contacted", width: 50 },
  { key: "agreed", width: 50 },
  { key: "in_place", width: 50 },
  { key: "ended", width: 50 },
  { key: "status", width: 75 },
  { key: "adaptations", width: 28 },
] as const;

function drawCases(doc: Doc, evidence: ProcedureEvidence, t: TFunction) {
  const { lang } = evidence;
  // Numeric days ("27/11/2026") fit the narrow columns; instants are read on the site's clock.
  const numeric = dateTimeFormat(localeOf(lang), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: SITE_TIME_ZONE,
  });
  const day = (value: string | null) => (value ? numeric.format(new Date(value)) : "—");
  const size = 7.5;
  const head = () => {
    const y = doc.y;
    doc.rect(SIDE, y, WIDTH, 24).fill(SHADE);
    let x = SIDE;
    for (const column of COLUMNS) {
      cell(doc, t(`${K}.table.${column.key}`), x + 3, y + 3, column.width - 6, 2, { font: "bold", size: 7 });
      x += column.width;
    }
    doc.y = y + 24;
  };
  head();
  for (const row of evidence.cases) {
    const height = 36;
    if (doc.y + height > doc.page.maxY()) {
      doc.continueOnNewPage();
      head();
    }
    const y = doc.y;
    const values: Record<(typeof COLUMNS)[number]["key"], string> = {
      requested: day(row.requested_at),
      initials: row.initials,
      course: `${row.course} — ${row.dates}`,
      contacted: row.contacted_at
        ? day(row.contacted_at)
        : row.status === "new"
          ? t(`${K}.table.due`, { date: day(row.contact_by) })
          : "—",
      agreed: day(row.agreed_at),
      in_place: day(row.in_place_at),
      ended: day(row.closed_at),
      status: t(`admin.accessibility.statuses.${row.status}`),
      adaptations: String(row.adaptations),
    };
    let x = SIDE;
    for (const column of COLUMNS) {
      cell(doc, values[column.key], x + 3, y + 3, column.width - 6, column.key === "course" ? 3 : 2, {
        size,
        align: column.key === "adaptations" ? "right" : "left",
      });
      x += column.width;
    }
    doc
      .moveTo(SIDE, y + height)
      .lineTo(SIDE + WIDTH, y + height)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + height;
  }
  doc.x = SIDE;
}

/** The procedure's PDF for a reader in `lang`, as of `now`, with its file name. */
export async function accessibilityProcedurePdf(lang: Lang, now: Date) {
  const [evidence, t] = await Promise.all([loadProcedureEvidence(lang, now), getFixedT(lang)]);
  const pdf = await renderProcedurePdf(evidence, t);
  return { pdf, filename: `accessibility-procedure-${evidence.to}.pdf` };
}
