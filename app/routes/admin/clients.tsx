// /admin/clients — the client companies of the home page's logo carousel (spec "Clients"): a
// card grid in the carousel's order, searched (?q=, in SQL), added and edited in a modal (logo
// upload), deleted after confirming, reordered with the shared move buttons. The rules live in
// ~/clients/admin-clients.server; this route reads and dispatches. Admins only, checked by the
// loader and the action.
import { adminAction } from "~/admin/action.server";
import { clientActions, loadAdminClients } from "~/clients/admin-clients.server";
import { ClientsScreen } from "~/clients/clients-screen";
import { parseListParams } from "~/forms/list-params";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/clients";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.clients.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { q } = parseListParams(url.searchParams);
  const clients = await settle("admin clients", loadAdminClients({ q }));
  return { q, clients: clients ?? [], hasLoadError: clients === null };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, clientActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminClients({ loaderData }: Route.ComponentProps) {
  return <ClientsScreen {...loaderData} />;
}
