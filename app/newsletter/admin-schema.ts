// The back office's newsletter screen: its list parameters (?q=&status=&page=&size=, also
// read by the CSV export so the file is the list as filtered), the row's form, and the
// shapes the screen draws. Client-safe; the messages are translation keys.
import { z } from "zod";
import { ADMIN_PAGE_SIZES, oneOfParam, parseListParams } from "~/forms/list-params";
import { isUuid } from "~/forms/validate";
import type { Lang } from "~/i18n/messages";

/** The status filter: confirmed addresses, or those still waiting for their link to be followed. */
export const SUBSCRIBER_STATUSES = ["verified", "unverified"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** `?q=&status=&page=&size=`, read leniently (a bad value falls back to its default). */
export function parseAdminNewsletterParams(search: URLSearchParams) {
  return parseListParams(search, { sizes: ADMIN_PAGE_SIZES, filters: { status: oneOfParam(SUBSCRIBER_STATUSES) } });
}
export type AdminNewsletterParams = ReturnType<typeof parseAdminNewsletterParams>;

/** The audit log's entity type for a subscriber (its writes, its rows' history links). */
export const SUBSCRIBER_ENTITY = "newsletter_subscriber";

/** What a row's buttons post (resend, delete): the subscriber's id. */
export const subscriberIdSchema = z.object({
  id: z.string({ error: "admin.newsletter.error.not_found" }).refine(isUuid, "admin.newsletter.error.not_found"),
});

/** One subscriber as the list draws it (instants as ISO strings). */
export type AdminSubscriber = {
  id: string;
  email: string;
  is_verified: boolean;
  created_at: string;
  verified_at: string | null;
  verification_sent_at: string | null;
  language: Lang;
};

export type AdminSubscriberPage = {
  subscribers: AdminSubscriber[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

/** The export's address, with the list's search and filter (not its page: the file is the whole list). */
export function newsletterExportHref(params: Pick<AdminNewsletterParams, "q" | "status">): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.status) search.set("status", params.status);
  const query = search.toString();
  return `/admin/newsletter/export.csv${query ? `?${query}` : ""}`;
}
