// /admin/seo — SEO per page: pages and posts searched on their titles and slug, listed with
// the French title and the public path, most recently updated first (spec), 10 per page by
// default (in the URL and in SQL); a dialog edits a page's meta title and description in
// French and English. Admins only, checked by the loader and the action.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { parseAdminSeoParams } from "~/pages/admin-schema";
import { listSeoPages, seoActions } from "~/seo/admin-seo.server";
import { SeoScreen } from "~/seo/seo-screen";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/seo";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.seo.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAdminSeoParams(url.searchParams);
  const list = await settle("admin seo pages", listSeoPages(params));
  return {
    params,
    ...listOrEmpty("pages", list, params.size),
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, seoActions());
}

export default function AdminSeo({ loaderData }: Route.ComponentProps) {
  return <SeoScreen {...loaderData} />;
}
