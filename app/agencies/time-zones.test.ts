// The agency time zone rule: the zones Intl lists, UTC, and aliases spelled as IANA does.
import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, isTimeZone, timeZoneGroups } from "./time-zones";

describe("agency time zones", () => {
  it("accepts UTC, listed zones and an alias the runtime resolves", () => {
    expect(isTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
    expect(isTimeZone("Africa/Dakar")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    // One spelling of Kolkata or the other is listed, depending on the ICU data; both pass.
    expect(isTimeZone("Asia/Calcutta")).toBe(true);
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
  });

  it("refuses what is no IANA zone, or not cased as one", () => {
    for (const value of ["", "utc", "europe/paris", "Mars/Olympus", "+01:00", "Europe/Paris ", "Europe/Paris;x"]) {
      expect(isTimeZone(value), value).toBe(false);
    }
  });

  it("groups the chooser by area, UTC first, keeping a stored zone this runtime spells otherwise", () => {
    const groups = timeZoneGroups("Asia/Calcutta");
    expect(groups[0]).toEqual({ area: "UTC", zones: ["UTC"] });
    const areas = groups.map((group) => group.area);
    expect(areas).toContain("Africa");
    expect(areas.filter((area) => area === "UTC")).toHaveLength(1);
    expect(groups.find((group) => group.area === "Asia")?.zones).toContain("Asia/Calcutta");
    expect(groups.flatMap((group) => group.zones).filter((zone) => zone === "UTC")).toHaveLength(1);
  });
});
