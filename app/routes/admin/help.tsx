// /admin/help — the help centre: expandable sections with their articles (inactive ones kept,
// marked), searched in both languages (?q=, in SQL); sections and articles added and edited in
// modals, reordered with the shared move buttons, deleted after confirming (a section takes its
// articles along, as the confirmation says). Admins only, checked by the loader and the action.
import { adminAction } from "~/admin/action.server";
import { parseListParams } from "~/forms/list-params";
import { helpActions, loadAdminHelp } from "~/help/admin-help.server";
import { HelpScreen } from "~/help/help-screen";
import { settle } from "~/server/settle.server";
import { getViewer, requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/help";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.help.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { q } = parseListParams(url.searchParams);
  const sections = await settle("admin help centre", loadAdminHelp({ q, lang: getViewer(context).lang }));
  return { q, sections: sections ?? [], hasLoadError: sections === null };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, helpActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminHelp({ loaderData }: Route.ComponentProps) {
  return <HelpScreen {...loaderData} />;
}
