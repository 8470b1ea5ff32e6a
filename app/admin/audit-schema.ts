// The audit log's URL and shapes (/admin/audit): the list's filters, an entry as the screen
// draws it, and the link to one entity's history. Browser-safe: the screen, the dashboard
// and the editors' history links read it; audit-list.server.ts queries with it.
import { z } from "zod";
import { ADMIN_PAGE_SIZES, dateParam, parseListParams, textParam, uuidParam } from "~/forms/list-params";

/**
 * The entity types the writes record today, in the entity filter's order. A type missing
 * here still lists and filters (a history link may name any type); it only lacks an option.
 */
export const AUDIT_ENTITY_TYPES = [
  "user",
  "trainer",
  "profile",
  "permission",
  "course",
  "session",
  "registration",
  "location",
  "service",
  "resource",
  "page",
  "testimonial",
  "newsletter_subscriber",
  "message",
  "translation",
  "settings",
  "stat",
  "help_section",
  "help_article",
  "course_category",
  "client",
  "case_study",
  "agency",
  "agency_photo",
  "partner",
  "certification",
  "survey_question",
] as const;

/** An entity type as services write them: lowercase words joined by "_". */
const entityTypeParam = z
  .string()
  .trim()
  .regex(/^[a-z][a-z_]{0,39}$/)
  .nullable()
  .catch(null);

export function parseAuditListParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: {
      /** The person who wrote (users.id); `q` finds an e-mail, deleted actors' too. */
      actor: uuidParam,
      entity: entityTypeParam,
      /** One entity's history: its id as the entries store it (a uuid, or "role:module"). */
      id: textParam(200),
      from: dateParam,
      to: dateParam,
    },
  });
}
export type AuditListParams = ReturnType<typeof parseAuditListParams>;

/** The filters' URL names, for the filter panel (reset, active count). */
export const AUDIT_FILTERS = ["actor", "entity", "id", "from", "to"] as const;

export type AuditChange = { field: string; before: unknown; after: unknown };

/** One entry as the list and the dashboard draw it. */
export type AuditEntryView = {
  id: string;
  /** ISO instant. */
  created_at: string;
  actor_email: string;
  /** The actor's name today, when their account is still there and has one. */
  actor_name: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  entity_label: string;
  /** The entity's screen, when one exists and the entity is still there. */
  href: string | null;
  changes: AuditChange[];
};

export type AuditPage = { entries: AuditEntryView[]; total: number; page: number; totalPages: number; size: number };

export type AuditActor = { id: string; email: string; name: string };

/** The audit log filtered to one entity: its editor's "history" link. */
export function auditHistoryHref(entity: string, id: string): string {
  return `/admin/audit?${new URLSearchParams({ entity, id })}`;
}
