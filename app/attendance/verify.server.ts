// The public check of an attendance sheet (delivery.md §1): the short code printed on the sheet
// names the session; the page says what the sheet covers and whether the locked data still
// hashes to the fingerprints taken when it was locked (decision 029). It shows no participant:
// anyone holding a sheet may check it, nobody may list who attended.
import { and, asc, eq } from "drizzle-orm";
import { course_locations, course_sessions, courses, session_sittings, users } from "#db/schema";
import { computeSittingFingerprint, sessionFingerprint } from "~/attendance/fingerprint.server";
import type { Lang } from "~/i18n/messages";
import { sessionAgency } from "~/organisation/jurisdiction.server";
import { db } from "~/server/db.server";
import { VERIFICATION_CODE } from "~/server/verification-code.server";

export type AttendanceVerification = {
  kind: "attendance_sheet";
  code: string;
  course: string;
  reference: string;
  startDate: string;
  endDate: string;
  timezone: string;
  city: string | null;
  trainer: string | null;
  agency: string | null;
  sittings: number;
  lockedSittings: number;
  plannedMinutes: number;
  /** The fingerprint printed on the sheet (of the sittings locked so far). */
  fingerprint: string | null;
  /** Whether every locked sitting's data still hashes to what was stored at its lock. */
  intact: boolean;
};

export async function loadAttendanceVerification(code: string, lang: Lang): Promise<AttendanceVerification | null> {
  if (!VERIFICATION_CODE.test(code)) return null;
  const [session] = await db()
    .select({
      id: course_sessions.id,
      title_fr: courses.title_fr,
      title_en: courses.title_en,
      reference: courses.reference,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      timezone: course_sessions.timezone,
      city: course_locations.city,
      trainer: users.full_name,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .leftJoin(users, eq(users.id, course_sessions.instructor_id))
    .where(eq(course_sessions.attendance_code, code));
  if (!session) return null;
  const sittings = await db()
    .select({
      id: session_sittings.id,
      state: session_sittings.state,
      planned: session_sittings.planned_minutes,
      fingerprint: session_sittings.fingerprint,
    })
    .from(session_sittings)
    .where(and(eq(session_sittings.session_id, session.id)))
    .orderBy(asc(session_sittings.starts_at), asc(session_sittings.id));
  const held = sittings.filter((s) => s.state !== "cancelled");
  const locked = held.filter((s) => s.state === "locked" || s.state === "amended");
  let intact = true;
  for (const sitting of locked) {
    if ((await computeSittingFingerprint(sitting.id)) !== sitting.fingerprint) intact = false;
  }
  const agency = await sessionAgency(session.id);
  return {
    kind: "attendance_sheet",
    code,
    course: lang === "en" ? session.title_en || session.title_fr : session.title_fr,
    reference: session.reference,
    startDate: session.start_date,
    endDate: session.end_date,
    timezone: session.timezone,
    city: session.city,
    trainer: session.trainer,
    agency: agency?.name ?? null,
    sittings: held.length,
    lockedSittings: locked.length,
    plannedMinutes: held.reduce((sum, s) => sum + s.planned, 0),
    fingerprint: await sessionFingerprint(session.id),
    intact,
  };
}
