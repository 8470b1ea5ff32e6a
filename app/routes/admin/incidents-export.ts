// /admin/incidents/export.xlsx — the incidents the list's search and filters select (the same
// URL parameters), as a workbook for an audit: headers and labels in the staff member's language,
// times as date cells on the site's clock. Governed like the list (the "surveys" module).
import { requireEditorOf } from "~/admin/permissions.server";
import { getFixedT } from "~/i18n/i18n.server";
import { exportAdminIncidents } from "~/quality/admin-incidents.server";
import { parseIncidentParams } from "~/quality/admin-schema";
import { incidentXlsxColumns } from "~/quality/quality-xlsx.server";
import { clock } from "~/server/clock.server";
import { getViewer } from "~/server/viewer.server";
import { xlsxResponse } from "~/server/xlsx.server";
import type { Route } from "./+types/incidents-export";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "surveys");
  const { lang } = getViewer(context);
  const now = clock().now();
  const rows = await exportAdminIncidents(parseIncidentParams(url.searchParams), now);
  const t = await getFixedT(lang);
  return xlsxResponse({
    filename: `incidents-${new Date(now).toISOString().slice(0, 10)}.xlsx`,
    sheet: t("admin.incidents.xlsx.sheet"),
    columns: incidentXlsxColumns(t, lang),
    rows,
  });
}
