// Session dates as the calendar shows them, on top of the shared formatters.
import { formatDate, formatDateRange, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";

/** "lun. 2 juin 2031 – mer. 4 juin 2031", or one date for a one-day session. */
export function formatSessionDates(start: string, end: string, lang: Lang): string {
  const first = formatDate(start, lang, "weekday");
  return start === end ? first : `${first} – ${formatDate(end, lang, "weekday")}`;
}

/**
 * The clock a session's times are read on, as a short label. A session held at a venue runs on
 * the venue's clock (its zone is chosen for the venue), so it is named by the venue's city: a
 * Montréal session reads "(Montréal)", not "(Toronto)", the city the zone database happens to
 * name America/Toronto after. Without a venue (online), the zone's own city: "Europe/Paris" →
 * "Paris". UTC stays "UTC" (the default zone, not a place's). Intl's generic zone names ("heure
 * de l'Est", "Eastern Time") were the other choice; they are long, and their wording varies with
 * the ICU version of the server and of each browser, which would break hydration.
 */
export function timeZoneLabel(zone: string, venueCity?: string | null): string {
  if (zone === "UTC") return "UTC";
  const city = venueCity?.trim();
  if (city) return city;
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}

/**
 * A session's days in full for an e-mail: "4 January 2027", or the two ends through `range`
 * (the reader's "from {{start}} to {{end}}"). The days are the session's own calendar days.
 */
export function formatSessionDays(
  session: { start_date: string; end_date: string },
  lang: Lang,
  range: (start: string, end: string) => string,
): string {
  const start = formatDate(session.start_date, lang, "long");
  if (session.start_date === session.end_date) return start;
  return range(start, formatDate(session.end_date, lang, "long"));
}

/**
 * A session's hours with the zone they are in, "09:00 – 17:00 (Paris)": wall-clock times of the
 * session's time zone, which a reader elsewhere must not take for their own.
 */
export function formatSessionHours(session: {
  start_time: string;
  end_time: string;
  timezone: string;
  /** The venue's city, which names the clock (timeZoneLabel). */
  city?: string | null;
}): string {
  return `${formatTime(session.start_time)} – ${formatTime(session.end_time)} (${timeZoneLabel(session.timezone, session.city)})`;
}

/**
 * A session as the audit log names it, written once when the entry is: "Excel avancé — 4–8 janv.
 * 2027". In French, like every entry's label (a course's is its French title): the label is a
 * record of the moment, not re-translated for each reader.
 */
export function sessionAuditLabel(session: { course_title: string; start_date: string; end_date: string }): string {
  return `${session.course_title} — ${formatDateRange(session.start_date, session.end_date, "fr")}`;
}
