// The /admin/categories screen: every course category in the catalogue's order (archived ones
// dimmed, marked, still listed), a search over names and descriptions in both languages, and
// per row move up/down (on the whole list only), edit, archive (confirmed; active ones only) or
// restore. The route's loader and action are in app/routes/admin/categories.tsx; the add/edit
// modal is ./category-editor.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { OrderedItems } from "~/admin/list/ordered-items";
import { type Reorder, ReorderButtons, useReorder } from "~/admin/list/reorder";
import { useEditorTarget } from "~/forms/use-editor-target";
import { type Lang, pick } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { RowActions, useItemIntents } from "~/ui/row-actions";
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
  const location = useLocation();
  const lang = i18n.language as Lang;
  const editor = useEditorTarget<AdminCategory>();
  const actionUrl = `${location.pathname}${location.search}`;
  // A filtered list is not the whole order: moving is offered on the whole list only.
  const canReorder = q === "";
  const reorder = useReorder({
    items: categories,
    itemKey: (category) => category.id,
    itemLabel: (category) => pick(category, "name", lang),
    action: actionUrl,
  });

  return (
    <AdminListPage
      title={t(`${K}.title`)}
      subtitle={t(`${K}.subtitle`)}
      add={{ label: t(`${K}.add`), onClick: () => editor.openNew(), variant: "secondary" }}
      search={{ q, label: t(`${K}.search_label`), placeholder: t(`${K}.search_placeholder`) }}
      headingId="categories-results"
      count={t(`${K}.results`, { count: categories.length })}
      items={canReorder ? reorder.items : categories}
      renderItems={(items) => (
        <OrderedItems
          items={items}
          itemKey={(category) => category.id}
          reorder={canReorder ? reorder : null}
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
      page={1}
      totalPages={1}
      isFiltered={q !== ""}
      empty={{ title: t(`${K}.empty`), hint: t(`${K}.empty_hint`), resetLabel: t(`${K}.reset`) }}
      loadError={hasLoadError ? t(`${K}.error.load`) : null}
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
}: {
  category: AdminCategory;
  lang: Lang;
  reorder: Reorder | null;
  actionUrl: string;
  onEdit: () => void;
}) {
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
          {intents.error ? (
            <p className="text-sm text-red-700" role="alert">
              {t(intents.error)}
            </p>
          ) : null}
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
