// Which rules a session follows (delivery spec §0): the agency that organises it — its own, else
// the head office the organisation profile names — with whether French rules apply there, and
// the organisation's legal profile the documents print. Certificates, NDA mentions and the BPF
// (issues 25–26) ask here rather than each reading the tables its own way.
import { eq, sql } from "drizzle-orm";
import { agencies, course_sessions, organisation_profile } from "#db/schema";
import { isUuid } from "~/forms/validate";
import { db } from "~/server/db.server";

/** The head office's id (null when none is chosen), as a subquery. */
export const headOfficeId = sql<
  string | null
>`(select ${organisation_profile.head_office_agency_id} from ${organisation_profile} limit 1)`;

/** The agency organising the session of the row being read: its own, else the head office. */
export const organisingAgencyId = sql<string | null>`coalesce(${course_sessions.agency_id}, ${headOfficeId})`;

export type SessionAgency = {
  id: string;
  name: string;
  city: string;
  country: string;
  timezone: string;
  french_rules: boolean;
  /** The agency is the head office (chosen on the session, or by default). */
  isHeadOffice: boolean;
};

/**
 * The agency organising a session: the session's own, else the head office; null when the
 * session names none and no head office is chosen, or when there is no such session.
 */
export async function sessionAgency(sessionId: string): Promise<SessionAgency | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db()
    .select({
      id: agencies.id,
      name: agencies.name,
      city: agencies.city,
      country: agencies.country,
      timezone: agencies.timezone,
      french_rules: agencies.french_rules,
      isHeadOffice: sql<boolean>`${agencies.id} is not distinct from ${headOfficeId}`,
    })
    .from(course_sessions)
    .innerJoin(agencies, eq(agencies.id, organisingAgencyId))
    .where(eq(course_sessions.id, sessionId));
  return row ? { ...row, isHeadOffice: Boolean(row.isHeadOffice) } : null;
}

export type OrganisationLegalProfile = typeof organisation_profile.$inferSelect;

/** The organisation's legal profile as stored; null before its first save. */
export async function organisationLegalProfile(): Promise<OrganisationLegalProfile | null> {
  const [row] = await db().select().from(organisation_profile).limit(1);
  return row ?? null;
}
