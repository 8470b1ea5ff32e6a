// /admin/sessions — the sessions desk (issue 23): every session, upcoming by default, filtered,
// searched and paged in SQL, with its fill and roster link; create, edit, duplicate and cancel
// from here. The permission matrix's "sessions" module governs it, as it governs the calendar's
// editor: whoever may write sessions there runs the desk (admins always); the loader and the
// action each check.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { requireEditorOf } from "~/admin/permissions.server";
import { listAdminSessions, sessionDeskActions } from "~/registrations/admin-registrations.server";
import { parseAdminSessionParams } from "~/registrations/admin-schema";
import { SessionsDeskScreen } from "~/registrations/sessions-desk-screen";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { listSessionEditorOptions } from "~/sessions/admin-sessions.server";
import { todayIso } from "~/sessions/schema";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/sessions";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.session_desk.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { rights } = await requireEditorOf(context, "sessions");
  const params = parseAdminSessionParams(url.searchParams);
  const [list, options] = await Promise.all([
    settle("admin sessions", listAdminSessions(params)),
    listSessionEditorOptions(getViewer(context).lang),
  ]);
  return {
    params,
    ...listOrEmpty("sessions", list, params.size),
    options,
    today: todayIso(),
    rights: { create: rights.create, edit: rights.edit },
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, sessionDeskActions);
}

export default function AdminSessions({ loaderData }: Route.ComponentProps) {
  return <SessionsDeskScreen {...loaderData} />;
}
