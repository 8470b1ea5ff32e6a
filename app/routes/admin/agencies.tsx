// /admin/agencies — the agencies (spec "Agencies"): by name, searched, one page at a time (all
// in the URL); add, edit, delete after confirming; each agency's photo gallery (at most 5, added
// one by one with captions, reordered, deleted after confirming). Inactive agencies are marked
// and leave the public /agencies page and the contact form. The rules live in
// ~/agencies/admin-agencies.server; this route reads and dispatches.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { agencyActions, listAdminAgencies } from "~/agencies/admin-agencies.server";
import { parseAgencyListParams } from "~/agencies/admin-schema";
import { AgenciesScreen } from "~/agencies/agencies-screen";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/agencies";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.agencies.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAgencyListParams(url.searchParams);
  const list = await settle("admin agencies", listAdminAgencies(params));
  return {
    params,
    ...listOrEmpty("agencies", list, params.size),
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, agencyActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminAgencies({ loaderData }: Route.ComponentProps) {
  return <AgenciesScreen {...loaderData} />;
}
