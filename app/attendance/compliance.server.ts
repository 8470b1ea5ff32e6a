// The compliance list across sessions (/admin/attendance/compliance): what an auditor would
// question. Sittings closed without the trainer's co-signature; records corrected after
// locking (with the reason, who and when); several participants signing from one device within
// SHARED_DEVICE_SECONDS in a sitting; sittings on a public holiday of the organising agency's
// country (the session's agency, else the head office). Each section is one query that filters
// and caps in SQL (one row more than shown says whether there is more).
import { and, asc, desc, eq, inArray, isNotNull, max, min, ne, notExists, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  agencies,
  attendance_corrections,
  attendance_records,
  attendance_signatures,
  course_session_registrations,
  course_sessions,
  courses,
  organisation_profile,
  session_sittings,
  users,
} from "#db/schema";
import {
  COMPLIANCE_FIRST,
  COMPLIANCE_MORE,
  type ComplianceSection,
  SHARED_DEVICE_SECONDS,
} from "~/attendance/compliance";
import { holidayCountry, publicHolidays } from "~/attendance/holidays";
import { participantName } from "~/attendance/sittings.server";
import { localized } from "~/i18n/localized.server";
import type { Lang } from "~/i18n/messages";
import { db } from "~/server/db.server";

type Capped<T> = { rows: T[]; hasMore: boolean };

function capped<T>(rows: T[], limit: number): Capped<T> {
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The columns every section shows of a sitting's session. */
const sittingColumns = (lang: Lang) => ({
  sitting_id: session_sittings.id,
  date: session_sittings.date,
  start_time: session_sittings.start_time,
  end_time: session_sittings.end_time,
  state: session_sittings.state,
  session_id: course_sessions.id,
  timezone: course_sessions.timezone,
  course_title: localized(courses.title_fr, courses.title_en, lang),
});

/** Closed (or locked since) without the trainer's co-signature: the job closed them 4 hours after their end. */
async function unsignedSittings(lang: Lang, limit: number) {
  const rows = await db()
    .select({ ...sittingColumns(lang), closed_at: session_sittings.closed_at })
    .from(session_sittings)
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(
      and(
        inArray(session_sittings.state, ["closed", "locked", "amended"]),
        notExists(
          db()
            .select({ one: sql`1` })
            .from(attendance_signatures)
            .where(
              and(
                eq(attendance_signatures.sitting_id, session_sittings.id),
                eq(attendance_signatures.signer, "trainer"),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(session_sittings.starts_at), asc(session_sittings.id))
    .limit(limit + 1);
  return capped(
    rows.map((row) => ({ ...row, closed_at: iso(row.closed_at) })),
    limit,
  );
}

/** Every correction after locking, newest first, with the reason, who and when. */
async function amendedRecords(lang: Lang, limit: number) {
  const corrector = alias(users, "corrector");
  const rows = await db()
    .select({
      ...sittingColumns(lang),
      correction_id: attendance_corrections.id,
      participant: participantName,
      previous_status: attendance_corrections.previous_status,
      status: attendance_corrections.status,
      reason: attendance_corrections.reason,
      corrected_at: attendance_corrections.created_at,
      corrected_by: corrector.full_name,
    })
    .from(attendance_corrections)
    .innerJoin(attendance_records, eq(attendance_records.id, attendance_corrections.record_id))
    .innerJoin(session_sittings, eq(session_sittings.id, attendance_records.sitting_id))
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .innerJoin(course_session_registrations, eq(course_session_registrations.id, attendance_records.registration_id))
    .innerJoin(users, eq(users.id, course_session_registrations.user_id))
    .leftJoin(corrector, eq(corrector.id, attendance_corrections.corrected_by))
    .orderBy(desc(attendance_corrections.created_at), asc(attendance_corrections.id))
    .limit(limit + 1);
  return capped(
    rows.map((row) => ({ ...row, corrected_at: row.corrected_at.toISOString() })),
    limit,
  );
}

/** Per sitting and device: the participants who signed from one phone within seconds of each other (the kiosk aside). */
async function sharedDevices(lang: Lang, limit: number) {
  const other = alias(attendance_signatures, "other_signature");
  const rows = await db()
    .select({
      ...sittingColumns(lang),
      device_hash: attendance_signatures.device_hash,
      names: sql<string[]>`array_agg(distinct ${attendance_signatures.signer_name})`,
      first_at: min(attendance_signatures.signed_at),
      last_at: max(attendance_signatures.signed_at),
    })
    .from(attendance_signatures)
    .innerJoin(
      other,
      and(
        eq(other.sitting_id, attendance_signatures.sitting_id),
        eq(other.device_hash, attendance_signatures.device_hash),
        ne(other.registration_id, attendance_signatures.registration_id),
        // The trainer's kiosk is one device by design: only phones are suspect.
        ne(other.method, "kiosk"),
        sql`abs(extract(epoch from (${other.signed_at} - ${attendance_signatures.signed_at}))) <= ${SHARED_DEVICE_SECONDS}`,
      ),
    )
    .innerJoin(session_sittings, eq(session_sittings.id, attendance_signatures.sitting_id))
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(
      and(
        isNotNull(attendance_signatures.device_hash),
        eq(attendance_signatures.signer, "participant"),
        ne(attendance_signatures.method, "kiosk"),
      ),
    )
    .groupBy(session_sittings.id, attendance_signatures.device_hash, course_sessions.id, courses.id)
    .orderBy(desc(session_sittings.starts_at), asc(session_sittings.id))
    .limit(limit + 1);
  return capped(
    rows.map((row) => ({
      ...row,
      device: (row.device_hash ?? "").slice(0, 8),
      names: [...row.names].sort((a, b) => a.localeCompare(b)),
      first_at: iso(row.first_at ? new Date(row.first_at) : null),
      last_at: iso(row.last_at ? new Date(row.last_at) : null),
    })),
    limit,
  );
}

/** A bound on the years the holiday check spans (a typo'd year 2913 must not make a huge list). */
const MAX_HOLIDAY_YEARS = 40;

/**
 * Sittings (not cancelled) on a public holiday of the organising agency's country. The days
 * are computed here (holidays.ts) for the years the sittings span and each agency whose country
 * is known, and compared in SQL as (agency, day) pairs.
 */
async function holidaySittings(lang: Lang, limit: number) {
  const [span] = await db()
    .select({ from: min(session_sittings.date), to: max(session_sittings.date) })
    .from(session_sittings)
    .where(ne(session_sittings.state, "cancelled"));
  if (!span?.from || !span.to) return capped([], limit);
  const fromYear = Number(String(span.from).slice(0, 4));
  const toYear = Math.min(Number(String(span.to).slice(0, 4)), fromYear + MAX_HOLIDAY_YEARS);
  const agencyRows = await db().select({ id: agencies.id, country: agencies.country }).from(agencies);
  const pairs: SQL[] = [];
  for (const agency of agencyRows) {
    const code = holidayCountry(agency.country);
    if (!code) continue;
    for (let year = fromYear; year <= toYear; year++) {
      for (const day of publicHolidays(code, year)) pairs.push(sql`(${agency.id}::uuid, ${day}::date)`);
    }
  }
  if (pairs.length === 0) return capped([], limit);
  const organiser = sql`coalesce(${course_sessions.agency_id}, (select ${organisation_profile.head_office_agency_id} from ${organisation_profile} limit 1))`;
  const rows = await db()
    .select({ ...sittingColumns(lang), agency_name: agencies.name, agency_country: agencies.country })
    .from(session_sittings)
    .innerJoin(course_sessions, eq(course_sessions.id, session_sittings.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .innerJoin(agencies, sql`${agencies.id} = ${organiser}`)
    .where(
      and(
        ne(session_sittings.state, "cancelled"),
        sql`(${agencies.id}, ${session_sittings.date}) in (${sql.join(pairs, sql`, `)})`,
      ),
    )
    .orderBy(desc(session_sittings.starts_at), asc(session_sittings.id))
    .limit(limit + 1);
  return capped(rows, limit);
}

/** Every section, the one asked for in full (`more`), the others at their first rows. */
export async function complianceReport(lang: Lang, more: ComplianceSection | null) {
  const limitOf = (section: ComplianceSection) => (more === section ? COMPLIANCE_MORE : COMPLIANCE_FIRST);
  const [unsigned, amended, shared_device, holiday] = await Promise.all([
    unsignedSittings(lang, limitOf("unsigned")),
    amendedRecords(lang, limitOf("amended")),
    sharedDevices(lang, limitOf("shared_device")),
    holidaySittings(lang, limitOf("holiday")),
  ]);
  return { unsigned, amended, shared_device, holiday };
}
export type ComplianceReport = Awaited<ReturnType<typeof complianceReport>>;
