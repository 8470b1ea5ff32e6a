// The two iCalendar routes (one session, the whole feed): the publicly visible sessions as
// events, and the HTTP answer.
import { and, asc, eq, gte } from "drizzle-orm";
import { course_locations, course_sessions, courses } from "#db/schema";
import { formatAddress } from "~/i18n/address";
import { getFixedT } from "~/i18n/i18n.server";
import { type Lang, pick } from "~/i18n/messages";
import { siteBaseUrl } from "~/server/config.server";
import { buildIcs, type IcsSession } from "~/sessions/ics";
import { todayIso } from "~/sessions/schema";
import { instructors, SESSION_SCHEDULE_COLUMNS, selectSessions } from "~/sessions/session-query.server";
import { publiclyVisible } from "~/sessions/sessions.server";
import { getSiteChrome } from "~/site/site.server";

/** Spec-free cap of the subscribable feed: calendar apps poll it, keep it light. */
export const ICS_FEED_LIMIT = 500;

export type IcsTexts = {
  lang: Lang;
  /** Absolute site URL without trailing slash, for event links. */
  baseUrl: string;
  /** Label before the instructor's name in the description, already translated. */
  instructorLabel: string;
};

function place(row: {
  name: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
}) {
  return [row.name, formatAddress(row)].filter(Boolean).join(", ");
}

/**
 * Sessions as iCalendar events: one (by id) or the upcoming ones (the feed).
 * Only publicly visible sessions (published course, scheduled, confirmed or cancelled:
 * a cancelled one is published with STATUS:CANCELLED, so a calendar that has it drops it);
 * the feed starts today, a single session stays downloadable while visible.
 */
export async function getIcsSessions(
  selection: { id: string } | { limit: number },
  texts: IcsTexts,
  today: string,
): Promise<IcsSession[]> {
  if ("id" in selection && !/^[0-9a-f-]{36}$/i.test(selection.id)) return [];
  const rows = await selectSessions({
    id: course_sessions.id,
    ...SESSION_SCHEDULE_COLUMNS,
    status: course_sessions.status,
    notes_fr: course_sessions.notes_fr,
    notes_en: course_sessions.notes_en,
    updated_at: course_sessions.updated_at,
    sequence: course_sessions.calendar_sequence,
    slug: courses.slug,
    title_fr: courses.title_fr,
    title_en: courses.title_en,
    instructor: instructors.full_name,
    name: course_locations.name,
    address: course_locations.address,
    postal_code: course_locations.postal_code,
    city: course_locations.city,
    country: course_locations.country,
  })
    .where(
      "id" in selection
        ? and(publiclyVisible(), eq(course_sessions.id, selection.id))
        : and(publiclyVisible(), gte(course_sessions.start_date, today)),
    )
    .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time), asc(course_sessions.id))
    .limit("id" in selection ? 1 : selection.limit);
  return rows.map((row) => {
    const url = `${texts.baseUrl}/formations/${row.slug}`;
    const notes = pick({ notes_fr: row.notes_fr ?? "", notes_en: row.notes_en ?? "" }, "notes", texts.lang);
    const description = [row.instructor ? `${texts.instructorLabel} ${row.instructor}` : "", notes, url]
      .filter(Boolean)
      .join("\n\n");
    return {
      id: row.id,
      title: pick(row, "title", texts.lang),
      description,
      location: place(row) || undefined,
      url,
      start_date: row.start_date,
      end_date: row.end_date,
      start_time: row.start_time,
      end_time: row.end_time,
      timezone: row.timezone,
      updated_at: row.updated_at,
      // Raised by each change participants are told of: calendars subscribed to the feed take it.
      sequence: row.sequence,
      cancelled: row.status === "cancelled",
    };
  });
}

export async function icsResponse(page: { lang: Lang }, selection: { id: string } | "feed"): Promise<Response> {
  const { lang } = page;
  const [t, site] = await Promise.all([getFixedT(lang), getSiteChrome()]);
  // The site's address, not the request's: the feed is cached publicly, and behind a proxy the
  // request's host may be an internal one.
  const url = new URL(siteBaseUrl());
  const sessions = await getIcsSessions(
    selection === "feed" ? { limit: ICS_FEED_LIMIT } : selection,
    { lang, baseUrl: url.origin, instructorLabel: t("pages.calendar.ics.instructor") },
    todayIso(),
  );
  if (selection !== "feed" && sessions.length === 0) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const body = buildIcs(sessions, {
    calendarName: `${site.appName} — ${t("pages.calendar.ics.calendar_name")}`,
    domain: url.hostname,
  });
  const headers = new Headers({ "Content-Type": "text/calendar; charset=utf-8" });
  if (selection === "feed") {
    headers.set("Content-Disposition", 'inline; filename="calendrier.ics"');
    headers.set("Cache-Control", "public, max-age=900");
    // The language may come from these headers when ?lang is absent.
    headers.set("Vary", "Accept-Language, Cookie");
  } else {
    headers.set("Content-Disposition", `attachment; filename="session-${selection.id}.ics"`);
    headers.set("Cache-Control", "public, max-age=300");
    headers.set("Vary", "Accept-Language, Cookie");
  }
  return new Response(body, { headers });
}
