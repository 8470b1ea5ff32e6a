import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import { agencies } from "./content";

export const contact_settings = pgTable("contact_settings", {
  id: id(),
  // A constant key keeps this table to exactly one row.
  singleton: boolean("singleton").notNull().default(true).unique(),
  email: text("email"),
  phone: text("phone"),
  website: text("website"),
  address_line1: text("address_line1"),
  address_line2: text("address_line2"),
  city: text("city"),
  country: text("country"),
  updated_at: updatedAt(),
});

export const SETTING_CATEGORIES = ["general", "theme"] as const;

export const site_settings = pgTable(
  "site_settings",
  {
    id: id(),
    category: text("category", { enum: SETTING_CATEGORIES }).notNull(),
    name: text("name").notNull(),
    value: text("value").notNull().default(""),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("site_settings_category_name_idx").on(t.category, t.name),
    oneOf("site_settings_category_check", t.category, SETTING_CATEGORIES),
  ],
);

export const SITE_ASSET_TYPES = ["logo", "logo_square", "logo_white", "favicon", "hero_banner"] as const;

export const site_assets = pgTable(
  "site_assets",
  {
    id: id(),
    type: text("type", { enum: SITE_ASSET_TYPES }).notNull().unique(),
    url: text("url").notNull(),
    updated_at: updatedAt(),
  },
  (t) => [oneOf("site_assets_type_check", t.type, SITE_ASSET_TYPES)],
);

export const SOCIAL_PLATFORMS = ["facebook", "youtube", "twitter", "instagram", "linkedin", "tiktok"] as const;

export const site_social_links = pgTable(
  "site_social_links",
  {
    id: id(),
    platform: text("platform", { enum: SOCIAL_PLATFORMS }).notNull().unique(),
    url: text("url").notNull().default(""),
    updated_at: updatedAt(),
  },
  (t) => [oneOf("site_social_links_platform_check", t.platform, SOCIAL_PLATFORMS)],
);

export const site_seo = pgTable("site_seo", {
  id: id(),
  singleton: boolean("singleton").notNull().default(true).unique(),
  meta_title: text("meta_title"),
  meta_description: text("meta_description"),
  meta_keywords: text("meta_keywords"),
  // English pages' defaults; an empty one falls back to the French above (spec's rule for content fields).
  meta_title_en: text("meta_title_en"),
  meta_description_en: text("meta_description_en"),
  meta_keywords_en: text("meta_keywords_en"),
  updated_at: updatedAt(),
});

export const STAT_ICONS = ["Flag", "Building2", "Briefcase", "Users", "GraduationCap", "Award"] as const;
/** What a statistic's figure can be counted from instead of typed (home impact block). */
export const STAT_COUNTS = ["trainers", "courses"] as const;

export const stats = pgTable(
  "stats",
  {
    id: id(),
    title_fr: text("title_fr").notNull(),
    title_en: text("title_en").notNull(),
    icon: text("icon", { enum: STAT_ICONS }).notNull(),
    value: text("value").notNull(),
    /** Set: the figure shown is this count, taken from the data when the page is made (value unused). */
    counts: text("counts", { enum: STAT_COUNTS }),
    description_fr: text("description_fr").notNull(),
    description_en: text("description_en").notNull(),
    display_order: integer("display_order").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [oneOf("stats_icon_check", t.icon, STAT_ICONS), oneOf("stats_counts_check", t.counts, STAT_COUNTS)],
);

export const translation_categories = pgTable("translation_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  created_at: createdAt(),
});

export const translations = pgTable(
  "translations",
  {
    id: id(),
    category_id: uuid("category_id").references(() => translation_categories.id, { onDelete: "set null" }),
    key: text("key").notNull().unique(),
    fr: text("fr").notNull(),
    en: text("en").notNull(),
    context: text("context"),
    // false while the row still holds the locale files' default text, so a
    // new default can replace it; an admin edit sets it and freezes the row.
    is_custom: boolean("is_custom").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("translations_category_idx").on(t.category_id)],
);

/**
 * The organisation's legal profile (delivery spec §0): who publishes the site and runs the
 * training, as the legal notice (/mentions-legales) and, later, the certificates and the annual
 * report print it. One row (singleton), edited at /admin/settings/organisation by admins only.
 * Every text is the organisation's own proper name or number: not translated.
 */
export const organisation_profile = pgTable(
  "organisation_profile",
  {
    id: id(),
    singleton: boolean("singleton").notNull().default(true).unique(),
    legal_name: text("legal_name"),
    /** SAS, SARL, association… */
    legal_form: text("legal_form"),
    share_capital: text("share_capital"),
    /** The registered office, several lines. */
    address: text("address"),
    /** SIRET, or the local registration number outside France. */
    registration_number: text("registration_number"),
    /** "RCS Paris 123 456 789". */
    trade_register: text("trade_register"),
    vat_number: text("vat_number"),
    /** The training-activity declaration number (NDA) and the region it was filed with. */
    training_declaration_number: text("training_declaration_number"),
    training_declaration_region: text("training_declaration_region"),
    qualiopi_number: text("qualiopi_number"),
    qualiopi_certifier: text("qualiopi_certifier"),
    qualiopi_date: date("qualiopi_date", { mode: "string" }),
    legal_representative: text("legal_representative"),
    publication_director: text("publication_director"),
    host_name: text("host_name"),
    host_address: text("host_address"),
    host_contact: text("host_contact"),
    accessibility_referent_name: text("accessibility_referent_name"),
    accessibility_referent_email: text("accessibility_referent_email"),
    accessibility_referent_phone: text("accessibility_referent_phone"),
    /** How long evidence (attendance, certificates) is kept, in years. */
    retention_years: integer("retention_years").notNull().default(5),
    /** The legal representative's signature and the organisation's stamp, printed on attendance sheets and certificates. */
    signature_image_url: text("signature_image_url"),
    stamp_image_url: text("stamp_image_url"),
    /** The agency that organises a session with none of its own. */
    head_office_agency_id: uuid("head_office_agency_id").references(() => agencies.id, { onDelete: "set null" }),
    updated_at: updatedAt(),
  },
  (t) => [index("organisation_profile_head_office_idx").on(t.head_office_agency_id)],
);
