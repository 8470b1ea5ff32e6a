// The catalogue and its sessions: categories and other lookups, courses, places, sessions and registrations.
// A part of the data model, gathered by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, inList, oneOf, ts, updatedAt } from "./columns";
import { agencies } from "./content";
import { users } from "./users";

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

/** The natures of action the certificat de réalisation lists (one is ticked). */
export const ACTION_NATURES = ["training", "skills_assessment", "vae", "apprenticeship"] as const;
export type ActionNature = (typeof ACTION_NATURES)[number];

/** Bounds of the timeline's offsets (a null override passes). */
export const TIMELINE_LIMITS = {
  convocation_days: { min: 1, max: 60 },
  reminder_days: { min: 1, max: 14 },
  remote_link_minutes: { min: 5, max: 1440 },
  trainer_pack_days: { min: 1, max: 30 },
} as const;

function timelineChecks(
  table: string,
  t: Record<keyof typeof TIMELINE_LIMITS, AnyPgColumn>,
): ReturnType<typeof check>[] {
  return Object.entries(TIMELINE_LIMITS).map(([column, { min, max }]) =>
    check(
      `${table}_${column}_check`,
      sql`${t[column as keyof typeof TIMELINE_LIMITS]} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`,
    ),
  );
}

/**
 * The categories of the annual activity report (BPF, delivery.md §8): funding sources,
 * participant types, objectives and specialties, as data, since the official form changes. The
 * `bpf_line` is the box of the form a category's figures go to.
 */
export const BPF_CATEGORY_KINDS = ["funding_source", "participant_type", "objective", "specialty"] as const;
export type BpfCategoryKind = (typeof BPF_CATEGORY_KINDS)[number];

/** Own account, or subcontracted by another training organisation (delivery.md §8). */
export const DELIVERY_MODES = ["own_account", "subcontracted"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const bpf_categories = pgTable(
  "bpf_categories",
  {
    id: id(),
    kind: text("kind", { enum: BPF_CATEGORY_KINDS }).notNull(),
    /** A stable key for the seed and the exports ("opco", "employee", "nsf-310"). */
    code: text("code").notNull(),
    label_fr: text("label_fr").notNull(),
    label_en: text("label_en").notNull(),
    bpf_line: text("bpf_line").notNull().default(""),
    display_order: integer("display_order").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("bpf_categories_kind_code_idx").on(t.kind, t.code),
    oneOf("bpf_categories_kind_check", t.kind, BPF_CATEGORY_KINDS),
  ],
);

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
    /** The nature of the action, ticked on the certificat de réalisation. */
    action_nature: text("action_nature", { enum: ACTION_NATURES }).notNull().default("training"),
    /** The course assesses each objective: the attestation gives each participant's results. */
    assessment_planned: boolean("assessment_planned").notNull().default(false),
    /**
     * The communication timeline's defaults (delivery.md §4), which a session may override: the
     * convocation and the reminder go this many days before the first sitting (at SEND_HOUR,
     * session time), the remote link this many minutes before each day's first remote sitting,
     * the trainer's pack this many days before.
     */
    convocation_days: integer("convocation_days").notNull().default(7),
    reminder_days: integer("reminder_days").notNull().default(1),
    remote_link_minutes: integer("remote_link_minutes").notNull().default(60),
    trainer_pack_days: integer("trainer_pack_days").notNull().default(3),
    /** What a participant brings (the convocation says it). */
    what_to_bring_fr: text("what_to_bring_fr").notNull().default(""),
    what_to_bring_en: text("what_to_bring_en").notNull().default(""),
    /**
     * The course sheet (delivery.md §7, Qualiopi indicator 1): how and when to get in (access
     * conditions, the lead time between asking and starting), the teaching and assessment
     * methods, the accessibility for disabled people; and, for a certifying course, the
     * certification's title, RNCP/RS code, certifier and registration date.
     */
    access_conditions_fr: text("access_conditions_fr").notNull().default(""),
    access_conditions_en: text("access_conditions_en").notNull().default(""),
    access_lead_time_fr: text("access_lead_time_fr").notNull().default(""),
    access_lead_time_en: text("access_lead_time_en").notNull().default(""),
    teaching_methods_fr: text("teaching_methods_fr").notNull().default(""),
    teaching_methods_en: text("teaching_methods_en").notNull().default(""),
    assessment_methods_fr: text("assessment_methods_fr").notNull().default(""),
    assessment_methods_en: text("assessment_methods_en").notNull().default(""),
    accessibility_fr: text("accessibility_fr").notNull().default(""),
    accessibility_en: text("accessibility_en").notNull().default(""),
    is_certifying: boolean("is_certifying").notNull().default(false),
    certification_title_fr: text("certification_title_fr").notNull().default(""),
    certification_title_en: text("certification_title_en").notNull().default(""),
    /** "RNCP35185" or "RS5412". */
    certification_code: text("certification_code"),
    certifier: text("certifier"),
    certification_registered_on: date("certification_registered_on", { mode: "string" }),
    /** The BPF's objective category and specialty (delivery.md §8). */
    bpf_objective_id: uuid("bpf_objective_id").references((): AnyPgColumn => bpf_categories.id, {
      onDelete: "set null",
    }),
    bpf_specialty_id: uuid("bpf_specialty_id").references((): AnyPgColumn => bpf_categories.id, {
      onDelete: "set null",
    }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("courses_bpf_objective_idx").on(t.bpf_objective_id),
    index("courses_bpf_specialty_idx").on(t.bpf_specialty_id),
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
    oneOf("courses_action_nature_check", t.action_nature, ACTION_NATURES),
    check("courses_duration_check", sql`${t.duration_hours} >= 0`),
    check("courses_max_students_check", sql`${t.max_students} is null or ${t.max_students} >= 1`),
    check("courses_price_check", sql`${t.price} >= 0`),
    ...timelineChecks("courses", t),
  ],
);

/**
 * The slugs a course had before (decision 026): /formations/{old} answers 301 to its current
 * address. Written by a trigger on courses (migration 0030), whatever changes the slug; a slug
 * is here at most once (its last owner), and never while a course has it as its own.
 */
export const course_slug_history = pgTable(
  "course_slug_history",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [index("course_slug_history_course_idx").on(t.course_id)],
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

export const SIGN_LINK_MODES = ["at_open", "unsigned_after_start", "never"] as const;

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
    /** Seats kept for waiting-list offers still live (delivery.md §5): free = available − taken − held. */
    seats_held: integer("seats_held").notNull().default(0),
    min_participants: integer("min_participants").notNull().default(5),
    status: text("status", { enum: SESSION_STATUSES }).notNull().default("scheduled"),
    timezone: text("timezone").notNull().default("UTC"),
    registration_deadline: date("registration_deadline"),
    early_bird_deadline: date("early_bird_deadline"),
    early_bird_price: numeric("early_bird_price", { precision: 14, scale: 2 }),
    price_override: numeric("price_override", { precision: 14, scale: 2 }),
    notes_fr: text("notes_fr"),
    notes_en: text("notes_en"),
    /** The organising agency; null is the head office (organisation_profile.head_office_agency_id). */
    agency_id: uuid("agency_id").references((): AnyPgColumn => agencies.id, { onDelete: "set null" }),
    /** The lunch break the sittings are split at (delivery.md §1). */
    lunch_start: time("lunch_start").notNull().default("12:30"),
    lunch_end: time("lunch_end").notNull().default("13:30"),
    /** How participants sign (one or more): the trainer's rotating QR code, the trainer's device. */
    sign_by_qr: boolean("sign_by_qr").notNull().default(true),
    sign_by_kiosk: boolean("sign_by_kiosk").notNull().default(true),
    /** The personal link: e-mailed when a sitting opens, only to those unsigned 15 minutes after its start, or never. */
    sign_by_link: text("sign_by_link", { enum: SIGN_LINK_MODES }).notNull().default("at_open"),
    /** The short code of the attendance sheet's public verification (set when a first sitting locks). */
    attendance_code: text("attendance_code").unique(),
    /** The course's timeline, overridden for this session (null: the course's). */
    convocation_days: integer("convocation_days"),
    reminder_days: integer("reminder_days"),
    remote_link_minutes: integer("remote_link_minutes"),
    trainer_pack_days: integer("trainer_pack_days"),
    /** The connection link of a session held remotely (or hybrid, with a venue too). */
    remote_url: text("remote_url"),
    /** The public feed's SEQUENCE of the session's event: raised by every change participants are told of. */
    calendar_sequence: integer("calendar_sequence").notNull().default(0),
    /** Staff decided to hold the session below its minimum: its convocations are no longer held. */
    minimum_waived_at: ts("minimum_waived_at"),
    /** Delivered for the organisation's own account, or subcontracted by another organisation (the BPF). */
    delivery_mode: text("delivery_mode", { enum: DELIVERY_MODES }).notNull().default("own_account"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("course_sessions_agency_idx").on(t.agency_id),
    oneOf("course_sessions_delivery_mode_check", t.delivery_mode, DELIVERY_MODES),
    oneOf("course_sessions_sign_by_link_check", t.sign_by_link, SIGN_LINK_MODES),
    check("course_sessions_lunch_check", sql`${t.lunch_end} >= ${t.lunch_start}`),
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
    check(
      "course_sessions_seats_held_check",
      sql`${t.seats_held} >= 0 and ${t.seats_taken} + ${t.seats_held} <= ${t.seats_available}`,
    ),
    check("course_sessions_seats_available_check", sql`${t.seats_available} >= 1`),
    check("course_sessions_min_participants_check", sql`${t.min_participants} >= 1`),
    check("course_sessions_dates_check", sql`${t.end_date} >= ${t.start_date}`),
    ...timelineChecks("course_sessions", t),
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
    /** Who pays, for the certificates (delivery.md §3): the participant alone, without an employer. */
    self_funded: boolean("self_funded").notNull().default(false),
    /** Funded by a projet de transition professionnelle: certificates of realisation month by month. */
    transition_project: boolean("transition_project").notNull().default(false),
    /** The employer's or funder's contact who may receive the session's certificates. */
    funder_contact_name: text("funder_contact_name"),
    funder_contact_email: text("funder_contact_email"),
    /** The iCalendar SEQUENCE of the participant's event: raised by every e-mail that updates it. */
    calendar_sequence: integer("calendar_sequence").notNull().default(0),
    /**
     * The UID of the participant's calendar event when it is not `registration-<id>`: a transfer
     * to another session cancels the old event and adds a new one under a new UID.
     */
    calendar_uid: text("calendar_uid"),
    /** "Do you need an adaptation (disability)?": null when not asked (older rows, staff enrolments). */
    needs_adaptation: boolean("needs_adaptation"),
    /** Who pays and who the participant is, for the BPF (delivery.md §8); asked or completed by staff. */
    funding_source_id: uuid("funding_source_id").references((): AnyPgColumn => bpf_categories.id, {
      onDelete: "set null",
    }),
    /** The scheme of an OPCO or public funding ("plan de développement des compétences"). */
    funding_scheme: text("funding_scheme"),
    participant_type_id: uuid("participant_type_id").references((): AnyPgColumn => bpf_categories.id, {
      onDelete: "set null",
    }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("registrations_session_user_idx").on(t.session_id, t.user_id),
    index("registrations_funding_source_idx").on(t.funding_source_id),
    index("registrations_participant_type_idx").on(t.participant_type_id),
    index("registrations_user_idx").on(t.user_id),
    oneOf("registrations_status_check", t.status, REGISTRATION_STATUSES),
    oneOf("registrations_payment_status_check", t.payment_status, PAYMENT_STATUSES),
  ],
);
