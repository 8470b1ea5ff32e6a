// What runs the site: the e-mail outbox, secrets, stored uploads, the content version, the audit log.
// A part of the data model, gathered by db/schema.ts.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, ts } from "./columns";
import { users } from "./users";

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
    /** The receiving server refused the address for good (a 5xx answer): failed at once, not retried. */
    bounced: boolean("bounced").notNull().default(false),
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
 * A version counter: one row whose `version` goes up, in the committing transaction itself
 * (once per transaction, by deferred triggers on the tables it follows), and a NOTIFY on the
 * table's name telling every process at once. Caches are tagged with the version they were
 * built at and dropped when it moves (app/server/content-version.server.ts).
 */
function versionCounter<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: integer("id").primaryKey().default(1),
      version: integer("version").notNull().default(0),
      changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [check(`${name}_single_row`, sql`${t.id} = 1`)],
  );
}

/**
 * What public pages are made of: any write to a table they show (migration 0012 puts a trigger
 * on each; the tables left out are in PRIVATE_TABLES of app/server/content-version.server.ts).
 * The page and list caches follow it.
 */
export const content_version = versionCounter("content_version");

/**
 * Who may do what: any write that changes a signed-in request's identity or rights (a session
 * ended or refreshed, a user's role, activity, language, name or profile, the permission
 * matrix, a permission profile; migration 0039). The in-process caches of sessions and rights
 * follow it (decision 035).
 */
export const access_version = versionCounter("access_version");

/**
 * What a page shows a signed-in member about their own bookings: any write to registrations'
 * seats, waiting-list entries and offers, or a user's contact details (migration 0041). The
 * member's booking state on the course page and the calendar is kept per person under it
 * (registrations/member.server.ts, decision 035).
 */
export const booking_version = versionCounter("booking_version");

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
