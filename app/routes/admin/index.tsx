// /admin: the back office's landing page. Until the dashboard of things to act on lands
// (issue "Back office I", section 3), it greets and lists every screen by group.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ADMIN_LINK_GROUPS } from "~/admin/links";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireAdmin(context);
  return { name: user.full_name || user.email };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-secondary">{t("admin.title")}</h1>
        <p className="mt-2 text-slate-600">{t("admin.welcome", { name: loaderData.name })}</p>
        <p className="text-slate-600">{t("admin.intro")}</p>
      </div>
      {ADMIN_LINK_GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`admin-group-${group.key}`}>
          <h2 id={`admin-group-${group.key}`} className="text-lg font-semibold text-slate-800">
            {t(`admin.groups.${group.key}`)}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="block rounded-xl bg-white p-4 font-semibold text-secondary shadow-sm ring-1 ring-slate-200 hover:ring-primary"
                >
                  {t(`admin.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
