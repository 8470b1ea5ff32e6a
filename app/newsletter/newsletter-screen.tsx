// The /admin/newsletter screen: subscribers newest first in a table (e-mail, status, subscribed
// and verified dates), a status filter, the CSV export link, and per row resend (unverified
// only) and delete (confirmed), and delete in bulk. The route's loader and action are in
// app/routes/admin/newsletter.tsx.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import type { BulkOptions } from "~/admin/list/bulk-selection";
import { DataTable } from "~/admin/list/data-table";
import { ExportLink } from "~/admin/list/export-link";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  type AdminNewsletterParams,
  type AdminSubscriber,
  type AdminSubscriberPage,
  newsletterExportHref,
  SUBSCRIBER_ENTITY,
  SUBSCRIBER_STATUSES,
} from "./admin-schema";

const K = "admin.newsletter";

export type NewsletterScreenProps = { params: AdminNewsletterParams; list: AdminSubscriberPage; hasLoadError: boolean };

export function NewsletterScreen({ params, list, hasLoadError }: NewsletterScreenProps) {
  const { t, i18n } = useTranslation();
  const actionUrl = useCurrentUrl();
  const lang = i18n.language as Lang;
  const day = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDate(iso, lang)}</time> : "—");

  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters: params.status === null ? 0 : 1 });
  const bulk: BulkOptions<AdminSubscriber> = {
    action: actionUrl,
    itemKey: (subscriber) => subscriber.id,
    itemLabel: (subscriber) => subscriber.email,
    actions: [
      {
        intent: "bulk-delete",
        label: t(`${K}.bulk.delete`),
        variant: "danger",
        isDestructive: true,
        confirm: (count) => ({
          title: t(`${K}.bulk.delete_title`, { count }),
          message: t(`${K}.bulk.delete_message`, { count }),
        }),
      },
    ],
  };
  return (
    <AdminListPage
      {...listPage}
      bulk={bulk}
      actions={
        // A file, not a page: the browser downloads it (no client-side navigation).
        <>
          <ExportLink path="/admin/newsletter/export.xlsx" label={t(`${K}.export_xlsx`)} />
          <ButtonLink to={newsletterExportHref(params)} reloadDocument download variant="outline">
            {t(`${K}.export`)}
          </ButtonLink>
        </>
      }
      filters={<StatusFilter params={params} />}
      headingId="newsletter-results"
      items={list.subscribers}
      loadError={hasLoadError ? t("newsletter.error.load") : null}
      renderItems={(subscribers) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={subscribers}
          rowKey={(subscriber) => subscriber.id}
          rowLabel={(subscriber) => subscriber.email}
          columns={[
            {
              key: "email",
              header: t(`${K}.columns.email`),
              cell: (subscriber) => <span className="break-all">{subscriber.email}</span>,
              isRowHeader: true,
            },
            {
              key: "status",
              header: t(`${K}.columns.status`),
              cell: (subscriber) => (
                <Badge tone={subscriber.is_verified ? "success" : "warning"}>
                  {t(`${K}.status.${subscriber.is_verified ? "verified" : "unverified"}`)}
                </Badge>
              ),
            },
            { key: "created_at", header: t(`${K}.columns.subscribed_on`), cell: (s) => day(s.created_at) },
            { key: "verified_at", header: t(`${K}.columns.verified_on`), cell: (s) => day(s.verified_at) },
          ]}
          actions={(subscriber) => <SubscriberActions subscriber={subscriber} action={actionUrl} />}
        />
      )}
    />
  );
}

function SubscriberActions({ subscriber, action }: { subscriber: AdminSubscriber; action: string }) {
  const { t } = useTranslation();
  const intents = useItemIntents(action, { id: subscriber.id });
  return (
    <div className="flex flex-col items-end gap-1">
      <RowActions
        intents={intents}
        label={t(`${K}.actions_label`, { email: subscriber.email })}
        className="flex flex-wrap justify-end gap-2"
        // Only an address still waiting for its link gets a new one (spec).
        extra={subscriber.is_verified ? [] : [{ intent: "resend", label: t(`${K}.resend`), variant: "outline" }]}
        remove={{
          label: t(`${K}.delete`),
          title: t(`${K}.delete_title`),
          message: t(`${K}.delete_confirm`, { email: subscriber.email }),
        }}
      />
      <HistoryLink entity={SUBSCRIBER_ENTITY} id={subscriber.id} label={subscriber.email} />
      <RowError intents={intents} />
    </div>
  );
}

/** The status filter (all, verified, not verified) in the shared panel. */
function StatusFilter({ params }: { params: AdminNewsletterParams }) {
  const { t } = useTranslation();
  const _id = useId();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, params.status === null ? 0 : 1)}
      names={["status"]}
      activeCount={params.status === null ? 0 : 1}
    >
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={params.status}
        allLabel={t(`${K}.filters.all`)}
        options={SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: t(`${K}.status.${status}`) }))}
      />
    </FilterPanel>
  );
}
