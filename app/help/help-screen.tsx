// The /admin/help screen: the help centre's sections (expandable, inactive ones marked) with
// their articles, a search, and the section and article editors; sections reorder with the
// shared move buttons. The route's loader and action are in app/routes/admin/help.tsx; a
// section's card is ./admin-help-list and the modals are ./help-editors.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { useListPage } from "~/admin/list/list-page";
import { OrderedItems, useOrderedList } from "~/admin/list/ordered-items";
import { useCurrentUrl } from "~/forms/use-current-url";
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
  const lang = i18n.language as Lang;
  const actionUrl = useCurrentUrl();
  const sectionEditor = useEditorTarget<AdminHelpSection>();
  // A new article opened from a section starts in that section.
  const articleEditor = useEditorTarget<AdminHelpArticle, { sectionId: string }>();
  // While searching every match is shown open; otherwise the sections start closed.
  const [openIds, setOpenIds] = useState<Set<string>>(() => new Set(q ? sections.map((s) => s.id) : []));
  const ordered = useOrderedList({
    items: sections,
    itemKey: (section) => section.id,
    itemLabel: (section) => pick(section, "title", lang),
    action: actionUrl,
    intent: "reorder_sections",
    isWhole: q === "",
  });
  const listPage = useListPage(K, { q, total: sections.length, hasLoadError });

  function setOpen(id: string, isOpen: boolean) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <AdminListPage
      {...listPage}
      add={{ label: t(`${K}.add_section`), onClick: () => sectionEditor.openNew(), variant: "secondary" }}
      actions={
        sections.length > 0 ? (
          <Button variant="outline" onClick={() => articleEditor.openNew()} aria-haspopup="dialog">
            {t(`${K}.add_article`)}
          </Button>
        ) : null
      }
      headingId="help-results"
      items={ordered.items}
      renderItems={(items) => (
        <OrderedItems
          items={items}
          itemKey={(section) => section.id}
          reorder={ordered.reorder}
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
              canReorder={ordered.reorder !== null}
              callbacks={{
                onEditSection: (item) => sectionEditor.openFor(item),
                onAddArticle: (sectionId) => articleEditor.openNew({ sectionId }),
                onEditArticle: (article) => articleEditor.openFor(article),
              }}
            />
          )}
        />
      )}
      // A search that finds nothing says so (the list itself is not empty).
      empty={q ? { ...listPage.empty, title: t(`${K}.empty_search`) } : listPage.empty}
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
