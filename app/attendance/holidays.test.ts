import { describe, expect, it } from "vitest";
import { easterSunday, holidayCountry, publicHolidays } from "./holidays";

describe("public holidays", () => {
  it("finds Easter by the Gregorian computus", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2031)).toBe("2031-04-13");
    expect(easterSunday(2038)).toBe("2038-04-25");
  });

  it("gives France's eleven days, Easter-based ones from the computus", () => {
    expect(publicHolidays("FR", 2031)).toEqual([
      "2031-01-01",
      "2031-04-14",
      "2031-05-01",
      "2031-05-08",
      "2031-05-22",
      "2031-06-02",
      "2031-07-14",
      "2031-08-15",
      "2031-11-01",
      "2031-11-11",
      "2031-12-25",
    ]);
  });

  it("reads the agency's country as typed, and knows nothing of a country it has no rules for", () => {
    expect(holidayCountry("France")).toBe("FR");
    expect(holidayCountry(" Côte d’Ivoire ")).toBe("CI");
    expect(publicHolidays("United Kingdom", 2031)).toContain("2031-04-11");
    expect(publicHolidays("Atlantis", 2031)).toEqual([]);
    expect(holidayCountry(null)).toBeNull();
  });
});
