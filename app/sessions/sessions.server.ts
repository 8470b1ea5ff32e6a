// Course sessions: the public calendar query, the admin editor (options, save,
// inline locations) and the rows behind the iCalendar downloads.

import { and, asc, count, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { course_locations, course_sessions, courses, LISTED_SESSION_STATUSES, users } from "#db/schema";
import { type PageWindow, paginate } from "~/forms/list-params";
import { type Lang, pick } from "~/i18n/messages";
import { OPEN_SESSION_STATUSES, withAppliedPrice } from "~/registrations/rules";
import { getConfig } from "~/server/config.server";
import { db } from "~/server/db.server";
import { containsPattern } from "~/server/search.server";
import { settle } from "~/server/settle.server";
import type { IcsSession } from "~/sessions/ics";
import type { CalendarQuery, LocationFormData, SessionFormData } from "~/sessions/schema";
import { instructors, selectSessions } from "~/sessions/session-query.server";

const V = "pages.calendar.validation";

/** LIKE pattern for a user's text: %, _ and the escape character itself match literally. */

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
  id: course_sessions.id,
  start_date: course_sessions.start_date,
  end_date: course_sessions.end_date,
  start_time: course_sessions.start_time,
  end_time: course_sessions.end_time,
  seats_available: course_sessions.seats_available,
  seats_taken: course_sessions.seats_taken,
  status: course_sessions.status,
  timezone: course_sessions.timezone,
  registration_deadline: course_sessions.registration_deadline,
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
 * The calendar counts matching sessions up to this many (100 pages of 12), then
 * says "1,200+". An exact count reads every match — 120–200 ms for the ~800,000
 * upcoming sessions of a large catalogue, which no index avoids — while nobody
 * pages that deep: a capped count stops at CAP + 1 rows.
 */
export const CALENDAR_COUNT_CAP = 1200;

export type CalendarOptions = CalendarVisibility & {
  /** Overrides CALENDAR_COUNT_CAP (tests use a tiny one). */
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
export async function listCalendarSessions(
  query: CalendarQuery,
  lang: Lang,
  options: CalendarOptions = {},
): Promise<CalendarPage> {
  const where = await calendarConditions(query, lang, options);
  const [{ total, isTotalCapped }, rows] = await Promise.all([
    countCalendarSessions(where, options.countCap ?? CALENDAR_COUNT_CAP),
    // The count is not known yet: the asked page, as if it exists.
    calendarPageQuery(where, paginate(query.page * query.size, query.page, query.size)),
  ]);
  const paging = paginate(total, query.page, query.size);
  const withEditorFields = options.withEditorFields ?? false;
  // A stale link past the last page shows the last page rather than nothing.
  const shown = total > 0 && paging.page !== query.page ? await calendarPageQuery(where, paging) : rows;
  return {
    ...splitRows(shown, withEditorFields),
    total,
    isTotalCapped,
    page: paging.page,
    size: query.size,
    totalPages: paging.totalPages,
  };
}

// ---------------------------------------------------------------- editor

export type EditorOptions = {
  courses: { id: string; title: string }[];
  instructors: { id: string; full_name: string; email: string }[];
  locations: {
    id: string;
    name: string;
    address: string | null;
    city: string | null;
    postal_code: string | null;
    country: string | null;
  }[];
  /** Translation keys of the lists that failed to load (the editor still opens). */
  errors: string[];
  /** A geocoder is configured (GEOCODER_URL): the address field offers suggestions. */
  addressSuggestions: boolean;
};

async function orEmpty<T>(promise: PromiseLike<T[]>, errorKey: string, errors: string[]): Promise<T[]> {
  const rows = await settle(errorKey, promise);
  if (rows === null) errors.push(errorKey);
  return rows ?? [];
}

export async function listSessionEditorOptions(lang: Lang): Promise<EditorOptions> {
  const errors: string[] = [];
  const [courseRows, instructors, locations] = await Promise.all([
    orEmpty(
      db()
        .select({ id: courses.id, title_fr: courses.title_fr, title_en: courses.title_en })
        .from(courses)
        .where(eq(courses.is_published, true))
        .orderBy(asc(courses.title_fr)),
      "pages.calendar.error.load_courses",
      errors,
    ),
    orEmpty(
      db()
        .select({ id: users.id, full_name: users.full_name, email: users.email })
        .from(users)
        .where(and(eq(users.role, "teacher"), eq(users.is_active, true)))
        .orderBy(asc(users.full_name)),
      "pages.calendar.error.load_instructors",
      errors,
    ),
    orEmpty(
      db()
        .select({
          id: course_locations.id,
          name: course_locations.name,
          address: course_locations.address,
          city: course_locations.city,
          postal_code: course_locations.postal_code,
          country: course_locations.country,
        })
        .from(course_locations)
        .where(eq(course_locations.is_active, true))
        .orderBy(asc(course_locations.name)),
      "pages.calendar.error.load_locations",
      errors,
    ),
  ]);
  return {
    courses: courseRows.map((c) => ({ id: c.id, title: pick(c, "title", lang) })),
    instructors,
    locations,
    errors,
    addressSuggestions: Boolean(getConfig().GEOCODER_URL),
  };
}

export type SessionForEdit = typeof course_sessions.$inferSelect;

export async function getSessionForEdit(id: string): Promise<SessionForEdit | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db().select().from(course_sessions).where(eq(course_sessions.id, id));
  return row ?? null;
}

export type SaveSessionResult =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 404; errors?: Record<string, string>; formError?: string };

/**
 * Creates (no id) or updates a session from validated form data. The rules a
 * zod schema cannot see are checked here, in SQL: the course exists, the
 * instructor is an active teacher, the location exists, and on update the
 * seats do not drop below the seats already taken.
 */
export async function saveSession(input: SessionFormData, options: { id?: string } = {}): Promise<SaveSessionResult> {
  const [refs] = await db()
    .select({
      course: sql<boolean>`exists (select 1 from ${courses} where ${courses.id} = ${input.course_id})`,
      instructor: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${input.instructor_id} and ${users.role} = 'teacher' and ${users.is_active})`,
      location: input.location_id
        ? sql<boolean>`exists (select 1 from ${course_locations} where ${course_locations.id} = ${input.location_id})`
        : sql<boolean>`true`,
    })
    .from(sql`(select 1) as one`);
  const errors: Record<string, string> = {};
  if (!refs.course) errors.course_id = `${V}.course_required`;
  if (!refs.instructor) errors.instructor_id = `${V}.instructor_not_teacher`;
  if (!refs.location) errors.location_id = `${V}.location_invalid`;
  if (Object.keys(errors).length > 0) return { ok: false, status: 400, errors };

  const values = {
    course_id: input.course_id,
    instructor_id: input.instructor_id,
    location_id: input.location_id ?? null,
    start_date: input.start_date,
    end_date: input.end_date,
    start_time: input.start_time,
    end_time: input.end_time,
    seats_available: input.seats_available,
    min_participants: input.min_participants,
    status: input.status,
    timezone: input.timezone,
    registration_deadline: input.registration_deadline ?? null,
    early_bird_deadline: input.early_bird_deadline ?? null,
    early_bird_price: input.early_bird_price ?? null,
    price_override: input.price_override ?? null,
    notes_fr: input.notes_fr ?? null,
    notes_en: input.notes_en ?? null,
  };

  if (!options.id) {
    const [row] = await db().insert(course_sessions).values(values).returning({ id: course_sessions.id });
    return { ok: true, id: row.id };
  }

  // One conditional UPDATE: a registration landing between a read and a write
  // can never leave seats_taken above seats_available.
  const [updated] = await db()
    .update(course_sessions)
    .set(values)
    .where(and(eq(course_sessions.id, options.id), lte(course_sessions.seats_taken, input.seats_available)))
    .returning({ id: course_sessions.id });
  if (updated) return { ok: true, id: updated.id };
  const existing = await getSessionForEdit(options.id);
  if (!existing) return { ok: false, status: 404, formError: "pages.calendar.error.not_found" };
  return { ok: false, status: 400, errors: { seats_available: `${V}.seats_below_taken` } };
}

export async function createLocation(input: LocationFormData): Promise<EditorOptions["locations"][number]> {
  const [row] = await db()
    .insert(course_locations)
    .values({
      name: input.name,
      address: input.address ?? null,
      city: input.city ?? null,
      postal_code: input.postal_code ?? null,
      country: input.country ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    })
    .returning({
      id: course_locations.id,
      name: course_locations.name,
      address: course_locations.address,
      city: course_locations.city,
      postal_code: course_locations.postal_code,
      country: course_locations.country,
    });
  return row;
}

// ---------------------------------------------------------------- iCalendar

/** Spec-free cap of the subscribable feed: calendar apps poll it, keep it light. */
export const ICS_FEED_LIMIT = 500;

export type IcsTexts = {
  lang: Lang;
  /** Absolute site URL without trailing slash, for event links. */
  baseUrl: string;
  /** Label before the instructor's name in the description, already translated. */
  instructorLabel: string;
};

function place(row: {
  name: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
}) {
  const town = [row.postal_code, row.city].filter(Boolean).join(" ");
  return [row.name, row.address, town, row.country].filter(Boolean).join(", ");
}

/**
 * Sessions as iCalendar events: one (by id) or the upcoming ones (the feed).
 * Only publicly visible sessions (published course, scheduled, confirmed or cancelled:
 * a cancelled one is published with STATUS:CANCELLED, so a calendar that has it drops it);
 * the feed starts today, a single session stays downloadable while visible.
 */
export async function getIcsSessions(
  selection: { id: string } | { limit: number },
  texts: IcsTexts,
  today: string,
): Promise<IcsSession[]> {
  if ("id" in selection && !/^[0-9a-f-]{36}$/i.test(selection.id)) return [];
  const rows = await selectSessions({
    id: course_sessions.id,
    start_date: course_sessions.start_date,
    end_date: course_sessions.end_date,
    start_time: course_sessions.start_time,
    end_time: course_sessions.end_time,
    timezone: course_sessions.timezone,
    status: course_sessions.status,
    notes_fr: course_sessions.notes_fr,
    notes_en: course_sessions.notes_en,
    updated_at: course_sessions.updated_at,
    slug: courses.slug,
    title_fr: courses.title_fr,
    title_en: courses.title_en,
    instructor: instructors.full_name,
    name: course_locations.name,
    address: course_locations.address,
    postal_code: course_locations.postal_code,
    city: course_locations.city,
    country: course_locations.country,
  })
    .where(
      "id" in selection
        ? and(publiclyVisible(), eq(course_sessions.id, selection.id))
        : and(publiclyVisible(), gte(course_sessions.start_date, today)),
    )
    .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time), asc(course_sessions.id))
    .limit("id" in selection ? 1 : selection.limit);
  return rows.map((row) => {
    const url = `${texts.baseUrl}/formations/${row.slug}`;
    const notes = pick({ notes_fr: row.notes_fr ?? "", notes_en: row.notes_en ?? "" }, "notes", texts.lang);
    const description = [row.instructor ? `${texts.instructorLabel} ${row.instructor}` : "", notes, url]
      .filter(Boolean)
      .join("\n\n");
    return {
      id: row.id,
      title: pick(row, "title", texts.lang),
      description,
      location: place(row) || undefined,
      url,
      start_date: row.start_date,
      end_date: row.end_date,
      start_time: row.start_time,
      end_time: row.end_time,
      timezone: row.timezone,
      updated_at: row.updated_at,
      cancelled: row.status === "cancelled",
    };
  });
}
