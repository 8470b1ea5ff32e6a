// The demo's surveys (issue 29): every past session's participants who attended were asked the
// end-of-training survey at its time, and most answered, through the real service — so a low
// score opened an incident (handled since), a consented comment waits in the testimonials'
// queue, and the published results are real figures computed from them. Sessions ended more
// than 60 days ago had their follow-up survey too. The leadership course adds two questions of
// its own. No e-mail: they went at the time.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  attendance_records,
  course_session_registrations,
  course_sessions,
  incidents,
  type ObjectivesAnswer,
  type SurveyKind,
  session_sittings,
  survey_questions,
  surveys,
  users,
} from "#db/schema";
import { inOpenTransaction, type Tx } from "~/server/db.server";
import { remindersDue, SURVEY_TIMING, surveyClosesAt, surveyDueAt } from "~/surveys/rules";
import type { SurveyAnswer } from "~/surveys/schema";
import { answerSurvey, courseQuestions } from "~/surveys/surveys.server";

const HOUR = 3_600_000;

type DemoAnswer = {
  satisfaction: number;
  objectives: ObjectivesAnswer;
  recommend: number;
  comment?: { fr: string; en: string };
  publish?: boolean;
  /** The leadership course's own questions: the role plays (1–5) and the pace (choice index). */
  own?: [number, number];
} | null;

/** The answers in the order the participants come (sessions oldest first); null: no answer. */
const END_ANSWERS: DemoAnswer[] = [
  {
    satisfaction: 5,
    objectives: "yes",
    recommend: 10,
    own: [5, 1],
    publish: true,
    comment: {
      fr: "Des mises en situation très proches de mon quotidien de manager : je repars avec un plan d'action concret.",
      en: "Role plays very close to my daily work as a manager: I leave with a concrete action plan.",
    },
  },
  { satisfaction: 4, objectives: "yes", recommend: 8, own: [4, 1] },
  {
    satisfaction: 2,
    objectives: "partly",
    recommend: 4,
    own: [2, 2],
    comment: {
      fr: "Le contenu est bon mais la salle était trop petite et le support est arrivé en retard.",
      en: "Good content, but the room was too small and the handbook arrived late.",
    },
  },
  { satisfaction: 5, objectives: "yes", recommend: 9, own: [5, 1] },
  null,
  {
    satisfaction: 4,
    objectives: "partly",
    recommend: 7,
    own: [3, 2],
    comment: { fr: "Un peu rapide sur le deuxième jour.", en: "A bit fast on the second day." },
  },
  // PMP, Dakar (26 weeks ago).
  { satisfaction: 5, objectives: "yes", recommend: 10 },
  {
    satisfaction: 4,
    objectives: "yes",
    recommend: 9,
    publish: true,
    comment: {
      fr: "Préparation sérieuse et examens blancs utiles : je passe la certification le mois prochain.",
      en: "Serious preparation and useful mock exams: I take the certification next month.",
    },
  },
  { satisfaction: 5, objectives: "yes", recommend: 9 },
  // Leadership, Paris (9 weeks ago).
  { satisfaction: 5, objectives: "yes", recommend: 10, own: [5, 1] },
  { satisfaction: 4, objectives: "yes", recommend: 8, own: [4, 1] },
  // PMP, Dakar (6 weeks ago).
  { satisfaction: 4, objectives: "yes", recommend: 8 },
  {
    satisfaction: 3,
    objectives: "partly",
    recommend: 6,
    comment: { fr: "Trop de théorie le premier jour.", en: "Too much theory on the first day." },
  },
  null,
];

const FOLLOW_UP_ANSWERS: DemoAnswer[] = [
  { satisfaction: 5, objectives: "yes", recommend: 9 },
  { satisfaction: 4, objectives: "yes", recommend: 8 },
  null,
  { satisfaction: 4, objectives: "partly", recommend: 7 },
  { satisfaction: 5, objectives: "yes", recommend: 10 },
  null,
  { satisfaction: 4, objectives: "yes", recommend: 8 },
  { satisfaction: 5, objectives: "yes", recommend: 9 },
  { satisfaction: 4, objectives: "partly", recommend: 7 },
  { satisfaction: 5, objectives: "yes", recommend: 9 },
  null,
];

/** The leadership course's own questions, asked after its core questions. */
async function seedQuestions(tx: Tx, courseId: string | undefined) {
  if (!courseId) return null;
  const course = { id: courseId };
  const [rolePlays, pace] = await tx
    .insert(survey_questions)
    .values([
      {
        course_id: course.id,
        question_type: "rating_5" as const,
        label_fr: "Les mises en situation vous ont-elles été utiles ?",
        label_en: "Were the role plays useful to you?",
        is_required: true,
        display_order: 1,
      },
      {
        course_id: course.id,
        question_type: "single_choice" as const,
        label_fr: "Le rythme de la formation était…",
        label_en: "The pace of the training was…",
        choices: [
          { fr: "Trop lent", en: "Too slow" },
          { fr: "Adapté", en: "Right" },
          { fr: "Trop rapide", en: "Too fast" },
        ],
        display_order: 2,
      },
    ])
    .returning({ id: survey_questions.id });
  return { courseId: course.id, rolePlays: rolePlays.id, pace: pace.id };
}

export async function seedSurveys(tx: Tx, today: Date, ids: { leadershipCourseId: string | undefined }) {
  const nowMs = today.getTime();
  const own = await seedQuestions(tx, ids.leadershipCourseId);
  // Past sessions, oldest first, with the end of their last sitting.
  const past = await tx
    .select({
      id: course_sessions.id,
      course_id: course_sessions.course_id,
      last_end: sql<string>`max(${session_sittings.ends_at})`,
    })
    .from(course_sessions)
    .innerJoin(
      session_sittings,
      and(eq(session_sittings.session_id, course_sessions.id), ne(session_sittings.state, "cancelled")),
    )
    .where(eq(course_sessions.status, "completed"))
    .groupBy(course_sessions.id, course_sessions.course_id, course_sessions.start_date)
    .orderBy(asc(course_sessions.start_date));
  const queues: Record<SurveyKind, DemoAnswer[]> = {
    end_of_training: [...END_ANSWERS],
    follow_up: [...FOLLOW_UP_ANSWERS],
  };
  for (const session of past) {
    const lastEnd = new Date(session.last_end);
    const people = await tx
      .select({ id: course_session_registrations.id, language: users.language })
      .from(course_session_registrations)
      .innerJoin(users, eq(users.id, course_session_registrations.user_id))
      .where(
        and(
          eq(course_session_registrations.session_id, session.id),
          inArray(course_session_registrations.status, ["confirmed", "attended"]),
          sql`exists (select 1 from ${attendance_records} ar join ${session_sittings} s on s.id = ar.sitting_id
            where ar.registration_id = ${course_session_registrations.id} and s.session_id = ${session.id}
            and ar.minutes_attended > 0)`,
        ),
      )
      .orderBy(asc(course_session_registrations.created_at));
    for (const kind of ["end_of_training", "follow_up"] as const) {
      const dueAt = surveyDueAt(kind, lastEnd);
      if (dueAt.getTime() > nowMs) continue;
      const questions =
        kind === "end_of_training" ? await inOpenTransaction(tx, () => courseQuestions(session.course_id, kind)) : [];
      for (const person of people) {
        const planned = queues[kind].shift();
        const answer = planned === undefined ? null : planned;
        const [survey] = await tx
          .insert(surveys)
          .values({
            registration_id: person.id,
            session_id: session.id,
            kind,
            due_at: dueAt,
            closes_at: surveyClosesAt(kind, dueAt),
            invited_at: dueAt,
            // Those who never answered got every reminder due by now.
            reminders_done: answer
              ? 0
              : surveyClosesAt(kind, dueAt).getTime() <= nowMs
                ? SURVEY_TIMING[kind].remindersMs.length
                : remindersDue(kind, dueAt, nowMs),
          })
          .returning({ id: surveys.id });
        if (!answer) continue;
        const lang = person.language === "en" ? "en" : "fr";
        const form = {
          t: "demo",
          satisfaction: answer.satisfaction,
          objectives: answer.objectives,
          recommend: answer.recommend,
          comment: answer.comment ? answer.comment[lang] : null,
          may_publish: answer.publish ?? false,
          ...(own && answer.own && session.course_id === own.courseId
            ? { [`q_${own.rolePlays}`]: answer.own[0], [`q_${own.pace}`]: answer.own[1] }
            : {}),
        } as SurveyAnswer;
        // Answered a few hours after the invitation, through the real service (incident, testimonial).
        const answeredAt = Math.min(dueAt.getTime() + 3 * HOUR, nowMs);
        await inOpenTransaction(tx, () => answerSurvey(survey.id, form, questions, lang, answeredAt), {
          discardEffects: true,
        });
      }
    }
  }
  // The low score's incident was handled at the time: acknowledged the next day, answered within the week.
  const opened = await tx.select().from(incidents).where(eq(incidents.source, "survey"));
  for (const incident of opened) {
    await tx
      .update(incidents)
      .set({
        status: "closed",
        acknowledged_at: new Date(incident.opened_at.getTime() + 20 * HOUR),
        answered_at: new Date(incident.opened_at.getTime() + 4 * 24 * HOUR),
        answer:
          incident.person_language === "en"
            ? "Thank you for telling us. We have moved this course to our larger room and now send the handbook a week before the session."
            : "Merci de nous l'avoir signalé. Cette formation a désormais lieu dans notre grande salle et le support est envoyé une semaine avant la session.",
        closed_at: new Date(incident.opened_at.getTime() + 5 * 24 * HOUR),
      })
      .where(eq(incidents.id, incident.id));
  }
  return { incidentIds: opened.map((incident) => incident.id), leadershipId: own?.courseId ?? null };
}
