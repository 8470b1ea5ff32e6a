import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { course_sessions, courses, newsletter_subscribers } from "#db/schema";
import { acquireDataDirLock, DataDirLockedError, db, openPglite } from "~/server/db.server";
import { useTestDatabase } from "../db";

describe("database", () => {
  const database = useTestDatabase();

  it("applies the migrations with the search extensions", async () => {
    const rows = await db().execute(sql`select unaccent('Élève été') as v`);
    expect((rows as unknown as { rows: { v: string }[] }).rows[0].v).toBe("Eleve ete");
    expect(database.current.driver).toBe(process.env.TEST_DATABASE_URL ? "pg" : "pglite");
  });

  it("refuses overbooking and duplicate newsletter e-mails at the database level", async () => {
    const [course] = await db()
      .insert(courses)
      .values({ slug: "c1", reference: "ATP-XXX-001", title_fr: "C", title_en: "C" })
      .returning();
    await expect(
      db().insert(course_sessions).values({
        course_id: course.id,
        start_date: "2030-01-01",
        end_date: "2030-01-02",
        start_time: "09:00",
        end_time: "17:00",
        seats_available: 2,
        seats_taken: 3,
      }),
    ).rejects.toThrow();
    await db().insert(newsletter_subscribers).values({ email: "A@example.com" });
    await expect(db().insert(newsletter_subscribers).values({ email: "a@EXAMPLE.com" })).rejects.toThrow();
  });
});

describe("data directory lock", () => {
  it("refuses a second opener of the same directory with a clear message", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-lock-"));
    const lockPath = path.join(dir, "formatio.lock");
    // Pretend another live process (our parent) holds the lock.
    fs.writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by process/);
    // A lock left by a dead process is taken over.
    fs.writeFileSync(lockPath, "999999999");
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("persists PGlite data under the data directory", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-data-"));
    const first = await openPglite(dir);
    await first.db.execute(sql`create table t (v int)`);
    await first.db.execute(sql`insert into t values (42)`);
    await first.close();
    const second = await openPglite(dir);
    const res = (await second.db.execute(sql`select v from t`)) as unknown as { rows: { v: number }[] };
    expect(res.rows[0].v).toBe(42);
    await second.close();
  });
});
