// The back office's testimonials screen: list parameters (?q=&status=&page=&size=)
// and the add/edit form. Client-safe (the editor checks with it for comfort; the
// action is the authority). Messages are translation keys.
import { z } from "zod";
import type { testimonials } from "#db/schema";
import { ADMIN_PAGE_SIZES, oneOfParam, parseListParams } from "~/forms/list-params";
import { isUuid } from "~/forms/validate";
import { testimonialContextFields, testimonialFields } from "./schema";

// The database's own list, repeated here because db/schema is not for the browser bundle;
// `satisfies` keeps the two in step.
export const TESTIMONIAL_STATUSES = [
  "pending",
  "approved",
  "rejected",
] as const satisfies readonly (typeof testimonials.$inferSelect)["status"][];
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export type AdminTestimonialParams = ReturnType<typeof parseAdminTestimonialParams>;

/** `?q=&status=&page=&size=`, read leniently (a bad value falls back to its default). */
export function parseAdminTestimonialParams(search: URLSearchParams) {
  return parseListParams(search, { sizes: ADMIN_PAGE_SIZES, filters: { status: oneOfParam(TESTIMONIAL_STATUSES) } });
}

const V = "admin.testimonials.validation";

/** "2026-03-14T09:30" from a datetime-local field, read as UTC (the list shows dates, not hours). */
const DATETIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export const adminTestimonialSchema = z.object({
  user_id: z.string({ error: `${V}.user_required` }).refine((value) => isUuid(value), `${V}.user_required`),
  ...testimonialFields(V),
  // Any course, published or not (the service checks it exists); both texts as the admin sets them.
  ...testimonialContextFields(V),
  status: z
    .string()
    .optional()
    .transform((value) => (value ? value : "pending"))
    .pipe(z.enum(TESTIMONIAL_STATUSES, { error: `${V}.status_invalid` })),
  created_at: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? "")
    .refine((value) => value === "" || (DATETIME_LOCAL.test(value) && !Number.isNaN(Date.parse(`${value}Z`))), {
      message: `${V}.date_invalid`,
    })
    .transform((value) => (value === "" ? null : new Date(`${value.length === 16 ? `${value}:00` : value}Z`))),
});

export type AdminTestimonialInput = z.infer<typeof adminTestimonialSchema>;

/** The value of a datetime-local field for a stored date (UTC, as the schema reads it). */
export function toDatetimeLocal(iso: string): string {
  return iso.slice(0, 16);
}
