// /admin/seo — SEO per page: pages and posts searched on their titles and slug, listed with
// the French title and the public path, most recently updated first (spec), 10 per page by
// default (in the URL and in SQL); a dialog edits a page's meta title and description in
// French and English. Admins only, checked by the loader and the action.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { adminAction } from "~/admin/action.server";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { ADMIN_PAGE_SIZES } from "~/forms/list-params";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { parseAdminSeoParams, type SeoPageRow } from "~/pages/admin-schema";
import { listSeoPages, seoActions } from "~/seo/admin-seo.server";
import { SeoEditor } from "~/seo/seo-editor";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import type { Route } from "./+types/seo";

const K = "admin.seo";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, `${K}.title`);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAdminSeoParams(url.searchParams);
  const list = await settle("admin seo pages", listSeoPages(params));
  return {
    params,
    list: list ?? { pages: [], total: 0, page: 1, totalPages: 1, size: params.size },
    hasLoadError: list === null,
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, seoActions());
}

export default function AdminSeo({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { params, list, hasLoadError } = loaderData;
  // The row as it was opened: after a save the list is re-sorted (newest update first) and the
  // row may leave this page, while the dialog still has its success to show.
  const [editing, setEditing] = useState<SeoPageRow | null>(null);
  const lang = i18n.language as Lang;
  const filled = (page: SeoPageRow) =>
    [page.meta_title_fr, page.meta_title_en, page.meta_description_fr, page.meta_description_en].filter(Boolean).length;

  return (
    <AdminListPage
      title={t(`${K}.title`)}
      subtitle={t(`${K}.subtitle`)}
      search={{ q: params.q, label: t(`${K}.search_label`), placeholder: t(`${K}.search_placeholder`) }}
      headingId="seo-results"
      count={t(`${K}.results`, { count: list.total })}
      pageSize={{ options: ADMIN_PAGE_SIZES.options, value: list.size }}
      items={list.pages}
      page={list.page}
      totalPages={list.totalPages}
      isFiltered={params.q !== ""}
      empty={{ title: t(`${K}.empty`), hint: t(`${K}.empty_hint`), resetLabel: t(`${K}.reset`) }}
      loadError={hasLoadError ? t(`${K}.error.load`) : null}
      renderItems={(pages) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={pages}
          rowKey={(page) => page.id}
          rowLabel={(page) => page.title_fr}
          columns={[
            { key: "title", header: t(`${K}.columns.title`), isRowHeader: true, cell: (page) => page.title_fr },
            {
              key: "path",
              header: t(`${K}.columns.path`),
              cell: (page) => <span className="font-mono text-xs break-all">{page.path}</span>,
            },
            {
              key: "meta",
              header: t(`${K}.columns.meta`),
              cell: (page) => {
                const count = filled(page);
                return (
                  <Badge tone={count === 4 ? "success" : count === 0 ? "warning" : "neutral"}>
                    {t(`${K}.filled`, { count, total: 4 })}
                  </Badge>
                );
              },
            },
            {
              key: "updated_at",
              header: t(`${K}.columns.updated_at`),
              cell: (page) => <time dateTime={page.updated_at}>{formatDate(page.updated_at, lang)}</time>,
            },
          ]}
          actions={(page) => (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEditing(page)}
              aria-haspopup="dialog"
              aria-label={t(`${K}.edit_label`, { title: page.title_fr })}
            >
              {t(`${K}.edit`)}
            </Button>
          )}
        />
      )}
    >
      {editing ? (
        <SeoEditor
          key={editing.id}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          action={`${location.pathname}${location.search}`}
          page={editing}
        />
      ) : null}
    </AdminListPage>
  );
}
