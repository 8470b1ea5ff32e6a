// The /admin/case-studies screen: case studies newest first in a table, a search, a link to the
// public page, and the add/edit modal opened by `?edit=new` or `?edit=<id>` (Back closes it, a
// link reopens it); delete after confirming. The route's loader and action are in
// app/routes/admin/case-studies.tsx; the modal is ./case-study-editor.
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTargetInUrl } from "~/forms/use-editor-target";
import { formatDate } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { ButtonLink } from "~/ui/button";
import { FormError } from "~/ui/field";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  type AdminCaseStudyDetail,
  type AdminCaseStudyPage,
  type AdminCaseStudyParams,
  type AdminCaseStudyRow,
  CASE_STUDY_ENTITY,
} from "./admin-schema";
import { CaseStudyEditor } from "./case-study-editor";

const K = "admin.case_studies";

export type CaseStudiesScreenProps = {
  params: AdminCaseStudyParams;
  list: AdminCaseStudyPage;
  hasLoadError: boolean;
  /** `?edit=` as read: "new", an id, or null. */
  edit: string | null;
  editing: AdminCaseStudyDetail | null;
  isEditMissing: boolean;
};

export function CaseStudiesScreen({
  params,
  list,
  hasLoadError,
  edit,
  editing,
  isEditMissing,
}: CaseStudiesScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const actionUrl = useCurrentUrl();

  const editor = useEditorTargetInUrl({ edit, found: editing });

  const listPage = useListPage(K, { q: params.q, list, hasLoadError, onAdd: () => editor.openNew() });
  return (
    <AdminListPage
      {...listPage}
      actions={
        <ButtonLink to="/case-studies" target="_blank" rel="noopener" reloadDocument variant="outline">
          {t(`${K}.view_public`)}
        </ButtonLink>
      }
      filters={isEditMissing ? <FormError>{t(`${K}.error.not_found`)}</FormError> : undefined}
      headingId="case-studies-results"
      items={list.studies}
      renderItems={(studies) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={studies}
          rowKey={(study) => study.id}
          rowLabel={(study) => pick(study, "title", lang)}
          columns={[
            {
              key: "title",
              header: t(`${K}.columns.title`),
              isRowHeader: true,
              // Wide enough to read on a phone, where the table pans sideways.
              className: "min-w-52",
              cell: (study) => pick(study, "title", lang),
            },
            {
              key: "client",
              header: t(`${K}.columns.client`),
              cell: (study) => (
                <span className="flex items-center gap-3">
                  {study.client_logo_url ? (
                    <img
                      src={study.client_logo_url}
                      alt=""
                      className="size-10 shrink-0 rounded-md bg-white object-contain ring-1 ring-slate-200"
                    />
                  ) : null}
                  <span className="flex flex-col gap-0.5">
                    <span className="font-medium text-slate-900">{study.client_name}</span>
                    <span className="text-xs text-slate-600">{pick(study, "client_industry", lang)}</span>
                  </span>
                </span>
              ),
            },
            {
              key: "contents",
              header: t(`${K}.columns.contents`),
              cell: (study) => (
                <span className="flex flex-col gap-0.5 text-sm">
                  <span>{t(`${K}.metrics_count`, { count: study.metrics })}</span>
                  <span>{t(`${K}.images_count`, { count: study.images })}</span>
                </span>
              ),
            },
            {
              key: "updated_at",
              header: t(`${K}.columns.updated_at`),
              cell: (study) => <time dateTime={study.updated_at}>{formatDate(study.updated_at, lang)}</time>,
            },
          ]}
          actions={(study) => (
            <CaseStudyActions
              study={study}
              title={pick(study, "title", lang)}
              action={actionUrl}
              onEdit={() => editor.openFor(study)}
            />
          )}
        />
      )}
    >
      {editor.isOpen ? (
        <CaseStudyEditor
          // A fresh form for each case study opened.
          key={editor.key}
          onClose={editor.close}
          action={actionUrl}
          study={editor.item}
        />
      ) : null}
    </AdminListPage>
  );
}

function CaseStudyActions({
  study,
  title,
  action,
  onEdit,
}: {
  study: AdminCaseStudyRow;
  title: string;
  action: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(action, { id: study.id });
  return (
    <div className="flex flex-col items-end gap-1">
      <RowActions
        intents={intents}
        label={t(`${K}.actions_label`, { title })}
        className="flex flex-wrap justify-end gap-2"
        edit={{ label: t(`${K}.edit`), onClick: onEdit }}
        remove={{
          label: t(`${K}.delete`),
          title: t(`${K}.delete_title`),
          message: t(`${K}.delete_confirm`, { title }),
        }}
      />
      <HistoryLink entity={CASE_STUDY_ENTITY} id={study.id} label={title} />
      <RowError intents={intents} />
    </div>
  );
}
