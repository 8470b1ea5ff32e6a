// Site-wide settings every page shows (name, theme, logo, social links,
// contact details), cached briefly per process: four small queries at most
// every few seconds instead of on every request.

import { contact_settings, type SITE_ASSET_TYPES, site_assets, site_settings, site_social_links } from "#db/schema";
import { DEFAULT_GENERAL_SETTINGS, DEFAULT_THEME_SETTINGS } from "#db/seed/base";
import { cachedByContentVersion } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { readableOnWhite } from "~/site/colour";

export type SiteChrome = {
  appName: string;
  motto: string;
  heroTitle: string;
  heroSubtitle: string;
  heroBanner: string;
  carouselSpeed: number;
  theme: { primary: string; secondary: string; accent: string };
  assets: Partial<Record<(typeof SITE_ASSET_TYPES)[number], string>>;
  social: { platform: string; url: string }[];
  contact: {
    email: string | null;
    phone: string | null;
    website: string | null;
    address_line1: string | null;
    address_line2: string | null;
    city: string | null;
    country: string | null;
  } | null;
};

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

export function clampCarouselSpeed(value: string | undefined): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n >= 5 && n <= 120 ? n : 30;
}

async function load(): Promise<SiteChrome> {
  const [settings, assets, social, [contact]] = await Promise.all([
    db().select().from(site_settings),
    db().select().from(site_assets),
    db().select().from(site_social_links),
    db().select().from(contact_settings).limit(1),
  ]);
  const general: Record<string, string> = { ...DEFAULT_GENERAL_SETTINGS };
  const theme: Record<string, string> = { ...DEFAULT_THEME_SETTINGS };
  for (const row of settings) (row.category === "theme" ? theme : general)[row.name] = row.value;
  const assetMap: SiteChrome["assets"] = {};
  for (const row of assets) if (row.url) assetMap[row.type] = row.url;
  return {
    appName: general.app_name || "Formatio",
    motto: general.motto ?? "",
    heroTitle: general.hero_title ?? "",
    heroSubtitle: general.hero_subtitle ?? "",
    heroBanner: assetMap.hero_banner ?? general.hero_banner ?? "",
    carouselSpeed: clampCarouselSpeed(theme.carousel_speed),
    theme: {
      // Used for text and under white text: darkened if the chosen shade is too light to read.
      primary: readableOnWhite(colour(theme.primary_color, "#F26524")),
      secondary: colour(theme.secondary_color, "#2D3494"),
      accent: colour(theme.accent_color, "#00AEEF"),
    },
    assets: assetMap,
    social: social.filter((s) => /^https?:\/\//.test(s.url)).map((s) => ({ platform: s.platform, url: s.url })),
    contact: contact
      ? {
          email: contact.email,
          phone: contact.phone,
          website: contact.website,
          address_line1: contact.address_line1,
          address_line2: contact.address_line2,
          city: contact.city,
          country: contact.country,
        }
      : null,
  };
}

/** The chrome every page shows, read once per content version (a settings write moves it). */
export const getSiteChrome: () => Promise<SiteChrome> = cachedByContentVersion(load);
