// /admin/audit — the audit log: every back-office write newest first, 10 per page by
// default, filtered by person, entity type, one entity (its editor's "history" link), dates
// and a search on e-mail or label, all in the URL and in SQL. Read-only: entries are written
// by adminAction in each write's transaction (~/admin/audit.server).
import { listAuditActors, listAuditEntries } from "~/admin/audit-list.server";
import { parseAuditListParams } from "~/admin/audit-schema";
import { AuditScreen } from "~/admin/audit-screen";
import { listOrEmpty } from "~/admin/list/list-loader";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/audit";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.audit.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAuditListParams(url.searchParams);
  const [list, actors] = await Promise.all([
    settle("audit log", listAuditEntries(params)),
    settle("audit actors", listAuditActors()),
  ]);
  return {
    params,
    ...listOrEmpty("entries", list, params.size),
    actors: actors ?? [],
  };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditScreen {...loaderData} />;
}
