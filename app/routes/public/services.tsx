// /services — the services list. Search, filters and paging live in the URL
// (?q=&featured=1&size=&tag=&page=) and are done in SQL; the action creates a service (admins only).
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { adminAction } from "~/admin/action.server";
import { logger } from "~/server/logger.server";
import { getViewer } from "~/server/viewer.server";
import {
  activeServiceFilterCount,
  parseServiceListParams,
  SERVICE_SIZES,
  type ServiceListParams,
} from "~/services/schema";
import { serviceActions } from "~/services/service-actions.server";
import { ServiceCard } from "~/services/service-card";
import { ServiceEditor } from "~/services/service-editor";
import { listServices, listServiceTags } from "~/services/services.server";
import type { ServiceListPage } from "~/services/types";
import { keyMeta } from "~/shell/meta";
import { Button, buttonClasses } from "~/ui/button";
import { Checkbox, Field, Select } from "~/ui/field";
import { ListEmptyState, ListResults, ListToolbar } from "~/ui/list-results";
import { PageHeader } from "~/ui/page-header";
import { preservedParams } from "~/ui/pagination";
import type { Route } from "./+types/services";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.services.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, isAdmin } = getViewer(context);
  const params = parseServiceListParams(url.searchParams);
  const [list, tags] = await Promise.all([
    listServices({ ...params, lang }).catch((error: unknown): ServiceListPage | null => {
      logger.error({ err: error }, "services load failed");
      return null;
    }),
    listServiceTags().catch((error: unknown): string[] => {
      logger.error({ err: error }, "service tags load failed");
      return [];
    }),
  ]);
  return {
    params,
    isAdmin,
    tags,
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
  const [isEditorOpen, setIsEditorOpen] = useState(false);
  const isFiltered = params.q !== "" || activeServiceFilterCount(params) > 0;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title={t("pages.services.title")}
        subtitle={t("pages.services.subtitle")}
        add={
          isAdmin
            ? { label: t("pages.services.add"), onClick: () => setIsEditorOpen(true), variant: "secondary" }
            : undefined
        }
      />

      <ListToolbar
        q={params.q}
        searchLabel={t("pages.services.search_label")}
        searchPlaceholder={t("pages.services.search_placeholder")}
      >
        <ServiceFilters params={params} tags={tags} />
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

      {isAdmin ? <ServiceEditor open={isEditorOpen} onOpenChange={setIsEditorOpen} action="/services" /> : null}
    </div>
  );
}

const FILTER_KEYS = ["featured", "size", "tag", "page"];

/** The collapsible filter panel: a GET form, so filters live in the URL and work without JavaScript. */
function ServiceFilters({ params, tags }: { params: ServiceListParams; tags: string[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const id = useId();
  const active = activeServiceFilterCount(params);
  // The search survives a filter change; the page does not.
  const kept = preservedParams(location.search, FILTER_KEYS);
  const resetSearch = new URLSearchParams(kept).toString();

  return (
    <details open={active > 0 || undefined} className="group rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        <span>
          {t("pages.services.filters.title")}
          {active > 0 ? (
            <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs text-white">
              {t("pages.services.filters.active", { count: active })}
            </span>
          ) : null}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="size-5 text-slate-500 transition-transform group-open:rotate-180"
        >
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z"
            clipRule="evenodd"
          />
        </svg>
      </summary>
      <Form
        method="get"
        action={location.pathname}
        preventScrollReset
        className="grid gap-4 border-t border-slate-200 p-4 sm:grid-cols-3"
      >
        {kept.map(([key, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
        <Field id={`${id}-size`} label={t("pages.services.filters.size")} name="size">
          <Select key={params.size ?? ""} defaultValue={params.size ?? ""}>
            <option value="">{t("pages.services.filters.all")}</option>
            {SERVICE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`pages.services.sizes.${size}`)}
              </option>
            ))}
          </Select>
        </Field>
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
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-3">
          <Link
            to={{ pathname: location.pathname, search: resetSearch ? `?${resetSearch}` : "" }}
            preventScrollReset
            className={buttonClasses({ variant: "outline" })}
          >
            {t("pages.services.filters.reset")}
          </Link>
          <Button type="submit" variant="secondary">
            {t("pages.services.filters.apply")}
          </Button>
        </div>
      </Form>
    </details>
  );
}
