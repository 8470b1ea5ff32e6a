// "Add to my calendar" for a session (calendar cards, the course page): a plain link, since a
// resource route answers with a file, not a page. A cancelled session has nothing to add.
import { useTranslation } from "react-i18next";
import type { Lang } from "~/i18n/messages";

export function SessionIcsLink({
  session,
  label,
  lang,
}: {
  session: { id: string; status: string };
  /** Names the session for screen readers (the link text is the same on every card). */
  label: string;
  lang: Lang;
}) {
  const { t } = useTranslation();
  if (session.status === "cancelled") return null;
  return (
    <a
      href={`/sessions/${session.id}/ics?lang=${lang}`}
      download
      className="text-sm font-medium text-secondary underline-offset-2 hover:underline"
    >
      {t("pages.calendar.card.add_to_calendar")}
      <span className="sr-only"> — {label}</span>
    </a>
  );
}
