// Registration rules shared by the Register button (to show Full/Closed) and
// the service (the authority, which re-checks them in its transaction).
import { dateTimeFormat } from "~/i18n/format";
import { zonedTimeToUtc } from "~/sessions/ics";

/** Statuses in which a session still takes registrations. */
export const OPEN_SESSION_STATUSES = ["scheduled", "confirmed"] as const;

export const REGISTRATION_ERROR = {
  loginRequired: "pages.courses.registration.error.login_required",
  /** The confirmation goes to the account's address: it must be proven first (decision 004). */
  emailUnverified: "pages.courses.registration.error.email_unverified",
  notFound: "pages.courses.registration.error.not_found",
  alreadyRegistered: "pages.courses.registration.error.already_registered",
  noSeats: "pages.courses.registration.error.no_seats_available",
  deadlinePassed: "pages.courses.registration.error.deadline_passed",
  notScheduled: "pages.courses.registration.error.session_not_scheduled",
  started: "pages.courses.registration.error.session_started",
} as const;

export type RegistrationErrorKey = (typeof REGISTRATION_ERROR)[keyof typeof REGISTRATION_ERROR];

type SessionState = {
  status: string;
  start_date: string;
  registration_deadline: string | null;
  seats_available: number;
  seats_taken: number;
};

export function seatsLeft(session: Pick<SessionState, "seats_available" | "seats_taken">): number {
  return Math.max(0, session.seats_available - session.seats_taken);
}

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

/** Why a session refuses registrations at `today` (dates compare as ISO strings), or null when open. */
export function closedReason(session: SessionState, today: string): RegistrationErrorKey | null {
  if (!(OPEN_SESSION_STATUSES as readonly string[]).includes(session.status)) return REGISTRATION_ERROR.notScheduled;
  if (session.start_date < today) return REGISTRATION_ERROR.started;
  if (session.registration_deadline && today > session.registration_deadline) return REGISTRATION_ERROR.deadlinePassed;
  if (session.seats_taken >= session.seats_available) return REGISTRATION_ERROR.noSeats;
  return null;
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
