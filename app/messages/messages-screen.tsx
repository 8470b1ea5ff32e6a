// The /admin/messages screen: one card per message (subject, sender, date, type, status and assignee, the
// content's beginning; unread ones in bold with a "new" badge), the type and status filters, the
// per-card transitions, and the detail dialog of the message in `?open=`. The route's loader and
// action are in app/routes/admin/messages.tsx.
import { type MouseEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import type { BulkOptions } from "~/admin/list/bulk-selection";
import { ExportLink } from "~/admin/list/export-link";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { formatDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { searchWithParam } from "~/ui/pagination";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  type AdminMessageDetail,
  type AdminMessagePage,
  type AdminMessageParams,
  type AdminMessageRow,
  MESSAGE_FILTERS,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  type MessageAssignee,
} from "./admin-schema";
import { MessageDialog } from "./message-dialog";
import { KindBadge, StatusBadge, transitionActions } from "./message-parts";

const K = "admin.messages";

export type MessagesScreenProps = {
  params: AdminMessageParams;
  list: AdminMessagePage;
  hasLoadError: boolean;
  opened: AdminMessageDetail | null;
  openError: "load" | "missing" | null;
  /** The colleagues a message may be assigned to (the filter's and the dialog's choices). */
  assignees: MessageAssignee[];
};

export function MessagesScreen({ params, list, hasLoadError, opened, openError, assignees }: MessagesScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const actionUrl = useCurrentUrl();
  const activeFilters = MESSAGE_FILTERS.filter((name) => params[name] !== null).length;

  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters });
  const bulk: BulkOptions<AdminMessageRow> = {
    action: actionUrl,
    itemKey: (message) => message.id,
    itemLabel: (message) => message.subject,
    actions: [
      {
        intent: "bulk-handle",
        label: t(`${K}.bulk.handle`),
        variant: "secondary",
        confirm: (count) => ({
          title: t(`${K}.bulk.handle_title`, { count }),
          message: t(`${K}.bulk.handle_message`, { count }),
        }),
      },
      {
        intent: "bulk-archive",
        label: t(`${K}.bulk.archive`),
        confirm: (count) => ({
          title: t(`${K}.bulk.archive_title`, { count }),
          message: t(`${K}.bulk.archive_message`, { count }),
        }),
      },
    ],
  };
  return (
    <AdminListPage
      {...listPage}
      bulk={bulk}
      actions={<ExportLink path="/admin/messages/export.xlsx" label={t(`${K}.export_xlsx`)} />}
      filters={<MessageFilters params={params} activeCount={activeFilters} assignees={assignees} />}
      headingId="messages-results"
      layout="list"
      items={list.messages}
      itemKey={(message) => message.id}
      renderItem={(message) => <MessageCard message={message} actionUrl={actionUrl} />}
    >
      {params.open ? (
        <MessageDialog
          // A fresh dialog state (its buttons' answers) for each message opened.
          key={params.open}
          message={opened}
          error={openError}
          actionUrl={actionUrl}
          closeHref={`${location.pathname}${searchWithParam(location.search, "open", null)}`}
          assignees={assignees}
        />
      ) : null}
    </AdminListPage>
  );
}

function MessageCard({ message, actionUrl }: { message: AdminMessageRow; actionUrl: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const headingId = useId();
  const intents = useItemIntents(actionUrl, { id: message.id });
  const openHref = `${location.pathname}${searchWithParam(location.search, "open", message.id)}`;
  // Opening posts `read` to the URL that shows the dialog; the action answers with a redirect there.
  const opening = useItemIntents(openHref, { id: message.id });
  const isUnread = message.status === "pending";

  function open(event: MouseEvent<HTMLAnchorElement>) {
    // Without JavaScript, or for a new tab, the link opens the message without marking it read.
    if (!isUnread || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void opening.fetcher.submit(
      { id: message.id, intent: "read" },
      { method: "post", action: openHref, preventScrollReset: true },
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-3 rounded-xl p-5 shadow-sm",
        isUnread ? "ring-2 ring-secondary/40" : "ring-1 ring-slate-200",
        message.status === "archived" ? "bg-slate-50" : "bg-white",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className={cn("break-words text-secondary", isUnread ? "font-bold" : "font-medium")}>
            <Link
              to={openHref}
              preventScrollReset
              onClick={open}
              aria-haspopup="dialog"
              aria-busy={opening.isBusy || undefined}
              className="underline-offset-2 hover:underline"
            >
              {message.subject}
            </Link>
          </h3>
          {message.sender ? (
            <p className={cn("text-sm text-slate-700", isUnread && "font-semibold")}>
              {t(`${K}.from`, { sender: message.sender })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {isUnread ? <Badge tone="primary">{t(`${K}.new`)}</Badge> : <StatusBadge status={message.status} />}
          <KindBadge kind={message.kind} />
          {message.assignee ? (
            <Badge tone="neutral">{t(`${K}.assigned_to`, { name: message.assignee.name })}</Badge>
          ) : null}
          <time dateTime={message.created_at} className="text-sm text-slate-600">
            {formatDateTime(message.created_at, i18n.language as Lang)}
          </time>
        </div>
      </div>
      <p className="line-clamp-2 text-sm whitespace-pre-line text-slate-700">{message.excerpt}</p>
      <RowError intents={intents} />
      {opening.error ? (
        <p className="text-sm text-red-700" role="alert">
          {t(opening.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RowActions
          intents={intents}
          label={t(`${K}.actions_label`, { subject: message.subject })}
          extra={transitionActions(message.status, t)}
        />
        <HistoryLink entity="message" id={message.id} label={message.subject} />
      </div>
    </article>
  );
}

/** Type (all, registration, contact, newsletter) and status (the inbox, or one status) in the shared panel. */
function MessageFilters({
  params,
  activeCount,
  assignees,
}: {
  params: AdminMessageParams;
  activeCount: number;
  assignees: MessageAssignee[];
}) {
  const { t } = useTranslation();
  const _id = useId();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, activeCount)}
      names={MESSAGE_FILTERS}
      activeCount={activeCount}
      columns="sm:grid-cols-3"
    >
      <FilterSelect
        name="type"
        label={t(`${K}.filters.type`)}
        value={params.type}
        allLabel={t(`${K}.filters.all_types`)}
        options={MESSAGE_TYPES.map((type) => ({ value: type, label: t(`${K}.types.${type}`) }))}
      />
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={params.status}
        allLabel={t(`${K}.filters.inbox`)}
        options={MESSAGE_STATUSES.map((status) => ({ value: status, label: t(`${K}.status.${status}`) }))}
      />
      <FilterSelect
        name="assignee"
        label={t(`${K}.filters.assignee`)}
        value={params.assignee}
        allLabel={t(`${K}.filters.anyone`)}
        options={[
          { value: "me", label: t(`${K}.filters.mine`) },
          { value: "none", label: t(`${K}.filters.unassigned`) },
          ...assignees.map((person) => ({ value: person.id, label: person.name })),
        ]}
      />
    </FilterPanel>
  );
}
