// /admin/pages — pages and blog posts: searched on their titles and slug, filtered by type
// (all, pages, blog) and status, most recently updated first, 10 per page by default (all in
// the URL and in SQL); preview on the public site in a new tab (drafts: admins only), add,
// edit and delete after confirming (the fixed pages are never deleted). `?edit=<id>` opens a
// page's editor (the public pages' Edit link), `?edit=new` an empty one; `&revision=<id>`
// also answers that saved version (the editor's history loads it with a fetcher).
// Admins only, checked by the loader and the action.
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { adminAction } from "~/admin/action.server";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { ADMIN_PAGE_SIZES } from "~/forms/list-params";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import {
  getAdminPage,
  getPageRevision,
  listAdminPages,
  listBlogCategoryChoices,
  pageActions,
} from "~/pages/admin-pages.server";
import {
  type AdminPageParams,
  type AdminPageRow,
  PAGE_ENTITY,
  PAGE_KINDS,
  PAGE_STATUSES,
  parseAdminPageParams,
  parseEditParam,
} from "~/pages/admin-schema";
import { PageEditor } from "~/pages/page-editor";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { FormError } from "~/ui/field";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { searchWithParam } from "~/ui/pagination";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import type { Route } from "./+types/pages";

const K = "admin.pages";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, `${K}.title`);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAdminPageParams(url.searchParams);
  const edit = parseEditParam(url.searchParams);
  const editId = edit !== null && edit !== "new" ? edit : null;
  const revisionId = url.searchParams.get("revision");
  const [list, categories, editing, revision] = await Promise.all([
    settle("admin pages", listAdminPages(params)),
    settle("blog categories", listBlogCategoryChoices()),
    editId ? settle("admin page", getAdminPage(editId)) : null,
    editId && revisionId ? settle("page revision", getPageRevision(editId, revisionId)) : null,
  ]);
  return {
    params,
    list: list ?? { pages: [], total: 0, page: 1, totalPages: 1, size: params.size },
    hasLoadError: list === null,
    categories,
    edit,
    editing,
    /** `?edit=` named a page that is not there (deleted since, or a made-up id). */
    isEditMissing: editId !== null && editing === null,
    revision,
  };
}

export async function action(args: Route.ActionArgs) {
  // A delete goes back to the list as it was, without the editor.
  const back = new URL(args.url);
  back.searchParams.delete("edit");
  back.searchParams.delete("revision");
  return adminAction(args, pageActions(`${back.pathname}${back.search}`));
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { params, list, hasLoadError, categories, edit, editing, isEditMissing } = loaderData;
  const lang = i18n.language as Lang;
  const actionUrl = `${location.pathname}${location.search}`;

  const withEdit = (value: string | null) => {
    const search = new URLSearchParams(location.search);
    search.delete("revision");
    return `${location.pathname}${searchWithParam(search, "edit", value).replace(/^\?$/, "")}`;
  };
  // The editor is unmounted when `?edit=` goes: the dialog cannot give the focus back to the
  // button that opened it by itself, so the screen does.
  const opener = useRef<HTMLElement | null>(null);
  // Opening adds a history entry (Back closes the editor, after asking if something is unsaved).
  const openEditor = (id: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    navigate(withEdit(id), { preventScrollReset: true });
  };
  const closeEditor = async () => {
    await navigate(withEdit(null), { replace: true, preventScrollReset: true });
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  };
  const isEditorOpen = edit === "new" || editing !== null;

  return (
    <AdminListPage
      title={t(`${K}.title`)}
      subtitle={t(`${K}.subtitle`)}
      add={{ label: t(`${K}.add`), onClick: () => openEditor("new"), variant: "secondary" }}
      search={{ q: params.q, label: t(`${K}.search_label`), placeholder: t(`${K}.search_placeholder`) }}
      filters={
        <>
          <PageFilters params={params} />
          {isEditMissing ? <FormError>{t(`${K}.error.not_found`)}</FormError> : null}
        </>
      }
      headingId="pages-results"
      count={t(`${K}.results`, { count: list.total })}
      pageSize={{ options: ADMIN_PAGE_SIZES.options, value: list.size }}
      items={list.pages}
      page={list.page}
      totalPages={list.totalPages}
      isFiltered={params.q !== "" || params.type !== null || params.status !== null}
      empty={{ title: t(`${K}.empty`), hint: t(`${K}.empty_hint`), resetLabel: t(`${K}.filters.reset`) }}
      loadError={hasLoadError ? t(`${K}.error.load`) : null}
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
          actions={(page) => <PageActions page={page} action={actionUrl} onEdit={() => openEditor(page.id)} />}
        />
      )}
    >
      {isEditorOpen ? (
        <PageEditor
          // A fresh form for each page opened.
          key={edit ?? "closed"}
          open
          onClose={closeEditor}
          action={actionUrl}
          categories={categories}
          page={editing ?? undefined}
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
      {intents.error ? (
        <p className="text-sm text-red-700" role="alert">
          {t(intents.error)}
        </p>
      ) : null}
    </div>
  );
}

/** Type (all, pages, blog) and status (published, draft) in the shared panel. */
function PageFilters({ params }: { params: AdminPageParams }) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      title={t(`${K}.filters.title`)}
      names={["type", "status"]}
      activeCount={(params.type === null ? 0 : 1) + (params.status === null ? 0 : 1)}
      applyLabel={t(`${K}.filters.apply`)}
      resetLabel={t(`${K}.filters.reset`)}
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
