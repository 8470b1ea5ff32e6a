// /ressources — the resources list. Search, type filter and paging live in the URL
// (?q=&type=&page=) and are done in SQL; the action creates a resource (admins only).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { adminAction } from "~/admin/action.server";
import { useEditorTarget } from "~/forms/use-editor-target";
import { resourceActions } from "~/resources/admin-resources.server";
import { ResourceCard } from "~/resources/resource-card";
import { ResourceEditor } from "~/resources/resource-editor";
import { listResources, loadResourceLookups } from "~/resources/resources.server";
import { parseResourceListParams, RESOURCE_TYPES } from "~/resources/schema";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { Button } from "~/ui/button";
import { Select } from "~/ui/field";
import { ListEmptyState, ListResults, ListToolbar } from "~/ui/list-results";
import { PageBand } from "~/ui/page-band";
import { preservedParams } from "~/ui/pagination";
import type { Route } from "./+types/resources";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.resources.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, isAdmin } = getViewer(context);
  const params = parseResourceListParams(url.searchParams);
  const [list, lookups] = await Promise.all([
    settle("resources", listResources({ ...params, lang })),
    // Only the editor needs them, and only admins get the editor.
    isAdmin ? loadResourceLookups() : null,
  ]);
  return {
    params,
    isAdmin,
    lookups,
    list: list ?? { resources: [], total: 0, page: 1, totalPages: 1 },
    hasLoadError: list === null,
  };
}

/** Creates a resource (the editor's "add" mode). Admins only, checked before anything else. */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, resourceActions({ allowed: ["create"] }));
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { params, isAdmin, lookups, list, hasLoadError } = loaderData;
  const editor = useEditorTarget();
  const isFiltered = params.q !== "" || params.type !== null;

  return (
    <>
      <PageBand
        title={t("pages.resources.title")}
        subtitle={t("pages.resources.subtitle")}
        add={
          isAdmin
            ? { label: t("pages.resources.add"), onClick: () => editor.openNew(), variant: "secondary" }
            : undefined
        }
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
        <ListToolbar
          q={params.q}
          searchLabel={t("pages.resources.search_label")}
          searchPlaceholder={t("pages.resources.search_placeholder")}
          layout="inline"
        >
          <TypeFilter value={params.type} />
        </ListToolbar>

        <ListResults
          headingId="resources-results"
          count={t("pages.resources.results", { count: list.total })}
          items={list.resources}
          itemKey={(resource) => resource.id}
          renderItem={(resource) => <ResourceCard resource={resource} />}
          empty={
            <ListEmptyState
              title={t("pages.resources.empty")}
              isFiltered={isFiltered}
              hint={t("pages.resources.empty_hint")}
              resetLabel={t("pages.resources.reset")}
            />
          }
          page={list.page}
          totalPages={list.totalPages}
          loadError={hasLoadError ? t("pages.resources.error.load") : null}
        />

        {isAdmin && lookups ? <ResourceEditor {...editor.dialog} action="/ressources" lookups={lookups} /> : null}
      </div>
    </>
  );
}

/** The type filter: a GET form that submits on change (and through its button without JavaScript). */
function TypeFilter({ value }: { value: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const id = useId();
  const kept = preservedParams(location.search, ["type", "page"]);
  return (
    <Form method="get" action={location.pathname} preventScrollReset className="flex items-center gap-2">
      {kept.map(([key, val], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat
        <input key={`${key}-${index}`} type="hidden" name={key} value={val} />
      ))}
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-800">
        {t("pages.resources.type_filter")}
      </label>
      <Select
        key={value ?? ""}
        id={id}
        name="type"
        defaultValue={value ?? ""}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="min-w-44"
      >
        <option value="">{t("pages.resources.all_types")}</option>
        {RESOURCE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`pages.resources.types.${type}`)}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="outline" className="sr-only focus:not-sr-only">
        {t("pages.resources.apply")}
      </Button>
    </Form>
  );
}
