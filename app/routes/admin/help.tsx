// /admin/help — the help centre: expandable sections with their articles (inactive ones kept,
// marked), searched in both languages (?q=, in SQL); sections and articles added and edited in
// modals, reordered with the shared move buttons, deleted after confirming (a section takes its
// articles along, as the confirmation says). Admins only, checked by the loader and the action.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { adminAction } from "~/admin/action.server";
import { ReorderStatus, useReorder } from "~/admin/list/reorder";
import { parseListParams } from "~/forms/list-params";
import { helpActions, loadAdminHelp } from "~/help/admin-help.server";
import { HelpSectionCard } from "~/help/admin-help-list";
import type { AdminHelpArticle, AdminHelpSection } from "~/help/admin-types";
import { HelpArticleEditor, HelpSectionEditor } from "~/help/help-editors";
import { type Lang, pick } from "~/i18n/messages";
import { settle } from "~/server/settle.server";
import { getViewer, requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { Button } from "~/ui/button";
import { FormError } from "~/ui/field";
import { ListEmptyState, ListToolbar } from "~/ui/list-results";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/help";

const K = "admin.help";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, `${K}.title`);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { q } = parseListParams(url.searchParams);
  const sections = await settle("admin help centre", loadAdminHelp({ q, lang: getViewer(context).lang }));
  return { q, sections: sections ?? [], hasLoadError: sections === null };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, helpActions(`${args.url.pathname}${args.url.search}`));
}

type Editing =
  | { kind: "section"; section?: AdminHelpSection }
  | { kind: "article"; article?: AdminHelpArticle; sectionId?: string };

export default function AdminHelp({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { q, sections, hasLoadError } = loaderData;
  const lang = i18n.language as Lang;
  const actionUrl = `${location.pathname}${location.search}`;
  const [editing, setEditing] = useState<Editing | null>(null);
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

  const close = (open: boolean) => {
    if (!open) setEditing(null);
  };
  const shown = canReorder ? sectionReorder.items : sections;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t(`${K}.title`)}
        subtitle={t(`${K}.subtitle`)}
        add={{ label: t(`${K}.add_section`), onClick: () => setEditing({ kind: "section" }), variant: "secondary" }}
        actions={
          sections.length > 0 ? (
            <Button variant="outline" onClick={() => setEditing({ kind: "article" })} aria-haspopup="dialog">
              {t(`${K}.add_article`)}
            </Button>
          ) : null
        }
      />

      <ListToolbar q={q} searchLabel={t(`${K}.search_label`)} searchPlaceholder={t(`${K}.search_placeholder`)} />

      <section aria-labelledby="help-results" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="help-results" className="text-lg font-semibold text-secondary" aria-live="polite">
            {t(`${K}.results`, { count: sections.length })}
          </h2>
          {q ? <p className="text-sm text-slate-600">{t(`${K}.reorder_when_whole`)}</p> : null}
        </div>
        {hasLoadError ? <FormError>{t(`${K}.error.load`)}</FormError> : null}
        {!hasLoadError && sections.length === 0 ? (
          <ListEmptyState
            title={q ? t(`${K}.empty_search`) : t(`${K}.empty`)}
            isFiltered={q !== ""}
            hint={t(`${K}.empty_hint`)}
            resetLabel={t(`${K}.reset`)}
          />
        ) : null}
        {canReorder ? <ReorderStatus reorder={sectionReorder} /> : null}
        <ol className="flex flex-col gap-4">
          {shown.map((section) => (
            <li key={section.id}>
              <HelpSectionCard
                section={section}
                actionUrl={actionUrl}
                isOpen={openIds.has(section.id)}
                onToggle={() => setOpen(section.id, !openIds.has(section.id))}
                sectionReorder={canReorder ? sectionReorder : null}
                canReorder={canReorder}
                callbacks={{
                  onEditSection: (item) => setEditing({ kind: "section", section: item }),
                  onAddArticle: (sectionId) => setEditing({ kind: "article", sectionId }),
                  onEditArticle: (article) => setEditing({ kind: "article", article }),
                }}
              />
            </li>
          ))}
        </ol>
      </section>

      <HelpSectionEditor
        key={editing?.kind === "section" ? (editing.section?.id ?? "new") : "closed"}
        open={editing?.kind === "section"}
        onOpenChange={close}
        action={actionUrl}
        section={editing?.kind === "section" ? editing.section : undefined}
      />
      <HelpArticleEditor
        key={editing?.kind === "article" ? (editing.article?.id ?? `new-${editing.sectionId ?? ""}`) : "closed-article"}
        open={editing?.kind === "article"}
        onOpenChange={close}
        action={actionUrl}
        article={editing?.kind === "article" ? editing.article : undefined}
        sections={sections}
        defaultSectionId={editing?.kind === "article" ? editing.sectionId : undefined}
        // The saved article's section opens, so the person sees it in place.
        onSaved={(sectionId) => setOpen(sectionId, true)}
      />
    </div>
  );
}
