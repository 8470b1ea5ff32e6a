// /admin/stats — the home page's key figures: listed in the home page's order (reordered with
// the shared move buttons), added (at most 3: the server refuses a fourth, even two at once),
// edited, shown or hidden, deleted after confirming; and the impact block's background image.
// Admins only, checked by the loader and the action.
import { adminAction } from "~/admin/action.server";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { loadAdminStats, statActions } from "~/stats/admin-stats.server";
import { StatsScreen } from "~/stats/stats-screen";
import type { Route } from "./+types/stats";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.stats.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const data = await settle("admin stats", loadAdminStats());
  return { stats: data?.stats ?? [], background: data?.background ?? "", hasLoadError: data === null };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, statActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminStats({ loaderData }: Route.ComponentProps) {
  return <StatsScreen {...loaderData} />;
}
