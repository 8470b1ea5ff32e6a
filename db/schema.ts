// The whole data model: one Drizzle schema for PGlite and PostgreSQL alike.
// Table and column names follow the specification; JS keys equal column names
// so queries read like the spec (`courses.title_fr`).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A CHECK that `column` holds one of `values`: a `text(..., { enum })` column is typed in
 * TypeScript only, and psql, a script or a bug could write anything (decision 014). Rendered
 * `col in ('a','b')`, as the checks of migration 0000 were, and rebuilt by drizzle-kit when a
 * list changes. The values are this file's constants, never input: a quote is refused anyway.
 */
/** `column in ('a','b')` with the values inlined (a check or an index predicate cannot take parameters). */
function inList(name: string, column: AnyPgColumn, values: readonly string[]) {
  if (values.some((value) => !/^[A-Za-z0-9_]+$/.test(value))) throw new Error(`${name}: unsafe value`);
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(","))})`;
}

function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, inList(name, column, values));
}

export const ROLES = ["member", "client", "teacher", "moderator", "operator", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];
export const LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

// ---------------------------------------------------------------- auth & users

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    email_verified: boolean("email_verified").notNull().default(false),
    full_name: text("full_name").notNull().default(""),
    phone: text("phone"),
    company: text("company"),
    position: text("position"),
    bio: text("bio"),
    // English twins of what a trainer's card and a blog author's box show (the columns above
    // are the French text, and what a member's own profile keeps): English pages fall back to
    // the French text when these are empty.
    position_en: text("position_en"),
    bio_en: text("bio_en"),
    website: text("website"),
    linkedin: text("linkedin"),
    twitter: text("twitter"),
    avatar_url: text("avatar_url"),
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    specialties_en: text("specialties_en").array().notNull().default(sql`'{}'::text[]`),
    is_active: boolean("is_active").notNull().default(true),
    role: text("role", { enum: ROLES }).notNull().default("member"),
    language: text("language", { enum: LANGUAGES }).notNull().default("fr"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role, t.is_active),
    oneOf("users_role_check", t.role, ROLES),
    oneOf("users_language_check", t.language, LANGUAGES),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expires_at: ts("expires_at").notNull(),
    ip_address: text("ip_address"),
    user_agent: text("user_agent"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    account_id: text("account_id").notNull(),
    provider_id: text("provider_id").notNull(),
    access_token: text("access_token"),
    refresh_token: text("refresh_token"),
    id_token: text("id_token"),
    access_token_expires_at: ts("access_token_expires_at"),
    refresh_token_expires_at: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.user_id)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expires_at: ts("expires_at").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Fixed-window counters shared by every process (sign-in, contact form...). */
export const rate_limits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  window_start: ts("window_start").notNull().defaultNow(),
});

/** Named profiles of permissions (admin "profiles" screen). */
export const user_profiles = pgTable("user_profiles", {
  id: id(),
  name: text("name").notNull(),
  description: text("description"),
  permissions: jsonb("permissions")
    .$type<{ module: string; can_view: boolean; can_create: boolean; can_edit: boolean; can_delete: boolean }[]>()
    .notNull()
    .default([]),
  is_active: boolean("is_active").notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const PERMISSION_MODULES = [
  "courses",
  "sessions",
  "users",
  "roles",
  "translations",
  "settings",
  "agencies",
] as const;

export const permissions = pgTable(
  "permissions",
  {
    id: id(),
    role: text("role", { enum: ROLES }).notNull(),
    module: text("module", { enum: PERMISSION_MODULES }).notNull(),
    can_view: boolean("can_view").notNull().default(false),
    can_create: boolean("can_create").notNull().default(false),
    can_edit: boolean("can_edit").notNull().default(false),
    can_delete: boolean("can_delete").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("permissions_role_module_idx").on(t.role, t.module),
    oneOf("permissions_role_check", t.role, ROLES),
    oneOf("permissions_module_check", t.module, PERMISSION_MODULES),
  ],
);

// ---------------------------------------------------------------- courses

export const course_categories = pgTable("course_categories", {
  id: id(),
  name_fr: text("name_fr").notNull(),
  name_en: text("name_en").notNull(),
  description_fr: text("description_fr"),
  description_en: text("description_en"),
  slug: text("slug").notNull().unique(),
  icon: text("icon"),
  is_active: boolean("is_active").notNull().default(true),
  display_order: integer("display_order").notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const course_levels = pgTable("course_levels", {
  id: id(),
  name_fr: text("name_fr").notNull(),
  name_en: text("name_en").notNull(),
  level_order: integer("level_order").notNull().default(0),
  created_at: createdAt(),
});

export const course_formats = pgTable("course_formats", {
  id: id(),
  name_fr: text("name_fr").notNull(),
  name_en: text("name_en").notNull(),
  created_at: createdAt(),
});

export const course_languages = pgTable("course_languages", {
  id: id(),
  code: text("code").notNull().unique(),
  name_fr: text("name_fr").notNull(),
  name_en: text("name_en").notNull(),
  is_active: boolean("is_active").notNull().default(true),
  created_at: createdAt(),
});

export const course_target_audiences = pgTable("course_target_audiences", {
  id: id(),
  name_fr: text("name_fr").notNull(),
  name_en: text("name_en").notNull(),
  is_active: boolean("is_active").notNull().default(true),
  created_at: createdAt(),
});

export const course_tags = pgTable("course_tags", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name_fr: text("name_fr").notNull(),
  name_en: text("name_en").notNull(),
  created_at: createdAt(),
});

export const CURRENCIES = ["EUR", "USD", "GBP", "CAD", "XOF"] as const;

export const courses = pgTable(
  "courses",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    reference: text("reference").notNull(),
    title_fr: text("title_fr").notNull(),
    title_en: text("title_en").notNull(),
    description_fr: text("description_fr").notNull().default(""),
    description_en: text("description_en").notNull().default(""),
    objectives_fr: text("objectives_fr").array().notNull().default(sql`'{}'::text[]`),
    objectives_en: text("objectives_en").array().notNull().default(sql`'{}'::text[]`),
    prerequisites_fr: text("prerequisites_fr").notNull().default(""),
    prerequisites_en: text("prerequisites_en").notNull().default(""),
    syllabus_fr: text("syllabus_fr").notNull().default(""),
    syllabus_en: text("syllabus_en").notNull().default(""),
    skills_fr: text("skills_fr").notNull().default(""),
    skills_en: text("skills_en").notNull().default(""),
    target_audience_fr: text("target_audience_fr").notNull().default(""),
    target_audience_en: text("target_audience_en").notNull().default(""),
    certification_fr: text("certification_fr").notNull().default(""),
    certification_en: text("certification_en").notNull().default(""),
    duration_hours: integer("duration_hours").notNull().default(0),
    max_students: integer("max_students"),
    price: numeric("price", { precision: 14, scale: 2 }).notNull().default("0"),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("EUR"),
    is_featured: boolean("is_featured").notNull().default(false),
    is_published: boolean("is_published").notNull().default(false),
    thumbnail_url: text("thumbnail_url"),
    // The unaccented search text, stored (migration 0006): a trigram match is then rechecked
    // against this column instead of running f_unaccent again on every candidate course.
    search_fr: text("search_fr").generatedAlwaysAs(
      sql`f_unaccent(lower(title_fr || ' ' || f_html_text(description_fr)))`,
    ),
    search_en: text("search_en").generatedAlwaysAs(
      sql`f_unaccent(lower(title_en || ' ' || f_html_text(description_en)))`,
    ),
    category_id: uuid("category_id").references(() => course_categories.id, { onDelete: "set null" }),
    level_id: uuid("level_id").references(() => course_levels.id, { onDelete: "set null" }),
    format_id: uuid("format_id").references(() => course_formats.id, { onDelete: "set null" }),
    language_id: uuid("language_id").references(() => course_languages.id, { onDelete: "set null" }),
    target_audience_id: uuid("target_audience_id").references(() => course_target_audiences.id, {
      onDelete: "set null",
    }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // The public catalogue's order (created_at desc, id desc) read backwards from the index,
    // and its unfiltered count as an index-only scan (scripts/bench/catalogue.ts).
    index("courses_published_created_idx").on(t.is_published, t.created_at, t.id),
    // Filter + count of the catalogue as index-only scans; the leading column also serves the
    // foreign key (ON DELETE SET NULL of a lookup).
    index("courses_category_idx").on(t.category_id, t.is_published),
    index("courses_level_idx").on(t.level_id, t.is_published),
    index("courses_format_idx").on(t.format_id, t.is_published),
    index("courses_published_price_idx").on(t.is_published, t.price),
    // Category, level and format chosen together narrow the bitmap before a search's trigram
    // index is combined with it: 1,000 candidates instead of 13,000 heap rows to filter
    // (bench:catalogue "category+level+format+price+search": 13.5 ms -> 3.3 ms).
    index("courses_facets_idx").on(t.category_id, t.level_id, t.format_id, t.is_published),
    index("courses_language_idx").on(t.language_id),
    index("courses_target_audience_idx").on(t.target_audience_id),
    oneOf("courses_currency_check", t.currency, CURRENCIES),
    check("courses_duration_check", sql`${t.duration_hours} >= 0`),
    check("courses_max_students_check", sql`${t.max_students} is null or ${t.max_students} >= 1`),
    check("courses_price_check", sql`${t.price} >= 0`),
  ],
);

export const course_tag_links = pgTable(
  "course_tag_links",
  {
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    tag_id: uuid("tag_id")
      .notNull()
      .references(() => course_tags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.course_id, t.tag_id] }),
    // The key leads with the course; a tag's courses (and a tag's delete) read this one.
    index("course_tag_links_tag_idx").on(t.tag_id, t.course_id),
  ],
);

export const course_locations = pgTable("course_locations", {
  id: id(),
  name: text("name").notNull(),
  address: text("address"),
  city: text("city"),
  postal_code: text("postal_code"),
  country: text("country"),
  latitude: numeric("latitude", { precision: 9, scale: 6 }),
  longitude: numeric("longitude", { precision: 9, scale: 6 }),
  is_active: boolean("is_active").notNull().default(true),
  created_at: createdAt(),
});

export const SESSION_STATUSES = ["scheduled", "confirmed", "cancelled", "completed"] as const;

/**
 * The sessions the public calendar and course pages list: those on offer and the cancelled ones
 * (shown as cancelled, so people who planned on the date learn it). The predicate of
 * course_sessions_upcoming_idx, which the calendar's condition (publiclyVisible) must match.
 */
export const LISTED_SESSION_STATUSES = ["scheduled", "confirmed", "cancelled"] as const;

export const course_sessions = pgTable(
  "course_sessions",
  {
    id: id(),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    instructor_id: uuid("instructor_id").references(() => users.id, { onDelete: "set null" }),
    location_id: uuid("location_id").references(() => course_locations.id, { onDelete: "set null" }),
    start_date: date("start_date").notNull(),
    end_date: date("end_date").notNull(),
    start_time: time("start_time").notNull(),
    end_time: time("end_time").notNull(),
    seats_available: integer("seats_available").notNull().default(10),
    seats_taken: integer("seats_taken").notNull().default(0),
    min_participants: integer("min_participants").notNull().default(5),
    status: text("status", { enum: SESSION_STATUSES }).notNull().default("scheduled"),
    timezone: text("timezone").notNull().default("UTC"),
    registration_deadline: date("registration_deadline"),
    early_bird_deadline: date("early_bird_deadline"),
    early_bird_price: numeric("early_bird_price", { precision: 14, scale: 2 }),
    price_override: numeric("price_override", { precision: 14, scale: 2 }),
    notes_fr: text("notes_fr"),
    notes_en: text("notes_en"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("course_sessions_start_idx").on(t.start_date),
    index("course_sessions_course_start_idx").on(t.course_id, t.start_date),
    // A trainer's sessions by date (my-data export); a venue's, from the calendar's venue search.
    index("course_sessions_instructor_idx").on(t.instructor_id, t.start_date),
    index("course_sessions_location_idx").on(t.location_id, t.start_date),
    // The public calendar: upcoming sessions in display order (date, time, id), so a page is
    // an index walk that stops after LIMIT rows instead of a sort of every upcoming session.
    // Its predicate is LISTED_SESSION_STATUSES, the calendar's own condition, for the planner to use it.
    index("course_sessions_upcoming_idx")
      .on(t.start_date, t.start_time, t.id)
      .where(inList("course_sessions_upcoming_idx", t.status, LISTED_SESSION_STATUSES)),
    check("course_sessions_seats_check", sql`${t.seats_taken} >= 0 and ${t.seats_taken} <= ${t.seats_available}`),
    check("course_sessions_seats_available_check", sql`${t.seats_available} >= 1`),
    check("course_sessions_min_participants_check", sql`${t.min_participants} >= 1`),
    check("course_sessions_dates_check", sql`${t.end_date} >= ${t.start_date}`),
    oneOf("course_sessions_status_check", t.status, SESSION_STATUSES),
  ],
);

/**
 * A registration is created pending (spec); the session roster confirms it, then marks it
 * attended; "cancelled" (by the member, an admin or the session's cancellation) gives the seat
 * back. Every status but cancelled holds a seat (app/registrations/lifecycle.server.ts).
 */
export const REGISTRATION_STATUSES = ["pending", "confirmed", "attended", "cancelled"] as const;
export const PAYMENT_STATUSES = ["pending", "paid", "refunded"] as const;

export const course_session_registrations = pgTable(
  "course_session_registrations",
  {
    id: id(),
    session_id: uuid("session_id")
      .notNull()
      .references(() => course_sessions.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: REGISTRATION_STATUSES }).notNull().default("pending"),
    payment_status: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    payment_amount: numeric("payment_amount", { precision: 14, scale: 2 }),
    notes: text("notes"),
    // The participant as typed in the registration form (the roster, its CSV and the attendance
    // sheet read these). NULL on rows older than migration 0016 that no message described: the
    // roster then shows the account's name and address.
    first_name: text("first_name"),
    last_name: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    position: text("position"),
    billing_address: text("billing_address"),
    billing_city: text("billing_city"),
    billing_postal_code: text("billing_postal_code"),
    billing_country: text("billing_country"),
    special_requirements: text("special_requirements"),
    /** The iCalendar SEQUENCE of the participant's event: raised by every e-mail that updates it. */
    calendar_sequence: integer("calendar_sequence").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("registrations_session_user_idx").on(t.session_id, t.user_id),
    index("registrations_user_idx").on(t.user_id),
    oneOf("registrations_status_check", t.status, REGISTRATION_STATUSES),
    oneOf("registrations_payment_status_check", t.payment_status, PAYMENT_STATUSES),
  ],
);

// ---------------------------------------------------------------- messages & community

export const MESSAGE_TYPES = ["registration", "contact", "newsletter"] as const;
/** Created pending (spec), i.e. unread; the inbox marks it read when opened, then handled or archived. */
export const MESSAGE_STATUSES = ["pending", "read", "handled", "archived"] as const;

export const messages = pgTable(
  "messages",
  {
    id: id(),
    type: text("type", { enum: MESSAGE_TYPES }).notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("pending"),
    created_at: createdAt(),
  },
  (t) => [
    index("messages_type_created_idx").on(t.type, t.created_at),
    // The inbox's status filters and the sidebar's unread count.
    index("messages_status_created_idx").on(t.status, t.created_at),
    oneOf("messages_type_check", t.type, MESSAGE_TYPES),
    oneOf("messages_status_check", t.status, MESSAGE_STATUSES),
  ],
);

export const TESTIMONIAL_STATUSES = ["pending", "approved", "rejected"] as const;

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    rating: integer("rating").notNull().default(5),
    status: text("status", { enum: TESTIMONIAL_STATUSES }).notNull().default("pending"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
    oneOf("testimonials_status_check", t.status, TESTIMONIAL_STATUSES),
    index("testimonials_status_created_idx").on(t.status, t.created_at),
    index("testimonials_user_idx").on(t.user_id),
  ],
);

// ---------------------------------------------------------------- content

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

// ---------------------------------------------------------------- settings

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

// ---------------------------------------------------------------- e-mail outbox

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

export const email_outbox = pgTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments")
      .$type<{ filename: string; content: string; contentType: string }[]>()
      .notNull()
      .default([]),
    // "failed" is the dead letter: the retry window (RETRY_WINDOW_MS in
    // mail.server.ts) ran out, the worker never claims it again and only an
    // admin's resend brings it back to "pending". No separate "dead" status:
    // rows given up under the former attempt limit are the same state and
    // stay countable and resendable without rewriting them.
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: ts("next_attempt_at").notNull().defaultNow(),
    last_error: text("last_error"),
    sent_at: ts("sent_at"),
    // Start of the retry window: created_at, moved to the resend time when an
    // admin resends a dead letter, so a resent e-mail gets a full window again
    // while created_at keeps telling when it was first written.
    queued_at: ts("queued_at").notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.next_attempt_at),
    oneOf("email_outbox_status_check", t.status, OUTBOX_STATUSES),
  ],
);

/** Server-only secrets generated at first start (auth secret), shared by all processes. */
export const app_secrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  created_at: createdAt(),
});

/**
 * Files people uploaded through /api/uploads: who sent them (per-user quotas) and where
 * they are stored, so files no record came to reference can be deleted after a grace
 * period. A row is written before the file (a reservation counted by the quota) and
 * completed with its key once stored; files from before this table are never swept.
 */
export const stored_uploads = pgTable(
  "stored_uploads",
  {
    id: id(),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    purpose: text("purpose").notNull(),
    size: integer("size").notNull(),
    /** Storage key of the original; null while the file is being written. */
    key: text("key"),
    /** Storage keys of the WebP variants made from it. */
    variant_keys: text("variant_keys").array().notNull().default(sql`'{}'::text[]`),
    created_at: createdAt(),
    /** Last time the sweep found a record naming it (a replaced avatar stops being named). */
    checked_at: ts("checked_at"),
  },
  (t) => [
    index("stored_uploads_user_idx").on(t.user_id, t.created_at),
    index("stored_uploads_created_idx").on(t.created_at),
    // Every form field holding an upload's address is checked against its exact key
    // (app/uploads/upload-urls.server.ts).
    index("stored_uploads_key_idx").on(t.key),
  ],
);

/**
 * One row whose `version` goes up, in the committing transaction itself, whenever a table
 * that public pages are made of changes (migration 0012 puts a trigger on each; the tables
 * left out are in PRIVATE_TABLES of app/server/content-version.server.ts). Page and list
 * caches are tagged with the version they were built at and dropped when it moves; a
 * NOTIFY on `content_version` tells every process at once.
 */
export const content_version = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(0),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------- audit

/**
 * Who changed what in the back office: one row per admin write, inserted in the write's own
 * transaction by the admin action helper (app/admin/action.server.ts), so a write is never
 * without its entry nor an entry without its write. `changes` holds the changed fields'
 * before and after values (secrets left out); the actor's e-mail is copied so an entry
 * still says who once that account is deleted.
 */
export const audit_log = pgTable(
  "audit_log",
  {
    id: id(),
    actor_id: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actor_email: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity_type: text("entity_type").notNull(),
    entity_id: text("entity_id"),
    /** A human label of the entity at the time (a name, an e-mail, a title). */
    entity_label: text("entity_label").notNull().default(""),
    changes: jsonb("changes").$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.created_at),
    index("audit_log_entity_idx").on(t.entity_type, t.entity_id, t.created_at),
    index("audit_log_actor_idx").on(t.actor_id, t.created_at),
  ],
);
