// The top of a session's own back-office pages (its attendance board, certificates,
// communications): links to the session's other pages (and its survey answers, for those who
// run surveys; its evidence pack, for those who answer auditors), then the page's name over the course's title, and the lines each page says
// about the session.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { sessionSurveysHref } from "~/admin/screen-links";

const NAV_LINK = "text-primary-dark underline-offset-2 hover:underline";

/**
 * Whether the viewer holds `module`: the admin layout's loader says which modules are theirs (null
 * for admins, who have them all), so a link never leads to a page that would send them away.
 */
function useHolds(): (module: "surveys" | "compliance") => boolean {
  const layout = useRouteLoaderData("routes/admin/layout") as { modules?: readonly string[] | null } | undefined;
  const modules = layout?.modules;
  return (module) => modules === null || Boolean(modules?.includes(module));
}

export function SessionPageHeader({
  navLabel,
  links,
  sessionId,
  label,
  title,
  children,
}: {
  /** Names the links' navigation landmark. */
  navLabel: string;
  /** The session's other pages this viewer may open. */
  links: { to: string; label: string }[];
  /** The session: its survey answers are linked after the other pages. */
  sessionId?: string;
  /** The page's name, above the title. */
  label: string;
  /** The course's title in the reader's language. */
  title: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const holds = useHolds();
  const all =
    sessionId && holds("surveys")
      ? [...links, { to: sessionSurveysHref(sessionId), label: t("admin.surveys.session_link") }]
      : links;
  // The evidence pack is a file: a plain download link, for those who answer auditors.
  const evidence = sessionId && holds("compliance") ? `/admin/sessions/${sessionId}/evidence.zip` : null;
  return (
    <>
      <nav aria-label={navLabel} className="flex flex-wrap gap-4 text-sm">
        {all.map((link) => (
          <Link key={link.to} to={link.to} className={NAV_LINK}>
            {link.label}
          </Link>
        ))}
        {evidence ? (
          <a href={evidence} download className={NAV_LINK} title={t("admin.evidence.download_hint")}>
            {t("admin.evidence.download")}
          </a>
        ) : null}
      </nav>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium uppercase tracking-wide text-slate-600">{label}</p>
        <h1 className="type-section text-secondary">{title}</h1>
        {children}
      </header>
    </>
  );
}
