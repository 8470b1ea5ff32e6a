// What the course sheet's rule (completeness.ts) needs from outside the course: whether the
// course follows French rules, and the organisation's accessibility referent. Read in one
// statement, by the course page (the referent it prints, the editor's panel), the programme PDF
// and every write that may publish a course (the shared check below).
//
// Which courses follow French rules (delivery.md §0, §7): a course is offered by the agencies
// that organise its sessions (a session's own agency, else the head office). It follows French
// rules unless every session it has, cancelled ones aside, is organised by an agency without
// them: one French session is enough for the sheet to bind. A course with no session yet follows
// the head office; with no head office chosen (or an organising agency gone), French rules apply,
// the cautious default of a French product, so a sheet is never left unchecked by omission.
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { agencies, course_sessions, organisation_profile } from "#db/schema";
import type { WriteResult } from "~/admin/write-result.server";
import {
  type AccessibilityReferent,
  type CourseSheet,
  courseSheetGaps,
  gapFieldErrors,
  gapLabel,
  hasReferent,
  refusesPublication,
  type SheetGap,
} from "~/courses/completeness";
import { refused } from "~/forms/form-action.server";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/messages";
import { cachedByContentVersionFor } from "~/server/content-version.server";
import { db } from "~/server/db.server";

export type CourseSheetContext = {
  frenchRules: boolean;
  /** The organisation's referent when one is set with a way to reach them, else null. */
  referent: AccessibilityReferent | null;
};

/** The head office: an agency of its own name, apart from the sessions' organisers. */
const headOffice = alias(agencies, "head_office");

/**
 * Whether the course follows French rules, and the referent, in one statement. `courseId` null:
 * a course not saved yet, which has no session (the head office decides). Remembered until the
 * content version moves (every table it reads is public: sessions, agencies, the organisation's
 * profile): a signed-in reader's course page asks for it on every view. Inside a write's
 * transaction it is read through that transaction, as every version cache does.
 */
export const courseSheetContext: (courseId: string | null) => Promise<CourseSheetContext> = cachedByContentVersionFor(
  (courseId: string | null) => courseId ?? "",
  readCourseSheetContext,
  { ttlMs: Number.POSITIVE_INFINITY, max: 400 },
);

async function readCourseSheetContext(courseId: string | null): Promise<CourseSheetContext> {
  // Each session's organiser: its own agency, else the head office; none known is French.
  const sessionsFrench = courseId
    ? sql<boolean | null>`(select bool_or(coalesce(${agencies.french_rules}, true))
        from ${course_sessions}
        left join ${agencies} on ${agencies.id} = coalesce(${course_sessions.agency_id}, ${organisation_profile.head_office_agency_id})
        where ${course_sessions.course_id} = ${courseId} and ${course_sessions.status} <> 'cancelled')`
    : sql<boolean | null>`null::boolean`;
  // Joined, not read from one table: drizzle then names every column with its table, which the
  // subquery above needs (and the profile is one row at most, or none before its first save).
  const [row] = await db()
    .select({
      sessionsFrench,
      headOfficeFrench: sql<boolean>`coalesce(${headOffice.french_rules}, true)`,
      name: organisation_profile.accessibility_referent_name,
      email: organisation_profile.accessibility_referent_email,
      phone: organisation_profile.accessibility_referent_phone,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(organisation_profile, sql`true`)
    .leftJoin(headOffice, eq(headOffice.id, organisation_profile.head_office_agency_id))
    .limit(1);
  const referent = { name: row?.name ?? null, email: row?.email ?? null, phone: row?.phone ?? null };
  return {
    frenchRules: row?.sessionsFrench ?? row?.headOfficeFrench ?? true,
    referent: hasReferent(referent) ? referent : null,
  };
}

export type CourseSheetCheck = CourseSheetContext & { gaps: SheetGap[] };

/** The sheet's gaps with its context: what the page's panel and the PDF's readers are told. */
export async function checkCourseSheet(courseId: string | null, sheet: CourseSheet): Promise<CourseSheetCheck> {
  const context = await courseSheetContext(courseId);
  return { ...context, gaps: courseSheetGaps(sheet, context.referent) };
}

const K = "pages.courses.sheet";

/**
 * The one check every write that may publish a course goes through (the editor's create and
 * update; any later path, a bulk publish, must call it too): a refusal (400) when the course
 * would be published while its sheet is incomplete and it follows French rules, else null. The
 * refusal flags each missing field and lists every missing item in `lang`, the writer's language.
 */
export async function refuseIncompletePublication(
  courseId: string | null,
  sheet: CourseSheet & { is_published: boolean },
  lang: Lang,
): Promise<WriteResult | null> {
  if (!sheet.is_published) return null;
  const check = await checkCourseSheet(courseId, sheet);
  if (!refusesPublication({ isPublished: true, ...check })) return null;
  const t = await getFixedT(lang);
  return refused(400, {
    errors: gapFieldErrors(check.gaps),
    formError: `${K}.publish_refused`,
    formErrorParams: { count: check.gaps.length, items: check.gaps.map((gap) => gapLabel(t, gap)).join(", ") },
  });
}
