// The communication timeline's rules (delivery.md §4), pure so the job, the staff screen and
// the confirmation e-mail read one schedule: when each step is planned for a session, and
// whether a session is held below its minimum. Browser-safe.
import { zonedTimeToUtc } from "~/sessions/ics";

/** The convocation, the reminder and the trainer's pack go at this hour, session time. */
export const SEND_HOUR = "10:00";
/** Days before the start when a session below its minimum needs staff's decision (the dashboard's task). */
export const DECISION_DAYS = 10;
/** Days before the start when an undecided session is escalated by e-mail. */
export const ESCALATION_DAYS = 8;
/** A reminder so soon after the convocation would repeat it: a late registrant gets the convocation only. */
export const REMINDER_QUIET_AFTER_CONVOCATION_MS = 12 * 60 * 60_000;

export type TimelineSettings = {
  convocation_days: number;
  reminder_days: number;
  remote_link_minutes: number;
  trainer_pack_days: number;
};

export const TIMELINE_SETTINGS = [
  "convocation_days",
  "reminder_days",
  "remote_link_minutes",
  "trainer_pack_days",
] as const satisfies readonly (keyof TimelineSettings)[];

/** The session's own offsets where it has them, else its course's. */
export function effectiveTimeline(
  course: TimelineSettings,
  session: { [K in keyof TimelineSettings]: number | null },
): TimelineSettings {
  return {
    convocation_days: session.convocation_days ?? course.convocation_days,
    reminder_days: session.reminder_days ?? course.reminder_days,
    remote_link_minutes: session.remote_link_minutes ?? course.remote_link_minutes,
    trainer_pack_days: session.trainer_pack_days ?? course.trainer_pack_days,
  };
}

/** YYYY-MM-DD `days` calendar days before `date`. */
export function daysBefore(date: string, days: number): string {
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** `days` before the first day, at SEND_HOUR on the session's clock. */
export function dayStepAt(firstDay: string, days: number, timezone: string): Date {
  return zonedTimeToUtc(daysBefore(firstDay, days), SEND_HOUR, timezone);
}

/** A sitting of the plan, as the job and the screen read it. */
export type PlanSitting = { date: string; starts_at: Date; ends_at: Date };

export type SessionPlan = {
  timezone: string;
  /** The first day with a sitting (the session's start date when it has none). */
  firstDay: string;
  /** When its first sitting starts: no convocation, reminder or pack is worth sending after. */
  startsAt: Date;
  settings: TimelineSettings;
  hasRemoteLink: boolean;
  sittings: PlanSitting[];
};

/** One remote-link occurrence per day with sittings: an hour (by default) before the day's first. */
export function remoteLinkTimes(plan: SessionPlan): { day: string; at: Date; endsAt: Date }[] {
  if (!plan.hasRemoteLink) return [];
  const byDay = new Map<string, { at: Date; endsAt: Date }>();
  for (const sitting of plan.sittings) {
    const at = new Date(sitting.starts_at.getTime() - plan.settings.remote_link_minutes * 60_000);
    const known = byDay.get(sitting.date);
    if (!known) byDay.set(sitting.date, { at, endsAt: sitting.ends_at });
    else {
      if (at < known.at) known.at = at;
      if (sitting.ends_at > known.endsAt) known.endsAt = sitting.ends_at;
    }
  }
  return [...byDay].map(([day, times]) => ({ day, ...times })).sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** When each participant-facing day step is planned. */
export function plannedTimes(plan: SessionPlan) {
  return {
    convocation: dayStepAt(plan.firstDay, plan.settings.convocation_days, plan.timezone),
    reminder: dayStepAt(plan.firstDay, plan.settings.reminder_days, plan.timezone),
    trainer_pack: dayStepAt(plan.firstDay, plan.settings.trainer_pack_days, plan.timezone),
    escalation: dayStepAt(plan.firstDay, ESCALATION_DAYS, plan.timezone),
  };
}

/**
 * A session below its minimum, which staff have not decided to hold anyway: its convocations
 * wait (delivery.md §4), and ten days before it asks for a decision.
 */
export function isBelowMinimumUndecided(session: {
  seats_taken: number;
  min_participants: number;
  minimum_waived_at: Date | string | null;
}): boolean {
  return session.seats_taken < session.min_participants && session.minimum_waived_at === null;
}

/**
 * Needs staff's decision (confirm, move or cancel): within DECISION_DAYS of its start, not
 * cancelled nor over, and either below its minimum undecided or still not confirmed (a
 * scheduled session sends no convocation).
 */
export function needsDecision(
  session: {
    status: string;
    seats_taken: number;
    min_participants: number;
    minimum_waived_at: Date | string | null;
  },
  daysUntil: number,
): boolean {
  if (session.status !== "scheduled" && session.status !== "confirmed") return false;
  if (daysUntil < 0 || daysUntil > DECISION_DAYS) return false;
  return session.status === "scheduled" || isBelowMinimumUndecided(session);
}
