// /admin/case-studies — the case studies shown on /case-studies: newest first, searched in both
// languages over title, client name and industry, 10 per page by default (all in the URL and in
// SQL); add and edit in a modal (`?edit=new`, `?edit=<id>`: Back closes it, a link reopens it),
// delete after confirming (its metrics and images go with it). Admins only, checked by the loader
// and the action; the rules live in ~/case-studies/admin-case-studies.server.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { caseStudyActions, getAdminCaseStudy, listAdminCaseStudies } from "~/case-studies/admin-case-studies.server";
import { parseAdminCaseStudyParams } from "~/case-studies/admin-schema";
import { CaseStudiesScreen } from "~/case-studies/case-studies-screen";
import { isEditMissing, readEditParam } from "~/forms/edit-param";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/case-studies";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.case_studies.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAdminCaseStudyParams(url.searchParams);
  const editParam = readEditParam(url.searchParams);
  const { edit, id: editId } = editParam;
  const [list, editing] = await Promise.all([
    settle("admin case studies", listAdminCaseStudies(params)),
    editId ? settle("admin case study", getAdminCaseStudy(editId)) : null,
  ]);
  return {
    params,
    ...listOrEmpty("studies", list, params.size),
    edit,
    editing,
    /** `?edit=` named a case study that is not there (deleted since, or a made-up id or value). */
    isEditMissing: isEditMissing(editParam, editing),
  };
}

export async function action(args: Route.ActionArgs) {
  // A delete goes back to the list as it was, without the editor.
  const back = new URL(args.url);
  back.searchParams.delete("edit");
  return adminAction(args, caseStudyActions(`${back.pathname}${back.search}`));
}

export default function AdminCaseStudies({ loaderData }: Route.ComponentProps) {
  return <CaseStudiesScreen {...loaderData} />;
}
