// /trainer — the trainer's own sessions (delivery.md §2). Only the role `teacher`: admins and
// staff follow attendance on the staff board, whose rights the permission matrix gives; this
// area is the trainer's desk, where every write is done as the session's trainer, so an admin
// gets the refused page here rather than a read-only copy that could drift from the board.
import { listTrainerSessions } from "~/attendance/trainer.server";
import { pageParam } from "~/forms/list-params";
import { clock } from "~/server/clock.server";
import { requireRole } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { PAST_PAGE_PARAM, UPCOMING_PAGE_PARAM } from "~/trainer-area/schema";
import { TrainerSessionsScreen } from "~/trainer-area/trainer-sessions-screen";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "trainer.sessions.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const trainer = requireRole(context, "teacher");
  // Own sessions only: the trainer comes from the session cookie, never from the URL.
  return listTrainerSessions(trainer.id, {
    nowMs: clock().now(),
    upcomingPage: pageParam.parse(url.searchParams.get(UPCOMING_PAGE_PARAM) ?? undefined),
    pastPage: pageParam.parse(url.searchParams.get(PAST_PAGE_PARAM) ?? undefined),
  });
}

export default function TrainerSessions({ loaderData }: Route.ComponentProps) {
  return <TrainerSessionsScreen {...loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary title="trainer.sessions.title" loadError="trainer.sessions.error.load" />;
}
