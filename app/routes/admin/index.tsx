// /admin: the dashboard — what is waiting for someone, the coming sessions and their fill,
// this month's figures, registrations per week and the latest changes. Each section is read
// through settle(): one that fails shows its own error, not a 500 (~/admin/dashboard.server).

import type { Dashboard } from "~/admin/dashboard";
import {
  dashboardAudit,
  dashboardKpis,
  dashboardQueues,
  upcomingSessions,
  weeklyRegistrations,
} from "~/admin/dashboard.server";
import { DashboardScreen } from "~/admin/dashboard-screen";
import { settle } from "~/server/settle.server";
import { getViewer, requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { lang } = getViewer(context);
  const now = new Date();
  const [queues, upcoming, kpis, weekly, audit] = await Promise.all([
    settle("dashboard queues", dashboardQueues(now)),
    settle("dashboard sessions", upcomingSessions(lang, now)),
    settle("dashboard figures", dashboardKpis(now)),
    settle("dashboard weekly registrations", weeklyRegistrations(now)),
    settle("dashboard audit entries", dashboardAudit()),
  ]);
  return { dashboard: { queues, upcoming, kpis, weekly, audit } satisfies Dashboard };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen dashboard={loaderData.dashboard} />;
}
