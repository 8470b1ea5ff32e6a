// The /admin/stats screen: the home page's key figures in the home page's order (move buttons,
// edit, show/hide, delete after confirming; no add button once the limit is reached, and the
// screen says why), then the impact block's background image. The route's loader and action
// are in app/routes/admin/stats.tsx; the modal is ./stat-editor.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { OrderedItems } from "~/admin/list/ordered-items";
import { type Reorder, ReorderButtons, useReorder } from "~/admin/list/reorder";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { type Lang, pick } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { FormError } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import { MAX_STATS, shownFigure, statsBackgroundSchema } from "./admin-schema";
import { StatEditor } from "./stat-editor";
import { StatIcon } from "./stat-icon";
import type { AdminStat } from "./types";

const K = "admin.stats";

export type StatsScreenProps = { stats: AdminStat[]; background: string; hasLoadError: boolean };

export function StatsScreen({ stats, background, hasLoadError }: StatsScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const editor = useEditorTarget<AdminStat>();
  const actionUrl = useCurrentUrl();
  const reorder = useReorder({
    items: stats,
    itemKey: (stat) => stat.id,
    itemLabel: (stat) => pick(stat, "title", lang),
    action: actionUrl,
  });
  const isFull = stats.length >= MAX_STATS;

  return (
    <AdminListPage
      title={t(`${K}.title`)}
      subtitle={t(`${K}.subtitle`, { max: MAX_STATS })}
      add={isFull || hasLoadError ? undefined : { label: t(`${K}.add`), onClick: () => editor.openNew() }}
      headingId="stats-list-title"
      count={t(`${K}.list_title`)}
      countAside={<p className="text-sm text-slate-600">{t(`${K}.count`, { count: stats.length, max: MAX_STATS })}</p>}
      items={reorder.items}
      renderItems={(items) => (
        <>
          {/* Said where the add button would be: why there is none. */}
          {isFull ? (
            <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
              {t(`${K}.limit_reached`, { max: MAX_STATS })}
            </p>
          ) : null}
          <OrderedItems
            items={items}
            itemKey={(stat) => stat.id}
            reorder={reorder}
            labelledBy="stats-list-title"
            className="flex flex-col gap-3"
            renderItem={(stat) => (
              <StatRow
                stat={stat}
                lang={lang}
                reorder={reorder}
                actionUrl={actionUrl}
                onEdit={() => editor.openFor(stat)}
              />
            )}
          />
        </>
      )}
      page={1}
      totalPages={1}
      isFiltered={false}
      empty={{ title: t(`${K}.empty`), hint: t(`${K}.empty_hint`, { max: MAX_STATS }) }}
      loadError={hasLoadError ? t(`${K}.error.load`) : null}
    >
      <BackgroundForm action={actionUrl} background={background} />

      <StatEditor key={editor.key} {...editor.dialog} action={actionUrl} stat={editor.item} />
    </AdminListPage>
  );
}

function StatRow({
  stat,
  lang,
  reorder,
  actionUrl,
  onEdit,
}: {
  stat: AdminStat;
  lang: Lang;
  reorder: Reorder;
  actionUrl: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl, { id: stat.id });
  const title = pick(stat, "title", lang);
  return (
    <article
      aria-label={title}
      className={`flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start ${stat.is_active ? "" : "opacity-75"}`}
    >
      <div className="flex flex-1 items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary/10 text-secondary">
          <StatIcon name={stat.icon} className="size-7" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-2xl font-extrabold text-primary">{shownFigure(stat, lang)}</p>
            <h3 className="font-semibold text-secondary">{title}</h3>
            {stat.is_active ? null : <Badge tone="neutral">{t(`${K}.hidden`)}</Badge>}
          </div>
          <p className="text-sm text-slate-700">{pick(stat, "description", lang)}</p>
          <p className="text-xs text-slate-500">{t(`${K}.icon_named`, { icon: t(`${K}.icons.${stat.icon}`) })}</p>
          {stat.counts ? <p className="text-xs text-slate-500">{t(`${K}.counted.${stat.counts}`)}</p> : null}
          <RowError intents={intents} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <ReorderButtons reorder={reorder} itemKey={stat.id} />
        <RowActions
          intents={intents}
          label={t(`${K}.actions_of`, { title })}
          edit={{ label: t(`${K}.edit`), onClick: onEdit }}
          remove={{
            label: t(`${K}.delete`),
            title: t(`${K}.delete_title`),
            message: t(`${K}.delete_confirm`, { title }),
          }}
        />
        <HistoryLink entity="stat" id={stat.id} label={title} />
      </div>
    </article>
  );
}

/** The impact block's background: upload (≤ 5 MB, previewed), then save; removing and saving clears it. */
function BackgroundForm({ action, background }: { action: string; background: string }) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  const form = useFetcherForm({
    fetcherKey: "stats-background",
    schema: statsBackgroundSchema,
    successMessageKey: `${K}.success.background`,
    keepOpenOnSuccess: true,
    onOpenChange: () => {},
  });
  return (
    <section
      aria-labelledby="stats-background-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="stats-background-title" className="text-lg font-semibold text-secondary">
        {t(`${K}.background.title`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(`${K}.background.intro`)}</p>
      <form.fetcher.Form
        method="post"
        action={action}
        onSubmit={form.handleSubmit}
        onInput={form.handleInput}
        noValidate
        className="mt-4 flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value="background" />
        <FormError revealFor={form.answer}>{form.formError ? t(form.formError) : null}</FormError>
        <ImageUpload
          // Remounted after a save, so the preview starts from what is stored.
          key={background}
          name="stats_background"
          label={t(`${K}.background.label`)}
          hint={t(`${K}.background.hint`)}
          defaultUrl={background}
          purpose="stats-background"
          error={form.error("stats_background")}
          onBusyChange={setIsUploading}
        />
        <div>
          <Button type="submit" loading={form.isSaving} disabled={isUploading}>
            {form.isSaving ? t(`${K}.background.saving`) : t(`${K}.background.save`)}
          </Button>
        </div>
      </form.fetcher.Form>
    </section>
  );
}
