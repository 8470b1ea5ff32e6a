// What visitors send: messages and testimonials.
// A part of the data model, gathered by db/schema.ts.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import { courses } from "./courses";
import { users } from "./users";

export const MESSAGE_TYPES = ["registration", "contact", "newsletter"] as const;
/**
 * Created pending (spec), i.e. unread; the inbox marks it read when opened, then handled or
 * archived. `replied` is set when a reply is sent from the inbox (message_notes keeps it).
 */
export const MESSAGE_STATUSES = ["pending", "read", "replied", "handled", "archived"] as const;

export const messages = pgTable(
  "messages",
  {
    id: id(),
    type: text("type", { enum: MESSAGE_TYPES }).notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("pending"),
    /** The colleague who handles it; the inbox filters on it ("mine", "unassigned"). */
    assigned_to: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    index("messages_type_created_idx").on(t.type, t.created_at),
    index("messages_assigned_idx").on(t.assigned_to),
    // The inbox's status filters and the sidebar's unread count.
    index("messages_status_created_idx").on(t.status, t.created_at),
    oneOf("messages_type_check", t.type, MESSAGE_TYPES),
    oneOf("messages_status_check", t.status, MESSAGE_STATUSES),
  ],
);

export const MESSAGE_NOTE_KINDS = ["note", "reply"] as const;

/**
 * What staff add to a message: internal notes (never sent) and the replies sent from the inbox
 * (the text as sent, to whom and in which language). Append-only: it is the message's record.
 * The author's name is kept, so the record reads the same after the account is gone.
 */
export const message_notes = pgTable(
  "message_notes",
  {
    id: id(),
    message_id: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MESSAGE_NOTE_KINDS }).notNull(),
    author_id: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    author_name: text("author_name").notNull(),
    body: text("body").notNull(),
    /** A reply's recipient, subject and language; null on a note. */
    sent_to: text("sent_to"),
    subject: text("subject"),
    language: text("language"),
    created_at: createdAt(),
  },
  (t) => [
    index("message_notes_message_idx").on(t.message_id, t.created_at),
    // Decision 013: the foreign key's index (deleting a user sets their notes' author to null).
    index("message_notes_author_idx").on(t.author_id),
    oneOf("message_notes_kind_check", t.kind, MESSAGE_NOTE_KINDS),
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
    /** The same testimonial in English when the author wrote one (English pages show it). */
    content_en: text("content_en"),
    /** The course it is about; the course page shows its own testimonials. */
    course_id: uuid("course_id").references((): AnyPgColumn => courses.id, { onDelete: "set null" }),
    /** The author's role and company as they are to be shown ("HR manager", "Acme"). */
    author_position: text("author_position"),
    author_company: text("author_company"),
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
    index("testimonials_course_idx").on(t.course_id),
  ],
);
