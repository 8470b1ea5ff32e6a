// A session's clock label and its audit label, as pages and the audit log name them.
import { describe, expect, it } from "vitest";
import { clocksDiffer, formatInstantOn, sessionAuditLabel, timeZoneLabel, zoneOffsetMinutes } from "~/sessions/format";

describe("a session's clock label", () => {
  it("names a session at a venue by the venue's city, not by the city its zone is named after", () => {
    // The demo's Montréal sessions run on America/Toronto, the zone the database gives Québec.
    expect(timeZoneLabel("America/Toronto", "Montréal")).toBe("Montréal");
    expect(timeZoneLabel("Europe/Paris", "Lyon")).toBe("Lyon");
  });

  it("names an online session by its zone's city, and UTC as UTC whatever the venue", () => {
    expect(timeZoneLabel("America/Toronto")).toBe("Toronto");
    expect(timeZoneLabel("America/New_York", null)).toBe("New York");
    expect(timeZoneLabel("America/New_York", "  ")).toBe("New York");
    expect(timeZoneLabel("UTC", "Paris")).toBe("UTC");
  });
});

describe("sessionAuditLabel", () => {
  it("names a session by its course and its dates, in French", () => {
    const label = (start_date: string, end_date: string) =>
      sessionAuditLabel({ course_title: "Excel avancé", start_date, end_date });
    expect(label("2027-01-04", "2027-01-08")).toBe("Excel avancé — 4–8 janv. 2027");
    expect(label("2027-01-04", "2027-01-04")).toBe("Excel avancé — 4 janv. 2027");
    expect(label("2027-01-29", "2027-02-02")).toBe("Excel avancé — 29 janv. 2027 – 2 févr. 2027");
  });
});

describe("a session's clock and the reader's", () => {
  const winter = new Date("2027-03-01T14:00:00Z");
  const summer = new Date("2027-07-01T14:00:00Z");

  it("gives a zone's offset at an instant, in minutes east of UTC", () => {
    expect(zoneOffsetMinutes("Europe/Paris", winter)).toBe(60);
    expect(zoneOffsetMinutes("Europe/Paris", summer)).toBe(120);
    expect(zoneOffsetMinutes("America/Toronto", winter)).toBe(-300);
    expect(zoneOffsetMinutes("Asia/Kolkata", winter)).toBe(330);
    expect(zoneOffsetMinutes("UTC", winter)).toBe(0);
    // Milliseconds on the instant do not leak into the offset.
    expect(zoneOffsetMinutes("America/Toronto", new Date("2027-03-01T14:00:00.999Z"))).toBe(-300);
    // An unknown zone reads as UTC, as the calendar file falls back to.
    expect(zoneOffsetMinutes("Not/AZone", winter)).toBe(0);
  });

  it("finds the minute a zone changes hour", () => {
    // Summer time starts in Paris on 28 March 2027 at 01:00 UTC.
    expect(zoneOffsetMinutes("Europe/Paris", new Date("2027-03-28T00:59:00Z"))).toBe(60);
    expect(zoneOffsetMinutes("Europe/Paris", new Date("2027-03-28T01:00:00Z"))).toBe(120);
  });

  it("compares clocks by their offsets at the instant, not by their names", () => {
    expect(clocksDiffer("Europe/Paris", "Europe/Brussels", winter)).toBe(false);
    expect(clocksDiffer("Europe/Paris", "Europe/Paris", winter)).toBe(false);
    expect(clocksDiffer("Europe/Paris", "America/Toronto", winter)).toBe(true);
    expect(clocksDiffer("Europe/London", "UTC", winter)).toBe(false);
    expect(clocksDiffer("Europe/London", "UTC", summer)).toBe(true);
    // Between the American and European changes, Toronto is 5 hours behind Paris instead of 6.
    expect(zoneOffsetMinutes("Europe/Paris", new Date("2027-03-20T12:00:00Z"))).toBe(60);
    expect(zoneOffsetMinutes("America/Toronto", new Date("2027-03-20T12:00:00Z"))).toBe(-240);
  });

  it("adds nothing without a reader's zone or with a zone Intl does not know", () => {
    expect(clocksDiffer("Europe/Paris", null, winter)).toBe(false);
    expect(clocksDiffer("Europe/Paris", undefined, winter)).toBe(false);
    expect(clocksDiffer("Europe/Paris", "", winter)).toBe(false);
    expect(clocksDiffer("Europe/Paris", "Not/AZone", winter)).toBe(false);
    expect(clocksDiffer("Not/AZone", "America/Toronto", winter)).toBe(false);
    expect(clocksDiffer("Europe/Paris", "America/Toronto", new Date("invalid"))).toBe(false);
  });

  it("writes an instant on a given clock, in either language", () => {
    expect(formatInstantOn(winter, "Europe/Paris", "fr")).toBe("lun. 1 mars 2027, 15:00");
    expect(formatInstantOn(winter, "Europe/Paris", "en")).toBe("Mon 1 Mar 2027, 15:00");
    expect(formatInstantOn(winter, "America/Toronto", "en")).toBe("Mon 1 Mar 2027, 09:00");
    // The day follows the clock: 14:00 UTC is already Tuesday in Tokyo.
    expect(formatInstantOn(new Date("2027-03-01T16:30:00Z"), "Asia/Tokyo", "fr")).toBe("mar. 2 mars 2027, 01:30");
    expect(formatInstantOn(winter, "Not/AZone", "en")).toBe("Mon 1 Mar 2027, 14:00");
  });

  it("writes the same spaces as the other formatters, whatever the ICU", () => {
    const text = formatInstantOn(new Date("2027-12-24T09:05:00Z"), "Europe/Paris", "fr");
    expect(text).toBe("ven. 24 déc. 2027, 10:05");
    expect(text).toBe(text.normalize("NFC"));
    expect(text).not.toMatch(/[\u2009\u202f]/);
  });
});
