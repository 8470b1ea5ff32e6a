import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/server/auth.server";
import { cn } from "~/ui/cn";
import type { Route } from "./+types/layout";

export const ADMIN_LINKS = [
  { to: "/admin/settings/general", key: "general" },
  { to: "/admin/settings/advanced", key: "advanced" },
  { to: "/admin/categories", key: "categories" },
  { to: "/admin/case-studies", key: "case_studies" },
  { to: "/admin/seo", key: "seo" },
  { to: "/admin/stats", key: "stats" },
  { to: "/admin/pages", key: "pages" },
  { to: "/admin/agencies", key: "agencies" },
  { to: "/admin/trainers", key: "trainers" },
  { to: "/admin/translations", key: "translations" },
  { to: "/admin/help", key: "help" },
  { to: "/admin/newsletter", key: "newsletter" },
  { to: "/admin/messages", key: "messages" },
  { to: "/admin/testimonials", key: "testimonials" },
  { to: "/admin/roles", key: "roles" },
  { to: "/admin/permissions", key: "permissions" },
  { to: "/admin/partners", key: "partners" },
  { to: "/admin/clients", key: "clients" },
  { to: "/admin/profiles", key: "profiles" },
] as const;

// Each admin route checks for itself too: a layout's check does not protect its children.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
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
