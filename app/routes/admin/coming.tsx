// A sidebar entry whose screen is not built yet (see app/admin/links.ts): it answers, guarded
// like every admin screen, and says so, rather than leading to a 404.
import { useTranslation } from "react-i18next";
import { ADMIN_LINKS } from "~/admin/links";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/coming";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, `admin.links.${loaderData?.key ?? "dashboard"}`);
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin(context);
  const link = ADMIN_LINKS.find((candidate) => candidate.to === url.pathname.replace(/\/$/, ""));
  return { key: link?.key ?? "dashboard" };
}

export default function ComingScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t(`admin.links.${loaderData.key}`)} />
      <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{t("admin.coming")}</p>
    </div>
  );
}
