// /help — the help centre: search (?q=, done in SQL) and collapsible sections, the
// "getting-started" one open by default; articles are sanitised HTML.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { parseListParams } from "~/forms/list-params";
import { loadHelpCentre } from "~/help/help.server";
import { HelpSectionPanel } from "~/help/help-section";
import { DEFAULT_OPEN_SECTION, type HelpSection } from "~/help/types";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { FormError } from "~/ui/field";
import { PageBand } from "~/ui/page-band";
import { SearchBox } from "~/ui/search-box";
import type { Route } from "./+types/help";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.help.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = getViewer(context);
  const { q } = parseListParams(url.searchParams);
  const sections = await settle("help centre", loadHelpCentre({ q, lang }));
  return { q, sections: sections ?? [], hasLoadError: sections === null };
}

/** Open sections: every match while searching, else the spec's default one. */
function initiallyOpen(sections: HelpSection[], q: string): Set<string> {
  if (q) return new Set(sections.map((s) => s.id));
  return new Set(sections.filter((s) => s.slug === DEFAULT_OPEN_SECTION).map((s) => s.id));
}

function HelpSections({ sections, q }: { sections: HelpSection[]; q: string }) {
  const [open, setOpen] = useState(() => initiallyOpen(sections, q));
  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  return (
    <div className="flex flex-col gap-4">
      {sections.map((section) => (
        <HelpSectionPanel
          key={section.id}
          section={section}
          isOpen={open.has(section.id)}
          onToggle={() => toggle(section.id)}
        />
      ))}
    </div>
  );
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, sections, hasLoadError } = loaderData;
  const articleCount = sections.reduce((sum, s) => sum + s.articles.length, 0);
  return (
    <>
      <PageBand title={t("pages.help.title")} subtitle={t("pages.help.subtitle")} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
        <SearchBox
          defaultValue={q}
          label={t("pages.help.search_label")}
          placeholder={t("pages.help.search_placeholder")}
        />

        {hasLoadError ? <FormError>{t("pages.help.error.load")}</FormError> : null}

        {q && !hasLoadError ? (
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            {t("pages.help.results", { count: articleCount, q })}
          </p>
        ) : null}

        {!hasLoadError && sections.length === 0 ? (
          <EmptyState
            title={q ? t("pages.help.empty") : t("pages.help.no_content")}
            description={q ? t("pages.help.empty_hint") : undefined}
            action={
              q ? (
                <ButtonLink to="/help" variant="outline">
                  {t("pages.help.reset")}
                </ButtonLink>
              ) : undefined
            }
          />
        ) : null}

        {/* Remounted per search so the open sections follow the new results. */}
        <HelpSections key={q} sections={sections} q={q} />

        <aside className="rounded-2xl bg-slate-100 px-6 py-5 text-center">
          <p className="font-semibold text-secondary">{t("pages.help.contact_prompt")}</p>
          <ButtonLink to="/contact" variant="outline" className="mt-3">
            {t("pages.help.contact_cta")}
          </ButtonLink>
        </aside>
      </div>
    </>
  );
}
