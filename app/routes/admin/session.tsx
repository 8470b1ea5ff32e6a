// /admin/sessions/:id — a session's roster (issue "Back office II"): facts, fill, registrations
// and their moves, the session's moves. Linked from the calendar's cards and the course page's
// sessions for admins. The rules live in ~/registrations/lifecycle.server; this route reads and
// dispatches.

import { adminAction } from "~/admin/action.server";
import { editorRights, requireEditorOf } from "~/admin/permissions.server";
import { SESSIONS_DESK_HREF } from "~/admin/screen-links";
import { loadFundingOptions } from "~/compliance/bpf-categories.server";
import { getRoster } from "~/registrations/roster.server";
import { rosterActions } from "~/registrations/roster-actions.server";
import { RosterScreen } from "~/registrations/roster-screen";
import { sessionTitle } from "~/registrations/roster-title";
import { notFound } from "~/server/responses.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import type { Route } from "./+types/session";

export const handle: BreadcrumbHandle = {
  breadcrumb: (data, lang) => {
    const roster = (data as Awaited<ReturnType<typeof loader>> | undefined)?.roster;
    return roster ? sessionTitle(roster.session, lang) : undefined;
  },
};

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.sessions.title");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = await requireEditorOf(context, "sessions");
  const roster = await getRoster(params.id);
  if (!roster) throw notFound();
  // The attendance board and the certificates are modules of their own: their links show only
  // to those who may open them.
  const [attendance, certificates, fundingOptions] = await Promise.all([
    editorRights(user, "attendance"),
    editorRights(user, "certificates"),
    loadFundingOptions(),
  ]);
  return { roster, canOpenAttendance: attendance.any, canOpenCertificates: certificates.any, fundingOptions };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, rosterActions(args.params.id, args.url.pathname));
}

export default function AdminSession({ loaderData, params }: Route.ComponentProps) {
  return (
    <RosterScreen
      roster={loaderData.roster}
      actionUrl={`/admin/sessions/${params.id}`}
      canOpenAttendance={loaderData.canOpenAttendance}
      canOpenCertificates={loaderData.canOpenCertificates}
      fundingOptions={loaderData.fundingOptions}
    />
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      loadError="admin.sessions.error.load"
      back={{ to: SESSIONS_DESK_HREF, label: "admin.sessions.back_to_desk" }}
      notFound={{ message: "admin.sessions.error.not_found" }}
    />
  );
}
