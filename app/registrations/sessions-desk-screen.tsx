// The /admin/sessions screen, the office's sessions desk: every session, upcoming by default
// (tabs for past and all), filtered by course, status, trainer, venue, start dates and "at risk",
// searched, sorted by date, each row with its fill, registrations and roster link; add, edit,
// duplicate (new dates) and cancel (with the participants' message) from here. The route's
// loader and action are in app/routes/admin/sessions.tsx.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { sessionRosterHref, sessionWaitlistHref } from "~/admin/screen-links";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { formatTime } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { CancelSessionDialog } from "~/registrations/cancel-session-dialog";
import { AT_RISK_DAYS, canCancelSession } from "~/registrations/lifecycle";
import { SessionFill } from "~/registrations/session-fill";
import { SESSION_TONES } from "~/registrations/tones";
import type { EditorOptions } from "~/sessions/admin-sessions.server";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { SESSION_STATUSES } from "~/sessions/schema";
import { SessionEditor } from "~/sessions/session-editor";
import { Badge } from "~/ui/badge";
import { Button, buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { FilterDateRange, FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { searchWithParam } from "~/ui/pagination";
import {
  type AdminSessionPage,
  type AdminSessionParams,
  type AdminSessionRow,
  SESSION_DESK_FILTERS,
  SESSION_ORDERS,
  SESSION_WHEN,
} from "./admin-schema";

const K = "admin.session_desk";

export type SessionsDeskScreenProps = {
  params: AdminSessionParams;
  list: AdminSessionPage;
  hasLoadError: boolean;
  options: EditorOptions;
  /** The server's today, for the editor's start-date rule. */
  today: string;
  /** What the viewer may do here (the permission matrix's "sessions" row; everything for admins). */
  rights: { create: boolean; edit: boolean };
};

export function SessionsDeskScreen({ params, list, hasLoadError, options, today, rights }: SessionsDeskScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const actionUrl = useCurrentUrl();
  // Editing a row is the editor's item; duplicating one is a new session drafted from it.
  const editor = useEditorTarget<AdminSessionRow, AdminSessionRow>();
  const [cancelling, setCancelling] = useState<AdminSessionRow | null>(null);
  // "Create a session and invite them": the duplicate's editor, then the new session's waiting
  // list, where staff send the invitation (one confirmed press, on a session that exists).
  const [isInviting, setIsInviting] = useState(false);
  const navigate = useNavigate();
  // A link may ask for a session's editor at once (the communications screen's and the
  // dashboard's "move it"): `?edit=<id>` opens it when that session is on the page.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get("edit");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address, not on each render
  useEffect(() => {
    const row = asked ? list.sessions.find((session) => session.id === asked) : undefined;
    if (row && rights.edit) editor.openFor(row);
  }, [asked]);
  const activeFilters = SESSION_DESK_FILTERS.filter((name) => Boolean(params[name])).length;
  const listPage = useListPage(K, {
    q: params.q,
    list,
    hasLoadError,
    activeFilters,
    onAdd: rights.create ? () => editor.openNew() : undefined,
  });

  return (
    <AdminListPage
      {...listPage}
      filters={
        <div className="flex flex-col gap-3">
          <WhenTabs params={params} />
          <SessionFilters params={params} options={options} activeCount={activeFilters} />
        </div>
      }
      headingId="sessions-results"
      items={list.sessions}
      renderItems={(sessions) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={sessions}
          rowKey={(row) => row.id}
          rowLabel={(row) =>
            `${pick(row, "course_title", lang)}, ${formatSessionDates(row.start_date, row.end_date, lang)}`
          }
          columns={[
            {
              key: "dates",
              header: t(`${K}.columns.dates`),
              cell: (row) => (
                <div className="flex min-w-32 flex-col">
                  <span className="font-medium text-slate-900">
                    {formatSessionDates(row.start_date, row.end_date, lang)}
                  </span>
                  <span className="text-xs text-slate-600">
                    {`${formatTime(row.start_time)} – ${formatTime(row.end_time)} (${timeZoneLabel(row.timezone, row.location_city)})`}
                  </span>
                </div>
              ),
            },
            {
              key: "course",
              header: t(`${K}.columns.course`),
              isRowHeader: true,
              cell: (row) => (
                <div className="flex min-w-44 flex-col gap-0.5">
                  <Link
                    to={sessionRosterHref(row.id)}
                    className="font-medium text-primary-dark underline-offset-2 hover:underline"
                  >
                    {pick(row, "course_title", lang)}
                  </Link>
                  <span className="text-xs text-slate-600">{row.course_reference}</span>
                  <span className="text-xs text-slate-700">
                    {[
                      row.trainer ?? t(`${K}.no_trainer`),
                      row.location_name
                        ? [row.location_name, row.location_city].filter(Boolean).join(", ")
                        : t(`${K}.no_place`),
                    ].join(" · ")}
                  </span>
                </div>
              ),
            },
            { key: "fill", header: t(`${K}.columns.fill`), cell: (row) => <SessionFill session={row} compact /> },
            {
              key: "status",
              header: t(`${K}.columns.status`),
              cell: (row) => (
                <div className="flex flex-col items-start gap-1">
                  <Badge tone={SESSION_TONES[row.status]}>{t(`pages.calendar.status.${row.status}`)}</Badge>
                  {row.at_risk ? <Badge tone="warning">{t("admin.sessions.at_risk")}</Badge> : null}
                  <span className="text-xs text-slate-600">
                    {t(`${K}.registrations`, { count: row.registrations })}
                  </span>
                  {row.waiting > 0 ? (
                    <Link to={sessionWaitlistHref(row.id)} className="underline-offset-2 hover:underline">
                      <Badge tone="info">{t(`${K}.waiting`, { count: row.waiting })}</Badge>
                    </Link>
                  ) : null}
                  {row.course_waiting > 0 ? (
                    <span className="text-xs text-slate-700">
                      {t(`${K}.course_waiting`, { count: row.course_waiting })}
                    </span>
                  ) : null}
                </div>
              ),
            },
          ]}
          actions={(row) => (
            // Stacked, so the table keeps to the page's width on a laptop.
            <div className="flex w-32 flex-col items-stretch gap-1.5 [&>*]:justify-center">
              <Link to={sessionRosterHref(row.id)} className={buttonClasses({ variant: "outline", size: "sm" })}>
                {t(`${K}.roster`)}
                <span className="sr-only">{`: ${pick(row, "course_title", lang)}`}</span>
              </Link>
              {rights.edit ? (
                <Button variant="outline" size="sm" onClick={() => editor.openFor(row)}>
                  {t(`${K}.edit`)}
                </Button>
              ) : null}
              {rights.create ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setIsInviting(false);
                    editor.openNew(row);
                  }}
                >
                  {t(`${K}.duplicate`)}
                </Button>
              ) : null}
              {rights.create && row.waiting > 0 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setIsInviting(true);
                    editor.openNew(row);
                  }}
                >
                  {t(`${K}.create_and_invite`)}
                </Button>
              ) : null}
              {rights.edit && canCancelSession(row.status) ? (
                <Button variant="danger" size="sm" aria-haspopup="dialog" onClick={() => setCancelling(row)}>
                  {t(`${K}.cancel`)}
                  <span className="sr-only">{`: ${pick(row, "course_title", lang)}`}</span>
                </Button>
              ) : null}
            </div>
          )}
        />
      )}
    >
      <SessionEditor
        key={editor.key}
        {...editor.dialog}
        session={editor.item ?? null}
        copyOf={editor.draft ?? null}
        options={options}
        today={today}
        action={actionUrl}
        onCreated={isInviting ? (id) => navigate(sessionWaitlistHref(id)) : undefined}
      />
      <CancelSessionDialog
        key={cancelling?.id ?? "none"}
        open={cancelling !== null}
        onOpenChange={(next) => {
          if (!next) setCancelling(null);
        }}
        actionUrl={actionUrl}
        participants={cancelling?.seats_taken ?? 0}
        sessionId={cancelling?.id}
      />
    </AdminListPage>
  );
}

/** Upcoming (the default), past, all: links that keep the search and filters, not the page. */
function WhenTabs({ params }: { params: AdminSessionParams }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav aria-label={t(`${K}.when_label`)} className="flex flex-wrap items-center gap-2">
      {SESSION_WHEN.map((when) => {
        const search = new URLSearchParams(location.search);
        search.delete("page");
        search.delete("order");
        if (when === "upcoming") search.delete("when");
        else search.set("when", when);
        const query = search.toString();
        const isCurrent = params.when === when;
        return (
          <Link
            key={when}
            to={`${location.pathname}${query ? `?${query}` : ""}`}
            aria-current={isCurrent ? "page" : undefined}
            className={cn(
              "rounded-full px-3 py-1.5 text-sm font-medium",
              isCurrent ? "bg-secondary text-white" : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
            )}
          >
            {t(`${K}.when.${when}`)}
          </Link>
        );
      })}
      <span className="ml-auto text-sm text-slate-600">
        {SESSION_ORDERS.map((order) => (
          <Link
            key={order}
            to={`${location.pathname}${searchWithParam(location.search, "order", order)}`}
            aria-current={params.order === order ? "true" : undefined}
            className={cn(
              "ml-2 underline-offset-2 hover:underline",
              params.order === order ? "font-semibold text-secondary" : "text-primary-dark",
            )}
          >
            {t(`${K}.order.${order}`)}
          </Link>
        ))}
      </span>
    </nav>
  );
}

function SessionFilters({
  params,
  options,
  activeCount,
}: {
  params: AdminSessionParams;
  options: EditorOptions;
  activeCount: number;
}) {
  const { t } = useTranslation();
  return (
    <FilterPanel {...filterPanelTexts(t, K, activeCount)} names={SESSION_DESK_FILTERS} activeCount={activeCount}>
      <FilterSelect
        name="course"
        label={t(`${K}.filters.course`)}
        value={params.course}
        allLabel={t(`${K}.filters.all_courses`)}
        options={options.courses.map((course) => ({ value: course.id, label: course.title }))}
      />
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={params.status}
        allLabel={t(`${K}.filters.all_statuses`)}
        options={SESSION_STATUSES.map((status) => ({ value: status, label: t(`pages.calendar.status.${status}`) }))}
      />
      <FilterSelect
        name="trainer"
        label={t(`${K}.filters.trainer`)}
        value={params.trainer}
        allLabel={t(`${K}.filters.all_trainers`)}
        options={options.instructors.map((trainer) => ({
          value: trainer.id,
          label: trainer.full_name || trainer.email,
        }))}
      />
      <FilterSelect
        name="location"
        label={t(`${K}.filters.location`)}
        value={params.location}
        allLabel={t(`${K}.filters.all_locations`)}
        options={options.locations.map((place) => ({
          value: place.id,
          label: place.city ? `${place.name} (${place.city})` : place.name,
        }))}
      />
      <FilterDateRange
        from={params.from}
        to={params.to}
        fromLabel={t(`${K}.filters.from`)}
        toLabel={t(`${K}.filters.to`)}
      />
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
        <input
          key={`risk-${params.risk}`}
          type="checkbox"
          name="risk"
          value="1"
          defaultChecked={params.risk}
          className="size-4 rounded border-slate-300"
        />
        {t(`${K}.filters.risk`, { count: AT_RISK_DAYS })}
      </label>
    </FilterPanel>
  );
}
