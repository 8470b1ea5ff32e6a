// What a year's annual activity report (BPF, delivery.md §8) counts, as SQL predicates shared by
// the report (bpf.server.ts) and the lists its missing counts link to (/admin/registrations'
// `missing` and `year`), so that a count and the list it opens always select the same rows.
//
// - A session counts in year Y when its organising agency (its own, else the head office) is
//   one where French rules apply, it is not cancelled, and at least one of its sittings still
//   held (not cancelled) falls in Y by the sitting's date: a session across New Year counts in
//   both years, each for its own sittings.
// - A registration counts (revenue, funding source) when it is not cancelled and its session
//   counts.
// - A trainee counts (participants, hours attended) when their registration counts and they
//   attended some minutes of the year's sittings: the records' minutes, or the latest
//   correction's (corrections are appended, never written over: app/surveys/results.server.ts).
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { agencies, attendance_corrections, attendance_records, course_sessions, session_sittings } from "#db/schema";
import { headOfficeId } from "~/organisation/jurisdiction.server";

type Ref = SQL | AnyPgColumn;

/** The year's first day and the next year's, as the sittings' dates are compared with. */
export function yearBounds(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

/** A sitting (by its alias's columns) still held and dated in `year`. */
export function sittingInYear(alias: string, year: number): SQL {
  const { from, to } = yearBounds(year);
  const st = sql.raw(alias);
  return sql`${st}.state <> 'cancelled' and ${st}.date >= ${from}::date and ${st}.date < ${to}::date`;
}

/** The session `sessionId` counts in `year`'s report (see the header). */
export function countedSession(sessionId: Ref, year: number): SQL {
  return sql`exists (
    select 1 from ${course_sessions} bpf_s
      join ${agencies} bpf_a on bpf_a.id = coalesce(bpf_s.agency_id, ${headOfficeId})
     where bpf_s.id = ${sessionId} and bpf_a.french_rules and bpf_s.status <> 'cancelled'
       and exists (select 1 from ${session_sittings} bpf_st
                    where bpf_st.session_id = bpf_s.id and ${sittingInYear("bpf_st", year)}))`;
}

/** A record's attended minutes: its latest correction's, else its own (`alias` names the record). */
export function attendedMinutes(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`coalesce((select x.minutes_attended from ${attendance_corrections} x
                        where x.record_id = ${a}.id order by x.created_at desc, x.id desc limit 1), ${a}.minutes_attended)`;
}

/** The minutes the registration `registrationId` attended of `year`'s sittings. */
export function minutesAttendedIn(registrationId: Ref, year: number): SQL<number> {
  return sql<number>`(select coalesce(sum(${attendedMinutes("bpf_r")}), 0)
    from ${attendance_records} bpf_r join ${session_sittings} bpf_rs on bpf_rs.id = bpf_r.sitting_id
   where bpf_r.registration_id = ${registrationId} and ${sittingInYear("bpf_rs", year)})`;
}

/** The registration (its id, status and session) counts in `year`'s revenue. */
export function countedRegistration(r: { status: Ref; sessionId: Ref }, year: number): SQL {
  return sql`${r.status} <> 'cancelled' and ${countedSession(r.sessionId, year)}`;
}

/** The registration counts among `year`'s trainees (participants, hours attended). */
export function countedTrainee(r: { id: Ref; status: Ref; sessionId: Ref }, year: number): SQL {
  return sql`${countedRegistration(r, year)} and ${minutesAttendedIn(r.id, year)} > 0`;
}
