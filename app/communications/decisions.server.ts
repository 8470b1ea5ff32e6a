// The dashboard's decision task (delivery.md §4): sessions starting within DECISION_DAYS that
// are below their minimum (undecided) or still not confirmed, whose convocations therefore wait.
// Staff confirm (one click), move (the desk's editor) or cancel (the roster's cancellation).
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { course_sessions, courses, session_messages } from "#db/schema";
import { DECISION_DAYS } from "~/communications/rules";
import { db } from "~/server/db.server";

export type SessionDecision = {
  id: string;
  course_id: string;
  course_title_fr: string;
  course_title_en: string;
  start_date: string;
  status: "scheduled" | "confirmed";
  seats_taken: number;
  min_participants: number;
  belowMinimum: boolean;
  /** The escalation e-mail went (eight days before). */
  escalated: boolean;
};

/** YYYY-MM-DD `days` after `now`'s UTC day. */
const dayAfter = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function sessionsAwaitingDecision(now: Date): Promise<SessionDecision[]> {
  const rows = await db()
    .select({
      id: course_sessions.id,
      course_id: course_sessions.course_id,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      start_date: course_sessions.start_date,
      status: course_sessions.status,
      seats_taken: course_sessions.seats_taken,
      min_participants: course_sessions.min_participants,
      belowMinimum: sql<boolean>`${course_sessions.seats_taken} < ${course_sessions.min_participants} and ${course_sessions.minimum_waived_at} is null`,
      escalated: sql<boolean>`exists (select 1 from ${session_messages} where ${session_messages.session_id} = ${course_sessions.id} and ${session_messages.step} = 'escalation')`,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(
      and(
        inArray(course_sessions.status, ["scheduled", "confirmed"]),
        gte(course_sessions.start_date, dayAfter(now, 0)),
        lte(course_sessions.start_date, dayAfter(now, DECISION_DAYS)),
        sql`(${course_sessions.status} = 'scheduled' or (${course_sessions.seats_taken} < ${course_sessions.min_participants} and ${course_sessions.minimum_waived_at} is null))`,
      ),
    )
    .orderBy(asc(course_sessions.start_date), asc(course_sessions.id))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    status: row.status as SessionDecision["status"],
    belowMinimum: Boolean(row.belowMinimum),
    escalated: Boolean(row.escalated),
  }));
}
