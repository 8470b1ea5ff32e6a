// The help centre's list in the back office: one expandable card per section (its titles, intro,
// article count, shown or hidden) holding its articles (title, a 100-character preview), each
// with the shared move buttons while the list is whole (not while searching), edit and delete.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { type Reorder, ReorderButtons, ReorderStatus, useReorder } from "~/admin/list/reorder";
import { type Lang, pick } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import type { AdminHelpArticle, AdminHelpSection } from "./admin-types";

const K = "admin.help";

export type HelpListCallbacks = {
  onEditSection: (section: AdminHelpSection) => void;
  onAddArticle: (sectionId: string) => void;
  onEditArticle: (article: AdminHelpArticle) => void;
};

export function HelpSectionCard({
  section,
  actionUrl,
  isOpen,
  onToggle,
  sectionReorder,
  canReorder,
  callbacks,
}: {
  section: AdminHelpSection;
  actionUrl: string;
  isOpen: boolean;
  onToggle: () => void;
  /** The sections' reorder (null while searching: the list shown is not the whole list). */
  sectionReorder: Reorder | null;
  canReorder: boolean;
  callbacks: HelpListCallbacks;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const panelId = useId();
  const title = pick(section, "title", lang);
  const intents = useItemIntents(actionUrl, { id: section.id, articles: String(section.article_count) });
  const articleReorder = useReorder({
    items: section.articles,
    itemKey: (article) => article.id,
    itemLabel: (article) => pick(article, "title", lang),
    action: actionUrl,
    intent: "reorder_articles",
    scope: section.id,
  });

  return (
    <section
      aria-label={title}
      className={cn("rounded-xl bg-white shadow-sm ring-1 ring-slate-200", !section.is_active && "bg-slate-50")}
    >
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex w-full items-start gap-3 rounded-lg text-left focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden"
          >
            <Icon
              name="chevron-right"
              className={cn("mt-1 size-5 shrink-0 text-slate-500 transition-transform", isOpen && "rotate-90")}
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="text-lg font-bold text-secondary">{title}</span>
              <span className="text-sm font-normal text-slate-600">{pick(section, "description", lang)}</span>
              <span className="text-xs font-medium text-slate-600">
                {t(`${K}.article_count`, { count: section.article_count })}
              </span>
            </span>
          </button>
        </h2>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {section.is_active ? null : <Badge tone="neutral">{t(`${K}.inactive`)}</Badge>}
          {canReorder && sectionReorder ? <ReorderButtons reorder={sectionReorder} itemKey={section.id} /> : null}
          <Button variant="outline" size="sm" onClick={() => callbacks.onAddArticle(section.id)} aria-haspopup="dialog">
            {t(`${K}.add_article_here`)}
            <span className="sr-only"> {t(`${K}.in_section`, { title })}</span>
          </Button>
          <RowActions
            intents={intents}
            label={t(`${K}.section_actions`, { title })}
            edit={{ label: t(`${K}.edit_section`), onClick: () => callbacks.onEditSection(section) }}
            extra={[
              {
                intent: "delete_section",
                label: t(`${K}.delete_section`),
                variant: "danger",
                confirm: {
                  title: t(`${K}.delete_section_title`),
                  message:
                    section.article_count > 0
                      ? t(`${K}.delete_section_confirm_articles`, { title, count: section.article_count })
                      : t(`${K}.delete_section_confirm`, { title }),
                },
              },
            ]}
          />
          <HistoryLink entity="help_section" id={section.id} label={title} />
        </div>
      </div>
      {intents.error ? (
        <p className="px-5 pb-3 text-sm text-red-700" role="alert">
          {t(intents.error)}
        </p>
      ) : null}
      <div id={panelId} hidden={!isOpen} className="border-t border-slate-200 px-4 py-4 sm:px-5">
        {section.articles.length === 0 ? (
          <p className="text-sm text-slate-600">
            {section.article_count > 0 ? t(`${K}.no_match_in_section`) : t(`${K}.section_empty`)}
          </p>
        ) : (
          <>
            {canReorder ? <ReorderStatus reorder={articleReorder} /> : null}
            <ol className="flex flex-col divide-y divide-slate-100">
              {(canReorder ? articleReorder.items : section.articles).map((article) => (
                <li key={article.id} className="py-3 first:pt-0 last:pb-0">
                  <HelpArticleRow
                    article={article}
                    actionUrl={actionUrl}
                    reorder={canReorder ? articleReorder : null}
                    onEdit={() => callbacks.onEditArticle(article)}
                  />
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}

function HelpArticleRow({
  article,
  actionUrl,
  reorder,
  onEdit,
}: {
  article: AdminHelpArticle;
  actionUrl: string;
  reorder: Reorder | null;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const title = pick(article, "title", i18n.language as Lang);
  const intents = useItemIntents(actionUrl, { id: article.id });
  return (
    <article aria-label={title} className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <div className={cn("min-w-0 flex-1", !article.is_active && "opacity-80")}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          {article.is_active ? null : <Badge tone="neutral">{t(`${K}.inactive`)}</Badge>}
        </div>
        <p className="mt-1 text-sm break-words text-slate-600">
          {article.preview ? `${article.preview}${article.is_preview_cut ? "…" : ""}` : t(`${K}.no_content`)}
        </p>
        {intents.error ? (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {t(intents.error)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {reorder ? <ReorderButtons reorder={reorder} itemKey={article.id} /> : null}
        <RowActions
          intents={intents}
          label={t(`${K}.article_actions`, { title })}
          edit={{ label: t(`${K}.edit_article`), onClick: onEdit }}
          extra={[
            {
              intent: "delete_article",
              label: t(`${K}.delete_article`),
              variant: "danger",
              confirm: { title: t(`${K}.delete_article_title`), message: t(`${K}.delete_article_confirm`, { title }) },
            },
          ]}
        />
        <HistoryLink entity="help_article" id={article.id} label={title} />
      </div>
    </article>
  );
}
