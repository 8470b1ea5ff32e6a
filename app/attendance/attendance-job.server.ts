// The periodic job that moves sittings (delivery.md §1) and the steps done with a move. Every
// minute, in every process: each due sitting is claimed FOR UPDATE SKIP LOCKED in its own
// transaction, its condition checked again under the lock, and its step recorded done
// (state, links_sent_at, trainer_reminded_at) in the transaction that queues its e-mails, so
// a step happens once whatever the number of processes. A step due while the server was down
// is done on return when it still makes sense: a sitting that is already over is never opened
// (no links e-mailed for it), only closed and locked.
import { and, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import {
  attendance_alerts,
  attendance_signatures,
  course_sessions,
  organisation_profile,
  session_sittings,
  users,
} from "#db/schema";
import {
  queuePersonalLinkEmail,
  queueTrainerReminderEmail,
  type SittingFacts,
} from "~/attendance/attendance-emails.server";
import { effectiveRecords } from "~/attendance/marks.server";
import {
  CLOSE_AFTER_MS,
  DROP_OUT_SHARE,
  LINK_UNSIGNED_AFTER_MS,
  OPEN_BEFORE_MS,
  TRAINER_REMINDER_AFTER_MS,
} from "~/attendance/rules";
import { personalLinkToken } from "~/attendance/signing.server";
import {
  closeSitting,
  expectedParticipants,
  lockDueAt,
  lockSitting,
  openSitting,
  readSitting,
  type Sitting,
} from "~/attendance/sittings.server";
import { clock } from "~/server/clock.server";
import { siteBaseUrl } from "~/server/config.server";
import { db, inTransaction } from "~/server/db.server";
import { type PeriodicJob, startPeriodicJob, yieldToRequests } from "~/server/periodic-job.server";

/** The signing page of a sitting. */
export function signingPath(sittingId: string): string {
  return `/sign/${sittingId}`;
}

async function sittingFacts(sittingId: string): Promise<SittingFacts | null> {
  const row = await readSitting(sittingId);
  if (!row) return null;
  return {
    date: row.sitting.date,
    start_time: row.sitting.start_time,
    end_time: row.sitting.end_time,
    timezone: row.session.timezone,
    course_title_fr: row.course.title_fr,
    course_title_en: row.course.title_en ?? "",
  };
}

/**
 * E-mails each expected participant (all, or those who have not signed) their personal link,
 * and records it done. Called in the transaction that opens the sitting, or the job's.
 */
export async function sendPersonalLinks(sitting: Sitting, options: { onlyUnsigned: boolean; nowMs: number }) {
  const facts = await sittingFacts(sitting.id);
  if (!facts) return 0;
  const signed = new Set(
    (
      await db()
        .select({ registration_id: attendance_signatures.registration_id })
        .from(attendance_signatures)
        .where(eq(attendance_signatures.sitting_id, sitting.id))
    ).map((row) => row.registration_id),
  );
  const participants = (await expectedParticipants(sitting.session_id)).filter(
    (participant) => !options.onlyUnsigned || !signed.has(participant.id),
  );
  for (const participant of participants) {
    const token = await personalLinkToken(sitting.id, participant.id);
    const url = `${siteBaseUrl()}${signingPath(sitting.id)}?${new URLSearchParams({ r: participant.id, t: token, lang: participant.language ?? "fr" })}`;
    await queuePersonalLinkEmail(
      { email: participant.email, name: participant.name, language: participant.language },
      facts,
      url,
    );
  }
  await db()
    .update(session_sittings)
    .set({ links_sent_at: new Date(options.nowMs) })
    .where(eq(session_sittings.id, sitting.id));
  return participants.length;
}

/** Opens a sitting (the trainer or the job) and, when the session says so, e-mails the personal links. */
export async function openSittingNow(sittingId: string, nowMs: number) {
  const result = await openSitting(sittingId, nowMs);
  if (result.kind !== "ok" || result.audit === null) return result;
  const row = await readSitting(sittingId);
  if (row?.session.sign_by_link === "at_open" && row.sitting.links_sent_at === null) {
    await sendPersonalLinks(row.sitting, { onlyUnsigned: false, nowMs });
  }
  return result;
}

/**
 * Drop-out prevention: an alert when someone missed two sittings in a row or attended under
 * 80 % of the planned time so far (closed and locked sittings), raised once per kind.
 */
export async function raiseDropOutAlerts(sessionId: string) {
  const sittings = await db()
    .select({ id: session_sittings.id, planned: session_sittings.planned_minutes })
    .from(session_sittings)
    .where(
      and(eq(session_sittings.session_id, sessionId), inArray(session_sittings.state, ["closed", "locked", "amended"])),
    )
    .orderBy(session_sittings.starts_at, session_sittings.id);
  if (sittings.length === 0) return;
  const records = await effectiveRecords(sittings.map((s) => s.id));
  const byRegistration = new Map<string, Map<string, (typeof records)[number]>>();
  for (const record of records) {
    const mine = byRegistration.get(record.registration_id) ?? new Map();
    mine.set(record.sitting_id, record);
    byRegistration.set(record.registration_id, mine);
  }
  const alerts: { registration_id: string; kind: "two_missed" | "under_80" }[] = [];
  for (const [registrationId, mine] of byRegistration) {
    let run = 0;
    let longest = 0;
    let planned = 0;
    let attended = 0;
    for (const sitting of sittings) {
      const record = mine.get(sitting.id);
      planned += sitting.planned;
      attended += record?.minutes_attended ?? 0;
      run = record?.status === "absent" ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (longest >= 2) alerts.push({ registration_id: registrationId, kind: "two_missed" });
    if (planned > 0 && attended / planned < DROP_OUT_SHARE)
      alerts.push({ registration_id: registrationId, kind: "under_80" });
  }
  if (alerts.length > 0) await db().insert(attendance_alerts).values(alerts).onConflictDoNothing();
}

/** Claims one sitting for a step: the lock is skipped by other processes, the condition re-read under it. */
async function claim(sittingId: string, condition: ReturnType<typeof sql>) {
  const [row] = await db()
    .select({ id: session_sittings.id })
    .from(session_sittings)
    .where(and(eq(session_sittings.id, sittingId), condition))
    .for("update", { skipLocked: true });
  return row !== undefined;
}

type Step = {
  name: string;
  /** The due sittings, cheaply: the claim checks again. */
  due: (now: Date) => ReturnType<typeof sql>;
  run: (sittingId: string, nowMs: number) => Promise<boolean>;
};

/**
 * `starts_at < at`: implied by each step's own condition (a sitting ends after it starts; a day
 * before tomorrow starts before the day after, whatever the zone), and what lets the walk over
 * the due index (by starts_at) stop there. Without it, once every past sitting had moved on,
 * each step read the whole future to find none: 0.4 s a minute of the embedded database's one
 * thread at 100,000 sessions.
 */
const startedBefore = (at: Date) => sql`${session_sittings.starts_at} < ${at}`;

const notCancelled = sql`exists (select 1 from ${course_sessions} where ${course_sessions.id} = ${session_sittings.session_id} and ${course_sessions.status} <> 'cancelled')`;

const STEPS: Step[] = [
  {
    name: "open",
    due: (now) =>
      sql`${session_sittings.state} = 'scheduled' and ${session_sittings.starts_at} <= ${new Date(now.getTime() + OPEN_BEFORE_MS)} and ${session_sittings.ends_at} > ${now} and ${notCancelled}`,
    run: async (id, nowMs) => (await openSittingNow(id, nowMs)).kind === "ok",
  },
  {
    name: "links to the unsigned",
    due: (now) =>
      sql`${session_sittings.state} = 'open' and ${session_sittings.links_sent_at} is null and ${session_sittings.starts_at} <= ${new Date(now.getTime() - LINK_UNSIGNED_AFTER_MS)} and ${session_sittings.ends_at} > ${now} and exists (select 1 from ${course_sessions} where ${course_sessions.id} = ${session_sittings.session_id} and ${course_sessions.sign_by_link} = 'unsigned_after_start')`,
    run: async (id, nowMs) => {
      const row = await readSitting(id);
      if (!row) return false;
      await sendPersonalLinks(row.sitting, { onlyUnsigned: true, nowMs });
      return true;
    },
  },
  {
    name: "trainer reminder",
    due: (now) =>
      sql`${session_sittings.state} = 'open' and ${session_sittings.trainer_reminded_at} is null and ${session_sittings.ends_at} <= ${new Date(now.getTime() - TRAINER_REMINDER_AFTER_MS)} and ${startedBefore(new Date(now.getTime() - TRAINER_REMINDER_AFTER_MS))} and not exists (select 1 from ${attendance_signatures} where ${attendance_signatures.sitting_id} = ${session_sittings.id} and ${attendance_signatures.signer} = 'trainer')`,
    run: async (id, nowMs) => {
      const row = await readSitting(id);
      if (!row?.session.instructor_id) return false;
      const [trainer] = await db()
        .select({ email: users.email, name: users.full_name, language: users.language })
        .from(users)
        .where(eq(users.id, row.session.instructor_id));
      const facts = await sittingFacts(id);
      if (trainer && facts)
        await queueTrainerReminderEmail(trainer, facts, `${siteBaseUrl()}/trainer/sessions/${row.session.id}`);
      await db()
        .update(session_sittings)
        .set({ trainer_reminded_at: new Date(nowMs) })
        .where(eq(session_sittings.id, id));
      return true;
    },
  },
  {
    name: "close",
    due: (now) =>
      sql`${session_sittings.state} in ('scheduled', 'open') and ${session_sittings.ends_at} <= ${new Date(now.getTime() - CLOSE_AFTER_MS)} and ${startedBefore(new Date(now.getTime() - CLOSE_AFTER_MS))} and ${notCancelled}`,
    run: async (id, nowMs) => {
      const result = await closeSitting(id, { by: null, nowMs, requireTrainerSignature: false });
      if (result.kind !== "ok") return false;
      const row = await readSitting(id);
      if (row) await raiseDropOutAlerts(row.session.id);
      return true;
    },
  },
  {
    name: "lock",
    // Every closed sitting of a day before tomorrow anywhere; the run checks 00:00 in the session's zone.
    due: (now) =>
      sql`${session_sittings.state} = 'closed' and ${session_sittings.date} < ${new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10)}::date and ${startedBefore(new Date(now.getTime() + 2 * 86_400_000))}`,
    run: async (id, nowMs) => {
      const row = await readSitting(id);
      if (!row || lockDueAt(row.sitting, row.session.timezone).getTime() > nowMs) return false;
      const result = await lockSitting(id, { by: null, nowMs });
      if (result.kind === "ok") await raiseDropOutAlerts(row.session.id);
      return result.kind === "ok";
    },
  },
];

/** One pass of every step over what is due; answers how many sittings each step moved. */
export async function runAttendanceJob(nowMs: number = clock().now()): Promise<Record<string, number>> {
  const now = new Date(nowMs);
  const counts: Record<string, number> = {};
  for (const step of STEPS) {
    counts[step.name] = 0;
    const due = await db()
      .select({ id: session_sittings.id })
      .from(session_sittings)
      .where(step.due(now))
      .orderBy(session_sittings.starts_at)
      .limit(500);
    for (const { id } of due) {
      await yieldToRequests();
      const moved = await inTransaction(async () => (await claim(id, step.due(now))) && step.run(id, nowMs));
      if (moved) counts[step.name] += 1;
    }
  }
  return counts;
}

/** Every minute, in every process (safe: see above). */
export function startAttendanceJob(intervalMs = 60_000): PeriodicJob {
  return startPeriodicJob("attendance", () => runAttendanceJob(), { intervalMs, firstDelayMs: 15_000 });
}

/**
 * The signing details that are personal data beyond the evidence itself (IP address, browser,
 * device) are kept as long as the evidence (the organisation's retention, in years), then
 * erased; the signature, its time and method stay. The evidence guard allows this one change.
 */
export async function eraseExpiredSigningDetails(nowMs: number = clock().now()): Promise<number> {
  const [profile] = await db()
    .select({ years: organisation_profile.retention_years })
    .from(organisation_profile)
    .limit(1);
  const years = profile?.years ?? 5;
  const before = new Date(nowMs);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  const erased = await db()
    .update(attendance_signatures)
    .set({ ip_address: null, user_agent: null, device_hash: null })
    .where(
      and(
        lt(attendance_signatures.signed_at, before),
        or(
          isNotNull(attendance_signatures.ip_address),
          isNotNull(attendance_signatures.user_agent),
          isNotNull(attendance_signatures.device_hash),
        ),
      ),
    )
    .returning({ id: attendance_signatures.id });
  return erased.length;
}

/** Once a day, in every process (the update is the same whoever runs it). */
export function startSigningDetailsEraser(intervalMs = 24 * 60 * 60_000): PeriodicJob {
  return startPeriodicJob("signing details retention", () => eraseExpiredSigningDetails(), { intervalMs });
}
