// /admin/settings/organisation — the organisation's legal profile (delivery spec §0), which the
// legal notice prints. Admins only, checked by the loader and the action (adminAction).
import { adminAction } from "~/admin/action.server";
import { loadOrganisationProfile, organisationActions } from "~/organisation/organisation.server";
import { OrganisationScreen } from "~/organisation/organisation-screen";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/settings-organisation";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.organisation.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { profile: await settle("organisation profile", loadOrganisationProfile()) };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, organisationActions);
}

export default function AdminOrganisationSettings({ loaderData }: Route.ComponentProps) {
  return <OrganisationScreen profile={loaderData.profile} />;
}
