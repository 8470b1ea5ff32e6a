// Registration rules shared by the Register button (to show Full/Closed) and
// the service (the authority, which re-checks them in its transaction).
import { OPEN_SESSION_STATUSES } from "~/sessions/rules";

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
  /** Held by live waiting-list offers: not free either. */
  seats_held?: number;
};

/** Seats free to register: available − taken − held by live waiting-list offers (delivery.md §5). */
export function seatsLeft(session: Pick<SessionState, "seats_available" | "seats_taken" | "seats_held">): number {
  return Math.max(0, session.seats_available - session.seats_taken - (session.seats_held ?? 0));
}

/** Why a session refuses registrations at `today` (dates compare as ISO strings), or null when open. */
export function closedReason(session: SessionState, today: string): RegistrationErrorKey | null {
  if (!(OPEN_SESSION_STATUSES as readonly string[]).includes(session.status)) return REGISTRATION_ERROR.notScheduled;
  if (session.start_date < today) return REGISTRATION_ERROR.started;
  if (session.registration_deadline && today > session.registration_deadline) return REGISTRATION_ERROR.deadlinePassed;
  if (seatsLeft(session) === 0) return REGISTRATION_ERROR.noSeats;
  return null;
}
