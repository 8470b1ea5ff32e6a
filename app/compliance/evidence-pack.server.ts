// A session's evidence pack (delivery.md §8): what an auditor asks for, session by session, in one
// ZIP built from what exists — the programme, each participant's convocation (as sent by the
// timeline), the attendance sheet with its evidence appendix, the certificates in force, the
// survey answers and the incidents — and a contents page that lists each part and says what is
// missing and why. In the staff member's language; file names without accents or spaces.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { TFunction } from "i18next";
import {
  course_session_registrations,
  course_sessions,
  courses,
  issued_documents,
  session_messages,
  session_sittings,
  surveys,
} from "#db/schema";
import { loadSessionEvidence } from "~/attendance/evidence.server";
import { cell, createDocument, drawFooters, INK, MARGIN, MUTED } from "~/attendance/pdf-kit.server";
import { attendanceSheetPdf } from "~/attendance/sheet-pdf.server";
import { documentPdf } from "~/certificates/documents.server";
import { convocationPdf } from "~/communications/admin-communications.server";
import { courseProgrammePdf } from "~/courses/programme-pdf.server";
import { isUuid } from "~/forms/validate";
import { formatDate, formatDateRange } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import { type Lang, pick } from "~/i18n/messages";
import { exportAdminIncidents } from "~/quality/admin-incidents.server";
import { parseIncidentParams } from "~/quality/admin-schema";
import { incidentXlsxColumns } from "~/quality/quality-xlsx.server";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { xlsxResponse } from "~/server/xlsx.server";
import { getSiteChrome } from "~/site/site.server";
import { surveysWorkbook } from "~/surveys/survey-export.server";

const K = "admin.evidence";

/** One part of the pack as the contents page lists it: its files, or why there are none. */
export type EvidencePart = {
  key: "programme" | "convocations" | "attendance" | "certificates" | "surveys" | "incidents";
  files: { path: string; bytes: Uint8Array }[];
  /** Translated lines: what the part holds, and what is missing from it. */
  notes: string[];
  missing: boolean;
};

/** A plain file name: no accents, spaces or separators. */
export function fileSafe(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .replace(/[^A-Za-z0-9.-]+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "file"
  );
}

async function session(sessionId: string) {
  const [row] = await db()
    .select({
      id: course_sessions.id,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      course_id: courses.id,
      slug: courses.slug,
      reference: courses.reference,
      title_fr: courses.title_fr,
      title_en: courses.title_en,
      is_published: courses.is_published,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(eq(course_sessions.id, sessionId));
  return row ?? null;
}

type Session = NonNullable<Awaited<ReturnType<typeof session>>>;
type Maker = (s: Session, t: TFunction, lang: Lang) => Promise<EvidencePart>;

/** The course's programme as its page offers it, in this language (a draft's too: it is staff's pack). */
const programme: Maker = async (s, t, lang) => {
  const document = await courseProgrammePdf(s.slug, { lang, includeDrafts: true });
  if (!document) return { key: "programme", files: [], notes: [t(`${K}.programme.none`)], missing: true };
  return {
    key: "programme",
    files: [{ path: `${t(`${K}.files.programme`)}-${fileSafe(s.slug)}.pdf`, bytes: document.pdf }],
    notes: [t(document.isPublished ? `${K}.programme.included` : `${K}.programme.draft`)],
    missing: !document.isPublished,
  };
};

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

const convocations: Maker = async (s, t) => {
  const people = await db()
    .select({
      id: course_session_registrations.id,
      first_name: course_session_registrations.first_name,
      last_name: course_session_registrations.last_name,
      sent_at: session_messages.created_at,
    })
    .from(course_session_registrations)
    .leftJoin(
      session_messages,
      and(
        eq(session_messages.registration_id, course_session_registrations.id),
        eq(session_messages.step, "convocation"),
      ),
    )
    .where(and(eq(course_session_registrations.session_id, s.id), ne(course_session_registrations.status, "cancelled")))
    .orderBy(asc(course_session_registrations.last_name), asc(course_session_registrations.first_name));
  const files: EvidencePart["files"] = [];
  const notes: string[] = [];
  const seen = new Set<string>();
  for (const person of people) {
    if (seen.has(person.id)) continue;
    seen.add(person.id);
    const name = [person.first_name, person.last_name].filter(Boolean).join(" ") || t(`${K}.someone`);
    if (!person.sent_at) {
      notes.push(t(`${K}.convocations.not_sent`, { name }));
      continue;
    }
    const document = await convocationPdf(s.id, { registration: person.id, lang: null });
    if (!document) continue;
    // Filed by last name, as a binder is.
    const filed = [person.last_name, person.first_name].filter(Boolean).join(" ") || person.id;
    files.push({ path: `${t(`${K}.folders.convocations`)}/${fileSafe(filed)}.pdf`, bytes: document.pdf });
  }
  notes.unshift(t(`${K}.convocations.count`, { count: files.length }));
  return { key: "convocations", files, notes, missing: files.length === 0 || files.length < seen.size };
};

const attendance: Maker = async (s, t, lang) => {
  const [locked] = await db()
    .select({ id: session_sittings.id })
    .from(session_sittings)
    .where(and(eq(session_sittings.session_id, s.id), inArray(session_sittings.state, ["locked", "amended"])))
    .limit(1);
  const evidence = locked ? await loadSessionEvidence(s.id) : null;
  if (!evidence) return { key: "attendance", files: [], notes: [t(`${K}.attendance.none`)], missing: true };
  const site = await getSiteChrome();
  const pdf = await attendanceSheetPdf({
    lang,
    t,
    appName: site.appName,
    course: { title: pick(evidence.session.course, "title", lang), reference: evidence.session.course.reference },
    session: evidence.session,
    place: evidence.session.place,
    trainer: evidence.session.trainer,
    participants: evidence.participants,
    sittings: evidence.sittings,
    evidence: {
      corrections: evidence.corrections,
      fingerprint: evidence.fingerprint,
      verificationUrl: evidence.verification_url,
    },
  });
  const open = evidence.sittings.filter((sitting) => sitting.state !== "locked" && sitting.state !== "amended").length;
  return {
    key: "attendance",
    files: [{ path: `${t(`${K}.files.attendance`)}.pdf`, bytes: pdf }],
    notes: [
      t(`${K}.attendance.sheet`, { count: evidence.sittings.length }),
      ...(open > 0 ? [t(`${K}.attendance.not_locked`, { count: open })] : []),
    ],
    missing: open > 0,
  };
};

const certificates: Maker = async (s, t) => {
  const issued = await db()
    .select({ id: issued_documents.id })
    .from(issued_documents)
    .where(and(eq(issued_documents.session_id, s.id), eq(issued_documents.state, "issued")))
    .orderBy(asc(issued_documents.issued_at));
  const files: EvidencePart["files"] = [];
  for (const row of issued) {
    const document = await documentPdf(row.id, { sessionId: s.id });
    if (document)
      files.push({ path: `${t(`${K}.folders.certificates`)}/${fileSafe(document.filename)}`, bytes: document.pdf });
  }
  return {
    key: "certificates",
    files,
    notes: [files.length > 0 ? t(`${K}.certificates.count`, { count: files.length }) : t(`${K}.certificates.none`)],
    missing: files.length === 0,
  };
};

const surveyAnswers: Maker = async (s, t, lang) => {
  const [any] = await db().select({ id: surveys.id }).from(surveys).where(eq(surveys.session_id, s.id)).limit(1);
  if (!any) return { key: "surveys", files: [], notes: [t(`${K}.surveys.none`)], missing: true };
  const workbook = await surveysWorkbook(
    { q: "", course: null, session: s.id, trainer: null, kind: null, status: null },
    lang,
  );
  return {
    key: "surveys",
    files: [{ path: `${t(`${K}.files.surveys`)}.xlsx`, bytes: await bytesOf(workbook) }],
    notes: [t(`${K}.surveys.included`)],
    missing: false,
  };
};

const incidentList: Maker = async (s, t, lang) => {
  const rows = await exportAdminIncidents(
    parseIncidentParams(new URLSearchParams({ session: s.id, status: "all" })),
    clock().now(),
  );
  if (rows.length === 0) return { key: "incidents", files: [], notes: [t(`${K}.incidents.none`)], missing: false };
  const workbook = await xlsxResponse({
    filename: "incidents.xlsx",
    sheet: t(`${K}.files.incidents`),
    columns: incidentXlsxColumns(t, lang),
    rows,
  });
  return {
    key: "incidents",
    files: [{ path: `${t(`${K}.files.incidents`)}.xlsx`, bytes: await bytesOf(workbook) }],
    notes: [t(`${K}.incidents.count`, { count: rows.length })],
    missing: false,
  };
};

/** The contents page: the session, then each part with its files or what is missing. */
async function contentsPdf(s: Session, parts: EvidencePart[], t: TFunction, lang: Lang, nowMs: number) {
  const site = await getSiteChrome();
  const title = pick(s, "title", lang);
  const { doc, bytes } = await createDocument({ lang, title: t(`${K}.title`), author: site.appName, subject: title });
  doc.addPage({ size: "A4", margin: MARGIN });
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  cell(doc, t(`${K}.title`), MARGIN, y, width, 1, { size: 18, font: "bold" });
  y += 28;
  cell(doc, `${title} (${s.reference})`, MARGIN, y, width, 2, { size: 12, font: "bold" });
  y += 34;
  cell(doc, formatDateRange(s.start_date, s.end_date, lang), MARGIN, y, width, 1, { size: 11 });
  y += 18;
  cell(
    doc,
    t(`${K}.generated`, { date: formatDate(new Date(nowMs).toISOString().slice(0, 10), lang, "long") }),
    MARGIN,
    y,
    width,
    1,
    { size: 9, color: MUTED },
  );
  y += 28;
  for (const [index, part] of parts.entries()) {
    const heading = `${index + 1}. ${t(`${K}.parts.${part.key}`)} — ${t(part.missing ? `${K}.incomplete` : `${K}.complete`)}`;
    cell(doc, heading, MARGIN, y, width, 1, { size: 12, font: "bold", color: part.missing ? "#9a3412" : INK });
    y += 18;
    for (const note of part.notes) {
      cell(doc, `• ${note}`, MARGIN + 12, y, width - 12, 2, { size: 10 });
      y += 15;
    }
    for (const file of part.files) {
      cell(doc, file.path, MARGIN + 24, y, width - 24, 1, { size: 8.5, color: MUTED });
      y += 12;
      if (y > doc.page.height - 80) {
        doc.addPage({ size: "A4", margin: MARGIN });
        y = MARGIN;
      }
    }
    y += 10;
    if (y > doc.page.height - 120) {
      doc.addPage({ size: "A4", margin: MARGIN });
      y = MARGIN;
    }
  }
  drawFooters(doc, t, `${site.appName} — ${t(`${K}.title`)}`);
  return bytes();
}

/** The ZIP of the session's evidence in `lang`, and its file name; null for an unknown session. */
export async function sessionEvidencePack(
  sessionId: string,
  lang: Lang,
): Promise<{ zip: Uint8Array<ArrayBuffer>; filename: string; parts: EvidencePart[] } | null> {
  if (!isUuid(sessionId)) return null;
  const s = await session(sessionId);
  if (!s) return null;
  const t = await getFixedT(lang);
  const nowMs = clock().now();
  const makers: Maker[] = [programme, convocations, attendance, certificates, surveyAnswers, incidentList];
  const parts: EvidencePart[] = [];
  // One after another: each reads the database and renders a document; none is large.
  for (const make of makers) parts.push(await make(s, t, lang));
  const entries: Record<string, Uint8Array> = {
    [`00-${fileSafe(t(`${K}.files.contents`))}.pdf`]: await contentsPdf(s, parts, t, lang, nowMs),
  };
  for (const [index, part] of parts.entries()) {
    for (const file of part.files) entries[`${String(index + 1).padStart(2, "0")}-${file.path}`] = file.bytes;
  }
  const { zipSync } = await import("fflate"); // loaded on the first pack, not at start
  const zip = zipSync(entries, { level: 6, mtime: new Date(nowMs) });
  return {
    zip: new Uint8Array(zip),
    filename: `${fileSafe(t(`${K}.files.pack`))}-${fileSafe(s.reference)}-${s.start_date}.zip`,
    parts,
  };
}
