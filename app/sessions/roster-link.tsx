// The admins' way from a public session (calendar card, course page) to its roster.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isAdminRole } from "~/admin/roles";
import { sessionRosterHref } from "~/admin/screen-links";
import { useRootData } from "~/root";

/** Renders nothing for anyone but an admin (the roster is an /admin screen). */
export function RosterLink({ sessionId, label }: { sessionId: string; label: string }) {
  const { t } = useTranslation();
  const root = useRootData();
  if (!isAdminRole(root?.user?.role)) return null;
  return (
    <Link
      to={sessionRosterHref(sessionId)}
      className="text-sm font-medium text-secondary underline underline-offset-2 hover:text-primary-dark"
    >
      {t("pages.calendar.card.roster")}
      <span className="sr-only"> — {label}</span>
    </Link>
  );
}
