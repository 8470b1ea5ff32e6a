import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/server/viewer.server";
import { cn } from "~/ui/cn";
import type { Route } from "./+types/layout";

// The back office's screens that exist, in the spec's sidebar order. A screen joins the list
// with its route: a link to a screen not built yet would be a dead end (the spec's other
// entries, /admin/settings/general … /admin/profiles, have their labels in admin.links.*).
export const ADMIN_LINKS = [{ to: "/admin/testimonials", key: "testimonials" }] as const;

// Each admin route checks for itself too: a layout's check does not protect its children.
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row">
      <nav aria-label={t("admin.sidebar_label")} className="lg:w-64 lg:shrink-0">
        <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
          {ADMIN_LINKS.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    "block rounded-md px-3 py-2 text-sm font-medium",
                    isActive ? "bg-secondary text-white" : "text-slate-700 hover:bg-slate-100",
                  )
                }
              >
                {t(`admin.links.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
