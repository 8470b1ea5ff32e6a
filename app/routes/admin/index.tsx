// /admin: the dashboard — what is waiting for someone, the coming sessions and their fill,
// this month's figures, registrations per week and the latest changes. Each section is read
// through settle(): one that fails shows its own error, not a 500 (~/admin/dashboard.server).
// Staff who run attendance without being admins see its card alone (decision 022); the action
// dismisses a drop-out alert.

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
import { requireEditorOf } from "~/admin/permissions.server";
import { attendanceWatch, attendanceWatchActions } from "~/attendance/watch.server";
import { sessionsAwaitingDecision } from "~/communications/decisions.server";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = getViewer(context).isAdmin ? null : await requireEditorOf(context, "attendance");
  const { lang } = getViewer(context);
  const attendance = settle("dashboard attendance", attendanceWatch(lang));
  if (staff) {
    const only = { queues: null, upcoming: null, kpis: null, weekly: null, audit: null };
    return { dashboard: { ...only, attendance: await attendance, scope: "attendance" } satisfies Dashboard };
  }
  const now = new Date();
  const [queues, decisions, upcoming, kpis, weekly, audit, watch] = await Promise.all([
    settle("dashboard queues", dashboardQueues(now)),
    settle("dashboard decisions", sessionsAwaitingDecision(now)),
    settle("dashboard sessions", upcomingSessions(lang, now)),
    settle("dashboard figures", dashboardKpis(now)),
    settle("dashboard weekly registrations", weeklyRegistrations(now)),
    settle("dashboard audit entries", dashboardAudit()),
    attendance,
  ]);
  return {
    dashboard: {
      queues,
      decisions,
      upcoming,
      kpis,
      weekly,
      audit,
      attendance: watch,
      scope: "all",
    } satisfies Dashboard,
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, attendanceWatchActions);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen dashboard={loaderData.dashboard} />;
}
