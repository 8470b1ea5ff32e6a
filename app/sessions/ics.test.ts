import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine, zonedTimeToUtc } from "~/sessions/ics";

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

  it("writes one daily-repeating event per multi-day session", () => {
    const ics = buildIcs(
      [
        {
          id: "abc",
          title: "Gestion de projet, niveau 1",
          location: "Paris; salle 2",
          start_date: "2030-03-04",
          end_date: "2030-03-06",
          start_time: "09:00",
          end_time: "17:00",
          timezone: "Europe/Paris",
        },
      ],
      { calendarName: "Formatio", domain: "formatio.example", now: new Date("2030-01-01T00:00:00Z") },
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("UID:session-abc@formatio.example\r\n");
    expect(ics).toContain("DTSTART:20300304T080000Z\r\n");
    expect(ics).toContain("DTEND:20300304T160000Z\r\n");
    expect(ics).toContain("RRULE:FREQ=DAILY;COUNT=3\r\n");
    expect(ics).toContain("SUMMARY:Gestion de projet\\, niveau 1\r\n");
    expect(ics).toContain("LOCATION:Paris\\; salle 2\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
