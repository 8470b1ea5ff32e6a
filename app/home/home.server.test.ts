import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { seedDemoContent } from "#db/seed/demo";
import { getHomeData, HOME_LIMITS } from "~/home/home.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../../tests/db";
import { seedReferenceData } from "../../tests/factories";

describe("home page data", () => {
  useTestDatabase();
  beforeAll(async () => {
    await seedReferenceData();
    await seedDemoContent(db(), { today: new Date() });
  });

  it("reads featured courses, stats, active clients, featured services, approved testimonials and the next sessions", async () => {
    const home = await getHomeData("fr");
    expect(home.featured).toHaveLength(HOME_LIMITS.featuredCourses);
    // The demo counts its trainers (active teachers) instead of the base seed's typed "45+".
    const [{ trainers }] = await db()
      .select({ trainers: count() })
      .from(users)
      .where(and(eq(users.role, "teacher"), eq(users.is_active, true)));
    expect(home.impact.map((s) => s.value)).toEqual(["2019", String(trainers), "1200+"]);
    expect(home.partners.length).toBeGreaterThan(0);
    expect(home.testimonials.length).toBeLessThanOrEqual(HOME_LIMITS.testimonials);
    expect(home.testimonials.length).toBeGreaterThan(0);
    expect(home.sessions).toHaveLength(HOME_LIMITS.sessions);
    expect(home.services.length).toBeGreaterThan(0);
    expect(home.services.length).toBeLessThanOrEqual(HOME_LIMITS.services);
    expect(home.failed).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    for (const s of home.sessions) expect(s.start_date >= today).toBe(true);
    const starts = home.sessions.map((s) => `${s.start_date} ${s.start_time}`);
    expect([...starts].sort()).toEqual(starts);
  });

  it("sends texts in the reader's language only (French where English is empty)", async () => {
    const [fr, en] = await Promise.all([getHomeData("fr"), getHomeData("en")]);
    for (const home of [fr, en]) {
      const rows = [...home.featured, ...home.impact, ...home.services, ...home.sessions];
      for (const row of rows) expect(Object.keys(row).filter((key) => /_(fr|en)$/.test(key))).toEqual([]);
    }
    expect(en.featured.map((c) => c.id)).toEqual(fr.featured.map((c) => c.id));
    expect(en.featured.map((c) => c.title)).not.toEqual(fr.featured.map((c) => c.title));
    expect(en.impact.map((s) => s.title)).not.toEqual(fr.impact.map((s) => s.title));
    for (const service of en.services) expect(service.title).not.toBe("");
  });

  it("keeps the page when one section cannot be read: that section is empty and reported", async () => {
    // A real failure of the clients read: its table is briefly missing.
    await db().execute(sql`alter table clients rename to clients_unavailable`);
    try {
      const home = await getHomeData("fr");
      expect(home.failed).toEqual(["partners"]);
      expect(home.partners).toEqual([]);
      expect(home.featured).toHaveLength(HOME_LIMITS.featuredCourses);
      expect(home.sessions).toHaveLength(HOME_LIMITS.sessions);
    } finally {
      await db().execute(sql`alter table clients_unavailable rename to clients`);
    }
    expect((await getHomeData("fr")).failed).toEqual([]);
  });
});
