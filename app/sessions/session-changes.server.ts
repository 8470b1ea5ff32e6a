// Changes of a session its participants must be told of (delivery.md §4): date, hours, time
// zone, place, remote link, trainer. The session's editor takes a snapshot before its write and
// records the change after it, in the same transaction; a burst of edits before the notice goes
// is one change (the first `before`, the latest `after`), and edits that put everything back
// leave nothing to tell. The communication timeline's job (or staff's "send now") sends the notice
// (app/communications/): the session knows nothing of who is told.
import { and, eq, sql } from "drizzle-orm";
import { course_locations, course_sessions, session_changes, users } from "#db/schema";
import { formatAddress } from "~/i18n/address";
import { formatDateRange, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { timeZoneLabel } from "~/sessions/format";

/**
 * A change's notice waits this long for further edits, so a burst of corrections (the room,
 * then its time) is one e-mail; staff may send it at once.
 */
export const CHANGE_NOTICE_DELAY_MS = 10 * 60_000;

/** One changed detail as a notice lists it, both values already written for the reader. */
export type ChangedDetail = {
  field: "dates" | "hours" | "timezone" | "place" | "remote" | "trainer";
  before: string;
  after: string;
};

/** What participants were told of a session, with the labels a notice prints. */
export type SessionSnapshot = {
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  location_id: string | null;
  location: string | null;
  city: string | null;
  remote_url: string | null;
  instructor_id: string | null;
  trainer: string | null;
};

/** The notice's fields and the snapshot's values each is made of (an id when there is one). */
const FIELDS: Record<ChangedDetail["field"], (keyof SessionSnapshot)[]> = {
  dates: ["start_date", "end_date"],
  hours: ["start_time", "end_time"],
  timezone: ["timezone"],
  place: ["location_id"],
  remote: ["remote_url"],
  trainer: ["instructor_id"],
};
/** Labels kept beside the ids, so a notice names a venue or trainer as they were. */
const LABELS: Partial<Record<keyof SessionSnapshot, (keyof SessionSnapshot)[]>> = {
  location_id: ["location", "city"],
  instructor_id: ["trainer"],
};

export async function snapshotSession(sessionId: string): Promise<SessionSnapshot | null> {
  const [row] = await db()
    .select({
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      start_time: course_sessions.start_time,
      end_time: course_sessions.end_time,
      timezone: course_sessions.timezone,
      location_id: course_sessions.location_id,
      location_name: course_locations.name,
      address: course_locations.address,
      postal_code: course_locations.postal_code,
      city: course_locations.city,
      country: course_locations.country,
      remote_url: course_sessions.remote_url,
      instructor_id: course_sessions.instructor_id,
      trainer: users.full_name,
    })
    .from(course_sessions)
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .leftJoin(users, eq(users.id, course_sessions.instructor_id))
    .where(eq(course_sessions.id, sessionId));
  if (!row) return null;
  const { location_name, address, postal_code, country, ...rest } = row;
  return {
    ...rest,
    start_time: row.start_time.slice(0, 5),
    end_time: row.end_time.slice(0, 5),
    location: location_name
      ? [location_name, formatAddress({ address, postal_code, city: row.city, country })].filter(Boolean).join(", ")
      : null,
    remote_url: row.remote_url?.trim() || null,
  };
}

/** The keys of `before` and `after` that differ among the notice's fields (with their labels). */
function differing(before: Partial<SessionSnapshot>, after: Partial<SessionSnapshot>): Partial<SessionSnapshot> {
  // Keys are FIELDS' own names, never request data: a plain object (Drizzle's jsonb wants one).
  const changed: Record<string, unknown> = {};
  for (const keys of Object.values(FIELDS)) {
    // A field `before` does not hold was not told differently: nothing to compare.
    if (!keys.some((key) => key in before)) continue;
    if (keys.every((key) => (before[key] ?? null) === (after[key] ?? null))) continue;
    for (const key of keys) for (const k of [key, ...(LABELS[key] ?? [])]) changed[k] = before[k] ?? null;
  }
  return changed as Partial<SessionSnapshot>;
}

function pickKeys(snapshot: Partial<SessionSnapshot>, keys: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) picked[key] = snapshot[key as keyof SessionSnapshot] ?? null;
  return picked;
}

/**
 * Records that the session moved from `before` to what it is now, if a told field changed:
 * added to the planned change of the session when one waits (its notice moved on), else a new
 * one; its public calendar event's SEQUENCE rises. Runs in the editor's transaction.
 */
export async function recordSessionChange(
  sessionId: string,
  before: SessionSnapshot,
  options: { by: string | null; nowMs: number },
): Promise<void> {
  const after = await snapshotSession(sessionId);
  if (!after) return;
  const [waiting] = await db()
    .select({ id: session_changes.id, before: session_changes.before })
    .from(session_changes)
    .where(and(eq(session_changes.session_id, sessionId), eq(session_changes.state, "planned")))
    .for("update");
  const changedNow = differing(before, after);
  if (!waiting && Object.keys(changedNow).length === 0) return;
  // The first values told, for every field changed in this burst.
  const told = { ...changedNow, ...((waiting?.before as Partial<SessionSnapshot>) ?? {}) };
  const stillChanged = differing(told, after);
  const keys = Object.keys(stillChanged);
  const notifyAt = new Date(options.nowMs + CHANGE_NOTICE_DELAY_MS);
  if (Object.keys(changedNow).length > 0) {
    await db()
      .update(course_sessions)
      .set({ calendar_sequence: sql`${course_sessions.calendar_sequence} + 1` })
      .where(eq(course_sessions.id, sessionId));
  }
  if (waiting) {
    await db()
      .update(session_changes)
      .set(
        keys.length === 0
          ? { state: "void", before: told, after: pickKeys(after, Object.keys(told)) }
          : { before: pickKeys(told, keys), after: pickKeys(after, keys), notify_at: notifyAt, changed_by: options.by },
      )
      .where(eq(session_changes.id, waiting.id));
    return;
  }
  await db()
    .insert(session_changes)
    .values({
      session_id: sessionId,
      changed_by: options.by,
      before: pickKeys(told, keys),
      after: pickKeys(after, keys),
      notify_at: notifyAt,
    });
}

/** A snapshot's value of one notice field, written for a reader in `lang`. */
function fieldText(field: ChangedDetail["field"], values: Record<string, unknown>, lang: Lang): string {
  const text = (key: string) => (typeof values[key] === "string" ? (values[key] as string) : "");
  switch (field) {
    case "dates":
      return text("start_date")
        ? formatDateRange(text("start_date"), text("end_date") || text("start_date"), lang)
        : "";
    case "hours":
      return text("start_time") ? `${formatTime(text("start_time"))} – ${formatTime(text("end_time"))}` : "";
    case "timezone":
      return text("timezone") ? timeZoneLabel(text("timezone"), text("city") || null) : "";
    case "place":
      return text("location");
    case "remote":
      return text("remote_url");
    case "trainer":
      return text("trainer");
  }
}

/** The notice's lines: each field that differs, with its old and new value for `lang`. */
export function changedDetails(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  lang: Lang,
): ChangedDetail[] {
  return (Object.keys(FIELDS) as ChangedDetail["field"][])
    .filter((field) => FIELDS[field].some((key) => key in before || key in after))
    .filter((field) => FIELDS[field].some((key) => (before[key] ?? null) !== (after[key] ?? null)))
    .map((field) => ({ field, before: fieldText(field, before, lang), after: fieldText(field, after, lang) }));
}
