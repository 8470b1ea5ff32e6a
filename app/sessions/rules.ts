// A session's own rules, shared by the pages (browser) and the services: which statuses still
// take registrations, the session's "today" and start in its own time zone, and the price that
// applies on a given day. Registration rules build on them (app/registrations/rules.ts).
import { dateTimeFormat } from "~/i18n/format";
import { zonedTimeToUtc } from "~/sessions/ics";

/** Statuses in which a session still takes registrations. */
export const OPEN_SESSION_STATUSES = ["scheduled", "confirmed"] as const;

/**
 * The calendar date (YYYY-MM-DD) at `now` in `timeZone`: a session's "today"
 * is its own, so a Paris session is not closed early by a UTC server clock.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    // en-CA formats as YYYY-MM-DD.
    return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * Whether `session` has begun at `now`: its start date and time are wall-clock values in its
 * own time zone, so they are compared with that zone's clock, not the server's.
 */
export function hasStarted(
  session: { start_date: string; start_time: string; timezone: string },
  now: Date = new Date(),
): boolean {
  // HH:MM:SS from the database and HH:MM from a form both read (seconds default to 0).
  return now.getTime() >= zonedTimeToUtc(session.start_date, session.start_time, session.timezone).getTime();
}

export type SessionPricing = {
  early_bird_deadline: string | null;
  early_bird_price: string | null;
  price_override: string | null;
};

export type AppliedPrice = {
  /** What the registration costs, in the course's currency. */
  amount: string;
  /** The early-bird deadline when `amount` is the early-bird price, else null (shown as "until …"). */
  earlyBirdUntil: string | null;
};

/**
 * THE price a registration made on `today` (the session's own date, see todayIn) is charged:
 * the early-bird price up to and including its deadline, else the session's own price, else the
 * course's. The modal shows it and registerForSession charges it, so the two cannot differ.
 */
export function applicablePrice(session: SessionPricing, coursePrice: string, today: string): AppliedPrice {
  if (session.early_bird_price != null && session.early_bird_deadline && today <= session.early_bird_deadline) {
    return { amount: session.early_bird_price, earlyBirdUntil: session.early_bird_deadline };
  }
  return { amount: session.price_override ?? coursePrice, earlyBirdUntil: null };
}

/**
 * A session row as a page sends it: its early-bird columns and its course's price replaced by
 * the price that applies on the session's own today, and until when (the Register modal shows it).
 */
export function withAppliedPrice<T extends SessionPricing & { timezone: string; course_price: string }>(
  row: T,
  now: Date = new Date(),
): Omit<T, "early_bird_price" | "early_bird_deadline" | "course_price"> & {
  price: string;
  early_bird_until: string | null;
} {
  const { early_bird_price, early_bird_deadline, course_price, ...rest } = row;
  const applied = applicablePrice(row, course_price, todayIn(row.timezone, now));
  return { ...rest, price: applied.amount, early_bird_until: applied.earlyBirdUntil };
}
