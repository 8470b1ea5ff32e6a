// Course catalogue and course page (the admin writes are in admin-courses.server.ts). Listing
// filters, searches and pages in SQL with a bounded number of queries (count, page, first
// sessions) whatever the size of the catalogue.

import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias, unionAll } from "drizzle-orm/pg-core";
import {
  type BpfCategoryKind,
  bpf_categories,
  course_categories,
  course_formats,
  course_languages,
  course_levels,
  course_locations,
  course_sessions,
  course_slug_history,
  course_target_audiences,
  courses,
} from "#db/schema";
import { type CatalogueParams, RICH_FIELDS, SHEET_RICH_FIELDS } from "~/courses/schema";
import type {
  CatalogueCourse,
  CataloguePage,
  CourseDetail,
  CourseLookup,
  CourseLookups,
  CourseSession,
  SessionSummary,
} from "~/courses/types";
import { paginate } from "~/forms/list-params";
import { localized } from "~/i18n/localized.server";
import { type Lang, pick } from "~/i18n/messages";
import { cardExcerpt, excerpt } from "~/rich-text/plain-text";
import { cachedByContentVersion, cachedByContentVersionFor } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { containsPattern, SEARCH_COUNT_CAP } from "~/server/search.server";
import { OPEN_SESSION_STATUSES, withAppliedPrice } from "~/sessions/rules";
import { todayIso } from "~/sessions/schema";
import {
  instructors,
  SESSION_PRICING_COLUMNS,
  SESSION_STATE_COLUMNS,
  selectSessions,
} from "~/sessions/session-query.server";
import { PUBLIC_SESSION_STATUSES } from "~/sessions/sessions.server";

/** At most this many upcoming sessions on a course page (a bounded read). */
const MAX_SESSIONS_ON_PAGE = 50;

type LookupTable =
  | typeof course_categories
  | typeof course_levels
  | typeof course_formats
  | typeof course_languages
  | typeof course_target_audiences;

const lookupOf = (table: LookupTable) => ({
  id: table.id,
  name_fr: table.name_fr,
  name_en: table.name_en,
});

type JoinedLookup = { id: string | null; name_fr: string | null; name_en: string | null } | null;

/** A left-joined lookup: null when the course has none. */
function joinedLookup(row: JoinedLookup): CourseLookup | null {
  return row?.id ? { id: row.id, name_fr: row.name_fr ?? "", name_en: row.name_en ?? "" } : null;
}

// ---------------------------------------------------------------- lookups

/**
 * The editor's and the filters' select options, in their display order: constant between
 * writes, so read once per content version rather than five queries per page.
 */
export const loadCourseLookups: () => Promise<CourseLookups> = cachedByContentVersion(readCourseLookups);

/** Every lookup's names by id, archived ones too (a course keeps an archived category). */
type LookupNames = Record<"category" | "level" | "format" | "language" | "audience", Map<string, CourseLookup>>;

/**
 * The cards' lookup names, from memory: the five small tables joined into the page's course
 * query made it p50 2.28 ms against 1.34 without them, most of it planning (embedded database,
 * 10,000 courses, side by side), while they change with the content version only.
 */
const loadLookupNames: () => Promise<LookupNames> = cachedByContentVersion(async () => {
  const all = (kind: keyof LookupNames, table: LookupTable) =>
    db()
      .select({ kind: sql<keyof LookupNames>`${kind}`.as("kind"), ...lookupOf(table) })
      .from(table);
  const rows = await unionAll(
    all("category", course_categories),
    all("level", course_levels),
    all("format", course_formats),
    all("language", course_languages),
    all("audience", course_target_audiences),
  );
  const names: LookupNames = {
    category: new Map(),
    level: new Map(),
    format: new Map(),
    language: new Map(),
    audience: new Map(),
  };
  for (const { kind, ...lookup } of rows) names[kind].set(lookup.id, lookup);
  return names;
});

const bpfObjective = alias(bpf_categories, "bpf_objective");
const bpfSpecialty = alias(bpf_categories, "bpf_specialty");

/** A BPF category as a select's option: its labels under the lookups' names. */
const bpfLookupOf = (table: { id: AnyPgColumn; label_fr: AnyPgColumn; label_en: AnyPgColumn }) => ({
  id: sql<string>`${table.id}`,
  name_fr: sql<string>`${table.label_fr}`,
  name_en: sql<string>`${table.label_en}`,
});

/** The active BPF categories of one kind, in the form's order. */
function activeBpfCategories(kind: BpfCategoryKind) {
  return db()
    .select(bpfLookupOf(bpf_categories))
    .from(bpf_categories)
    .where(and(eq(bpf_categories.kind, kind), eq(bpf_categories.is_active, true)))
    .orderBy(asc(bpf_categories.display_order), asc(bpf_categories.code));
}

async function readCourseLookups(): Promise<CourseLookups> {
  const [categories, levels, formats, languages, audiences, bpfObjectives, bpfSpecialties] = await Promise.all([
    db()
      .select(lookupOf(course_categories))
      .from(course_categories)
      .where(eq(course_categories.is_active, true))
      .orderBy(asc(course_categories.display_order), asc(course_categories.name_fr)),
    db()
      .select(lookupOf(course_levels))
      .from(course_levels)
      .orderBy(asc(course_levels.level_order), asc(course_levels.name_fr)),
    db()
      .select(lookupOf(course_formats))
      .from(course_formats)
      .orderBy(asc(course_formats.created_at), asc(course_formats.name_fr)),
    db()
      .select(lookupOf(course_languages))
      .from(course_languages)
      .where(eq(course_languages.is_active, true))
      .orderBy(asc(course_languages.created_at), asc(course_languages.name_fr)),
    db()
      .select(lookupOf(course_target_audiences))
      .from(course_target_audiences)
      .where(eq(course_target_audiences.is_active, true))
      .orderBy(asc(course_target_audiences.created_at), asc(course_target_audiences.name_fr)),
    activeBpfCategories("objective"),
    activeBpfCategories("specialty"),
  ]);
  return { categories, levels, formats, languages, audiences, bpfObjectives, bpfSpecialties };
}

/** `options`, plus `own` when it is not among them (archived since the course took it). */
function withOwn(options: CourseLookup[], own: CourseLookup | null): CourseLookup[] {
  return !own || options.some((option) => option.id === own.id) ? options : [...options, own];
}

/**
 * The course editor's choices for one course: the active lookups, plus the course's own
 * category and BPF categories when they have been archived since (its courses keep them, so
 * its editor still offers them).
 */
export function lookupsForCourse(
  lookups: CourseLookups,
  course: { category: CourseLookup | null; bpf_objective?: CourseLookup | null; bpf_specialty?: CourseLookup | null },
): CourseLookups {
  return {
    ...lookups,
    categories: withOwn(lookups.categories, course.category),
    bpfObjectives: withOwn(lookups.bpfObjectives, course.bpf_objective ?? null),
    bpfSpecialties: withOwn(lookups.bpfSpecialties, course.bpf_specialty ?? null),
  };
}

// ---------------------------------------------------------------- catalogue

/**
 * The catalogue counts matching courses up to this many (50 pages of 12), then says "600+".
 * An exact count reads every match — about 100 ms for a broad search over 100,000 courses,
 * which no index avoids — while nobody pages that deep: a capped count stops at CAP + 1 rows.
 * A search counts to SEARCH_COUNT_CAP only: each row it reads is tested against the term.
 */
export const CATALOGUE_COUNT_CAP = 600;

export type ListCoursesInput = CatalogueParams & {
  lang: Lang;
  includeDrafts: boolean;
  /** Overrides CATALOGUE_COUNT_CAP and SEARCH_COUNT_CAP (tests use a tiny one). */
  countCap?: number;
};

function catalogueConditions(input: ListCoursesInput): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // Drafts are filtered here, in the one function every listing goes through.
  if (!input.includeDrafts) conditions.push(eq(courses.is_published, true));
  if (input.category) conditions.push(eq(courses.category_id, input.category));
  if (input.level) conditions.push(eq(courses.level_id, input.level));
  if (input.format) conditions.push(eq(courses.format_id, input.format));
  // Amounts compare only within one currency (docs/decisions/018).
  if (input.currency !== null) conditions.push(eq(courses.currency, input.currency));
  if (input.min !== null) conditions.push(gte(courses.price, input.min.toFixed(2)));
  if (input.max !== null) conditions.push(lte(courses.price, input.max.toFixed(2)));
  if (input.q) conditions.push(searchCondition(input.q, input.lang));
  return and(...conditions);
}

/**
 * Title-and-description search in the reader's language, case- and accent-insensitive,
 * on the stored unaccented text (`search_xx`, migration 0006) that the trigram GIN indexes
 * cover, so PostgreSQL answers a `LIKE '%…%'` from the index and rechecks candidates cheaply.
 * English readers also match the French text of courses whose English title or description
 * is empty, since that is what `pick` shows them.
 */
export function searchCondition(q: string, lang: Lang): SQL {
  const pattern = containsPattern(q);
  const fr = sql`${courses.search_fr} like ${pattern}`;
  if (lang === "fr") return fr;
  const en = sql`${courses.search_en} like ${pattern}`;
  return sql`(${en} or ((${courses.title_en} = '' or ${courses.description_en} = '') and ${fr}))`;
}

type PageIds = { total: number; isTotalCapped: boolean; page: number; totalPages: number; ids: string[] };

/** The catalogue order; id breaks ties so a page boundary never shows a course twice or skips one. */
const catalogueOrder = () => [desc(courses.created_at), desc(courses.id)];

/**
 * The capped count and, when the count is not capped, the ids of the page, in one statement:
 * up to CAP + 1 matching courses are read once, in whatever order is cheapest (for a narrow
 * filter such as category + level + search, a bitmap of the indexes), and the page is sorted
 * out of them. Ordering the whole catalogue and filtering as it goes would read tens of
 * thousands of rows to find a few rare matches (40 ms), and stopping the count at the cap
 * keeps a broad search from reading every match (100 ms). When more than CAP courses match,
 * matches are dense: the page is then read in catalogue order, which stops after a few rows.
 */
async function pageIds(where: SQL | undefined, size: number, requestedPage: number, cap: number): Promise<PageIds> {
  // The count comes with the ids: the asked page as if it exists, clamped in SQL below.
  const { offset } = paginate(requestedPage * size, requestedPage, size);
  const result = await db().execute(sql`
    with matches as materialized (
      select ${courses.id} as id, ${courses.created_at} as created_at
      from ${courses} where ${where ?? sql`true`} limit ${cap + 1}::int
    ), counted as (select count(*)::int as n from matches)
    select counted.n, (
      select coalesce(json_agg(p.id order by p.created_at desc, p.id desc), '[]'::json) from (
        select id, created_at from matches order by created_at desc, id desc
        -- Past the last page: the last page (as the loaders always did).
        limit ${size}::int offset least(${offset}::int, greatest(counted.n - 1, 0) / ${size}::int * ${size}::int)
      ) p
    ) as ids
    from counted`);
  const [row] = (result as unknown as { rows: { n: number | string; ids: string[] | string }[] }).rows;
  const n = Number(row.n);
  const isTotalCapped = n > cap;
  const total = isTotalCapped ? cap : n;
  // With a capped count, the last page is the cap's last page.
  const paging = paginate(total, requestedPage, size);
  const { page, totalPages } = paging;
  if (!isTotalCapped) {
    const ids = typeof row.ids === "string" ? (JSON.parse(row.ids) as string[]) : row.ids;
    return { total, isTotalCapped, page, totalPages, ids };
  }
  const rows = await db()
    .select({ id: courses.id })
    .from(courses)
    .where(where)
    .orderBy(...catalogueOrder())
    .limit(paging.limit)
    .offset(paging.offset);
  return { total, isTotalCapped, page, totalPages, ids: rows.map((r) => r.id) };
}

/**
 * The next session on offer of the outer query's course: one look-up over the
 * (course_id, start_date) index per card. A cancelled date is listed on the course page, not here.
 */
function nextSessionOfCourse() {
  return db()
    .select({
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      start_time: course_sessions.start_time,
      end_time: course_sessions.end_time,
      seats_available: course_sessions.seats_available,
      // Seats held for waiting-list offers show as taken: nobody else can have them.
      seats_taken: sql<number>`(${course_sessions.seats_taken} + ${course_sessions.seats_held})::int`.as("seats_taken"),
      location_name: sql<string | null>`${course_locations.name}`.as("location_name"),
      city: course_locations.city,
      address: course_locations.address,
    })
    .from(course_sessions)
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .where(
      and(
        eq(course_sessions.course_id, courses.id),
        gte(course_sessions.start_date, todayIso()),
        inArray(course_sessions.status, OPEN_SESSION_STATUSES),
      ),
    )
    .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time))
    .limit(1)
    .as("next_session");
}

/**
 * The courses of a page, by id, with their next session joined (only those few rows are
 * joined); their lookups' names come from memory (loadLookupNames). One statement: each one
 * costs the embedded database about a quarter of a millisecond before any work, and the
 * cards' sessions are one index look-up each.
 */
function coursesByIds(ids: string[], lang: Lang) {
  const next = nextSessionOfCourse();
  return db()
    .select({
      id: courses.id,
      slug: courses.slug,
      title: localized(courses.title_fr, courses.title_en, lang),
      // Both languages for English readers: the card falls back to French when the English
      // text is empty once its markup is gone (an emptied editor leaves "<p></p>").
      description_fr: courses.description_fr,
      description_en: lang === "en" ? courses.description_en : sql<string>`''`,
      certification: localized(courses.certification_fr, courses.certification_en, lang),
      duration_hours: courses.duration_hours,
      max_students: courses.max_students,
      price: courses.price,
      currency: courses.currency,
      is_featured: courses.is_featured,
      is_published: courses.is_published,
      thumbnail_url: courses.thumbnail_url,
      category_id: courses.category_id,
      level_id: courses.level_id,
      format_id: courses.format_id,
      language_id: courses.language_id,
      audience_id: courses.target_audience_id,
      next: {
        start_date: next.start_date,
        end_date: next.end_date,
        start_time: next.start_time,
        end_time: next.end_time,
        seats_available: next.seats_available,
        seats_taken: next.seats_taken,
        location_name: next.location_name,
        city: next.city,
        address: next.address,
      },
    })
    .from(courses)
    .leftJoinLateral(next, sql`true`)
    .where(inArray(courses.id, ids))
    .orderBy(...catalogueOrder());
}

/** A left-joined next session: null when the course has none on offer. */
function joinedSession(row: { [K in keyof SessionSummary]: SessionSummary[K] | null } | null): SessionSummary | null {
  // A session's dates, times and seats are never null: a row with a start date is whole.
  return row?.start_date ? (row as SessionSummary) : null;
}

/**
 * One page of the catalogue, newest first: the capped count with the page's ids (one
 * statement; a second, ordered one when the count is capped), then the page's courses with
 * their lookups and next session (one more).
 */
export const listCourses: (input: ListCoursesInput) => Promise<CataloguePage> = cachedByContentVersionFor(
  // Every field of the input decides the page; sorted keys make equal inputs one entry.
  (input) => JSON.stringify(input, Object.keys(input).sort()),
  readCataloguePage,
  // A minute, like the page cache, for the "next session" the date alone moves on.
  { ttlMs: 60_000, max: 200 },
);

/** listCourses without its cache: what bench:catalogue times. */
export async function readCataloguePage(input: ListCoursesInput): Promise<CataloguePage> {
  const where = catalogueConditions(input);
  const { lang, size } = input;
  const { ids, ...paging } = await pageIds(
    where,
    size,
    input.page,
    input.countCap ?? (input.q ? SEARCH_COUNT_CAP : CATALOGUE_COUNT_CAP),
  );
  if (ids.length === 0) return { courses: [], ...paging, size };
  const [rows, names] = await Promise.all([coursesByIds(ids, lang), loadLookupNames()]);
  const name = (kind: keyof LookupNames, id: string | null) => {
    const lookup = id ? names[kind].get(id) : undefined;
    return lookup ? pick(lookup, "name", lang) : null;
  };
  return {
    courses: rows.map(
      (row): CatalogueCourse => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        // Cards show three lines of plain text: the rich HTML (several KB a course) stays on
        // the course page instead of being sent twice, in the markup and the loader data.
        excerpt: cardExcerpt(row.description_fr, row.description_en, lang),
        certification: excerpt(row.certification, 140),
        category: name("category", row.category_id),
        level: name("level", row.level_id),
        format: name("format", row.format_id),
        language: name("language", row.language_id),
        target_audience: name("audience", row.audience_id),
        duration_hours: row.duration_hours,
        max_students: row.max_students,
        price: row.price,
        currency: row.currency,
        is_featured: row.is_featured,
        is_published: row.is_published,
        thumbnail_url: row.thumbnail_url,
        next_session: joinedSession(row.next),
      }),
    ),
    ...paging,
    size,
  };
}

/** The public catalogue: never drafts, whatever the caller passes. */
export function listPublishedCourses(input: Omit<ListCoursesInput, "includeDrafts">): Promise<CataloguePage> {
  return listCourses({ ...input, includeDrafts: false });
}

// ---------------------------------------------------------------- course page

/**
 * Where an old address /formations/{slug} leads now (decision 026): the course that had `slug`
 * before, at its current slug, if the reader may see it; else null (a 404). Only asked once the
 * slug names no course of its own, which wins over the history anyway.
 */
export async function movedCoursePath(slug: string, { includeDrafts }: { includeDrafts: boolean }) {
  const [row] = await db()
    .select({ slug: courses.slug })
    .from(course_slug_history)
    .innerJoin(courses, eq(courses.id, course_slug_history.course_id))
    .where(and(eq(course_slug_history.slug, slug), includeDrafts ? undefined : eq(courses.is_published, true)))
    .limit(1);
  return row ? `/formations/${row.slug}` : null;
}

type CoursePageRead = { course: CourseDetail; sessions: CourseSession[] } | null;

/**
 * A course by slug with its upcoming sessions (two queries, run together), or null when there
 * is none the reader may see: drafts exist only for admins. Remembered until the content
 * version moves (a minute at most, for "upcoming"): shared by the requests that follow, so
 * never changed by its callers.
 */
export function getCourseBySlug(slug: string, options: { includeDrafts: boolean }): Promise<CoursePageRead> {
  return cachedCourseBySlug({ slug, includeDrafts: options.includeDrafts });
}

const cachedCourseBySlug = cachedByContentVersionFor(
  // The date too: its sessions are those from today.
  ({ slug, includeDrafts }: { slug: string; includeDrafts: boolean }) => `${todayIso()} ${includeDrafts} ${slug}`,
  ({ slug, includeDrafts }) => readCourseBySlug(slug, { includeDrafts }),
  { ttlMs: 60_000, max: 200 },
);

async function readCourseBySlug(slug: string, { includeDrafts }: { includeDrafts: boolean }): Promise<CoursePageRead> {
  const visible = includeDrafts ? eq(courses.slug, slug) : and(eq(courses.slug, slug), eq(courses.is_published, true));
  const [[row], sessionRows] = await Promise.all([
    db()
      .select({
        course: courses,
        category: lookupOf(course_categories),
        level: lookupOf(course_levels),
        format: lookupOf(course_formats),
        language: lookupOf(course_languages),
        audience: lookupOf(course_target_audiences),
        bpf_objective: bpfLookupOf(bpfObjective),
        bpf_specialty: bpfLookupOf(bpfSpecialty),
      })
      .from(courses)
      .leftJoin(course_categories, eq(course_categories.id, courses.category_id))
      .leftJoin(course_levels, eq(course_levels.id, courses.level_id))
      .leftJoin(course_formats, eq(course_formats.id, courses.format_id))
      .leftJoin(course_languages, eq(course_languages.id, courses.language_id))
      .leftJoin(course_target_audiences, eq(course_target_audiences.id, courses.target_audience_id))
      .leftJoin(bpfObjective, eq(bpfObjective.id, courses.bpf_objective_id))
      .leftJoin(bpfSpecialty, eq(bpfSpecialty.id, courses.bpf_specialty_id))
      .where(visible)
      .limit(1),
    selectSessions({
      ...SESSION_STATE_COLUMNS,
      course_slug: courses.slug,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      ...SESSION_PRICING_COLUMNS,
      course_price: courses.price,
      currency: courses.currency,
      location_name: course_locations.name,
      city: course_locations.city,
      address: course_locations.address,
      postal_code: course_locations.postal_code,
      country: course_locations.country,
      instructor_name: instructors.full_name,
      // Whether it is held (also) remotely; the link itself stays private.
      is_remote: sql<boolean>`${course_sessions.remote_url} is not null`,
    })
      .where(
        and(
          visible,
          gte(course_sessions.start_date, todayIso()),
          inArray(course_sessions.status, PUBLIC_SESSION_STATUSES),
        ),
      )
      .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time))
      .limit(MAX_SESSIONS_ON_PAGE),
  ]);
  if (!row) return null;
  const { course: c, category, level, format, language, audience, bpf_objective, bpf_specialty } = row;
  const course: CourseDetail = {
    id: c.id,
    slug: c.slug,
    reference: c.reference,
    title_fr: c.title_fr,
    title_en: c.title_en,
    description_fr: c.description_fr,
    description_en: c.description_en,
    objectives_fr: c.objectives_fr,
    objectives_en: c.objectives_en,
    prerequisites_fr: c.prerequisites_fr,
    prerequisites_en: c.prerequisites_en,
    syllabus_fr: c.syllabus_fr,
    syllabus_en: c.syllabus_en,
    skills_fr: c.skills_fr,
    skills_en: c.skills_en,
    target_audience_fr: c.target_audience_fr,
    target_audience_en: c.target_audience_en,
    certification_fr: c.certification_fr,
    certification_en: c.certification_en,
    duration_hours: c.duration_hours,
    max_students: c.max_students,
    price: c.price,
    currency: c.currency,
    is_featured: c.is_featured,
    is_published: c.is_published,
    action_nature: c.action_nature,
    assessment_planned: c.assessment_planned,
    thumbnail_url: c.thumbnail_url,
    what_to_bring_fr: c.what_to_bring_fr,
    what_to_bring_en: c.what_to_bring_en,
    convocation_days: c.convocation_days,
    reminder_days: c.reminder_days,
    remote_link_minutes: c.remote_link_minutes,
    trainer_pack_days: c.trainer_pack_days,
    category_id: c.category_id,
    level_id: c.level_id,
    format_id: c.format_id,
    language_id: c.language_id,
    target_audience_id: c.target_audience_id,
    category: joinedLookup(category),
    level: joinedLookup(level),
    format: joinedLookup(format),
    language: joinedLookup(language),
    audience: joinedLookup(audience),
    access_conditions_fr: c.access_conditions_fr,
    access_conditions_en: c.access_conditions_en,
    access_lead_time_fr: c.access_lead_time_fr,
    access_lead_time_en: c.access_lead_time_en,
    teaching_methods_fr: c.teaching_methods_fr,
    teaching_methods_en: c.teaching_methods_en,
    assessment_methods_fr: c.assessment_methods_fr,
    assessment_methods_en: c.assessment_methods_en,
    accessibility_fr: c.accessibility_fr,
    accessibility_en: c.accessibility_en,
    is_certifying: c.is_certifying,
    certification_title_fr: c.certification_title_fr,
    certification_title_en: c.certification_title_en,
    certification_code: c.certification_code,
    certifier: c.certifier,
    certification_registered_on: c.certification_registered_on,
    bpf_objective_id: c.bpf_objective_id,
    bpf_specialty_id: c.bpf_specialty_id,
    bpf_objective: joinedLookup(bpf_objective),
    bpf_specialty: joinedLookup(bpf_specialty),
    updated_at: c.updated_at.toISOString(),
  };
  // Each with the price a registration made today costs (the Register modal shows it).
  return { course, sessions: sessionRows.map((session) => withAppliedPrice(session)) };
}

const BILINGUAL_TEXTS = [
  "title",
  ...RICH_FIELDS,
  "what_to_bring",
  ...SHEET_RICH_FIELDS,
  "access_lead_time",
  "certification_title",
] as const;

/**
 * The course as a reader of `lang` sees it (the editor needs both languages; a reader only
 * one): the texts `pick` will not show are emptied, so the page's loader data does not carry
 * a second copy of every rich text. French stays where English is empty, since `pick` falls
 * back to it; lookups keep both names (the JSON-LD reads the format's English name).
 */
export function courseForReader(course: CourseDetail, lang: Lang): CourseDetail {
  const trimmed: CourseDetail = { ...course };
  for (const field of BILINGUAL_TEXTS) {
    if (lang === "fr") trimmed[`${field}_en`] = "";
    else if (pick(course, field, "en") === course[`${field}_en`]) trimmed[`${field}_fr`] = "";
  }
  if (lang === "fr") trimmed.objectives_en = [];
  else if (course.objectives_en.length > 0) trimmed.objectives_fr = [];
  return trimmed;
}
