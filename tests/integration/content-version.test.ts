// The content version is what every cache of public content trusts: it must move with every
// committed write to a table public pages show (in the same transaction, in every process)
// and with nothing else.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bpf_categories,
  course_categories,
  course_session_registrations,
  email_outbox,
  messages,
  newsletter_subscribers,
  organisation_profile,
  rate_limits,
  services,
  site_settings,
  testimonials,
  translations,
} from "#db/schema";
import type { FundingOptions } from "~/compliance/bpf-categories";
import { loadFundingOptions } from "~/compliance/bpf-categories.server";
import { courseSheetContext } from "~/courses/course-sheet.server";
import { listCourses, loadCourseLookups } from "~/courses/courses.server";
import { parseCatalogueParams } from "~/courses/schema";
import { getMessages } from "~/i18n/i18n.server";
import { flattenMessages } from "~/i18n/messages";
import {
  beginWrite,
  cachedByContentVersion,
  contentVersion,
  PRIVATE_TABLES,
  watchVersions,
} from "~/server/content-version.server";
import { type Database, db, openPostgres } from "~/server/db.server";
import { getSiteChrome } from "~/site/site.server";
import { moderateTestimonial } from "~/testimonials/admin-testimonials.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLegalProfile,
  createSession,
  createUser,
  daysFromNow,
  seedReferenceData,
} from "../factories";

describe("content version", () => {
  const database = useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  /** Runs `write` and says by how much the version moved. */
  async function moved(write: () => Promise<unknown>): Promise<number> {
    const before = await contentVersion();
    await write();
    return (await contentVersion()) - before;
  }

  describe("the content version", () => {
    it("has a trigger on every table but the private ones", async () => {
      const rows = await db().execute<{ table: string; triggered: boolean }>(sql`
      select c.relname as "table",
             exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_content_version') as triggered
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'`);
      const tables = rowsOf<{ table: string; triggered: boolean }>(rows);
      const privateTables = new Set<string>(PRIVATE_TABLES);
      const wrong = tables.filter((t) => t.triggered === privateTables.has(t.table)).map((t) => t.table);
      // A table listed here needs the trigger (a new migration) or a place in PRIVATE_TABLES.
      expect(wrong).toEqual([]);
      expect(tables.length).toBeGreaterThan(40);
    });

    it("moves once per committed transaction, not for a rolled-back one nor a private table", async () => {
      expect(
        await moved(() =>
          db().transaction(async (tx) => {
            await tx.update(site_settings).set({ value: "Centre A" }).where(eq(site_settings.name, "app_name"));
            await tx.update(site_settings).set({ value: "Centre B" }).where(eq(site_settings.name, "app_name"));
          }),
        ),
      ).toBe(1);
      expect(
        await moved(() =>
          db()
            .transaction(async (tx) => {
              await tx.update(site_settings).set({ value: "Never" }).where(eq(site_settings.name, "app_name"));
              throw new Error("rolled back");
            })
            .catch(() => undefined),
        ),
      ).toBe(0);
      expect(
        await moved(async () => {
          await db().insert(rate_limits).values({ key: "k", count: 1 });
          await db().insert(newsletter_subscribers).values({ email: "n@example.com" });
          await db().insert(messages).values({ type: "contact", subject: "s", content: "c" });
          await db().delete(email_outbox);
        }),
      ).toBe(0);
      // A member's language or verified address is on no public page; their name may be.
      const someone = await createUser();
      expect(
        await moved(() =>
          db().execute(sql`update users set language = 'en', email_verified = true where id = ${someone.id}`),
        ),
      ).toBe(0);
      expect(
        await moved(() => db().execute(sql`update users set full_name = 'Nom public' where id = ${someone.id}`)),
      ).toBe(1);
    });

    // One per kind of write the public pages show, through the service that makes it where one exists.
    it("moves with every kind of public write", async () => {
      const course = await createCourse({ title_fr: "Avant" });
      const session = await createSession({ course_id: course.id, start_date: daysFromNow(10) });
      const member = await createUser();
      const writes: Record<string, () => Promise<unknown>> = {
        "a course title": () => db().execute(sql`update courses set title_fr = 'Après' where id = ${course.id}`),
        "a session's seats (registration)": () =>
          db().insert(course_session_registrations).values({ session_id: session.id, user_id: member.id }),
        "a service": () => db().insert(services).values({ title_fr: "S", title_en: "S" }),
        "a testimonial approved": async () => {
          const [row] = await db()
            .insert(testimonials)
            .values({ user_id: member.id, content: "Très bien", rating: 5, status: "pending" })
            .returning({ id: testimonials.id });
          const before = await contentVersion();
          await moderateTestimonial(row.id, "approved");
          expect(await contentVersion()).toBeGreaterThan(before);
        },
        "a translation": () =>
          db().update(translations).set({ fr: "Cours", is_custom: true }).where(eq(translations.key, "nav.courses")),
        "a category": () =>
          db().insert(course_categories).values({ name_fr: "Nouvelle", name_en: "New", slug: "nouvelle" }),
        "a user's public profile": () => db().execute(sql`update users set bio = 'Formatrice' where id = ${member.id}`),
      };
      for (const [kind, write] of Object.entries(writes)) {
        expect({ kind, moved: (await moved(write)) > 0 }).toEqual({ kind, moved: true });
      }
    });
  });

  describe("caches keyed by the content version", () => {
    let stop: () => Promise<void>;
    beforeAll(async () => {
      stop = await watchVersions(database.current);
    });
    afterAll(async () => {
      await stop();
    });

    it("serve the same value until a write, then the new one at once", async () => {
      let loads = 0;
      const cached = cachedByContentVersion(async () => {
        loads += 1;
        const [row] = await db().select().from(site_settings).where(eq(site_settings.name, "app_name"));
        return row.value;
      });
      const first = await cached();
      expect(await cached()).toBe(first);
      expect(loads).toBe(1);

      // What the request handler does around a form's POST.
      const end = beginWrite(database.current);
      await db().update(site_settings).set({ value: "Centre Neuf" }).where(eq(site_settings.name, "app_name"));
      end();
      expect(await cached()).toBe("Centre Neuf");
      expect(loads).toBe(2);
    });

    it("give the lookups, the site chrome and the messages after a write", async () => {
      const before = await loadCourseLookups();
      expect(before.categories.some((c) => c.name_fr === "Catégorie fraîche")).toBe(false);
      const end = beginWrite(database.current);
      await db().insert(course_categories).values({ name_fr: "Catégorie fraîche", name_en: "Fresh", slug: "fraiche" });
      await db().update(site_settings).set({ value: "Centre Frais" }).where(eq(site_settings.name, "app_name"));
      await db()
        .insert(translations)
        .values({ key: "nav.calendar", fr: "Agenda", en: "Schedule", is_custom: true })
        .onConflictDoUpdate({ target: translations.key, set: { fr: "Agenda", en: "Schedule", is_custom: true } });
      end();
      expect((await loadCourseLookups()).categories.some((c) => c.name_fr === "Catégorie fraîche")).toBe(true);
      expect((await getSiteChrome()).appName).toBe("Centre Frais");
      expect(flattenMessages(await getMessages("en")).get("nav.calendar")).toBe("Schedule");
    });

    it("give a catalogue page from memory until a write, then the new one", async () => {
      const input = { ...parseCatalogueParams(new URLSearchParams()), lang: "fr" as const, includeDrafts: false };
      const first = await listCourses(input);
      // Same arguments, no write: the very same page, no query.
      expect(await listCourses({ ...input })).toBe(first);
      const end = beginWrite(database.current);
      const added = await createCourse({ title_fr: "Cours tout neuf", is_published: true });
      end();
      const after = await listCourses(input);
      expect(after).not.toBe(first);
      expect(after.courses.map((c) => c.id)).toContain(added.id);
    });

    it("give the funding options and a course's sheet context from memory until a write, then the new ones", async () => {
      const ids = (options: FundingOptions) => options.fundingSources.map((option) => option.id);
      const first = await loadFundingOptions({ activeOnly: true });
      expect(await loadFundingOptions({ activeOnly: true })).toBe(first);
      let end = beginWrite(database.current);
      const [fund] = await db()
        .insert(bpf_categories)
        .values({ kind: "funding_source", code: "test-fund", label_fr: "Fonds d'essai", label_en: "Test fund" })
        .returning();
      end();
      expect(ids(await loadFundingOptions({ activeOnly: true }))).toContain(fund.id);
      end = beginWrite(database.current);
      await db().update(bpf_categories).set({ is_active: false }).where(eq(bpf_categories.id, fund.id));
      end();
      expect(ids(await loadFundingOptions({ activeOnly: true }))).not.toContain(fund.id);
      // The staff's list keeps the retired one.
      expect(ids(await loadFundingOptions())).toContain(fund.id);

      end = beginWrite(database.current);
      await createLegalProfile();
      const course = await createCourse({ title_fr: "Cours du référent" });
      end();
      const context = await courseSheetContext(course.id);
      expect(await courseSheetContext(course.id)).toBe(context);
      end = beginWrite(database.current);
      await db()
        .update(organisation_profile)
        .set({ accessibility_referent_name: "Inès Roy", accessibility_referent_email: "handicap@formatio.test" });
      end();
      expect((await courseSheetContext(course.id)).referent?.name).toBe("Inès Roy");
    });

    it("reach another process through NOTIFY (PostgreSQL)", async (context) => {
      const url = process.env.TEST_DATABASE_URL;
      if (!url || database.current.driver !== "pg") return context.skip();
      // A second process: its own pool and listening connection on the same database.
      const other: Database = await openPostgres(await currentDatabaseUrl(url));
      const stopOther = await watchVersions(other);
      try {
        const seen = await contentVersion(other);
        const end = beginWrite(database.current);
        await db().update(site_settings).set({ value: "Autre" }).where(eq(site_settings.name, "app_name"));
        end();
        // The writing process reads its own write at once; the other hears of it by NOTIFY.
        const expected = await contentVersion(database.current);
        await vi.waitFor(async () => expect(await contentVersion(other)).toBe(expected), {
          timeout: 3000,
          interval: 20,
        });
        expect(expected).toBeGreaterThan(seen);
      } finally {
        await stopOther();
        await other.close();
      }
    });
  });
});

async function currentDatabaseUrl(serverUrl: string): Promise<string> {
  const rows = await db().execute<{ name: string }>(sql`select current_database() as name`);
  const [{ name }] = rowsOf<{ name: string }>(rows);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Rows of a raw query: PGlite and node-postgres shape their results alike, drizzle's types do not. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
