// /admin/audit — the audit log: every back-office write newest first, 10 per page by
// default, filtered by person, entity type, one entity (its editor's "history" link), dates
// and a search on e-mail or label, all in the URL and in SQL. Read-only: entries are written
// by adminAction in each write's transaction (~/admin/audit.server).
import { useTranslation } from "react-i18next";
import { AuditEntry } from "~/admin/audit-entry";
import { listAuditActors, listAuditEntries } from "~/admin/audit-list.server";
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_FILTERS,
  type AuditActor,
  type AuditListParams,
  parseAuditListParams,
} from "~/admin/audit-schema";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { ADMIN_PAGE_SIZES } from "~/forms/list-params";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { Field } from "~/ui/field";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import type { Route } from "./+types/audit";

const K = "admin.audit";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.audit.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAuditListParams(url.searchParams);
  const [list, actors] = await Promise.all([
    settle("audit log", listAuditEntries(params)),
    settle("audit actors", listAuditActors()),
  ]);
  return {
    params,
    list: list ?? { entries: [], total: 0, page: 1, totalPages: 1, size: params.size },
    hasLoadError: list === null,
    actors: actors ?? [],
  };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { params, list, hasLoadError, actors } = loaderData;
  const activeFilters = AUDIT_FILTERS.filter((name) => Boolean(params[name])).length;
  return (
    <AdminListPage
      title={t(`${K}.title`)}
      subtitle={t(`${K}.subtitle`)}
      search={{ q: params.q, label: t(`${K}.search_label`), placeholder: t(`${K}.search_placeholder`) }}
      filters={<AuditFilters params={params} actors={actors} activeCount={activeFilters} />}
      headingId="audit-results"
      count={t(`${K}.results`, { count: list.total })}
      pageSize={{ options: ADMIN_PAGE_SIZES.options, value: list.size }}
      layout="list"
      items={list.entries}
      itemKey={(entry) => entry.id}
      renderItem={(entry) => <AuditEntry entry={entry} />}
      page={list.page}
      totalPages={list.totalPages}
      isFiltered={params.q !== "" || activeFilters > 0}
      empty={{ title: t(`${K}.empty`), hint: t(`${K}.empty_hint`), resetLabel: t(`${K}.filters.reset`) }}
      loadError={hasLoadError ? t(`${K}.error.load`) : null}
    />
  );
}

function AuditFilters({
  params,
  actors,
  activeCount,
}: {
  params: AuditListParams;
  actors: AuditActor[];
  activeCount: number;
}) {
  const { t, i18n } = useTranslation();
  // A history link may name a type the list of options does not have yet: it stays selectable.
  const entityTypes: readonly string[] =
    params.entity && !(AUDIT_ENTITY_TYPES as readonly string[]).includes(params.entity)
      ? [...AUDIT_ENTITY_TYPES, params.entity]
      : AUDIT_ENTITY_TYPES;
  const entityLabel = (type: string) => (i18n.exists(`${K}.entities.${type}`) ? t(`${K}.entities.${type}`) : type);
  return (
    <FilterPanel
      title={t(`${K}.filters.title`)}
      names={AUDIT_FILTERS}
      activeCount={activeCount}
      applyLabel={t(`${K}.filters.apply`)}
      resetLabel={t(`${K}.filters.reset`)}
      columns="sm:grid-cols-2 lg:grid-cols-5"
    >
      <FilterSelect
        name="actor"
        label={t(`${K}.filters.actor`)}
        value={params.actor}
        allLabel={t(`${K}.filters.all_people`)}
        options={actors.map((actor) => ({
          value: actor.id,
          label: actor.name ? `${actor.name} (${actor.email})` : actor.email,
        }))}
      />
      <FilterSelect
        name="entity"
        label={t(`${K}.filters.entity`)}
        value={params.entity}
        allLabel={t(`${K}.filters.all_entities`)}
        options={entityTypes.map((type) => ({ value: type, label: entityLabel(type) }))}
      />
      <Field
        key={`id-${params.id ?? ""}`}
        label={t(`${K}.filters.id`)}
        name="id"
        defaultValue={params.id ?? ""}
        hint={t(`${K}.filters.id_hint`)}
      />
      <Field
        key={`from-${params.from}`}
        label={t(`${K}.filters.from`)}
        name="from"
        type="date"
        defaultValue={params.from}
      />
      <Field key={`to-${params.to}`} label={t(`${K}.filters.to`)} name="to" type="date" defaultValue={params.to} />
    </FilterPanel>
  );
}
