// The badge colour of each registration, payment and session status: one table for the roster,
// the sessions desk and the registrations list, so a status looks the same everywhere.
import type { PaymentStatus, RegistrationStatus, SessionStatus } from "~/registrations/lifecycle";
import type { BadgeTone } from "~/ui/badge";

export const REGISTRATION_TONES: Record<RegistrationStatus, BadgeTone> = {
  pending: "warning",
  confirmed: "success",
  attended: "info",
  cancelled: "neutral",
};

export const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: "warning",
  paid: "success",
  refunded: "neutral",
};

export const SESSION_TONES: Record<SessionStatus, BadgeTone> = {
  scheduled: "primary",
  confirmed: "success",
  completed: "neutral",
  cancelled: "danger",
};
