// The audit log's reading side (/admin/audit and the dashboard's latest entries): entries
// newest first, filtered in SQL (who, what kind of entity, which one, between which days,
// a search on the actor's e-mail and the entity's label), with the actor's current name and
// a link to the entity's screen. Entries are written by audit.server.ts.
import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import {
  audit_log,
  course_session_registrations,
  course_sessions,
  courses,
  pages,
  resources,
  services,
  users,
} from "#db/schema";
import type { AuditActor, AuditChange, AuditEntryView, AuditListParams, AuditPage } from "~/admin/audit-schema";
import { sessionRosterHref, userRowHref } from "~/admin/screen-links";
import { isUuid } from "~/forms/validate";
import { db } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";

const DAY_MS = 86_400_000;

type Filters = Pick<AuditListParams, "q" | "actor" | "entity" | "id" | "from" | "to">;

function filters(params: Filters): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.q) {
    conditions.push(searchAny([audit_log.actor_email, audit_log.entity_label], params.q));
  }
  if (params.actor) conditions.push(eq(audit_log.actor_id, params.actor));
  if (params.entity) conditions.push(eq(audit_log.entity_type, params.entity));
  if (params.id) conditions.push(eq(audit_log.entity_id, params.id));
  // Whole UTC days, both bounds included, as every date the site shows.
  if (params.from) conditions.push(gte(audit_log.created_at, new Date(`${params.from}T00:00:00Z`)));
  if (params.to) conditions.push(lt(audit_log.created_at, new Date(Date.parse(`${params.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/** What the page's entities are today, read once per type for the whole page. */
type Found = {
  userEmails: Map<string, string>;
  courseSlugs: Map<string, string>;
  sessionDays: Map<string, string>;
  /** A registration's session: its roster is where it is looked at. */
  registrationSessions: Map<string, string>;
  services: Set<string>;
  resources: Set<string>;
  pages: Set<string>;
};

/**
 * Where each kind of entity is looked at or edited: the one mapping from an entry to a
 * screen. A type absent here, or an entity since deleted, gets no link.
 */
const ENTITY_SCREENS: Record<string, (id: string, found: Found) => string | null> = {
  user: (id, found) => {
    const email = found.userEmails.get(id);
    return email ? userRowHref(email) : null;
  },
  trainer: () => "/admin/trainers",
  profile: () => "/admin/profiles",
  permission: () => "/admin/permissions",
  course: (id, found) => {
    const slug = found.courseSlugs.get(id);
    return slug ? `/formations/${slug}` : null;
  },
  session: (id, found) => (found.sessionDays.has(id) ? sessionRosterHref(id) : null),
  registration: (id, found) => {
    const session = found.registrationSessions.get(id);
    return session ? sessionRosterHref(session) : null;
  },
  service: (id, found) => (found.services.has(id) ? `/services/${id}` : null),
  resource: (id, found) => (found.resources.has(id) ? `/ressources/${id}` : null),
  testimonial: () => "/admin/testimonials",
  newsletter_subscriber: () => "/admin/newsletter",
  // Messages are never deleted: the inbox opens it in its dialog.
  message: (id) => `/admin/messages?${new URLSearchParams({ open: id })}`,
  translation: () => "/admin/translations",
  stat: () => "/admin/stats",
  help_section: () => "/admin/help",
  help_article: () => "/admin/help",
  course_category: () => "/admin/categories",
  agency: () => "/admin/agencies",
  agency_photo: () => "/admin/agencies",
  partner: () => "/admin/partners",
  client: () => "/admin/clients",
  certification: () => "/admin/certifications",
  // A page or a post opens in its editor (the public page may be a draft).
  page: (id, found) => (found.pages.has(id) ? `/admin/pages?${new URLSearchParams({ edit: id })}` : null),
};

type Row = {
  id: string;
  created_at: Date | string;
  actor_email: string;
  actor_name: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  entity_label: string;
  changes: Record<string, { before: unknown; after: unknown }>;
};

/** Up to seven primary-key lookups, only for the types present on the page. */
async function findEntities(rows: Row[]): Promise<Found> {
  const idsOf = (type: string) => [
    ...new Set(
      rows.filter((row) => row.entity_type === type && isUuid(row.entity_id)).map((row) => row.entity_id as string),
    ),
  ];
  const [userIds, courseIds, sessionIds, registrationIds, serviceIds, resourceIds, pageIds] = [
    "user",
    "course",
    "session",
    "registration",
    "service",
    "resource",
    "page",
  ].map(idsOf);
  const [userRows, courseRows, sessionRows, registrationRows, serviceRows, resourceRows, pageRows] = await Promise.all([
    userIds.length
      ? db().select({ id: users.id, value: users.email }).from(users).where(inArray(users.id, userIds))
      : [],
    courseIds.length
      ? db().select({ id: courses.id, value: courses.slug }).from(courses).where(inArray(courses.id, courseIds))
      : [],
    sessionIds.length
      ? db()
          .select({ id: course_sessions.id, value: course_sessions.start_date })
          .from(course_sessions)
          .where(inArray(course_sessions.id, sessionIds))
      : [],
    registrationIds.length
      ? db()
          .select({ id: course_session_registrations.id, value: course_session_registrations.session_id })
          .from(course_session_registrations)
          .where(inArray(course_session_registrations.id, registrationIds))
      : [],
    serviceIds.length ? db().select({ id: services.id }).from(services).where(inArray(services.id, serviceIds)) : [],
    resourceIds.length
      ? db().select({ id: resources.id }).from(resources).where(inArray(resources.id, resourceIds))
      : [],
    pageIds.length ? db().select({ id: pages.id }).from(pages).where(inArray(pages.id, pageIds)) : [],
  ]);
  const byId = (list: { id: string; value: string }[]) => new Map(list.map((row) => [row.id, String(row.value)]));
  return {
    userEmails: byId(userRows),
    courseSlugs: byId(courseRows),
    sessionDays: byId(sessionRows),
    registrationSessions: byId(registrationRows),
    services: new Set(serviceRows.map((row) => row.id)),
    resources: new Set(resourceRows.map((row) => row.id)),
    pages: new Set(pageRows.map((row) => row.id)),
  };
}

function changesOf(changes: Row["changes"]): AuditChange[] {
  return Object.entries(changes ?? {})
    .map(([field, change]) => ({ field, before: change?.before ?? null, after: change?.after ?? null }))
    .sort((a, b) => a.field.localeCompare(b.field));
}

async function toViews(rows: Row[]): Promise<AuditEntryView[]> {
  const found = await findEntities(rows);
  return rows.map((row) => ({
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    actor_email: row.actor_email,
    actor_name: row.actor_name || null,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    entity_label: row.entity_label,
    href: row.entity_id ? (ENTITY_SCREENS[row.entity_type]?.(row.entity_id, found) ?? null) : null,
    changes: changesOf(row.changes),
  }));
}

function selectEntries(where: SQL | undefined) {
  return db()
    .select({
      id: audit_log.id,
      created_at: audit_log.created_at,
      actor_email: audit_log.actor_email,
      actor_name: users.full_name,
      action: audit_log.action,
      entity_type: audit_log.entity_type,
      entity_id: audit_log.entity_id,
      entity_label: audit_log.entity_label,
      changes: audit_log.changes,
    })
    .from(audit_log)
    .leftJoin(users, eq(users.id, audit_log.actor_id))
    .where(where)
    .orderBy(desc(audit_log.created_at), desc(audit_log.id));
}

/** One page of entries, newest first, filtered as the URL says. */
export async function listAuditEntries(params: AuditListParams): Promise<AuditPage> {
  const where = filters(params);
  const { rows, ...paging } = await pageOf(selectEntries(where).$dynamic(), await countRows(audit_log, where), params);
  return { entries: await toViews(rows), ...paging };
}

/** The newest entries, whoever wrote them (the dashboard). */
export async function latestAuditEntries(limit: number): Promise<AuditEntryView[]> {
  return toViews(await selectEntries(undefined).limit(limit));
}

/** The people who have entries and still have an account, by e-mail (the person filter). */
export async function listAuditActors(): Promise<AuditActor[]> {
  const rows = await db()
    .select({ id: users.id, email: users.email, name: users.full_name })
    .from(audit_log)
    .innerJoin(users, eq(users.id, audit_log.actor_id))
    .groupBy(users.id)
    .orderBy(users.email)
    // Writers are staff: a handful. Bounded all the same; the search finds anyone else.
    .limit(200);
  return rows;
}
