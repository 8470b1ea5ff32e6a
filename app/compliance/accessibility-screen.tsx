// The /admin/compliance/accessibility screen (delivery.md §7): the accessibility referent's
// private cases, the open ones by default (those to contact first), each with when it was asked,
// the participant and how to reach them, the session, the status, the contact deadline (a passed
// one marked overdue) and how many adaptations were agreed; each opened to read the participant's
// note and keep the referent's own, and moved on step by step. The procedure's evidence (PDF) is
// one click away. The route's loader and action are in app/routes/admin/compliance-accessibility.tsx;
// the dialogs in ./accessibility-dialogs.
import { useTranslation } from "react-i18next";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { formatDate, formatDateTime } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { formatSessionDates } from "~/sessions/format";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { Checkbox } from "~/ui/field";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import { AgreeDialog, CaseDialog, ContactDialog, ReferDialog } from "./accessibility-dialogs";
import {
  ACCESSIBILITY_FILTERS,
  ACCESSIBILITY_INTENTS,
  ACCESSIBILITY_PROCEDURE_HREF,
  ACCESSIBILITY_STATUS_NAMES,
  type AccessibilityParams,
  type AccessibilityStatusName,
  type AdminAccessibilityPage,
  type AdminAccessibilityRow,
  canTakeStep,
} from "./accessibility-schema";

const K = "admin.accessibility";

export const ACCESSIBILITY_STATUS_TONES: Record<AccessibilityStatusName, BadgeTone> = {
  new: "warning",
  contacted: "info",
  agreed: "primary",
  in_place: "success",
  closed: "neutral",
  referred: "neutral",
};

export type AccessibilityScreenProps = {
  params: AccessibilityParams;
  list: AdminAccessibilityPage;
  hasLoadError: boolean;
  /** Today (YYYY-MM-DD): the contact dialog's default day and its latest. */
  today: string;
};

function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === "en" ? "en" : "fr";
}

export function AccessibilityScreen({ params, list, hasLoadError, today }: AccessibilityScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const actionUrl = useCurrentUrl();
  const opened = useEditorTarget<AdminAccessibilityRow>();
  const contacting = useEditorTarget<AdminAccessibilityRow>();
  const agreeing = useEditorTarget<AdminAccessibilityRow>();
  const referring = useEditorTarget<AdminAccessibilityRow>();
  const activeFilters = ACCESSIBILITY_FILTERS.filter((name) => Boolean(params[name])).length;
  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters });
  return (
    <AdminListPage
      {...listPage}
      actions={
        <ButtonLink to={ACCESSIBILITY_PROCEDURE_HREF} reloadDocument download variant="outline">
          {t(`${K}.procedure_pdf`)}
        </ButtonLink>
      }
      filters={<AccessibilityFilters params={params} activeCount={activeFilters} />}
      headingId="accessibility-results"
      items={list.cases}
      renderItems={(cases) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={cases}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.name}
          columns={[
            {
              key: "requested",
              header: t(`${K}.columns.requested`),
              className: "whitespace-nowrap",
              cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at, lang)}</time>,
            },
            {
              key: "participant",
              header: t(`${K}.columns.participant`),
              isRowHeader: true,
              cell: (row) => (
                <span className="flex min-w-36 flex-col gap-0.5">
                  <span className="font-medium text-slate-900">{row.name}</span>
                  {row.email ? <span className="text-xs break-all text-slate-600">{row.email}</span> : null}
                  {row.phone ? <span className="text-xs text-slate-600">{row.phone}</span> : null}
                </span>
              ),
            },
            {
              key: "session",
              header: t(`${K}.columns.session`),
              cell: (row) => (
                <span className="flex min-w-40 flex-col gap-0.5 text-sm">
                  <span className="text-slate-900">
                    {pick({ title_fr: row.course_title_fr, title_en: row.course_title_en }, "title", lang)}
                  </span>
                  <span className="text-xs text-slate-600">
                    {formatSessionDates(row.start_date, row.end_date, lang)}
                  </span>
                </span>
              ),
            },
            {
              key: "status",
              header: t(`${K}.columns.status`),
              cell: (row) => (
                <Badge tone={ACCESSIBILITY_STATUS_TONES[row.status]}>{t(`${K}.statuses.${row.status}`)}</Badge>
              ),
            },
            { key: "contact_by", header: t(`${K}.columns.contact_by`), cell: (row) => <ContactBy row={row} /> },
            {
              key: "adaptations",
              header: t(`${K}.columns.adaptations`),
              cell: (row) => t(`${K}.adaptations_count`, { count: row.adaptations.length }),
            },
          ]}
          actions={(row) => (
            <CaseActions
              row={row}
              actionUrl={actionUrl}
              onOpen={() => opened.openFor(row)}
              onContact={() => contacting.openFor(row)}
              onAgree={() => agreeing.openFor(row)}
              onRefer={() => referring.openFor(row)}
            />
          )}
        />
      )}
    >
      <CaseDialog key={`case-${opened.key}`} {...opened.dialog} action={actionUrl} row={opened.item} />
      <ContactDialog
        key={`contact-${contacting.key}`}
        {...contacting.dialog}
        action={actionUrl}
        row={contacting.item}
        today={today}
      />
      <AgreeDialog key={`agree-${agreeing.key}`} {...agreeing.dialog} action={actionUrl} row={agreeing.item} />
      <ReferDialog key={`refer-${referring.key}`} {...referring.dialog} action={actionUrl} row={referring.item} />
    </AdminListPage>
  );
}

/** The contact deadline: met on a day, still ahead, or passed (overdue, in red and in words). */
function ContactBy({ row }: { row: AdminAccessibilityRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <span className="flex min-w-32 flex-col items-start gap-1 text-sm">
      <time dateTime={row.contact_by} className={row.contact_overdue ? "font-semibold text-red-700" : "text-slate-700"}>
        {formatDate(row.contact_by, lang)}
      </time>
      {row.contact_overdue ? <Badge tone="danger">{t(`${K}.overdue`)}</Badge> : null}
      {row.contacted_at ? (
        <span className="text-xs text-slate-600">
          {t(`${K}.contacted_on`, { when: formatDate(row.contacted_at, lang) })}
        </span>
      ) : null}
    </span>
  );
}

function CaseActions({
  row,
  actionUrl,
  onOpen,
  onContact,
  onAgree,
  onRefer,
}: {
  row: AdminAccessibilityRow;
  actionUrl: string;
  onOpen: () => void;
  onContact: () => void;
  onAgree: () => void;
  onRefer: () => void;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl, { id: row.id });
  const extra = [
    ...(canTakeStep("in_place", row.status)
      ? [
          {
            intent: ACCESSIBILITY_INTENTS.inPlace,
            label: t(`${K}.in_place_step.button`),
            variant: "outline" as const,
            confirm: { title: t(`${K}.in_place_step.title`), message: t(`${K}.in_place_step.message`) },
          },
        ]
      : []),
    ...(canTakeStep("close", row.status)
      ? [
          {
            intent: ACCESSIBILITY_INTENTS.close,
            label: t(`${K}.close.button`),
            variant: "outline" as const,
            confirm: { title: t(`${K}.close.title`), message: t(`${K}.close.message`) },
          },
        ]
      : []),
  ];
  return (
    <div className="flex w-48 flex-col items-stretch gap-1.5 [&>*]:justify-center">
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={onOpen}>
        {t(`${K}.case.open`)}
      </Button>
      {canTakeStep("contact", row.status) ? (
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={onContact}>
          {t(`${K}.contact.open`)}
        </Button>
      ) : null}
      {canTakeStep("agree", row.status) ? (
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={onAgree}>
          {t(row.status === "agreed" ? `${K}.agree.edit` : `${K}.agree.open`)}
        </Button>
      ) : null}
      {extra.length > 0 ? (
        <RowActions
          intents={intents}
          label={t(`${K}.actions_for`, { name: row.name })}
          className="flex flex-col items-stretch gap-1.5"
          extra={extra}
        />
      ) : null}
      {canTakeStep("refer", row.status) ? (
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={onRefer}>
          {t(`${K}.refer.open`)}
        </Button>
      ) : null}
      <RowError intents={intents} />
    </div>
  );
}

function AccessibilityFilters({ params, activeCount }: { params: AccessibilityParams; activeCount: number }) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, activeCount)}
      names={ACCESSIBILITY_FILTERS}
      activeCount={activeCount}
      columns="sm:grid-cols-2"
    >
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={params.status}
        allLabel={t(`${K}.filters.open`)}
        options={[
          ...ACCESSIBILITY_STATUS_NAMES.map((status) => ({ value: status, label: t(`${K}.statuses.${status}`) })),
          { value: "all", label: t(`${K}.filters.all_statuses`) },
        ]}
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
