import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useNavigation } from "react-router";
import { adminCounts } from "~/admin/counts.server";
import { ADMIN_DASHBOARD, ADMIN_LINK_GROUPS, type AdminLink, backOfficeHome, hasDashboard } from "~/admin/links";
import { writableModules } from "~/admin/permissions.server";
import { settle } from "~/server/settle.server";
import { getViewer, requireAdmin } from "~/server/viewer.server";
import { cn } from "~/ui/cn";
import type { Route } from "./+types/layout";

// Each admin route checks for itself too: a layout's check does not protect its children.
// Admins get every screen; a staff role whose matrix rows let it write in a module gets that
// module's screens (the sessions desk for operators), and the sidebar lists only those.
export async function loader({ context }: Route.LoaderArgs) {
  const { user, isAdmin } = getViewer(context);
  if (isAdmin) {
    // The sidebar's counts are a help, not the page: without them the screen still works.
    const counts = await settle("admin counts", adminCounts());
    return { counts, modules: null };
  }
  const modules = await writableModules(user);
  if (!backOfficeHome(modules)) requireAdmin(context);
  return { counts: null, modules };
}

/** The sidebar's groups as `modules` allow (null: an admin's, everything). */
function visibleGroups(modules: readonly string[] | null) {
  if (modules === null) return ADMIN_LINK_GROUPS;
  return ADMIN_LINK_GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => link.module && modules.includes(link.module)),
  })).filter((group) => group.links.length > 0);
}

function SidebarLink({ link, count }: { link: AdminLink; count?: number }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={link.to}
      end={link.to === "/admin"}
      className={({ isActive }) =>
        cn(
          "flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium",
          isActive ? "bg-secondary text-white" : "text-slate-700 hover:bg-slate-100",
        )
      }
    >
      <span>{t(`admin.links.${link.key}`)}</span>
      {count ? (
        <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
          {count}
          <span className="sr-only"> {t(`admin.badges.${link.badge}`, { count })}</span>
        </span>
      ) : null}
    </NavLink>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { counts, modules } = loaderData;
  // Phones: the sidebar folds behind a button; wide screens always show it.
  const [isOpen, setIsOpen] = useState(false);
  // The guard's loading indicator (spec): while the next screen's loaders run.
  const isLoading = useNavigation().state === "loading";
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row">
      {isLoading ? (
        <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent">
          <span className="sr-only">{t("admin.loading")}</span>
        </div>
      ) : null}
      <nav aria-label={t("admin.sidebar_label")} className="lg:w-64 lg:shrink-0">
        <button
          type="button"
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm font-semibold text-slate-800 lg:hidden"
          aria-expanded={isOpen}
          aria-controls="admin-sidebar"
          onClick={() => setIsOpen((open) => !open)}
        >
          {t("admin.menu")}
        </button>
        <div id="admin-sidebar" className={cn("mt-2 flex-col gap-4 lg:mt-0 lg:flex", isOpen ? "flex" : "hidden")}>
          {hasDashboard(modules) ? <SidebarLink link={ADMIN_DASHBOARD} /> : null}
          {visibleGroups(modules).map((group) => (
            <div key={group.key}>
              <h2 className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {t(`admin.groups.${group.key}`)}
              </h2>
              <ul className="mt-1 flex flex-col gap-0.5">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <SidebarLink link={link} count={link.badge && counts ? counts[link.badge] : undefined} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
