// /services — the services list. Search, filters and paging live in the URL
// (?q=&featured=1&size=&tag=&page=) and are done in SQL; the action creates a service (admins only).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { adminAction } from "~/admin/action.server";
import { useEditorTarget } from "~/forms/use-editor-target";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { serviceActions } from "~/services/admin-services.server";
import { activeServiceFilterCount, parseServiceListParams, type ServiceListParams } from "~/services/schema";
import { ServiceCard } from "~/services/service-card";
import { ServiceEditor } from "~/services/service-editor";
import { ServiceSizeOptions } from "~/services/service-size-options";
import { listServices, listServiceTags } from "~/services/services.server";
import { keyMeta } from "~/shell/meta";
import { Checkbox, Field, Select } from "~/ui/field";
import { FilterPanel } from "~/ui/filter-panel";
import { ListEmptyState, ListResults, ListToolbar } from "~/ui/list-results";
import { PageBand } from "~/ui/page-band";
import type { Route } from "./+types/services";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.services.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, isAdmin } = getViewer(context);
  const parsed = parseServiceListParams(url.searchParams);
  // A service's size is the editors' own field (how its card is laid out, not what it offers):
  // visitors neither see that filter nor filter by it through the address.
  const params = { ...parsed, size: isAdmin ? parsed.size : null };
  const [list, tags] = await Promise.all([
    settle("services", listServices({ ...params, lang })),
    settle("service tags", listServiceTags(lang)),
  ]);
  return {
    params,
    isAdmin,
    // Unreadable, the tag filter is left out, as when there are none.
    tags: tags ?? [],
    list: list ?? { services: [], total: 0, page: 1, totalPages: 1 },
    hasLoadError: list === null,
  };
}

/** Creates a service (the editor's "add" mode). Admins only, checked before anything else. */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, serviceActions({ allowed: ["create"] }));
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { params, isAdmin, tags, list, hasLoadError } = loaderData;
  const editor = useEditorTarget();
  const isFiltered = params.q !== "" || activeServiceFilterCount(params) > 0;

  return (
    <>
      <PageBand
        title={t("pages.services.title")}
        subtitle={t("pages.services.subtitle")}
        add={
          isAdmin
            ? { label: t("pages.services.add"), onClick: () => editor.openNew(), variant: "secondary" }
            : undefined
        }
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
        <ListToolbar
          q={params.q}
          searchLabel={t("pages.services.search_label")}
          searchPlaceholder={t("pages.services.search_placeholder")}
        >
          <ServiceFilters params={params} tags={tags} showsSize={isAdmin} />
        </ListToolbar>

        <ListResults
          headingId="services-results"
          count={t("pages.services.results", { count: list.total })}
          items={list.services}
          itemKey={(service) => service.id}
          renderItem={(service) => <ServiceCard service={service} />}
          empty={
            <ListEmptyState
              title={t("pages.services.empty")}
              isFiltered={isFiltered}
              hint={t("pages.services.empty_hint")}
              resetLabel={t("pages.services.filters.reset")}
            />
          }
          page={list.page}
          totalPages={list.totalPages}
          loadError={hasLoadError ? t("pages.services.error.load") : null}
        />

        {isAdmin ? <ServiceEditor {...editor.dialog} action="/services" /> : null}
      </div>
    </>
  );
}

function ServiceFilters({
  params,
  tags,
  showsSize,
}: {
  params: ServiceListParams;
  tags: string[];
  showsSize: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const active = activeServiceFilterCount(params);

  return (
    <FilterPanel
      title={t("pages.services.filters.title")}
      names={showsSize ? ["featured", "size", "tag"] : ["featured", "tag"]}
      activeCount={active}
      activeLabel={t("pages.services.filters.active", { count: active })}
      applyLabel={t("pages.services.filters.apply")}
      resetLabel={t("pages.services.filters.reset")}
      columns={showsSize ? "sm:grid-cols-3" : "sm:grid-cols-2"}
    >
      {showsSize ? (
        <Field id={`${id}-size`} label={t("pages.services.filters.size")} name="size">
          <Select key={params.size ?? ""} defaultValue={params.size ?? ""}>
            <option value="">{t("pages.services.filters.all")}</option>
            <ServiceSizeOptions />
          </Select>
        </Field>
      ) : null}
      <Field id={`${id}-tag`} label={t("pages.services.filters.tag")} name="tag">
        <Select key={params.tag ?? ""} defaultValue={params.tag ?? ""}>
          <option value="">{t("pages.services.filters.all")}</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        key={String(params.featured)}
        className="sm:pt-7"
        name="featured"
        value="1"
        defaultChecked={params.featured}
        label={t("pages.services.filters.featured")}
      />
    </FilterPanel>
  );
}
