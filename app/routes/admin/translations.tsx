// /admin/translations — the site's texts (spec "Translations"): search on key, French and
// English, a category filter with all categories and a "missing or identical in English"
// filter, ordered by key, 10 per page by default (all in the URL and in SQL); each row edited
// inline one at a time (French, English, context), reset to the locale files' text after
// confirming; add a key in a modal; each language's completeness. A saved text replaces the
// default on the public site at the next request. Admins only, checked by the loader and the action.
import { adminAction } from "~/admin/action.server";
import {
  listAdminTranslations,
  listTranslationCategories,
  translationActions,
  translationCompleteness,
} from "~/i18n/admin-translations.server";
import { parseAdminTranslationParams } from "~/i18n/admin-translations-schema";
import { TranslationsScreen } from "~/i18n/translations-screen";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/translations";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.translations.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAdminTranslationParams(url.searchParams);
  const [list, categories, completeness] = await Promise.all([
    settle("admin translations", listAdminTranslations(params)),
    settle("translation categories", listTranslationCategories()),
    settle("translation completeness", translationCompleteness()),
  ]);
  return {
    params,
    list: list ?? { translations: [], total: 0, page: 1, totalPages: 1, size: params.size },
    categories: categories ?? [],
    completeness,
    hasLoadError: list === null || categories === null,
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, translationActions());
}

export default function AdminTranslations({ loaderData }: Route.ComponentProps) {
  return <TranslationsScreen {...loaderData} />;
}
