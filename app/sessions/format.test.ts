import { describe, expect, it } from "vitest";
import { timeZoneLabel } from "~/sessions/format";

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
