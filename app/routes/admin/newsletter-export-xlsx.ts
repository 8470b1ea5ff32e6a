// GET /admin/newsletter/export.xlsx — the subscribers the list's search and status filter select,
// as a workbook (xlsx.server.ts): headers in the viewer's language, dates as date cells. The
// CSV (export.csv) stays for machines. Admins only.

import { getFixedT } from "~/i18n/i18n.server";
import { exportSubscribers } from "~/newsletter/admin-newsletter.server";
import { parseAdminNewsletterParams } from "~/newsletter/admin-schema";
import { getViewer, requireAdmin } from "~/server/viewer.server";
import { xlsxResponse } from "~/server/xlsx.server";
import type { Route } from "./+types/newsletter-export-xlsx";

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { q, status } = parseAdminNewsletterParams(url.searchParams);
  const t = await getFixedT(getViewer(context).lang);
  const K = "admin.newsletter";
  const rows = await exportSubscribers({ q, status });
  return xlsxResponse({
    filename: `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.xlsx`,
    sheet: t(`${K}.title`),
    columns: [
      { header: t(`${K}.columns.email`), kind: "text", value: (row) => row.email, width: 32 },
      {
        header: t(`${K}.columns.status`),
        kind: "text",
        value: (row) => t(`${K}.status.${row.is_verified ? "verified" : "unverified"}`),
        width: 14,
      },
      { header: t(`${K}.columns.language`), kind: "text", value: (row) => row.language.toUpperCase(), width: 9 },
      { header: t(`${K}.columns.subscribed_on`), kind: "datetime", value: (row) => row.created_at },
      { header: t(`${K}.columns.verified_on`), kind: "datetime", value: (row) => row.verified_at },
    ],
    rows,
  });
}
