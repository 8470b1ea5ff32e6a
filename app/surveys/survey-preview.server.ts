// /admin/surveys/preview: a course's survey of one kind as its participants will see it, in the
// language asked (delivery.md §6), built by the participant page's own reads (the course's
// active questions in their order, the form's view) with sample facts where a real survey would
// have its own: the course's latest session's dates, a first name, the closing day of a survey
// sent today. It carries that language's form texts, so staff reading in French can see the
// English form.
import { desc, eq } from "drizzle-orm";
import { course_sessions, courses, type SurveyKind } from "#db/schema";
import { formatDateRange } from "~/i18n/format";
import { getFixedT, getMessages } from "~/i18n/i18n.server";
import { type Lang, type Messages, pick } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { surveyClosesAt } from "./rules";
import type { SurveyFormView } from "./schema";
import { courseQuestions } from "./surveys.server";

export type SurveyPreview = {
  survey: SurveyFormView;
  /** When a survey sent now would close. */
  closes_at: string;
  lang: Lang;
  /** The texts the participant's page uses (the form's, the page's, the fields'), in `lang`. */
  messages: Messages;
};

/** The preview of `courseId`'s `kind` survey in `lang`, or null when there is no such course. */
export async function loadSurveyPreview(
  courseId: string,
  kind: SurveyKind,
  lang: Lang,
  nowMs: number,
): Promise<SurveyPreview | null> {
  const [course] = await db()
    .select({ id: courses.id, title_fr: courses.title_fr, title_en: courses.title_en })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const [session] = await db()
    .select({ start_date: course_sessions.start_date, end_date: course_sessions.end_date })
    .from(course_sessions)
    .where(eq(course_sessions.course_id, courseId))
    .orderBy(desc(course_sessions.start_date))
    .limit(1);
  const [questions, all, t] = await Promise.all([courseQuestions(courseId, kind), getMessages(lang), getFixedT(lang)]);
  const tree = (key: string): Messages => {
    const branch = all[key];
    return typeof branch === "object" ? branch : {};
  };
  return {
    lang,
    closes_at: surveyClosesAt(kind, new Date(nowMs)).toISOString(),
    messages: { surveys: tree("surveys"), ui: tree("ui") },
    survey: {
      id: "preview",
      kind,
      course_title: pick(course, "title", lang),
      dates: session ? formatDateRange(session.start_date, session.end_date, lang) : "",
      participant_first_name: t("admin.surveys.preview.sample_name"),
      questions,
    },
  };
}
