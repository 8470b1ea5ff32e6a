// /admin/sessions/:id/waitlist — a session's waiting list for staff (issue 28, delivery.md §5):
// the seats, the queue with positions, priorities and live offers' countdowns, the closed
// entries; offer now, skip, move to another date of the course, register over capacity, and
// invite the people waiting for the course's other dates to this one. Staff who run sessions use
// it: the permission matrix's "sessions" module (decision 022); the loader and the action each check.
import { adminAction } from "~/admin/action.server";
import { requireEditorOf } from "~/admin/permissions.server";
import { SESSIONS_DESK_HREF } from "~/admin/screen-links";
import { isUuid } from "~/forms/validate";
import { formatDateRange } from "~/i18n/format";
import { notFound } from "~/server/responses.server";
import type { BreadcrumbHandle } from "~/shell/breadcrumb-trail";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { loadWaitlistPage, waitlistActions } from "~/waitlist/admin-waitlist.server";
import { WaitlistScreen } from "~/waitlist/waitlist-screen";
import type { Route } from "./+types/session-waitlist";

type PageData = Awaited<ReturnType<typeof loader>> | undefined;

export const handle: BreadcrumbHandle = {
  // The session's crumb is named by its course and dates, as on its roster.
  parents: (data, lang) => {
    const session = (data as PageData)?.page.session;
    if (!session) return {};
    const title = lang === "en" ? session.course_title_en || session.course_title_fr : session.course_title_fr;
    return {
      [`/admin/sessions/${session.id}`]: `${title} — ${formatDateRange(session.start_date, session.end_date, lang)}`,
    };
  },
};

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.waitlist.title");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "sessions");
  if (!isUuid(params.id)) throw notFound();
  const page = await loadWaitlistPage(params.id);
  if (!page) throw notFound();
  return { page };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, waitlistActions(args.params.id));
}

export default function AdminSessionWaitlist({ loaderData }: Route.ComponentProps) {
  return <WaitlistScreen page={loaderData.page} />;
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      loadError="admin.waitlist.error.load"
      back={{ to: SESSIONS_DESK_HREF, label: "admin.sessions.back_to_desk" }}
      notFound={{ message: "admin.waitlist.errors.not_found" }}
    />
  );
}
