// The forms of /admin/settings/general and /admin/settings/advanced: one schema per form,
// read by the screens (the browser's comfort check) and by the actions (the authority).
// Browser-safe.
import { z } from "zod";
import { SITE_ASSET_TYPES, SOCIAL_PLATFORMS } from "#db/schema";
import { optionalWebUrl } from "~/forms/web-url";
import type { Lang } from "~/i18n/messages";
import { isSafeImageUrl } from "~/uploads/image-url";

const V = "admin.settings.validation";

export type SiteAssetType = (typeof SITE_ASSET_TYPES)[number];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export { SITE_ASSET_TYPES, SOCIAL_PLATFORMS };

/** Carousel speed (spec): whole seconds from 5 to 120, 30 when never set. */
export const CAROUSEL_SPEED = { min: 5, max: 120, default: 30 } as const;

/** The lengths the fields take: a site name in a header, a motto under it, a hero on a phone. */
export const SETTINGS_LIMITS = {
  app_name: 80,
  motto: 200,
  hero_title: 150,
  hero_subtitle: 400,
  email: 254,
  phone: 40,
  address: 200,
  city: 100,
  country: 100,
  meta_title: 120,
  meta_description: 320,
  meta_keywords: 500,
} as const;

/**
 * A site text in one language (motto, hero title…): stored as `''` when blank, since a
 * key/value row's value is NOT NULL (decision 012); English pages then show the French one.
 */
const siteText = (max: number) => z.string().trim().max(max, `${V}.too_long`).optional().default("");

/** An optional detail (contact, SEO): blank is NULL (decision 012). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${V}.too_long`)
    .optional()
    .transform((v) => (v ? v : null));

/** Digits, spaces and the signs phone numbers are written with: "+33 1 84 60 20 19", "(514) 555-0100". */
const PHONE = /^\+?[0-9 ().-]{4,40}$/;

/** Site texts with an English twin: form fields `<name>_fr` and `<name>_en` (the language tabs read the ending). */
export const BILINGUAL_SITE_TEXTS = ["motto", "hero_title", "hero_subtitle"] as const;

export const generalSettingsSchema = z.object({
  app_name: z.string().trim().min(1, `${V}.app_name_required`).max(SETTINGS_LIMITS.app_name, `${V}.too_long`),
  motto_fr: siteText(SETTINGS_LIMITS.motto),
  motto_en: siteText(SETTINGS_LIMITS.motto),
  hero_title_fr: siteText(SETTINGS_LIMITS.hero_title),
  hero_title_en: siteText(SETTINGS_LIMITS.hero_title),
  hero_subtitle_fr: siteText(SETTINGS_LIMITS.hero_subtitle),
  hero_subtitle_en: siteText(SETTINGS_LIMITS.hero_subtitle),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(SETTINGS_LIMITS.email, `${V}.too_long`)
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(z.email(`${V}.email_invalid`).nullable()),
  phone: optionalText(SETTINGS_LIMITS.phone).refine((v) => v === null || PHONE.test(v), `${V}.phone_invalid`),
  address_line1: optionalText(SETTINGS_LIMITS.address),
  address_line2: optionalText(SETTINGS_LIMITS.address),
  city: optionalText(SETTINGS_LIMITS.city),
  country: optionalText(SETTINGS_LIMITS.country),
});
export type GeneralSettingsInput = z.infer<typeof generalSettingsSchema>;
/** The general form's fields as the screen fills them (every value a string). */
export type GeneralSettingsValues = Record<keyof GeneralSettingsInput, string>;

/**
 * An image of the site once uploaded (ImageUpload's URL): our own upload's root-relative
 * address or an http(s) one. The asset's type is the intent (`upload_logo`…).
 */
export const siteAssetSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, `${V}.asset_invalid`)
    .max(1000, `${V}.asset_invalid`)
    .refine(isSafeImageUrl, `${V}.asset_invalid`),
});

export const removeSiteAssetSchema = z.object({
  type: z.enum(SITE_ASSET_TYPES, { error: `${V}.asset_invalid` }),
});

/** A theme colour as the text field and the picker share it: #RRGGBB, stored upper-case like the seed's. */
const themeColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, `${V}.colour_invalid`)
  .transform((v) => v.toUpperCase());

export const THEME_COLOURS = ["primary_color", "secondary_color", "accent_color"] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

const socialUrl = optionalWebUrl({ invalid: `${V}.url_invalid`, tooLong: `${V}.too_long` });

export const SITE_SEO_FIELDS = ["meta_title", "meta_description", "meta_keywords"] as const;
export type SiteSeoField = (typeof SITE_SEO_FIELDS)[number];

export const advancedSettingsSchema = z.object({
  primary_color: themeColour,
  secondary_color: themeColour,
  accent_color: themeColour,
  carousel_speed: z
    .string()
    .trim()
    .min(1, `${V}.carousel_speed_required`)
    .regex(/^\d{1,4}$/, `${V}.carousel_speed_range`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(CAROUSEL_SPEED.min, `${V}.carousel_speed_range`)
        .max(CAROUSEL_SPEED.max, `${V}.carousel_speed_range`),
    ),
  facebook: socialUrl,
  youtube: socialUrl,
  twitter: socialUrl,
  instagram: socialUrl,
  linkedin: socialUrl,
  tiktok: socialUrl,
  meta_title_fr: optionalText(SETTINGS_LIMITS.meta_title),
  meta_title_en: optionalText(SETTINGS_LIMITS.meta_title),
  meta_description_fr: optionalText(SETTINGS_LIMITS.meta_description),
  meta_description_en: optionalText(SETTINGS_LIMITS.meta_description),
  meta_keywords_fr: optionalText(SETTINGS_LIMITS.meta_keywords),
  meta_keywords_en: optionalText(SETTINGS_LIMITS.meta_keywords),
});
export type AdvancedSettingsInput = z.infer<typeof advancedSettingsSchema>;
export type AdvancedSettingsValues = Record<keyof AdvancedSettingsInput, string>;

/** A form field of a bilingual text: `motto` + "en" → `motto_en`. */
export const bilingualField = <N extends string>(name: N, lang: Lang) => `${name}_${lang}` as const;
