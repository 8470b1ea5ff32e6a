// The deadlines of an incident (delivery.md §6, decision 033): acknowledged within 2 working
// days, answered within 15 working days, counted in the organisation's country (weekends and
// its public holidays skipped) from the moment it was opened. Browser-safe: no server import.
import { publicHolidays } from "~/attendance/holidays";

export const ACKNOWLEDGE_WORKING_DAYS = 2;
export const ANSWER_WORKING_DAYS = 15;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `from` plus `days` working days (same time of day; UTC calendar days, skipping weekends and holidays). */
export function addWorkingDays(from: Date, days: number, country = "FR"): Date {
  const holidays = new Set<string>();
  const year = from.getUTCFullYear();
  for (const y of [year, year + 1]) for (const day of publicHolidays(country, y)) holidays.add(day);
  const next = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    next.setUTCDate(next.getUTCDate() + 1);
    const weekday = next.getUTCDay();
    if (weekday === 0 || weekday === 6 || holidays.has(dayOf(next))) continue;
    left -= 1;
  }
  return next;
}

export function incidentDeadlines(openedAt: Date, country = "FR"): { acknowledgeBy: Date; answerBy: Date } {
  return {
    acknowledgeBy: addWorkingDays(openedAt, ACKNOWLEDGE_WORKING_DAYS, country),
    answerBy: addWorkingDays(openedAt, ANSWER_WORKING_DAYS, country),
  };
}
