import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { certifications } from "#db/schema";
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
    // The demo shows what an organisation puts forward (client companies), not its five trainers.
    expect(home.impact.map((s) => [s.title, s.value])).toEqual([
      ["Année de création", "2019"],
      ["Entreprises clientes", "180+"],
      ["Apprenants formés", "1200+"],
    ]);
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

  it("shows the active certifications in the back office's order, in the reader's language, and the published satisfaction rate", async () => {
    const [fr, en] = await Promise.all([getHomeData("fr"), getHomeData("en")]);
    expect(fr.certifications.map((c) => c.name)).toEqual([
      "Qualiopi",
      "PMI Authorized Training Partner",
      "ISO 9001:2015",
    ]);
    expect(fr.certifications[0]).toMatchObject({
      description: "Certifié au titre des actions de formation",
      logo_url: "/demo/certifications/qualiopi.svg",
      link_url: expect.stringMatching(/^https:\/\//),
    });
    expect(en.certifications[0].description).toBe("Certified for training actions");
    for (const row of en.certifications)
      expect(Object.keys(row).sort()).toEqual(["description", "id", "link_url", "logo_url", "name"]);
    // The demo's answered surveys give the organisation a satisfaction rate: the home page shows it
    // with its number of answers and period.
    const satisfaction = fr.results?.figures.find((figure) => figure.name === "satisfaction");
    expect(satisfaction?.rate).toBeGreaterThan(0);
    expect(satisfaction?.count).toBeGreaterThanOrEqual(5);
    expect((fr.results?.period.from ?? "9") < (fr.results?.period.to ?? "")).toBe(true);

    // Reordered and one hidden: the page follows at once, an empty English text falls back to French.
    const [qualiopi, pmi, iso] = await db().select().from(certifications).orderBy(certifications.display_order);
    try {
      await db()
        .update(certifications)
        .set({ display_order: 0, description_en: null })
        .where(eq(certifications.id, iso.id));
      await db().update(certifications).set({ is_active: false }).where(eq(certifications.id, pmi.id));
      const moved = await getHomeData("en");
      expect(moved.certifications.map((c) => c.name)).toEqual(["ISO 9001:2015", "Qualiopi"]);
      expect(moved.certifications[0].description).toBe(iso.description_fr);
    } finally {
      await db()
        .update(certifications)
        .set({ display_order: iso.display_order, description_en: iso.description_en })
        .where(eq(certifications.id, iso.id));
      await db().update(certifications).set({ is_active: true }).where(eq(certifications.id, pmi.id));
    }
    expect((await getHomeData("fr")).certifications.map((c) => c.id)).toEqual([qualiopi.id, pmi.id, iso.id]);
  });

  it("keeps the page when one section cannot be read: that section is empty and reported", async () => {
    // A real failure of the clients read: its table is briefly missing. The page is remembered per
    // content version: a write moves it, as any change of content would.
    await db().execute(sql`alter table clients rename to clients_unavailable`);
    await db().execute(sql`update site_settings set value = value where name = 'app_name'`);
    try {
      const home = await getHomeData("fr");
      expect(home.failed).toEqual(["partners"]);
      expect(home.partners).toEqual([]);
      expect(home.featured).toHaveLength(HOME_LIMITS.featuredCourses);
      expect(home.sessions).toHaveLength(HOME_LIMITS.sessions);
    } finally {
      await db().execute(sql`alter table clients_unavailable rename to clients`);
    }
    // The page with a failed section was served, not kept: the next one reads again, complete.
    expect((await getHomeData("fr")).failed).toEqual([]);
  });
});
