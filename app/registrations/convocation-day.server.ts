// When a session's convocation is planned, for the e-mails that announce it (the receipt, the
// confirmation, a transfer): the course's offset or the session's own, before its first sitting,
// at the timeline's hour (app/communications/rules.ts, the one schedule the job follows).
import { and, eq, sql } from "drizzle-orm";
import { course_sessions, courses, session_sittings } from "#db/schema";
import { dayStepAt, daysBefore } from "~/communications/rules";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";

/** The convocation's day (YYYY-MM-DD, session time), or null when its time has passed. */
export async function convocationDay(sessionId: string, nowMs: number = clock().now()): Promise<string | null> {
  const [row] = await db()
    .select({
      days: sql<number>`coalesce(${course_sessions.convocation_days}, ${courses.convocation_days})`,
      timezone: course_sessions.timezone,
      first: sql<string>`coalesce((select min(${session_sittings.date})::text from ${session_sittings} where ${session_sittings.session_id} = ${course_sessions.id} and ${session_sittings.state} <> 'cancelled'), ${course_sessions.start_date}::text)`,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(and(eq(course_sessions.id, sessionId)));
  if (!row) return null;
  const days = Number(row.days);
  return dayStepAt(row.first, days, row.timezone).getTime() > nowMs ? daysBefore(row.first, days) : null;
}
