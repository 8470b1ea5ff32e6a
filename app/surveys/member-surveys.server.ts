// The surveys a member still has to answer (/profile/registrations): open, unanswered, theirs —
// with the same signed link the e-mail gave, so a lost e-mail loses nothing.
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { course_session_registrations, course_sessions, courses, surveys } from "#db/schema";
import { formatDateRange } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { db } from "~/server/db.server";
import type { MemberSurvey } from "./member-surveys";
import { surveyLinkToken, surveyPath } from "./survey-emails.server";

export async function listOpenMemberSurveys(userId: string, lang: Lang, nowMs: number): Promise<MemberSurvey[]> {
  const rows = await db()
    .select({
      id: surveys.id,
      kind: surveys.kind,
      closes_at: surveys.closes_at,
      title_fr: courses.title_fr,
      title_en: courses.title_en,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
    })
    .from(surveys)
    .innerJoin(course_session_registrations, eq(course_session_registrations.id, surveys.registration_id))
    .innerJoin(course_sessions, eq(course_sessions.id, surveys.session_id))
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(
      and(
        eq(course_session_registrations.user_id, userId),
        isNull(surveys.answered_at),
        gt(surveys.closes_at, new Date(nowMs)),
      ),
    )
    .orderBy(asc(surveys.closes_at))
    .limit(10);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: row.kind,
      closes_at: row.closes_at.toISOString(),
      course_title: pick(row, "title", lang),
      dates: formatDateRange(row.start_date, row.end_date, lang),
      href: surveyPath(row.id, await surveyLinkToken(row.id), lang),
    })),
  );
}
