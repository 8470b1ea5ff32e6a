// The /admin/improvements screen: the improvement log — source → analysis → action → owner →
// due date → checked — newest first, each entry's state today (planned, overdue, checked),
// filtered by state and source, searched, exported for an audit; added and edited in a modal a
// link can open (`?edit=`, `&incident=` for an entry drawn from an incident), deleted after
// confirming. The route's loader and action are in app/routes/admin/improvements.tsx.
import { useTranslation } from "react-i18next";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { ExportLink } from "~/admin/list/export-link";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTargetInUrl } from "~/forms/use-editor-target";
import { formatDate } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { Badge, type BadgeTone } from "~/ui/badge";
import { FormError } from "~/ui/field";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  type AdminImprovementPage,
  type AdminImprovementRow,
  excerpt,
  IMPROVEMENT_FILTERS,
  IMPROVEMENT_SOURCE_NAMES,
  IMPROVEMENT_STATUSES,
  type ImprovementChoices,
  type ImprovementDraft,
  type ImprovementParams,
  type ImprovementStatus,
} from "./admin-schema";
import { ImprovementEditor } from "./improvement-editor";

const K = "admin.improvements";

const STATUS_TONES: Record<ImprovementStatus, BadgeTone> = { planned: "info", overdue: "danger", checked: "success" };

export type ImprovementsScreenProps = {
  params: ImprovementParams;
  list: AdminImprovementPage;
  hasLoadError: boolean;
  choices: ImprovementChoices;
  /** `?edit=`: "new", an id, or null. */
  edit: string | null;
  /** The entry `?edit=<id>` names (null: none found, or a new one). */
  editing: AdminImprovementRow | null;
  /** A new entry's start, from `?incident=`. */
  draft: ImprovementDraft | null;
  isEditMissing: boolean;
};

export function ImprovementsScreen({
  params,
  list,
  hasLoadError,
  choices,
  edit,
  editing,
  draft,
  isEditMissing,
}: ImprovementsScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const actionUrl = useCurrentUrl();
  const editor = useEditorTargetInUrl({ edit, found: editing, clears: ["incident"] });
  const activeFilters = IMPROVEMENT_FILTERS.filter((name) => Boolean(params[name])).length;
  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters, onAdd: () => editor.openNew() });
  return (
    <AdminListPage
      {...listPage}
      actions={<ExportLink path="/admin/improvements/export.xlsx" label={t(`${K}.export_xlsx`)} />}
      filters={
        <>
          <ImprovementFilters params={params} activeCount={activeFilters} />
          {isEditMissing ? <FormError>{t(`${K}.error.not_found`)}</FormError> : null}
        </>
      }
      headingId="improvements-results"
      items={list.improvements}
      renderItems={(rows) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={rows}
          rowKey={(row) => row.id}
          rowLabel={(row) => excerpt(row.source_detail, 60)}
          columns={[
            {
              key: "source",
              header: t(`${K}.columns.source`),
              isRowHeader: true,
              cell: (row) => (
                <span className="flex max-w-sm flex-col gap-1 text-sm [overflow-wrap:anywhere]">
                  <Badge tone="neutral" className="self-start">
                    {t(`${K}.sources.${row.source}`)}
                  </Badge>
                  <span className="text-slate-900">{excerpt(row.source_detail, 200)}</span>
                  {row.incident_summary ? (
                    <span className="text-xs text-slate-600">
                      {t(`${K}.from_incident`, { summary: row.incident_summary })}
                    </span>
                  ) : null}
                  {row.course_title_fr ? (
                    <span className="text-xs text-slate-600">
                      {pick({ title_fr: row.course_title_fr, title_en: row.course_title_en }, "title", lang)}
                    </span>
                  ) : null}
                </span>
              ),
            },
            {
              key: "action",
              header: t(`${K}.columns.action`),
              cell: (row) => (
                <span className="flex max-w-sm flex-col gap-1 text-sm [overflow-wrap:anywhere]">
                  {row.analysis ? <span className="text-slate-700">{excerpt(row.analysis, 200)}</span> : null}
                  {row.action ? <span className="font-medium text-slate-900">{excerpt(row.action, 200)}</span> : null}
                  {!row.analysis && !row.action ? <span className="text-slate-500">—</span> : null}
                </span>
              ),
            },
            {
              key: "owner",
              header: t(`${K}.columns.owner`),
              cell: (row) => row.owner_name ?? "—",
            },
            {
              key: "due_on",
              header: t(`${K}.columns.due_on`),
              className: "whitespace-nowrap",
              cell: (row) => (row.due_on ? <time dateTime={row.due_on}>{formatDate(row.due_on, lang)}</time> : "—"),
            },
            {
              key: "checked",
              header: t(`${K}.columns.checked`),
              cell: (row) => (
                <span className="flex max-w-xs flex-col items-start gap-1 text-sm [overflow-wrap:anywhere]">
                  <Badge tone={STATUS_TONES[row.status]}>{t(`${K}.statuses.${row.status}`)}</Badge>
                  {row.checked_on ? (
                    <time dateTime={row.checked_on} className="text-slate-700">
                      {formatDate(row.checked_on, lang)}
                    </time>
                  ) : null}
                  {row.check_note ? <span className="text-slate-700">{excerpt(row.check_note, 160)}</span> : null}
                </span>
              ),
            },
          ]}
          actions={(row) => <ImprovementActions row={row} actionUrl={actionUrl} onEdit={() => editor.openFor(row)} />}
        />
      )}
    >
      {editor.isOpen ? (
        <ImprovementEditor
          // A fresh form for each entry opened.
          key={editor.key}
          onClose={editor.close}
          action={actionUrl}
          choices={choices}
          improvement={editor.item}
          draft={draft}
        />
      ) : null}
    </AdminListPage>
  );
}

function ImprovementActions({
  row,
  actionUrl,
  onEdit,
}: {
  row: AdminImprovementRow;
  actionUrl: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl, { id: row.id });
  const name = excerpt(row.source_detail, 60);
  return (
    <div className="flex flex-col items-end gap-1">
      <RowActions
        intents={intents}
        label={t(`${K}.actions_for`, { name })}
        className="flex flex-wrap justify-end gap-2"
        edit={{ label: t(`${K}.edit`), onClick: onEdit }}
        remove={{ label: t(`${K}.delete`), title: t(`${K}.delete_title`), message: t(`${K}.delete_confirm`, { name }) }}
      />
      <RowError intents={intents} />
    </div>
  );
}

function ImprovementFilters({ params, activeCount }: { params: ImprovementParams; activeCount: number }) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, activeCount)}
      names={IMPROVEMENT_FILTERS}
      activeCount={activeCount}
      columns="sm:grid-cols-2"
    >
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={params.status}
        allLabel={t(`${K}.filters.all_statuses`)}
        options={IMPROVEMENT_STATUSES.map((status) => ({ value: status, label: t(`${K}.statuses.${status}`) }))}
      />
      <FilterSelect
        name="source"
        label={t(`${K}.filters.source`)}
        value={params.source}
        allLabel={t(`${K}.filters.all_sources`)}
        options={IMPROVEMENT_SOURCE_NAMES.map((source) => ({ value: source, label: t(`${K}.sources.${source}`) }))}
      />
    </FilterPanel>
  );
}
