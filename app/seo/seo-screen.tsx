// The /admin/seo screen: pages and posts with their public path, how many of the four meta
// fields are filled and the last update, 10 per page by default; a dialog edits a page's meta
// title and description in French and English. The route's loader and action are in
// app/routes/admin/seo.tsx; the dialog is ./seo-editor.
import { useTranslation } from "react-i18next";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import type { AdminSeoParams, SeoPageList, SeoPageRow } from "~/pages/admin-schema";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { SeoEditor } from "./seo-editor";

const K = "admin.seo";

export type SeoScreenProps = { params: AdminSeoParams; list: SeoPageList; hasLoadError: boolean };

export function SeoScreen({ params, list, hasLoadError }: SeoScreenProps) {
  const { t, i18n } = useTranslation();
  const actionUrl = useCurrentUrl();
  // The row as it was opened: after a save the list is re-sorted (newest update first) and the
  // row may leave this page, while the dialog still has its success to show.
  const editor = useEditorTarget<SeoPageRow>();
  const lang = i18n.language as Lang;
  const filled = (page: SeoPageRow) =>
    [page.meta_title_fr, page.meta_title_en, page.meta_description_fr, page.meta_description_en].filter(Boolean).length;

  const listPage = useListPage(K, { q: params.q, list, hasLoadError });
  return (
    <AdminListPage
      {...listPage}
      headingId="seo-results"
      items={list.pages}
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
              onClick={() => editor.openFor(page)}
              aria-haspopup="dialog"
              aria-label={t(`${K}.edit_label`, { title: page.title_fr })}
            >
              {t(`${K}.edit`)}
            </Button>
          )}
        />
      )}
    >
      {editor.item ? <SeoEditor key={editor.key} {...editor.dialog} action={actionUrl} page={editor.item} /> : null}
    </AdminListPage>
  );
}
