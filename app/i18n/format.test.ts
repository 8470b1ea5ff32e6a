import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, formatDateTime, formatMonth, formatNumber, formatTime } from "~/i18n/format";

describe("formatDate", () => {
  it("prints a calendar day in the reader's language", () => {
    expect(formatDate("2026-03-14", "fr")).toMatch(/^14 mars 2026$/);
    expect(formatDate("2026-03-14", "en")).toMatch(/14 Mar(ch)? 2026/);
  });

  it("prints a full ISO timestamp as its day on the site's clock (Paris), never the raw string", () => {
    expect(formatDate("2026-03-14T23:30:00.000Z", "fr")).toBe(formatDate("2026-03-15", "fr"));
    expect(formatDate("2026-03-14T00:15:00Z", "en")).toBe(formatDate("2026-03-14", "en"));
    expect(formatDate("2026-03-14T22:59:00Z", "en")).toBe(formatDate("2026-03-14", "en"));
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

describe("formatDateTime and formatNumber", () => {
  it("prints an instant as its day and 24-hour time on the reader's clock, the site's by default", () => {
    // On the site's clock, Paris: UTC+1 in winter, UTC+2 in summer, across midnight too.
    expect(formatDateTime("2027-02-04T13:05:00.000Z", "fr")).toBe("4 févr. 2027, 14:05");
    expect(formatDateTime("2027-02-04T23:59:00+02:00", "en")).toBe("4 Feb 2027, 22:59");
    expect(formatDateTime("2027-07-04T22:30:00.000Z", "en")).toBe("5 Jul 2027, 00:30");
    // Another zone when told (a session's), and the site's for a zone the runtime does not know.
    expect(formatDateTime("2027-02-04T13:05:00.000Z", "en", "America/Toronto")).toBe("4 Feb 2027, 08:05");
    expect(formatDateTime("2027-02-04T13:05:00.000Z", "en", "Mars/Olympus")).toBe("4 Feb 2027, 14:05");
    expect(formatDateTime("not a time", "en")).toBe("not a time");
  });

  it("groups digits the reader's way", () => {
    expect(formatNumber(12345, "fr")).toBe("12\u00a0345");
    expect(formatNumber(12345, "en")).toBe("12,345");
  });
});

describe("formatMonth", () => {
  it("names a month (a monthly certificate's) in the reader's language, from the month or a day of it", () => {
    expect(formatMonth("2031-03-01", "fr")).toBe("mars 2031");
    expect(formatMonth("2031-03", "en")).toBe("March 2031");
    expect(formatMonth("soon", "en")).toBe("soon");
  });
});
