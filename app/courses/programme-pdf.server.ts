// The course's programme as an A4 PDF (delivery.md §7, issue 30): every field of the course
// sheet, the objectives numbered, the syllabus, the prerequisites and audience, duration and
// prices with the next sessions, and the organisation's mentions (legal name, address, SIRET,
// the NDA line for a course following French rules, the Qualiopi number), "updated on" and page
// numbers. In one language, the page's. Laid out by pdfkit's own text flow, like the
// convocation: the texts are the course's own and may run over several pages.
import type { TFunction } from "i18next";
import {
  cell,
  createDocument,
  type Doc,
  drawFooters,
  flowText,
  keepTogether,
  LETTER,
  MUTED,
  RULE,
  SHADE,
  type TextStyle,
} from "~/attendance/pdf-kit.server";
import type { AccessibilityReferent } from "~/courses/completeness";
import { courseSheetContext } from "~/courses/course-sheet.server";
import { courseUrl } from "~/courses/course-url";
import { getCourseBySlug } from "~/courses/courses.server";
import type { CourseDetail, CourseSession } from "~/courses/types";
import { formatAddress } from "~/i18n/address";
import { formatDate, formatDateRange, formatPrice, formatTime } from "~/i18n/format";
import { getFixedT } from "~/i18n/i18n.server";
import { type Lang, pick } from "~/i18n/messages";
import { type OrganisationLegalProfile, organisationLegalProfile } from "~/organisation/jurisdiction.server";
import { htmlToBlocks } from "~/rich-text/blocks";
import { siteBaseUrl } from "~/server/config.server";
import { OPEN_SESSION_STATUSES } from "~/sessions/rules";
import { getSiteChrome } from "~/site/site.server";

const K = "pages.courses.programme";
const { side: SIDE, top: TOP, width: WIDTH, page: PAGE_OPTIONS } = LETTER;
const BODY: TextStyle = { size: 10 };
const SMALL: TextStyle = { size: 8.5, color: MUTED };
/** At most this many next sessions are listed (the course page has them all). */
const MAX_SESSIONS = 12;

/** What the programme prints, gathered by `courseProgrammePdf`. */
export type ProgrammeFacts = {
  lang: Lang;
  course: CourseDetail;
  /** Upcoming sessions still on offer, soonest first. */
  sessions: CourseSession[];
  referent: AccessibilityReferent | null;
  frenchRules: boolean;
  organisation: Pick<
    OrganisationLegalProfile,
    | "legal_name"
    | "address"
    | "registration_number"
    | "training_declaration_number"
    | "training_declaration_region"
    | "qualiopi_number"
  > | null;
  appName: string;
  siteUrl: string;
};

export type ProgrammeDocument = { pdf: Uint8Array<ArrayBuffer>; filename: string; isPublished: boolean };

/**
 * The programme of the course at `slug` in `lang`, or null when there is no such course the
 * reader may see (a draft is only there for `includeDrafts`, the course's editors).
 */
export async function courseProgrammePdf(
  slug: string,
  { lang, includeDrafts }: { lang: Lang; includeDrafts: boolean },
): Promise<ProgrammeDocument | null> {
  const found = await getCourseBySlug(slug, { includeDrafts });
  if (!found) return null;
  const { course, sessions } = found;
  const [context, profile, site, t] = await Promise.all([
    courseSheetContext(course.id),
    organisationLegalProfile(),
    getSiteChrome(lang),
    getFixedT(lang),
  ]);
  const facts: ProgrammeFacts = {
    lang,
    course,
    sessions: sessions
      .filter((session) => (OPEN_SESSION_STATUSES as readonly string[]).includes(session.status))
      .slice(0, MAX_SESSIONS),
    referent: context.referent,
    frenchRules: context.frenchRules,
    organisation: profile,
    appName: site.appName,
    siteUrl: siteBaseUrl(),
  };
  return {
    pdf: await renderProgrammePdf(facts, t),
    filename: `programme-${course.slug}-${lang}.pdf`,
    isPublished: course.is_published,
  };
}

/** The document itself, from its facts (pure: nothing read here). */
export async function renderProgrammePdf(facts: ProgrammeFacts, t: TFunction): Promise<Uint8Array<ArrayBuffer>> {
  const { lang, course } = facts;
  const text = (field: string) => pick(course, field, lang);
  const title = text("title");
  const { doc, bytes } = await createDocument({
    lang,
    title: `${t(`${K}.title`)} – ${title}`,
    author: organisationName(facts),
    subject: course.reference,
  });
  doc.addPage(PAGE_OPTIONS);

  drawLetterhead(doc, facts, t);
  flowText(doc, t(`${K}.title`), SIDE, WIDTH, { font: "bold", size: 9, color: MUTED }, { gap: 2 });
  flowText(doc, title, SIDE, WIDTH, { font: "bold", size: 20 }, { gap: 2 });
  flowText(doc, t(`${K}.reference`, { reference: course.reference }), SIDE, WIDTH, SMALL, { gap: 1 });
  flowText(doc, t(`${K}.updated_on`, { date: formatDate(course.updated_at, lang, "long") }), SIDE, WIDTH, SMALL, {
    gap: 8,
  });
  drawKeyFacts(doc, facts, t);

  rich(doc, t(`${K}.sections.description`), text("description"));
  const objectives = lang === "en" && course.objectives_en.length > 0 ? course.objectives_en : course.objectives_fr;
  if (objectives.length > 0) {
    heading(doc, t(`${K}.sections.objectives`));
    objectives.forEach((objective, i) => {
      item(doc, `${i + 1}.`, objective, 0);
    });
  }
  rich(doc, t(`${K}.sections.prerequisites`), text("prerequisites"));
  rich(doc, t(`${K}.sections.target_audience`), text("target_audience"));
  rich(doc, t(`${K}.sections.syllabus`), text("syllabus"));
  rich(doc, t(`${K}.sections.skills`), text("skills"));
  rich(doc, t(`${K}.sections.teaching_methods`), text("teaching_methods"));
  rich(doc, t(`${K}.sections.assessment_methods`), text("assessment_methods"));
  drawAccess(doc, facts, t);
  drawAccessibility(doc, facts, t);
  if (course.is_certifying) drawCertification(doc, facts, t);
  drawSessions(doc, facts, t);

  doc.y += 10;
  keepTogether(doc, 30);
  const url = courseUrl(facts.siteUrl, course.slug, lang);
  flowText(doc, t(`${K}.more`, { url }), SIDE, WIDTH, { size: 9, color: "#1d4ed8" }, { link: url });

  // Every page exists now: the continuation pages' running head, then the kit's footers.
  const range = doc.bufferedPageRange();
  for (let i = 1; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    cell(doc, `${title} · ${course.reference}`, SIDE, TOP - 22, WIDTH, 1, { size: 8, color: MUTED });
  }
  const footer = [organisationName(facts), t(`${K}.updated_on`, { date: formatDate(course.updated_at, lang) })].join(
    " · ",
  );
  drawFooters(doc, t, footer);
  return bytes();
}

function organisationName(facts: ProgrammeFacts): string {
  return facts.organisation?.legal_name?.trim() || facts.appName;
}

/** The organisation's name, address, SIRET, NDA and Qualiopi lines, over a rule. */
function drawLetterhead(doc: Doc, facts: ProgrammeFacts, t: TFunction) {
  const profile = facts.organisation;
  flowText(doc, organisationName(facts), SIDE, WIDTH, { font: "bold", size: 13 }, { gap: 1 });
  const address = (profile?.address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" · ");
  if (address) flowText(doc, address, SIDE, WIDTH, SMALL, { gap: 1 });
  const registration = profile?.registration_number?.trim();
  if (registration) flowText(doc, t(`${K}.registration`, { number: registration }), SIDE, WIDTH, SMALL, { gap: 1 });
  // The NDA and its warning are French law's mentions: printed for a course under French rules.
  const declaration = profile?.training_declaration_number?.trim();
  if (declaration && facts.frenchRules) {
    const region = profile?.training_declaration_region?.trim();
    const line = region
      ? t(`${K}.declaration`, { number: declaration, region })
      : t(`${K}.declaration_no_region`, { number: declaration });
    flowText(doc, `${line} — ${t(`${K}.not_approval`)}`, SIDE, WIDTH, SMALL, { gap: 1 });
  }
  const qualiopi = profile?.qualiopi_number?.trim();
  if (qualiopi) flowText(doc, t(`${K}.qualiopi`, { number: qualiopi }), SIDE, WIDTH, SMALL, { gap: 1 });
  doc.y += 6;
  rule(doc);
  doc.y += 14;
}

function rule(doc: Doc) {
  doc
    .moveTo(SIDE, doc.y)
    .lineTo(SIDE + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** Duration, price, level, format and language in a shaded box of label–value rows. */
function drawKeyFacts(doc: Doc, facts: ProgrammeFacts, t: TFunction) {
  const { course, lang } = facts;
  const name = (lookup: CourseDetail["level"]) => (lookup ? pick(lookup, "name", lang) : null);
  const rows = (
    [
      [t(`${K}.facts.duration`), t("pages.courses.card.duration", { count: course.duration_hours })],
      [t(`${K}.facts.price`), formatPrice(course.price, course.currency, lang)],
      [t(`${K}.facts.level`), name(course.level)],
      [t(`${K}.facts.format`), name(course.format)],
      [t(`${K}.facts.language`), name(course.language)],
      [t(`${K}.facts.max_students`), course.max_students ? String(course.max_students) : null],
    ] as [string, string | null][]
  ).filter((row): row is [string, string] => Boolean(row[1]));
  const rowHeight = 16;
  const height = rows.length * rowHeight + 10;
  keepTogether(doc, height);
  const top = doc.y;
  doc.rect(SIDE, top, WIDTH, height).fill(SHADE);
  rows.forEach(([label, value], i) => {
    const y = top + 6 + i * rowHeight;
    cell(doc, label, SIDE + 10, y, 150, 1, { ...BODY, font: "bold" });
    cell(doc, value, SIDE + 170, y, WIDTH - 180, 1, BODY);
  });
  doc.y = top + height + 4;
}

/** A section's heading, kept on the page of the `following` points after it. */
function heading(doc: Doc, text: string, following = 40) {
  doc.y += 10;
  keepTogether(doc, 18 + following);
  flowText(doc, text, SIDE, WIDTH, { font: "bold", size: 12 }, { gap: 4 });
}

/** A list item: its mark beside the first line, the text wrapping under itself. */
function item(doc: Doc, marker: string, text: string, depth: number) {
  keepTogether(doc, 14);
  const indent = 16 * depth;
  const y = doc.y;
  cell(doc, marker, SIDE + 4 + indent, y, 16, 1, { ...BODY, color: MUTED });
  doc.y = y;
  flowText(doc, text, SIDE + 22 + indent, WIDTH - 22 - indent, BODY, { gap: 2 });
}

/** A rich-text field as plain paragraphs, headings and bullets under its heading; nothing when empty. */
function rich(doc: Doc, title: string, html: string, { withHeading = true } = {}) {
  const blocks = htmlToBlocks(html);
  if (blocks.length === 0) return;
  if (withHeading) heading(doc, title);
  for (const block of blocks) {
    if (block.kind === "item") item(doc, block.marker ?? "•", block.text, block.depth ?? 0);
    else if (block.kind === "heading") {
      keepTogether(doc, 30);
      flowText(doc, block.text, SIDE, WIDTH, { ...BODY, font: "bold" }, { gap: 3 });
    } else flowText(doc, block.text, SIDE, WIDTH, BODY, { gap: 5 });
  }
}

/** Access conditions and the lead time between asking and starting. */
function drawAccess(doc: Doc, facts: ProgrammeFacts, t: TFunction) {
  const conditions = pick(facts.course, "access_conditions", facts.lang);
  const leadTime = pick(facts.course, "access_lead_time", facts.lang).trim();
  if (htmlToBlocks(conditions).length === 0 && !leadTime) return;
  heading(doc, t(`${K}.sections.access`));
  rich(doc, "", conditions, { withHeading: false });
  if (leadTime) flowText(doc, t(`${K}.lead_time`, { lead_time: leadTime }), SIDE, WIDTH, BODY, { gap: 5 });
}

/** Accessibility for disabled people, and the referent to contact. */
function drawAccessibility(doc: Doc, facts: ProgrammeFacts, t: TFunction) {
  const text = pick(facts.course, "accessibility", facts.lang);
  const { referent } = facts;
  if (htmlToBlocks(text).length === 0 && !referent) return;
  heading(doc, t(`${K}.sections.accessibility`));
  rich(doc, "", text, { withHeading: false });
  if (referent) {
    const ways = [referent.email?.trim(), referent.phone?.trim()].filter(Boolean).join(" · ");
    flowText(doc, t(`${K}.referent`, { name: referent.name ?? "", contact: ways }), SIDE, WIDTH, BODY, { gap: 5 });
  }
}

/** The certification's title, RNCP/RS code, certifier and registration date. */
function drawCertification(doc: Doc, facts: ProgrammeFacts, t: TFunction) {
  const { course, lang } = facts;
  const rows = (
    [
      [t(`${K}.certification.title`), pick(course, "certification_title", lang).trim()],
      [t(`${K}.certification.code`), course.certification_code],
      [t(`${K}.certification.certifier`), course.certifier],
      [
        t(`${K}.certification.registered_on`),
        course.certification_registered_on ? formatDate(course.certification_registered_on, lang, "long") : null,
      ],
    ] as [string, string | null][]
  ).filter((row): row is [string, string] => Boolean(row[1]));
  heading(doc, t(`${K}.sections.certification`));
  for (const [label, value] of rows) flowText(doc, t(`${K}.row`, { label, value }), SIDE, WIDTH, BODY, { gap: 2 });
  rich(doc, "", pick(course, "certification", lang), { withHeading: false });
}

/** The next sessions: dates and hours, where (or remote), and their price when it is not the course's. */
function drawSessions(doc: Doc, facts: ProgrammeFacts, t: TFunction) {
  const { sessions, course, lang } = facts;
  heading(doc, t(`${K}.sections.sessions`), 30);
  if (sessions.length === 0) {
    flowText(doc, t(`${K}.sessions.none`), SIDE, WIDTH, BODY, { gap: 4 });
    return;
  }
  for (const session of sessions) {
    keepTogether(doc, 40);
    const when = `${formatDateRange(session.start_date, session.end_date, lang)}, ${formatTime(session.start_time)} – ${formatTime(session.end_time)}`;
    flowText(doc, when, SIDE, WIDTH, { ...BODY, font: "bold" }, { gap: 1 });
    const venue = [session.location_name, formatAddress(session)].filter(Boolean).join(", ");
    const where = [venue, session.is_remote ? t(`${K}.sessions.remote`) : ""].filter(Boolean).join(" · ");
    flowText(doc, where || t(`${K}.sessions.place_tbc`), SIDE + 12, WIDTH - 12, BODY, { gap: 1 });
    if (session.price !== course.price) {
      flowText(
        doc,
        t(`${K}.sessions.price`, { price: formatPrice(session.price, course.currency, lang) }),
        SIDE + 12,
        WIDTH - 12,
        BODY,
        { gap: 1 },
      );
    }
    doc.y += 5;
  }
}
