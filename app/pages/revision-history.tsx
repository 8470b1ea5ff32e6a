// A page's saved versions in its editor: date and author of each (newest first, the first
// being what the page holds now), one opened to read (loaded on demand: a version holds both
// contents), and a restore after confirming, which saves that version again as a new one.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { formatDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import {
  type AdminPageDetail,
  MAX_REVISIONS,
  type PageRevisionSummary,
  type PageRevisionView,
} from "~/pages/admin-schema";
import { RichHtml } from "~/pages/rich-html";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { FormError } from "~/ui/field";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import { Spinner } from "~/ui/spinner";

const K = "admin.pages.revisions";

/** `?edit=<page>&revision=<id>` on the screen's loader answers that version. */
export function revisionHref(action: string, pageId: string, revisionId: string): string {
  const path = action.split("?")[0];
  return `${path}?${new URLSearchParams({ edit: pageId, revision: revisionId })}`;
}

export type PageRevisionHistoryProps = {
  page: AdminPageDetail;
  /** The list's URL, whose action restores. */
  action: string;
  /** Restoring replaces what was typed: the confirmation says so. */
  hasUnsavedChanges: boolean;
};

export function PageRevisionHistory({ page, action, hasUnsavedChanges }: PageRevisionHistoryProps) {
  const { t } = useTranslation();
  const viewer = useFetcher<{ revision: PageRevisionView | null }>();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewed = viewer.state === "idle" && viewer.data?.revision?.id === viewingId ? viewer.data.revision : null;
  const isViewMissing = viewer.state === "idle" && viewingId !== null && viewer.data !== undefined && !viewed;

  function view(revision: PageRevisionSummary) {
    if (viewingId === revision.id) {
      setViewingId(null);
      return;
    }
    setViewingId(revision.id);
    viewer.load(revisionHref(action, page.id, revision.id));
  }

  return (
    <details className="group rounded-xl border border-slate-200 bg-slate-50">
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold text-secondary focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden">
        {t(`${K}.title`, { count: page.revisions.length })}
      </summary>
      <div className="flex flex-col gap-4 px-4 pb-4">
        {page.revisions.length === 0 ? (
          <p className="text-sm text-slate-600">{t(`${K}.empty`)}</p>
        ) : (
          <>
            <p className="text-xs text-slate-600">{t(`${K}.hint`, { max: MAX_REVISIONS })}</p>
            <ol className="flex flex-col divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
              {page.revisions.map((revision, index) => (
                <RevisionRow
                  key={revision.id}
                  revision={revision}
                  pageId={page.id}
                  action={action}
                  isCurrent={index === 0}
                  isViewing={viewingId === revision.id}
                  onView={() => view(revision)}
                  hasUnsavedChanges={hasUnsavedChanges}
                />
              ))}
            </ol>
          </>
        )}
        {viewingId && viewer.state !== "idle" ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner size="sm" /> {t("ui.loading")}
          </p>
        ) : null}
        {isViewMissing ? <FormError>{t("admin.pages.error.revision_not_found")}</FormError> : null}
        {viewed ? <RevisionView revision={viewed} onClose={() => setViewingId(null)} /> : null}
      </div>
    </details>
  );
}

function RevisionRow({
  revision,
  pageId,
  action,
  isCurrent,
  isViewing,
  onView,
  hasUnsavedChanges,
}: {
  revision: PageRevisionSummary;
  pageId: string;
  action: string;
  isCurrent: boolean;
  isViewing: boolean;
  onView: () => void;
  hasUnsavedChanges: boolean;
}) {
  const { t, i18n } = useTranslation();
  const intents = useItemIntents(action, { id: pageId, revision_id: revision.id });
  const when = formatDateTime(revision.created_at, i18n.language as Lang);
  return (
    <li className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <time dateTime={revision.created_at} className="font-medium text-slate-900">
          {when}
        </time>
        <span className="text-slate-600">{revision.author ?? t(`${K}.unknown_author`)}</span>
        {isCurrent ? <Badge tone="success">{t(`${K}.current`)}</Badge> : null}
      </div>
      <div className="flex flex-col items-end gap-1">
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" onClick={onView} aria-expanded={isViewing}>
            {isViewing ? t(`${K}.hide`) : t(`${K}.view`)}
            {/* Tells the rows' buttons apart for screen readers; the visible text starts the name. */}
            <span className="sr-only"> {t(`${K}.version_of`, { date: when })}</span>
          </Button>
          {isCurrent ? null : (
            <RowActions
              intents={intents}
              label={t(`${K}.actions_label`, { date: when })}
              extra={[
                {
                  intent: "restore",
                  label: t(`${K}.restore`),
                  variant: "outline",
                  confirm: {
                    title: t(`${K}.restore_title`),
                    message: hasUnsavedChanges
                      ? t(`${K}.restore_confirm_unsaved`, { date: when })
                      : t(`${K}.restore_confirm`, { date: when }),
                  },
                },
              ]}
            />
          )}
        </div>
        {intents.error ? (
          <p className="text-sm text-red-700" role="alert">
            {t(intents.error)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** One version laid out to read: its settings, then each language's texts. */
function RevisionView({ revision, onClose }: { revision: PageRevisionView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { snapshot } = revision;
  const when = formatDateTime(revision.created_at, i18n.language as Lang);
  const row = (label: string, value: string | null) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="font-medium text-slate-700 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="break-words text-slate-900">{value || "—"}</dd>
    </div>
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <h4 id={headingId} className="font-semibold text-secondary">
          {t(`${K}.view_title`, { date: when })}
        </h4>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t("ui.close")}
        </Button>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        {row(t("admin.pages.form.type"), t(`admin.pages.types.${snapshot.type}`))}
        {row(t("admin.pages.form.slug"), snapshot.slug)}
        {row(t("admin.pages.columns.status"), t(`admin.pages.status.${snapshot.is_published ? "published" : "draft"}`))}
      </dl>
      {(["fr", "en"] as const).map((language) => (
        <div key={language} className="flex flex-col gap-2 border-t border-slate-200 pt-3">
          <h5 className="text-sm font-semibold text-slate-800">{t(`ui.tabs.${language}`)}</h5>
          <dl className="flex flex-col gap-1 text-sm">
            {row(t("admin.pages.form.title"), snapshot[`title_${language}`])}
            {row(t("admin.seo.form.meta_title"), snapshot[`meta_title_${language}`])}
            {row(t("admin.seo.form.meta_description"), snapshot[`meta_description_${language}`])}
          </dl>
          <div lang={language} className="rounded-md border border-slate-200 p-3">
            {snapshot[`content_${language}`] ? (
              <RichHtml html={snapshot[`content_${language}`]} />
            ) : (
              <p className="text-sm text-slate-600">{t(`${K}.no_content`)}</p>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
