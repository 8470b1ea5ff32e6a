// The rules of sittings and attendance that the browser and the server share (delivery.md §1):
// the rotating QR code's window, the minutes a mark leaves, the drop-out thresholds and the
// drawn signature's limits. Browser-safe: no server import.
import type { AttendanceStatus, SittingState } from "#db/schema";

/** The QR code shown by the trainer changes every 30 seconds. */
export const QR_WINDOW_MS = 30_000;
/** A code from the previous window is still taken this long after it changed (the scan itself takes a moment). */
export const QR_GRACE_MS = 10_000;
/** A sitting opens by itself this long before its start. */
export const OPEN_BEFORE_MS = 15 * 60_000;
/** …and closes by itself this long after its end. */
export const CLOSE_AFTER_MS = 4 * 60 * 60_000;
/** The trainer is reminded to co-sign this long after the end. */
export const TRAINER_REMINDER_AFTER_MS = 30 * 60_000;
/** "Only to those who have not signed 15 minutes after the start." */
export const LINK_UNSIGNED_AFTER_MS = 15 * 60_000;
/** A one-time sign-in code lasts this long and allows this many tries. */
export const SIGN_CODE_TTL_MS = 15 * 60_000;
export const SIGN_CODE_ATTEMPTS = 5;
/** A scanned QR code lets its reader identify and sign for this long. */
export const SCAN_PASS_TTL_MS = 10 * 60_000;
/** A justification is accepted within this many days after the sitting. */
export const JUSTIFICATION_DAYS = 7;
/** Drop-out: under this share of the planned time so far. */
export const DROP_OUT_SHARE = 0.8;

/** Signing is possible only while open (the trainer's kiosk may also take a late one once closed). */
export const SIGNABLE_STATES: readonly SittingState[] = ["open"];
/** The trainer may mark and co-sign while the sitting is open or closed, not once locked. */
export const MARKABLE_STATES: readonly SittingState[] = ["open", "closed"];
export const FROZEN_STATES: readonly SittingState[] = ["locked", "amended"];

export function qrWindow(nowMs: number): number {
  return Math.floor(nowMs / QR_WINDOW_MS);
}

/** The marks a record can carry, as the trainer enters them. */
export type AttendanceMark = {
  status: AttendanceStatus;
  late_minutes?: number | null;
  left_early_minutes?: number | null;
  /** Set: the trainer's own figure; else computed from the mark. */
  minutes_attended?: number | null;
};

/** The minutes attended a mark leaves of the planned minutes (never below 0, never above planned). */
export function minutesFor(mark: AttendanceMark, planned: number): number {
  if (mark.minutes_attended !== undefined && mark.minutes_attended !== null) {
    return Math.max(0, Math.min(planned, Math.round(mark.minutes_attended)));
  }
  switch (mark.status) {
    case "present":
      return planned;
    case "late":
      return Math.max(0, planned - (mark.late_minutes ?? 0));
    case "left_early":
      return Math.max(0, planned - (mark.left_early_minutes ?? 0));
    default:
      return 0;
  }
}

/** Marks that mean the person was not there. */
export function isAbsence(status: AttendanceStatus): boolean {
  return status === "absent" || status === "excused";
}

/** The drawn signature as the browser sends it: strokes of points in a box of this size. */
export const SIGNATURE_BOX = { width: 600, height: 200 } as const;
export const SIGNATURE_LIMITS = { strokes: 60, points: 4000 } as const;
