// Session dates as the calendar shows them, on top of the shared formatters.
import { dateTimeFormat, formatDate, formatDateRange, formatDateTime, formatTime } from "~/i18n/format";
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

/** Whether Intl knows `zone`: a stored zone the runtime lacks must not break an e-mail. */
function isKnownZone(zone: string): boolean {
  try {
    dateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Wall-clock parts of an instant in a zone; en-US with h23 so every part is a plain number. */
const CLOCK_PARTS = {
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
} satisfies Intl.DateTimeFormatOptions;

/**
 * The UTC offset of `zone` at `at`, in minutes east of UTC: 60 for Paris in winter, -300 for
 * Toronto. Intl gives no offset directly, so the instant is read on the zone's clock and compared
 * with itself. An unknown zone reads as UTC (0), the clock the calendar writer falls back to.
 */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const time = at.getTime();
  if (zone === "UTC" || Number.isNaN(time) || !isKnownZone(zone)) return 0;
  const parts = dateTimeFormat("en-US", { ...CLOCK_PARTS, timeZone: zone }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  // The clock shows whole seconds: compare with the instant's whole second, not its milliseconds.
  return Math.round((shown - Math.floor(time / 1000) * 1000) / 60_000);
}

/**
 * Whether a reader in `readerZone` sees another time than the session's clock at `at`. Offsets are
 * compared, not names: Europe/Paris and Europe/Brussels are one clock, and Paris and London are
 * one clock only on the days neither has changed hour. Without a reader's zone, or with one
 * Intl does not know, nothing is to be added: false.
 */
export function clocksDiffer(sessionZone: string, readerZone: string | null | undefined, at: Date): boolean {
  if (!readerZone || Number.isNaN(at.getTime())) return false;
  if (!isKnownZone(sessionZone) || !isKnownZone(readerZone)) return false;
  return zoneOffsetMinutes(sessionZone, at) !== zoneOffsetMinutes(readerZone, at);
}

const INSTANT_LOCALES = { fr: "fr-FR", en: "en-GB" } as const;

/**
 * An instant as its weekday, day and 24-hour time on the clock of `zone`: "lun. 1 mars 2027,
 * 15:00", "Mon 1 Mar 2027, 15:00". For showing a session's start on the session's clock and,
 * when `clocksDiffer`, on the reader's. The words come from Intl, the order and punctuation are
 * set here (both languages put the day first): ICU versions differ on them ("Mon, 1 Mar" or
 * "Mon 1 Mar", "à 15:00"), and the server's text must match a browser's. An unknown zone reads
 * as UTC, like the calendar file.
 */
export function formatInstantOn(instant: Date, zone: string, lang: Lang): string {
  const timeZone = isKnownZone(zone) ? zone : "UTC";
  const locale = INSTANT_LOCALES[lang];
  const parts = dateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const text = `${get("weekday")} ${get("day")} ${get("month")} ${get("year")}, ${get("hour")}:${get("minute")}`;
  // One no-break space for every space ICU may put inside a part (narrow, thin, no-break), as
  // ~/i18n/format does, so the server's text and a browser's agree.
  return text.normalize("NFC").replace(/[\u00a0\u2009\u202f]/g, "\u00a0");
}

/** An instant on a session's clock, labelled: "2 Dec 2026, 10:00 (Paris)" (staff's timelines and queues). */
export function formatOnSessionClock(instant: string, lang: Lang, zone: string, venueCity?: string | null): string {
  return `${formatDateTime(instant, lang, zone)} (${timeZoneLabel(zone, venueCity)})`;
}
