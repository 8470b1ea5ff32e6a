// Session dates as the calendar shows them, on top of the shared formatters.
import { formatDate } from "~/i18n/format";
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
