// How the attendance board writes times and durations (browser-safe): an instant as the wall
// clock of the session's zone ("14:05", "14:05:09"), never the reader's machine's nor UTC, so
// staff in another country read the time the room saw; minutes as hours ("3 h 30").

import type { TFunction } from "i18next";
import { dateTimeFormat, formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";

function knownZone(zone: string): string {
  try {
    dateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** "14:05" (or "14:05:09" with `seconds`) of `instant` on the clock of `zone`. */
export function clockTime(instant: string, zone: string, seconds = false): string {
  const parsed = new Date(instant);
  if (Number.isNaN(parsed.getTime())) return instant;
  return dateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
    hourCycle: "h23",
    timeZone: knownZone(zone),
  }).format(parsed);
}

/** Minutes as "3 h 30" / "3 h" / "45 min": the same in both languages. */
export function hoursOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/** "Tue 10 Mar 2031 · Morning": how a sitting is named in buttons, headers and dialogs. */
export function sittingName(
  sitting: { date: string; period: "morning" | "afternoon" },
  lang: Lang,
  t: (key: string) => string,
): string {
  return `${formatDate(sitting.date, lang, "weekday")} · ${t(`attendance.period.${sitting.period}`)}`;
}

/** "Present", "Late 10 min", "Left early 30 min", "Absent", "Excused absence". */
export function markText(
  mark: { status: string; late_minutes: number | null; left_early_minutes: number | null },
  t: TFunction,
): string {
  if (mark.status === "late") return t(`admin.attendance.participants.late_by`, { count: mark.late_minutes ?? 0 });
  if (mark.status === "left_early")
    return t(`admin.attendance.participants.left_early_by`, { count: mark.left_early_minutes ?? 0 });
  return t(`attendance.status.${mark.status}`);
}
