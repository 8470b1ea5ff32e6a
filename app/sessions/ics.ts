// iCalendar (RFC 5545) for sessions: the .ics download, the subscribable feed
// and the attachment of the registration confirmation share this one writer.
// Times are written on the session's own clock (TZID, with its VTIMEZONE) so that a calendar
// keeps 09:00 at 09:00 across a daylight-saving change; UTC sessions keep UTC times.
import { dateTimeFormat } from "~/i18n/format";
import { zoneOffsetMinutes } from "~/sessions/format";

export type IcsSession = {
  id: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  start_date: string; // YYYY-MM-DD
  end_date: string;
  start_time: string; // HH:MM[:SS]
  end_time: string;
  timezone: string; // IANA, e.g. "Europe/Paris" or "UTC"
  updated_at?: Date;
  cancelled?: boolean;
  /**
   * The days (YYYY-MM-DD) the session meets, from its sittings, when staff may have removed
   * some: a list with gaps is written as RDATEs instead of a daily RRULE. Absent: every day from
   * start_date to end_date.
   */
  days?: string[];
  /**
   * The feed's SEQUENCE for an event without `registration`, raised when the session changes so
   * calendar clients replace their copy; a registration's event carries its own.
   */
  sequence?: number;
  /**
   * A participant's own event (the registration e-mails): its UID, kept for the registration's
   * life so each e-mail updates the one event; its SEQUENCE, raised by each update; its
   * STATUS (pending → TENTATIVE, confirmed → CONFIRMED); the organiser and the attendee that
   * METHOD:REQUEST and METHOD:CANCEL need (RFC 5546).
   */
  registration?: {
    uid: string;
    sequence: number;
    status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
    organizer: { email: string; name: string };
    attendee: { email: string; name: string };
  };
};

/** A quoted-string parameter value (CN="…"): a double quote cannot appear inside one. */
const paramValue = (value: string) => `"${value.replace(/"/g, "'")}"`;

/** Escapes TEXT values (backslash, semicolon, comma, newline). */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds content lines at 75 octets, as the RFC requires, without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function isValidTimeZone(tz: string): boolean {
  try {
    dateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The UTC instant of a wall-clock date and time in `timeZone`. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const asUtc = wallClock(date, time);
  if (timeZone === "UTC" || !isValidTimeZone(timeZone)) return new Date(asUtc);
  // The offset depends on the instant we are looking for: guess with the wall time read as UTC,
  // then correct; two passes settle the daylight-saving edges.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) guess = asUtc - zoneOffsetMinutes(timeZone, new Date(guess)) * MINUTE;
  return new Date(guess);
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A wall-clock date and time as milliseconds of a clock with no zone (Date.UTC of its parts):
 * local times are added to and printed with the UTC methods, which never shift them.
 */
function wallClock(date: string, time: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm, ss = 0] = time.split(":").map(Number);
  return Date.UTC(y, m - 1, d, hh, mm, ss);
}

/** "20270326T090000": a DATE-TIME without its zone, from a wall clock or a UTC instant. */
function stamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "");
}

function utcStamp(date: Date): string {
  return `${stamp(date.getTime())}Z`;
}

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY) + 1;
}

/** The clock an event is written on: an IANA zone with its VTIMEZONE, or null for UTC. */
function eventZone(session: IcsSession): string | null {
  return session.timezone !== "UTC" && isValidTimeZone(session.timezone) ? session.timezone : null;
}

/** When a session meets: its first day, then a daily count or, for a list with gaps, the other days. */
type Schedule = {
  zone: string | null;
  /** Wall-clock start and end of the first meeting (wallClock). */
  start: number;
  end: number;
  /** Every day from the first: RRULE when over one. */
  daily: number;
  /** The other days' wall-clock starts, for a list with gaps (RDATE). */
  others: number[];
  /** Wall-clock end of the last meeting, which bounds the VTIMEZONE's years. */
  lastEnd: number;
};

function scheduleOf(session: IcsSession): Schedule {
  const zone = eventZone(session);
  const days = [...new Set((session.days ?? []).filter((day) => ISO_DATE.test(day)))].sort();
  const first = days[0] ?? session.start_date;
  const last = days.at(-1) ?? session.end_date;
  const start = wallClock(first, session.start_time);
  const sameDayEnd = wallClock(first, session.end_time);
  // An end at or before the start is bad data: a one-hour event, as the writer always gave it.
  const length = sameDayEnd > start ? sameDayEnd - start : HOUR;
  const span = Math.max(1, daysBetween(first, last));
  const contiguous = days.length === 0 || days.length === span;
  const lastStart = start + (span - 1) * DAY;
  return {
    zone,
    start,
    end: start + length,
    daily: contiguous ? span : 1,
    others: contiguous ? [] : days.slice(1).map((day) => wallClock(day, session.start_time)),
    lastEnd: lastStart + length,
  };
}

/** A DATE-TIME property on the event's clock: `DTSTART;TZID=Europe/Paris:…` or `DTSTART:…Z`. */
function timeProperty(name: string, zone: string | null, times: number[]): string {
  const values = times.map((ms) => (zone ? stamp(ms) : `${stamp(ms)}Z`)).join(",");
  return zone ? `${name};TZID=${zone}:${values}` : `${name}:${values}`;
}

/** One VEVENT per session: its first meeting, repeated daily or on the listed days. */
function sessionEvent(session: IcsSession, schedule: Schedule, domain: string, now: Date): string[] {
  const own = session.registration;
  const sequence = own?.sequence ?? session.sequence;
  const lines = [
    "BEGIN:VEVENT",
    own ? `UID:${own.uid}@${domain}` : `UID:session-${session.id}@${domain}`,
    `DTSTAMP:${utcStamp(session.updated_at ?? now)}`,
    ...(sequence !== undefined && Number.isInteger(sequence) && sequence >= 0 ? [`SEQUENCE:${sequence}`] : []),
    ...(own
      ? [
          `ORGANIZER;CN=${paramValue(own.organizer.name)}:mailto:${own.organizer.email}`,
          `ATTENDEE;CN=${paramValue(own.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${own.attendee.email}`,
        ]
      : []),
    timeProperty("DTSTART", schedule.zone, [schedule.start]),
    timeProperty("DTEND", schedule.zone, [schedule.end]),
  ];
  if (schedule.daily > 1) lines.push(`RRULE:FREQ=DAILY;COUNT=${schedule.daily}`);
  if (schedule.others.length > 0) lines.push(timeProperty("RDATE", schedule.zone, schedule.others));
  lines.push(`SUMMARY:${escapeIcsText(session.title)}`);
  if (session.description) lines.push(`DESCRIPTION:${escapeIcsText(session.description)}`);
  if (session.location) lines.push(`LOCATION:${escapeIcsText(session.location)}`);
  if (session.url) lines.push(`URL:${session.url}`);
  lines.push(`STATUS:${own?.status ?? (session.cancelled ? "CANCELLED" : "CONFIRMED")}`, "END:VEVENT");
  return lines;
}

/** A change of a zone's UTC offset: the instant (ms) and the offsets before and after (minutes). */
type Transition = { at: number; from: number; to: number };

// A zone's changes over one year cost a few hundred Intl calls to find: kept per zone and year
// for the process (bounded by the zones in use and the years the sessions cover).
const yearTransitions = new Map<string, Transition[]>();

/**
 * The offset changes of `zone` during one UTC year: a day-by-day scan of its offset, then, in
 * each day where it moved, a binary search for the minute it did. Zones change at most a few
 * times a year and never twice in one day, which the day step relies on.
 */
function transitionsIn(zone: string, year: number): Transition[] {
  const key = `${zone}|${year}`;
  const cached = yearTransitions.get(key);
  if (cached) return cached;
  const offsetAt = (ms: number) => zoneOffsetMinutes(zone, new Date(ms));
  const transitions: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let t = Date.UTC(year, 0, 1);
  let offset = offsetAt(t);
  while (t < end) {
    const next = Math.min(t + DAY, end);
    const nextOffset = offsetAt(next);
    if (nextOffset !== offset) {
      // offsetAt(lo) is the old offset, offsetAt(hi) the new one; both stay on whole minutes.
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (offsetAt(mid) === offset) lo = mid;
        else hi = mid;
      }
      transitions.push({ at: hi, from: offset, to: nextOffset });
    }
    t = next;
    offset = nextOffset;
  }
  yearTransitions.set(key, transitions);
  return transitions;
}

/** "+0100", "-0500", "+0530": TZOFFSETFROM/TO (RFC 5545 has no "-0000"). */
function utcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/**
 * A zone's VTIMEZONE over the given years: an observance in force from the first year's start
 * (so every event has its offset), then one per change, each with its explicit onset and no RRULE
 * (valid RFC 5545, and exact where the zone's rules changed). DTSTART is the local time at which
 * the observance begins, read on the clock before it (TZOFFSETFROM), as the RFC asks. An
 * observance is DAYLIGHT when its offset is above the lower of the year's January and July
 * offsets (either hemisphere). No TZNAME: optional, and Intl's short names ("CET", "GMT+1")
 * depend on the ICU version.
 */
function vtimezone(zone: string, firstYear: number, lastYear: number): string[] {
  const offsetAt = (ms: number) => zoneOffsetMinutes(zone, new Date(ms));
  const standardOf = new Map<number, number>();
  const isDaylight = (transition: Transition) => {
    const year = new Date(transition.at).getUTCFullYear();
    let standard = standardOf.get(year);
    if (standard === undefined) {
      standard = Math.min(offsetAt(Date.UTC(year, 0, 1)), offsetAt(Date.UTC(year, 6, 1)));
      standardOf.set(year, standard);
    }
    return transition.to > standard;
  };
  // The first observance starts at midnight on the zone's clock, so that the whole first local
  // day (not only from 00:00 UTC) has its offset.
  const initial = offsetAt(Date.UTC(firstYear, 0, 1));
  const rangeStart = Date.UTC(firstYear, 0, 1) - initial * MINUTE;
  const observances: Transition[] = [{ at: rangeStart, from: initial, to: initial }];
  for (let year = firstYear; year <= lastYear; year++) observances.push(...transitionsIn(zone, year));
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    ...observances.flatMap((observance) => {
      const kind = isDaylight(observance) ? "DAYLIGHT" : "STANDARD";
      return [
        `BEGIN:${kind}`,
        `DTSTART:${stamp(observance.at + observance.from * MINUTE)}`,
        `TZOFFSETFROM:${utcOffset(observance.from)}`,
        `TZOFFSETTO:${utcOffset(observance.to)}`,
        `END:${kind}`,
      ];
    }),
    "END:VTIMEZONE",
  ];
}

/**
 * One VTIMEZONE per zone the events use, covering the year before the first event (a client may
 * look just before it) to the year of the last one's end.
 */
function vtimezones(schedules: Schedule[]): string[] {
  const years = new Map<string, { first: number; last: number }>();
  for (const { zone, start, lastEnd } of schedules) {
    if (!zone) continue;
    const first = new Date(start).getUTCFullYear() - 1;
    const last = new Date(lastEnd).getUTCFullYear();
    const known = years.get(zone);
    years.set(
      zone,
      known ? { first: Math.min(known.first, first), last: Math.max(known.last, last) } : { first, last },
    );
  }
  return [...years].flatMap(([zone, { first, last }]) => vtimezone(zone, first, last));
}

export function buildIcs(
  sessions: IcsSession[],
  /** PUBLISH: the feed and the downloads; REQUEST and CANCEL: a participant's own event by e-mail. */
  options: { calendarName: string; domain: string; method?: "PUBLISH" | "REQUEST" | "CANCEL"; now?: Date },
): string {
  const now = options.now ?? new Date();
  const schedules = sessions.map(scheduleOf);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${options.domain}//Formatio//FR`,
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method ?? "PUBLISH"}`,
    `X-WR-CALNAME:${escapeIcsText(options.calendarName)}`,
    ...vtimezones(schedules),
    ...sessions.flatMap((s, i) => sessionEvent(s, schedules[i], options.domain, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
