// /admin/settings/organisation — the organisation's legal profile (delivery spec §0), which the
// legal notice prints, with the signature and the stamp documents carry, and the agencies'
// section (the head office, French rules per agency). Admins only, checked by the loader and
// the action (adminAction).
import { adminAction } from "~/admin/action.server";
import { loadAgencyRules, loadOrganisationProfile, organisationActions } from "~/organisation/organisation.server";
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
  const [profile, agencyRules] = await Promise.all([
    settle("organisation profile", loadOrganisationProfile()),
    settle("agencies' rules", loadAgencyRules()),
  ]);
  return { profile, agencyRules };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, organisationActions);
}

export default function AdminOrganisationSettings({ loaderData }: Route.ComponentProps) {
  return <OrganisationScreen {...loaderData} />;
}
