// Session dates as pages and the audit log name them.
import { describe, expect, it } from "vitest";
import { sessionAuditLabel } from "./format";

describe("sessionAuditLabel", () => {
  it("names a session by its course and its dates, in French", () => {
    const label = (start_date: string, end_date: string) =>
      sessionAuditLabel({ course_title: "Excel avancé", start_date, end_date });
    expect(label("2027-01-04", "2027-01-08")).toBe("Excel avancé — 4–8 janv. 2027");
    expect(label("2027-01-04", "2027-01-04")).toBe("Excel avancé — 4 janv. 2027");
    expect(label("2027-01-29", "2027-02-02")).toBe("Excel avancé — 29 janv. 2027 – 2 févr. 2027");
  });
});
