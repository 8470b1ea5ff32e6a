// /admin/compliance/categories — the annual activity report's categories as data (delivery.md
// §8): funding sources, participant types, objectives and specialties, by kind (?kind=), added,
// renamed, renumbered and retired without a release. Governed by the matrix's "compliance"
// module; the loader and the action check.
import { adminAction } from "~/admin/action.server";
import { requireEditorOf } from "~/admin/permissions.server";
import { bpfCategoryActions, listAdminBpfCategories } from "~/compliance/admin-bpf-categories.server";
import { parseBpfCategoryParams } from "~/compliance/admin-schema";
import { CategoriesScreen } from "~/compliance/categories-screen";
import { settle } from "~/server/settle.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/compliance-categories";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.bpf_categories.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "compliance");
  const params = parseBpfCategoryParams(url.searchParams);
  const categories = await settle("bpf categories", listAdminBpfCategories(params));
  return { params, categories: categories ?? [], hasLoadError: categories === null };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, bpfCategoryActions);
}

export default function AdminBpfCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen {...loaderData} />;
}
