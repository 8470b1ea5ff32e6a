// Session dates as the calendar shows them, on top of the shared formatters.
import { formatDate, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";

/** "lun. 2 juin 2031 – mer. 4 juin 2031", or one date for a one-day session. */
export function formatSessionDates(start: string, end: string, lang: Lang): string {
  const first = formatDate(start, lang, "weekday");
  return start === end ? first : `${first} – ${formatDate(end, lang, "weekday")}`;
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
export function formatSessionHours(session: { start_time: string; end_time: string; timezone: string }): string {
  return `${formatTime(session.start_time)} – ${formatTime(session.end_time)} (${timeZoneLabel(session.timezone)})`;
}

/** A zone as a short readable label: "Europe/Paris" → "Paris". */
export function timeZoneLabel(zone: string): string {
  return zone === "UTC" ? "UTC" : (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}
