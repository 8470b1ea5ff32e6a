import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ADMIN_LINKS } from "~/routes/admin/layout";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/settings";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireAdmin(context);
  return { name: user.full_name || user.email };
}

/** The back office's landing page: where each management screen lives. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="text-3xl font-bold text-secondary">{t("admin.title")}</h1>
      <p className="mt-2 text-slate-600">{t("admin.welcome", { name: loaderData.name })}</p>
      <p className="text-slate-600">{t("admin.intro")}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {ADMIN_LINKS.map((link) => (
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
  );
}
