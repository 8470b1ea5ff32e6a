// The dashboard's reads (/admin): the queues of work waiting, the sessions of the coming
// weeks with their fill, this month's figures against last month's, registrations per week
// and the latest audit entries. Each is one aggregate query (the database counts, no rows
// are loaded to be counted here); the route reads each through settle(), so one failing
// section shows its own error and the others still render. Days, weeks and months are UTC,
// as every date the site shows.
import { and, asc, eq, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  course_locations,
  course_session_registrations,
  course_sessions,
  courses,
  email_outbox,
  messages,
  newsletter_subscribers,
  testimonials,
  users,
} from "#db/schema";
import { latestAuditEntries } from "~/admin/audit-list.server";
import {
  CHART_WEEKS,
  type Kpis,
  LATEST_AUDIT_ENTRIES,
  type QueueItem,
  UPCOMING_DAYS,
  UPCOMING_LIMIT,
  type UpcomingSessions,
  type WeeklyRegistrations,
} from "~/admin/dashboard";
import {
  PENDING_TESTIMONIALS_HREF,
  sessionRosterHref,
  UNVERIFIED_SUBSCRIBERS_HREF,
  unreadMessagesHref,
} from "~/admin/screen-links";
import { localized } from "~/i18n/localized.server";
import type { Lang } from "~/i18n/messages";
import { isSessionAtRisk } from "~/registrations/lifecycle";
import { db } from "~/server/db.server";
import { OPEN_SESSION_STATUSES } from "~/sessions/rules";
import { selectSessions } from "~/sessions/session-query.server";

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant (UTC). */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayStart = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const wholeDays = (from: number, to: number) => Math.max(0, Math.floor((to - from) / DAY_MS));
/** A timestamp parameter both drivers read alike. */
const instant = (time: number) => sql`${new Date(time).toISOString()}::timestamptz`;

/** A registration counts until it is cancelled. */
const standing = ne(course_session_registrations.status, "cancelled");

/** Pending messages by type, pending testimonials, unverified subscribers, undelivered e-mails: one statement. */
export async function dashboardQueues(now: Date = new Date()): Promise<QueueItem[]> {
  type Row = { queue: QueueItem["key"]; type: string | null; count: number; oldest: string | Date | null };
  const result = await db().execute(sql`
    select 'messages' as queue, ${messages.type} as type, count(*)::int as count, min(${messages.created_at}) as oldest
      from ${messages} where ${messages.status} = 'pending' group by ${messages.type}
    union all
    select 'testimonials', null, count(*)::int, min(${testimonials.created_at})
      from ${testimonials} where ${testimonials.status} = 'pending'
    union all
    select 'newsletter', null, count(*)::int, min(${newsletter_subscribers.created_at})
      from ${newsletter_subscribers} where not ${newsletter_subscribers.is_verified}
    union all
    select 'emails', null, count(*)::int, min(${email_outbox.created_at})
      from ${email_outbox} where ${email_outbox.status} = 'failed'`);
  // Both drivers answer a raw statement with { rows }.
  const list = (result as unknown as { rows: Row[] }).rows;
  const age = (oldest: string | Date | null) =>
    oldest === null ? null : wholeDays(new Date(oldest).getTime(), now.getTime());
  const single = (queue: string) => list.find((row) => row.queue === queue);
  const parts = list
    .filter((row) => row.queue === "messages" && row.type)
    .map((row) => ({
      type: row.type as string,
      count: Number(row.count),
      oldestDays: age(row.oldest) ?? 0,
      href: unreadMessagesHref(row.type as string),
    }))
    .sort((a, b) => b.oldestDays - a.oldestDays || a.type.localeCompare(b.type));
  const queue = (key: QueueItem["key"], href: string | null): QueueItem => {
    const row = single(key);
    return { key, count: Number(row?.count ?? 0), oldestDays: row ? age(row.oldest) : null, href };
  };
  return [
    {
      key: "messages",
      count: parts.reduce((sum, part) => sum + part.count, 0),
      oldestDays: parts.length ? Math.max(...parts.map((part) => part.oldestDays)) : null,
      href: unreadMessagesHref(),
      parts,
    },
    queue("testimonials", PENDING_TESTIMONIALS_HREF),
    queue("newsletter", UNVERIFIED_SUBSCRIBERS_HREF),
    // No screen lists undelivered e-mails yet: the item counts them without a link.
    queue("emails", null),
  ];
}

/** Open sessions starting today to UPCOMING_DAYS from now, soonest first, with their fill. */
export async function upcomingSessions(lang: Lang, now: Date = new Date()): Promise<UpcomingSessions> {
  const today = dayStart(now);
  const rows = await selectSessions({
    id: course_sessions.id,
    start_date: course_sessions.start_date,
    end_date: course_sessions.end_date,
    seats_taken: course_sessions.seats_taken,
    seats_available: course_sessions.seats_available,
    min_participants: course_sessions.min_participants,
    course_title: localized(courses.title_fr, courses.title_en, lang),
    city: course_locations.city,
    total: sql<number>`count(*) over ()`,
  })
    .where(
      and(
        inArray(course_sessions.status, [...OPEN_SESSION_STATUSES]),
        gte(course_sessions.start_date, isoDay(today)),
        lte(course_sessions.start_date, isoDay(today + UPCOMING_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time), asc(course_sessions.id))
    .limit(UPCOMING_LIMIT);
  return {
    total: Number(rows[0]?.total ?? 0),
    sessions: rows.map(({ total: _total, ...row }) => {
      const daysUntil = wholeDays(today, Date.parse(`${row.start_date}T00:00:00Z`));
      return {
        ...row,
        start_date: String(row.start_date),
        end_date: String(row.end_date),
        days_until: daysUntil,
        is_at_risk: isSessionAtRisk(row, daysUntil),
        href: sessionRosterHref(row.id),
      };
    }),
  };
}

/** Registrations, new accounts and confirmed subscribers: this month so far and last month. */
export async function dashboardKpis(now: Date = new Date()): Promise<Kpis> {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const previousStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  // Each figure reads its table's last two months through one range condition, counted twice.
  const trend = (table: PgTable, column: AnyPgColumn, extra?: SQL) => sql`(
    select json_build_object(
      'current', count(*) filter (where ${column} >= ${instant(monthStart)}),
      'previous', count(*) filter (where ${column} < ${instant(monthStart)}))
    from ${table} where ${column} >= ${instant(previousStart)}${extra ? sql` and ${extra}` : sql``})`;
  const [row] = await db()
    .select({
      registrations: trend(course_session_registrations, course_session_registrations.created_at, standing),
      members: trend(users, users.created_at),
      subscribers: trend(
        newsletter_subscribers,
        newsletter_subscribers.verified_at,
        eq(newsletter_subscribers.is_verified, true),
      ),
    })
    .from(sql`(select 1) as one`);
  const read = (value: unknown) => {
    const parsed = (typeof value === "string" ? JSON.parse(value) : value) as { current: number; previous: number };
    return { current: Number(parsed.current), previous: Number(parsed.previous) };
  };
  return { registrations: read(row.registrations), members: read(row.members), subscribers: read(row.subscribers) };
}

/** Standing registrations per week (Monday to Sunday, UTC), the last CHART_WEEKS weeks, empty weeks as 0. */
export async function weeklyRegistrations(now: Date = new Date()): Promise<WeeklyRegistrations> {
  const today = dayStart(now);
  // getUTCDay: Sunday 0 … Saturday 6; a week starts on Monday.
  const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const firstMonday = thisMonday - (CHART_WEEKS - 1) * 7 * DAY_MS;
  const week = sql<string>`to_char(date_trunc('week', ${course_session_registrations.created_at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db()
    .select({ week, count: sql<number>`count(*)::int` })
    .from(course_session_registrations)
    .where(and(gte(course_session_registrations.created_at, new Date(firstMonday)), standing))
    .groupBy(week);
  const counts = new Map(rows.map((row) => [row.week, Number(row.count)]));
  return Array.from({ length: CHART_WEEKS }, (_, index) => {
    const start = isoDay(firstMonday + index * 7 * DAY_MS);
    return { start, count: counts.get(start) ?? 0 };
  });
}

export function dashboardAudit() {
  return latestAuditEntries(LATEST_AUDIT_ENTRIES);
}
