// Course sessions: the public calendar query and which sessions the public sees. The admin
// editor is admin-sessions.server.ts; the iCalendar downloads are ics-response.server.ts.

import { and, asc, count, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { course_locations, course_sessions, courses, LISTED_SESSION_STATUSES } from "#db/schema";
import type { PageWindow } from "~/forms/list-params";
import type { Lang } from "~/i18n/messages";
import { cachedByContentVersionFor } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { pageAlongside } from "~/server/paging.server";
import { containsPattern, SEARCH_COUNT_CAP } from "~/server/search.server";
import { OPEN_SESSION_STATUSES, withAppliedPrice } from "~/sessions/rules";
import type { CalendarQuery } from "~/sessions/schema";
import { instructors, SESSION_STATE_COLUMNS, selectSessions } from "~/sessions/session-query.server";

/**
 * Accent- and case-insensitive "contains", written exactly as the expressions of
 * the trigram indexes of migration 0003 (`f_unaccent(lower(column))`), so
 * PostgreSQL can answer `LIKE '%…%'` from an index instead of running unaccent
 * over every title.
 */
function matches(column: SQL | AnyPgColumn, pattern: SQL): SQL {
  return sql`f_unaccent(lower(${column})) like ${pattern}`;
}

/**
 * The course title shown to the reader matches: English readers see (and so search)
 * the French title of a course without an English one, as `pick` does on screen. Two
 * indexed conditions rather than one unindexable `coalesce(nullif(title_en, ''), title_fr)`.
 */
function titleMatches(table: { title_fr: AnyPgColumn; title_en: AnyPgColumn }, lang: Lang, pattern: SQL): SQL {
  const fr = matches(table.title_fr, pattern);
  if (lang === "fr") return fr;
  return sql`(${matches(table.title_en, pattern)} or (${table.title_en} = '' and ${fr}))`;
}

// An alias, so the title subquery never shadows the outer query's courses.
const searchCourses = alias(courses, "search_courses");

/**
 * Venues whose city or name matches, looked up first: venues are few, and knowing
 * them lets the session query be a plain condition on the joined course in the
 * usual case where none matches. Then the planner either walks the calendar in
 * date order or starts from the trigram index, whichever the term makes cheaper;
 * an OR between a course and a venue condition would leave it one plan for every
 * term (hashing every matching course first: 50 ms for a common word).
 */
async function matchingLocationIds(pattern: SQL): Promise<string[]> {
  // A missing city never matches (f_unaccent is STRICT: null, not true).
  const rows = await db()
    .select({ id: course_locations.id })
    .from(course_locations)
    .where(or(matches(course_locations.city, pattern), matches(course_locations.name, pattern)));
  return rows.map((r) => r.id);
}

/**
 * Statuses a visitor sees on the calendar and the course page: scheduled sessions, those
 * already confirmed (a scheduled one that reached its minimum; hiding it would hide the surest
 * dates) and cancelled ones, shown as cancelled and refusing registration, so that someone who
 * planned on the date learns it. Completed ones are history. The calendar index's predicate.
 */
export const PUBLIC_SESSION_STATUSES = LISTED_SESSION_STATUSES;

/** Sessions anyone may see: of a published course, on offer or cancelled (not completed). */
export function publiclyVisible(): SQL {
  return and(eq(courses.is_published, true), inArray(course_sessions.status, [...PUBLIC_SESSION_STATUSES])) as SQL;
}

/**
 * Sessions on offer: of a published course, scheduled or confirmed. What the home page and the
 * catalogue's "next session" show (a cancelled date is no next session).
 */
export function onOffer(): SQL {
  return and(eq(courses.is_published, true), inArray(course_sessions.status, [...OPEN_SESSION_STATUSES])) as SQL;
}

export type CalendarVisibility = {
  /** Admins also see drafts' and cancelled sessions, so they can edit them (shown with badges). */
  includeHidden?: boolean;
};

async function calendarConditions(
  query: Pick<CalendarQuery, "q" | "from" | "to">,
  lang: Lang,
  visibility: CalendarVisibility,
): Promise<SQL> {
  const conditions: SQL[] = [gte(course_sessions.start_date, query.from)];
  if (!visibility.includeHidden) conditions.push(publiclyVisible());
  if (query.to) conditions.push(lte(course_sessions.start_date, query.to));
  if (query.q) {
    const pattern = containsPattern(query.q);
    // The text lives on the courses (joined to every session row anyway) and the
    // venues: never unaccent on the sessions themselves.
    const locationIds = await matchingLocationIds(pattern);
    if (locationIds.length === 0) conditions.push(titleMatches(courses, lang, pattern));
    else {
      // The venue test first (OR evaluates in order), then a hashed set of the
      // matching courses (from the trigram index) rather than unaccent per session.
      const matchingCourses = db()
        .select({ id: searchCourses.id })
        .from(searchCourses)
        .where(titleMatches(searchCourses, lang, pattern));
      conditions.push(
        or(
          inArray(course_sessions.location_id, locationIds),
          inArray(course_sessions.course_id, matchingCourses),
        ) as SQL,
      );
    }
  }
  return and(...conditions) as SQL;
}

/** What a calendar card shows (and what its Register button needs). */
const calendarColumns = {
  ...SESSION_STATE_COLUMNS,
  course_slug: courses.slug,
  course_title_fr: courses.title_fr,
  course_title_en: courses.title_en,
  course_is_published: courses.is_published,
  currency: courses.currency,
  instructor_name: instructors.full_name,
  location_name: course_locations.name,
  location_address: course_locations.address,
  location_city: course_locations.city,
};

/**
 * What only the admins' session editor reads. Read with the page (a few columns more) but
 * sent to admins only: the loader data is repeated in every document.
 */
const editorColumns = {
  course_id: course_sessions.course_id,
  instructor_id: course_sessions.instructor_id,
  location_id: course_sessions.location_id,
  min_participants: course_sessions.min_participants,
  early_bird_deadline: course_sessions.early_bird_deadline,
  early_bird_price: course_sessions.early_bird_price,
  price_override: course_sessions.price_override,
  notes_fr: course_sessions.notes_fr,
  notes_en: course_sessions.notes_en,
  agency_id: course_sessions.agency_id,
  lunch_start: course_sessions.lunch_start,
  lunch_end: course_sessions.lunch_end,
  sign_by_qr: course_sessions.sign_by_qr,
  sign_by_kiosk: course_sessions.sign_by_kiosk,
  sign_by_link: course_sessions.sign_by_link,
  delivery_mode: course_sessions.delivery_mode,
  remote_url: course_sessions.remote_url,
  convocation_days: course_sessions.convocation_days,
  reminder_days: course_sessions.reminder_days,
  remote_link_minutes: course_sessions.remote_link_minutes,
  trainer_pack_days: course_sessions.trainer_pack_days,
};

export type CalendarPage = {
  sessions: CalendarSession[];
  /** The editor's fields of each session on the page, by id; null unless asked for (admins). */
  editorFields: Record<string, SessionEditorFields> | null;
  /** Matching sessions, at most the count cap. */
  total: number;
  /** True when more than `total` sessions match: shown as "1,200+". */
  isTotalCapped: boolean;
  page: number;
  size: number;
  totalPages: number;
};

/** Read to work out the price that applies (withAppliedPrice), not sent as such. */
const pricingColumns = { course_price: courses.price };

function calendarPageQuery(where: SQL, { limit, offset }: PageWindow) {
  return (
    selectSessions({ ...calendarColumns, ...editorColumns, ...pricingColumns })
      .where(where)
      // id last: a stable order, so no session shows on two pages.
      .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time), asc(course_sessions.id))
      .limit(limit)
      .offset(offset)
  );
}

type CalendarRow = Awaited<ReturnType<typeof calendarPageQuery>>[number];
type EditorField = keyof typeof editorColumns;
const EDITOR_FIELDS = Object.keys(editorColumns) as EditorField[];
/** A session as a calendar card shows it, with the price a registration made today costs. */
export type CalendarSession = Omit<CalendarRow, EditorField | keyof typeof pricingColumns> & {
  price: string;
  early_bird_until: string | null;
};
export type SessionEditorFields = Pick<CalendarRow, EditorField>;
/** A session as the editor opens it. */
export type EditableSession = CalendarSession & SessionEditorFields;

/** The page's rows as cards, with their editor fields apart when asked for. */
function splitRows(rows: CalendarRow[], withEditorFields: boolean) {
  const sessions: CalendarSession[] = [];
  const editorFields: Record<string, SessionEditorFields> = {};
  for (const row of rows) {
    // editorColumns is the one list of what only the editor reads.
    const card: Record<string, unknown> = { ...withAppliedPrice(row) };
    const fields: Record<string, unknown> = {};
    for (const field of EDITOR_FIELDS) {
      fields[field] = row[field];
      delete card[field];
    }
    sessions.push(card as CalendarSession);
    editorFields[row.id] = fields as SessionEditorFields;
  }
  return { sessions, editorFields: withEditorFields ? editorFields : null };
}

/**
 * The calendar counts matching sessions up to this many (50 pages of 12, as the catalogue
 * counts courses), then says "600+". An exact count reads every match — 120–200 ms for the
 * ~800,000 upcoming sessions of a large catalogue, which no index avoids — while nobody pages
 * that deep: a capped count stops at CAP + 1 rows. It was 1,200: reading 1,201 sessions to
 * count them was half of a page's 7 ms on the embedded database at 100,000 sessions.
 */
export const CALENDAR_COUNT_CAP = 600;

export type CalendarOptions = CalendarVisibility & {
  /** Overrides CALENDAR_COUNT_CAP and SEARCH_COUNT_CAP (tests use a tiny one). */
  countCap?: number;
  /** Also answer what the session editor needs (admins). */
  withEditorFields?: boolean;
};

/** Matching sessions, counted up to `cap + 1` rows only. */
async function countCalendarSessions(where: SQL, cap: number): Promise<{ total: number; isTotalCapped: boolean }> {
  const matching = db()
    .select({ one: sql`1`.as("one") })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(where)
    .limit(cap + 1)
    .as("matching");
  const [{ n }] = await db().select({ n: count() }).from(matching);
  return n > cap ? { total: cap, isTotalCapped: true } : { total: n, isTotalCapped: false };
}

/**
 * Upcoming sessions of published courses, filtered and paged in SQL: a capped
 * COUNT and the page query, in parallel (a third only when the page is past the
 * end — with a capped count, past the cap's last page).
 */
export function listCalendarSessions(
  query: CalendarQuery,
  lang: Lang,
  options: CalendarOptions = {},
): Promise<CalendarPage> {
  return cachedCalendarPage({ query, lang, options });
}

/**
 * Remembered until the content version moves (registrations move it, so seats stay exact), a
 * minute at most for what the date alone changes; shared, so never changed by its callers.
 */
const cachedCalendarPage = cachedByContentVersionFor(
  (input: { query: CalendarQuery; lang: Lang; options: CalendarOptions }) =>
    JSON.stringify([
      input.lang,
      Object.entries(input.query).sort(([a], [b]) => (a < b ? -1 : 1)),
      Object.entries(input.options).sort(([a], [b]) => (a < b ? -1 : 1)),
    ]),
  ({ query, lang, options }) => readCalendarSessions(query, lang, options),
  { ttlMs: 60_000, max: 200 },
);

/** listCalendarSessions without its cache: what bench:catalogue times. */
export async function readCalendarSessions(
  query: CalendarQuery,
  lang: Lang,
  options: CalendarOptions = {},
): Promise<CalendarPage> {
  const where = await calendarConditions(query, lang, options);
  const cap = options.countCap ?? (query.q ? SEARCH_COUNT_CAP : CALENDAR_COUNT_CAP);
  const counted = countCalendarSessions(where, cap);
  // A stale link past the last page shows the last page rather than nothing.
  const [paging, { isTotalCapped }] = await Promise.all([
    pageAlongside(
      (window) => calendarPageQuery(where, window),
      counted.then((c) => c.total),
      query,
    ),
    counted,
  ]);
  const { rows: shown, total } = paging;
  const withEditorFields = options.withEditorFields ?? false;
  return {
    ...splitRows(shown, withEditorFields),
    total,
    isTotalCapped,
    page: paging.page,
    size: query.size,
    totalPages: paging.totalPages,
  };
}
