// /admin/permissions — the permission matrix (spec "Admin profiles and permissions"): roles ×
// the 7 modules × view/create/edit/delete, the spec's toggle rules, saved with one upsert.
// What it allows is enforced by can() (decision 010); this route reads and saves.
import { adminAction } from "~/admin/action.server";
import { PermissionMatrix } from "~/permissions/permission-matrix";
import { getMatrix, permissionActions } from "~/permissions/permissions.server";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/permissions";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.permissions.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { matrix: await settle("permission matrix", getMatrix()) };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, permissionActions);
}

export default function AdminPermissions({ loaderData }: Route.ComponentProps) {
  return <PermissionMatrix matrix={loaderData.matrix} />;
}
