// The data fixes that used to run from the start-up seed (0022 English SEO texts, 0023 the demo's
// English twins, 0024 the demo resources' own files), applied to an installation as an older
// version left it: migrated up to 0021, seeded, then set back to what that version had written.
import fs from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissions, resources, services, site_seo, site_settings, users } from "#db/schema";
import { DEFAULT_SITE_SEO } from "#db/seed/base";
import { seedDemoContent } from "#db/seed/demo";
import { type Database, db, migrateDatabase, setDatabase } from "~/server/db.server";
import { createTestDatabase, migrateFrom, migrationsBefore } from "../../tests/db";
import { seedReferenceData } from "../../tests/factories";

const FIRST_FIX = "0022_site_seo_english_defaults";
/**
 * Migrations after the fixes that add columns or tables today's seed writes: their `ADD COLUMN
 * IF NOT EXISTS`, `CREATE TABLE IF NOT EXISTS` and `DROP CONSTRAINT IF EXISTS` statements run before seeding the older schema; the migration run under test then
 * finds the columns there and adds the rest (constraints, indexes).
 */
const LATER_COLUMNS = [
  "0025_registration_calendar_uid",
  "0026_user_permission_profile",
  "0028_proof_and_legal",
  "0031_attendance",
  "0033_certificates",
  "0035_communication_timeline",
  "0036_waiting_list",
  "0037_quality",
  "0038_compliance",
];
const today = new Date();

/** A database migrated up to the fixes, holding the base seed and the demo, installed as the process database. */
function useSeededBeforeFixes() {
  const ref: { database?: Database; folder?: string } = {};
  beforeAll(async () => {
    ref.database = await createTestDatabase({ migrate: false });
    ref.folder = migrationsBefore(FIRST_FIX);
    await migrateFrom(ref.database, ref.folder);
    for (const tag of LATER_COLUMNS) {
      const statements = fs
        .readFileSync(new URL(`./${tag}.sql`, import.meta.url), "utf8")
        .split("--> statement-breakpoint");
      const isLater = (text: string) =>
        text.includes("ADD COLUMN IF NOT EXISTS") ||
        text.includes("CREATE TABLE IF NOT EXISTS") ||
        // A value list that grew (a permission module): its old check would refuse today's seed.
        text.includes("DROP CONSTRAINT IF EXISTS");
      for (const statement of statements.filter(isLater)) {
        await ref.database.db.execute(sql.raw(statement));
      }
    }
    setDatabase(ref.database);
    await seedReferenceData();
    // A module the matrix gained after 0031, whose check lists the modules of its day: an
    // installation of that age had no rows for it (0033 adds them with its own check).
    await db()
      .delete(permissions)
      .where(inArray(permissions.module, ["certificates", "surveys", "accessibility", "compliance"]));
    await seedDemoContent(db(), { today });
  });
  afterAll(async () => {
    setDatabase(undefined);
    await ref.database?.close();
    if (ref.folder) fs.rmSync(ref.folder, { recursive: true, force: true });
  });
  return ref;
}

const SLIDES_FR = "Le support de présentation est téléchargeable ; le lien vers la vidéo est envoyé sur demande.";
const SLIDES_EN = "The slides can be downloaded; the video link is sent on request.";
const noEnglishSeo = { meta_title_en: null, meta_description_en: null, meta_keywords_en: null };
const marker = (name: string) => db().insert(site_settings).values({ category: "general", name, value: "x" });
const userByEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];

describe("an installation seeded before the English texts and the resources' own files", () => {
  const ref = useSeededBeforeFixes();

  it("gets them from the migrations, never over an admin's choice", async () => {
    const marc = await userByEmail("marc.lefevre@formatio-demo.com");
    const aminata = await userByEmail("aminata.diallo@formatio-demo.com");
    const servicesBefore = await db().select().from(services);
    const seeded = await db().select().from(resources);
    const video = seeded.find((r) => r.type === "video" && !r.is_premium);
    const template = seeded.find((r) => r.type === "template");
    if (!video || !template) throw new Error("demo resources missing");

    // As the older version left it: no English SEO texts, no twins, the video on the shared
    // slides and saying so. An admin had already written Aminata's English position and given
    // the template a file of their own.
    await db().update(site_seo).set(noEnglishSeo);
    await db().update(users).set({ position_en: null, bio_en: null, specialties_en: [] });
    await db().update(users).set({ position_en: "Written by an admin" }).where(eq(users.id, aminata.id));
    await db().update(services).set({ tags_en: [] });
    await db()
      .update(resources)
      .set({
        url: "/demo/files/formatio-slides.pdf",
        description_fr: video.description_fr?.replace(/Un extrait vidéo[^.]*\./, SLIDES_FR),
        description_en: video.description_en?.replace(/A video excerpt[^.]*\./, SLIDES_EN),
      })
      .where(eq(resources.id, video.id));
    await db()
      .update(resources)
      .set({ url: "https://files.example/admin-template.xlsx" })
      .where(eq(resources.id, template.id));

    await migrateDatabase(ref.database as Database);

    const [seo] = await db().select().from(site_seo);
    expect(seo).toMatchObject(DEFAULT_SITE_SEO.en);
    expect(await userByEmail(marc.email)).toMatchObject({
      position_en: marc.position_en,
      bio_en: marc.bio_en,
      specialties_en: marc.specialties_en,
    });
    const kept = await userByEmail(aminata.email);
    expect(kept.position_en).toBe("Written by an admin");
    expect(kept.bio_en).toBe(aminata.bio_en);
    const servicesAfter = await db().select().from(services);
    for (const service of servicesBefore) {
      expect(servicesAfter.find((s) => s.id === service.id)?.tags_en, service.title_fr).toEqual(service.tags_en);
    }
    const [moved] = await db().select().from(resources).where(eq(resources.id, video.id));
    expect(moved).toMatchObject({
      url: video.url,
      description_fr: video.description_fr,
      description_en: video.description_en,
    });
    const [admins] = await db().select().from(resources).where(eq(resources.id, template.id));
    expect(admins.url).toBe("https://files.example/admin-template.xlsx");
  });
});

describe("an installation whose seed already gave the English texts", () => {
  const ref = useSeededBeforeFixes();

  it("keeps the English texts an admin has cleared since", async () => {
    const marc = await userByEmail("marc.lefevre@formatio-demo.com");
    await marker("seeded_site_seo_en");
    await marker("demo_english_twins_seeded");
    await db().update(site_seo).set(noEnglishSeo);
    await db().update(users).set({ bio_en: null }).where(eq(users.id, marc.id));

    await migrateDatabase(ref.database as Database);

    const [seo] = await db().select().from(site_seo);
    expect(seo).toMatchObject(noEnglishSeo);
    const after = await userByEmail(marc.email);
    expect(after.bio_en).toBeNull();
    expect(after.position_en).toBe(marc.position_en);
  });
});
