// /admin/sessions/:id/communications — a session's communication timeline (issue 27,
// delivery.md §4): per participant and step what is planned, sent, failed or bounced, with
// "send now", "resend" and "preview as this participant"; the trainer's pack; the changes told.
// Staff who run sessions use it: the permission matrix's "sessions" module (decision 022); the
// loader and the action each check.
import { adminAction } from "~/admin/action.server";
import { requireEditorOf } from "~/admin/permissions.server";
import { SESSIONS_DESK_HREF } from "~/admin/screen-links";
import { communicationActions } from "~/communications/admin-communications.server";
import { CommunicationsScreen } from "~/communications/communications-screen";
import { loadSessionTimeline } from "~/communications/timeline.server";
import { isUuid } from "~/forms/validate";
import { formatDateRange } from "~/i18n/format";
import { clock } from "~/server/clock.server";
import { notFound } from "~/server/responses.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import type { Route } from "./+types/session-communications";

type PageData = Awaited<ReturnType<typeof loader>> | undefined;

export const handle: BreadcrumbHandle = {
  // The session's crumb is named by its course and dates, as on its roster.
  parents: (data, lang) => {
    const session = (data as PageData)?.timeline.session;
    if (!session) return {};
    const title = lang === "en" ? session.course_title_en || session.course_title_fr : session.course_title_fr;
    return {
      [`/admin/sessions/${session.id}`]: `${title} — ${formatDateRange(session.start_date, session.end_date, lang)}`,
    };
  },
};

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.communications.title");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "sessions");
  if (!isUuid(params.id)) throw notFound();
  const timeline = await loadSessionTimeline(params.id, new Date(clock().now()));
  if (!timeline) throw notFound();
  return { timeline };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, communicationActions(args.params.id));
}

export default function AdminSessionCommunications({ loaderData }: Route.ComponentProps) {
  return <CommunicationsScreen timeline={loaderData.timeline} />;
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      loadError="admin.communications.error.load"
      back={{ to: SESSIONS_DESK_HREF, label: "admin.sessions.back_to_desk" }}
      notFound={{ message: "admin.communications.error.not_found" }}
    />
  );
}
