import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  contact_settings,
  course_categories,
  course_levels,
  permissions,
  site_settings,
  stats,
  translations,
  users,
} from "#db/schema";
import { seedDatabase } from "#db/seed/seed";
import { getMessages } from "~/i18n/i18n.server";
import { flattenMessages } from "~/i18n/messages";
import { signIn } from "~/server/auth.server";
import { db } from "~/server/db.server";
import fr from "../../locales/fr.json";
import { useTestDatabase } from "../db";

const total = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0].n;

describe("start-up seed", () => {
  useTestDatabase();

  it("creates reference data, settings, stats, translations and a super admin, and is idempotent", async () => {
    const first = await seedDatabase({ demo: false, adminEmail: "boss@example.com", adminPassword: "boss-password" });
    expect(first.createdAdmin).toEqual({ email: "boss@example.com", password: undefined });
    const counts = async () => ({
      categories: await total(course_categories),
      levels: await total(course_levels),
      permissions: await total(permissions),
      settings: await total(site_settings),
      stats: await total(stats),
      translations: await total(translations),
      contact: await total(contact_settings),
      users: await total(users),
    });
    const before = await counts();
    expect(before.permissions).toBe(6 * 12);
    expect(before.stats).toBe(3);
    expect(before.contact).toBe(1);
    expect(before.translations).toBe(flattenMessages(fr).size);
    const values = (await db().select().from(stats)).map((s) => s.value).sort();
    expect(values).toEqual(["1200+", "2019", "45+"]);
    const theme = await db().select().from(site_settings).where(eq(site_settings.category, "theme"));
    expect(Object.fromEntries(theme.map((s) => [s.name, s.value]))).toMatchObject({
      primary_color: "#F26524",
      secondary_color: "#2D3494",
      accent_color: "#00AEEF",
      carousel_speed: "30",
    });
    const [admin] = await db().select().from(users).where(eq(users.email, "boss@example.com"));
    expect(admin.role).toBe("super_admin");
    await signIn({ email: "boss@example.com", password: "boss-password", request: new Request("http://x/login") });

    // Admin edits survive a restart; deleted stats are not re-created.
    await db().update(site_settings).set({ value: "Mon centre" }).where(eq(site_settings.name, "app_name"));
    await db().delete(stats).where(eq(stats.value, "45+"));
    await db()
      .update(translations)
      .set({ fr: "Nos formations", is_custom: true })
      .where(eq(translations.key, "nav.courses"));
    const second = await seedDatabase({ demo: false, adminEmail: "boss@example.com", adminPassword: "other" });
    expect(second.createdAdmin).toBeUndefined();
    const after = await counts();
    expect(after).toEqual({ ...before, stats: 2 });
    const [appName] = await db().select().from(site_settings).where(eq(site_settings.name, "app_name"));
    expect(appName.value).toBe("Mon centre");

    const messages = flattenMessages(await getMessages("fr"));
    expect(messages.get("nav.courses")).toBe("Nos formations");
    expect(messages.get("nav.calendar")).toBe("Calendrier");
  });

  it("updates non-custom translations to the locale file's new default", async () => {
    await db().update(translations).set({ fr: "ancien texte" }).where(eq(translations.key, "nav.calendar"));
    await seedDatabase({ demo: false, adminEmail: "boss@example.com" });
    const [row] = await db().select().from(translations).where(eq(translations.key, "nav.calendar"));
    expect(row.fr).toBe("Calendrier");
  });
});

describe("admin without configuration", () => {
  useTestDatabase();

  it("creates admin@formatio.local with a random password once", async () => {
    const first = await seedDatabase({ demo: false });
    expect(first.createdAdmin?.email).toBe("admin@formatio.local");
    expect(first.createdAdmin?.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const second = await seedDatabase({ demo: false });
    expect(second.createdAdmin).toBeUndefined();
  });
});
