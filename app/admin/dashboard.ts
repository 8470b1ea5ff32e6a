// The back office's dashboard (/admin): what its sections hold and the rules they apply.
// Browser-safe: the screen draws these shapes; dashboard.server.ts reads them from the database.
import type { AuditEntryView } from "~/admin/audit-schema";
import type { AttendanceWatch } from "~/attendance/watch";
import type { SessionDecision } from "~/communications/decisions.server";
import type { AccessibilityWatch } from "~/compliance/accessibility-schema";
import type { IncidentWatch } from "~/quality/admin-schema";

/** The sessions listed: those starting within this many days. */
export const UPCOMING_DAYS = 30;
/** At most this many of them; the calendar has the rest. */
export const UPCOMING_LIMIT = 12;
/** The registrations chart's span, current week included. */
export const CHART_WEEKS = 12;
/** The audit entries shown at the bottom. */
export const LATEST_AUDIT_ENTRIES = 10;

/** A queue of work waiting: how much, how old its oldest item is, and where to act on it. */
export type QueueItem = {
  /** admin.dashboard.queues.<key> */
  key: "messages" | "testimonials" | "newsletter" | "emails";
  count: number;
  /** Whole days since the oldest item arrived (0: today); null when the queue is empty. */
  oldestDays: number | null;
  href: string | null;
  /** Unread messages, type by type. */
  parts?: { type: string; count: number; oldestDays: number; href: string }[];
};

export type UpcomingSession = {
  id: string;
  course_title: string;
  city: string | null;
  start_date: string;
  end_date: string;
  seats_taken: number;
  seats_available: number;
  min_participants: number;
  /** Calendar days until it starts (0: today). */
  days_until: number;
  is_at_risk: boolean;
  href: string;
};

export type UpcomingSessions = { sessions: UpcomingSession[]; total: number };

/** This month so far against the whole of last month (UTC months). */
export type Trend = { current: number; previous: number };

export type Kpis = { registrations: Trend; members: Trend; subscribers: Trend };

/** Registrations per week, oldest first; `start` is the week's Monday (UTC). */
export type WeeklyRegistrations = { start: string; count: number }[];

export type Dashboard = {
  queues: QueueItem[] | null;
  upcoming: UpcomingSessions | null;
  kpis: Kpis | null;
  weekly: WeeklyRegistrations | null;
  audit: AuditEntryView[] | null;
  /** Drop-out alerts and pending justifications: for whoever runs attendance (undefined: not theirs). */
  attendance?: AttendanceWatch | null;
  /** Sessions starting soon whose convocations wait for a decision (confirm, move, cancel). */
  decisions?: SessionDecision[] | null;
  /** The incidents to handle, the most urgent first: for whoever holds the surveys module (undefined: not theirs). */
  incidents?: IncidentWatch | null;
  /** The accessibility requests to contact, the overdue first: for the accessibility module's holders alone (undefined: not theirs). */
  accessibility?: AccessibilityWatch | null;
  /** "staff": staff who are not admins, who see the cards of their modules alone. */
  scope?: "all" | "staff";
};

export type TrendDirection = "up" | "down" | "same";

export function trendDirection({ current, previous }: Trend): TrendDirection {
  return current > previous ? "up" : current < previous ? "down" : "same";
}
