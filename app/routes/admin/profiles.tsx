// /admin/profiles — user profiles (spec "Admin profiles and permissions"): named sets of
// permissions per module, with create, edit and delete (confirmed). Reads and dispatches;
// the writes are in ~/permissions/permissions.server.
import { adminAction } from "~/admin/action.server";
import { parseListParams } from "~/forms/list-params";
import { listProfiles, profileActions } from "~/permissions/permissions.server";
import { ProfilesScreen } from "~/permissions/profiles-screen";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/profiles";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.profiles.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { q } = parseListParams(url.searchParams);
  const profiles = await settle("user profiles", listProfiles(q));
  return { q, profiles: profiles ?? [], hasLoadError: profiles === null };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, profileActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminProfiles({ loaderData }: Route.ComponentProps) {
  return <ProfilesScreen {...loaderData} />;
}
