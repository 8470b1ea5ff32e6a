// A member's own registrations: the list of /profile/registrations, and what the calendar and
// course pages need to show a signed-in member's sessions as "You are registered" (or their
// place on a full session's waiting list) and to open the registration modal with their known
// details. Reads only; the cancellation is
// cancelOwnRegistration (lifecycle.server.ts).
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { course_locations, course_session_registrations, course_sessions, courses, users } from "#db/schema";
import { type FundingOptions, NO_FUNDING_OPTIONS } from "~/compliance/bpf-categories";
import { loadFundingOptions } from "~/compliance/bpf-categories.server";
import type { PageWindow } from "~/forms/list-params";
import { type Lang, pick } from "~/i18n/messages";
import {
  memberCancellationDeadline,
  memberMayCancel,
  type PaymentStatus,
  type RegistrationStatus,
  SEAT_HOLDING_STATUSES,
  type SessionStatus,
} from "~/registrations/lifecycle";
import type { MemberDetails } from "~/registrations/types";
import { cachedByVersionFor } from "~/server/content-version.server";
import { db, readTogether } from "~/server/db.server";
import { pageAlongside } from "~/server/paging.server";
import { todayIn } from "~/sessions/rules";
import { SESSION_SCHEDULE_COLUMNS, selectSessions } from "~/sessions/session-query.server";
import { memberWaitlist } from "~/waitlist/waitlist.server";

export type MemberBooking = {
  /** Those of the sessions asked about that the member holds a seat in (pending, confirmed, attended). */
  registeredSessionIds: string[];
  /** Those of the sessions asked about whose waiting list the member is on, with their place. */
  waiting: { sessionId: string; position: number }[];
  details: MemberDetails;
  /** The registration form's funding question: the active funding sources and participant types. */
  fundingOptions: FundingOptions;
};

type MemberState = {
  /** Null when the user row is gone. */
  details: MemberDetails | null;
  registeredSessionIds: string[];
  waiting: { sessionId: string; position: number }[];
};

/**
 * The member's own part, in queries read together: their details and which of `sessionIds` they
 * hold (by (session, user) on the registrations' unique index, so it costs the same whatever the
 * number of registrations), and their active waiting-list entries (a member waits on few
 * sessions: all are read, those of the page kept).
 */
async function readMemberState({ userId, sessionIds }: { userId: string; sessionIds: readonly string[] }) {
  const held =
    sessionIds.length === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(${course_session_registrations.session_id}), '[]'::json)
             from ${course_session_registrations}
             where ${and(
               inArray(course_session_registrations.session_id, [...sessionIds]),
               eq(course_session_registrations.user_id, users.id),
               inArray(course_session_registrations.status, [...SEAT_HOLDING_STATUSES]),
             )})`;
  const [[row], entries] = await readTogether(
    () =>
      db()
        .select({
          phone: users.phone,
          company: users.company,
          position: users.position,
          registered: sql<string[]>`${held}`,
        })
        .from(users)
        .where(eq(users.id, userId)),
    () => (sessionIds.length === 0 ? Promise.resolve([]) : memberWaitlist(userId)),
  );
  const shown = new Set(sessionIds);
  const state: MemberState = {
    details: row ? { phone: row.phone, company: row.company, position: row.position } : null,
    registeredSessionIds: row ? row.registered : [],
    waiting: row
      ? entries
          .filter((entry) => shown.has(entry.session_id) && entry.position !== null)
          .map((entry) => ({ sessionId: entry.session_id, position: entry.position ?? 1 }))
      : [],
  };
  return state;
}

/**
 * Kept per member and page (its sessions) until the booking version moves: any seat taken or
 * given back, any waiting-list entry or offer (a place depends on the others'), any change of a
 * user's contact details (migration 0041). A member's course page and calendar then cost no
 * query of their own while nothing of the kind changed; the key holds the user's id, so one
 * member's state is never another's.
 */
const cachedMemberState = cachedByVersionFor(
  "booking",
  ({ userId, sessionIds }: { userId: string; sessionIds: readonly string[] }) => `${userId} ${sessionIds.join(",")}`,
  readMemberState,
  { ttlMs: 10 * 60_000, max: 2000 },
);

/**
 * What a page listing `sessionIds` needs for a signed-in member: their details, which of those
 * sessions they hold, their place on the waiting lists of those they wait for (cachedMemberState),
 * and the funding question's options when the page has a session to register for.
 */
export async function memberBooking(userId: string, sessionIds: readonly string[]): Promise<MemberBooking> {
  const [state, fundingOptions] = await Promise.all([
    cachedMemberState({ userId, sessionIds }),
    sessionIds.length === 0 ? Promise.resolve(NO_FUNDING_OPTIONS) : loadFundingOptions({ activeOnly: true }),
  ]);
  // The kept state is shared by every later view: the page gets copies.
  return {
    registeredSessionIds: [...state.registeredSessionIds],
    waiting: state.waiting.map((entry) => ({ ...entry })),
    details: { ...(state.details ?? { phone: null, company: null, position: null }) },
    fundingOptions,
  };
}

/** A past list's page size (the upcoming ones are few and all shown). */
export const PAST_PAGE_SIZE = 10;
/** A bound on the upcoming list: nobody holds more seats than this at once. */
const MAX_UPCOMING = 100;

export type MemberRegistration = {
  id: string;
  status: RegistrationStatus;
  payment_status: PaymentStatus;
  /** What the registration costs (its price when made), in `currency`. */
  payment_amount: string | null;
  currency: string;
  registered_at: string;
  session_id: string;
  session_status: SessionStatus;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  course_slug: string;
  /** In the reader's language, French when it has no translation. */
  course_title: string;
  /** Whether the course page and the session's .ics can be opened (a published course, a listed session). */
  is_public: boolean;
  location_name: string | null;
  location_address: string | null;
  location_city: string | null;
  location_postal_code: string | null;
  location_country: string | null;
  /** The member may cancel online now (memberMayCancel). */
  may_cancel: boolean;
  /** The last day of online cancellation (memberCancellationDeadline). */
  cancel_until: string;
};

export type MemberRegistrations = {
  upcoming: MemberRegistration[];
  past: MemberRegistration[];
  pastPage: { page: number; totalPages: number; total: number };
};

const columns = {
  id: course_session_registrations.id,
  status: course_session_registrations.status,
  payment_status: course_session_registrations.payment_status,
  payment_amount: course_session_registrations.payment_amount,
  created_at: course_session_registrations.created_at,
  session_id: course_sessions.id,
  session_status: course_sessions.status,
  ...SESSION_SCHEDULE_COLUMNS,
  registration_deadline: course_sessions.registration_deadline,
  course_slug: courses.slug,
  course_title_fr: courses.title_fr,
  course_title_en: courses.title_en,
  course_price: courses.price,
  currency: courses.currency,
  is_published: courses.is_published,
  location_name: course_locations.name,
  location_address: course_locations.address,
  location_city: course_locations.city,
  location_postal_code: course_locations.postal_code,
  location_country: course_locations.country,
};

/** The member's registrations matching `when`, from the registrations' user index. */
function ownRegistrations(userId: string, when: SQL) {
  return selectSessions(columns)
    .innerJoin(course_session_registrations, eq(course_session_registrations.session_id, course_sessions.id))
    .where(and(eq(course_session_registrations.user_id, userId), when));
}

type Row = Awaited<ReturnType<typeof ownRegistrations>>[number];

function toRegistration(row: Row, lang: Lang, now: Date): MemberRegistration {
  const session = {
    status: row.session_status,
    start_date: row.start_date,
    registration_deadline: row.registration_deadline,
  };
  return {
    id: row.id,
    status: row.status,
    payment_status: row.payment_status,
    // Rows older than the payment column carry none: the course's price was the price then.
    payment_amount: row.payment_amount ?? row.course_price,
    currency: row.currency,
    registered_at: row.created_at.toISOString(),
    session_id: row.session_id,
    session_status: row.session_status,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    timezone: row.timezone,
    course_slug: row.course_slug,
    course_title: pick(row, "course_title", lang),
    is_public: row.is_published && row.session_status !== "completed",
    location_name: row.location_name,
    location_address: row.location_address,
    location_city: row.location_city,
    location_postal_code: row.location_postal_code,
    location_country: row.location_country,
    may_cancel: memberMayCancel(row, session, todayIn(row.timezone, now)),
    cancel_until: memberCancellationDeadline(session),
  };
}

/**
 * The member's registrations, split by the session's dates in SQL: upcoming while the session
 * has not ended (soonest first, all of them), past after (latest first, by pages of
 * PAST_PAGE_SIZE). `today` is the server's day; each row's cancellation uses the session's own.
 */
export async function listMemberRegistrations(
  userId: string,
  { lang, today, pastPage, now = new Date() }: { lang: Lang; today: string; pastPage: number; now?: Date },
): Promise<MemberRegistrations> {
  const upcoming = gte(course_sessions.end_date, today);
  const past = lt(course_sessions.end_date, today);
  const pastRows = (window: PageWindow) =>
    ownRegistrations(userId, past)
      .orderBy(desc(course_sessions.start_date), desc(course_sessions.start_time), asc(course_session_registrations.id))
      .limit(window.limit)
      .offset(window.offset);
  const pastCount = db()
    .select({ total: count() })
    .from(course_session_registrations)
    .innerJoin(course_sessions, eq(course_sessions.id, course_session_registrations.session_id))
    .where(and(eq(course_session_registrations.user_id, userId), past))
    .then(([row]) => row.total);
  const [upcomingRows, paging] = await Promise.all([
    ownRegistrations(userId, upcoming)
      .orderBy(asc(course_sessions.start_date), asc(course_sessions.start_time), asc(course_session_registrations.id))
      .limit(MAX_UPCOMING),
    // A stale link past the last page shows the last page.
    pageAlongside(pastRows, pastCount, { page: pastPage, size: PAST_PAGE_SIZE }),
  ]);
  const { rows: pastShown, total } = paging;
  return {
    upcoming: upcomingRows.map((row) => toRegistration(row, lang, now)),
    past: pastShown.map((row) => toRegistration(row, lang, now)),
    pastPage: { page: paging.page, totalPages: paging.totalPages, total },
  };
}
