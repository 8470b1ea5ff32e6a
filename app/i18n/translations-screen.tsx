// The /admin/translations screen: the site's texts ordered by key in a table (search, category
// and "missing in English" filters, each language's completeness); each row edited inline one
// at a time, reset to the locale files' text after confirming; a key added in a modal. The
// route's loader and action are in app/routes/admin/translations.tsx; the modal is
// ./translation-add-dialog.
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable, type InlineControlProps, type InlineEditHandle } from "~/admin/list/data-table";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { Badge } from "~/ui/badge";
import { Checkbox, TextArea, TextInput } from "~/ui/field";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  type AdminTranslation,
  type AdminTranslationPage,
  type AdminTranslationParams,
  interpolationVariables,
  TRANSLATION_CONTEXT_MAX,
  TRANSLATION_ENTITY,
  TRANSLATION_TEXT_MAX,
  type TranslationCategory,
  type TranslationCompleteness,
} from "./admin-translations-schema";
import { formatNumber } from "./format";
import { LANGS, type Lang } from "./messages";
import { TranslationAddDialog } from "./translation-add-dialog";

const K = "admin.translations";

export type TranslationsScreenProps = {
  params: AdminTranslationParams;
  list: AdminTranslationPage;
  categories: TranslationCategory[];
  /** Null when it could not be counted. */
  completeness: TranslationCompleteness | null;
  hasLoadError: boolean;
};

export function TranslationsScreen({ params, list, categories, completeness, hasLoadError }: TranslationsScreenProps) {
  const { t } = useTranslation();
  const adder = useEditorTarget();
  const actionUrl = useCurrentUrl();
  const activeFilters = (params.category ? 1 : 0) + (params.missing ? 1 : 0);

  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters, onAdd: () => adder.openNew() });
  return (
    <AdminListPage
      {...listPage}
      filters={
        <>
          {completeness ? <Completeness completeness={completeness} /> : null}
          <TranslationFilters params={params} categories={categories} activeCount={activeFilters} />
        </>
      }
      headingId="translations-results"
      items={list.translations}
      renderItems={(rows) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          rows={rows}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.key}
          inlineEdit={{ action: actionUrl, fields: (row) => ({ id: row.id }) }}
          columns={[
            {
              key: "key",
              header: t(`${K}.columns.key`),
              isRowHeader: true,
              className: "min-w-48",
              cell: (row) => <KeyCell row={row} />,
            },
            {
              key: "fr",
              header: t(`${K}.columns.fr`),
              className: "min-w-56",
              cell: (row) => <span lang="fr">{row.fr}</span>,
              edit: (row, control) => <TextEdit control={control} lang="fr" row={row} />,
            },
            {
              key: "en",
              header: t(`${K}.columns.en`),
              className: "min-w-56",
              cell: (row) => <span lang="en">{row.en}</span>,
              edit: (row, control) => <TextEdit control={control} lang="en" row={row} />,
            },
            {
              key: "context",
              header: t(`${K}.columns.context`),
              className: "min-w-40",
              cell: (row) => (row.context ? <span className="text-slate-600">{row.context}</span> : "—"),
              edit: (row, control) => (
                <TextInput {...control} defaultValue={row.context ?? ""} maxLength={TRANSLATION_CONTEXT_MAX} />
              ),
            },
          ]}
          actions={(row, inline) => <TranslationActions row={row} action={actionUrl} inline={inline} />}
        />
      )}
    >
      <TranslationAddDialog {...adder.dialog} action={actionUrl} categories={categories} />
    </AdminListPage>
  );
}

const ORIGIN_TONES = { edited: "info", added: "primary" } as const;

function KeyCell({ row }: { row: AdminTranslation }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1">
      <code className="font-mono text-xs break-all text-slate-900">{row.key}</code>
      {row.origin !== "default" ? (
        <Badge tone={ORIGIN_TONES[row.origin]}>{t(`${K}.origin.${row.origin}`)}</Badge>
      ) : null}
    </div>
  );
}

/** A text's inline control, with the variables it must keep (those of the locale files' text). */
function TextEdit({ control, lang, row }: { control: InlineControlProps; lang: Lang; row: AdminTranslation }) {
  const { t } = useTranslation();
  const variables = row.defaults ? interpolationVariables(row.defaults[lang]) : [];
  const hintId = `${control.id}-variables`;
  const describedBy = [control["aria-describedby"], variables.length ? hintId : undefined].filter(Boolean).join(" ");
  return (
    <>
      <TextArea
        {...control}
        aria-describedby={describedBy || undefined}
        lang={lang}
        rows={3}
        maxLength={TRANSLATION_TEXT_MAX}
        defaultValue={row[lang]}
      />
      {variables.length ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t(`${K}.variables_hint`, { variables: variables.map((name) => `{{${name}}}`).join(", ") })}
        </p>
      ) : null}
    </>
  );
}

function TranslationActions({
  row,
  action,
  inline,
}: {
  row: AdminTranslation;
  action: string;
  inline: InlineEditHandle | null;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(action, { id: row.id });
  return (
    <div className="flex flex-col items-end gap-1">
      <RowActions
        intents={intents}
        label={t(`${K}.actions_label`, { key: row.key })}
        className="flex flex-wrap justify-end gap-2"
        edit={inline ? { label: t(`${K}.edit`), onClick: inline.start, isInline: true, ref: inline.ref } : undefined}
        extra={
          // Only an edited key of the locale files has a default to go back to.
          row.origin === "edited" && row.defaults
            ? [
                {
                  intent: "reset",
                  label: t(`${K}.reset`),
                  variant: "outline" as const,
                  confirm: {
                    title: t(`${K}.reset_title`),
                    message: (
                      <>
                        <span className="block">{t(`${K}.reset_confirm`, { key: row.key })}</span>
                        {LANGS.map((language) => (
                          <span key={language} className="mt-2 block">
                            {t(`${K}.reset_default.${language}`)} <q lang={language}>{row.defaults?.[language]}</q>
                          </span>
                        ))}
                      </>
                    ),
                  },
                },
              ]
            : []
        }
      />
      <HistoryLink entity={TRANSLATION_ENTITY} id={row.id} label={row.key} />
      <RowError intents={intents} />
    </div>
  );
}

/** Each language's share of keys written (defined on TranslationCompleteness). */
function Completeness({ completeness }: { completeness: TranslationCompleteness }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <section
      aria-labelledby="translations-completeness"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="translations-completeness" className="text-sm font-semibold text-slate-800">
        {t(`${K}.completeness.title`)}
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        {LANGS.map((language) => {
          const done = completeness[language];
          // Rounded down: 100 % only when nothing is missing.
          const percent = completeness.total ? Math.floor((done / completeness.total) * 100) : 100;
          return (
            <div key={language} className="flex flex-col gap-1">
              <dt className="text-sm text-slate-700">{t(`${K}.completeness.${language}`)}</dt>
              <dd className="text-sm font-semibold text-slate-900">
                {t(`${K}.completeness.value`, {
                  percent,
                  done: formatNumber(done, lang),
                  total: formatNumber(completeness.total, lang),
                })}
                <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-slate-200">
                  <span className="block h-1.5 rounded-full bg-secondary" style={{ width: `${percent}%` }} />
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t(`${K}.completeness.hint`)}</p>
    </section>
  );
}

function TranslationFilters({
  params,
  categories,
  activeCount,
}: {
  params: AdminTranslationParams;
  categories: TranslationCategory[];
  activeCount: number;
}) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, activeCount)}
      names={["category", "missing"]}
      activeCount={activeCount}
      columns="sm:grid-cols-2"
    >
      <FilterSelect
        name="category"
        label={t(`${K}.filters.category`)}
        value={params.category}
        allLabel={t(`${K}.filters.all_categories`)}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
      />
      <Checkbox
        key={params.missing ? "on" : "off"}
        className="self-end pb-2"
        name="missing"
        value="1"
        defaultChecked={params.missing}
        label={t(`${K}.filters.missing`)}
      />
    </FilterPanel>
  );
}
