// /admin/improvements/export.xlsx — the improvement log as the list's search and filters select
// it (the same URL parameters), as a workbook for an audit: headers and labels in the staff
// member's language, days as date cells. Governed like the list (the "surveys" module).
import { requireEditorOf } from "~/admin/permissions.server";
import { getFixedT } from "~/i18n/i18n.server";
import { exportAdminImprovements } from "~/quality/admin-improvements.server";
import { parseImprovementParams } from "~/quality/admin-schema";
import { improvementXlsxColumns } from "~/quality/quality-xlsx.server";
import { clock } from "~/server/clock.server";
import { getViewer } from "~/server/viewer.server";
import { xlsxResponse } from "~/server/xlsx.server";
import type { Route } from "./+types/improvements-export";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "surveys");
  const { lang } = getViewer(context);
  const now = clock().now();
  const rows = await exportAdminImprovements(parseImprovementParams(url.searchParams), now);
  const t = await getFixedT(lang);
  return xlsxResponse({
    filename: `improvements-${new Date(now).toISOString().slice(0, 10)}.xlsx`,
    sheet: t("admin.improvements.xlsx.sheet"),
    columns: improvementXlsxColumns(t, lang),
    rows,
  });
}
