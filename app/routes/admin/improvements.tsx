// /admin/improvements — the improvement log (delivery.md §6, Qualiopi indicator 32): source →
// analysis → action → owner → due date → checked, filtered by state (planned, overdue, checked)
// and source, searched, paged (all in the URL and in SQL), added, edited and deleted. `?edit=<id>`
// opens an entry's editor, `?edit=new` an empty one, `&incident=<id>` one drawn from that
// incident (the incidents screen links there). Governed by the matrix's "surveys" module.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { requireEditorOf } from "~/admin/permissions.server";
import { isEditMissing, readEditParam } from "~/forms/edit-param";
import { uuidParam } from "~/forms/list-params";
import {
  getAdminImprovement,
  improvementActions,
  improvementDraftFromIncident,
  listAdminImprovements,
  listImprovementChoices,
} from "~/quality/admin-improvements.server";
import { parseImprovementParams } from "~/quality/admin-schema";
import { ImprovementsScreen } from "~/quality/improvements-screen";
import { clock } from "~/server/clock.server";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/improvements";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.improvements.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "surveys");
  const params = parseImprovementParams(url.searchParams);
  const editParam = readEditParam(url.searchParams);
  const incidentId = editParam.edit === "new" ? uuidParam.parse(url.searchParams.get("incident")) : null;
  const now = clock().now();
  const [list, choices, editing, draft] = await Promise.all([
    settle("admin improvements", listAdminImprovements(params, now)),
    settle("improvement choices", listImprovementChoices(getViewer(context).lang)),
    editParam.id ? settle("admin improvement", getAdminImprovement(editParam.id, now)) : null,
    incidentId ? settle("improvement draft", improvementDraftFromIncident(incidentId)) : null,
  ]);
  return {
    params,
    ...listOrEmpty("improvements", list, params.size),
    choices: choices ?? { courses: [], owners: [], incidents: [] },
    edit: editParam.edit,
    editing,
    draft,
    isEditMissing: isEditMissing(editParam, editing),
  };
}

export async function action(args: Route.ActionArgs) {
  // A delete goes back to the list as it was, without the editor.
  const back = new URL(args.url);
  back.searchParams.delete("edit");
  back.searchParams.delete("incident");
  return adminAction(args, improvementActions(`${back.pathname}${back.search}`));
}

export default function AdminImprovements({ loaderData }: Route.ComponentProps) {
  return <ImprovementsScreen {...loaderData} />;
}
