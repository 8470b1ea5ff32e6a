// /admin/categories — the course categories (spec "Categories"): searched on names and
// descriptions in both languages (?q=, in SQL), added and edited in a modal, archived (never
// deleted) or restored, reordered with the shared move buttons. The rules live in
// ~/categories/admin-categories.server; this route reads and dispatches. Admins only, checked
// by the loader and the action.
import { adminAction } from "~/admin/action.server";
import { categoryActions, loadAdminCategories } from "~/categories/admin-categories.server";
import { CategoriesScreen } from "~/categories/categories-screen";
import { parseListParams } from "~/forms/list-params";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/categories";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.categories.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { q } = parseListParams(url.searchParams);
  const categories = await settle("admin categories", loadAdminCategories({ q }));
  return { q, categories: categories ?? [], hasLoadError: categories === null };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, categoryActions);
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen {...loaderData} />;
}
