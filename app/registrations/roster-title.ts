// A session's name where a list or a trail names it: "Course — 4–5 févr. 2027" (the roster's
// breadcrumb, rather than its id from the address).
import { formatDateRange } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import type { RosterSession } from "~/registrations/roster.server";

export function sessionTitle(session: Pick<RosterSession, "course" | "start_date" | "end_date">, lang: Lang): string {
  return `${pick(session.course, "title", lang)} — ${formatDateRange(session.start_date, session.end_date, lang)}`;
}
