// /admin/surveys through its real loader, action and workbook (delivery.md §6), on hand-made
// surveys and questions: the answers' filters (course, session, trainer, kind, status, search)
// and the summary of the whole filter; a course's questions (validation, the limit per survey,
// edits, reorder, delete versus archive, the audit log); the XLSX export read back; and who
// gets in (the "surveys" module of the matrix, admins always).
import { and, eq } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import {
  audit_log,
  OBJECTIVES_ANSWERS,
  SURVEY_KINDS,
  SURVEY_QUESTION_TYPES,
  survey_questions,
  surveys,
  users,
} from "#db/schema";
import { loader as previewLoader } from "~/routes/admin/survey-preview";
import { action, loader } from "~/routes/admin/surveys";
import { loader as exportLoader } from "~/routes/admin/surveys-export";
import { db } from "~/server/db.server";
import { readFlashes } from "~/server/flash.server";
import { OBJECTIVES_NAMES, QUESTION_TYPE_NAMES, SURVEY_KIND_NAMES } from "~/surveys/admin-schema";
import { QUESTION_LIMITS } from "~/surveys/rules";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createTeacher,
  createUser,
  createUserProfile,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

type Screen = Awaited<ReturnType<typeof loader>>;
type Answers = Extract<Screen, { tab: "answers" }>;
type Questions = Extract<Screen, { tab: "questions" }>;
type Answer = { ok: boolean; errors?: Record<string, string>; values?: Record<string, string>; formError?: string };

const DAY = 86_400_000;

async function flashesOf(headers: Headers) {
  const cookie = (headers.get("set-cookie") ?? "").split(";")[0];
  return (await readFlashes(new Request("http://localhost/", { headers: { cookie } }))).flashes;
}

describe("back office: surveys", () => {
  useTestDatabase();
  let adminCookie = "";
  let englishCookie = "";
  let operatorCookie = "";
  let surveyorCookie = "";
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    englishCookie = await sessionCookie(await createUser({ role: "admin", language: "en" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator" }));
    // A member whose permission profile grants the surveys module.
    const profile = await createUserProfile({
      permissions: [{ module: "surveys", can_view: true, can_create: true, can_edit: true, can_delete: true }],
    });
    const surveyor = await createUser({ role: "member" });
    await db().update(users).set({ profile_id: profile.id }).where(eq(users.id, surveyor.id));
    surveyorCookie = await sessionCookie(surveyor);

    const excel = await createCourse({ title_fr: "Excel avancé", title_en: "Advanced Excel", reference: "XL-200" });
    const safety = await createCourse({ title_fr: "Sécurité incendie", title_en: "Fire safety" });
    const alice = await createTeacher("Alice Formatrice");
    const bruno = await createTeacher("Bruno Formateur");
    const s1 = await createSession({
      course_id: excel.id,
      instructor_id: alice.id,
      start_date: "2031-03-10",
      end_date: "2031-03-11",
    });
    const s2 = await createSession({ course_id: safety.id, instructor_id: bruno.id });
    Object.assign(ids, { excel: excel.id, safety: safety.id, alice: alice.id, bruno: bruno.id, s1: s1.id, s2: s2.id });

    const people: [string, string, string, string][] = [
      ["zoe", "Zoé", "Lefèvre", s1.id],
      ["marc", "Marc", "Dupont", s1.id],
      ["anna", "Anna", "Kowalska", s1.id],
      ["paul", "Paul", "Martin", s2.id],
    ];
    const registrations: Record<string, string> = {};
    for (const [key, first, last, session] of people) {
      const account = await createUserRow();
      const row = await createRegistration({
        session_id: session,
        user_id: account.id,
        first_name: first,
        last_name: last,
        email: `${key}@example.com`,
        status: "attended",
      });
      registrations[key] = row.id;
    }

    const [slot, useful] = await db()
      .insert(survey_questions)
      .values([
        {
          course_id: excel.id,
          question_type: "single_choice",
          label_fr: "Créneau préféré",
          label_en: "Preferred slot",
          choices: [
            { fr: "Matin", en: "Morning" },
            { fr: "Après-midi", en: "Afternoon" },
          ],
          display_order: 0,
        },
        {
          course_id: excel.id,
          question_type: "scale_10",
          label_fr: "Utilité",
          label_en: "Usefulness",
          display_order: 1,
        },
      ])
      .returning();
    Object.assign(ids, { slot: slot.id, useful: useful.id });

    const now = Date.now();
    const sent = (days: number) => new Date(now - days * DAY);
    const base = (registration: string | null, session: string, kind: "end_of_training" | "follow_up", days = 3) => ({
      registration_id: registration,
      session_id: session,
      kind,
      due_at: sent(days),
      invited_at: sent(days),
      closes_at: new Date(sent(days).getTime() + 14 * DAY),
    });
    const rows = await db()
      .insert(surveys)
      .values([
        {
          ...base(registrations.zoe, s1.id, "end_of_training", 5),
          answered_at: sent(4),
          language: "fr",
          satisfaction: 5,
          objectives: "yes",
          recommend: 9,
          comment: "Très concret, formatrice au top.",
          may_publish: true,
          extra: { [slot.id]: 1, [useful.id]: 8 },
        },
        {
          ...base(registrations.marc, s1.id, "end_of_training", 4),
          answered_at: sent(3),
          satisfaction: 3,
          objectives: "partly",
          recommend: 6,
        },
        // Sent yesterday, still open.
        { ...base(registrations.anna, s1.id, "follow_up", 1) },
        // Sent 20 days ago: closed without an answer.
        { ...base(registrations.paul, s2.id, "end_of_training", 20) },
        // An erased account's answer: anonymous, kept.
        {
          ...base(null, s2.id, "end_of_training", 2),
          answered_at: sent(1),
          satisfaction: 4,
          objectives: "no",
          recommend: 7,
        },
      ])
      .returning({ id: surveys.id });
    Object.assign(ids, {
      zoe: rows[0].id,
      marc: rows[1].id,
      anna: rows[2].id,
      paul: rows[3].id,
      anonymous: rows[4].id,
    });
  });

  const open = async <T = Answers>(search = "", cookie = adminCookie) =>
    (await callRoute<T>(loader, makeRequest(`/admin/surveys${search}`, { cookie }))).data as T;
  const idsOf = (screen: Answers) => screen.list.surveys.map((survey) => survey.id);
  const post = (form: Record<string, string | string[]>, cookie = adminCookie, search = "?tab=questions") =>
    callRoute<Answer>(action, makeRequest(`/admin/surveys${search}`, { form, cookie }));
  const questionForm = (values: Record<string, string> = {}) => ({
    intent: "create",
    course_id: ids.safety,
    survey_kind: "end_of_training",
    question_type: "rating_5",
    label_fr: "Salle agréable",
    label_en: "Pleasant room",
    ...values,
  });
  const questionsOf = async (courseId: string, kind = "end_of_training") =>
    db()
      .select()
      .from(survey_questions)
      .where(and(eq(survey_questions.course_id, courseId), eq(survey_questions.survey_kind, kind as never)))
      .orderBy(survey_questions.display_order);

  it("repeats the database's lists in the browser-safe schema", () => {
    expect([...SURVEY_KIND_NAMES]).toEqual([...SURVEY_KINDS]);
    expect([...QUESTION_TYPE_NAMES]).toEqual([...SURVEY_QUESTION_TYPES]);
    expect([...OBJECTIVES_NAMES]).toEqual([...OBJECTIVES_ANSWERS]);
  });

  it("lists every survey sent, newest first, with its participant, session, trainer and status", async () => {
    const screen = await open();
    expect(screen.tab).toBe("answers");
    expect(idsOf(screen)).toEqual([ids.anna, ids.anonymous, ids.marc, ids.zoe, ids.paul]);
    const zoe = screen.list.surveys.find((survey) => survey.id === ids.zoe);
    expect(zoe).toMatchObject({
      participant: "Zoé Lefèvre",
      email: "zoe@example.com",
      course_title_fr: "Excel avancé",
      start_date: "2031-03-10",
      trainer: "Alice Formatrice",
      status: "answered",
      satisfaction: 5,
      objectives: "yes",
      may_publish: true,
    });
    const anonymous = screen.list.surveys.find((survey) => survey.id === ids.anonymous);
    expect(anonymous).toMatchObject({ participant: "", email: null, status: "answered" });
    expect(screen.list.surveys.find((survey) => survey.id === ids.anna)?.status).toBe("awaiting");
    expect(screen.list.surveys.find((survey) => survey.id === ids.paul)?.status).toBe("closed");
    // The page's answers name their course questions, choices included.
    expect(screen.list.questions.map((question) => question.label_en)).toEqual(["Preferred slot", "Usefulness"]);
    expect(screen.options.trainers.map((trainer) => trainer.name)).toEqual(["Alice Formatrice", "Bruno Formateur"]);
  });

  it("sums up the whole filter: sent, answered, response rate and the core's averages", async () => {
    const all = (await open("?size=10&page=1")).list.summary;
    expect(all.sent).toBe(5);
    expect(all.answered).toBe(3);
    expect(all.responseRate).toBeCloseTo(0.6);
    expect(all.satisfaction).toBeCloseTo(4);
    expect(all.objectivesMet).toBeCloseTo(1 / 3);
    expect(all.recommend).toBeCloseTo(22 / 3);
    // The summary covers the filter, not the page shown.
    const excel = await open(`?course=${ids.excel}&size=10`);
    expect(excel.list.total).toBe(3);
    expect(excel.list.summary).toMatchObject({ sent: 3, answered: 2 });
    expect(excel.list.summary.responseRate).toBeCloseTo(2 / 3);
    expect(excel.list.summary.satisfaction).toBeCloseTo(4);
    expect(excel.list.summary.objectivesMet).toBeCloseTo(0.5);
    expect(excel.list.summary.recommend).toBeCloseTo(7.5);
    const nothing = (await open("?q=nobody")).list.summary;
    expect(nothing).toEqual({
      sent: 0,
      answered: 0,
      responseRate: null,
      satisfaction: null,
      objectivesMet: null,
      recommend: null,
    });
  });

  it("filters by course, session, trainer, kind, status and the participant's name", async () => {
    expect(idsOf(await open(`?course=${ids.safety}`))).toEqual([ids.anonymous, ids.paul]);
    expect(idsOf(await open(`?session=${ids.s1}`))).toEqual([ids.anna, ids.marc, ids.zoe]);
    expect(idsOf(await open(`?trainer=${ids.bruno}`))).toEqual([ids.anonymous, ids.paul]);
    expect(idsOf(await open("?kind=follow_up"))).toEqual([ids.anna]);
    expect(idsOf(await open("?status=answered"))).toEqual([ids.anonymous, ids.marc, ids.zoe]);
    expect(idsOf(await open("?status=awaiting"))).toEqual([ids.anna]);
    expect(idsOf(await open("?status=closed"))).toEqual([ids.paul]);
    expect(idsOf(await open("?q=lefevre zoe"))).toEqual([ids.zoe]);
    expect(idsOf(await open(`?trainer=${ids.alice}&kind=end_of_training&status=answered`))).toEqual([
      ids.marc,
      ids.zoe,
    ]);
    // A malformed filter is ignored, never an error.
    expect(idsOf(await open("?course=nope&kind=weekly&status=lost"))).toHaveLength(5);
  });

  it("exports the filter's surveys with a column per course question, in the viewer's language", async () => {
    const response = (await exportLoader(
      await routeArgs(
        makeRequest(`/admin/surveys/export.xlsx?course=${ids.excel}&status=answered`, { cookie: englishCookie }),
      ),
    )) as Response;
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(rows[0]).toEqual([
      "Course",
      "Reference",
      "Session dates",
      "Trainer",
      "Participant",
      "E-mail",
      "Survey",
      "Sent",
      "Answered",
      "Satisfaction (1–5)",
      "Objectives met",
      "Would recommend (0–10)",
      "Comment",
      "May be published",
      "Preferred slot",
      "Usefulness",
    ]);
    expect(rows).toHaveLength(3);
    const zoe = rows.find((row) => row[4] === "Zoé Lefèvre");
    expect(zoe?.slice(0, 7)).toEqual([
      "Advanced Excel",
      "XL-200",
      "10–11 Mar 2031",
      "Alice Formatrice",
      "Zoé Lefèvre",
      "zoe@example.com",
      "End of training",
    ]);
    expect(zoe?.[7]).toBeInstanceOf(Date);
    expect(zoe?.slice(9)).toEqual([5, "Yes", 9, "Très concret, formatrice au top.", "Yes", "Afternoon", 8]);
    const marc = rows.find((row) => row[4] === "Marc Dupont");
    expect(marc?.slice(13)).toEqual(["No", null, null]);
  });

  it("lists a course's questions for one survey, in order", async () => {
    const screen = await open<Questions>(`?tab=questions&course=${ids.excel}`);
    expect(screen.tab).toBe("questions");
    expect(screen.course?.title).toBe("Excel avancé");
    expect(screen.kind).toBe("end_of_training");
    expect(screen.questions.map((question) => [question.label_fr, question.answered])).toEqual([
      ["Créneau préféré", true],
      ["Utilité", true],
    ]);
    expect((await open<Questions>(`?tab=questions&course=${ids.excel}&kind=follow_up`)).questions).toEqual([]);
    // An unknown course: none chosen.
    const unknown = await open<Questions>("?tab=questions&course=00000000-0000-4000-8000-000000000000");
    expect(unknown.course).toBeNull();
  });

  it("adds a question, refusing a choice question with fewer than two choices and keeping what was typed", async () => {
    const created = await post(questionForm());
    expect(created.status).toBe(200);
    expect(created.data?.ok).toBe(true);
    const [question] = await questionsOf(ids.safety);
    expect(question).toMatchObject({ label_en: "Pleasant room", question_type: "rating_5", choices: [] });

    const refused = await post(
      questionForm({ question_type: "single_choice", "choices.0.fr": "Oui", "choices.0.en": "Yes" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.errors?.choices).toBe("admin.surveys.validation.choices_required");
    expect(refused.data?.values?.["choices.0.fr"]).toBe("Oui");

    const half = await post(
      questionForm({
        question_type: "multiple_choice",
        "choices.0.fr": "Café",
        "choices.0.en": "Coffee",
        "choices.1.fr": "Thé",
      }),
    );
    expect(half.status).toBe(400);
    expect(half.data?.errors?.["choices.1.en"]).toBe("admin.surveys.validation.choice_required");

    const long = await post(questionForm({ label_en: "x".repeat(QUESTION_LIMITS.label + 1) }));
    expect(long.status).toBe(400);
    expect(long.data?.errors?.label_en).toMatch(/^admin\.surveys\.validation\.too_long/);

    const choice = await post(
      questionForm({
        question_type: "multiple_choice",
        label_fr: "Boissons",
        label_en: "Drinks",
        "choices.0.fr": "Café",
        "choices.0.en": "Coffee",
        "choices.1.fr": "Thé",
        "choices.1.en": "Tea",
        "choices.2.fr": "",
        "choices.2.en": "",
        is_required: "on",
      }),
    );
    expect(choice.status).toBe(200);
    const stored = (await questionsOf(ids.safety)).map((row) => [row.label_en, row.choices, row.is_required]);
    expect(stored).toEqual([
      ["Pleasant room", [], false],
      [
        "Drinks",
        [
          { fr: "Café", en: "Coffee" },
          { fr: "Thé", en: "Tea" },
        ],
        true,
      ],
    ]);
    const entries = await db().select().from(audit_log).where(eq(audit_log.entity_type, "survey_question"));
    expect(entries.filter((entry) => entry.action === "create").map((entry) => entry.entity_label)).toEqual(
      expect.arrayContaining(["Salle agréable", "Boissons"]),
    );
  });

  it(`asks at most ${QUESTION_LIMITS.perSurvey} questions of its own per survey`, async () => {
    const course = await createCourse();
    for (let n = 0; n < QUESTION_LIMITS.perSurvey; n++) {
      const answer = await post(questionForm({ course_id: course.id, label_fr: `Q${n}`, label_en: `Q${n}` }));
      expect(answer.status).toBe(200);
    }
    const over = await post(questionForm({ course_id: course.id }));
    expect(over.status).toBe(409);
    expect(over.data?.formError).toBe("admin.surveys.error.too_many_questions");
    expect(await questionsOf(course.id)).toHaveLength(QUESTION_LIMITS.perSurvey);
    // The other survey of the course has its own limit.
    const followUp = await post(questionForm({ course_id: course.id, survey_kind: "follow_up" }));
    expect(followUp.status).toBe(200);
  });

  it("edits a question, keeping an answered one's type and choices", async () => {
    const [room] = await questionsOf(ids.safety);
    const saved = await post(
      questionForm({ intent: "update", id: room.id, label_en: "A pleasant room", question_type: "scale_10" }),
    );
    expect(saved.status).toBe(200);
    const [after] = await questionsOf(ids.safety);
    expect(after).toMatchObject({ label_en: "A pleasant room", question_type: "scale_10", course_id: ids.safety });

    const retyped = await post(
      questionForm({ intent: "update", id: ids.slot, course_id: ids.excel, question_type: "text" }),
    );
    expect(retyped.status).toBe(400);
    expect(retyped.data?.errors?.question_type).toBe("admin.surveys.validation.type_locked");
    const fewer = await post(
      questionForm({
        intent: "update",
        id: ids.slot,
        course_id: ids.excel,
        question_type: "single_choice",
        label_fr: "Créneau",
        label_en: "Slot",
        "choices.0.fr": "Matin",
        "choices.0.en": "Morning",
        "choices.1.fr": "Soir",
        "choices.1.en": "Evening",
        "choices.2.fr": "Nuit",
        "choices.2.en": "Night",
      }),
    );
    // Renamed and added to: fine.
    expect(fewer.status).toBe(200);
    const dropped = await post(
      questionForm({
        intent: "update",
        id: ids.slot,
        course_id: ids.excel,
        question_type: "single_choice",
        "choices.0.fr": "Matin",
        "choices.0.en": "Morning",
        "choices.1.fr": "Soir",
        "choices.1.en": "Evening",
      }),
    );
    expect(dropped.status).toBe(400);
    expect(dropped.data?.errors?.choices).toBe("admin.surveys.validation.choices_locked");
    const unknown = await post(questionForm({ intent: "update", id: "00000000-0000-4000-8000-000000000000" }));
    expect(unknown.status).toBe(404);
  });

  it("reorders a survey's questions, refusing a list that is not the survey's as it stands", async () => {
    const before = (await questionsOf(ids.safety)).map((row) => row.id);
    const scope = `${ids.safety}:end_of_training`;
    const reversed = [...before].reverse();
    const saved = await post({ intent: "reorder", scope, "ids[]": reversed });
    expect(saved.status).toBe(200);
    expect((await questionsOf(ids.safety)).map((row) => row.id)).toEqual(reversed);
    const stale = await post({ intent: "reorder", scope, "ids[]": reversed.slice(1) });
    expect(stale.status).toBe(409);
    const badScope = await post({ intent: "reorder", scope: "nope", "ids[]": reversed });
    expect(badScope.status).toBe(400);
    const entries = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, "reorder"), eq(audit_log.entity_id, ids.safety)));
    expect(entries).toHaveLength(1);
  });

  it("deletes a question no survey answered, and archives one that was answered", async () => {
    const [first] = await questionsOf(ids.safety);
    const deleted = await post({ intent: "delete", id: first.id });
    expect(deleted.status).toBe(302);
    expect(await flashesOf(deleted.headers)).toEqual([{ key: "admin.surveys.success.deleted", tone: "success" }]);
    expect((await questionsOf(ids.safety)).map((row) => row.id)).not.toContain(first.id);

    const archived = await post({ intent: "delete", id: ids.useful });
    expect(archived.status).toBe(302);
    expect(await flashesOf(archived.headers)).toEqual([{ key: "admin.surveys.success.archived", tone: "success" }]);
    const [kept] = await db().select().from(survey_questions).where(eq(survey_questions.id, ids.useful));
    expect(kept.archived_at).toBeInstanceOf(Date);
    // Gone from the survey's list, still naming the answers that refer to it.
    const screen = await open<Questions>(`?tab=questions&course=${ids.excel}`);
    expect(screen.questions.map((question) => question.id)).toEqual([ids.slot]);
    const answers = await open(`?course=${ids.excel}`);
    expect(answers.list.questions.map((question) => question.id)).toContain(ids.useful);
    const actions = await db()
      .select({ action: audit_log.action, id: audit_log.entity_id })
      .from(audit_log)
      .where(eq(audit_log.entity_type, "survey_question"));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: "delete", id: first.id },
        { action: "archive", id: ids.useful },
      ]),
    );
    // Archived already: a second removal finds nothing.
    expect((await post({ intent: "delete", id: ids.useful })).status).toBe(404);
  });

  it("previews a course's survey in the language asked, with its active questions in order", async () => {
    type Preview = Awaited<ReturnType<typeof previewLoader>>;
    const preview = async (search: string, cookie = adminCookie) =>
      callRoute<Preview>(previewLoader, makeRequest(`/admin/surveys/preview${search}`, { cookie }));
    const english = await preview(`?course=${ids.excel}&kind=end_of_training&lang=en`);
    expect(english.status).toBe(200);
    const survey = english.data?.preview.survey;
    expect(survey).toMatchObject({ kind: "end_of_training", course_title: "Advanced Excel", dates: "10–11 Mar 2031" });
    const active = (await questionsOf(ids.excel)).filter((row) => row.archived_at === null).map((row) => row.id);
    expect(survey?.questions.map((question) => question.id)).toEqual(active);
    // The participant's texts come in the language asked, whatever the viewer's.
    expect(english.data?.preview.lang).toBe("en");
    const texts = english.data?.preview.messages as { surveys: { page: { title: string } } };
    expect(texts.surveys.page.title).toBe("End-of-training survey");
    // Without a course: back to the questions tab; an unknown one: not found.
    const none = await preview("");
    expect({ status: none.status, location: none.location }).toEqual({
      status: 302,
      location: "/admin/surveys?tab=questions",
    });
    expect((await preview("?course=00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const refused = await preview(`?course=${ids.excel}`, operatorCookie);
    expect({ status: refused.status, location: refused.location }).toEqual({ status: 302, location: "/" });
  });

  it("lets in admins and those whose matrix grants surveys; refuses an operator without the module", async () => {
    const page = await callRoute(loader, makeRequest("/admin/surveys", { cookie: operatorCookie }));
    expect({ status: page.status, location: page.location }).toEqual({ status: 302, location: "/" });
    const file = await callRoute(exportLoader, makeRequest("/admin/surveys/export.xlsx", { cookie: operatorCookie }));
    expect({ status: file.status, location: file.location }).toEqual({ status: 302, location: "/" });
    const write = await post(questionForm(), operatorCookie);
    expect(write.status).toBe(403);

    const allowed = await callRoute(loader, makeRequest("/admin/surveys", { cookie: surveyorCookie }));
    expect(allowed.status).toBe(200);
    const course = await createCourse();
    const created = await post(questionForm({ course_id: course.id }), surveyorCookie);
    expect(created.status).toBe(200);
    expect(await questionsOf(course.id)).toHaveLength(1);
  });
});
