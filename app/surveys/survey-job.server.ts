// The surveys' periodic job (delivery.md §6), every minute in every process. For each kind, the
// registrations of sessions whose last sitting ended within the kind's window (from its sending
// time, 15 minutes before the end or 60 days after, to its closing) that attended some time and
// have no survey of that kind get one: the row and its invitation's e-mail in one transaction,
// the unique (registration, kind) index making a second process's insert a no-op. Reminders go
// when due, claimed by the count of reminders done (an update that only one process wins);
// after a stop, only the latest due reminder is sent and none once the survey has closed.
import { and, eq, lt, sql } from "drizzle-orm";
import {
  attendance_records,
  course_session_registrations,
  course_sessions,
  SURVEY_KINDS,
  type SurveyKind,
  session_sittings,
  surveys,
} from "#db/schema";
import { clock } from "~/server/clock.server";
import { db, inTransaction, outsideTransaction } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { type PeriodicJob, startPeriodicJob, yieldToRequests } from "~/server/periodic-job.server";
import { onWake } from "~/server/wake.server";
import { remindersDue, SURVEY_TIMING, surveyClosesAt, surveyDueAt } from "./rules";
import { queueSurveyEmail } from "./survey-emails.server";

export type SurveyRun = { invited: number; reminded: number };

const BATCH = 500;

/** Registrations owed a survey of `kind` at `nowMs`: attended some time, not cancelled, none yet. */
async function owedSurveys(kind: SurveyKind, nowMs: number, sessionId?: string) {
  const timing = SURVEY_TIMING[kind];
  // The last sitting ended in (now − send offset − closing, now − send offset].
  const latestEnd = new Date(nowMs - timing.sendAfterEndMs);
  const earliestEnd = new Date(nowMs - timing.sendAfterEndMs - timing.closeAfterMs);
  const ended = db()
    .select({
      session_id: session_sittings.session_id,
      last_end: sql<Date>`max(${session_sittings.ends_at})`.mapWith((value) => new Date(value)).as("last_end"),
    })
    .from(session_sittings)
    // Sittings ending before the window cannot be a session's last one in it.
    .where(and(sql`${session_sittings.state} <> 'cancelled'`, sql`${session_sittings.ends_at} > ${earliestEnd}`))
    .groupBy(session_sittings.session_id)
    .as("ended");
  return db()
    .select({
      registration_id: course_session_registrations.id,
      session_id: course_session_registrations.session_id,
      last_end: ended.last_end,
    })
    .from(ended)
    .innerJoin(course_sessions, eq(course_sessions.id, ended.session_id))
    .innerJoin(course_session_registrations, eq(course_session_registrations.session_id, course_sessions.id))
    .where(
      and(
        sql`${ended.last_end} <= ${latestEnd}`,
        sql`${course_sessions.status} <> 'cancelled'`,
        sql`${course_session_registrations.status} <> 'cancelled'`,
        ...(sessionId ? [eq(course_sessions.id, sessionId)] : []),
        // Only those who attended: some minutes in a sitting of this session.
        sql`exists (select 1 from ${attendance_records} ar join ${session_sittings} s on s.id = ar.sitting_id
          where ar.registration_id = ${course_session_registrations.id} and s.session_id = ${course_sessions.id}
          and ar.minutes_attended > 0)`,
        sql`not exists (select 1 from ${surveys} v where v.registration_id = ${course_session_registrations.id} and v.kind = ${kind})`,
      ),
    )
    .limit(BATCH);
}

/** Creates the survey and queues its invitation; false when another pass did it first. */
async function invite(
  kind: SurveyKind,
  owed: { registration_id: string; session_id: string; last_end: Date },
  nowMs: number,
) {
  const dueAt = surveyDueAt(kind, owed.last_end);
  const [created] = await db()
    .insert(surveys)
    .values({
      registration_id: owed.registration_id,
      session_id: owed.session_id,
      kind,
      due_at: dueAt,
      closes_at: surveyClosesAt(kind, dueAt),
      invited_at: new Date(nowMs),
      // Reminders already due when the invitation goes late are not sent on top of it.
      reminders_done: remindersDue(kind, dueAt, nowMs),
    })
    .onConflictDoNothing()
    .returning({ id: surveys.id });
  if (!created) return false;
  await queueSurveyEmail("invitation", created.id);
  return true;
}

/** Sends the latest due reminder of a survey; false when none is due or another pass sent it. */
async function remind(surveyId: string, nowMs: number) {
  const [survey] = await db()
    .select({ kind: surveys.kind, due_at: surveys.due_at, done: surveys.reminders_done })
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), sql`${surveys.answered_at} is null`));
  if (!survey) return false;
  const due = remindersDue(survey.kind, survey.due_at, nowMs);
  if (due <= survey.done) return false;
  const [claimed] = await db()
    .update(surveys)
    .set({ reminders_done: due, last_reminded_at: new Date(nowMs) })
    .where(and(eq(surveys.id, surveyId), eq(surveys.reminders_done, survey.done), sql`${surveys.answered_at} is null`))
    .returning({ id: surveys.id });
  if (!claimed) return false;
  await queueSurveyEmail("reminder", surveyId);
  return true;
}

/** One pass at `nowMs` (every session, or one). */
export async function runSurveyJob(nowMs: number = clock().now(), only?: { sessionId: string }): Promise<SurveyRun> {
  const run: SurveyRun = { invited: 0, reminded: 0 };
  for (const kind of SURVEY_KINDS) {
    for (const owed of await owedSurveys(kind, nowMs, only?.sessionId)) {
      await yieldToRequests();
      if (await inTransaction(() => invite(kind, owed, nowMs))) run.invited += 1;
    }
    const timing = SURVEY_TIMING[kind];
    // Unanswered, open, with a reminder left, whose first reminder is due.
    const pending = await db()
      .select({ id: surveys.id })
      .from(surveys)
      .where(
        and(
          eq(surveys.kind, kind),
          sql`${surveys.answered_at} is null`,
          lt(surveys.reminders_done, timing.remindersMs.length),
          sql`${surveys.closes_at} > ${new Date(nowMs)}`,
          sql`${surveys.due_at} <= ${new Date(nowMs - timing.remindersMs[0])}`,
          ...(only ? [eq(surveys.session_id, only.sessionId)] : []),
        ),
      )
      .limit(BATCH);
    for (const survey of pending) {
      await yieldToRequests();
      if (await inTransaction(() => remind(survey.id, nowMs))) run.reminded += 1;
    }
  }
  return run;
}

/** Every minute, in every process (safe: see above); woken for a session when someone is marked present. */
export function startSurveyJob(intervalMs = 60_000): PeriodicJob {
  const job = startPeriodicJob("surveys", () => runSurveyJob(), { intervalMs, firstDelayMs: 35_000 });
  const unlisten = onWake("surveys", (sessionId) => {
    if (!sessionId) return;
    outsideTransaction(() => runSurveyJob(clock().now(), { sessionId })).catch((error) =>
      logger.warn({ err: error, sessionId }, "survey pass after a mark failed; the next tick retries"),
    );
  });
  return {
    async stop() {
      unlisten();
      await job.stop();
    },
  };
}
