import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
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
    const home = await getHomeData();
    expect(home.featured).toHaveLength(HOME_LIMITS.featuredCourses);
    expect(home.impact.map((s) => s.value)).toEqual(["2019", "45+", "1200+"]);
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

  it("keeps the page when one section cannot be read: that section is empty and reported", async () => {
    // A real failure of the clients read: its table is briefly missing.
    await db().execute(sql`alter table clients rename to clients_unavailable`);
    try {
      const home = await getHomeData();
      expect(home.failed).toEqual(["partners"]);
      expect(home.partners).toEqual([]);
      expect(home.featured).toHaveLength(HOME_LIMITS.featuredCourses);
      expect(home.sessions).toHaveLength(HOME_LIMITS.sessions);
    } finally {
      await db().execute(sql`alter table clients_unavailable rename to clients`);
    }
    expect((await getHomeData()).failed).toEqual([]);
  });
});
