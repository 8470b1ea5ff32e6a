// The /admin/pages screen: pages and blog posts in a table (type and status filters, search),
// preview on the public site, and the editor opened by `?edit=new` or `?edit=<id>` (the public
// pages' Edit link; Back closes it); delete after confirming, never for the fixed pages. The
// route's loader and action are in app/routes/admin/pages.tsx; the modal is ./page-editor.
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTargetInUrl } from "~/forms/use-editor-target";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { FormError } from "~/ui/field";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  type AdminPageDetail,
  type AdminPageList,
  type AdminPageParams,
  type AdminPageRow,
  type BlogCategoryChoice,
  PAGE_ENTITY,
  PAGE_KINDS,
  PAGE_STATUSES,
  type PageKind,
} from "./admin-schema";
import { PageEditor } from "./page-editor";

const K = "admin.pages";

/** The count's key: what the list holds under its type filter ("12 articles" for the blog's). */
export function pagesCountKey(type: PageKind | null): string {
  return type === null ? `${K}.results` : `${K}.results_${type}`;
}

export type PagesScreenProps = {
  params: AdminPageParams;
  list: AdminPageList;
  hasLoadError: boolean;
  /** Null when the blog's categories could not be read. */
  categories: BlogCategoryChoice[] | null;
  /** `?edit=` as read: "new", an id, or null. */
  edit: string | null;
  editing: AdminPageDetail | null;
  isEditMissing: boolean;
};

export function PagesScreen({
  params,
  list,
  hasLoadError,
  categories,
  edit,
  editing,
  isEditMissing,
}: PagesScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const actionUrl = useCurrentUrl();

  const editor = useEditorTargetInUrl({ edit, found: editing, clears: ["revision"] });

  const activeFilters = (params.type === null ? 0 : 1) + (params.status === null ? 0 : 1);
  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters, onAdd: () => editor.openNew() });
  return (
    <AdminListPage
      {...listPage}
      count={t(pagesCountKey(params.type), { count: list.total })}
      filters={
        <>
          <PageFilters params={params} />
          {isEditMissing ? <FormError>{t(`${K}.error.not_found`)}</FormError> : null}
        </>
      }
      headingId="pages-results"
      items={list.pages}
      renderItems={(pages) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={pages}
          rowKey={(page) => page.id}
          rowLabel={(page) => page.title_fr}
          columns={[
            {
              key: "title",
              header: t(`${K}.columns.title`),
              isRowHeader: true,
              cell: (page) => (
                <span className="flex flex-col gap-0.5">
                  <span>{page.title_fr}</span>
                  <span className="font-mono text-xs font-normal break-all text-slate-600">{page.path}</span>
                </span>
              ),
            },
            {
              key: "type",
              header: t(`${K}.columns.type`),
              cell: (page) => (
                <span className="flex flex-wrap gap-1">
                  <Badge tone={page.type === "blog" ? "info" : "neutral"}>{t(`${K}.types.${page.type}`)}</Badge>
                  {page.isFixed ? <Badge tone="neutral">{t(`${K}.fixed`)}</Badge> : null}
                </span>
              ),
            },
            {
              key: "status",
              header: t(`${K}.columns.status`),
              cell: (page) => (
                <Badge tone={page.is_published ? "success" : "warning"}>
                  {t(`${K}.status.${page.is_published ? "published" : "draft"}`)}
                </Badge>
              ),
            },
            {
              key: "updated_at",
              header: t(`${K}.columns.updated_at`),
              cell: (page) => <time dateTime={page.updated_at}>{formatDate(page.updated_at, lang)}</time>,
            },
          ]}
          actions={(page) => <PageActions page={page} action={actionUrl} onEdit={() => editor.openFor(page)} />}
        />
      )}
    >
      {editor.isOpen ? (
        <PageEditor
          // A fresh form for each page opened.
          key={editor.key}
          open
          onClose={editor.close}
          action={actionUrl}
          categories={categories}
          page={editor.item}
        />
      ) : null}
    </AdminListPage>
  );
}

function PageActions({ page, action, onEdit }: { page: AdminPageRow; action: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const intents = useItemIntents(action, { id: page.id });
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap justify-end gap-2">
        {/* A new tab, so the editor's list stays; drafts show to admins only. */}
        <ButtonLink
          to={page.path}
          target="_blank"
          rel="noopener"
          reloadDocument
          variant="ghost"
          size="sm"
          aria-label={t(`${K}.preview_label`, { title: page.title_fr })}
        >
          {t(`${K}.preview`)}
        </ButtonLink>
        <RowActions
          intents={intents}
          label={t(`${K}.actions_label`, { title: page.title_fr })}
          className="flex flex-wrap justify-end gap-2"
          edit={{ label: t(`${K}.edit`), onClick: onEdit }}
          // The fixed pages have routes and links of their own: never deleted (the server refuses too).
          remove={
            page.isFixed
              ? undefined
              : {
                  label: t(`${K}.delete`),
                  title: t(`${K}.delete_title`),
                  message: t(`${K}.delete_confirm`, { title: page.title_fr }),
                }
          }
        />
      </div>
      <HistoryLink entity={PAGE_ENTITY} id={page.id} label={page.title_fr} />
      <RowError intents={intents} />
    </div>
  );
}

/** Type (all, pages, blog) and status (published, draft) in the shared panel. */
function PageFilters({ params }: { params: AdminPageParams }) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, (params.type === null ? 0 : 1) + (params.status === null ? 0 : 1))}
      names={["type", "status"]}
      activeCount={(params.type === null ? 0 : 1) + (params.status === null ? 0 : 1)}
    >
      <FilterSelect
        name="type"
        label={t(`${K}.filters.type`)}
        value={params.type}
        allLabel={t(`${K}.filters.all`)}
        options={PAGE_KINDS.map((kind) => ({ value: kind, label: t(`${K}.types.${kind}`) }))}
      />
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={params.status}
        allLabel={t(`${K}.filters.all`)}
        options={PAGE_STATUSES.map((status) => ({ value: status, label: t(`${K}.status.${status}`) }))}
      />
    </FilterPanel>
  );
}
