// One collapsible help section: a disclosure button (aria-expanded) controlling its articles.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { HelpSection } from "~/help/types";
import { RichHtml } from "~/pages/rich-html";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";

export function HelpSectionPanel({
  section,
  isOpen,
  onToggle,
}: {
  section: HelpSection;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden sm:px-6"
        >
          <span className="flex flex-col gap-1">
            <span className="text-lg font-bold text-secondary">{section.title}</span>
            {section.description ? (
              <span className="text-sm font-normal text-slate-600">{section.description}</span>
            ) : null}
            <span className="text-xs font-medium text-slate-500">
              {t("pages.help.articles_count", { count: section.articles.length })}
            </span>
          </span>
          <Icon
            name="chevron-down"
            className={cn("mt-1 size-5 shrink-0 text-slate-500 transition-transform", isOpen && "rotate-180")}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className="border-t border-slate-200 px-5 py-4 sm:px-6">
        {section.articles.length === 0 ? (
          <p className="text-sm text-slate-600">{t("pages.help.section_empty")}</p>
        ) : (
          <div className="flex flex-col divide-y divide-slate-100">
            {section.articles.map((article) => (
              <article key={article.id} className="py-4 first:pt-0 last:pb-0">
                <h3 className="text-base font-semibold text-slate-900">{article.title}</h3>
                <RichHtml html={article.html} className="mt-2 text-sm" />
              </article>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
