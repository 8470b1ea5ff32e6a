// /admin/incidents — complaints and low scores (delivery.md §6, issue 29 point 3): those to
// handle by default, the most urgent first, with their acknowledge and answer deadlines;
// filtered by status, source and overdue, searched on the person and the summary, paged (all in
// the URL and in SQL); recorded by hand, acknowledged, answered, closed. Governed by the
// matrix's "surveys" module (decision 022): the loader and the action check.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { requireEditorOf } from "~/admin/permissions.server";
import { incidentActions, listAdminIncidents, listIncidentSessionChoices } from "~/quality/admin-incidents.server";
import { parseIncidentParams } from "~/quality/admin-schema";
import { IncidentsScreen } from "~/quality/incidents-screen";
import { clock } from "~/server/clock.server";
import { settle } from "~/server/settle.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/incidents";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.incidents.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "surveys");
  const params = parseIncidentParams(url.searchParams);
  const now = clock().now();
  const [list, sessions] = await Promise.all([
    settle("admin incidents", listAdminIncidents(params, now)),
    settle("incident sessions", listIncidentSessionChoices(now)),
  ]);
  return { params, ...listOrEmpty("incidents", list, params.size), sessions: sessions ?? [] };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, incidentActions);
}

export default function AdminIncidents({ loaderData }: Route.ComponentProps) {
  return <IncidentsScreen {...loaderData} />;
}
