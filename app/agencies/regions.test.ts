// A new agency starts with French rules applying when its country, typed in either language,
// in any case, with or without accents, is France (delivery spec §0).
import { describe, expect, it } from "vitest";
import { isFrance } from "./regions";

describe("isFrance", () => {
  it("knows France however it is typed", () => {
    for (const country of ["France", "france", "FRANCE", " France ", "Frànce"])
      expect(isFrance(country), country).toBe(true);
  });

  it("is false for other countries and for nothing", () => {
    for (const country of ["Senegal", "Sénégal", "French Polynesia", "Polynésie française", "", "Fr"]) {
      expect(isFrance(country), country).toBe(false);
    }
    expect(isFrance(null)).toBe(false);
    expect(isFrance(undefined)).toBe(false);
  });
});
