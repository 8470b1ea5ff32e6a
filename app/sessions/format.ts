// Session dates as the calendar shows them, on top of the shared formatters.
import { formatDate, formatDateRange } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";

/** "lun. 2 juin 2031 – mer. 4 juin 2031", or one date for a one-day session. */
export function formatSessionDates(start: string, end: string, lang: Lang): string {
  const first = formatDate(start, lang, "weekday");
  return start === end ? first : `${first} – ${formatDate(end, lang, "weekday")}`;
}

/** A zone as a short readable label: "Europe/Paris" → "Paris". */
export function timeZoneLabel(zone: string): string {
  return zone === "UTC" ? "UTC" : (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}

/**
 * A session as the audit log names it, written once when the entry is: "Excel avancé — 4–8 janv.
 * 2027". In French, like every entry's label (a course's is its French title): the label is a
 * record of the moment, not re-translated for each reader.
 */
export function sessionAuditLabel(session: { course_title: string; start_date: string; end_date: string }): string {
  return `${session.course_title} — ${formatDateRange(session.start_date, session.end_date, "fr")}`;
}
