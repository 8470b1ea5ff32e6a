// GET /admin/newsletter/export.csv — the subscribers the list's search and status filter select
// (?q=&status=, the screen's own parameters; every page, not only the one shown), streamed as
// CSV by app/server/csv.server.ts: columns Email, Status, Subscribed On, Verified On (issue 11),
// named with today's date. Admins only.
import { SUBSCRIBER_CSV_HEADER, subscriberCsvFilename, subscriberCsvRows } from "~/newsletter/admin-newsletter.server";
import { parseAdminNewsletterParams } from "~/newsletter/admin-schema";
import { csvResponse } from "~/server/csv.server";
import { requireAdmin } from "~/server/viewer.server";
import type { Route } from "./+types/newsletter-export";

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { q, status } = parseAdminNewsletterParams(url.searchParams);
  return csvResponse({
    filename: subscriberCsvFilename(),
    header: SUBSCRIBER_CSV_HEADER,
    rows: subscriberCsvRows({ q, status }),
  });
}
