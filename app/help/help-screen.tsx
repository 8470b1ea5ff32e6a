// The /admin/help screen: the help centre's sections (expandable, inactive ones marked) with
// their articles, a search, and the section and article editors; sections reorder with the
// shared move buttons. The route's loader and action are in app/routes/admin/help.tsx; a
// section's card is ./admin-help-list and the modals are ./help-editors.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { OrderedItems } from "~/admin/list/ordered-items";
import { useReorder } from "~/admin/list/reorder";
import { useEditorTarget } from "~/forms/use-editor-target";
import { type Lang, pick } from "~/i18n/messages";
import { Button } from "~/ui/button";
import { HelpSectionCard } from "./admin-help-list";
import type { AdminHelpArticle, AdminHelpSection } from "./admin-types";
import { HelpArticleEditor, HelpSectionEditor } from "./help-editors";

const K = "admin.help";

export type HelpScreenProps = { q: string; sections: AdminHelpSection[]; hasLoadError: boolean };

export function HelpScreen({ q, sections, hasLoadError }: HelpScreenProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const lang = i18n.language as Lang;
  const actionUrl = `${location.pathname}${location.search}`;
  const sectionEditor = useEditorTarget<AdminHelpSection>();
  // A new article opened from a section starts in that section.
  const articleEditor = useEditorTarget<AdminHelpArticle, { sectionId: string }>();
  // While searching every match is shown open; otherwise the sections start closed.
  const [openIds, setOpenIds] = useState<Set<string>>(() => new Set(q ? sections.map((s) => s.id) : []));
  // A filtered list is not the whole order: moving is offered on the whole list only.
  const canReorder = q === "";
  const sectionReorder = useReorder({
    items: sections,
    itemKey: (section) => section.id,
    itemLabel: (section) => pick(section, "title", lang),
    action: actionUrl,
    intent: "reorder_sections",
  });

  function setOpen(id: string, isOpen: boolean) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  const shown = canReorder ? sectionReorder.items : sections;

  return (
    <AdminListPage
      title={t(`${K}.title`)}
      subtitle={t(`${K}.subtitle`)}
      add={{ label: t(`${K}.add_section`), onClick: () => sectionEditor.openNew(), variant: "secondary" }}
      actions={
        sections.length > 0 ? (
          <Button variant="outline" onClick={() => articleEditor.openNew()} aria-haspopup="dialog">
            {t(`${K}.add_article`)}
          </Button>
        ) : null
      }
      search={{ q, label: t(`${K}.search_label`), placeholder: t(`${K}.search_placeholder`) }}
      headingId="help-results"
      count={t(`${K}.results`, { count: sections.length })}
      items={shown}
      renderItems={(items) => (
        <OrderedItems
          items={items}
          itemKey={(section) => section.id}
          reorder={canReorder ? sectionReorder : null}
          filteredNote={t(`${K}.reorder_when_whole`)}
          labelledBy="help-results"
          className="flex flex-col gap-4"
          renderItem={(section, reorder) => (
            <HelpSectionCard
              section={section}
              actionUrl={actionUrl}
              isOpen={openIds.has(section.id)}
              onToggle={() => setOpen(section.id, !openIds.has(section.id))}
              sectionReorder={reorder}
              canReorder={canReorder}
              callbacks={{
                onEditSection: (item) => sectionEditor.openFor(item),
                onAddArticle: (sectionId) => articleEditor.openNew({ sectionId }),
                onEditArticle: (article) => articleEditor.openFor(article),
              }}
            />
          )}
        />
      )}
      page={1}
      totalPages={1}
      isFiltered={q !== ""}
      empty={{
        title: q ? t(`${K}.empty_search`) : t(`${K}.empty`),
        hint: t(`${K}.empty_hint`),
        resetLabel: t(`${K}.reset`),
      }}
      loadError={hasLoadError ? t(`${K}.error.load`) : null}
    >
      <HelpSectionEditor
        key={sectionEditor.key}
        {...sectionEditor.dialog}
        action={actionUrl}
        section={sectionEditor.item}
      />
      <HelpArticleEditor
        key={articleEditor.key}
        {...articleEditor.dialog}
        action={actionUrl}
        article={articleEditor.item}
        sections={sections}
        defaultSectionId={articleEditor.draft?.sectionId}
        // The saved article's section opens, so the person sees it in place.
        onSaved={(sectionId) => setOpen(sectionId, true)}
      />
    </AdminListPage>
  );
}
