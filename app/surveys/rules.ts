// The survey rules of delivery.md §6 that the browser and the server share: when each kind of
// survey is sent, reminded and closed, and the minimum of answers before a figure is published.
// Browser-safe: no server import.
import type { SurveyKind } from "#db/schema";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** When a kind is sent (from the end of the session's last sitting), reminded and closed (from the sending). */
export const SURVEY_TIMING: Record<
  SurveyKind,
  { sendAfterEndMs: number; remindersMs: number[]; closeAfterMs: number }
> = {
  // 15 minutes before the last sitting ends: answered in the room, while it is fresh.
  end_of_training: { sendAfterEndMs: -15 * MINUTE, remindersMs: [2 * DAY, 5 * DAY], closeAfterMs: 14 * DAY },
  follow_up: { sendAfterEndMs: 60 * DAY, remindersMs: [7 * DAY, 14 * DAY], closeAfterMs: 30 * DAY },
};

/** A figure is published from this many answers (participants for the completion rate). */
export const MIN_ANSWERS = 5;
/** Attended at least this share of the planned time: "completed". */
export const COMPLETION_SHARE = 0.8;
/** The published figures cover the sessions ended in the last 12 months. */
export const RESULTS_PERIOD_MONTHS = 12;
/** An answer this low (of 5) opens an incident. */
export const LOW_SCORE = 2;

export function surveyDueAt(kind: SurveyKind, lastSittingEnd: Date): Date {
  return new Date(lastSittingEnd.getTime() + SURVEY_TIMING[kind].sendAfterEndMs);
}

export function surveyClosesAt(kind: SurveyKind, dueAt: Date): Date {
  return new Date(dueAt.getTime() + SURVEY_TIMING[kind].closeAfterMs);
}

/**
 * How many of the kind's reminders are due at `nowMs` for a survey due at `dueAt`: the job sends
 * one when this exceeds those done (only the latest: a server down for days does not send two
 * reminders at once), never once the survey has closed.
 */
export function remindersDue(kind: SurveyKind, dueAt: Date, nowMs: number): number {
  const elapsed = nowMs - dueAt.getTime();
  if (elapsed >= SURVEY_TIMING[kind].closeAfterMs) return 0;
  return SURVEY_TIMING[kind].remindersMs.filter((after) => elapsed >= after).length;
}

/** The comment, the text answers: as long as this. */
export const SURVEY_TEXT_MAX = 2000;
/** Limits of a course's own questions (the staff editor). */
export const QUESTION_LIMITS = { label: 300, choices: 12, choice: 120, perSurvey: 15 } as const;
