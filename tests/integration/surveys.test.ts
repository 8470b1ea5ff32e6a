// Issue 29, delivery.md §6 on a real database and a simulated clock: the end-of-training survey
// goes 15 minutes before the last sitting ends to those who attended (not to the absent nor the
// cancelled), once, with its reminders after 2 and 5 days and nothing after it closes (14 days);
// a late pass sends only the latest step; the follow-up goes 60 days after. Its link opens the
// form without signing in; one answer per survey; a refused answer keeps what was chosen; a low
// score opens an incident with its deadlines; a comment its author allows becomes a pending
// testimonial with the course and the rating.

import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { email_outbox, incidents, survey_questions, surveys, testimonials } from "#db/schema";
import { setClock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { listOpenMemberSurveys } from "~/surveys/member-surveys.server";
import { surveyLinkToken } from "~/surveys/survey-emails.server";
import { runSurveyJob } from "~/surveys/survey-job.server";
import * as surveyRoute from "../../app/routes/public/survey";
import { useTestDatabase } from "../db";
import {
  createRegistration,
  createTrainedSession,
  createUserRow,
  holdSittings,
  makeRequest,
  seedReferenceData,
} from "../factories";
import { callRoute } from "../route";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// The fixture's session: 10–11 March 2031, 09:00–17:00 Paris; its last sitting ends at 16:00 UTC.
const LAST_END = new Date("2031-03-11T16:00:00Z").getTime();
const DUE = LAST_END - 15 * MINUTE;

async function mailsTo(to: string) {
  return db().select().from(email_outbox).where(eq(email_outbox.to, to)).orderBy(asc(email_outbox.created_at));
}

async function surveyOf(registrationId: string, kind: "end_of_training" | "follow_up" = "end_of_training") {
  const rows = await db().select().from(surveys).where(eq(surveys.registration_id, registrationId));
  return rows.find((row) => row.kind === kind);
}

type Person = { email: string; registrationId: string; userId: string };

async function attendedSession(names: { present: string[]; absent: string[]; cancelled: string[] }) {
  const { course, session, trainer } = await createTrainedSession({
    course: { title_fr: "Gestion de projet", title_en: "Project management" },
  });
  const people: Record<string, Person> = {};
  for (const [group, list] of Object.entries(names)) {
    for (const name of list) {
      const user = await createUserRow({ full_name: name, language: name.startsWith("En") ? "en" : "fr" });
      const registration = await createRegistration({
        session_id: session.id,
        user_id: user.id,
        status: group === "cancelled" ? "cancelled" : "confirmed",
        first_name: name,
        last_name: "Test",
        email: user.email,
        company: "Acme",
        position: "Lead",
      });
      people[name] = { email: user.email, registrationId: registration.id, userId: user.id };
    }
  }
  const marks = Object.fromEntries(
    names.present.map((name) => [
      people[name].registrationId,
      [{ status: "present" as const }, { status: "present" as const }],
    ]),
  );
  await holdSittings(session.id, marks, trainer.id);
  return { course, session, people };
}

async function postAnswer(surveyId: string, form: Record<string, string | string[]>, lang = "fr") {
  return callRoute<{
    ok: boolean;
    errors?: Record<string, string>;
    values?: Record<string, string>;
    formError?: string;
  }>(surveyRoute.action, makeRequest(`/surveys/${surveyId}?lang=${lang}`, { method: "POST", form }), {
    params: { surveyId },
  });
}

describe("surveys after a session (delivery.md §6)", () => {
  useTestDatabase();
  beforeAll(seedReferenceData);

  it("invites those who attended 15 minutes before the end, once, then reminds after 2 and 5 days and stops at closing", async () => {
    const { session, people } = await attendedSession({
      present: ["Alice", "Enzo"],
      absent: ["Bruno"],
      cancelled: ["Chloe"],
    });
    expect(await runSurveyJob(DUE - MINUTE, { sessionId: session.id })).toEqual({ invited: 0, reminded: 0 });
    expect(await runSurveyJob(DUE, { sessionId: session.id })).toEqual({ invited: 2, reminded: 0 });
    // A second pass (another process) finds nothing to do.
    expect(await runSurveyJob(DUE + MINUTE, { sessionId: session.id })).toEqual({ invited: 0, reminded: 0 });
    expect(await surveyOf(people.Bruno.registrationId)).toBeUndefined();
    expect(await surveyOf(people.Chloe.registrationId)).toBeUndefined();

    const [invitation] = await mailsTo(people.Alice.email);
    expect(invitation.subject).toContain("Gestion de projet");
    const survey = await surveyOf(people.Alice.registrationId);
    expect(survey?.closes_at.getTime()).toBe(DUE + 14 * DAY);
    expect(invitation.text).toContain(`/surveys/${survey?.id}?t=${await surveyLinkToken(survey?.id ?? "")}`);
    // The English reader's e-mail is in English.
    const [english] = await mailsTo(people.Enzo.email);
    expect(english.subject).toBe("How was Project management?");

    expect(await runSurveyJob(DUE + 2 * DAY - MINUTE, { sessionId: session.id })).toEqual({ invited: 0, reminded: 0 });
    expect(await runSurveyJob(DUE + 2 * DAY, { sessionId: session.id })).toEqual({ invited: 0, reminded: 2 });
    expect(await runSurveyJob(DUE + 2 * DAY + MINUTE, { sessionId: session.id })).toEqual({ invited: 0, reminded: 0 });
    expect(await runSurveyJob(DUE + 5 * DAY, { sessionId: session.id })).toEqual({ invited: 0, reminded: 2 });
    expect(await runSurveyJob(DUE + 13 * DAY, { sessionId: session.id })).toEqual({ invited: 0, reminded: 0 });
    expect((await mailsTo(people.Alice.email)).map((mail) => mail.subject)).toEqual([
      "Comment s’est passée la formation Gestion de projet\u00a0?",
      "Rappel\u00a0: votre avis sur Gestion de projet",
      "Rappel\u00a0: votre avis sur Gestion de projet",
    ]);
    // Closed: the page says so and an answer is refused.
    const closedAt = DUE + 14 * DAY;
    setClock({ now: () => closedAt, sleep: async () => {} });
    try {
      const token = await surveyLinkToken(survey?.id ?? "");
      const page = await callRoute<{ page: { state: string } }>(
        surveyRoute.loader,
        makeRequest(`/surveys/${survey?.id}?t=${token}`),
        { params: { surveyId: survey?.id ?? "" } },
      );
      expect(page.data?.page.state).toBe("closed");
      const refused = await postAnswer(survey?.id ?? "", {
        t: token,
        satisfaction: "4",
        objectives: "yes",
        recommend: "8",
      });
      expect(refused.data?.formError).toBe("surveys.page.closed");
    } finally {
      setClock();
    }
  });

  it("after a stop, sends the invitation late without the reminders already past, and the follow-up 60 days after", async () => {
    const { session, people } = await attendedSession({ present: ["Dora"], absent: [], cancelled: [] });
    // The server was down for six days: the invitation goes, the two reminders it missed do not.
    expect(await runSurveyJob(DUE + 6 * DAY, { sessionId: session.id })).toEqual({ invited: 1, reminded: 0 });
    expect((await surveyOf(people.Dora.registrationId))?.reminders_done).toBe(2);
    expect(await runSurveyJob(DUE + 7 * DAY, { sessionId: session.id })).toEqual({ invited: 0, reminded: 0 });
    // Past the end-of-training window, nothing is created any more for a newcomer either.
    expect(await runSurveyJob(LAST_END + 60 * DAY - MINUTE, { sessionId: session.id })).toEqual({
      invited: 0,
      reminded: 0,
    });
    expect(await runSurveyJob(LAST_END + 60 * DAY, { sessionId: session.id })).toEqual({ invited: 1, reminded: 0 });
    const followUp = await surveyOf(people.Dora.registrationId, "follow_up");
    expect(followUp?.closes_at.getTime()).toBe(LAST_END + 90 * DAY);
    expect(await runSurveyJob(LAST_END + 67 * DAY, { sessionId: session.id })).toEqual({ invited: 0, reminded: 1 });
    const subjects = (await mailsTo(people.Dora.email)).map((mail) => mail.subject);
    expect(subjects.at(-2)).toBe("Gestion de projet\u00a0: qu’est-ce que la formation a changé pour vous\u00a0?");
    expect(subjects.at(-1)).toBe("Rappel\u00a0: deux mois après Gestion de projet");
  });

  it("takes one answer per survey through its link, keeps a refused answer's choices, opens an incident on a low score and queues a consented comment as a testimonial", async () => {
    const { course, session, people } = await attendedSession({
      present: ["Emma", "Fanny"],
      absent: [],
      cancelled: [],
    });
    const [question] = await db()
      .insert(survey_questions)
      .values({
        course_id: course.id,
        question_type: "multiple_choice",
        label_fr: "Quels modules ?",
        label_en: "Which modules?",
        choices: [
          { fr: "Planning", en: "Planning" },
          { fr: "Risques", en: "Risks" },
        ],
        is_required: true,
      })
      .returning();
    await runSurveyJob(DUE, { sessionId: session.id });
    const emma = await surveyOf(people.Emma.registrationId);
    const id = emma?.id ?? "";
    const token = await surveyLinkToken(id);

    // The member's registrations page lists it with the e-mail's link, until it is answered.
    const open = await listOpenMemberSurveys(people.Emma.userId, "fr", DUE + MINUTE);
    expect(open.map((survey) => survey.href)).toEqual([`/surveys/${id}?t=${encodeURIComponent(token)}&lang=fr`]);
    expect(await listOpenMemberSurveys(people.Emma.userId, "fr", DUE + 14 * DAY)).toEqual([]);

    // A wrong token is the 404 page; the right one opens the form without signing in.
    const wrong = await callRoute(surveyRoute.loader, makeRequest(`/surveys/${id}?t=nope`), {
      params: { surveyId: id },
    });
    expect(wrong.status).toBe(404);
    const page = await callRoute<{ page: { state: string; survey: { questions: { id: string }[] } } }>(
      surveyRoute.loader,
      makeRequest(`/surveys/${id}?t=${token}`),
      { params: { surveyId: id } },
    );
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control") ?? "private, no-store").toContain("no-store");
    expect(page.data?.page.state).toBe("open");
    expect(page.data?.page.survey.questions.map((q) => q.id)).toEqual([question.id]);

    // Missing answers: refused, the choices made kept, each refusal named.
    const refused = await postAnswer(id, { t: token, satisfaction: "2", comment: "Trop dense" });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toMatchObject({
      objectives: "surveys.form.errors.objectives_required",
      recommend: "surveys.form.errors.recommend_required",
      [`q_${question.id}`]: "surveys.form.errors.question_required",
    });
    expect(refused.data?.values).toMatchObject({ satisfaction: "2", comment: "Trop dense" });
    expect((await surveyOf(people.Emma.registrationId))?.answered_at).toBeNull();
    // Out-of-range scores are refused too.
    const outOfRange = await postAnswer(id, {
      t: token,
      satisfaction: "9",
      objectives: "maybe",
      recommend: "11",
      [`q_${question.id}[]`]: ["5"],
    });
    expect(Object.keys(outOfRange.data?.errors ?? {}).sort()).toEqual(
      ["objectives", "recommend", "satisfaction", `q_${question.id}.0`].sort(),
    );

    const answered = await postAnswer(id, {
      t: token,
      satisfaction: "2",
      objectives: "partly",
      recommend: "3",
      comment: "Trop dense, pas assez d’exercices.",
      may_publish: "on",
      [`q_${question.id}[]`]: ["1", "0"],
    });
    expect(answered.data?.ok).toBe(true);
    const stored = await surveyOf(people.Emma.registrationId);
    expect(stored).toMatchObject({
      satisfaction: 2,
      objectives: "partly",
      recommend: 3,
      language: "fr",
      may_publish: true,
    });
    expect(stored?.extra).toEqual({ [question.id]: [0, 1] });

    // One answer per survey.
    const again = await postAnswer(id, {
      t: token,
      satisfaction: "5",
      objectives: "yes",
      recommend: "10",
      [`q_${question.id}[]`]: ["0"],
    });
    expect(again.data?.formError).toBe("surveys.page.already_answered");
    expect((await surveyOf(people.Emma.registrationId))?.satisfaction).toBe(2);
    expect(await listOpenMemberSurveys(people.Emma.userId, "fr", DUE + MINUTE)).toEqual([]);

    // The score of 2 opened an incident, to acknowledge within 2 working days and answer within 15.
    const [incident] = await db().select().from(incidents).where(eq(incidents.survey_id, id));
    expect(incident).toMatchObject({
      source: "survey",
      status: "open",
      session_id: session.id,
      person_email: people.Emma.email,
    });
    expect(incident.summary).toContain("Trop dense");
    expect(incident.acknowledge_by.getTime()).toBeGreaterThan(incident.opened_at.getTime() + 2 * DAY - MINUTE);

    // The consented comment waits in the testimonials' queue with its course and rating.
    const [testimonial] = await db()
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, stored?.testimonial_id ?? ""));
    expect(testimonial).toMatchObject({
      status: "pending",
      course_id: course.id,
      rating: 2,
      content: "Trop dense, pas assez d’exercices.",
      user_id: people.Emma.userId,
      author_company: "Acme",
    });

    // A good score opens nothing; a comment without consent is not a testimonial.
    const fanny = await surveyOf(people.Fanny.registrationId);
    const fannyToken = await surveyLinkToken(fanny?.id ?? "");
    const good = await postAnswer(
      fanny?.id ?? "",
      {
        t: fannyToken,
        satisfaction: "5",
        objectives: "yes",
        recommend: "10",
        comment: "Parfait",
        [`q_${question.id}[]`]: ["0"],
      },
      "en",
    );
    expect(good.data?.ok).toBe(true);
    const fannyStored = await surveyOf(people.Fanny.registrationId);
    expect(fannyStored).toMatchObject({ language: "en", testimonial_id: null, may_publish: false });
    expect(
      await db()
        .select()
        .from(incidents)
        .where(eq(incidents.survey_id, fanny?.id ?? "")),
    ).toEqual([]);
  });
});
