// The agency time zone rule: the zones Intl lists, UTC, and aliases spelled as IANA does.
import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, defaultTimeZone, isTimeZone, timeZoneGroups, zoneAfterCountryChange } from "./time-zones";

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

  it("defaults an agency's zone from its country, typed in either language, UTC for an unknown one", () => {
    expect(defaultTimeZone("France")).toBe("Europe/Paris");
    expect(defaultTimeZone("Sénégal")).toBe("Africa/Dakar");
    expect(defaultTimeZone("cote d'ivoire")).toBe("Africa/Abidjan");
    expect(defaultTimeZone("Royaume-Uni")).toBe("Europe/London");
    expect(defaultTimeZone("USA")).toBe("America/New_York");
    expect(defaultTimeZone("Émirats arabes unis")).toBe("Asia/Dubai");
    expect(defaultTimeZone("Brasil")).toBe("America/Sao_Paulo");
    for (const unknown of ["", "Atlantis", "Fr", null, undefined, "__proto__", "constructor"]) {
      expect(defaultTimeZone(unknown), String(unknown)).toBe(DEFAULT_TIME_ZONE);
    }
    // Every zone of the map is one the chooser offers and the schema accepts.
    for (const country of ["Canada", "Australia", "Singapore", "Belgique", "Suisse", "Maroc", "Madagascar"]) {
      expect(isTimeZone(defaultTimeZone(country)), country).toBe(true);
      expect(defaultTimeZone(country), country).not.toBe(DEFAULT_TIME_ZONE);
    }
  });

  it("lets the zone follow the country typed until someone picks another", () => {
    // A new agency: UTC, then the country's zone as its name is typed, then the next country's.
    expect(zoneAfterCountryChange("UTC", "", "France")).toBe("Europe/Paris");
    expect(zoneAfterCountryChange("Europe/Paris", "France", "Sénégal")).toBe("Africa/Dakar");
    expect(zoneAfterCountryChange("Africa/Dakar", "Sénégal", "Atlantis")).toBe("UTC");
    // A zone picked by hand, or an agency's stored one that is not its country's, stays.
    expect(zoneAfterCountryChange("Europe/Brussels", "France", "Canada")).toBe("Europe/Brussels");
    expect(zoneAfterCountryChange("Asia/Tokyo", "", "France")).toBe("Asia/Tokyo");
  });
});
