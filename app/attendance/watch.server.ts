// The dashboard's attendance card: open drop-out alerts (raised by raiseDropOutAlerts when
// sittings close and lock) with the participant, course and session, the pending
// justifications' count, and the dismissal that records who and when.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import {
  absence_justifications,
  attendance_alerts,
  course_session_registrations,
  course_sessions,
  courses,
  users,
} from "#db/schema";
import type { AdminActionSpec } from "~/admin/action.server";
import { rowIntent } from "~/admin/crud-intents.server";
import { notFound, type WriteResult, written } from "~/admin/write-result.server";
import { participantName } from "~/attendance/sittings.server";
import { type AttendanceWatch, WATCH_ALERTS_LIMIT } from "~/attendance/watch";
import { localized } from "~/i18n/localized.server";
import type { Lang } from "~/i18n/messages";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";

export async function attendanceWatch(lang: Lang): Promise<AttendanceWatch> {
  const [rows, [pending]] = await Promise.all([
    db()
      .select({
        id: attendance_alerts.id,
        kind: attendance_alerts.kind,
        created_at: attendance_alerts.created_at,
        participant: participantName,
        course_title: localized(courses.title_fr, courses.title_en, lang),
        session_id: course_sessions.id,
        start_date: course_sessions.start_date,
        end_date: course_sessions.end_date,
        total: sql<number>`count(*) over ()`,
      })
      .from(attendance_alerts)
      .innerJoin(course_session_registrations, eq(course_session_registrations.id, attendance_alerts.registration_id))
      .innerJoin(users, eq(users.id, course_session_registrations.user_id))
      .innerJoin(course_sessions, eq(course_sessions.id, course_session_registrations.session_id))
      .innerJoin(courses, eq(courses.id, course_sessions.course_id))
      .where(isNull(attendance_alerts.dismissed_at))
      .orderBy(desc(attendance_alerts.created_at), desc(attendance_alerts.id))
      .limit(WATCH_ALERTS_LIMIT),
    db().select({ total: count() }).from(absence_justifications).where(eq(absence_justifications.decision, "pending")),
  ]);
  return {
    alerts: rows.map(({ total: _total, ...row }) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      start_date: String(row.start_date),
      end_date: String(row.end_date),
    })),
    alertsTotal: Number(rows[0]?.total ?? 0),
    pendingJustifications: Number(pending.total),
  };
}

/** Dismisses an open alert, recording who and when; it stays in the table (one per registration and kind). */
export async function dismissAlert(id: string, actor: { id: string }, nowMs: number): Promise<WriteResult> {
  const [dismissed] = await db()
    .update(attendance_alerts)
    .set({ dismissed_at: new Date(nowMs), dismissed_by: actor.id })
    .where(and(eq(attendance_alerts.id, id), isNull(attendance_alerts.dismissed_at)))
    .returning();
  if (!dismissed) return notFound("admin.dashboard.attendance.alert_gone");
  return written({
    action: "dismiss",
    entity: "attendance_alert",
    id: dismissed.id,
    label: dismissed.kind,
    before: { dismissed_at: null },
    after: { dismissed_at: dismissed.dismissed_at?.toISOString() ?? null },
  });
}

export const attendanceWatchActions: AdminActionSpec = {
  what: "attendance alert",
  module: "attendance",
  messages: { save: "admin.dashboard.attendance.error_save" },
  intents: {
    dismiss: rowIntent({
      toast: "admin.dashboard.attendance.dismissed",
      notFound: "admin.dashboard.attendance.alert_gone",
      run: (id, { actor }) => dismissAlert(id, actor, clock().now()),
    }),
  },
};
