import { describe, expect, it } from "vitest";
import { RESULT_FIGURES } from "#db/schema";
import { FIGURE_NAMES, figureOf, formatRate } from "./results";
import { resultsPeriod } from "./results.server";

describe("published results, browser side", () => {
  it("draws the schema's figures in its order", () => {
    expect([...FIGURE_NAMES]).toEqual([...RESULT_FIGURES]);
  });

  it("prints a rate as a whole percentage, never 100 % when someone is missing", () => {
    expect(formatRate(0.8333, "en")).toBe("83%");
    expect(formatRate(0.8333, "fr")).toBe("83\u00a0%");
    expect(formatRate(0.996, "en")).toBe("99%");
    expect(formatRate(1, "en")).toBe("100%");
    expect(formatRate(0, "fr")).toBe("0\u00a0%");
  });

  it("answers a figure with nothing counted when a row lacks it", () => {
    const results = {
      period: { from: "2030-01-01", to: "2031-01-01" },
      updatedOn: "2031-01-01T00:00:00Z",
      figures: [],
    };
    expect(figureOf(results, "response")).toEqual({ name: "response", rate: null, count: 0, of: 0 });
  });

  it("covers the 12 months before now, from the start of that UTC day", () => {
    const period = resultsPeriod(Date.parse("2031-06-15T10:00:00Z"));
    expect(period).toEqual({ from: "2030-06-15", to: "2031-06-15", fromMs: Date.parse("2030-06-15T00:00:00Z") });
    // The 29th of February a year on is the 1st of March.
    expect(resultsPeriod(Date.parse("2032-02-29T23:00:00Z")).from).toBe("2031-03-01");
  });
});
