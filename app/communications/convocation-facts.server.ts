// What a session's convocation states (delivery.md §4), read in a bounded number of queries:
// the session with its course, venue, trainer and organising agency, its sittings, the
// organisation's profile and, for a participant's own copy, their registration. The PDF, the
// e-mails of the timeline and the trainer's pack read these facts.
import { and, asc, eq, ne } from "drizzle-orm";
import {
  agencies,
  course_locations,
  course_session_registrations,
  course_sessions,
  courses,
  organisation_profile,
  session_sittings,
  users,
} from "#db/schema";
import type { ConvocationFacts } from "~/communications/facts";
import { courseUrl } from "~/courses/course-url";
import { isUuid } from "~/forms/validate";
import { addressLines } from "~/i18n/address";
import { isLang, type Lang, pick } from "~/i18n/messages";
import { organisingAgencyId } from "~/organisation/jurisdiction.server";
import { participantName } from "~/registrations/lifecycle.server";
import { htmlToLines } from "~/rich-text/plain-text";
import { clock } from "~/server/clock.server";
import { siteBaseUrl } from "~/server/config.server";
import { db, readTogether } from "~/server/db.server";
import { timeZoneLabel } from "~/sessions/format";
import { instructors } from "~/sessions/session-query.server";
import { getSiteChrome } from "~/site/site.server";

/** The programme's summary in a convocation: its first lines, not the whole syllabus. */
const SUMMARY_LENGTH = 600;

/** A map of the venue: its coordinates when known, else a search for its address. */
export function mapUrl(venue: {
  name: string;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  latitude: string | null;
  longitude: string | null;
}): string | null {
  if (venue.latitude && venue.longitude) {
    const at = `${Number(venue.latitude)},${Number(venue.longitude)}`;
    return `https://www.openstreetmap.org/?mlat=${Number(venue.latitude)}&mlon=${Number(venue.longitude)}#map=17/${at.replace(",", "/")}`;
  }
  const query = [venue.address, venue.postal_code, venue.city, venue.country].filter(Boolean).join(", ");
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}

/** An IANA zone the runtime knows, else null. */
export function knownZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

function summaryOf(html: string): string {
  const text = htmlToLines(html).trim();
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), SUMMARY_LENGTH - 40)).trimEnd()}…`;
}

/**
 * The facts of a session's convocation for one participant (their name, language and clock), or
 * staff's preview in `lang` without one. Null when the session (or that registration of it) is
 * not there.
 */
export async function loadConvocationFacts(
  sessionId: string,
  who: { registrationId: string } | { lang: Lang },
): Promise<ConvocationFacts | null> {
  if (!isUuid(sessionId)) return null;
  if ("registrationId" in who && !isUuid(who.registrationId)) return null;
  const [rows, sittings, profiles, registrations] = await readTogether(
    () =>
      db()
        .select({
          id: course_sessions.id,
          start_date: course_sessions.start_date,
          end_date: course_sessions.end_date,
          timezone: course_sessions.timezone,
          remote_url: course_sessions.remote_url,
          course: {
            slug: courses.slug,
            reference: courses.reference,
            title_fr: courses.title_fr,
            title_en: courses.title_en,
            objectives_fr: courses.objectives_fr,
            objectives_en: courses.objectives_en,
            syllabus_fr: courses.syllabus_fr,
            syllabus_en: courses.syllabus_en,
            duration_hours: courses.duration_hours,
            what_to_bring_fr: courses.what_to_bring_fr,
            what_to_bring_en: courses.what_to_bring_en,
          },
          venue: {
            id: course_locations.id,
            name: course_locations.name,
            address: course_locations.address,
            postal_code: course_locations.postal_code,
            city: course_locations.city,
            country: course_locations.country,
            latitude: course_locations.latitude,
            longitude: course_locations.longitude,
          },
          trainer: instructors.full_name,
          agency: {
            name: agencies.name,
            manager_name: agencies.manager_name,
            email: agencies.email,
            phone: agencies.phone,
            french_rules: agencies.french_rules,
          },
        })
        .from(course_sessions)
        .innerJoin(courses, eq(courses.id, course_sessions.course_id))
        .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
        .leftJoin(instructors, eq(instructors.id, course_sessions.instructor_id))
        .leftJoin(agencies, eq(agencies.id, organisingAgencyId))
        .where(eq(course_sessions.id, sessionId)),
    () =>
      db()
        .select({
          date: session_sittings.date,
          period: session_sittings.period,
          start_time: session_sittings.start_time,
          end_time: session_sittings.end_time,
          starts_at: session_sittings.starts_at,
          ends_at: session_sittings.ends_at,
          planned_minutes: session_sittings.planned_minutes,
        })
        .from(session_sittings)
        .where(and(eq(session_sittings.session_id, sessionId), ne(session_sittings.state, "cancelled")))
        .orderBy(asc(session_sittings.starts_at)),
    () => db().select().from(organisation_profile).limit(1),
    () =>
      "registrationId" in who
        ? db()
            .select({
              first_name: course_session_registrations.first_name,
              last_name: course_session_registrations.last_name,
              company: course_session_registrations.company,
              account_name: users.full_name,
              account_email: users.email,
              language: users.language,
              timezone: users.timezone,
            })
            .from(course_session_registrations)
            .innerJoin(users, eq(users.id, course_session_registrations.user_id))
            .where(
              and(
                eq(course_session_registrations.id, who.registrationId),
                eq(course_session_registrations.session_id, sessionId),
              ),
            )
        : Promise.resolve([]),
  );
  const [row] = rows;
  if (!row) return null;
  const registration = registrations[0];
  if ("registrationId" in who && !registration) return null;
  const lang: Lang = registration
    ? isLang(registration.language)
      ? registration.language
      : "fr"
    : "lang" in who
      ? who.lang
      : "fr";
  const profile = profiles[0];
  const site = await getSiteChrome(lang);
  const base = siteBaseUrl().replace(/\/$/, "");
  const venue = row.venue?.id ? row.venue : null;
  const readerZone = knownZone(registration?.timezone);
  const sittingDays = sittings.map((sitting) => ({
    date: sitting.date,
    start_time: sitting.start_time.slice(0, 5),
    end_time: sitting.end_time.slice(0, 5),
    starts_at: sitting.starts_at.toISOString(),
    ends_at: sitting.ends_at.toISOString(),
    period: sitting.period,
  }));
  const referent = profile?.accessibility_referent_name?.trim();
  const objectives =
    lang === "en" && row.course.objectives_en.length > 0 ? row.course.objectives_en : row.course.objectives_fr;
  return {
    lang,
    participant: registration
      ? {
          name: participantName(registration),
          email: registration.account_email,
          company: registration.company?.trim() || null,
        }
      : null,
    readerTimeZone: readerZone && readerZone !== row.timezone ? readerZone : null,
    course: {
      title: pick(row.course, "title", lang),
      reference: row.course.reference,
      url: courseUrl(base, row.course.slug, lang),
      objectives,
      summary: summaryOf(pick(row.course, "syllabus", lang)),
      duration_hours: row.course.duration_hours,
      what_to_bring: pick(row.course, "what_to_bring", lang).trim(),
    },
    session: {
      id: row.id,
      start_date: row.start_date,
      end_date: row.end_date,
      timezone: row.timezone,
      timezone_label: timeZoneLabel(row.timezone, venue?.city),
      sittings: sittingDays,
      planned_minutes: sittings.reduce((sum, sitting) => sum + sitting.planned_minutes, 0),
    },
    venue: venue
      ? {
          name: venue.name,
          address_lines: addressLines(venue, { country: true }),
          map_url: mapUrl(venue),
        }
      : null,
    remote_url: row.remote_url?.trim() || null,
    trainers: row.trainer?.trim() ? [{ name: row.trainer.trim() }] : [],
    contact: row.agency
      ? { name: row.agency.manager_name || row.agency.name, email: row.agency.email, phone: row.agency.phone }
      : site.contact?.email
        ? { name: site.appName, email: site.contact.email, phone: site.contact.phone ?? null }
        : null,
    accessibility_referent: referent
      ? {
          name: referent,
          email: profile?.accessibility_referent_email ?? null,
          phone: profile?.accessibility_referent_phone ?? null,
        }
      : null,
    organisation: {
      name: profile?.legal_name?.trim() || site.appName,
      address: profile?.address?.trim() || null,
      declaration_number: row.agency?.french_rules ? (profile?.training_declaration_number ?? null) : null,
    },
    site_url: base,
    generated_at: new Date(clock().now()).toISOString(),
  };
}
