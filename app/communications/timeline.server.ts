// A session's communication timeline (delivery.md §4) as one model: per participant and step,
// what was sent (and how its e-mail fared), what is planned and when, what waits and why. The
// staff screen shows it; the periodic job sends the cells it finds due. One reading of the
// rules for both, so the screen never says "planned" for what the job will not send.
import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import {
  course_session_registrations,
  course_sessions,
  courses,
  email_outbox,
  session_changes,
  session_messages,
  session_sittings,
  type TimelineStep,
  users,
} from "#db/schema";
import {
  effectiveTimeline,
  isBelowMinimumUndecided,
  needsDecision,
  plannedTimes,
  REMINDER_QUIET_AFTER_CONVOCATION_MS,
  remoteLinkTimes,
  type SessionPlan,
} from "~/communications/rules";
import { isUuid } from "~/forms/validate";
import { participantName } from "~/registrations/lifecycle.server";
import { db, readTogether } from "~/server/db.server";
import { zonedTimeToUtc } from "~/sessions/ics";
import { instructors } from "~/sessions/session-query.server";

export type Delivery = "queued" | "sent" | "failed" | "bounced";

export type SentMessage = {
  id: string;
  trigger: "job" | "send_now" | "resend";
  created_at: string;
  recipient: string;
  delivery: Delivery;
  outbox_id: string | null;
  last_error: string | null;
};

/**
 * sent: done (its e-mails below); due: its time has come and the job sends it at its next pass;
 * planned: later, at `at`; held: the session is below its minimum, undecided; waiting: the
 * session is not confirmed; unconfirmed: the person's registration is not confirmed yet;
 * skipped: a reminder right after the convocation would repeat it; not_applicable: not for this
 * person or session; missed: its time passed without it (registered after the start).
 */
export type CellState =
  | "sent"
  | "due"
  | "planned"
  | "held"
  | "waiting"
  | "unconfirmed"
  | "skipped"
  | "not_applicable"
  | "missed";

export type TimelineCell = {
  step: TimelineStep;
  occurrence: string;
  state: CellState;
  /** When it is (or was) planned. */
  at: string | null;
  sends: SentMessage[];
};

export type ParticipantRow = {
  id: string;
  name: string;
  email: string;
  status: string;
  language: string;
  cells: TimelineCell[];
};

export type ChangeRow = {
  id: string;
  state: "planned" | "sent" | "void";
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  notify_at: string;
  sent_at: string | null;
  created_at: string;
  changed_by: string | null;
  /** Participants told of it. */
  told: number;
};

export type SessionTimeline = {
  session: {
    id: string;
    course_id: string;
    status: string;
    course_title_fr: string;
    course_title_en: string;
    start_date: string;
    end_date: string;
    timezone: string;
    seats_taken: number;
    min_participants: number;
    minimum_waived_at: string | null;
    remote_url: string | null;
    instructor_id: string | null;
  };
  plan: { firstDay: string; startsAt: string; settings: SessionPlan["settings"] };
  heldBelowMinimum: boolean;
  needsDecision: boolean;
  participants: ParticipantRow[];
  trainer: { id: string; name: string; email: string; cell: TimelineCell } | null;
  escalation: TimelineCell;
  changes: ChangeRow[];
};

const SESSION_COLUMNS = {
  id: course_sessions.id,
  course_id: course_sessions.course_id,
  status: course_sessions.status,
  start_date: course_sessions.start_date,
  end_date: course_sessions.end_date,
  start_time: course_sessions.start_time,
  timezone: course_sessions.timezone,
  seats_taken: course_sessions.seats_taken,
  min_participants: course_sessions.min_participants,
  minimum_waived_at: course_sessions.minimum_waived_at,
  remote_url: course_sessions.remote_url,
  instructor_id: course_sessions.instructor_id,
  convocation_days: course_sessions.convocation_days,
  reminder_days: course_sessions.reminder_days,
  remote_link_minutes: course_sessions.remote_link_minutes,
  trainer_pack_days: course_sessions.trainer_pack_days,
  course: {
    title_fr: courses.title_fr,
    title_en: courses.title_en,
    convocation_days: courses.convocation_days,
    reminder_days: courses.reminder_days,
    remote_link_minutes: courses.remote_link_minutes,
    trainer_pack_days: courses.trainer_pack_days,
  },
  trainer: { id: instructors.id, name: instructors.full_name, email: instructors.email },
};

type SessionRow = Awaited<ReturnType<typeof readSessions>>[number];

function readSessions(where: ReturnType<typeof and>) {
  return db()
    .select(SESSION_COLUMNS)
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(instructors, eq(instructors.id, course_sessions.instructor_id))
    .where(where);
}

/**
 * The sessions whose timeline may have something to send around `now`: not cancelled nor over,
 * starting within 62 days; `size` of them by id after `after` (the job's pass walks them a page
 * at a time), or the one session `only`.
 */
export function activeSessionsAround(
  now: Date,
  { after, size, only }: { after: string | null; size: number; only?: string },
) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return readSessions(
    and(
      inArray(course_sessions.status, ["scheduled", "confirmed"]),
      gte(course_sessions.end_date, day(-2)),
      lte(course_sessions.start_date, day(62)),
      after === null ? undefined : gt(course_sessions.id, after),
      only === undefined ? undefined : eq(course_sessions.id, only),
    ),
  )
    .orderBy(asc(course_sessions.id))
    .limit(size);
}

function planOf(row: SessionRow, sittings: { date: string; starts_at: Date; ends_at: Date }[]): SessionPlan {
  const first = sittings[0];
  return {
    timezone: row.timezone,
    firstDay: first?.date ?? row.start_date,
    startsAt: first?.starts_at ?? zonedTimeToUtc(row.start_date, row.start_time, row.timezone),
    settings: effectiveTimeline(row.course, row),
    hasRemoteLink: Boolean(row.remote_url?.trim()),
    sittings,
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function deliveryOf(row: { status: string | null; bounced: boolean | null }): Delivery {
  if (row.bounced) return "bounced";
  if (row.status === "sent") return "sent";
  if (row.status === "failed") return "failed";
  return "queued";
}

/**
 * Rows by their session, in the order they were read. The model takes each session's own from
 * here: filtering every row for every session was quadratic, and the job's pass over the
 * sessions around today (14,692 of 100,000 in `bench:catalogue`'s data, 44,000 sittings) spent
 * 8–10 s in it every minute, blocking the embedded database's one thread.
 */
function bySession<T extends { session_id: string }>(rows: readonly T[]): (sessionId: string) => T[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.session_id);
    if (group) group.push(row);
    else groups.set(row.session_id, [row]);
  }
  return (sessionId) => groups.get(sessionId) ?? [];
}

/** Builds the timelines of `rows` at `now`, in four queries whatever their number. */
export async function buildTimelines(rows: SessionRow[], now: Date, options: { withChanges?: boolean } = {}) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [sittings, registrations, messages, changes] = await readTogether(
    () =>
      db()
        .select({
          session_id: session_sittings.session_id,
          date: session_sittings.date,
          starts_at: session_sittings.starts_at,
          ends_at: session_sittings.ends_at,
        })
        .from(session_sittings)
        .where(and(inArray(session_sittings.session_id, ids), sql`${session_sittings.state} <> 'cancelled'`))
        .orderBy(asc(session_sittings.starts_at)),
    () =>
      db()
        .select({
          id: course_session_registrations.id,
          session_id: course_session_registrations.session_id,
          status: course_session_registrations.status,
          first_name: course_session_registrations.first_name,
          last_name: course_session_registrations.last_name,
          account_name: users.full_name,
          account_email: users.email,
          language: users.language,
        })
        .from(course_session_registrations)
        .innerJoin(users, eq(users.id, course_session_registrations.user_id))
        .where(
          and(
            inArray(course_session_registrations.session_id, ids),
            inArray(course_session_registrations.status, ["pending", "confirmed", "attended"]),
          ),
        )
        .orderBy(
          asc(course_session_registrations.last_name),
          asc(course_session_registrations.first_name),
          asc(course_session_registrations.id),
        ),
    () =>
      db()
        .select({
          id: session_messages.id,
          session_id: session_messages.session_id,
          registration_id: session_messages.registration_id,
          user_id: session_messages.user_id,
          step: session_messages.step,
          occurrence: session_messages.occurrence,
          trigger: session_messages.trigger,
          recipient: session_messages.recipient,
          created_at: session_messages.created_at,
          outbox_id: session_messages.outbox_id,
          status: email_outbox.status,
          bounced: email_outbox.bounced,
          last_error: email_outbox.last_error,
        })
        .from(session_messages)
        .leftJoin(email_outbox, eq(email_outbox.id, session_messages.outbox_id))
        .where(inArray(session_messages.session_id, ids))
        .orderBy(asc(session_messages.created_at)),
    () =>
      options.withChanges
        ? db()
            .select({
              id: session_changes.id,
              session_id: session_changes.session_id,
              state: session_changes.state,
              before: session_changes.before,
              after: session_changes.after,
              notify_at: session_changes.notify_at,
              sent_at: session_changes.sent_at,
              created_at: session_changes.created_at,
              changed_by: users.full_name,
            })
            .from(session_changes)
            .leftJoin(users, eq(users.id, session_changes.changed_by))
            .where(inArray(session_changes.session_id, ids))
            .orderBy(desc(session_changes.created_at))
        : Promise.resolve([]),
  );
  const nowMs = now.getTime();
  const [sittingsOf, registrationsOf, messagesOf, changesOf] = [
    bySession(sittings),
    bySession(registrations),
    bySession(messages),
    bySession(changes),
  ];
  return rows.map((row): SessionTimeline => {
    const plan = planOf(row, sittingsOf(row.id));
    const times = plannedTimes(plan);
    const held = isBelowMinimumUndecided(row);
    const confirmed = row.status === "confirmed";
    const mine = messagesOf(row.id);
    const sendsOf = (step: TimelineStep, key: { registration?: string; user?: string | null }, occurrence?: string) =>
      mine
        .filter(
          (m) =>
            m.step === step &&
            (key.registration ? m.registration_id === key.registration : m.registration_id === null) &&
            (key.user === undefined || m.user_id === key.user) &&
            (occurrence === undefined || m.occurrence === occurrence),
        )
        .map(
          (m): SentMessage => ({
            id: m.id,
            trigger: m.trigger,
            created_at: m.created_at.toISOString(),
            recipient: m.recipient,
            delivery: deliveryOf(m),
            outbox_id: m.outbox_id,
            last_error: m.last_error,
          }),
        );
    /** A step's cell from its planned time and whether the person and session qualify. */
    const cell = (
      step: TimelineStep,
      occurrence: string,
      at: Date,
      sends: SentMessage[],
      gate: CellState | null,
      until: Date = plan.startsAt,
    ): TimelineCell => {
      const base = { step, occurrence, at: at.toISOString(), sends };
      if (sends.some((s) => s.trigger !== "resend")) return { ...base, state: "sent" };
      if (gate) return { ...base, state: gate };
      if (nowMs >= until.getTime()) return { ...base, state: "missed" };
      return { ...base, state: nowMs >= at.getTime() ? "due" : "planned" };
    };
    const participants = registrationsOf(row.id).map((r): ParticipantRow => {
      const isConfirmed = r.status === "confirmed" || r.status === "attended";
      const personGate: CellState | null = isConfirmed ? (confirmed ? null : "waiting") : "unconfirmed";
      const convocationSends = sendsOf("convocation", { registration: r.id });
      const convocation = cell(
        "convocation",
        "",
        times.convocation,
        convocationSends,
        personGate ?? (held ? "held" : null),
      );
      const firstConvocation = convocationSends.find((s) => s.trigger !== "resend");
      // No reminder without a convocation, nor hard on its heels (a late registrant's).
      const reminderGate =
        personGate ??
        (convocation.state === "held"
          ? "held"
          : firstConvocation &&
              Date.parse(firstConvocation.created_at) > times.reminder.getTime() - REMINDER_QUIET_AFTER_CONVOCATION_MS
            ? "skipped"
            : null);
      const reminderCell = cell(
        "reminder",
        plan.firstDay,
        times.reminder,
        sendsOf("reminder", { registration: r.id }, plan.firstDay),
        reminderGate,
      );
      // Due only once the convocation went: it is the convocation's follow-up.
      const reminder =
        reminderCell.state === "due" && !firstConvocation
          ? { ...reminderCell, state: "planned" as const }
          : reminderCell;
      const remote = remoteLinkTimes(plan).map((day) =>
        cell(
          "remote_link",
          day.day,
          day.at,
          sendsOf("remote_link", { registration: r.id }, day.day),
          personGate,
          day.endsAt,
        ),
      );
      const notices = mine
        .filter((m) => m.step === "change_notice" && m.registration_id === r.id)
        .map((m) => m.occurrence)
        .filter((occurrence, index, all) => all.indexOf(occurrence) === index)
        .map((occurrence): TimelineCell => {
          const sends = sendsOf("change_notice", { registration: r.id }, occurrence);
          return { step: "change_notice", occurrence, state: "sent", at: sends[0]?.created_at ?? null, sends };
        });
      return {
        id: r.id,
        name: participantName(r),
        email: r.account_email,
        status: r.status,
        language: r.language,
        cells: [convocation, reminder, ...remote, ...notices],
      };
    });
    const trainer = row.trainer?.id
      ? {
          id: row.trainer.id,
          name: row.trainer.name,
          email: row.trainer.email,
          cell: cell(
            "trainer_pack",
            plan.firstDay,
            times.trainer_pack,
            sendsOf("trainer_pack", { user: row.trainer.id }, plan.firstDay),
            null,
          ),
        }
      : null;
    const daysUntil = Math.round(
      (Date.parse(`${plan.firstDay}T00:00:00Z`) - Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`)) /
        86_400_000,
    );
    const decision = needsDecision(row, daysUntil);
    const escalationSends = sendsOf("escalation", {}, plan.firstDay);
    const escalation = cell(
      "escalation",
      plan.firstDay,
      times.escalation,
      escalationSends,
      decision ? null : "not_applicable",
    );
    return {
      session: {
        id: row.id,
        course_id: row.course_id,
        status: row.status,
        course_title_fr: row.course.title_fr,
        course_title_en: row.course.title_en,
        start_date: row.start_date,
        end_date: row.end_date,
        timezone: row.timezone,
        seats_taken: row.seats_taken,
        min_participants: row.min_participants,
        minimum_waived_at: iso(row.minimum_waived_at),
        remote_url: row.remote_url,
        instructor_id: row.instructor_id,
      },
      plan: { firstDay: plan.firstDay, startsAt: plan.startsAt.toISOString(), settings: plan.settings },
      heldBelowMinimum: held,
      needsDecision: decision,
      participants,
      trainer,
      escalation,
      changes: changesOf(row.id).map((c) => ({
        id: c.id,
        state: c.state,
        before: c.before,
        after: c.after,
        notify_at: c.notify_at.toISOString(),
        sent_at: iso(c.sent_at),
        created_at: c.created_at.toISOString(),
        changed_by: c.changed_by,
        told: new Set(
          mine.filter((m) => m.step === "change_notice" && m.occurrence === c.id).map((m) => m.registration_id),
        ).size,
      })),
    };
  });
}

/** One session's timeline for the staff screen; null when there is no such session. */
export async function loadSessionTimeline(sessionId: string, now: Date): Promise<SessionTimeline | null> {
  if (!isUuid(sessionId)) return null;
  const rows = await readSessions(and(eq(course_sessions.id, sessionId)));
  const [timeline] = await buildTimelines(rows, now, { withChanges: true });
  return timeline ?? null;
}

/** A cell the job may send: due, for a participant, the trainer or staff. */
export type DueItem = {
  sessionId: string;
  step: TimelineStep;
  occurrence: string;
  registrationId: string | null;
  userId: string | null;
};

/** Every cell due in `timelines`. */
export function dueItems(timelines: SessionTimeline[]): DueItem[] {
  const items: DueItem[] = [];
  for (const timeline of timelines) {
    const sessionId = timeline.session.id;
    for (const participant of timeline.participants) {
      for (const cell of participant.cells) {
        if (cell.state === "due")
          items.push({
            sessionId,
            step: cell.step,
            occurrence: cell.occurrence,
            registrationId: participant.id,
            userId: null,
          });
      }
    }
    if (timeline.trainer?.cell.state === "due")
      items.push({
        sessionId,
        step: "trainer_pack",
        occurrence: timeline.trainer.cell.occurrence,
        registrationId: null,
        userId: timeline.trainer.id,
      });
    if (timeline.escalation.state === "due")
      items.push({
        sessionId,
        step: "escalation",
        occurrence: timeline.escalation.occurrence,
        registrationId: null,
        userId: null,
      });
  }
  return items;
}
