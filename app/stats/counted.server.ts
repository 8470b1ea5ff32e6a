// A statistic whose figure is counted from the data (stats.counts) rather than typed: the
// count is taken in the same query that reads the statistics, so the home page's "trainers"
// figure is always the number of trainers the /trainers page lists.
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { courses, stats, users } from "#db/schema";
import { db } from "~/server/db.server";
import type { StatCountName } from "./admin-schema";

// Built per call: db() is only ready once the server has started.
const counted = (): Record<StatCountName, SQL> => ({
  // The public directory's rule (trainers.server.ts): active users whose role is teacher.
  trainers: sql`(${db()
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "teacher"), eq(users.is_active, true)))})`,
  // The catalogue's: published courses.
  courses: sql`(${db().select({ n: count() }).from(courses).where(eq(courses.is_published, true))})`,
});

/** The statistic's count (a number) when it is counted, else null: a column for a select. */
export function countedFigure(): SQL<number | null> {
  const cases = Object.entries(counted()).map(([name, query]) => sql`when ${name} then ${query}`);
  return sql<number | null>`(case ${stats.counts} ${sql.join(cases, sql` `)} end)`.mapWith((v) =>
    v === null ? null : Number(v),
  );
}
