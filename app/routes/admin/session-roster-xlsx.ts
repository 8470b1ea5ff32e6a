// /admin/sessions/:id/roster.xlsx — the session's registrations as a workbook people open in any
// spreadsheet (xlsx.server.ts): headers in the viewer's language, dates as dates, amounts as
// numbers. Every registration, cancelled ones included, with their status. The CSV stays beside it.
import { requireEditorOf } from "~/admin/permissions.server";
import { getFixedT } from "~/i18n/i18n.server";
import { getRoster, type RosterRegistration } from "~/registrations/roster.server";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import { type XlsxColumn, xlsxResponse } from "~/server/xlsx.server";
import type { Route } from "./+types/session-roster-xlsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "sessions");
  const roster = await getRoster(params.id);
  if (!roster) throw notFound();
  const t = await getFixedT(getViewer(context).lang);
  const K = "admin.sessions";
  const { session } = roster;
  const columns: XlsxColumn<RosterRegistration>[] = [
    { header: t(`${K}.csv.name`), kind: "text", value: (r) => r.name },
    { header: t(`${K}.csv.email`), kind: "text", value: (r) => r.email, width: 30 },
    { header: t(`${K}.csv.phone`), kind: "text", value: (r) => r.phone, width: 18 },
    { header: t(`${K}.csv.company`), kind: "text", value: (r) => r.company },
    { header: t(`${K}.csv.position`), kind: "text", value: (r) => r.position },
    { header: t(`${K}.csv.billing`), kind: "text", value: (r) => r.billing, width: 36 },
    { header: t(`${K}.csv.special_requirements`), kind: "text", value: (r) => r.special_requirements, width: 30 },
    { header: t(`${K}.csv.registered_on`), kind: "datetime", value: (r) => r.created_at },
    { header: t(`${K}.csv.status`), kind: "text", value: (r) => t(`${K}.status.${r.status}`), width: 14 },
    { header: t(`${K}.csv.payment`), kind: "text", value: (r) => t(`${K}.payment.${r.payment_status}`), width: 16 },
    {
      header: t(`${K}.xlsx.amount`, { currency: session.course.currency }),
      kind: "number",
      value: (r) => r.payment_amount,
    },
  ];
  return xlsxResponse({
    filename: `roster-${session.course.reference}-${session.start_date}.xlsx`,
    sheet: `${session.course.reference} ${session.start_date}`,
    columns,
    rows: roster.registrations,
  });
}
