// The top of a session's own back-office pages (its attendance board, certificates,
// communications): links to the session's other pages, then the page's name over the course's
// title, and the lines each page says about the session.
import type { ReactNode } from "react";
import { Link } from "react-router";

const NAV_LINK = "text-primary-dark underline-offset-2 hover:underline";

export function SessionPageHeader({
  navLabel,
  links,
  label,
  title,
  children,
}: {
  /** Names the links' navigation landmark. */
  navLabel: string;
  /** The session's other pages this viewer may open. */
  links: { to: string; label: string }[];
  /** The page's name, above the title. */
  label: string;
  /** The course's title in the reader's language. */
  title: string;
  children?: ReactNode;
}) {
  return (
    <>
      <nav aria-label={navLabel} className="flex flex-wrap gap-4 text-sm">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={NAV_LINK}>
            {link.label}
          </Link>
        ))}
      </nav>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium uppercase tracking-wide text-slate-600">{label}</p>
        <h1 className="type-section text-secondary">{title}</h1>
        {children}
      </header>
    </>
  );
}
