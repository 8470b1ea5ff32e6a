// /admin/pages — pages and blog posts: searched on their titles and slug, filtered by type
// (all, pages, blog) and status, most recently updated first, 10 per page by default (all in
// the URL and in SQL); preview on the public site in a new tab (drafts: admins only), add,
// edit and delete after confirming (the fixed pages are never deleted). `?edit=<id>` opens a
// page's editor (the public pages' Edit link), `?edit=new` an empty one; `&revision=<id>`
// also answers that saved version (the editor's history loads it with a fetcher).
// Admins only, checked by the loader and the action.
import { adminAction } from "~/admin/action.server";
import { listOrEmpty } from "~/admin/list/list-loader";
import { isEditMissing, readEditParam } from "~/forms/edit-param";
import {
  getAdminPage,
  getPageRevision,
  listAdminPages,
  listBlogCategoryChoices,
  pageActions,
} from "~/pages/admin-pages.server";
import { parseAdminPageParams } from "~/pages/admin-schema";
import { PagesScreen } from "~/pages/pages-screen";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/pages";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.pages.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAdminPageParams(url.searchParams);
  const editParam = readEditParam(url.searchParams);
  const { edit, id: editId } = editParam;
  const revisionId = url.searchParams.get("revision");
  const [list, categories, editing, revision] = await Promise.all([
    settle("admin pages", listAdminPages(params)),
    settle("blog categories", listBlogCategoryChoices()),
    editId ? settle("admin page", getAdminPage(editId)) : null,
    editId && revisionId ? settle("page revision", getPageRevision(editId, revisionId)) : null,
  ]);
  return {
    params,
    ...listOrEmpty("pages", list, params.size),
    categories,
    edit,
    editing,
    /** `?edit=` named a page that is not there (deleted since, or a made-up id or value). */
    isEditMissing: isEditMissing(editParam, editing),
    revision,
  };
}

export async function action(args: Route.ActionArgs) {
  // A delete goes back to the list as it was, without the editor.
  const back = new URL(args.url);
  back.searchParams.delete("edit");
  back.searchParams.delete("revision");
  return adminAction(args, pageActions(`${back.pathname}${back.search}`));
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  return <PagesScreen {...loaderData} />;
}
