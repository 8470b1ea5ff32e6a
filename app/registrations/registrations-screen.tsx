// The /admin/registrations screen: every registration across sessions, newest first, searched on
// the participant's name, e-mail and company and filtered by status, payment, course and the
// session's start dates (all in the URL and in SQL); each row leads to its session's roster,
// where registrations are acted on one by one; here they are confirmed or marked paid in bulk,
// and their funding is completed (the annual activity report's missing counts link here with
// `missing` and `year`). The route's loader and action are in app/routes/admin/registrations.tsx.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminListPage } from "~/admin/list/admin-list-page";
import type { BulkOptions } from "~/admin/list/bulk-selection";
import { DataTable } from "~/admin/list/data-table";
import { ExportLink } from "~/admin/list/export-link";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { sessionRosterHref } from "~/admin/screen-links";
import { bpfLabel, type FundingOptions } from "~/compliance/bpf-categories";
import { useCurrentUrl } from "~/forms/use-current-url";
import { formatDate, formatPrice } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { type FundingTarget, RegistrationFundingDialog } from "~/registrations/funding-dialog";
import { PAYMENT_TONES, REGISTRATION_TONES } from "~/registrations/tones";
import { formatSessionDates } from "~/sessions/format";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { FilterDateRange, FilterPanel, FilterSelect } from "~/ui/filter-panel";
import {
  type AdminRegistrationPage,
  type AdminRegistrationParams,
  type AdminRegistrationRow,
  MISSING_FUNDING_NAMES,
  PAYMENT_STATUS_NAMES,
  REGISTRATION_FILTERS,
  REGISTRATION_STATUS_NAMES,
} from "./admin-schema";

const K = "admin.registrations";

export type RegistrationsScreenProps = {
  params: AdminRegistrationParams;
  list: AdminRegistrationPage;
  hasLoadError: boolean;
  courses: { id: string; title: string }[];
  /** The funding sources and participant types a registration's funding is chosen among (BPF). */
  fundingOptions: FundingOptions;
  /** The viewer may open the annual activity report (the "compliance" module): a way back to it. */
  canOpenBpf: boolean;
};

export function RegistrationsScreen({
  params,
  list,
  hasLoadError,
  courses,
  fundingOptions,
  canOpenBpf,
}: RegistrationsScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [funding, setFunding] = useState<FundingTarget | null>(null);
  const sourceOf = (id: string | null) => fundingOptions.fundingSources.find((option) => option.id === id);
  const typeOf = (id: string | null) => fundingOptions.participantTypes.find((option) => option.id === id);
  const activeFilters = REGISTRATION_FILTERS.filter((name) => Boolean(params[name])).length;
  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters });
  const actionUrl = useCurrentUrl();
  const bulk: BulkOptions<AdminRegistrationRow> = {
    action: actionUrl,
    itemKey: (row) => row.id,
    itemLabel: (row) => row.name,
    actions: [
      {
        intent: "bulk-confirm",
        label: t(`${K}.bulk.confirm`),
        variant: "secondary",
        confirm: (count) => ({
          title: t(`${K}.bulk.confirm_title`, { count }),
          message: t(`${K}.bulk.confirm_message`, { count }),
        }),
      },
      {
        intent: "bulk-paid",
        label: t(`${K}.bulk.mark_paid`),
        confirm: (count) => ({
          title: t(`${K}.bulk.paid_title`, { count }),
          message: t(`${K}.bulk.paid_message`, { count }),
        }),
      },
    ],
  };
  return (
    <AdminListPage
      {...listPage}
      bulk={bulk}
      actions={
        // A file, not a page: the browser downloads it. The same search and filters as the list.
        <ExportLink path="/admin/registrations/export.xlsx" label={t(`${K}.export_xlsx`)} />
      }
      filters={
        <>
          {canOpenBpf && params.year !== null ? (
            <Link
              to={`/admin/compliance/bpf?year=${params.year}`}
              className="text-sm font-medium text-primary-dark underline underline-offset-2"
            >
              {t(`${K}.back_to_bpf`, { year: params.year })}
            </Link>
          ) : null}
          <RegistrationFilters params={params} courses={courses} activeCount={activeFilters} />
        </>
      }
      headingId="registrations-results"
      items={list.registrations}
      renderItems={(registrations) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={registrations}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.name}
          columns={[
            {
              key: "participant",
              header: t(`${K}.columns.participant`),
              isRowHeader: true,
              cell: (row) => (
                <div className="flex min-w-44 flex-col gap-0.5">
                  <span className="font-medium text-slate-900">{row.name}</span>
                  <span className="break-all text-xs text-slate-600">{row.email}</span>
                  {row.company ? <span className="text-xs text-slate-700">{row.company}</span> : null}
                </div>
              ),
            },
            {
              key: "session",
              header: t(`${K}.columns.session`),
              cell: (row) => (
                <div className="flex min-w-44 flex-col gap-0.5">
                  <Link
                    to={sessionRosterHref(row.session_id)}
                    className="font-medium text-primary-dark underline-offset-2 hover:underline"
                  >
                    {pick(row, "course_title", lang)}
                  </Link>
                  <span className="text-xs text-slate-600">
                    {formatSessionDates(row.start_date, row.end_date, lang)}
                  </span>
                </div>
              ),
            },
            {
              key: "status",
              header: t(`${K}.columns.status`),
              cell: (row) => (
                <div className="flex flex-col items-start gap-1">
                  <Badge tone={REGISTRATION_TONES[row.status]}>{t(`admin.sessions.status.${row.status}`)}</Badge>
                  <Badge tone={PAYMENT_TONES[row.payment_status]}>
                    {t(`admin.sessions.payment.${row.payment_status}`)}
                  </Badge>
                </div>
              ),
            },
            {
              // What the annual activity report needs (BPF): who funds, who the participant is.
              key: "funding",
              header: t(`${K}.columns.funding`),
              cell: (row) => {
                const source = sourceOf(row.funding_source_id);
                const type = typeOf(row.participant_type_id);
                const notGiven = t("admin.registrations.funding.not_given");
                return (
                  <div className="flex min-w-40 flex-col items-start gap-1 text-xs text-slate-700">
                    <span>{source ? bpfLabel(source, lang) : <Badge tone="warning">{notGiven}</Badge>}</span>
                    <span>{type ? bpfLabel(type, lang) : <Badge tone="warning">{notGiven}</Badge>}</span>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-haspopup="dialog"
                      aria-label={t("admin.registrations.funding.open_for", { name: row.name })}
                      onClick={() => setFunding(row)}
                    >
                      {t("admin.registrations.funding.open")}
                    </Button>
                  </div>
                );
              },
            },
            {
              key: "amount",
              header: t(`${K}.columns.amount`),
              className: "text-right whitespace-nowrap",
              cell: (row) => (row.payment_amount ? formatPrice(row.payment_amount, row.currency, lang) : "—"),
            },
            {
              key: "created_at",
              header: t(`${K}.columns.registered_on`),
              className: "whitespace-nowrap",
              cell: (row) => <time dateTime={row.created_at}>{formatDate(row.created_at, lang)}</time>,
            },
          ]}
        />
      )}
    >
      <RegistrationFundingDialog
        registration={funding}
        options={fundingOptions}
        actionUrl={actionUrl}
        onClose={() => setFunding(null)}
      />
    </AdminListPage>
  );
}

function RegistrationFilters({
  params,
  courses,
  activeCount,
}: {
  params: AdminRegistrationParams;
  courses: RegistrationsScreenProps["courses"];
  activeCount: number;
}) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, activeCount)}
      names={REGISTRATION_FILTERS}
      activeCount={activeCount}
      columns="sm:grid-cols-2 lg:grid-cols-3"
    >
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={params.status}
        allLabel={t(`${K}.filters.all_statuses`)}
        options={REGISTRATION_STATUS_NAMES.map((status) => ({
          value: status,
          label: t(`admin.sessions.status.${status}`),
        }))}
      />
      <FilterSelect
        name="payment"
        label={t(`${K}.filters.payment`)}
        value={params.payment}
        allLabel={t(`${K}.filters.all_payments`)}
        options={PAYMENT_STATUS_NAMES.map((status) => ({
          value: status,
          label: t(`admin.sessions.payment.${status}`),
        }))}
      />
      <FilterSelect
        name="course"
        label={t(`${K}.filters.course`)}
        value={params.course}
        allLabel={t(`${K}.filters.all_courses`)}
        options={courses.map((course) => ({ value: course.id, label: course.title }))}
      />
      <FilterDateRange
        from={params.from}
        to={params.to}
        fromLabel={t(`${K}.filters.from`)}
        toLabel={t(`${K}.filters.to`)}
      />
      <FilterSelect
        name="missing"
        label={t(`${K}.filters.missing`)}
        value={params.missing}
        allLabel={t(`${K}.filters.all_missing`)}
        options={MISSING_FUNDING_NAMES.map((name) => ({ value: name, label: t(`${K}.filters.missing_${name}`) }))}
      />
      <Field
        key={`year-${params.year ?? ""}`}
        label={t(`${K}.filters.year`)}
        hint={t(`${K}.filters.year_hint`)}
        name="year"
        type="number"
        inputMode="numeric"
        min={2000}
        max={2100}
        defaultValue={params.year ?? ""}
      />
    </FilterPanel>
  );
}
