// A session's clock label and its audit label, as pages and the audit log name them.
import { describe, expect, it } from "vitest";
import { sessionAuditLabel, timeZoneLabel } from "~/sessions/format";

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
