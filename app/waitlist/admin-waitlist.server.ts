// The staff side of the waiting list (/admin/sessions/:id/waitlist, delivery.md §5, issue 28):
// the session's seats and queue (positions, priority, live offers and their deadlines), the
// closed entries, and staff's moves — set a priority, offer a seat now, skip, move to another
// session of the course, register over capacity with a reason — plus inviting the people waiting
// for the course's other dates to a new one. Writes run in adminAction's transaction under the
// permission matrix's "sessions" module (decision 022), every seat move with the session's row
// locked first (waitlist.server.ts), each with its audit entry.
import { and, asc, desc, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import {
  ACTIVE_WAITLIST_STATUSES,
  audit_log,
  course_session_registrations,
  course_sessions,
  courses,
  users,
  waitlist_entries,
  waitlist_offers,
} from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import type { AuditRecord } from "~/admin/audit.server";
import { rowIntent } from "~/admin/crud-intents.server";
import { conflict, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { isUuid } from "~/forms/validate";
import { SEAT_HOLDING_STATUSES } from "~/registrations/lifecycle";
import { participantName } from "~/registrations/lifecycle.server";
import { registerForSession } from "~/registrations/registrations.server";
import type { RegistrationInput } from "~/registrations/schema";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { wakeAfterCommit } from "~/server/wake.server";
import { OPEN_SESSION_STATUSES, todayIn } from "~/sessions/rules";
import { findSessionAuditLabel } from "~/sessions/session-query.server";
import { convertSchema, moveSchema, prioritySchema, skipSchema, WAITLIST_INTENTS } from "~/waitlist/admin-schema";
import {
  closesAt,
  endOffer,
  freeSeats,
  isOpen,
  leaveQueue,
  liveOfferOf,
  lockSessionRow,
  offerToEntry,
  QUEUE_ORDER,
  queuePositions,
} from "~/waitlist/waitlist.server";
import { queueWaitlistEmail } from "~/waitlist/waitlist-emails.server";

const K = "admin.waitlist";
const E = `${K}.errors`;
const ENTITY = "waitlist_entry";

const ACTIVE = [...ACTIVE_WAITLIST_STATUSES];

/** The session as the page shows it: its course, dates, clock and seats. */
async function readSession(sessionId: string) {
  const [row] = await db()
    .select({
      id: course_sessions.id,
      course_id: course_sessions.course_id,
      course_title_fr: courses.title_fr,
      course_title_en: courses.title_en,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      start_time: course_sessions.start_time,
      timezone: course_sessions.timezone,
      status: course_sessions.status,
      registration_deadline: course_sessions.registration_deadline,
      seats_available: course_sessions.seats_available,
      seats_taken: course_sessions.seats_taken,
      seats_held: course_sessions.seats_held,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(eq(course_sessions.id, sessionId));
  return row ?? null;
}

/**
 * The people waiting for this session's course on its other dates who could come to this one:
 * one entry each (their earliest), leaving out whoever holds a seat or waits here already.
 */
function invitees(sessionId: string, courseId: string) {
  const here = sql`${sessionId}::uuid`;
  return db()
    .selectDistinctOn([waitlist_entries.user_id], { user_id: waitlist_entries.user_id, entry_id: waitlist_entries.id })
    .from(waitlist_entries)
    .innerJoin(course_sessions, eq(course_sessions.id, waitlist_entries.session_id))
    .where(
      and(
        eq(course_sessions.course_id, courseId),
        ne(waitlist_entries.session_id, sessionId),
        inArray(waitlist_entries.status, ACTIVE),
        notExists(
          db()
            .select({ one: sql`1` })
            .from(course_session_registrations)
            .where(
              and(
                eq(course_session_registrations.session_id, here),
                eq(course_session_registrations.user_id, waitlist_entries.user_id),
                inArray(course_session_registrations.status, [...SEAT_HOLDING_STATUSES]),
              ),
            ),
        ),
        sql`not exists (select 1 from ${waitlist_entries} as mine where mine.session_id = ${here} and mine.user_id = ${waitlist_entries.user_id} and mine.status in ('waiting', 'offered'))`,
      ),
    )
    .orderBy(waitlist_entries.user_id, asc(waitlist_entries.created_at));
}

/** The page's data: the session, its queue in order, the closed entries, where to move, the demand. */
export async function loadWaitlistPage(sessionId: string, nowMs: number = clock().now()) {
  const session = await readSession(sessionId);
  if (!session) return null;
  const [entries, targets, invitable, lastInvite] = await Promise.all([
    db()
      .select({
        id: waitlist_entries.id,
        status: waitlist_entries.status,
        priority: waitlist_entries.priority,
        form: waitlist_entries.form,
        staff_note: waitlist_entries.staff_note,
        created_at: waitlist_entries.created_at,
        closed_at: waitlist_entries.closed_at,
        account_name: users.full_name,
        account_email: users.email,
        offer_kind: waitlist_offers.kind,
        offer_deadline: waitlist_offers.deadline,
      })
      .from(waitlist_entries)
      .innerJoin(users, eq(users.id, waitlist_entries.user_id))
      .leftJoin(
        waitlist_offers,
        and(eq(waitlist_offers.entry_id, waitlist_entries.id), eq(waitlist_offers.state, "live")),
      )
      .where(eq(waitlist_entries.session_id, sessionId))
      .orderBy(...QUEUE_ORDER),
    // The course's other dates still open: where an entry may be moved.
    db()
      .select({
        id: course_sessions.id,
        start_date: course_sessions.start_date,
        end_date: course_sessions.end_date,
        free: sql<number>`${course_sessions.seats_available} - ${course_sessions.seats_taken} - ${course_sessions.seats_held}`,
      })
      .from(course_sessions)
      .where(
        and(
          eq(course_sessions.course_id, session.course_id),
          ne(course_sessions.id, sessionId),
          inArray(course_sessions.status, [...OPEN_SESSION_STATUSES]),
          sql`${course_sessions.start_date} >= ${todayIn(session.timezone, new Date(nowMs))}`,
        ),
      )
      .orderBy(asc(course_sessions.start_date)),
    invitees(sessionId, session.course_id),
    // The last invitation sent for this date, so staff see it went before pressing again.
    db()
      .select({
        at: audit_log.created_at,
        count: sql<number | null>`(${audit_log.changes}->'waitlist_invited'->>'after')::int`,
      })
      .from(audit_log)
      .where(
        and(
          eq(audit_log.entity_type, "session"),
          eq(audit_log.entity_id, sessionId),
          sql`${audit_log.changes} -> 'waitlist_invited' is not null`,
        ),
      )
      .orderBy(desc(audit_log.created_at))
      .limit(1),
  ]);
  let position = 0;
  const rows = entries.map((entry) => {
    const isActive = (ACTIVE as string[]).includes(entry.status);
    const form = entry.form as Record<string, unknown>;
    const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string) : null);
    return {
      id: entry.id,
      status: entry.status,
      priority: entry.priority,
      staff_note: entry.staff_note,
      created_at: entry.created_at.toISOString(),
      closed_at: entry.closed_at?.toISOString() ?? null,
      name: participantName({
        first_name: text("firstName"),
        last_name: text("lastName"),
        account_name: entry.account_name,
        account_email: entry.account_email,
      }),
      email: entry.account_email,
      position: isActive ? ++position : null,
      offer:
        entry.offer_kind && entry.offer_deadline
          ? { kind: entry.offer_kind, deadline: entry.offer_deadline.toISOString() }
          : null,
    };
  });
  // Offers (and invitations) only while registrations are open: the same rule as the job's.
  const isOpenForOffers = isOpen(session) && (await closesAt(session)).getTime() > nowMs;
  return {
    session,
    now: new Date(nowMs).toISOString(),
    isOpenForOffers,
    queue: rows.filter((row) => row.position !== null),
    history: rows
      .filter((row) => row.position === null)
      .sort((a, b) => (b.closed_at ?? "").localeCompare(a.closed_at ?? "")),
    targets: targets.map((target) => ({ ...target, free: Number(target.free) })),
    demand: {
      count: invitable.length,
      lastInvite: lastInvite[0]
        ? { at: lastInvite[0].at.toISOString(), count: Number(lastInvite[0].count ?? 0) }
        : null,
    },
  };
}

export type WaitlistPage = NonNullable<Awaited<ReturnType<typeof loadWaitlistPage>>>;
export type WaitlistRow = WaitlistPage["queue"][number];

/** The active entry `entryId` of this session with what the audit needs, or null. */
async function activeEntry(sessionId: string, entryId: string) {
  const [entry] = await db()
    .select({
      id: waitlist_entries.id,
      user_id: waitlist_entries.user_id,
      status: waitlist_entries.status,
      priority: waitlist_entries.priority,
      form: waitlist_entries.form,
      email: users.email,
    })
    .from(waitlist_entries)
    .innerJoin(users, eq(users.id, waitlist_entries.user_id))
    .where(
      and(
        eq(waitlist_entries.id, entryId),
        eq(waitlist_entries.session_id, sessionId),
        inArray(waitlist_entries.status, ACTIVE),
      ),
    );
  return entry ?? null;
}

export async function setPriority(sessionId: string, entryId: string, priority: number): Promise<WriteResult> {
  const entry = await activeEntry(sessionId, entryId);
  if (!entry) return notFound(`${E}.entry_not_found`);
  await db().update(waitlist_entries).set({ priority }).where(eq(waitlist_entries.id, entryId));
  // The order changed: a pass for the session (a seat to give, an offer whose time is up).
  wakeAfterCommit("waitlist", sessionId);
  return written({
    action: "update",
    entity: ENTITY,
    id: entryId,
    label: entry.email,
    before: { priority: entry.priority },
    after: { priority },
  });
}

export async function offerNow(sessionId: string, entryId: string): Promise<WriteResult> {
  const entry = await activeEntry(sessionId, entryId);
  if (!entry) return notFound(`${E}.entry_not_found`);
  const { offerId, deadline } = await offerToEntry(entryId);
  return written({
    action: "offer",
    entity: ENTITY,
    id: entryId,
    label: entry.email,
    after: { status: "offered", offer_id: offerId, deadline: deadline.toISOString(), by_staff: true },
  });
}

export async function skipEntry(sessionId: string, entryId: string, note?: string): Promise<WriteResult> {
  const entry = await activeEntry(sessionId, entryId);
  if (!entry) return notFound(`${E}.entry_not_found`);
  if (!(await leaveQueue(entryId, "skipped", { note: note ?? null }))) return notFound(`${E}.entry_not_found`);
  return written({
    action: "update",
    entity: ENTITY,
    id: entryId,
    label: entry.email,
    before: { status: entry.status },
    after: { status: "skipped", staff_note: note ?? null },
  });
}

/**
 * The entry leaves this queue (`moved`) and joins the target's — another open date of the same
 * course — with the same form and priority, at the end of its arrival order. If the target has
 * seats free it still goes on its list: the waiting-list pass woken after commit offers at once.
 * Refused when the person holds a seat there or waits there already.
 */
export async function moveEntry(sessionId: string, entryId: string, targetId: string): Promise<WriteResult> {
  if (targetId === sessionId) return conflict(`${E}.move_same`);
  // Both rows locked in one order, so two moves crossing each other cannot deadlock.
  for (const id of [sessionId, targetId].sort()) await lockSessionRow(id);
  const entry = await activeEntry(sessionId, entryId);
  if (!entry) return notFound(`${E}.entry_not_found`);
  const [pair] = await db()
    .select({
      target_course: course_sessions.course_id,
      source_course: sql<string>`(select ${course_sessions.course_id} from ${course_sessions} where ${course_sessions.id} = ${sessionId})`,
    })
    .from(course_sessions)
    .where(eq(course_sessions.id, targetId));
  if (!pair || pair.target_course !== pair.source_course) return conflict(`${E}.move_other_course`);
  const target = await lockSessionRow(targetId);
  if (!target || !isOpen(target) || (await closesAt(target)).getTime() <= clock().now())
    return conflict(`${E}.move_closed`);
  const [seat] = await db()
    .select({ id: course_session_registrations.id })
    .from(course_session_registrations)
    .where(
      and(
        eq(course_session_registrations.session_id, targetId),
        eq(course_session_registrations.user_id, entry.user_id),
        inArray(course_session_registrations.status, [...SEAT_HOLDING_STATUSES]),
      ),
    );
  if (seat) return conflict(`${E}.move_registered`);
  await leaveQueue(entryId, "moved");
  const [moved] = await db()
    .insert(waitlist_entries)
    .values({ session_id: targetId, user_id: entry.user_id, form: entry.form, priority: entry.priority })
    .onConflictDoNothing()
    .returning({ id: waitlist_entries.id });
  if (!moved) return conflict(`${E}.move_waiting`);
  const position = (await queuePositions(targetId)).get(moved.id) ?? 1;
  await queueWaitlistEmail("joined", { entryId: moved.id, position });
  wakeAfterCommit("waitlist", targetId);
  const label = entry.email;
  return written([
    {
      action: "update",
      entity: ENTITY,
      id: entryId,
      label,
      before: { status: entry.status },
      after: { status: "moved", moved_to: targetId },
    },
    {
      action: "create",
      entity: ENTITY,
      id: moved.id,
      label,
      after: { session_id: targetId, moved_from: entryId, priority: entry.priority },
    },
  ]);
}

/**
 * Registers the entry's person over capacity with the form they gave: a live offer of theirs ends
 * first (its held seat back), then the session gets one more seat if none is free (as a staff
 * enrolment does, enrol.server.ts), the normal registration runs, and the entry is `converted`
 * with the reason as its note.
 */
export async function convertEntry(sessionId: string, entryId: string, reason: string): Promise<WriteResult> {
  const session = await lockSessionRow(sessionId);
  if (!session) return notFound(`${E}.not_found`);
  const entry = await activeEntry(sessionId, entryId);
  if (!entry) return notFound(`${E}.entry_not_found`);
  const nowMs = clock().now();
  const audit: AuditRecord[] = [];
  const offer = await liveOfferOf(entryId);
  let free = freeSeats(session);
  if (offer) {
    await endOffer(offer, "void", nowMs);
    if (offer.kind === "hold") free += 1;
  }
  if (free <= 0) {
    await db()
      .update(course_sessions)
      .set({ seats_available: sql`${course_sessions.seats_available} + 1` })
      .where(eq(course_sessions.id, sessionId));
    audit.push({
      action: "update",
      entity: "session",
      id: sessionId,
      label: (await findSessionAuditLabel(sessionId)) ?? sessionId,
      before: { seats_available: session.seats_available },
      after: {
        seats_available: session.seats_available + 1,
        over_capacity_for: entry.email,
        over_capacity_reason: reason,
      },
    });
  }
  const result = await registerForSession({
    sessionId,
    userId: entry.user_id,
    form: entry.form as RegistrationInput,
    now: new Date(nowMs),
  });
  if (!result.ok) return result.status === 404 ? notFound(result.error) : conflict(result.error);
  await db()
    .update(waitlist_entries)
    .set({
      status: "converted",
      registration_id: result.registrationId,
      staff_note: reason,
      closed_at: new Date(nowMs),
    })
    .where(eq(waitlist_entries.id, entryId));
  audit.push(
    {
      action: "create",
      entity: "registration",
      id: result.registrationId,
      label: entry.email,
      after: { session_id: sessionId, from_waitlist: entryId, over_capacity: free <= 0 },
    },
    {
      action: "update",
      entity: ENTITY,
      id: entryId,
      label: entry.email,
      before: { status: entry.status },
      after: { status: "converted", registration_id: result.registrationId, staff_note: reason },
    },
  );
  return written(audit, { data: { registration_id: result.registrationId } });
}

/**
 * "Invite the people waiting": an e-mail, in each one's language, to everyone waiting for this
 * course on another date (once each, however many dates they wait for), with the link to
 * register for this one. They stay on their lists. Refused when registrations here are closed
 * or nobody is waiting elsewhere.
 */
export async function inviteWaiting(sessionId: string): Promise<WriteResult> {
  // Locked: two presses at once run one after the other, and the second sees the first's audit.
  const locked = await lockSessionRow(sessionId);
  const session = await readSession(sessionId);
  if (!locked || !session) return notFound(`${E}.not_found`);
  if (!isOpen(locked) || (await closesAt(locked)).getTime() <= clock().now()) return conflict(`${E}.invite_closed`);
  const people = await invitees(sessionId, session.course_id);
  if (people.length === 0) return conflict(`${E}.nobody_to_invite`);
  for (const person of people)
    await queueWaitlistEmail("new_date", { entryId: person.entry_id, newSessionId: sessionId });
  return written(
    {
      action: "update",
      entity: "session",
      id: sessionId,
      label: (await findSessionAuditLabel(sessionId)) ?? sessionId,
      after: { waitlist_invited: people.length },
    },
    { toastParams: { count: people.length } },
  );
}

export function waitlistActions(urlId: string | undefined): AdminActionSpec {
  // An address that names no session answers not found, before any query reads it as a uuid.
  const sessionId = isUuid(urlId) ? urlId : "00000000-0000-0000-0000-000000000000";
  return {
    what: "waiting list",
    module: "sessions",
    messages: screenMessages(`${K}.error`),
    intents: {
      [WAITLIST_INTENTS.priority]: rowIntent({
        schema: prioritySchema,
        toast: `${K}.toasts.priority`,
        notFound: `${E}.entry_not_found`,
        run: (id, { data }) => setPriority(sessionId, id, data.priority),
      }),
      [WAITLIST_INTENTS.offer]: rowIntent({
        toast: `${K}.toasts.offered`,
        notFound: `${E}.entry_not_found`,
        run: (id) => offerNow(sessionId, id),
      }),
      [WAITLIST_INTENTS.skip]: rowIntent({
        schema: skipSchema,
        toast: `${K}.toasts.skipped`,
        notFound: `${E}.entry_not_found`,
        run: (id, { data }) => skipEntry(sessionId, id, data.note),
      }),
      [WAITLIST_INTENTS.move]: rowIntent({
        schema: moveSchema,
        toast: `${K}.toasts.moved`,
        notFound: `${E}.entry_not_found`,
        run: (id, { data }) => moveEntry(sessionId, id, data.target_session_id),
      }),
      [WAITLIST_INTENTS.convert]: rowIntent({
        schema: convertSchema,
        toast: `${K}.toasts.converted`,
        notFound: `${E}.entry_not_found`,
        run: (id, { data }) => convertEntry(sessionId, id, data.reason),
      }),
      [WAITLIST_INTENTS.invite]: intent({
        toast: `${K}.toasts.invited`,
        run: () => inviteWaiting(sessionId),
      }),
    },
  };
}
