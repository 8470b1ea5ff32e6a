// What the dashboard shows of attendance (delivery.md §1, drop-out prevention): the open
// drop-out alerts and how many justifications wait for a decision, and where each leads.
// Browser-safe.
import type { ATTENDANCE_ALERT_KINDS } from "#db/schema";

export type AlertKind = (typeof ATTENDANCE_ALERT_KINDS)[number];

/** The alerts listed on the dashboard, newest first; the count says how many more there are. */
export const WATCH_ALERTS_LIMIT = 10;

export type WatchAlert = {
  id: string;
  kind: AlertKind;
  created_at: string;
  participant: string;
  course_title: string;
  session_id: string;
  start_date: string;
  end_date: string;
};

export type AttendanceWatch = { alerts: WatchAlert[]; alertsTotal: number; pendingJustifications: number };

/** A session's attendance board (its sittings, marks and corrections). */
export const sessionAttendanceHref = (sessionId: string) => `/admin/sessions/${sessionId}/attendance`;
export const JUSTIFICATIONS_HREF = "/admin/attendance/justifications";
export const COMPLIANCE_HREF = "/admin/attendance/compliance";
