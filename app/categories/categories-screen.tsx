// The /admin/categories screen: every course category in the catalogue's order (archived ones
// dimmed, marked, still listed), a search over names and descriptions in both languages, and
// per row move up/down (on the whole list only), edit, archive (confirmed; active ones only) or
// restore. The route's loader and action are in app/routes/admin/categories.tsx; the add/edit
// modal is ./category-editor.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { useListPage } from "~/admin/list/list-page";
import { type OrderedCardProps, OrderedItems, useOrderedList } from "~/admin/list/ordered-items";
import { ReorderButtons } from "~/admin/list/reorder";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { type Lang, pick } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import type { AdminCategory } from "./admin-schema";
import { CategoryEditor } from "./category-editor";
import { CategoryIcon } from "./category-icon";

const K = "admin.categories";

export type CategoriesScreenProps = {
  q: string;
  categories: AdminCategory[];
  hasLoadError: boolean;
};

export function CategoriesScreen({ q, categories, hasLoadError }: CategoriesScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const editor = useEditorTarget<AdminCategory>();
  const actionUrl = useCurrentUrl();
  const ordered = useOrderedList({
    items: categories,
    itemKey: (category) => category.id,
    itemLabel: (category) => pick(category, "name", lang),
    action: actionUrl,
    isWhole: q === "",
  });
  const listPage = useListPage(K, { q, total: categories.length, hasLoadError, onAdd: () => editor.openNew() });

  return (
    <AdminListPage
      {...listPage}
      headingId="categories-results"
      items={ordered.items}
      renderItems={(items) => (
        <OrderedItems
          items={items}
          itemKey={(category) => category.id}
          reorder={ordered.reorder}
          filteredNote={t(`${K}.reorder_when_whole`)}
          labelledBy="categories-results"
          className="flex flex-col gap-3"
          renderItem={(category, reorder) => (
            <CategoryRow
              category={category}
              lang={lang}
              reorder={reorder}
              actionUrl={actionUrl}
              onEdit={() => editor.openFor(category)}
            />
          )}
        />
      )}
    >
      <CategoryEditor key={editor.key} {...editor.dialog} action={actionUrl} category={editor.item} />
    </AdminListPage>
  );
}

function CategoryRow({
  category,
  lang,
  reorder,
  actionUrl,
  onEdit,
}: OrderedCardProps & { category: AdminCategory; lang: Lang }) {
  const { t } = useTranslation();
  const headingId = useId();
  const intents = useItemIntents(actionUrl, { id: category.id });
  const name = pick(category, "name", lang);
  const description = pick(category, "description", lang);

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-xl p-5 ring-1 ring-slate-200 sm:flex-row sm:items-start",
        // Archived: dimmed (spec), and said in words by the badge.
        category.is_active ? "bg-white shadow-sm" : "bg-slate-50 opacity-75",
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary/10 text-secondary">
          <CategoryIcon name={category.icon} className="size-7" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold break-words text-secondary">
              {name}
            </h3>
            {category.is_active ? null : <Badge tone="neutral">{t(`${K}.archived`)}</Badge>}
          </div>
          <p className="text-xs break-all text-slate-600">
            {t(`${K}.slug_label`)} <code className="rounded bg-slate-100 px-1 py-0.5">{category.slug}</code>
          </p>
          {description ? <p className="text-sm text-slate-700">{description}</p> : null}
          <p className="text-xs text-slate-600">{t(`${K}.course_count`, { count: category.course_count })}</p>
          <RowError intents={intents} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {reorder ? <ReorderButtons reorder={reorder} itemKey={category.id} /> : null}
        <RowActions
          intents={intents}
          label={t(`${K}.actions_of`, { name })}
          edit={{ label: t(`${K}.edit`), onClick: onEdit }}
          extra={
            category.is_active
              ? [
                  {
                    intent: "archive",
                    label: t(`${K}.archive`),
                    confirm: { title: t(`${K}.archive_title`), message: t(`${K}.archive_confirm`, { name }) },
                  },
                ]
              : [{ intent: "restore", label: t(`${K}.restore`), variant: "outline" as const }]
          }
        />
        <HistoryLink entity="course_category" id={category.id} label={name} />
      </div>
    </article>
  );
}
