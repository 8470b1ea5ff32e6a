// What may happen to a registration and to a session, shared by the roster's buttons, the
// member's page (what to offer) and the services (the authority, which re-check each move
// inside their transaction). Browser-safe.
import type { PAYMENT_STATUSES, REGISTRATION_STATUSES, SESSION_STATUSES } from "#db/schema";

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Every status but cancelled holds a seat: seats_taken counts these registrations. */
export const SEAT_HOLDING_STATUSES = [
  "pending",
  "confirmed",
  "attended",
] as const satisfies readonly RegistrationStatus[];

export const holdsSeat = (status: string): boolean => (SEAT_HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * pending → confirmed → attended, or cancelled. "attended → confirmed" undoes a mark made by
 * mistake; a cancelled registration stays cancelled (the member may register again, which
 * revives it as pending).
 */
export const REGISTRATION_TRANSITIONS: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["attended", "cancelled"],
  attended: ["confirmed"],
  cancelled: [],
};

/** pending → paid → refunded. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["paid"],
  paid: ["refunded"],
  refunded: [],
};

/** scheduled → confirmed → completed; cancelling has its own flow (a message, e-mails, seats). */
export const SESSION_TRANSITIONS: Record<SessionStatus, readonly SessionStatus[]> = {
  scheduled: ["confirmed"],
  confirmed: ["completed"],
  completed: [],
  cancelled: [],
};

export const canCancelSession = (status: string): boolean => status === "scheduled" || status === "confirmed";

/**
 * The last day a member may cancel online: the registration deadline when the session has one
 * (the organisation plans from it), else the day before the start. After it, the page says whom
 * to contact.
 */
export function memberCancellationDeadline(session: {
  start_date: string;
  registration_deadline: string | null;
}): string {
  if (session.registration_deadline && session.registration_deadline < session.start_date) {
    return session.registration_deadline;
  }
  const day = new Date(`${session.start_date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** Whether the member may still cancel `registration` on `today` (the session's own date, see todayIn). */
export function memberMayCancel(
  registration: { status: string },
  session: { status: string; start_date: string; registration_deadline: string | null },
  today: string,
): boolean {
  return (
    (registration.status === "pending" || registration.status === "confirmed") &&
    canCancelSession(session.status) &&
    today <= memberCancellationDeadline(session)
  );
}

export const isBelowMinimum = (session: { seats_taken: number; min_participants: number }): boolean =>
  session.seats_taken < session.min_participants;

/** A session still to run whose active registrations are below its minimum is at risk of not running. */
export const isAtRisk = (session: { status: string; seats_taken: number; min_participants: number }): boolean =>
  canCancelSession(session.status) && isBelowMinimum(session);

/** A session below its minimum this close to its start needs a decision (confirm, move, cancel). */
export const AT_RISK_DAYS = 14;

/**
 * Below its minimum and starting within AT_RISK_DAYS (a session already full enough never is):
 * the dashboard's coming sessions and the sessions desk's "at risk" filter. `daysUntil` counts
 * calendar days to the start (0: today).
 */
export function isSessionAtRisk(session: { seats_taken: number; min_participants: number }, daysUntil: number) {
  return isBelowMinimum(session) && daysUntil >= 0 && daysUntil <= AT_RISK_DAYS;
}
