// The HTTP answers of the two iCalendar routes (one session, the whole feed).
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/messages";
import { siteBaseUrl } from "~/server/config.server";
import { buildIcs } from "~/sessions/ics";
import { todayIso } from "~/sessions/schema";
import { getIcsSessions, ICS_FEED_LIMIT } from "~/sessions/sessions.server";
import { getSiteChrome } from "~/site/site.server";

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
