// A session's roster for the back office (/admin/sessions/:id): the session's facts, its fill
// and every registration with the participant as registered; the same rows feed the roster CSV
// and the attendance sheet.
import { and, asc, eq, gte, inArray, ne, type SQL, sql } from "drizzle-orm";
import {
  agencies,
  course_locations,
  course_session_registrations,
  course_sessions,
  type courses,
  users,
} from "#db/schema";
import { isUuid } from "~/forms/validate";
import { formatAddress } from "~/i18n/address";
import { headOfficeId, organisingAgencyId } from "~/organisation/jurisdiction.server";
import { participantName } from "~/registrations/lifecycle.server";
import { PARTICIPANT_COLUMNS } from "~/registrations/participant.server";
import { db } from "~/server/db.server";
import {
  instructors,
  SESSION_COURSE_COLUMNS,
  SESSION_STATE_COLUMNS,
  selectSessions,
} from "~/sessions/session-query.server";

type SessionRow = typeof course_sessions.$inferSelect;
type CourseRow = typeof courses.$inferSelect;
type StoredRegistration = typeof course_session_registrations.$inferSelect;

export type RosterSession = Pick<SessionRow, keyof typeof SESSION_STATE_COLUMNS | "min_participants"> & {
  course: Pick<CourseRow, "id" | "slug" | "reference" | "title_fr" | "title_en" | "currency">;
  place: string | null;
  /** The venue's city, which names the session's clock (timeZoneLabel). */
  city: string | null;
  trainer: string | null;
  /**
   * The organising agency: the session's own, else the head office; null when the session
   * names none and no head office is chosen (the screen says "head office").
   */
  agency: { name: string; isHeadOffice: boolean } | null;
};

export type RosterRegistration = Pick<
  StoredRegistration,
  "id" | "status" | "payment_status" | "payment_amount" | "funding_source_id" | "funding_scheme" | "participant_type_id"
> & {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  billing: string | null;
  special_requirements: string | null;
  created_at: string;
};

/** Another session of the same course a registration may move to: when, where, seats left. */
export type TransferTarget = {
  id: string;
  start_date: string;
  end_date: string;
  start_time: string;
  timezone: string;
  seats_left: number;
  place: string | null;
  city: string | null;
};

/** A session and its registrations: what the attendance sheet and the CSV read. */
export type SessionRegistrations = { session: RosterSession; registrations: RosterRegistration[] };

/** The roster screen's data: with the sessions a registration may be transferred to. */
export type Roster = SessionRegistrations & { targets: TransferTarget[] };

/** How many transfer targets the dialog offers: the nearest ones. */
const TRANSFER_TARGETS = 30;

/** The course's other sessions still to come and open (scheduled or confirmed), nearest first. */
async function loadTransferTargets(session: RosterSession): Promise<TransferTarget[]> {
  const rows = await selectSessions({
    id: course_sessions.id,
    start_date: course_sessions.start_date,
    end_date: course_sessions.end_date,
    start_time: course_sessions.start_time,
    timezone: course_sessions.timezone,
    seats_left: sql<number>`(${course_sessions.seats_available} - ${course_sessions.seats_taken} - ${course_sessions.seats_held})::int`,
    location: {
      name: course_locations.name,
      address: course_locations.address,
      city: course_locations.city,
      postal_code: course_locations.postal_code,
      country: course_locations.country,
    },
  })
    .where(
      and(
        eq(course_sessions.course_id, session.course.id),
        ne(course_sessions.id, session.id),
        inArray(course_sessions.status, ["scheduled", "confirmed"]),
        gte(course_sessions.start_date, new Date().toISOString().slice(0, 10)),
      ),
    )
    .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time), asc(course_sessions.id))
    .limit(TRANSFER_TARGETS);
  return rows.map(({ location, ...row }) => ({
    ...row,
    seats_left: Number(row.seats_left),
    place: placeLine(location),
    city: location?.city ?? null,
  }));
}

/** One line for a venue: its name and its address as its country writes it. */
export function placeLine(
  location: {
    name: string | null;
    address: string | null;
    city: string | null;
    postal_code?: string | null;
    country: string | null;
  } | null,
): string | null {
  if (!location?.name) return null;
  return [location.name, formatAddress(location)].filter(Boolean).join(", ");
}

async function loadSession(sessionId: string): Promise<RosterSession | null> {
  const [row] = await selectSessions({
    ...SESSION_STATE_COLUMNS,
    min_participants: course_sessions.min_participants,
    course: SESSION_COURSE_COLUMNS,
    location: {
      name: course_locations.name,
      address: course_locations.address,
      city: course_locations.city,
      postal_code: course_locations.postal_code,
      country: course_locations.country,
    },
    trainer: instructors.full_name,
    trainer_email: instructors.email,
    agency_name: sql<
      string | null
    >`(select ${agencies.name} from ${agencies} where ${agencies.id} = ${organisingAgencyId})`,
    agency_is_head_office: sql<boolean>`${organisingAgencyId} is not distinct from ${headOfficeId}`,
  }).where(eq(course_sessions.id, sessionId));
  if (!row) return null;
  const { location, trainer, trainer_email, agency_name, agency_is_head_office, ...session } = row;
  return {
    ...session,
    place: placeLine(location),
    city: location?.city ?? null,
    trainer: trainer?.trim() || trainer_email || null,
    agency: agency_name === null ? null : { name: agency_name, isHeadOffice: Boolean(agency_is_head_office) },
  };
}

const registrationSelect = {
  id: course_session_registrations.id,
  status: course_session_registrations.status,
  payment_status: course_session_registrations.payment_status,
  payment_amount: course_session_registrations.payment_amount,
  funding_source_id: course_session_registrations.funding_source_id,
  funding_scheme: course_session_registrations.funding_scheme,
  participant_type_id: course_session_registrations.participant_type_id,
  ...PARTICIPANT_COLUMNS,
  created_at: course_session_registrations.created_at,
  account_name: users.full_name,
  account_email: users.email,
};

function selectRegistrationRows(where: SQL | undefined) {
  return db()
    .select(registrationSelect)
    .from(course_session_registrations)
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .where(where);
}

type RegistrationRow = Awaited<ReturnType<typeof selectRegistrationRows>>[number];

function toRosterRegistration(row: RegistrationRow): RosterRegistration {
  const billing = formatAddress({
    address: row.billing_address,
    postal_code: row.billing_postal_code,
    city: row.billing_city,
    country: row.billing_country,
  });
  return {
    id: row.id,
    status: row.status,
    payment_status: row.payment_status,
    payment_amount: row.payment_amount,
    funding_source_id: row.funding_source_id,
    funding_scheme: row.funding_scheme,
    participant_type_id: row.participant_type_id,
    name: participantName(row),
    email: row.email ?? row.account_email ?? "",
    phone: row.phone,
    company: row.company,
    position: row.position,
    billing: billing || null,
    special_requirements: row.special_requirements,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The registrations of a session, active ones first, then in the order they came; `statuses`
 * narrows them (the attendance sheet takes the confirmed ones).
 */
async function loadRegistrations(
  sessionId: string,
  statuses?: readonly StoredRegistration["status"][],
): Promise<RosterRegistration[]> {
  const rows = await selectRegistrationRows(
    and(
      eq(course_session_registrations.session_id, sessionId),
      statuses ? inArray(course_session_registrations.status, [...statuses]) : undefined,
    ),
  ).orderBy(
    sql`${course_session_registrations.status} = 'cancelled'`,
    asc(course_session_registrations.created_at),
    asc(course_session_registrations.id),
  );
  return rows.map(toRosterRegistration);
}

/** The roster screen's data; null when no such session. */
export async function getRoster(sessionId: string): Promise<Roster | null> {
  if (!isUuid(sessionId)) return null;
  const session = await loadSession(sessionId);
  if (!session) return null;
  const [registrations, targets] = await Promise.all([loadRegistrations(sessionId), loadTransferTargets(session)]);
  return { session, registrations, targets };
}

/** The confirmed (and attended) participants, by name: the rows of the attendance sheet. */
export async function getAttendanceRoster(sessionId: string): Promise<SessionRegistrations | null> {
  if (!isUuid(sessionId)) return null;
  const session = await loadSession(sessionId);
  if (!session) return null;
  const registrations = await loadRegistrations(sessionId, ["confirmed", "attended"]);
  registrations.sort((a, b) => a.name.localeCompare(b.name, "fr", { sensitivity: "base" }));
  return { session, registrations };
}
