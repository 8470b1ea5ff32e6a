// /admin/roles — users and roles (spec "Roles"): the users newest first with search, role
// and status filters; inline role edit; add a user (invited by e-mail to choose a password);
// deactivate or reactivate; resend the invitation; delete after typing the exact e-mail.
// The rules live in ~/users/admin-users.server; this route reads and dispatches.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { parseUserListParams } from "~/users/admin-schema";
import { listAdminUsers, listProfileChoices, userActions } from "~/users/admin-users.server";
import { RolesScreen } from "~/users/roles-screen";
import type { Route } from "./+types/roles";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.roles.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const actor = requireAdmin(context);
  const params = parseUserListParams(url.searchParams);
  const [list, profiles] = await Promise.all([
    settle("admin users", listAdminUsers(params)),
    settle("admin profile choices", listProfileChoices()),
  ]);
  return {
    params,
    ...listOrEmpty("users", list, params.size),
    profiles: profiles ?? [],
    actor: { id: actor.id, role: actor.role },
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, userActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminRoles({ loaderData }: Route.ComponentProps) {
  return <RolesScreen {...loaderData} />;
}
