// People, their sign-in (better-auth's tables), rate limits and the permission matrix.
// A part of the data model, gathered by db/schema.ts.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, ts, updatedAt } from "./columns";

export const ROLES = ["member", "client", "teacher", "moderator", "operator", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];
export const LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

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
    /**
     * A permission profile given to the person: its flags add to their role's row of the matrix
     * (a union), so an operator-like colleague can run sessions without another role.
     */
    profile_id: uuid("profile_id").references(() => user_profiles.id, { onDelete: "set null" }),
    language: text("language", { enum: LANGUAGES }).notNull().default("fr"),
    /** The person's own clock (IANA zone), when known: e-mails show a session's times on it too. */
    timezone: text("timezone"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role, t.is_active),
    index("users_profile_idx").on(t.profile_id),
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
  "attendance",
  "certificates",
  "surveys",
  // The accessibility referent's cases (delivery.md §7): visible to nobody else.
  "accessibility",
  // The annual activity report, the course sheets' check and the evidence packs (delivery.md §7–8).
  "compliance",
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
