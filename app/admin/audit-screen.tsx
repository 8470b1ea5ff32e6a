// The /admin/audit screen: the audit log's entries newest first, with the filters on person,
// entity type, one entity, dates and a search. Read-only. The route's loader is in
// app/routes/admin/audit.tsx; an entry is drawn by ./audit-entry.
import { useTranslation } from "react-i18next";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { Field } from "~/ui/field";
import { FilterDateRange, FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { AuditEntry } from "./audit-entry";
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_FILTERS,
  type AuditActor,
  type AuditListParams,
  type AuditPage,
} from "./audit-schema";

const K = "admin.audit";

export type AuditScreenProps = {
  params: AuditListParams;
  list: AuditPage;
  hasLoadError: boolean;
  actors: AuditActor[];
};

export function AuditScreen({ params, list, hasLoadError, actors }: AuditScreenProps) {
  const activeFilters = AUDIT_FILTERS.filter((name) => Boolean(params[name])).length;
  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters });
  return (
    <AdminListPage
      {...listPage}
      filters={<AuditFilters params={params} actors={actors} activeCount={activeFilters} />}
      headingId="audit-results"
      layout="list"
      items={list.entries}
      itemKey={(entry) => entry.id}
      renderItem={(entry) => <AuditEntry entry={entry} />}
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
      {...filterPanelTexts(t, K, activeCount)}
      names={AUDIT_FILTERS}
      activeCount={activeCount}
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
      <FilterDateRange
        from={params.from}
        to={params.to}
        fromLabel={t(`${K}.filters.from`)}
        toLabel={t(`${K}.filters.to`)}
      />
    </FilterPanel>
  );
}
