// What visitors send: messages and testimonials.
// A part of the data model, gathered by db/schema.ts.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import { users } from "./users";

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
