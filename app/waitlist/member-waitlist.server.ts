// What a member sees of the waiting list (delivery.md §5): their active entries on
// /profile/registrations (course, dates, place in the queue, a live offer's deadline), and the
// page an offer's e-mailed link opens. Reads only: the writes are waitlist.server.ts's.
import { and, eq, inArray } from "drizzle-orm";
import { course_locations, course_sessions, courses, waitlist_entries, waitlist_offers } from "#db/schema";
import { isUuid } from "~/forms/validate";
import { type Lang, pick } from "~/i18n/messages";
import { db } from "~/server/db.server";
import type { MemberWaitlistItem, OfferPage, OfferPageState, WaitlistSessionFacts } from "~/waitlist/member-types";
import { memberWaitlist } from "~/waitlist/waitlist.server";
import { isOfferLinkValid } from "~/waitlist/waitlist-emails.server";

/** The session facts both views show, the course in the reader's language. */
const SESSION_FACTS = {
  session_id: course_sessions.id,
  session_status: course_sessions.status,
  start_date: course_sessions.start_date,
  end_date: course_sessions.end_date,
  start_time: course_sessions.start_time,
  end_time: course_sessions.end_time,
  timezone: course_sessions.timezone,
  course_slug: courses.slug,
  course_title_fr: courses.title_fr,
  course_title_en: courses.title_en,
  is_published: courses.is_published,
  location_name: course_locations.name,
  location_city: course_locations.city,
};

type FactsRow = {
  session_id: string;
  session_status: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  course_slug: string;
  course_title_fr: string;
  course_title_en: string;
  is_published: boolean;
  location_name: string | null;
  location_city: string | null;
};

function factsOf(row: FactsRow, lang: Lang): WaitlistSessionFacts {
  return {
    session_id: row.session_id,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    timezone: row.timezone,
    course_slug: row.course_slug,
    course_title: pick(row, "course_title", lang),
    is_public: row.is_published,
    location_name: row.location_name,
    location_city: row.location_city,
  };
}

function sessionFacts() {
  return db()
    .select(SESSION_FACTS)
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id));
}

/** The member's active entries with their session's facts, in the order they joined (two queries). */
export async function listMemberWaitlist(userId: string, lang: Lang): Promise<MemberWaitlistItem[]> {
  const entries = await memberWaitlist(userId);
  if (entries.length === 0) return [];
  const rows = await sessionFacts().where(
    inArray(course_sessions.id, [...new Set(entries.map((entry) => entry.session_id))]),
  );
  const bySession = new Map(rows.map((row) => [row.session_id, factsOf(row, lang)]));
  return entries.flatMap((entry) => {
    const facts = bySession.get(entry.session_id);
    if (!facts) return [];
    return [
      {
        ...facts,
        id: entry.id,
        position: entry.position ?? 1,
        offer: entry.offer
          ? {
              id: entry.offer.id,
              kind: entry.offer.kind === "broadcast" ? ("broadcast" as const) : ("hold" as const),
              deadline: entry.offer.deadline,
            }
          : null,
      },
    ];
  });
}

/** Whether the offer is made to an entry of `userId` (the profile's buttons act only on one's own). */
export async function isOwnOffer(offerId: string, userId: string): Promise<boolean> {
  if (!isUuid(offerId)) return false;
  const [row] = await db()
    .select({ id: waitlist_offers.id })
    .from(waitlist_offers)
    .innerJoin(waitlist_entries, eq(waitlist_entries.id, waitlist_offers.entry_id))
    .where(and(eq(waitlist_offers.id, offerId), eq(waitlist_entries.user_id, userId)));
  return Boolean(row);
}

/** The offer an e-mailed link names, or null when the id or its token is wrong (the page is a 404). */
export async function loadOfferPage(
  offerId: string,
  token: string,
  lang: Lang,
  nowMs: number,
): Promise<OfferPage | null> {
  if (!isUuid(offerId) || !token || !(await isOfferLinkValid(offerId, token))) return null;
  const [row] = await db()
    .select({
      ...SESSION_FACTS,
      kind: waitlist_offers.kind,
      state: waitlist_offers.state,
      deadline: waitlist_offers.deadline,
    })
    .from(waitlist_offers)
    .innerJoin(course_sessions, eq(course_sessions.id, waitlist_offers.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .where(eq(waitlist_offers.id, offerId));
  if (!row) return null;
  // A live offer past its deadline is over, whether or not the job has marked it yet.
  const state: OfferPageState =
    row.state === "live" && row.deadline.getTime() <= nowMs ? "expired" : (row.state as OfferPageState);
  return {
    ...factsOf(row, lang),
    offer_id: offerId,
    kind: row.kind === "broadcast" ? "broadcast" : "hold",
    state,
    deadline: row.deadline.toISOString(),
  };
}
