import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { course_sessions, courses, newsletter_subscribers } from "#db/schema";
import { db, openPglite } from "~/server/db.server";
import { ensurePgliteTemplate } from "~/server/pglite-template.server";
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

describe("data directory", () => {
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

  it("starts a new one from the empty cluster made once per PGlite version, not from initdb", async () => {
    // Made by `npm run build` for the server, by tests/global-setup.ts for the PGlite pass.
    expect(fs.existsSync(await ensurePgliteTemplate())).toBe(true);
    const identity = async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-data-"));
      const database = await openPglite(dir);
      try {
        const res = (await database.db.execute(
          sql`select system_identifier::text as id from pg_control_system()`,
        )) as unknown as { rows: { id: string }[] };
        return res.rows[0].id;
      } finally {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    };
    // initdb draws a new system identifier each time; two copies of one cluster share it.
    expect(await identity()).toBe(await identity());
  });
});
