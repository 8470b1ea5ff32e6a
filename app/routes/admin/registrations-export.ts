// /admin/registrations/export.xlsx — the registrations the list's search and filters select
// (the same URL parameters), as a workbook: headers in the viewer's language, session dates and
// registration times as dates, amounts as numbers. Governed like the list (decision 022).
import { requireEditorOf } from "~/admin/permissions.server";
import { getFixedT } from "~/i18n/i18n.server";
import { pick } from "~/i18n/messages";
import { exportAdminRegistrations } from "~/registrations/admin-registrations.server";
import { type AdminRegistrationRow, parseAdminRegistrationParams } from "~/registrations/admin-schema";
import { getViewer } from "~/server/viewer.server";
import { type XlsxColumn, xlsxResponse } from "~/server/xlsx.server";
import type { Route } from "./+types/registrations-export";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "sessions");
  const { lang } = getViewer(context);
  const rows = await exportAdminRegistrations(parseAdminRegistrationParams(url.searchParams));
  const t = await getFixedT(lang);
  const K = "admin.registrations.xlsx";
  const columns: XlsxColumn<AdminRegistrationRow>[] = [
    { header: t(`${K}.name`), kind: "text", value: (row) => row.name },
    { header: t(`${K}.email`), kind: "text", value: (row) => row.email, width: 30 },
    { header: t(`${K}.company`), kind: "text", value: (row) => row.company },
    { header: t(`${K}.course`), kind: "text", value: (row) => pick(row, "course_title", lang), width: 36 },
    { header: t(`${K}.start`), kind: "date", value: (row) => row.start_date },
    { header: t(`${K}.end`), kind: "date", value: (row) => row.end_date },
    { header: t(`${K}.status`), kind: "text", value: (row) => t(`admin.sessions.status.${row.status}`), width: 14 },
    {
      header: t(`${K}.payment`),
      kind: "text",
      value: (row) => t(`admin.sessions.payment.${row.payment_status}`),
      width: 16,
    },
    { header: t(`${K}.amount`), kind: "number", value: (row) => row.payment_amount },
    { header: t(`${K}.currency`), kind: "text", value: (row) => row.currency, width: 9 },
    { header: t(`${K}.registered_on`), kind: "datetime", value: (row) => row.created_at },
  ];
  const today = new Date().toISOString().slice(0, 10);
  return xlsxResponse({ filename: `registrations-${today}.xlsx`, sheet: t(`${K}.sheet`), columns, rows });
}
