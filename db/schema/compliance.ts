// Accessibility requests (delivery.md §7, Qualiopi indicator 26): a registration's "yes, I need an
// adaptation" opens a private case for the accessibility referent, who contacts the person
// (within 5 working days), agrees adaptations, puts them in place and closes it — or refers the
// person to a partner body. Visible to the referent's permission module only; the trainer's pack
// shows the agreed adaptations, never the notes. A part of the data model, gathered by db/schema.ts.
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, ts, updatedAt } from "./columns";
import { course_session_registrations } from "./courses";
import { users } from "./users";

export const ACCESSIBILITY_STATUSES = ["new", "contacted", "agreed", "in_place", "closed", "referred"] as const;
export type AccessibilityStatus = (typeof ACCESSIBILITY_STATUSES)[number];

export const accessibility_cases = pgTable(
  "accessibility_cases",
  {
    id: id(),
    registration_id: uuid("registration_id")
      .notNull()
      .references(() => course_session_registrations.id, { onDelete: "cascade" }),
    status: text("status", { enum: ACCESSIBILITY_STATUSES }).notNull().default("new"),
    /** What the participant wrote when asking (optional, private). */
    request_note: text("request_note"),
    /** The referent's own notes (private: never in the trainer's pack nor any export but the case's). */
    referent_note: text("referent_note"),
    /** The adaptations agreed, one line each: what the trainer's pack lists. */
    adaptations: jsonb("adaptations").$type<string[]>().notNull().default([]),
    /** The partner body the person was referred to (Agefiph, a Cap emploi, a specialised centre…). */
    partner_body: text("partner_body"),
    /** The person is to be contacted by then (5 working days after the request). */
    contact_by: ts("contact_by").notNull(),
    contacted_at: ts("contacted_at"),
    agreed_at: ts("agreed_at"),
    in_place_at: ts("in_place_at"),
    closed_at: ts("closed_at"),
    handled_by: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("accessibility_cases_registration_idx").on(t.registration_id),
    index("accessibility_cases_status_idx").on(t.status, t.contact_by),
    index("accessibility_cases_handled_by_idx").on(t.handled_by),
    oneOf("accessibility_cases_status_check", t.status, ACCESSIBILITY_STATUSES),
  ],
);
