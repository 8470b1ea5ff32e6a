// /admin/settings/general and /admin/settings/advanced through their real loaders and actions,
// and the public side reading what they saved at the next request, in French and English:
// who may come in and write; every field rule (required, lengths, e-mail, phone, colours,
// carousel bounds, social addresses, image addresses); values kept on a refusal and nothing
// written; site texts and SEO with English twins that fall back to French; images upserted
// by type with one message per type; social links without an address deleted; one audit
// entry per save that changed something.
import { and, desc, eq } from "drizzle-orm";
import type { MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, contact_settings, site_assets, site_seo, site_settings, site_social_links } from "#db/schema";
import { DEFAULT_SITE_SEO } from "#db/seed/base";
import { loader as rootLoader } from "~/root";
import { action as advancedAction, loader as advancedLoader } from "~/routes/admin/settings-advanced";
import { action as generalAction, loader as generalLoader } from "~/routes/admin/settings-general";
import { meta as homeMeta } from "~/routes/public/home";
import { db } from "~/server/db.server";
import { readableOnWhite } from "~/site/colour";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, recordUploads, seedReferenceData, sessionCookie } from "../factories";
import { callRoute, routeArgs } from "../route";

type Answer = {
  ok: boolean;
  toast?: string;
  formError?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};
type General = Awaited<ReturnType<typeof generalLoader>>;
type Advanced = Awaited<ReturnType<typeof advancedLoader>>;
type RootData = {
  lang: string;
  site: {
    appName: string;
    motto: string;
    heroTitle: string;
    heroSubtitle: string;
    carouselSpeed: number;
    theme: { primary: string; secondary: string; accent: string };
    assets: Record<string, string>;
    social: { platform: string; url: string }[];
    contact: Record<string, string | null> | null;
  };
  seo: { meta_title: string | null; meta_description: string | null; meta_keywords: string | null } | null;
};

/** What the public side shows on the next request, in a language (the root loader every page runs). */
async function publicSite(lang: "fr" | "en"): Promise<RootData> {
  const answer = (await rootLoader(await routeArgs(makeRequest(`/?lang=${lang}`)))) as unknown as { data: RootData };
  return answer.data;
}

const titleOf = (meta: MetaDescriptor[]) => (meta.find((d) => "title" in d) as { title: string }).title;
const metaNamed = (meta: MetaDescriptor[], name: string) =>
  (meta.find((d) => (d as Record<string, string>).name === name) as { content?: string } | undefined)?.content;

/** A complete general form: the stored values with `changes` on top. */
const GENERAL: Record<string, string> = {
  app_name: "Formatio",
  motto_fr: "Former aujourd'hui les talents de demain",
  motto_en: "Training today the talent of tomorrow",
  hero_title_fr: "",
  hero_title_en: "",
  hero_subtitle_fr: "",
  hero_subtitle_en: "",
  email: "contact@formatio.example",
  phone: "+33 1 84 60 20 19",
  address_line1: "18 rue de la Paix",
  address_line2: "Bâtiment B, 3e étage",
  city: "Paris",
  country: "France",
};

const ADVANCED: Record<string, string> = {
  primary_color: "#F26524",
  secondary_color: "#2D3494",
  accent_color: "#00AEEF",
  carousel_speed: "30",
  facebook: "",
  youtube: "",
  twitter: "",
  instagram: "",
  linkedin: "",
  tiktok: "",
  meta_title_fr: DEFAULT_SITE_SEO.fr.meta_title,
  meta_title_en: DEFAULT_SITE_SEO.en.meta_title_en,
  meta_description_fr: DEFAULT_SITE_SEO.fr.meta_description,
  meta_description_en: DEFAULT_SITE_SEO.en.meta_description_en,
  meta_keywords_fr: DEFAULT_SITE_SEO.fr.meta_keywords,
  meta_keywords_en: DEFAULT_SITE_SEO.en.meta_keywords_en,
};

describe("back office: general and advanced settings", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    // The images the screen's upload fields send, as /api/uploads would have recorded them.
    await recordUploads("logo", "/uploads/site-assets/logo-1.png", "/uploads/site-assets/logo-2.svg");
    await recordUploads("favicon", "/uploads/site-assets/favicon-1.ico");
    for (const type of ["logo_square", "logo_white", "hero_banner"] as const) {
      await recordUploads(type, `/uploads/site-assets/${type}-1.png`);
    }
  });

  const general = async () =>
    (await callRoute<General>(generalLoader, makeRequest("/admin/settings/general", { cookie: adminCookie })))
      .data as General;
  const advanced = async () =>
    (await callRoute<Advanced>(advancedLoader, makeRequest("/admin/settings/advanced", { cookie: adminCookie })))
      .data as Advanced;
  const postGeneral = (form: Record<string, string>, cookie = adminCookie) =>
    callRoute<Answer>(generalAction, makeRequest("/admin/settings/general", { form, cookie }));
  const postAdvanced = (form: Record<string, string>, cookie = adminCookie) =>
    callRoute<Answer>(advancedAction, makeRequest("/admin/settings/advanced", { form, cookie }));
  const saveGeneral = (changes: Record<string, string>) => postGeneral({ intent: "save", ...GENERAL, ...changes });
  const saveAdvanced = (changes: Record<string, string>) => postAdvanced({ intent: "save", ...ADVANCED, ...changes });
  const setting = async (category: "general" | "theme", name: string) =>
    (
      await db()
        .select({ value: site_settings.value })
        .from(site_settings)
        .where(and(eq(site_settings.category, category), eq(site_settings.name, name)))
    )[0]?.value;
  const auditEntries = (id: "general" | "advanced") =>
    db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "settings"), eq(audit_log.entity_id, id)))
      .orderBy(desc(audit_log.created_at));

  describe("who may come in", () => {
    it("sends a visitor to sign in and a member away; refuses their writes and writes nothing", async () => {
      for (const loader of [generalLoader, advancedLoader]) {
        const visitor = await callRoute(loader, makeRequest("/admin/settings/general"));
        expect(visitor.status).toBe(302);
        expect(visitor.location).toMatch(/^\/login\?/);
        const member = await callRoute(loader, makeRequest("/admin/settings/general", { cookie: memberCookie }));
        expect({ status: member.status, location: member.location }).toEqual({ status: 302, location: "/" });
      }
      const refusedGeneral = await postGeneral({ intent: "save", ...GENERAL, app_name: "Pirate" }, memberCookie);
      expect(refusedGeneral.status).toBe(403);
      const refusedAsset = await postGeneral({ intent: "upload_logo", url: "/uploads/x.png" }, memberCookie);
      expect(refusedAsset.status).toBe(403);
      const refusedAdvanced = await postAdvanced(
        { intent: "save", ...ADVANCED, primary_color: "#000000" },
        memberCookie,
      );
      expect(refusedAdvanced.status).toBe(403);
      const visitor = await postGeneral({ intent: "save", ...GENERAL, app_name: "Pirate" }, "");
      expect(visitor.status).toBe(401);
      expect(await setting("general", "app_name")).toBe("Formatio");
      expect(await setting("theme", "primary_color")).toBe("#F26524");
      expect(await db().select().from(site_assets)).toEqual([]);
    });
  });

  describe("general settings", () => {
    it("shows the seeded values, both languages of the site texts and the contact details", async () => {
      const { settings } = await general();
      expect(settings?.values).toEqual(GENERAL);
      expect(settings?.assets).toEqual({});
    });

    it("saves the name, the texts in both languages and the contact details; the public side shows them at the next request", async () => {
      const answer = await saveGeneral({
        app_name: "  Centre Horizon ",
        motto_fr: "Apprendre sans cesse",
        motto_en: "Never stop learning",
        hero_title_fr: "Des formations qui changent tout",
        hero_title_en: "Training that changes everything",
        hero_subtitle_fr: "Depuis 2019.",
        hero_subtitle_en: "Since 2019.",
        email: "Bonjour@Horizon.example",
        phone: "(514) 555-0100",
        address_line2: "  ",
        city: "Montréal",
        country: "Canada",
      });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ ok: true, toast: "admin.settings.success.save" });

      expect(await setting("general", "app_name")).toBe("Centre Horizon");
      expect(await setting("general", "motto")).toBe("Apprendre sans cesse");
      expect(await setting("general", "motto_en")).toBe("Never stop learning");
      expect(await setting("general", "hero_title_en")).toBe("Training that changes everything");
      const [contact] = await db().select().from(contact_settings);
      expect(contact).toMatchObject({
        email: "bonjour@horizon.example",
        phone: "(514) 555-0100",
        address_line1: "18 rue de la Paix",
        // Blank is NULL (decision 012); the column the form does not show is left alone.
        address_line2: null,
        city: "Montréal",
        country: "Canada",
        website: "https://formatio.example",
      });

      const fr = await publicSite("fr");
      expect(fr.site).toMatchObject({
        appName: "Centre Horizon",
        motto: "Apprendre sans cesse",
        heroTitle: "Des formations qui changent tout",
        heroSubtitle: "Depuis 2019.",
      });
      expect(fr.site.contact).toMatchObject({ email: "bonjour@horizon.example", city: "Montréal" });
      const en = await publicSite("en");
      expect(en.site).toMatchObject({
        appName: "Centre Horizon",
        motto: "Never stop learning",
        heroTitle: "Training that changes everything",
        heroSubtitle: "Since 2019.",
      });

      // The form shows what was saved, as stored (trimmed, the address lower-cased).
      const { settings } = await general();
      expect(settings?.values).toMatchObject({ app_name: "Centre Horizon", email: "bonjour@horizon.example" });
      expect(settings?.values.address_line2).toBe("");
    });

    it("shows the French text on English pages when the English twin is empty", async () => {
      await saveGeneral({
        motto_fr: "Toujours apprendre",
        motto_en: "",
        hero_title_fr: "Titre seul",
        hero_title_en: " ",
      });
      expect(await setting("general", "motto_en")).toBe("");
      const en = await publicSite("en");
      expect(en.site.motto).toBe("Toujours apprendre");
      expect(en.site.heroTitle).toBe("Titre seul");
      // No hero text in either language: the home page shows its translated default (home.tsx).
      await saveGeneral({ hero_title_fr: "", hero_title_en: "" });
      expect((await publicSite("en")).site.heroTitle).toBe("");
    });

    it("refuses each bad field with its message, keeps what was typed and writes nothing", async () => {
      await saveGeneral({ app_name: "Avant" });
      const cases: [Record<string, string>, string, string][] = [
        [{ app_name: "   " }, "app_name", "admin.settings.validation.app_name_required"],
        [{ app_name: "x".repeat(81) }, "app_name", "admin.settings.validation.too_long|max=80"],
        [{ motto_en: "x".repeat(201) }, "motto_en", "admin.settings.validation.too_long|max=200"],
        [{ hero_title_fr: "x".repeat(151) }, "hero_title_fr", "admin.settings.validation.too_long|max=150"],
        [{ hero_subtitle_en: "x".repeat(401) }, "hero_subtitle_en", "admin.settings.validation.too_long|max=400"],
        [{ email: "pas-une-adresse" }, "email", "admin.settings.validation.email_invalid"],
        [{ phone: "appelez-nous" }, "phone", "admin.settings.validation.phone_invalid"],
        [{ phone: "12" }, "phone", "admin.settings.validation.phone_invalid"],
        [{ address_line1: "x".repeat(201) }, "address_line1", "admin.settings.validation.too_long|max=200"],
        [{ city: "x".repeat(101) }, "city", "admin.settings.validation.too_long|max=100"],
        [{ country: "x".repeat(101) }, "country", "admin.settings.validation.too_long|max=100"],
      ];
      for (const [changes, field, message] of cases) {
        const answer = await saveGeneral({ ...changes, motto_fr: "Tapé avant le refus" });
        expect({ field, status: answer.status }).toEqual({ field, status: 400 });
        expect(answer.data?.errors?.[field]).toBe(message);
        expect(answer.data?.values).toMatchObject({ ...changes, motto_fr: "Tapé avant le refus" });
      }
      expect(await setting("general", "app_name")).toBe("Avant");
      expect(await setting("general", "motto")).not.toBe("Tapé avant le refus");
    });

    it("records one audit entry per save that changed something, with the fields that changed", async () => {
      await saveGeneral({ app_name: "Formatio", motto_en: "Before" });
      const count = (await auditEntries("general")).length;
      await saveGeneral({ app_name: "Formatio", motto_en: "After", city: "Lyon" });
      const entries = await auditEntries("general");
      expect(entries).toHaveLength(count + 1);
      expect(entries[0]).toMatchObject({ action: "update", entity_label: "/admin/settings/general" });
      expect(entries[0].changes).toEqual({
        motto_en: { before: "Before", after: "After" },
        city: { before: "Paris", after: "Lyon" },
      });
      // The same values again: nothing changed, nothing logged.
      await saveGeneral({ app_name: "Formatio", motto_en: "After", city: "Lyon" });
      expect(await auditEntries("general")).toHaveLength(count + 1);
    });
  });

  describe("the site's images", () => {
    it("upserts each type's image with its own message; the public pages use it at the next request", async () => {
      const logo = await postGeneral({ intent: "upload_logo", url: "/uploads/site-assets/logo-1.png" });
      expect(logo.status).toBe(200);
      expect(logo.data).toMatchObject({ ok: true, toast: "admin.settings.success.logo_upload" });
      const favicon = await postGeneral({ intent: "upload_favicon", url: "/uploads/site-assets/favicon-1.ico" });
      expect(favicon.data).toMatchObject({ ok: true, toast: "admin.settings.success.favicon_upload" });
      for (const type of ["logo_square", "logo_white", "hero_banner"]) {
        const answer = await postGeneral({ intent: `upload_${type}`, url: `/uploads/site-assets/${type}-1.png` });
        expect(answer.data).toMatchObject({ ok: true, toast: `admin.settings.success.${type}_upload` });
      }
      // A second logo replaces the first: one row per type.
      await postGeneral({ intent: "upload_logo", url: "/uploads/site-assets/logo-2.svg" });
      const rows = await db().select().from(site_assets);
      expect(rows).toHaveLength(5);
      expect(rows.find((row) => row.type === "logo")?.url).toBe("/uploads/site-assets/logo-2.svg");

      for (const lang of ["fr", "en"] as const) {
        const { site } = await publicSite(lang);
        expect(site.assets).toMatchObject({
          logo: "/uploads/site-assets/logo-2.svg",
          favicon: "/uploads/site-assets/favicon-1.ico",
          hero_banner: "/uploads/site-assets/hero_banner-1.png",
        });
      }
      expect((await general()).settings?.assets.logo).toBe("/uploads/site-assets/logo-2.svg");
      const [entry] = await auditEntries("general");
      expect(entry.changes).toEqual({
        logo: { before: "/uploads/site-assets/logo-1.png", after: "/uploads/site-assets/logo-2.svg" },
      });
    });

    it("refuses an address that is no upload of that type, with that type's upload message", async () => {
      for (const url of [
        "javascript:alert(1)",
        "//evil.example/x.png",
        "",
        "data:image/png;base64,AAAA",
        "https://cdn.example/favicon.png",
        // An upload, but a logo; and the favicon's own address walked out of with encoded dots.
        "/uploads/site-assets/logo-1.png",
        "/uploads/site-assets/favicon-1.ico/%2e%2e/logo-1.png",
      ]) {
        const answer = await postGeneral({ intent: "upload_favicon", url });
        expect({ url, status: answer.status }).toEqual({ url, status: 400 });
        expect(answer.data?.formError).toBe("admin.settings.error.favicon_upload");
      }
      const unknown = await postGeneral({ intent: "upload_banner", url: "/uploads/x.png" });
      expect(unknown.status).toBe(400);
      const rows = await db().select().from(site_assets).where(eq(site_assets.type, "favicon"));
      expect(rows[0].url).toBe("/uploads/site-assets/favicon-1.ico");
    });

    it("removes an image: the site falls back to its default", async () => {
      const answer = await postGeneral({ intent: "remove_asset", type: "favicon" });
      expect(answer.data).toMatchObject({ ok: true, toast: "admin.settings.success.asset_removed" });
      expect(await db().select().from(site_assets).where(eq(site_assets.type, "favicon"))).toEqual([]);
      expect((await publicSite("en")).site.assets.favicon).toBeUndefined();
      expect((await postGeneral({ intent: "remove_asset", type: "poster" })).status).toBe(400);
    });
  });

  describe("advanced settings", () => {
    it("shows the seeded theme, the default carousel speed and both languages of the site SEO", async () => {
      expect((await advanced()).values).toEqual(ADVANCED);
    });

    it("saves the colours, the speed, the social links and the SEO texts; the public side applies them at the next request", async () => {
      const answer = await saveAdvanced({
        primary_color: "#1d4ed8",
        secondary_color: "#111827",
        accent_color: "#0E7490",
        carousel_speed: "45",
        facebook: "https://www.facebook.com/horizon",
        linkedin: " https://www.linkedin.com/company/horizon ",
        tiktok: "https://www.tiktok.com/@horizon",
        meta_title_fr: "Horizon — Formation",
        meta_title_en: "Horizon — Training",
        meta_description_fr: "Des formations certifiantes.",
        meta_description_en: "Certified training.",
        meta_keywords_fr: "formation",
        meta_keywords_en: "training",
      });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ ok: true, toast: "admin.settings.success.save" });
      // Stored upper-case like the seed's, whatever the picker sent.
      expect(await setting("theme", "primary_color")).toBe("#1D4ED8");
      expect(await setting("theme", "carousel_speed")).toBe("45");

      for (const lang of ["fr", "en"] as const) {
        const { site, seo } = await publicSite(lang);
        expect(site.theme).toEqual({ primary: "#1d4ed8", secondary: "#111827", accent: "#0E7490" });
        expect(site.carouselSpeed).toBe(45);
        expect(site.social).toEqual(
          expect.arrayContaining([
            { platform: "facebook", url: "https://www.facebook.com/horizon" },
            { platform: "linkedin", url: "https://www.linkedin.com/company/horizon" },
            { platform: "tiktok", url: "https://www.tiktok.com/@horizon" },
          ]),
        );
        expect(site.social).toHaveLength(3);
        expect(seo).toEqual(
          lang === "fr"
            ? {
                meta_title: "Horizon — Formation",
                meta_description: "Des formations certifiantes.",
                meta_keywords: "formation",
              }
            : { meta_title: "Horizon — Training", meta_description: "Certified training.", meta_keywords: "training" },
        );
      }
      // English pages' default title and description are the English ones.
      const root = await publicSite("en");
      const meta = homeMeta({ matches: [{ loaderData: root }] } as never);
      expect(titleOf(meta)).toBe("Horizon — Training");
      expect(metaNamed(meta, "description")).toBe("Certified training.");
      expect(metaNamed(meta, "keywords")).toBe("training");
    });

    it("darkens a light brand colour for text on the public side, as the screen says it will", async () => {
      await saveAdvanced({ primary_color: "#FFD166" });
      const { site } = await publicSite("fr");
      expect(site.theme.primary).toBe(readableOnWhite("#ffd166"));
      expect(site.theme.primary).not.toBe("#ffd166");
    });

    it("deletes a social link whose address is emptied, and shows French SEO on English pages when the English is empty", async () => {
      await saveAdvanced({
        facebook: "https://www.facebook.com/horizon",
        meta_title_en: "",
        meta_description_en: "  ",
      });
      await saveAdvanced({ facebook: "", meta_title_en: "", meta_description_en: "" });
      expect(await db().select().from(site_social_links)).toEqual([]);
      const [seo] = await db().select().from(site_seo);
      expect(seo.meta_title_en).toBeNull();
      expect(seo.meta_description_en).toBeNull();
      const en = await publicSite("en");
      expect(en.seo?.meta_title).toBe(ADVANCED.meta_title_fr);
      expect(en.seo?.meta_description).toBe(ADVANCED.meta_description_fr);
      expect(en.site.social).toEqual([]);
    });

    it("takes a carousel speed from 5 to 120 whole seconds", async () => {
      for (const speed of ["5", "120"]) {
        const answer = await saveAdvanced({ carousel_speed: speed });
        expect(answer.status).toBe(200);
        expect((await publicSite("en")).site.carouselSpeed).toBe(Number(speed));
      }
    });

    it("refuses each bad field with its message, keeps what was typed and writes nothing", async () => {
      await saveAdvanced({ primary_color: "#123456", carousel_speed: "40" });
      const cases: [Record<string, string>, string, string][] = [
        [{ primary_color: "F26524" }, "primary_color", "admin.settings.validation.colour_invalid"],
        [{ secondary_color: "#12345" }, "secondary_color", "admin.settings.validation.colour_invalid"],
        [{ accent_color: "#GGGGGG" }, "accent_color", "admin.settings.validation.colour_invalid"],
        [{ accent_color: "" }, "accent_color", "admin.settings.validation.colour_invalid"],
        [{ carousel_speed: "" }, "carousel_speed", "admin.settings.validation.carousel_speed_required"],
        [{ carousel_speed: "4" }, "carousel_speed", "admin.settings.validation.carousel_speed_range"],
        [{ carousel_speed: "121" }, "carousel_speed", "admin.settings.validation.carousel_speed_range"],
        [{ carousel_speed: "2.5" }, "carousel_speed", "admin.settings.validation.carousel_speed_range"],
        [{ carousel_speed: "-10" }, "carousel_speed", "admin.settings.validation.carousel_speed_range"],
        [{ carousel_speed: "vite" }, "carousel_speed", "admin.settings.validation.carousel_speed_range"],
        [{ facebook: "javascript:alert(1)" }, "facebook", "admin.settings.validation.url_invalid"],
        [{ youtube: "www.youtube.com/@horizon" }, "youtube", "admin.settings.validation.url_invalid"],
        [{ twitter: "ftp://x.com/horizon" }, "twitter", "admin.settings.validation.url_invalid"],
        [
          { instagram: `https://instagram.com/${"x".repeat(500)}` },
          "instagram",
          "admin.settings.validation.too_long|max=500",
        ],
        [{ meta_title_en: "x".repeat(121) }, "meta_title_en", "admin.settings.validation.too_long|max=120"],
        [{ meta_description_fr: "x".repeat(321) }, "meta_description_fr", "admin.settings.validation.too_long|max=320"],
        [{ meta_keywords_en: "x".repeat(501) }, "meta_keywords_en", "admin.settings.validation.too_long|max=500"],
      ];
      for (const [changes, field, message] of cases) {
        const answer = await saveAdvanced({ ...changes, meta_title_fr: "Tapé avant le refus" });
        expect({ field, status: answer.status }).toEqual({ field, status: 400 });
        expect(answer.data?.errors?.[field]).toBe(message);
        expect(answer.data?.values).toMatchObject({ ...changes, meta_title_fr: "Tapé avant le refus" });
      }
      expect(await setting("theme", "primary_color")).toBe("#123456");
      expect(await setting("theme", "carousel_speed")).toBe("40");
      expect((await db().select().from(site_seo))[0].meta_title).not.toBe("Tapé avant le refus");
    });

    it("shows a stored speed the site cannot apply as the speed in force", async () => {
      await db()
        .update(site_settings)
        .set({ value: "900" })
        .where(and(eq(site_settings.category, "theme"), eq(site_settings.name, "carousel_speed")));
      expect((await advanced()).values?.carousel_speed).toBe("30");
      expect((await publicSite("fr")).site.carouselSpeed).toBe(30);
    });

    it("records the fields that changed under the advanced settings' history", async () => {
      await saveAdvanced({ carousel_speed: "60", primary_color: "#123456" });
      await saveAdvanced({ carousel_speed: "61", primary_color: "#123456" });
      const [entry] = await auditEntries("advanced");
      expect(entry).toMatchObject({ action: "update", entity_label: "/admin/settings/advanced" });
      expect(entry.changes).toEqual({ carousel_speed: { before: "60", after: "61" } });
    });
  });
});
