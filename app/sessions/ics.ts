// iCalendar (RFC 5545) for sessions: the .ics download, the subscribable feed
// and the attachment of the registration confirmation share this one writer.
import { dateTimeFormat } from "~/i18n/format";

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
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm, ss = 0] = time.split(":").map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hh, mm, ss);
  if (timeZone === "UTC" || !isValidTimeZone(timeZone)) return new Date(asUtc);
  // Offset of the zone at that moment, found by formatting the guess back; two
  // passes settle the daylight-saving edges.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const parts = dateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(new Date(guess));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const shown = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
    guess = asUtc - (shown - guess);
  }
  return new Date(guess);
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** One VEVENT per session, repeated daily from the first to the last day at the session's hours. */
function sessionEvent(session: IcsSession, domain: string, now: Date): string[] {
  const start = zonedTimeToUtc(session.start_date, session.start_time, session.timezone);
  const end = zonedTimeToUtc(session.start_date, session.end_time, session.timezone);
  const days = Math.max(1, daysBetween(session.start_date, session.end_date));
  const own = session.registration;
  const lines = [
    "BEGIN:VEVENT",
    own ? `UID:${own.uid}@${domain}` : `UID:session-${session.id}@${domain}`,
    `DTSTAMP:${utcStamp(session.updated_at ?? now)}`,
    ...(own
      ? [
          `SEQUENCE:${own.sequence}`,
          `ORGANIZER;CN=${paramValue(own.organizer.name)}:mailto:${own.organizer.email}`,
          `ATTENDEE;CN=${paramValue(own.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${own.attendee.email}`,
        ]
      : []),
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end > start ? end : new Date(start.getTime() + 3_600_000))}`,
  ];
  if (days > 1) lines.push(`RRULE:FREQ=DAILY;COUNT=${days}`);
  lines.push(`SUMMARY:${escapeIcsText(session.title)}`);
  if (session.description) lines.push(`DESCRIPTION:${escapeIcsText(session.description)}`);
  if (session.location) lines.push(`LOCATION:${escapeIcsText(session.location)}`);
  if (session.url) lines.push(`URL:${session.url}`);
  lines.push(`STATUS:${own?.status ?? (session.cancelled ? "CANCELLED" : "CONFIRMED")}`, "END:VEVENT");
  return lines;
}

export function buildIcs(
  sessions: IcsSession[],
  /** PUBLISH: the feed and the downloads; REQUEST and CANCEL: a participant's own event by e-mail. */
  options: { calendarName: string; domain: string; method?: "PUBLISH" | "REQUEST" | "CANCEL"; now?: Date },
): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${options.domain}//Formatio//FR`,
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method ?? "PUBLISH"}`,
    `X-WR-CALNAME:${escapeIcsText(options.calendarName)}`,
    ...sessions.flatMap((s) => sessionEvent(s, options.domain, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
