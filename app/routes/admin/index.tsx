// /admin: the dashboard — what is waiting for someone, the coming sessions and their fill,
// this month's figures, registrations per week and the latest changes. Each section is read
// through settle(): one that fails shows its own error, not a 500 (~/admin/dashboard.server).
// Staff who are not admins see the cards of the modules they hold alone — attendance, the
// incidents to handle (surveys), the accessibility requests to contact (decision 022); the
// action dismisses a drop-out alert.

import { adminAction } from "~/admin/action.server";
import type { Dashboard } from "~/admin/dashboard";
import {
  dashboardAudit,
  dashboardKpis,
  dashboardQueues,
  upcomingSessions,
  weeklyRegistrations,
} from "~/admin/dashboard.server";
import { DashboardScreen } from "~/admin/dashboard-screen";
import { DASHBOARD_MODULES } from "~/admin/links";
import { type PermissionModule, requireEditorOfAny } from "~/admin/permissions.server";
import { attendanceWatch, attendanceWatchActions } from "~/attendance/watch.server";
import { sessionsAwaitingDecision } from "~/communications/decisions.server";
import { accessibilityWatch } from "~/compliance/admin-accessibility.server";
import { incidentWatch } from "~/quality/admin-incidents.server";
import { clock } from "~/server/clock.server";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { modules } = await requireEditorOfAny(context, DASHBOARD_MODULES);
  const { lang, isAdmin } = getViewer(context);
  // The cards of the modules the reader holds (undefined: not theirs).
  const card = <T,>(module: PermissionModule, what: string, read: () => Promise<T>) =>
    modules.includes(module) ? settle(what, read()) : undefined;
  const cards = Promise.all([
    card("attendance", "dashboard attendance", () => attendanceWatch(lang)),
    card("surveys", "dashboard incidents", () => incidentWatch(clock().now())),
    card("accessibility", "dashboard accessibility", () => accessibilityWatch(clock().now())),
  ]).then(([attendance, incidents, accessibility]) => ({ attendance, incidents, accessibility }));
  if (!isAdmin) {
    const only = { queues: null, upcoming: null, kpis: null, weekly: null, audit: null };
    return { dashboard: { ...only, ...(await cards), scope: "staff" } satisfies Dashboard };
  }
  const now = new Date();
  const [queues, decisions, upcoming, kpis, weekly, audit, theirs] = await Promise.all([
    settle("dashboard queues", dashboardQueues(now)),
    settle("dashboard decisions", sessionsAwaitingDecision(now)),
    settle("dashboard sessions", upcomingSessions(lang, now)),
    settle("dashboard figures", dashboardKpis(now)),
    settle("dashboard weekly registrations", weeklyRegistrations(now)),
    settle("dashboard audit entries", dashboardAudit()),
    cards,
  ]);
  return {
    dashboard: { queues, decisions, upcoming, kpis, weekly, audit, ...theirs, scope: "all" } satisfies Dashboard,
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, attendanceWatchActions);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen dashboard={loaderData.dashboard} />;
}
