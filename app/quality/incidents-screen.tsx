// The /admin/incidents screen: complaints and low scores, those to handle by default (the most
// urgent first), each with when it was opened, where it came from (the survey answer or the
// message, linked), who, what, the session, its two deadlines (a passed one marked overdue) and
// its status; recorded by hand, acknowledged, answered, closed, or turned into an improvement.
// The route's loader and action are in app/routes/admin/incidents.tsx; the dialogs in
// ./incident-dialogs.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { ExportLink } from "~/admin/list/export-link";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { sessionRosterHref } from "~/admin/screen-links";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { formatDateTime } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { formatSessionDates } from "~/sessions/format";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { Checkbox } from "~/ui/field";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  type AdminIncidentPage,
  type AdminIncidentRow,
  excerpt,
  INCIDENT_FILTERS,
  INCIDENT_INTENTS,
  INCIDENT_SOURCE_NAMES,
  INCIDENT_STATUS_NAMES,
  type IncidentParams,
  type IncidentSessionChoice,
  type IncidentStatusName,
  improvementFromIncidentHref,
} from "./admin-schema";
import { AcknowledgeDialog, AnswerDialog, IncidentEditor } from "./incident-dialogs";

const K = "admin.incidents";

export const INCIDENT_STATUS_TONES: Record<IncidentStatusName, BadgeTone> = {
  open: "warning",
  acknowledged: "info",
  answered: "success",
  closed: "neutral",
};

const LINK = "text-primary-dark underline-offset-2 hover:underline";

export type IncidentsScreenProps = {
  params: IncidentParams;
  list: AdminIncidentPage;
  hasLoadError: boolean;
  sessions: IncidentSessionChoice[];
};

export function IncidentsScreen({ params, list, hasLoadError, sessions }: IncidentsScreenProps) {
  const { t } = useTranslation();
  const actionUrl = useCurrentUrl();
  const creating = useEditorTarget();
  const acknowledging = useEditorTarget<AdminIncidentRow>();
  const answering = useEditorTarget<AdminIncidentRow>();
  const activeFilters = INCIDENT_FILTERS.filter((name) => Boolean(params[name])).length;
  const listPage = useListPage(K, {
    q: params.q,
    list,
    hasLoadError,
    activeFilters,
    onAdd: () => creating.openNew(),
  });
  return (
    <AdminListPage
      {...listPage}
      actions={<ExportLink path="/admin/incidents/export.xlsx" label={t(`${K}.export_xlsx`)} />}
      filters={<IncidentFilters params={params} activeCount={activeFilters} />}
      headingId="incidents-results"
      items={list.incidents}
      renderItems={(incidents) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={incidents}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.person_name ?? excerpt(row.summary, 40)}
          columns={[
            {
              key: "opened",
              header: t(`${K}.columns.opened`),
              className: "whitespace-nowrap",
              cell: (row) => <When instant={row.opened_at} />,
            },
            { key: "source", header: t(`${K}.columns.source`), cell: (row) => <Source row={row} /> },
            {
              key: "person",
              header: t(`${K}.columns.person`),
              isRowHeader: true,
              cell: (row) => (
                <span className="flex min-w-36 flex-col gap-0.5">
                  <span className="font-medium text-slate-900">{row.person_name ?? t(`${K}.anonymous`)}</span>
                  {row.person_email ? (
                    <span className="text-xs break-all text-slate-600">{row.person_email}</span>
                  ) : null}
                  {row.person_language ? (
                    <span className="text-xs text-slate-600">{t(`languages.${row.person_language}`)}</span>
                  ) : null}
                </span>
              ),
            },
            { key: "summary", header: t(`${K}.columns.summary`), cell: (row) => <Summary row={row} /> },
            { key: "session", header: t(`${K}.columns.session`), cell: (row) => <Session row={row} /> },
            {
              key: "acknowledge_by",
              header: t(`${K}.columns.acknowledge_by`),
              cell: (row) => (
                <Deadline due={row.acknowledge_by} doneAt={row.acknowledged_at} isOverdue={row.acknowledge_overdue} />
              ),
            },
            {
              key: "answer_by",
              header: t(`${K}.columns.answer_by`),
              cell: (row) => <Deadline due={row.answer_by} doneAt={row.answered_at} isOverdue={row.answer_overdue} />,
            },
            {
              key: "status",
              header: t(`${K}.columns.status`),
              cell: (row) => <Badge tone={INCIDENT_STATUS_TONES[row.status]}>{t(`${K}.statuses.${row.status}`)}</Badge>,
            },
          ]}
          actions={(row) => (
            <IncidentActions
              row={row}
              actionUrl={actionUrl}
              onAcknowledge={() => acknowledging.openFor(row)}
              onAnswer={() => answering.openFor(row)}
            />
          )}
        />
      )}
    >
      <IncidentEditor key={creating.key} {...creating.dialog} action={actionUrl} sessions={sessions} />
      <AcknowledgeDialog
        key={`acknowledge-${acknowledging.key}`}
        {...acknowledging.dialog}
        action={actionUrl}
        incident={acknowledging.item}
      />
      <AnswerDialog
        key={`answer-${answering.key}`}
        {...answering.dialog}
        action={actionUrl}
        incident={answering.item}
      />
    </AdminListPage>
  );
}

function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === "en" ? "en" : "fr";
}

function When({ instant }: { instant: string }) {
  const lang = useLang();
  return <time dateTime={instant}>{formatDateTime(instant, lang)}</time>;
}

/** Where it came from, and the way to it: the survey's answers of the session, or the message. */
function Source({ row }: { row: AdminIncidentRow }) {
  const { t } = useTranslation();
  const label = t(`${K}.sources.${row.source}`);
  const href =
    row.source === "survey" && row.session_id
      ? `/admin/surveys?${new URLSearchParams({ session: row.session_id })}`
      : row.source === "contact" && row.message_id
        ? `/admin/messages?${new URLSearchParams({ open: row.message_id })}`
        : null;
  if (!href) return <Badge tone="neutral">{label}</Badge>;
  return (
    <Link to={href} className={LINK}>
      {label}
      <span className="sr-only"> — {t(`${K}.source_link.${row.source}`)}</span>
    </Link>
  );
}

/** The complaint's opening words; the whole of it, and the answer given, one click away. */
function Summary({ row }: { row: AdminIncidentRow }) {
  const { t } = useTranslation();
  const short = excerpt(row.summary, 140);
  const isWhole = short === row.summary && !row.answer;
  return (
    <div className="flex max-w-md flex-col gap-1 text-sm [overflow-wrap:anywhere]">
      {isWhole ? (
        <p className="text-slate-800">{row.summary}</p>
      ) : (
        <details>
          <summary className="cursor-pointer text-slate-800">{short}</summary>
          <p className="mt-2 whitespace-pre-line text-slate-800">{row.summary}</p>
          {row.answer ? (
            <div className="mt-2 rounded-lg bg-slate-50 p-2">
              <p className="font-semibold text-slate-600">{t(`${K}.answer_given`)}</p>
              <p className="whitespace-pre-line text-slate-800">{row.answer}</p>
            </div>
          ) : null}
        </details>
      )}
    </div>
  );
}

function Session({ row }: { row: AdminIncidentRow }) {
  const lang = useLang();
  if (!row.session_id || !row.course_title_fr || !row.start_date || !row.end_date) return <>—</>;
  return (
    <span className="flex min-w-40 flex-col gap-0.5 text-sm">
      <Link to={sessionRosterHref(row.session_id)} className={LINK}>
        {pick({ title_fr: row.course_title_fr, title_en: row.course_title_en }, "title", lang)}
      </Link>
      <span className="text-xs text-slate-600">{formatSessionDates(row.start_date, row.end_date, lang)}</span>
    </span>
  );
}

/** A deadline: done on a day, or still ahead, or passed (overdue, in red and in words). */
function Deadline({ due, doneAt, isOverdue }: { due: string; doneAt: string | null; isOverdue: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <span className="flex min-w-32 flex-col items-start gap-1 text-sm">
      <time dateTime={due} className={isOverdue ? "font-semibold text-red-700" : "text-slate-700"}>
        {formatDateTime(due, lang)}
      </time>
      {isOverdue ? <Badge tone="danger">{t(`${K}.overdue`)}</Badge> : null}
      {doneAt ? (
        <span className="text-xs text-slate-600">{t(`${K}.done_on`, { when: formatDateTime(doneAt, lang) })}</span>
      ) : null}
    </span>
  );
}

function IncidentActions({
  row,
  actionUrl,
  onAcknowledge,
  onAnswer,
}: {
  row: AdminIncidentRow;
  actionUrl: string;
  onAcknowledge: () => void;
  onAnswer: () => void;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl, { id: row.id });
  const name = row.person_name ?? excerpt(row.summary, 40);
  const isToHandle = row.status === "open" || row.status === "acknowledged";
  return (
    <div className="flex w-48 flex-col items-stretch gap-1.5 [&>*]:justify-center">
      {row.status === "open" ? (
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={onAcknowledge}>
          {t(`${K}.acknowledge.open`)}
        </Button>
      ) : null}
      {isToHandle ? (
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={onAnswer}>
          {t(`${K}.answer.open`)}
        </Button>
      ) : null}
      {row.status === "closed" ? null : (
        <RowActions
          intents={intents}
          label={t(`${K}.actions_for`, { name })}
          className="flex flex-col items-stretch gap-1.5"
          extra={[
            {
              intent: INCIDENT_INTENTS.close,
              label: t(`${K}.close.button`),
              variant: "outline",
              confirm: {
                title: t(`${K}.close.title`),
                message: t(isToHandle ? `${K}.close.message_unanswered` : `${K}.close.message`),
              },
            },
          ]}
        />
      )}
      <ButtonLink to={improvementFromIncidentHref(row.id)} variant="ghost" size="sm">
        {t(`${K}.create_improvement`)}
      </ButtonLink>
      <RowError intents={intents} />
    </div>
  );
}

function IncidentFilters({ params, activeCount }: { params: IncidentParams; activeCount: number }) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, activeCount)}
      names={INCIDENT_FILTERS}
      activeCount={activeCount}
      columns="sm:grid-cols-2 lg:grid-cols-3"
    >
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={params.status}
        allLabel={t(`${K}.filters.to_handle`)}
        options={[
          ...INCIDENT_STATUS_NAMES.map((status) => ({ value: status, label: t(`${K}.statuses.${status}`) })),
          { value: "all", label: t(`${K}.filters.all_statuses`) },
        ]}
      />
      <FilterSelect
        name="source"
        label={t(`${K}.filters.source`)}
        value={params.source}
        allLabel={t(`${K}.filters.all_sources`)}
        options={INCIDENT_SOURCE_NAMES.map((source) => ({ value: source, label: t(`${K}.sources.${source}`) }))}
      />
      <div className="flex items-end pb-2">
        <Checkbox
          key={params.overdue ? "on" : "off"}
          name="overdue"
          value="1"
          label={t(`${K}.filters.overdue`)}
          defaultChecked={params.overdue}
        />
      </div>
    </FilterPanel>
  );
}
