import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, formatTime } from "~/i18n/format";

describe("formatDate", () => {
  it("prints a calendar day in the reader's language", () => {
    expect(formatDate("2026-03-14", "fr")).toMatch(/^14 mars 2026$/);
    expect(formatDate("2026-03-14", "en")).toMatch(/14 Mar(ch)? 2026/);
  });

  it("prints a full ISO timestamp as its UTC day, never the raw string", () => {
    expect(formatDate("2026-03-14T23:30:00.000Z", "fr")).toBe(formatDate("2026-03-14", "fr"));
    expect(formatDate("2026-03-14T00:15:00Z", "en")).toBe(formatDate("2026-03-14", "en"));
  });

  it("returns text that is not a date unchanged", () => {
    expect(formatDate("bientôt", "fr")).toBe("bientôt");
  });
});

describe("formatDateRange and formatTime", () => {
  it("collapses a same-day range and keeps hours and minutes", () => {
    expect(formatDateRange("2026-03-14", "2026-03-14", "fr")).toBe(formatDate("2026-03-14", "fr"));
    expect(formatDateRange("2026-03-14", "2026-03-15", "fr")).toBe(`14–${formatDate("2026-03-15", "fr")}`);
    expect(formatTime("09:30:00")).toBe("09:30");
  });
});
