// The back office's sessions desk (/admin/sessions): its URL state, the cancel form, and the
// row the screen receives. Browser-safe: the screen reads it, admin-sessions.server.ts queries
// with it.
import type { course_sessions } from "#db/schema";
import type { Wire } from "#db/wire";
import { ADMIN_PAGE_SIZES, dateParam, flagParam, oneOfParam, parseListParams, uuidParam } from "~/forms/list-params";
import { SESSION_STATUSES } from "~/sessions/schema";

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

type SessionRow = Wire<typeof course_sessions.$inferSelect>;

/** A row of the desk: the session, its course, trainer and venue named, and its fill. */
export type AdminSessionRow = Pick<
  SessionRow,
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
};

export type AdminSessionPage = {
  sessions: AdminSessionRow[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};
