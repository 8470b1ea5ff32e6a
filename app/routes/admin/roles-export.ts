// GET /admin/roles/export.xlsx — the accounts the users list's search and filters select, as a
// workbook (xlsx.server.ts): role, permission profile, language, status, creation date, in the
// viewer's language. Admins only.
import { getFixedT } from "~/i18n/i18n.server";
import { getViewer, requireAdmin } from "~/server/viewer.server";
import { xlsxResponse } from "~/server/xlsx.server";
import { parseUserListParams } from "~/users/admin-schema";
import { exportAdminUsers } from "~/users/admin-users.server";
import type { Route } from "./+types/roles-export";

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const t = await getFixedT(getViewer(context).lang);
  const K = "admin.roles";
  const rows = await exportAdminUsers(parseUserListParams(url.searchParams));
  return xlsxResponse({
    filename: `users-${new Date().toISOString().slice(0, 10)}.xlsx`,
    sheet: t(`${K}.title`),
    columns: [
      { header: t(`${K}.columns.email`), kind: "text", value: (row) => row.email, width: 32 },
      { header: t(`${K}.columns.name`), kind: "text", value: (row) => row.full_name },
      { header: t(`${K}.columns.role`), kind: "text", value: (row) => t(`${K}.role.${row.role}`), width: 18 },
      { header: t(`${K}.columns.profile`), kind: "text", value: (row) => row.profile_name, width: 20 },
      { header: t(`${K}.columns.language`), kind: "text", value: (row) => row.language.toUpperCase(), width: 9 },
      {
        header: t(`${K}.columns.status`),
        kind: "text",
        value: (row) => t(`${K}.status.${row.is_active ? "active" : "inactive"}`),
        width: 12,
      },
      { header: t(`${K}.columns.created`), kind: "datetime", value: (row) => row.created_at },
    ],
    rows,
  });
}
