// The answers tab of /admin/surveys: every survey sent, newest first, filtered by course,
// session, trainer, kind and status and searched on the participant (all in the URL and in SQL),
// with the filter's summary above the table and a workbook of the same selection. Each row opens
// the whole answer in a dialog.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable } from "~/admin/list/data-table";
import { ExportLink } from "~/admin/list/export-link";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { type Lang, pick } from "~/i18n/messages";
import { formatOnSessionClock, formatSessionDates } from "~/sessions/format";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Button } from "~/ui/button";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { ListToolbar } from "~/ui/list-results";
import {
  type AdminSurveyPage,
  type AdminSurveyParams,
  type AdminSurveyRow,
  SURVEY_FILTERS,
  SURVEY_KIND_NAMES,
  SURVEY_STATUS_NAMES,
  type SurveyFilterOptions,
  type SurveyStatus,
  type SurveySummary,
} from "./admin-schema";
import { AnswerDialog } from "./answer-dialog";
import { excerpt, formatAverage, formatShare } from "./survey-format";

const K = "admin.surveys";

const STATUS_TONES: Record<SurveyStatus, BadgeTone> = { answered: "success", awaiting: "info", closed: "neutral" };

export type AnswersPanelProps = {
  params: AdminSurveyParams;
  list: AdminSurveyPage;
  hasLoadError: boolean;
  options: SurveyFilterOptions;
  /** The tabs, drawn above the filters. */
  tabs: React.ReactNode;
};

export function AnswersPanel({ params, list, hasLoadError, options, tabs }: AnswersPanelProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [viewing, setViewing] = useState<AdminSurveyRow | null>(null);
  const activeFilters = SURVEY_FILTERS.filter((name) => Boolean(params[name])).length;
  // The search box goes below the tabs (both tabs open on them), so the kit draws no toolbar of its own.
  const { search, ...listPage } = useListPage(K, { q: params.q, list, hasLoadError, activeFilters });
  const nameOf = (row: AdminSurveyRow) => row.participant || t(`${K}.anonymous`);
  const score = (value: number | null, of: 5 | 10) => (value === null ? "—" : t(`${K}.answer.of_${of}`, { value }));

  return (
    <AdminListPage
      {...listPage}
      actions={<ExportLink path="/admin/surveys/export.xlsx" label={t(`${K}.export_xlsx`)} />}
      filters={
        <div className="flex flex-col gap-4">
          {tabs}
          {search ? (
            <ListToolbar q={search.q} searchLabel={search.label} searchPlaceholder={search.placeholder}>
              <SurveyFilters params={params} options={options} activeCount={activeFilters} />
            </ListToolbar>
          ) : null}
          {hasLoadError ? null : <Summary summary={list.summary} lang={lang} />}
        </div>
      }
      headingId="surveys-results"
      items={list.surveys}
      renderItems={(rows) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          cardsBelow="lg"
          rows={rows}
          rowKey={(row) => row.id}
          rowLabel={nameOf}
          columns={[
            {
              key: "participant",
              header: t(`${K}.columns.participant`),
              isRowHeader: true,
              cell: (row) => (
                <div className="flex min-w-40 flex-col gap-0.5">
                  <span className="font-medium text-slate-900">{nameOf(row)}</span>
                  {row.email ? <span className="break-all text-xs text-slate-600">{row.email}</span> : null}
                </div>
              ),
            },
            {
              key: "session",
              header: t(`${K}.columns.session`),
              cell: (row) => (
                <div className="flex min-w-44 flex-col gap-0.5">
                  <span className="font-medium text-slate-900">{pick(row, "course_title", lang)}</span>
                  <span className="text-xs text-slate-600">
                    {formatSessionDates(row.start_date, row.end_date, lang)}
                  </span>
                </div>
              ),
            },
            {
              key: "trainer",
              header: t(`${K}.columns.trainer`),
              cell: (row) => row.trainer ?? "—",
            },
            {
              key: "kind",
              header: t(`${K}.columns.kind`),
              cell: (row) => t(`${K}.kinds.${row.kind}`),
            },
            {
              key: "answered",
              header: t(`${K}.columns.answered`),
              cell: (row) =>
                row.answered_at ? (
                  <time dateTime={row.answered_at}>{formatOnSessionClock(row.answered_at, lang, row.timezone)}</time>
                ) : (
                  <Badge tone={STATUS_TONES[row.status]}>{t(`${K}.statuses.${row.status}`)}</Badge>
                ),
            },
            {
              key: "satisfaction",
              header: t(`${K}.columns.satisfaction`),
              className: "whitespace-nowrap",
              cell: (row) => score(row.satisfaction, 5),
            },
            {
              key: "objectives",
              header: t(`${K}.columns.objectives`),
              cell: (row) => (row.objectives ? t(`${K}.objectives.${row.objectives}`) : "—"),
            },
            {
              key: "recommend",
              header: t(`${K}.columns.recommend`),
              className: "whitespace-nowrap",
              cell: (row) => score(row.recommend, 10),
            },
            {
              key: "comment",
              header: t(`${K}.columns.comment`),
              cell: (row) =>
                row.comment ? <span className="block min-w-40 text-slate-700">{excerpt(row.comment)}</span> : "—",
            },
          ]}
          actions={(row) =>
            row.answered_at ? (
              <Button
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                aria-label={t(`${K}.view_label`, { name: nameOf(row) })}
                onClick={() => setViewing(row)}
              >
                {t(`${K}.view`)}
              </Button>
            ) : null
          }
        />
      )}
    >
      <AnswerDialog survey={viewing} questions={list.questions} onClose={() => setViewing(null)} />
    </AdminListPage>
  );
}

/** The figures of the whole filter: surveys sent, answered, response rate and the core's averages. */
function Summary({ summary, lang }: { summary: SurveySummary; lang: Lang }) {
  const { t } = useTranslation();
  const none = t(`${K}.summary.none`);
  const figures: [string, string][] = [
    ["sent", String(summary.sent)],
    ["answered", String(summary.answered)],
    ["response_rate", summary.responseRate === null ? none : formatShare(summary.responseRate, lang)],
    [
      "satisfaction",
      summary.satisfaction === null
        ? none
        : t(`${K}.answer.of_5`, { value: formatAverage(summary.satisfaction, lang) }),
    ],
    ["objectives", summary.objectivesMet === null ? none : formatShare(summary.objectivesMet, lang)],
    [
      "recommend",
      summary.recommend === null ? none : t(`${K}.answer.of_10`, { value: formatAverage(summary.recommend, lang) }),
    ],
  ];
  return (
    <section aria-labelledby="surveys-summary" className="flex flex-col gap-2">
      <h2 id="surveys-summary" className="text-sm font-semibold text-slate-800">
        {t(`${K}.summary.title`)}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([key, value]) => (
          <div key={key} className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs text-slate-600">{t(`${K}.summary.${key}`)}</dt>
            <dd className="text-lg font-semibold text-secondary">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SurveyFilters({
  params,
  options,
  activeCount,
}: {
  params: AdminSurveyParams;
  options: SurveyFilterOptions;
  activeCount: number;
}) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, activeCount)}
      names={SURVEY_FILTERS}
      activeCount={activeCount}
      columns="sm:grid-cols-2 lg:grid-cols-3"
    >
      <FilterSelect
        name="course"
        label={t(`${K}.filters.course`)}
        value={params.course}
        allLabel={t(`${K}.filters.all_courses`)}
        options={options.courses.map((course) => ({ value: course.id, label: course.title }))}
      />
      <FilterSelect
        name="session"
        label={t(`${K}.filters.session`)}
        value={params.session}
        allLabel={t(`${K}.filters.all_sessions`)}
        options={options.sessions.map((session) => ({ value: session.id, label: session.label }))}
      />
      <FilterSelect
        name="trainer"
        label={t(`${K}.filters.trainer`)}
        value={params.trainer}
        allLabel={t(`${K}.filters.all_trainers`)}
        options={options.trainers.map((trainer) => ({ value: trainer.id, label: trainer.name }))}
      />
      <FilterSelect
        name="kind"
        label={t(`${K}.filters.kind`)}
        value={params.kind}
        allLabel={t(`${K}.filters.all_kinds`)}
        options={SURVEY_KIND_NAMES.map((kind) => ({ value: kind, label: t(`${K}.kinds.${kind}`) }))}
      />
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={params.status}
        allLabel={t(`${K}.filters.all_statuses`)}
        options={SURVEY_STATUS_NAMES.map((status) => ({ value: status, label: t(`${K}.statuses.${status}`) }))}
      />
    </FilterPanel>
  );
}
