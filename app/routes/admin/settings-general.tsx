// /admin/settings/general — the site's images, name, texts (French and English) and contact
// details. Admins only, checked by the loader and the action (adminAction).
import { adminAction } from "~/admin/action.server";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { generalSettingsActions, loadGeneralSettings } from "~/site/admin-settings.server";
import { GeneralSettingsScreen } from "~/site/general-settings-screen";
import type { Route } from "./+types/settings-general";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.settings.general.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { settings: await settle("general settings", loadGeneralSettings()) };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, generalSettingsActions);
}

export default function AdminGeneralSettings({ loaderData }: Route.ComponentProps) {
  return <GeneralSettingsScreen settings={loaderData.settings} />;
}
