// Published content: pages and the blog, services, partners, resources, case studies, help, agencies, clients, the newsletter.
// A part of the data model, gathered by db/schema.ts.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, ts, updatedAt } from "./columns";
import { LANGUAGES, users } from "./users";

export const PAGE_TYPES = ["page", "blog"] as const;

export const page_categories = pgTable(
  "page_categories",
  {
    id: id(),
    type: text("type", { enum: PAGE_TYPES }).notNull().default("blog"),
    slug: text("slug").unique(),
    name_fr: text("name_fr").notNull(),
    name_en: text("name_en").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [oneOf("page_categories_type_check", t.type, PAGE_TYPES)],
);

export const pages = pgTable(
  "pages",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    type: text("type", { enum: PAGE_TYPES }).notNull().default("page"),
    title_fr: text("title_fr").notNull(),
    title_en: text("title_en").notNull(),
    content_fr: text("content_fr").notNull().default(""),
    content_en: text("content_en").notNull().default(""),
    meta_title_fr: text("meta_title_fr"),
    meta_title_en: text("meta_title_en"),
    meta_description_fr: text("meta_description_fr"),
    meta_description_en: text("meta_description_en"),
    category_id: uuid("category_id").references(() => page_categories.id, { onDelete: "set null" }),
    is_published: boolean("is_published").notNull().default(false),
    published_at: ts("published_at"),
    thumbnail_url: text("thumbnail_url"),
    author_id: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("pages_type_published_idx").on(t.type, t.is_published, t.published_at),
    index("pages_category_idx").on(t.category_id),
    index("pages_author_idx").on(t.author_id),
    oneOf("pages_type_check", t.type, PAGE_TYPES),
  ],
);

/**
 * The slugs a page or a blog post had before (decision 026): its old address answers 301 to its
 * current one. Written by a trigger on pages (migration 0030), like course_slug_history.
 */
export const page_slug_history = pgTable(
  "page_slug_history",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    page_id: uuid("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [index("page_slug_history_page_idx").on(t.page_id)],
);

/**
 * The saved versions of a page (the editor's revision history): each save of the back office's
 * page editor keeps the fields it wrote, the last 20 per page; restoring one saves it again.
 */
export const page_revisions = pgTable(
  "page_revisions",
  {
    id: id(),
    page_id: uuid("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** The page's editable fields as saved (titles, contents, meta, type, slug, category, thumbnail, published). */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    author_id: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    index("page_revisions_page_created_idx").on(t.page_id, t.created_at),
    index("page_revisions_author_idx").on(t.author_id),
  ],
);

export const SERVICE_SIZES = ["small", "medium", "large"] as const;

export const services = pgTable(
  "services",
  {
    id: id(),
    title_fr: text("title_fr").notNull(),
    title_en: text("title_en").notNull(),
    description_fr: text("description_fr").notNull().default(""),
    description_en: text("description_en").notNull().default(""),
    image_url: text("image_url"),
    is_featured: boolean("is_featured").notNull().default(false),
    size: text("size", { enum: SERVICE_SIZES }).notNull().default("medium"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** The tags in English; English pages show the French ones while this is empty. */
    tags_en: text("tags_en").array().notNull().default(sql`'{}'::text[]`),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [oneOf("services_size_check", t.size, SERVICE_SIZES)],
);

export const partners = pgTable("partners", {
  id: id(),
  name: text("name").notNull(),
  description_fr: text("description_fr"),
  description_en: text("description_en"),
  logo_url: text("logo_url"),
  website_url: text("website_url"),
  email: text("email"),
  phone: text("phone"),
  is_active: boolean("is_active").notNull().default(true),
  display_order: integer("display_order").notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * Certifications and accreditations the organisation holds (Qualiopi, PMI ATP…): the proof strip
 * of the home and course pages. Ordered by hand, hidden when inactive.
 */
export const certifications = pgTable("certifications", {
  id: id(),
  name: text("name").notNull(),
  /** What it certifies, in each language ("Training actions", "Actions de formation"). */
  description_fr: text("description_fr"),
  description_en: text("description_en"),
  logo_url: text("logo_url"),
  /** The certifier's page or the certificate itself. */
  link_url: text("link_url"),
  is_active: boolean("is_active").notNull().default(true),
  display_order: integer("display_order").notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const mock_exams = pgTable("mock_exams", {
  id: id(),
  title_fr: text("title_fr").notNull(),
  title_en: text("title_en").notNull(),
  created_at: createdAt(),
});

export const RESOURCE_TYPES = ["document", "video", "template", "guide", "mock_exam"] as const;

export const resources = pgTable(
  "resources",
  {
    id: id(),
    title_fr: text("title_fr").notNull(),
    title_en: text("title_en").notNull(),
    description_fr: text("description_fr").notNull().default(""),
    description_en: text("description_en").notNull().default(""),
    partner_id: uuid("partner_id").references(() => partners.id, { onDelete: "set null" }),
    type: text("type", { enum: RESOURCE_TYPES }).notNull(),
    mock_exam_id: uuid("mock_exam_id").references(() => mock_exams.id, { onDelete: "set null" }),
    url: text("url"),
    thumbnail_url: text("thumbnail_url"),
    is_premium: boolean("is_premium").notNull().default(false),
    download_count: integer("download_count").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("resources_type_created_idx").on(t.type, t.created_at),
    index("resources_partner_idx").on(t.partner_id),
    index("resources_mock_exam_idx").on(t.mock_exam_id),
    check("resources_download_count_check", sql`${t.download_count} >= 0`),
    oneOf("resources_type_check", t.type, RESOURCE_TYPES),
  ],
);

export const case_studies = pgTable("case_studies", {
  id: id(),
  title_fr: text("title_fr").notNull(),
  title_en: text("title_en").notNull(),
  description_fr: text("description_fr").notNull(),
  description_en: text("description_en").notNull(),
  client_name: text("client_name").notNull(),
  client_industry_fr: text("client_industry_fr").notNull(),
  client_industry_en: text("client_industry_en").notNull(),
  client_logo_url: text("client_logo_url"),
  situation_fr: text("situation_fr").notNull(),
  situation_en: text("situation_en").notNull(),
  tasks_fr: text("tasks_fr").array().notNull().default(sql`'{}'::text[]`),
  tasks_en: text("tasks_en").array().notNull().default(sql`'{}'::text[]`),
  actions_fr: text("actions_fr").array().notNull().default(sql`'{}'::text[]`),
  actions_en: text("actions_en").array().notNull().default(sql`'{}'::text[]`),
  results_fr: text("results_fr").array().notNull().default(sql`'{}'::text[]`),
  results_en: text("results_en").array().notNull().default(sql`'{}'::text[]`),
  impact_fr: text("impact_fr").notNull(),
  impact_en: text("impact_en").notNull(),
  next_steps_fr: text("next_steps_fr").array().notNull().default(sql`'{}'::text[]`),
  next_steps_en: text("next_steps_en").array().notNull().default(sql`'{}'::text[]`),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** The arrow a metric shows; any other value showed none, so none is NULL. */
export const METRIC_TRENDS = ["up", "down"] as const;

export const case_study_metrics = pgTable(
  "case_study_metrics",
  {
    id: id(),
    case_study_id: uuid("case_study_id")
      .notNull()
      .references(() => case_studies.id, { onDelete: "cascade" }),
    label_fr: text("label_fr").notNull(),
    label_en: text("label_en").notNull(),
    value: text("value").notNull(),
    unit: text("unit"),
    trend: text("trend", { enum: METRIC_TRENDS }),
    display_order: integer("display_order").notNull().default(0),
  },
  (t) => [
    // A page of case studies reads its metrics and images in display order (one query each).
    index("case_study_metrics_case_study_idx").on(t.case_study_id, t.display_order),
    oneOf("case_study_metrics_trend_check", t.trend, METRIC_TRENDS),
  ],
);

export const case_study_images = pgTable(
  "case_study_images",
  {
    id: id(),
    case_study_id: uuid("case_study_id")
      .notNull()
      .references(() => case_studies.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    caption_fr: text("caption_fr"),
    caption_en: text("caption_en"),
    alt_fr: text("alt_fr"),
    alt_en: text("alt_en"),
    display_order: integer("display_order").notNull().default(0),
  },
  (t) => [index("case_study_images_case_study_idx").on(t.case_study_id, t.display_order)],
);

export const help_sections = pgTable("help_sections", {
  id: id(),
  slug: text("slug").unique(),
  title_fr: text("title_fr").notNull(),
  title_en: text("title_en").notNull(),
  description_fr: text("description_fr").notNull().default(""),
  description_en: text("description_en").notNull().default(""),
  is_active: boolean("is_active").notNull().default(true),
  display_order: integer("display_order").notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const help_articles = pgTable(
  "help_articles",
  {
    id: id(),
    section_id: uuid("section_id")
      .notNull()
      .references(() => help_sections.id, { onDelete: "cascade" }),
    title_fr: text("title_fr").notNull(),
    title_en: text("title_en").notNull(),
    content_fr: text("content_fr").notNull().default(""),
    content_en: text("content_en").notNull().default(""),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("help_articles_section_idx").on(t.section_id, t.display_order)],
);

export const agencies = pgTable("agencies", {
  id: id(),
  name: text("name").notNull(),
  manager_name: text("manager_name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  postal_code: text("postal_code"),
  country: text("country").notNull(),
  phone: text("phone"),
  email: text("email"),
  timezone: text("timezone").notNull().default("UTC"),
  is_active: boolean("is_active").notNull().default(true),
  /** Whether French rules apply to its sessions (certificat de réalisation, NDA mentions, BPF); set for agencies in France. */
  french_rules: boolean("french_rules").notNull().default(false),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const agency_photos = pgTable(
  "agency_photos",
  {
    id: id(),
    agency_id: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    caption_fr: text("caption_fr"),
    caption_en: text("caption_en"),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index("agency_photos_agency_idx").on(t.agency_id, t.display_order)],
);

export const CLIENT_SIZES = ["small", "medium", "large", "enterprise"] as const;

export const clients = pgTable(
  "clients",
  {
    id: id(),
    name: text("name").notNull(),
    description_fr: text("description_fr"),
    description_en: text("description_en"),
    logo_url: text("logo_url"),
    website_url: text("website_url"),
    email: text("email"),
    phone: text("phone"),
    industry: text("industry"),
    size: text("size", { enum: CLIENT_SIZES }).notNull().default("medium"),
    country: text("country"),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [oneOf("clients_size_check", t.size, CLIENT_SIZES)],
);

export const newsletter_subscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    is_verified: boolean("is_verified").notNull().default(false),
    verified_at: ts("verified_at"),
    /** SHA-256 (hex) of the one-time token mailed to the subscriber; the token itself is never stored. */
    verification_token: text("verification_token"),
    verification_sent_at: ts("verification_sent_at"),
    /** The mailed link stops working after this instant (double opt-in). */
    verification_expires_at: ts("verification_expires_at"),
    /** The language the visitor subscribed in: a verification resent from the back office speaks it. */
    language: text("language", { enum: LANGUAGES }).notNull().default("fr"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_token_idx").on(t.verification_token),
    oneOf("newsletter_subscribers_language_check", t.language, LANGUAGES),
  ],
);
