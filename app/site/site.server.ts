// Site-wide settings every page shows (name, texts, theme, logo, social links,
// contact details), read once per content version: four small queries after a
// settings write, none on the requests in between.

import { contact_settings, type SITE_ASSET_TYPES, site_assets, site_settings, site_social_links } from "#db/schema";
import { DEFAULT_GENERAL_SETTINGS, DEFAULT_THEME_SETTINGS } from "#db/seed/base";
import { type Lang, pick } from "~/i18n/messages";
import { cachedByContentVersion } from "~/server/content-version.server";
import { db, readTogether } from "~/server/db.server";
import { readableOnWhite } from "~/site/colour";
import { CAROUSEL_SPEED } from "~/site/settings-schema";

/**
 * The site texts written in the back office in both languages. The French one is stored
 * under the spec's name (`motto`), the English twin under `<name>_en` (`motto_en`).
 */
export const SITE_TEXT_SETTINGS = ["motto", "hero_title", "hero_subtitle"] as const;
export type SiteTextSetting = (typeof SITE_TEXT_SETTINGS)[number];
export const englishSettingName = (name: SiteTextSetting) => `${name}_en` as const;

type SiteTexts = { motto: string; heroTitle: string; heroSubtitle: string };

export type SiteChrome = SiteTexts & {
  appName: string;
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

/** The stored speed when the site can apply it (the settings form's bounds), else the default. */
export function clampCarouselSpeed(value: string | undefined): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n >= CAROUSEL_SPEED.min && n <= CAROUSEL_SPEED.max ? n : CAROUSEL_SPEED.default;
}

/** What the cache keeps: the texts in both languages; getSiteChrome picks the reader's. */
type StoredChrome = Omit<SiteChrome, keyof SiteTexts> & { texts: Record<Lang, SiteTexts> };

/** A site text in `lang`: an empty English twin shows the French text (as every bilingual field). */
function siteText(general: Record<string, string>, name: SiteTextSetting, lang: Lang): string {
  return pick({ text_fr: general[name] ?? "", text_en: general[englishSettingName(name)] ?? "" }, "text", lang);
}

function siteTexts(general: Record<string, string>, lang: Lang): SiteTexts {
  return {
    motto: siteText(general, "motto", lang),
    heroTitle: siteText(general, "hero_title", lang),
    heroSubtitle: siteText(general, "hero_subtitle", lang),
  };
}

async function load(): Promise<StoredChrome> {
  // Read inside a write's transaction too (an e-mail's brand): readTogether keeps them in turn there.
  const [settings, assets, social, [contact]] = await readTogether(
    () => db().select().from(site_settings),
    () => db().select().from(site_assets),
    () => db().select().from(site_social_links),
    () => db().select().from(contact_settings).limit(1),
  );
  const general: Record<string, string> = { ...DEFAULT_GENERAL_SETTINGS };
  const theme: Record<string, string> = { ...DEFAULT_THEME_SETTINGS };
  for (const row of settings) (row.category === "theme" ? theme : general)[row.name] = row.value;
  const assetMap: SiteChrome["assets"] = {};
  for (const row of assets) if (row.url) assetMap[row.type] = row.url;
  return {
    appName: general.app_name || "Formatio",
    texts: { fr: siteTexts(general, "fr"), en: siteTexts(general, "en") },
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

const loadStored: () => Promise<StoredChrome> = cachedByContentVersion(load);

/**
 * The chrome every page shows, in `lang` (French by default: e-mails and files name the site
 * alone), read once per content version (a settings write moves it).
 */
export async function getSiteChrome(lang: Lang = "fr"): Promise<SiteChrome> {
  const { texts, ...chrome } = await loadStored();
  return { ...chrome, ...texts[lang] };
}
