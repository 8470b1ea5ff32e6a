import { describe, expect, it } from "vitest";
import { addressLines, countryCode, formatAddress, formatLocality } from "~/i18n/address";

describe("addresses by country", () => {
  it("reads a country as stored, in French, in English or as its code", () => {
    expect(countryCode("France")).toBe("FR");
    expect(countryCode("États-Unis")).toBe("US");
    expect(countryCode("United States")).toBe("US");
    expect(countryCode("Royaume-Uni")).toBe("GB");
    expect(countryCode("Côte d’Ivoire")).toBe("CI");
    expect(countryCode("Sénégal")).toBe("SN");
    expect(countryCode("ca")).toBe("CA");
    expect(countryCode("UK")).toBe("GB");
    expect(countryCode("Atlantis")).toBeNull();
    expect(countryCode(null)).toBeNull();
  });

  it("puts the postcode where each country writes it (the demo's agencies)", () => {
    expect(formatLocality({ postal_code: "75008", city: "Paris", country: "France" })).toBe("75008 Paris");
    expect(formatLocality({ postal_code: "10200", city: "Dakar", country: "Senegal" })).toBe("10200 Dakar");
    expect(formatLocality({ postal_code: "1000", city: "Bruxelles", country: "Belgique" })).toBe("1000 Bruxelles");
    expect(formatLocality({ postal_code: "NY 10167", city: "New York", country: "United States" })).toBe(
      "New York, NY 10167",
    );
    expect(formatLocality({ postal_code: "EC4V 4AY", city: "London", country: "United Kingdom" })).toBe(
      "London EC4V 4AY",
    );
    expect(formatLocality({ postal_code: "H3B 4W8", city: "Montréal", country: "Canada" })).toBe("Montréal H3B 4W8");
    expect(formatLocality({ postal_code: "NSW 2000", city: "Sydney", country: "Australia" })).toBe("Sydney NSW 2000");
    expect(formatLocality({ postal_code: "048616", city: "Singapore", country: "Singapore" })).toBe("Singapore 048616");
    // Unknown or missing country: the most common order; a missing part is left out.
    expect(formatLocality({ postal_code: "12345", city: "Somewhere", country: null })).toBe("12345 Somewhere");
    expect(formatLocality({ postal_code: null, city: "Dubai", country: "United Arab Emirates" })).toBe("Dubai");
  });

  it("gives the whole address as lines or on one line", () => {
    const newYork = {
      address: "245 Park Avenue, 24th Floor",
      postal_code: "NY 10167",
      city: "New York",
      country: "United States",
    };
    expect(addressLines(newYork)).toEqual(["245 Park Avenue, 24th Floor", "New York, NY 10167", "United States"]);
    expect(formatAddress(newYork, { country: false })).toBe("245 Park Avenue, 24th Floor, New York, NY 10167");
    expect(formatAddress({ address: null, postal_code: null, city: null, country: null })).toBe("");
  });
});
