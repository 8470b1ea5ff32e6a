// GET /admin/messages/export.xlsx — the messages the inbox's type, status and assignee filters and search
// select, as a workbook (xlsx.server.ts): headers and labels in the viewer's language, dates as
// date cells, the whole text of each message. Admins only.
import { getFixedT } from "~/i18n/i18n.server";
import { exportAdminMessages } from "~/messages/admin-messages.server";
import { parseAdminMessageParams } from "~/messages/admin-schema";
import { getViewer, requireAdmin } from "~/server/viewer.server";
import { xlsxResponse } from "~/server/xlsx.server";
import type { Route } from "./+types/messages-export";

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const viewer = getViewer(context);
  const t = await getFixedT(viewer.lang);
  const K = "admin.messages";
  const rows = await exportAdminMessages(parseAdminMessageParams(url.searchParams), viewer.user?.id ?? null);
  return xlsxResponse({
    filename: `messages-${new Date().toISOString().slice(0, 10)}.xlsx`,
    sheet: t(`${K}.title`),
    columns: [
      { header: t(`${K}.xlsx.received`), kind: "datetime", value: (row) => row.created_at },
      { header: t(`${K}.xlsx.type`), kind: "text", value: (row) => t(`${K}.types.${row.type}`), width: 18 },
      { header: t(`${K}.xlsx.status`), kind: "text", value: (row) => t(`${K}.status.${row.status}`), width: 12 },
      { header: t(`${K}.xlsx.sender`), kind: "text", value: (row) => row.sender, width: 28 },
      { header: t(`${K}.xlsx.assignee`), kind: "text", value: (row) => row.assignee, width: 24 },
      { header: t(`${K}.xlsx.subject`), kind: "text", value: (row) => row.subject, width: 40 },
      { header: t(`${K}.xlsx.content`), kind: "text", value: (row) => row.content, width: 80 },
    ],
    rows,
  });
}
