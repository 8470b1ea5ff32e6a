import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine, type IcsSession, zonedTimeToUtc } from "~/sessions/ics";

const OPTIONS = { calendarName: "Formatio", domain: "formatio.example", now: new Date("2027-01-01T00:00:00Z") };

function session(overrides: Partial<IcsSession> = {}): IcsSession {
  return {
    id: "abc",
    title: "Gestion de projet",
    start_date: "2027-03-26",
    end_date: "2027-03-29",
    start_time: "09:00",
    end_time: "17:00",
    timezone: "Europe/Paris",
    ...overrides,
  };
}

/** The calendar as a client reads it: ical.js resolves each TZID from the file's own VTIMEZONEs. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

/** Each occurrence's start and end as UTC instants, expanded by ical.js from RRULE or RDATE. */
function occurrences(event: ICAL.Event): string[][] {
  const starts: ICAL.Time[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) starts.push(next);
  // ical.js 2.2 leaves DTSTART out when an event recurs by RDATE alone (kewisch/ical.js#534);
  // RFC 5545 (3.8.5.3) counts DTSTART as the first instance, as every calendar client does.
  if (!starts.some((start) => start.compare(event.startDate) === 0)) starts.unshift(event.startDate);
  return starts.map((start) => {
    const details = event.getOccurrenceDetails(start);
    return [details.startDate.toJSDate().toISOString(), details.endDate.toJSDate().toISOString()];
  });
}

const contentLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("iCalendar writer", () => {
  it("converts wall-clock times in a zone to UTC, across daylight saving", () => {
    expect(zonedTimeToUtc("2030-01-15", "09:00", "Europe/Paris").toISOString()).toBe("2030-01-15T08:00:00.000Z");
    expect(zonedTimeToUtc("2030-07-15", "09:00", "Europe/Paris").toISOString()).toBe("2030-07-15T07:00:00.000Z");
    expect(zonedTimeToUtc("2030-07-15", "09:00:00", "America/Toronto").toISOString()).toBe("2030-07-15T13:00:00.000Z");
    expect(zonedTimeToUtc("2030-07-15", "09:00", "UTC").toISOString()).toBe("2030-07-15T09:00:00.000Z");
    expect(zonedTimeToUtc("2030-07-15", "09:00", "Not/AZone").toISOString()).toBe("2030-07-15T09:00:00.000Z");
  });

  it("escapes text and folds long lines at 75 octets", () => {
    expect(escapeIcsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldIcsLine(`DESCRIPTION:${"é".repeat(80)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });

  it("writes one daily-repeating event per multi-day session, on the session's clock", () => {
    const ics = buildIcs(
      [
        session({
          title: "Gestion de projet, niveau 1",
          location: "Paris; salle 2",
          start_date: "2030-03-04",
          end_date: "2030-03-06",
        }),
      ],
      OPTIONS,
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("UID:session-abc@formatio.example\r\n");
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20300304T090000\r\n");
    expect(ics).toContain("DTEND;TZID=Europe/Paris:20300304T170000\r\n");
    expect(ics).toContain("RRULE:FREQ=DAILY;COUNT=3\r\n");
    expect(ics).toContain("SUMMARY:Gestion de projet\\, niveau 1\r\n");
    expect(ics).toContain("LOCATION:Paris\\; salle 2\r\n");
    expect(ics).toContain("DTSTAMP:20270101T000000Z\r\n");
    // The zone comes before the events that use it.
    expect(ics.indexOf("BEGIN:VTIMEZONE")).toBeLessThan(ics.indexOf("BEGIN:VEVENT"));
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});

describe("events across a daylight-saving change", () => {
  it("keeps a Paris session at 09:00 local on each day, before and after summer time starts", () => {
    const { events } = parse(buildIcs([session()], OPTIONS));
    expect(events).toHaveLength(1);
    expect(events[0].startDate.zone.tzid).toBe("Europe/Paris");
    // Summer time starts on 28 March 2027: 09:00 is 08:00 UTC before, 07:00 UTC after.
    expect(occurrences(events[0])).toEqual([
      ["2027-03-26T08:00:00.000Z", "2027-03-26T16:00:00.000Z"],
      ["2027-03-27T08:00:00.000Z", "2027-03-27T16:00:00.000Z"],
      ["2027-03-28T07:00:00.000Z", "2027-03-28T15:00:00.000Z"],
      ["2027-03-29T07:00:00.000Z", "2027-03-29T15:00:00.000Z"],
    ]);
  });

  it("keeps a Toronto session at 09:00 local when standard time comes back", () => {
    const ics = buildIcs(
      [session({ timezone: "America/Toronto", start_date: "2027-11-05", end_date: "2027-11-08", end_time: "12:30" })],
      OPTIONS,
    );
    expect(ics).toContain("DTSTART;TZID=America/Toronto:20271105T090000\r\n");
    const [event] = parse(ics).events;
    expect(event.startDate.zone.tzid).toBe("America/Toronto");
    // Daylight time ends on 7 November 2027: 09:00 is 13:00 UTC before, 14:00 UTC after.
    expect(occurrences(event).map(([start]) => start)).toEqual([
      "2027-11-05T13:00:00.000Z",
      "2027-11-06T13:00:00.000Z",
      "2027-11-07T14:00:00.000Z",
      "2027-11-08T14:00:00.000Z",
    ]);
    expect(occurrences(event).at(-1)?.[1]).toBe("2027-11-08T17:30:00.000Z");
  });

  it("defines each zone with the offsets Intl gives, over the years its events cover", () => {
    const ics = buildIcs(
      [
        session(),
        session({ id: "def", timezone: "America/Toronto", start_date: "2027-11-05", end_date: "2027-11-08" }),
        session({ id: "ghi", timezone: "Australia/Sydney", start_date: "2027-04-02", end_date: "2027-04-05" }),
      ],
      OPTIONS,
    );
    const { calendar } = parse(ics);
    for (const zone of ["Europe/Paris", "America/Toronto", "Australia/Sydney"]) {
      const vtimezone = calendar.getAllSubcomponents("vtimezone").find((c) => c.getFirstPropertyValue("tzid") === zone);
      if (!vtimezone) throw new Error(`no VTIMEZONE for ${zone}`);
      const timezone = new ICAL.Timezone(vtimezone);
      // Each day from 2026 (the year before the first event) to the end of 2027, wall-clock times
      // read as clients read an event's TZID times (local to UTC) land on the instants Intl
      // gives: midnight and 03:00 on either side of these zones' changes, and noon.
      // 01:00–02:59 are left out: skipped or repeated at a change, no one instant answers for them.
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        for (const hour of [0, 3, 12]) {
          const [year, month, dayOfMonth] = date.split("-").map(Number);
          const local = new ICAL.Time({ year, month, day: dayOfMonth, hour, minute: 0, second: 0 }, timezone);
          const time = `${String(hour).padStart(2, "0")}:00`;
          expect(local.toUnixTime() * 1000, `${zone} ${date} ${time}`).toBe(zonedTimeToUtc(date, time, zone).getTime());
        }
      }
    }
    // One observance per change, each with its onset on the clock before it, and no rule.
    expect(ics).toContain(
      "BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT\r\n",
    );
    expect(ics).toContain(
      "BEGIN:STANDARD\r\nDTSTART:20271107T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nEND:STANDARD\r\n",
    );
    expect(ics).not.toContain("RRULE:FREQ=YEARLY");
  });

  it("gives a zone that never changes one standard observance at its fixed offset", () => {
    const ics = buildIcs([session({ timezone: "Asia/Tokyo" })], OPTIONS);
    const vtimezone = ics.slice(ics.indexOf("BEGIN:VTIMEZONE"), ics.indexOf("END:VTIMEZONE"));
    expect(vtimezone).toContain("TZID:Asia/Tokyo\r\n");
    expect(vtimezone.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(vtimezone).not.toContain("DAYLIGHT");
    expect(vtimezone).toContain("TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\n");
    expect(occurrences(parse(ics).events[0])[0]).toEqual(["2027-03-26T00:00:00.000Z", "2027-03-26T08:00:00.000Z"]);
  });

  it("writes one VTIMEZONE per zone in use, and none for UTC", () => {
    const count = (ics: string) => ics.match(/BEGIN:VTIMEZONE/g)?.length ?? 0;
    expect(
      count(buildIcs([session(), session({ id: "def", start_date: "2027-06-01", end_date: "2027-06-01" })], OPTIONS)),
    ).toBe(1);
    const two = buildIcs([session(), session({ id: "def", timezone: "America/Toronto" })], OPTIONS);
    expect(count(two)).toBe(2);
    expect(contentLines(two).filter((line) => line.startsWith("TZID:"))).toEqual([
      "TZID:Europe/Paris",
      "TZID:America/Toronto",
    ]);
  });
});

describe("UTC sessions", () => {
  it("keep UTC times and no VTIMEZONE, an unknown zone read as UTC", () => {
    for (const timezone of ["UTC", "Not/AZone"]) {
      const ics = buildIcs([session({ timezone })], OPTIONS);
      expect(ics).not.toContain("VTIMEZONE");
      expect(ics).not.toContain("TZID");
      expect(ics).toContain("DTSTART:20270326T090000Z\r\n");
      expect(ics).toContain("DTEND:20270326T170000Z\r\n");
      expect(ics).toContain("RRULE:FREQ=DAILY;COUNT=4\r\n");
      expect(occurrences(parse(ics).events[0]).map(([start]) => start)).toEqual([
        "2027-03-26T09:00:00.000Z",
        "2027-03-27T09:00:00.000Z",
        "2027-03-28T09:00:00.000Z",
        "2027-03-29T09:00:00.000Z",
      ]);
    }
  });
});

describe("the days a session meets", () => {
  it("lists the days of a session with a gap as RDATEs on the session's clock", () => {
    const ics = buildIcs(
      [session({ end_date: "2027-04-01", days: ["2027-03-29", "2027-03-26", "2027-04-01", "2027-03-29"] })],
      OPTIONS,
    );
    expect(ics).not.toContain("RRULE");
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20270326T090000\r\n");
    expect(ics).toContain("RDATE;TZID=Europe/Paris:20270329T090000,20270401T090000\r\n");
    expect(occurrences(parse(ics).events[0])).toEqual([
      ["2027-03-26T08:00:00.000Z", "2027-03-26T16:00:00.000Z"],
      ["2027-03-29T07:00:00.000Z", "2027-03-29T15:00:00.000Z"],
      ["2027-04-01T07:00:00.000Z", "2027-04-01T15:00:00.000Z"],
    ]);
  });

  it("keeps the daily rule when the days run without a gap, from the first listed day", () => {
    const full = buildIcs([session({ days: ["2027-03-26", "2027-03-27", "2027-03-28", "2027-03-29"] })], OPTIONS);
    expect(full).toBe(buildIcs([session()], OPTIONS));
    // The first day removed: the event starts on the second.
    const later = buildIcs([session({ days: ["2027-03-27", "2027-03-28", "2027-03-29"] })], OPTIONS);
    expect(later).toContain("DTSTART;TZID=Europe/Paris:20270327T090000\r\n");
    expect(later).toContain("RRULE:FREQ=DAILY;COUNT=3\r\n");
    expect(later).not.toContain("RDATE");
  });

  it("writes a UTC session's days in UTC", () => {
    const ics = buildIcs([session({ timezone: "UTC", days: ["2027-03-26", "2027-03-29"] })], OPTIONS);
    expect(ics).toContain("RDATE:20270329T090000Z\r\n");
    expect(occurrences(parse(ics).events[0]).map(([start]) => start)).toEqual([
      "2027-03-26T09:00:00.000Z",
      "2027-03-29T09:00:00.000Z",
    ]);
  });
});

describe("folding and the event's identity", () => {
  it("folds long lines at 75 octets into a calendar that still parses", () => {
    const description = `Programme : ${"révision générale, ".repeat(12)}fin`;
    const days = Array.from({ length: 12 }, (_, i) => `2027-03-${String(1 + 2 * i).padStart(2, "0")}`);
    const ics = buildIcs([session({ description, start_date: "2027-03-01", end_date: "2027-03-23", days })], OPTIONS);
    const raw = ics.split("\r\n");
    expect(raw.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of raw) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const [event] = parse(ics).events;
    expect(event.description).toBe(description);
    expect(occurrences(event)).toHaveLength(12);
    // 23 March is after the change: 09:00 Paris is 08:00 UTC until 28 March.
    expect(occurrences(event).at(-1)?.[0]).toBe("2027-03-23T08:00:00.000Z");
  });

  it("keeps a registration's own UID, SEQUENCE, organiser, attendee and method", () => {
    const ics = buildIcs(
      [
        session({
          sequence: 9,
          registration: {
            uid: "registration-42",
            sequence: 3,
            status: "CONFIRMED",
            organizer: { email: "no-reply@formatio.example", name: "Formatio" },
            attendee: { email: "marie@example.com", name: 'Marie "Mimi" Curie' },
          },
        }),
      ],
      { ...OPTIONS, method: "REQUEST" },
    );
    const { calendar, events } = parse(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const [event] = events;
    expect(event.uid).toBe("registration-42@formatio.example");
    // The registration's sequence, not the feed's.
    expect(event.sequence).toBe(3);
    expect(contentLines(ics).filter((line) => line.startsWith("SEQUENCE:"))).toEqual(["SEQUENCE:3"]);
    expect(event.organizer).toBe("mailto:no-reply@formatio.example");
    const [attendee] = event.attendees;
    expect(attendee.getFirstValue()).toBe("mailto:marie@example.com");
    expect(attendee.getParameter("cn")).toBe("Marie 'Mimi' Curie");
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.startDate.zone.tzid).toBe("Europe/Paris");
  });

  it("writes the feed's SEQUENCE for an event without a registration", () => {
    const ics = buildIcs([session({ sequence: 4 })], OPTIONS);
    expect(ics).toContain("SEQUENCE:4\r\n");
    expect(parse(ics).events[0].sequence).toBe(4);
    expect(buildIcs([session()], OPTIONS)).not.toContain("SEQUENCE");
  });
});
