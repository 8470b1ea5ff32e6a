// /admin/settings/advanced — theme colours, carousel speed, social links and the site-wide
// SEO texts (French and English). Admins only, checked by the loader and the action.
import { adminAction } from "~/admin/action.server";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { advancedSettingsActions, loadAdvancedSettings } from "~/site/admin-settings.server";
import { AdvancedSettingsScreen } from "~/site/advanced-settings-screen";
import type { Route } from "./+types/settings-advanced";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.settings.advanced.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { values: await settle("advanced settings", loadAdvancedSettings()) };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, advancedSettingsActions);
}

export default function AdminAdvancedSettings({ loaderData }: Route.ComponentProps) {
  return <AdvancedSettingsScreen values={loaderData.values} />;
}
