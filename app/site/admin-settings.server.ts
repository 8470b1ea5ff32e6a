// The back office's settings: what /admin/settings/general and /admin/settings/advanced show,
// and their writes (site texts in both languages, contact details, the site's images, theme,
// carousel speed, social links, site-wide SEO). Each write is one adminAction intent: one
// transaction, one audit entry listing the fields that changed. The public side reads the
// same rows through getSiteChrome and getSiteSeo, cached by content version, so a save shows
// at the next request.
import { and, eq, inArray, sql } from "drizzle-orm";
import { contact_settings, site_assets, site_seo, site_settings, site_social_links } from "#db/schema";
import { DEFAULT_GENERAL_SETTINGS, DEFAULT_THEME_SETTINGS } from "#db/seed/base";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import type { AuditRecord } from "~/admin/audit.server";
import { invalid, type WriteResult, written } from "~/admin/write-result.server";
import { LANGS } from "~/i18n/messages";
import { db } from "~/server/db.server";
import {
  type AdvancedSettingsInput,
  type AdvancedSettingsValues,
  advancedSettingsSchema,
  BILINGUAL_SITE_TEXTS,
  bilingualField,
  type GeneralSettingsInput,
  type GeneralSettingsValues,
  generalSettingsSchema,
  removeSiteAssetSchema,
  SITE_ASSET_TYPES,
  SITE_SEO_FIELDS,
  type SiteAssetType,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
  siteAssetSchema,
  THEME_COLOURS,
} from "~/site/settings-schema";
import { clampCarouselSpeed, englishSettingName } from "~/site/site.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";

const E = "admin.settings.error";
const S = "admin.settings.success";

/** The general setting's stored name of a site-text field: `motto_fr` → `motto`, `motto_en` → `motto_en`. */
const GENERAL_TEXT_NAMES = BILINGUAL_SITE_TEXTS.flatMap((name) =>
  LANGS.map((lang) => ({ field: bilingualField(name, lang), name: lang === "fr" ? name : englishSettingName(name) })),
);
const GENERAL_NAMES = ["app_name", ...GENERAL_TEXT_NAMES.map((t) => t.name)];
const CONTACT_FIELDS = ["email", "phone", "address_line1", "address_line2", "city", "country"] as const;
const THEME_NAMES = [...THEME_COLOURS, "carousel_speed"] as const;

/** The site_seo column of a form field: `meta_title_fr` → meta_title, `meta_title_en` → meta_title_en. */
const SEO_COLUMNS = SITE_SEO_FIELDS.flatMap((field) =>
  LANGS.map((lang) => ({
    formField: bilingualField(field, lang),
    column: (lang === "fr" ? field : `${field}_en`) as keyof typeof site_seo.$inferSelect,
  })),
);

async function settingsOf(category: "general" | "theme", names: readonly string[]): Promise<Record<string, string>> {
  const rows = await db()
    .select({ name: site_settings.name, value: site_settings.value })
    .from(site_settings)
    .where(and(eq(site_settings.category, category), inArray(site_settings.name, [...names])));
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

async function upsertSettings(category: "general" | "theme", values: Record<string, string>) {
  const rows = Object.entries(values).map(([name, value]) => ({ category, name, value }));
  await db()
    .insert(site_settings)
    .values(rows)
    .onConflictDoUpdate({
      target: [site_settings.category, site_settings.name],
      set: { value: sql`excluded.value`, updated_at: sql`now()` },
    });
}

// ------------------------------------------------------------------ general

export type GeneralSettingsView = {
  values: GeneralSettingsValues;
  /** The stored image of each type (none: the site's default). */
  assets: Partial<Record<SiteAssetType, string>>;
};

/** The general fields as stored: site settings (French under the spec's names), contact details. */
// The reads of a write's before/after run one after the other: inside the transaction they
// share one connection, which takes one query at a time.
async function generalState(): Promise<Record<string, string | null>> {
  const settings = await settingsOf("general", GENERAL_NAMES);
  const [contact] = await db().select().from(contact_settings).limit(1);
  const state: Record<string, string | null> = {};
  for (const name of GENERAL_NAMES) state[name] = settings[name] ?? DEFAULT_GENERAL_SETTINGS[name] ?? "";
  for (const field of CONTACT_FIELDS) state[field] = contact?.[field] ?? null;
  return state;
}

export async function loadGeneralSettings(): Promise<GeneralSettingsView> {
  const [state, assets] = await Promise.all([
    generalState(),
    db().select({ type: site_assets.type, url: site_assets.url }).from(site_assets),
  ]);
  const values = { app_name: state.app_name ?? "" } as GeneralSettingsValues;
  for (const { field, name } of GENERAL_TEXT_NAMES) values[field] = state[name] ?? "";
  for (const field of CONTACT_FIELDS) values[field] = state[field] ?? "";
  return { values, assets: Object.fromEntries(assets.map((row) => [row.type, row.url])) };
}

export async function saveGeneralSettings(input: GeneralSettingsInput): Promise<WriteResult> {
  const before = await generalState();
  const settings: Record<string, string> = { app_name: input.app_name };
  for (const { field, name } of GENERAL_TEXT_NAMES) settings[name] = input[field];
  await upsertSettings("general", settings);
  const contact = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, input[field]]));
  // One row (the singleton key): its other columns (the website) are left as they are.
  await db()
    .insert(contact_settings)
    .values({ singleton: true, ...contact })
    .onConflictDoUpdate({ target: contact_settings.singleton, set: { ...contact, updated_at: sql`now()` } });
  const after = await generalState();
  return written(audit("general", before, after));
}

function audit(screen: "general" | "advanced", before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).some((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  // Saving what is already stored writes nothing worth a line in the log.
  if (!changed) return null;
  return {
    action: "update",
    entity: "settings",
    id: screen,
    label: `/admin/settings/${screen}`,
    before,
    after,
  } satisfies AuditRecord;
}

async function assetUrl(type: SiteAssetType): Promise<string | null> {
  const [row] = await db().select({ url: site_assets.url }).from(site_assets).where(eq(site_assets.type, type));
  return row?.url ?? null;
}

/** An uploaded image becomes the site's `type` image: one row per type (spec: upsert on type). */
export async function saveSiteAsset(type: SiteAssetType, url: string): Promise<WriteResult> {
  const before = await assetUrl(type);
  // Each image type is also its upload purpose (logo, favicon…).
  if (!(await isAcceptedUploadUrl(url, { purposes: [type], current: [before] }))) {
    return invalid({ url: "admin.settings.validation.asset_invalid" }, `${E}.${type}_upload`);
  }
  await db()
    .insert(site_assets)
    .values({ type, url })
    .onConflictDoUpdate({ target: site_assets.type, set: { url, updated_at: sql`now()` } });
  return written(audit("general", { [type]: before }, { [type]: url }));
}

/** Without its image, the site shows its default (the name as text, the default favicon). */
export async function removeSiteAsset(type: SiteAssetType): Promise<WriteResult> {
  const before = await assetUrl(type);
  await db().delete(site_assets).where(eq(site_assets.type, type));
  return written(audit("general", { [type]: before }, { [type]: null }));
}

/**
 * The general screen's writes: the form's save, and one intent per image type so that
 * each says its own success and failure (spec: one upload message per asset type).
 */
export const generalSettingsActions: AdminActionSpec = {
  what: "general settings",
  messages: screenMessages(E),
  intents: {
    save: intent({
      schema: generalSettingsSchema,
      toast: `${S}.save`,
      run: ({ data }) => saveGeneralSettings(data),
    }),
    ...Object.fromEntries(
      SITE_ASSET_TYPES.map((type) => [
        `upload_${type}`,
        intent({
          schema: siteAssetSchema,
          toast: `${S}.${type}_upload`,
          failureMessage: `${E}.${type}_upload`,
          invalidMessage: `${E}.${type}_upload`,
          run: ({ data }) => saveSiteAsset(type, data.url),
        }),
      ]),
    ),
    remove_asset: intent({
      schema: removeSiteAssetSchema,
      toast: `${S}.asset_removed`,
      run: ({ data }) => removeSiteAsset(data.type),
    }),
  },
};

// ------------------------------------------------------------------ advanced

async function advancedState(): Promise<Record<string, string | null>> {
  const theme = await settingsOf("theme", THEME_NAMES);
  const social = await db()
    .select({ platform: site_social_links.platform, url: site_social_links.url })
    .from(site_social_links);
  const [seo] = await db().select().from(site_seo).limit(1);
  const state: Record<string, string | null> = {};
  for (const name of THEME_NAMES) state[name] = theme[name] ?? DEFAULT_THEME_SETTINGS[name] ?? "";
  const links = new Map(social.map((row) => [row.platform, row.url]));
  // A row holding '' (written before decision 012) is no address.
  for (const platform of SOCIAL_PLATFORMS) state[platform] = links.get(platform) || null;
  for (const { formField, column } of SEO_COLUMNS) state[formField] = (seo?.[column] as string | null) ?? null;
  return state;
}

export async function loadAdvancedSettings(): Promise<AdvancedSettingsValues> {
  const state = await advancedState();
  const values = {} as AdvancedSettingsValues;
  for (const key of Object.keys(advancedSettingsSchema.shape) as (keyof AdvancedSettingsValues)[]) {
    values[key] = state[key] ?? "";
  }
  // What the site applies: a stored speed out of bounds is shown as the speed in force.
  values.carousel_speed = String(clampCarouselSpeed(state.carousel_speed ?? undefined));
  return values;
}

export async function saveAdvancedSettings(input: AdvancedSettingsInput): Promise<WriteResult> {
  const before = await advancedState();
  await upsertSettings("theme", {
    primary_color: input.primary_color,
    secondary_color: input.secondary_color,
    accent_color: input.accent_color,
    carousel_speed: String(input.carousel_speed),
  });
  const links = SOCIAL_PLATFORMS.map((platform) => ({ platform, url: input[platform] }));
  const kept = links.filter((link): link is { platform: SocialPlatform; url: string } => link.url !== null);
  if (kept.length) {
    await db()
      .insert(site_social_links)
      .values(kept)
      .onConflictDoUpdate({
        target: site_social_links.platform,
        set: { url: sql`excluded.url`, updated_at: sql`now()` },
      });
  }
  // A platform without an address has no row (decision 012), rather than a row holding ''.
  const cleared = links.filter((link) => link.url === null).map((link) => link.platform);
  if (cleared.length) await db().delete(site_social_links).where(inArray(site_social_links.platform, cleared));
  const seo = Object.fromEntries(SEO_COLUMNS.map(({ formField, column }) => [column, input[formField]]));
  await db()
    .insert(site_seo)
    .values({ singleton: true, ...seo })
    .onConflictDoUpdate({ target: site_seo.singleton, set: { ...seo, updated_at: sql`now()` } });
  const after = await advancedState();
  return written(audit("advanced", before, after));
}

export const advancedSettingsActions: AdminActionSpec = {
  what: "advanced settings",
  messages: screenMessages(E),
  intents: {
    save: intent({
      schema: advancedSettingsSchema,
      toast: `${S}.save`,
      run: ({ data }) => saveAdvancedSettings(data),
    }),
  },
};
