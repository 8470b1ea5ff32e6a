// Locale formatting of prices, calendar dates and wall-clock times, the same on the
// server and in every browser. Dates are calendar days and times wall-clock values
// (no instant), so they are formatted in UTC whatever the reader's zone; instants (when a
// message came, a registration was made) are read on the site's clock, SITE_TIME_ZONE.
import type { Lang } from "~/i18n/messages";

const LOCALES: Record<Lang, string> = { fr: "fr-FR", en: "en-GB" };

/**
 * The zone the site's instants are read in: the organisation's, where its people and most of its
 * readers are. A fixed zone rather than the browser's, so the server and every browser print
 * the same text (the browser's own zone would differ from the server's and break hydration).
 */
export const SITE_TIME_ZONE = "Europe/Paris";

// Building an Intl formatter costs far more than using one (ICU loads locale data, and
// the objects stay in the C heap): one per (locale, options), kept for the process.
// Keys are bounded: two languages, the currencies and time zones in use, fixed styles.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A shared Intl.NumberFormat; throws like the constructor for invalid options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A shared Intl.DateTimeFormat; throws like the constructor for an unknown time zone. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * Node's ICU and the browser's disagree on which space goes where (narrow no-break, thin,
 * no-break), which breaks hydration: one no-break space everywhere, on both sides.
 */
function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, "\u00a0");
}

export function formatPrice(price: string | number, currency: string, lang: Lang): string {
  const value = typeof price === "number" ? price : Number(price);
  try {
    return normaliseSpaces(numberFormat(LOCALES[lang], { style: "currency", currency }).format(value));
  } catch {
    // An unknown currency code must not break the page.
    return `${value} ${currency}`;
  }
}

const DATE_STYLES = {
  medium: { dateStyle: "medium" },
  long: { dateStyle: "long" },
  weekday: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** "YYYY-MM-DD" in the reader's format: "4 févr. 2027", "4 February 2027", "Thu 4 Feb 2027". */
export function formatDate(date: string, lang: Lang, style: DateStyle = "medium"): string {
  // A calendar day is that day wherever it is read; a full ISO timestamp (when a row was
  // written) is the day it was on the site's clock: 23:30 UTC on the 4th is the 5th in Paris.
  const isInstant = date.length > 10;
  const parsed = new Date(isInstant ? date : `${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const timeZone = isInstant ? SITE_TIME_ZONE : "UTC";
  return normaliseSpaces(dateTimeFormat(LOCALES[lang], { ...DATE_STYLES[style], timeZone }).format(parsed));
}

/** A month ("YYYY-MM" or a day of it) in the reader's words: "mars 2031", "March 2031". */
export function formatMonth(month: string, lang: Lang): string {
  const parsed = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return month;
  return normaliseSpaces(
    dateTimeFormat(LOCALES[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(parsed),
  );
}

/**
 * An instant (an ISO timestamp) as its day and 24-hour time on the clock of `zone` (the site's
 * unless told): "4 févr. 2027, 14:05" for 13:05 UTC in winter. People read the time on the
 * wall, not UTC (issue 24: "Registered on … UTC" shown to a Paris reader).
 */
export function formatDateTime(instant: string, lang: Lang, zone: string = SITE_TIME_ZONE): string {
  const parsed = new Date(instant);
  if (Number.isNaN(parsed.getTime())) return instant;
  const timeZone = isKnownZone(zone) ? zone : SITE_TIME_ZONE;
  const day = dateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeZone }).format(parsed);
  const time = dateTimeFormat(LOCALES[lang], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return normaliseSpaces(`${day}, ${time.format(parsed)}`);
}

/** Whether Intl knows `zone` (a stored zone the runtime lacks must not break the page). */
function isKnownZone(zone: string): boolean {
  try {
    dateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A whole number in the reader's format: "12 345" in French, "12,345" in English. */
export function formatNumber(value: number, lang: Lang): string {
  return normaliseSpaces(numberFormat(LOCALES[lang]).format(value));
}

/**
 * A start and end date, collapsed to one date when they are the same day and to "4–5 Feb 2027"
 * within one month. Built by hand rather than with Intl's formatRange, whose separators differ
 * between the server's ICU and the browser's (a hydration mismatch). Both locales put the day first.
 */
export function formatDateRange(start: string, end: string, lang: Lang): string {
  if (start === end) return formatDate(start, lang);
  const a = new Date(`${start}T00:00:00Z`);
  const b = new Date(`${end}T00:00:00Z`);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return `${start} – ${end}`;
  if (start.slice(0, 7) === end.slice(0, 7)) return `${a.getUTCDate()}–${formatDate(end, lang)}`;
  return `${formatDate(start, lang)} – ${formatDate(end, lang)}`;
}

/** "09:00:00" → "09:00". */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}
