// The /admin/compliance/categories screen: the annual activity report's categories (funding
// sources, participant types, objectives, specialties), filtered by kind (?kind=), each with its
// box on the form, its labels, its order, whether it is offered and how many records use it;
// added and edited in a modal, never deleted (retired instead). The route's loader and action
// are in app/routes/admin/compliance-categories.tsx.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { formatNumber } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import type { AdminBpfCategory, BpfCategoryParams } from "./admin-schema";
import { BPF_KIND_NAMES, bpfLabel } from "./bpf-categories";
import { CategoryEditor } from "./category-editor";

const K = "admin.bpf_categories";

export type CategoriesScreenProps = {
  params: BpfCategoryParams;
  categories: AdminBpfCategory[];
  hasLoadError: boolean;
};

export function CategoriesScreen({ params, categories, hasLoadError }: CategoriesScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const editor = useEditorTarget<AdminBpfCategory>();
  const actionUrl = useCurrentUrl();
  const activeFilters = params.kind ? 1 : 0;
  const listPage = useListPage(K, {
    total: categories.length,
    hasLoadError,
    activeFilters,
    onAdd: () => editor.openNew(),
  });
  return (
    <AdminListPage
      {...listPage}
      actions={
        <Link to="/admin/compliance/bpf" className="text-sm font-medium text-primary-dark underline underline-offset-2">
          {t(`${K}.back_to_bpf`)}
        </Link>
      }
      filters={
        <FilterPanel
          title={t(`${K}.filters.title`)}
          applyLabel={t(`${K}.filters.apply`)}
          resetLabel={t(`${K}.filters.reset`)}
          activeLabel={t(`${K}.filters.active`, { count: activeFilters })}
          names={["kind"]}
          activeCount={activeFilters}
          columns="sm:grid-cols-2"
        >
          <FilterSelect
            name="kind"
            label={t(`${K}.filters.kind`)}
            value={params.kind}
            allLabel={t(`${K}.filters.all_kinds`)}
            options={BPF_KIND_NAMES.map((kind) => ({ value: kind, label: t(`${K}.kinds.${kind}`) }))}
          />
        </FilterPanel>
      }
      headingId="bpf-categories-results"
      items={categories}
      renderItems={(rows) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={rows}
          rowKey={(row) => row.id}
          rowLabel={(row) => bpfLabel(row, lang)}
          columns={[
            {
              key: "label",
              header: t(`${K}.columns.label`),
              isRowHeader: true,
              cell: (row) => (
                <div className="flex min-w-48 flex-col gap-0.5">
                  <span className="font-medium text-slate-900">{bpfLabel(row, lang)}</span>
                  <span className="text-xs text-slate-600">{row.code}</span>
                </div>
              ),
            },
            { key: "kind", header: t(`${K}.columns.kind`), cell: (row) => t(`${K}.kinds.${row.kind}`) },
            { key: "line", header: t(`${K}.columns.bpf_line`), cell: (row) => row.bpf_line || "—" },
            {
              key: "order",
              header: t(`${K}.columns.display_order`),
              className: "text-right",
              cell: (row) => formatNumber(row.display_order, lang),
            },
            {
              key: "state",
              header: t(`${K}.columns.state`),
              cell: (row) => (
                <Badge tone={row.is_active ? "success" : "neutral"}>
                  {t(row.is_active ? `${K}.active` : `${K}.inactive`)}
                </Badge>
              ),
            },
            {
              key: "uses",
              header: t(`${K}.columns.uses`),
              className: "text-right",
              cell: (row) => formatNumber(row.uses, lang),
            },
            {
              key: "actions",
              header: t(`${K}.columns.actions`),
              cell: (row) => (
                <Button
                  variant="outline"
                  size="sm"
                  aria-haspopup="dialog"
                  aria-label={t(`${K}.edit_of`, { name: bpfLabel(row, lang) })}
                  onClick={() => editor.openFor(row)}
                >
                  {t(`${K}.edit`)}
                </Button>
              ),
            },
          ]}
        />
      )}
    >
      <CategoryEditor
        key={editor.key}
        {...editor.dialog}
        action={actionUrl}
        category={editor.item}
        kind={params.kind}
      />
    </AdminListPage>
  );
}
