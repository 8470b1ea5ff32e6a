// The one join every read of sessions shares: a session with its course, its venue and its instructor.
import { eq } from "drizzle-orm";
import { alias, type PgSelectBase, type SelectedFields } from "drizzle-orm/pg-core";
import { course_locations, course_sessions, courses, users } from "#db/schema";
import { db } from "~/server/db.server";
import { sessionAuditLabel } from "~/sessions/format";

/**
 * The session's instructor: the users table under its own name, so a query on this join can
 * also join the member who registered (a list of registrations) without the two colliding.
 */
export const instructors = alias(users, "instructors");

/** When a session takes place, in its own time zone: what every page naming a session shows. */
export const SESSION_SCHEDULE_COLUMNS = {
  start_date: course_sessions.start_date,
  end_date: course_sessions.end_date,
  start_time: course_sessions.start_time,
  end_time: course_sessions.end_time,
  timezone: course_sessions.timezone,
};

/** A session as registering sees it: when, its status, deadline and seats (registrations/rules.ts reads these). */
export const SESSION_STATE_COLUMNS = {
  id: course_sessions.id,
  status: course_sessions.status,
  ...SESSION_SCHEDULE_COLUMNS,
  registration_deadline: course_sessions.registration_deadline,
  seats_available: course_sessions.seats_available,
  seats_taken: course_sessions.seats_taken,
  /** Kept for live waiting-list offers: not free to register (delivery.md §5). */
  seats_held: course_sessions.seats_held,
};

/** What a session's own prices are made of (withAppliedPrice works out the one that applies). */
export const SESSION_PRICING_COLUMNS = {
  price_override: course_sessions.price_override,
  early_bird_price: course_sessions.early_bird_price,
  early_bird_deadline: course_sessions.early_bird_deadline,
};

/** The course of a session as its documents name it (roster, e-mails, confirmations). */
export const SESSION_COURSE_COLUMNS = {
  id: courses.id,
  slug: courses.slug,
  reference: courses.reference,
  title_fr: courses.title_fr,
  title_en: courses.title_en,
  currency: courses.currency,
};

/** A session always has its course; its venue and instructor may be missing (their columns read null). */
type SessionJoins = {
  course_sessions: "not-null";
  courses: "not-null";
  course_locations: "nullable";
  instructors: "nullable";
};

export type SessionSelect<TColumns extends SelectedFields> = PgSelectBase<
  "course_sessions",
  TColumns,
  "partial",
  SessionJoins
>;

/**
 * `columns` of sessions joined to their course, venue and instructor; the caller adds its where,
 * order and limit, or more joins. A venue or instructor nobody selects costs nothing: PostgreSQL
 * drops a left join on a primary key whose columns the query never reads.
 */
export function selectSessions<TColumns extends SelectedFields>(columns: TColumns): SessionSelect<TColumns> {
  const query = db()
    .select(columns as SelectedFields)
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .leftJoin(instructors, eq(instructors.id, course_sessions.instructor_id));
  // Drizzle's join types cannot follow a generic selection, so the same builder is typed with
  // SessionJoins spelled out (session-query.server.test.ts checks the two types agree).
  return query as unknown as SessionSelect<TColumns>;
}

/** The audit log's label of session `id` as it stands ("Excel avancé — 4–8 janv. 2027"), or its id when gone. */
export async function readSessionAuditLabel(id: string): Promise<string> {
  return (await findSessionAuditLabel(id)) ?? id;
}

/** The session's audit label, or null when there is no such session. */
export async function findSessionAuditLabel(id: string): Promise<string | null> {
  const [row] = await db()
    .select({
      course_title: courses.title_fr,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(eq(course_sessions.id, id));
  return row ? sessionAuditLabel(row) : null;
}
