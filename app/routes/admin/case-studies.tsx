// /admin/case-studies — the case studies shown on /case-studies: newest first, searched in both
// languages over title, client name and industry, 10 per page by default (all in the URL and in
// SQL); add and edit in a modal (`?edit=new`, `?edit=<id>`: Back closes it, a link reopens it),
// delete after confirming (its metrics and images go with it). Admins only, checked by the loader
// and the action; the rules live in ~/case-studies/admin-case-studies.server.
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { adminAction } from "~/admin/action.server";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { caseStudyActions, getAdminCaseStudy, listAdminCaseStudies } from "~/case-studies/admin-case-studies.server";
import {
  type AdminCaseStudyRow,
  CASE_STUDY_ENTITY,
  parseAdminCaseStudyParams,
  parseEditParam,
} from "~/case-studies/admin-schema";
import { CaseStudyEditor } from "~/case-studies/case-study-editor";
import { ADMIN_PAGE_SIZES } from "~/forms/list-params";
import { formatDate } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { settle } from "~/server/settle.server";
import { requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { ButtonLink } from "~/ui/button";
import { FormError } from "~/ui/field";
import { searchWithParam } from "~/ui/pagination";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import type { Route } from "./+types/case-studies";

const K = "admin.case_studies";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, `${K}.title`);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = parseAdminCaseStudyParams(url.searchParams);
  const edit = parseEditParam(url.searchParams);
  const editId = edit !== null && edit !== "new" ? edit : null;
  const [list, editing] = await Promise.all([
    settle("admin case studies", listAdminCaseStudies(params)),
    editId ? settle("admin case study", getAdminCaseStudy(editId)) : null,
  ]);
  return {
    params,
    list: list ?? { studies: [], total: 0, page: 1, totalPages: 1, size: params.size },
    hasLoadError: list === null,
    edit,
    editing,
    /** `?edit=` named a case study that is not there (deleted since, or a made-up id). */
    isEditMissing: editId !== null && editing === null,
  };
}

export async function action(args: Route.ActionArgs) {
  // A delete goes back to the list as it was, without the editor.
  const back = new URL(args.url);
  back.searchParams.delete("edit");
  return adminAction(args, caseStudyActions(`${back.pathname}${back.search}`));
}

export default function AdminCaseStudies({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { params, list, hasLoadError, edit, editing, isEditMissing } = loaderData;
  const lang = i18n.language as Lang;
  const actionUrl = `${location.pathname}${location.search}`;

  const withEdit = (value: string | null) =>
    `${location.pathname}${searchWithParam(new URLSearchParams(location.search), "edit", value).replace(/^\?$/, "")}`;
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
      actions={
        <ButtonLink to="/case-studies" target="_blank" rel="noopener" reloadDocument variant="outline">
          {t(`${K}.view_public`)}
        </ButtonLink>
      }
      search={{ q: params.q, label: t(`${K}.search_label`), placeholder: t(`${K}.search_placeholder`) }}
      filters={isEditMissing ? <FormError>{t(`${K}.error.not_found`)}</FormError> : undefined}
      headingId="case-studies-results"
      count={t(`${K}.results`, { count: list.total })}
      pageSize={{ options: ADMIN_PAGE_SIZES.options, value: list.size }}
      items={list.studies}
      page={list.page}
      totalPages={list.totalPages}
      isFiltered={params.q !== ""}
      empty={{ title: t(`${K}.empty`), hint: t(`${K}.empty_hint`), resetLabel: t(`${K}.reset`) }}
      loadError={hasLoadError ? t(`${K}.error.load`) : null}
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
              onEdit={() => openEditor(study.id)}
            />
          )}
        />
      )}
    >
      {isEditorOpen ? (
        <CaseStudyEditor
          // A fresh form for each case study opened.
          key={edit ?? "closed"}
          onClose={closeEditor}
          action={actionUrl}
          study={editing ?? undefined}
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
      {intents.error ? (
        <p className="text-sm text-red-700" role="alert">
          {t(intents.error)}
        </p>
      ) : null}
    </div>
  );
}
