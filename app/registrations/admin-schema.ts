// The operations desk's lists: the registrations (/admin/registrations) and the sessions
// (/admin/sessions), their URL state and the rows the screens receive. Browser-safe: the screens
// read it, admin-registrations.server.ts queries with it.
import { z } from "zod";
import type { course_session_registrations, course_sessions } from "#db/schema";
import type { Wire } from "#db/wire";
import { BPF_YEAR_MAX, BPF_YEAR_MIN } from "~/compliance/bpf-categories";
import { ADMIN_PAGE_SIZES, dateParam, flagParam, oneOfParam, parseListParams, uuidParam } from "~/forms/list-params";
import type { PaymentStatus, RegistrationStatus } from "~/registrations/lifecycle";
import { SESSION_STATUSES } from "~/sessions/schema";

// The database's lists, repeated because db/schema is not for the browser bundle; `satisfies`
// keeps them in step.
export const REGISTRATION_STATUS_NAMES = [
  "pending",
  "confirmed",
  "attended",
  "cancelled",
] as const satisfies readonly RegistrationStatus[];
export const PAYMENT_STATUS_NAMES = ["pending", "paid", "refunded"] as const satisfies readonly PaymentStatus[];

/**
 * What the annual activity report (BPF) needs of a registration and may find missing: its
 * funding source (the revenue's box), its participant type (the trainees' box).
 */
export const MISSING_FUNDING_NAMES = ["funding_source", "participant_type"] as const;
export type MissingFunding = (typeof MISSING_FUNDING_NAMES)[number];

/** A civil year, as the BPF's links name one; else null. */
const yearParam = z.coerce.number().int().min(BPF_YEAR_MIN).max(BPF_YEAR_MAX).nullable().catch(null);

/**
 * `?q=&status=&payment=&course=&from=&to=&missing=&year=&page=&size=`, read leniently. `q`
 * searches the participant's name, e-mail and company (as registered, and the account's name and
 * e-mail); `from`/`to` bound the session's start date. `missing` keeps the registrations without
 * a funding source or a participant type, and `year` those a year's BPF counts (what its missing
 * counts link to: app/compliance/bpf-scope.server.ts).
 */
export function parseAdminRegistrationParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: {
      status: oneOfParam(REGISTRATION_STATUS_NAMES),
      payment: oneOfParam(PAYMENT_STATUS_NAMES),
      course: uuidParam,
      from: dateParam,
      to: dateParam,
      missing: oneOfParam(MISSING_FUNDING_NAMES),
      year: yearParam,
    },
  });
}
export type AdminRegistrationParams = ReturnType<typeof parseAdminRegistrationParams>;

/** The filter panel's URL names (reset, active count). */
export const REGISTRATION_FILTERS = ["status", "payment", "course", "from", "to", "missing", "year"] as const;

type RegistrationRow = Wire<typeof course_session_registrations.$inferSelect>;

/** A row: the registration, its participant as registered, its session and course. */
export type AdminRegistrationRow = Pick<
  RegistrationRow,
  | "id"
  | "session_id"
  | "status"
  | "payment_status"
  | "payment_amount"
  | "company"
  | "created_at"
  | "funding_source_id"
  | "funding_scheme"
  | "participant_type_id"
> & {
  name: string;
  email: string;
  course_title_fr: string;
  course_title_en: string;
  currency: string;
  start_date: string;
  end_date: string;
};

export type AdminRegistrationPage = {
  registrations: AdminRegistrationRow[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

/** Which sessions the desk shows: those not over yet (the default), those over, or all. */
export const SESSION_WHEN = ["upcoming", "past", "all"] as const;
export type SessionWhen = (typeof SESSION_WHEN)[number];

export const SESSION_ORDERS = ["asc", "desc"] as const;

/**
 * `?q=&when=&course=&status=&trainer=&location=&from=&to=&risk=1&order=&page=&size=`, read
 * leniently. `from`/`to` bound the start date; `order` defaults to the nearest first (upcoming
 * ascending, past descending).
 */
export function parseAdminSessionParams(search: URLSearchParams) {
  const params = parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: {
      when: oneOfParam(SESSION_WHEN),
      course: uuidParam,
      status: oneOfParam(SESSION_STATUSES),
      trainer: uuidParam,
      location: uuidParam,
      from: dateParam,
      to: dateParam,
      risk: flagParam,
      order: oneOfParam(SESSION_ORDERS),
    },
  });
  const when = params.when ?? "upcoming";
  return { ...params, when, order: params.order ?? (when === "past" ? "desc" : "asc") };
}
export type AdminSessionParams = ReturnType<typeof parseAdminSessionParams>;

/** The filter panel's URL names (reset, active count); `when` and `order` are tabs and a sort, not filters. */
export const SESSION_DESK_FILTERS = ["course", "status", "trainer", "location", "from", "to", "risk"] as const;

type StoredSession = Wire<typeof course_sessions.$inferSelect>;

/** A row of the desk: the session, its course, trainer and venue named, and its fill. */
export type AdminSessionRow = Pick<
  StoredSession,
  | "id"
  | "course_id"
  | "instructor_id"
  | "location_id"
  | "start_date"
  | "end_date"
  | "start_time"
  | "end_time"
  | "timezone"
  | "status"
  | "seats_available"
  | "seats_taken"
  | "min_participants"
  | "registration_deadline"
  | "early_bird_deadline"
  | "early_bird_price"
  | "price_override"
  | "notes_fr"
  | "notes_en"
  | "agency_id"
  | "lunch_start"
  | "lunch_end"
  | "sign_by_qr"
  | "sign_by_kiosk"
  | "sign_by_link"
  | "delivery_mode"
  | "remote_url"
  | "convocation_days"
  | "reminder_days"
  | "remote_link_minutes"
  | "trainer_pack_days"
> & {
  course_title_fr: string;
  course_title_en: string;
  course_reference: string;
  trainer: string | null;
  location_name: string | null;
  location_city: string | null;
  /** Registrations not cancelled (pending, confirmed, attended). */
  registrations: number;
  /** Below its minimum, still to be decided, and starting within AT_RISK_DAYS (registrations/lifecycle.ts). */
  at_risk: boolean;
  /** People on this session's waiting list (waiting or offered a seat). */
  waiting: number;
  /** People on the waiting lists of all the course's sessions: the course's demand. */
  course_waiting: number;
};

export type AdminSessionPage = {
  sessions: AdminSessionRow[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};
