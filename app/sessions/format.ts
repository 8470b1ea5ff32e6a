// Session dates as the calendar shows them, on top of the shared formatters.
import { formatDate } from "~/i18n/format";
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
