// The demo's annual activity report (issue 30): its French past sessions fill the report, one
// of them subcontracted, every course has its objective and specialty, and exactly one past
// registration waits for its funding source, which the screen's missing count links to (the
// e2e journey tests/e2e/bpf.spec.ts starts there).
import { eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_session_registrations, course_sessions, courses } from "#db/schema";
import { seedDatabase } from "#db/seed/seed";
import { computeBpf, listBpfYears } from "~/compliance/bpf.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";

describe("the demo's activity report", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedDatabase({ demo: true, adminEmail: "bpf-admin@example.com", adminPassword: "bpf-admin-password-1" });
  });

  it("has its figures, one session subcontracted, and one registration to complete", async () => {
    const years = await listBpfYears();
    const reports = await Promise.all(years.map((year) => computeBpf(year)));
    const missing = reports.reduce((sum, report) => sum + report.revenue.missing, 0);
    expect(missing).toBe(1);
    const past = await db()
      .select({ id: course_session_registrations.id })
      .from(course_session_registrations)
      .innerJoin(course_sessions, eq(course_sessions.id, course_session_registrations.session_id))
      .where(eq(course_sessions.status, "completed"));
    const unfunded = await db()
      .select({ id: course_session_registrations.id })
      .from(course_session_registrations)
      .innerJoin(course_sessions, eq(course_sessions.id, course_session_registrations.session_id))
      .where(isNull(course_session_registrations.funding_source_id));
    expect(past.length).toBeGreaterThan(5);
    expect(unfunded.filter((row) => past.some((p) => p.id === row.id))).toHaveLength(1);
    const subcontracted = reports.reduce((sum, report) => sum + report.revenue.total.subcontracted, 0);
    expect(subcontracted).toBeGreaterThan(0);
    expect(reports.every((report) => report.coursesToComplete.length === 0)).toBe(true);
    expect(await db().select({ id: courses.id }).from(courses).where(isNull(courses.bpf_objective_id))).toEqual([]);
  });
});
