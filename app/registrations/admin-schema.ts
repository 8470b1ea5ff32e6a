// The back office's registrations list (/admin/registrations): its URL state and the row the
// screen receives. Browser-safe: the screen reads it, admin-registrations.server.ts queries with it.
import type { course_session_registrations } from "#db/schema";
import type { Wire } from "#db/wire";
import { ADMIN_PAGE_SIZES, dateParam, oneOfParam, parseListParams, uuidParam } from "~/forms/list-params";
import type { PaymentStatus, RegistrationStatus } from "~/registrations/lifecycle";

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
 * `?q=&status=&payment=&course=&from=&to=&page=&size=`, read leniently. `q` searches the
 * participant's name, e-mail and company (as registered, and the account's name and e-mail);
 * `from`/`to` bound the session's start date.
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
    },
  });
}
export type AdminRegistrationParams = ReturnType<typeof parseAdminRegistrationParams>;

/** The filter panel's URL names (reset, active count). */
export const REGISTRATION_FILTERS = ["status", "payment", "course", "from", "to"] as const;

type RegistrationRow = Wire<typeof course_session_registrations.$inferSelect>;

/** A row: the registration, its participant as registered, its session and course. */
export type AdminRegistrationRow = Pick<
  RegistrationRow,
  "id" | "session_id" | "status" | "payment_status" | "payment_amount" | "company" | "created_at"
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
