// Issue 29, delivery.md §6 on a real database: the published results' four formulas on
// hand-made sessions, sittings, registrations, attendance and surveys (the minimum of 5, the
// rolling 12-month window, cancelled sessions, sittings and registrations left out, completion
// at exactly 80 %, attendance corrections); the job writing only what changed (the public
// pages' cache follows its writes) and woken by a write; and the pages that publish them —
// /resultats, a course's block, the home page — in both languages.

import { asc, eq } from "drizzle-orm";
import { createElement } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  attendance_corrections,
  attendance_records,
  content_version,
  type ObjectivesAnswer,
  published_results,
  type REGISTRATION_STATUSES,
  session_sittings,
  surveys,
} from "#db/schema";
import { getHomeData } from "~/home/home.server";
import { HomeResults } from "~/home/published-results";
import { loader as courseLoader } from "~/routes/public/course";
import { loader as resultsLoader } from "~/routes/public/results";
import { setClock } from "~/server/clock.server";
import { db, inTransaction } from "~/server/db.server";
import { wakeAfterCommit } from "~/server/wake.server";
import { CourseResults } from "~/surveys/course-results";
import type { PublishedResults } from "~/surveys/results";
import {
  computeResults,
  figuresFromCounts,
  NO_COUNTS,
  ORGANISATION_SCOPE,
  readCourseResults,
  readPublishedResults,
  resultsPeriod,
} from "~/surveys/results.server";
import { startResultsJob } from "~/surveys/results-job.server";
import { ResultsScreen, type ResultsScreenProps } from "~/surveys/results-screen";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createUserRow,
  makeRequest,
  seedReferenceData,
} from "../factories";
import { callRoute } from "../route";
import { renderInRouter, testI18nFromLocales, textOf } from "../ssr";

const DAY = 86_400_000;
const NBSP = "\u00a0";
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Each test computes at its own instant, two years from the others', so the organisation's
 * figures count only its own sessions (the window is 12 months).
 */
const era = (n: number) => Date.parse(`${2031 + 2 * n}-06-15T10:00:00Z`);

/** A session of the course held every day from `firstDay` to `lastDay`, 09:00–12:00 UTC: one 180-minute sitting a day. */
async function heldSession(
  courseId: string,
  lastDay: string,
  options: { firstDay?: string; status?: "completed" | "cancelled" | "confirmed" } = {},
) {
  return createSession({
    course_id: courseId,
    start_date: options.firstDay ?? lastDay,
    end_date: lastDay,
    start_time: "09:00",
    end_time: "12:00",
    timezone: "UTC",
    seats_available: 60,
    status: options.status ?? "completed",
  });
}

async function sittingsOf(sessionId: string) {
  return db()
    .select()
    .from(session_sittings)
    .where(eq(session_sittings.session_id, sessionId))
    .orderBy(asc(session_sittings.starts_at));
}

type Answer = { satisfaction: number; objectives?: ObjectivesAnswer };
type Person = {
  /** Minutes attended per sitting, in order (no record past the list's end). */
  minutes?: number[];
  /** The end-of-training survey: answered, sent and unanswered, or never sent (absent). */
  survey?: Answer | "unanswered";
  status?: (typeof REGISTRATION_STATUSES)[number];
};

/** A participant of the session: their registration, attendance records and survey, written as the site would. */
async function participant(sessionId: string, person: Person) {
  const user = await createUserRow();
  const registration = await createRegistration({
    session_id: sessionId,
    user_id: user.id,
    status: person.status ?? "confirmed",
  });
  const sittings = await sittingsOf(sessionId);
  const records = [];
  for (const [i, minutes] of (person.minutes ?? []).entries()) {
    const [record] = await db()
      .insert(attendance_records)
      .values({
        sitting_id: sittings[i].id,
        registration_id: registration.id,
        status: minutes > 0 ? "present" : "absent",
        minutes_attended: minutes,
      })
      .returning();
    records.push(record);
  }
  if (person.survey) {
    const last = sittings[sittings.length - 1];
    const due = new Date(last.ends_at.getTime() - 15 * 60_000);
    const answer = person.survey === "unanswered" ? null : person.survey;
    await db()
      .insert(surveys)
      .values({
        registration_id: registration.id,
        session_id: sessionId,
        kind: "end_of_training",
        due_at: due,
        closes_at: new Date(due.getTime() + 14 * DAY),
        invited_at: due,
        answered_at: answer ? new Date(due.getTime() + 60_000) : null,
        satisfaction: answer?.satisfaction ?? null,
        objectives: answer ? (answer.objectives ?? "yes") : null,
      });
  }
  return { registration, records };
}

async function people(sessionId: string, list: Person[]) {
  for (const person of list) await participant(sessionId, person);
}

/** A survey of the follow-up kind: never counted by the end-of-training figures. */
async function followUp(sessionId: string, satisfaction: number) {
  const { registration } = await participant(sessionId, {});
  const due = new Date();
  await db().insert(surveys).values({
    registration_id: registration.id,
    session_id: sessionId,
    kind: "follow_up",
    due_at: due,
    closes_at: due,
    invited_at: due,
    answered_at: due,
    satisfaction,
    objectives: "yes",
  });
}

const figures = async (scope: string) => (await readPublishedResults(scope))?.figures ?? null;
const figure = async (scope: string, name: string) => (await figures(scope))?.find((f) => f.name === name);

async function contentVersion() {
  const [row] = await db().select({ version: content_version.version }).from(content_version);
  return row?.version ?? 0;
}

describe("published results (delivery.md §6)", () => {
  useTestDatabase();
  beforeAll(seedReferenceData);
  afterEach(() => setClock());

  it("turns counts into figures, publishing a rate only from 5 answers", () => {
    const four = figuresFromCounts({
      ...NO_COUNTS,
      sent: 20,
      answered: 4,
      rated: 4,
      satisfied: 4,
      objectivesAnswered: 4,
      objectivesMet: 2,
      started: 4,
      completed: 4,
    });
    expect(four).toEqual([
      { name: "satisfaction", rate: null, count: 4, of: 4 },
      { name: "response", rate: null, count: 4, of: 20 },
      { name: "completion", rate: null, count: 4, of: 4 },
      { name: "objectives", rate: null, count: 4, of: 4 },
    ]);
    const five = figuresFromCounts({
      sent: 20,
      answered: 5,
      rated: 5,
      satisfied: 4,
      objectivesAnswered: 5,
      objectivesMet: 2,
      started: 6,
      completed: 5,
    });
    expect(five).toEqual([
      { name: "satisfaction", rate: 0.8, count: 5, of: 5 },
      { name: "response", rate: 0.25, count: 5, of: 20 },
      { name: "completion", rate: 0.8333, count: 6, of: 6 },
      { name: "objectives", rate: 0.4, count: 5, of: 5 },
    ]);
    // Nothing counted: nothing published, and no division by zero.
    expect(figuresFromCounts(NO_COUNTS).map((f) => f.rate)).toEqual([null, null, null, null]);
  });

  it("rates satisfaction (4 or 5 of 5), response (answers / sent) and objectives ('yes'), from the fifth answer", async () => {
    const now = era(0);
    const course = await createCourse();
    const session = await heldSession(course.id, dayOf(now - 30 * DAY));
    await people(session.id, [
      { minutes: [180], survey: { satisfaction: 5, objectives: "yes" } },
      { minutes: [180], survey: { satisfaction: 4, objectives: "yes" } },
      { minutes: [180], survey: { satisfaction: 3, objectives: "partly" } },
      { minutes: [180], survey: { satisfaction: 2, objectives: "no" } },
      { minutes: [180], survey: "unanswered" },
      { minutes: [180], survey: "unanswered" },
    ]);
    // Another kind of survey is not the end-of-training one.
    await followUp(session.id, 1);
    await computeResults(now);
    expect(await figures(course.id)).toEqual([
      { name: "satisfaction", rate: null, count: 4, of: 4 },
      { name: "response", rate: null, count: 4, of: 6 },
      // Six who started (the follow-up's respondent attended nothing): enough for this one.
      { name: "completion", rate: 1, count: 6, of: 6 },
      { name: "objectives", rate: null, count: 4, of: 4 },
    ]);

    await participant(session.id, { minutes: [180], survey: { satisfaction: 4, objectives: "yes" } });
    await computeResults(now);
    expect(await figures(course.id)).toEqual([
      { name: "satisfaction", rate: 0.6, count: 5, of: 5 },
      { name: "response", rate: 0.7143, count: 5, of: 7 },
      { name: "completion", rate: 1, count: 7, of: 7 },
      { name: "objectives", rate: 0.6, count: 5, of: 5 },
    ]);
    const stored = await readCourseResults(course.id);
    expect(stored?.period).toEqual({ from: "2030-06-15", to: "2031-06-15" });
    expect(stored?.updatedOn).toBe(new Date(now).toISOString());
  });

  it("counts as completed who attended at least 80 % of the planned time, among those who started", async () => {
    const now = era(1);
    const course = await createCourse();
    // Two days of 180 minutes: 360 planned, 288 is exactly 80 %.
    const session = await heldSession(course.id, dayOf(now - 10 * DAY), { firstDay: dayOf(now - 11 * DAY) });
    await people(session.id, [
      { minutes: [144, 144] }, // exactly 80 %: completed
      { minutes: [144, 143] }, // one minute short
      { minutes: [180, 180] },
      { minutes: [0, 0] }, // never came: not a starter
      {}, // nothing recorded: not a starter
      { minutes: [180, 180], status: "cancelled" }, // cancelled: not counted at all
    ]);
    await computeResults(now);
    expect(await figure(course.id, "completion")).toEqual({ name: "completion", rate: null, count: 3, of: 3 });

    // A staff correction counts, not the record it corrects: 140 + 150 = 290 ≥ 288.
    const { records } = await participant(session.id, { minutes: [140, 140] });
    await db().insert(attendance_corrections).values({
      record_id: records[1].id,
      status: "present",
      minutes_attended: 150,
      previous_status: "present",
      previous_minutes_attended: 140,
      reason: "Signed late, was there",
    });
    await participant(session.id, { minutes: [180, 0] }); // 50 %
    await computeResults(now);
    // Starters: 288, 287, 360, 290, 180; completed: 288, 360, 290.
    expect(await figure(course.id, "completion")).toEqual({ name: "completion", rate: 0.6, count: 5, of: 5 });
  });

  it("leaves cancelled sittings out of the planned time and of when the session ended", async () => {
    const now = era(2);
    const period = resultsPeriod(now);
    const course = await createCourse();
    // Held the day before the window opens and its first day: it ended within the window.
    const straddling = await heldSession(course.id, period.from, { firstDay: dayOf(period.fromMs - DAY) });
    await people(
      straddling.id,
      Array.from({ length: 5 }, () => ({ minutes: [150], survey: { satisfaction: 5 } })),
    );
    await computeResults(now);
    // 150 of 360 planned minutes: nobody completed; the session is in the period.
    expect(await figure(course.id, "completion")).toEqual({ name: "completion", rate: 0, count: 5, of: 5 });
    expect(await figure(course.id, "satisfaction")).toMatchObject({ rate: 1, count: 5 });

    // Its second day cancelled: 150 of 180 minutes (83 %) completes, and it ended before the window.
    const [, second] = await sittingsOf(straddling.id);
    await db().update(session_sittings).set({ state: "cancelled" }).where(eq(session_sittings.id, second.id));
    const run = await computeResults(now);
    expect(run.deleted).toBe(1);
    expect(await readCourseResults(course.id)).toBeNull();

    // Same session, one more day in the window: only the held sittings count.
    const later = await heldSession(course.id, dayOf(now - 5 * DAY), { firstDay: dayOf(now - 6 * DAY) });
    const [, last] = await sittingsOf(later.id);
    await db().update(session_sittings).set({ state: "cancelled" }).where(eq(session_sittings.id, last.id));
    await people(
      later.id,
      Array.from({ length: 5 }, () => ({ minutes: [150] })),
    );
    await computeResults(now);
    expect(await figure(course.id, "completion")).toEqual({ name: "completion", rate: 1, count: 5, of: 5 });
  });

  it("covers the sessions ended in the last 12 months: 11 months ago in, 13 months ago, cancelled or unfinished out", async () => {
    const now = era(3);
    const fiveAnswers = Array.from({ length: 5 }, () => ({ minutes: [180], survey: { satisfaction: 5 } }));
    const [inside, outside, cancelled, unfinished] = [
      await createCourse(),
      await createCourse(),
      await createCourse(),
      await createCourse(),
    ];
    await people((await heldSession(inside.id, dayOf(now - 335 * DAY))).id, fiveAnswers);
    await people((await heldSession(outside.id, dayOf(now - 396 * DAY))).id, fiveAnswers);
    await people((await heldSession(cancelled.id, dayOf(now - 30 * DAY), { status: "cancelled" })).id, fiveAnswers);
    // Its last sitting ends after now (noon today, computed at 10:00): not ended yet.
    await people(
      (await heldSession(unfinished.id, dayOf(now), { firstDay: dayOf(now - DAY), status: "confirmed" })).id,
      fiveAnswers,
    );
    await computeResults(now);
    const organisation = await readPublishedResults(ORGANISATION_SCOPE);
    expect(organisation?.period).toEqual({ from: "2036-06-15", to: "2037-06-15" });
    expect(organisation?.figures[0]).toEqual({ name: "satisfaction", rate: 1, count: 5, of: 5 });
    expect(await readCourseResults(inside.id)).not.toBeNull();
    for (const course of [outside, cancelled, unfinished]) expect(await readCourseResults(course.id)).toBeNull();

    // Two months on, the 11-month-old session has left the window (its course's row goes) and
    // the unfinished one has ended.
    const later = await computeResults(now + 61 * DAY);
    expect(later.deleted).toBe(1);
    expect(await readCourseResults(inside.id)).toBeNull();
    expect(await readCourseResults(unfinished.id)).not.toBeNull();
    expect((await figure(ORGANISATION_SCOPE, "satisfaction"))?.count).toBe(5);
  });

  it("writes nothing when nothing changed, so the public pages' cache stays; a new answer writes its scopes", async () => {
    const now = era(4);
    const course = await createCourse();
    const session = await heldSession(course.id, dayOf(now - 3 * DAY));
    await people(
      session.id,
      Array.from({ length: 5 }, () => ({ minutes: [180], survey: { satisfaction: 4 } })),
    );
    const first = await computeResults(now);
    expect(first.written).toBeGreaterThanOrEqual(2);
    const version = await contentVersion();
    const [before] = await db().select().from(published_results).where(eq(published_results.scope, course.id));

    expect(await computeResults(now + 10 * 60_000)).toEqual({ written: 0, deleted: 0 });
    expect(await contentVersion()).toBe(version);
    const [after] = await db().select().from(published_results).where(eq(published_results.scope, course.id));
    expect(after.computed_at).toEqual(before.computed_at);

    await participant(session.id, { minutes: [180], survey: { satisfaction: 1 } });
    expect(await computeResults(now + 20 * 60_000)).toEqual({ written: 2, deleted: 0 });
    expect(await contentVersion()).toBeGreaterThan(version);
    expect(await figure(course.id, "satisfaction")).toEqual({ name: "satisfaction", rate: 0.8333, count: 6, of: 6 });
  });

  it("runs the job again when a write wakes it", async () => {
    const now = era(5);
    setClock({ now: () => now, sleep: async () => undefined });
    const course = await createCourse();
    const session = await heldSession(course.id, dayOf(now - 3 * DAY));
    await people(
      session.id,
      Array.from({ length: 4 }, () => ({ minutes: [180], survey: { satisfaction: 5 } })),
    );
    await computeResults(now);
    expect((await figure(course.id, "satisfaction"))?.rate).toBeNull();
    const job = startResultsJob();
    try {
      // As the survey's answer does: the wake-up is registered in the write's transaction.
      await inTransaction(async () => {
        await participant(session.id, { minutes: [180], survey: { satisfaction: 5 } });
        wakeAfterCommit("results");
      });
      await vi.waitFor(async () => expect((await figure(course.id, "satisfaction"))?.rate).toBe(1), {
        timeout: 15_000,
      });
    } finally {
      await job.stop();
    }
  });

  describe("the pages that publish them", () => {
    const english = testI18nFromLocales("en");
    const french = testI18nFromLocales("fr");
    const now = era(6);
    let shown: { slug: string; id: string };
    let few: { slug: string; id: string };

    beforeAll(async () => {
      shown = await createCourse({ title_fr: "Sécurité incendie", title_en: "Fire safety" });
      few = await createCourse({ title_fr: "Gestes et postures", title_en: "Safe lifting" });
      const draft = await createCourse({ title_fr: "Brouillon", title_en: "Draft course", is_published: false });
      const a = await heldSession(shown.id, dayOf(now - 40 * DAY));
      // 6 answers (5 of 4 or more), 8 sent; all attended in full.
      await people(a.id, [
        ...[5, 5, 4, 4, 4, 2].map((satisfaction, i) => ({
          minutes: [180],
          survey: { satisfaction, objectives: (i === 5 ? "no" : "yes") as ObjectivesAnswer },
        })),
        { minutes: [180], survey: "unanswered" as const },
        { minutes: [180], survey: "unanswered" as const },
      ]);
      const b = await heldSession(few.id, dayOf(now - 20 * DAY));
      await people(
        b.id,
        [5, 5, 1].map((satisfaction) => ({ minutes: [180], survey: { satisfaction } })),
      );
      const c = await heldSession(draft.id, dayOf(now - 10 * DAY));
      await people(c.id, [{ minutes: [180], survey: { satisfaction: 5 } }]);
      await computeResults(now);
    });

    type CourseData = { results: PublishedResults | null };
    const page = async (lang: "fr" | "en") =>
      (await callRoute<ResultsScreenProps>(resultsLoader, makeRequest(`/resultats?lang=${lang}`)))
        .data as ResultsScreenProps;
    const coursePage = async (slug: string, lang: "fr" | "en") =>
      (
        await callRoute<CourseData>(courseLoader, makeRequest(`/formations/${slug}?lang=${lang}`), {
          params: { slug },
        })
      ).data as CourseData;

    it("/resultats shows the organisation's figures with their n, period and update, and the published courses", async () => {
      const data = await page("en");
      expect(data.hasLoadError).toBe(false);
      // Organisation: 10 answers (8 of 4 or more), 12 sent, 12 who started and completed, 9 "yes" of 10.
      expect(data.organisation?.figures).toEqual([
        { name: "satisfaction", rate: 0.8, count: 10, of: 10 },
        { name: "response", rate: 0.8333, count: 10, of: 12 },
        { name: "completion", rate: 1, count: 12, of: 12 },
        { name: "objectives", rate: 0.9, count: 10, of: 10 },
      ]);
      // Published courses only, in the page's language, by title.
      expect(data.courses.map((c) => c.title)).toEqual(["Fire safety", "Safe lifting"]);

      const en = textOf(renderInRouter(english, createElement(ResultsScreen, data)));
      expect(en).toContain("Our results");
      expect(en).toContain("Satisfaction rate 80% based on 10 answers");
      expect(en).toContain("Response rate 83% based on 10 answers out of 12 surveys sent");
      expect(en).toContain("Completion rate 100% based on 12 participants who started");
      expect(en).toContain("Objectives met 90% based on 10 answers");
      expect(en).toContain("Sessions ended between 15 June 2042 and 15 June 2043");
      expect(en).toContain("Updated on 15 June 2043");
      // The courses' table: 83 % of 6 answers; the course with 3 answers shows none.
      expect(en).toMatch(/Fire safety 83% 6 answers 75% 6 answers 100% 8 participants 83% 6 answers/);
      expect(en).toMatch(/Safe lifting — Not enough answers yet 3 answers/);
      expect(en).not.toContain("Draft course");
      expect(en).toContain("How these figures are computed");
      expect(en).toContain("at least 80% of the planned time");
      expect(en).toContain("A rolling period of 12 months");
      expect(en).toContain("A figure is published from 5 answers");

      const frHtml = renderInRouter(french, createElement(ResultsScreen, await page("fr")));
      // French puts a no-break space before "%" (the text below reads it as a space).
      expect(frHtml).toContain(`>80${NBSP}%<`);
      const fr = textOf(frHtml);
      expect(fr).toContain("Nos résultats");
      expect(fr).toContain("Taux de satisfaction 80 % d'après 10 réponses");
      expect(fr).toContain("Taux de réponse 83 % d'après 10 réponses sur 12 questionnaires envoyés");
      expect(fr).toContain("Sessions terminées entre le 15 juin 2042 et le 15 juin 2043");
      expect(fr).toContain("Mis à jour le 15 juin 2043");
      expect(fr).toMatch(/Sécurité incendie 83 % 6 réponses/);
      expect(fr).toMatch(/Gestes et postures — Pas encore assez de réponses 3 réponses/);
      expect(fr).toContain("au moins 80 % du temps prévu");
    });

    it("shows each course's results on its page, or 'not enough answers yet' under 5", async () => {
      const en = await coursePage(shown.slug, "en");
      expect(en.results?.figures[0]).toEqual({ name: "satisfaction", rate: 0.8333, count: 6, of: 6 });
      const text = textOf(renderInRouter(english, createElement(CourseResults, { results: en.results })));
      expect(text).toContain("Results");
      expect(text).toContain("Satisfaction rate 83% based on 6 answers");
      expect(text).toContain("Sessions ended between 15 June 2042 and 15 June 2043");
      expect(text).toContain("Updated on 15 June 2043");
      expect(text).toContain("How these figures are computed");

      const small = await coursePage(few.slug, "fr");
      const fr = textOf(renderInRouter(french, createElement(CourseResults, { results: small.results })));
      expect(fr).toContain("Taux de satisfaction Pas encore assez de réponses d'après 3 réponses");
      expect(fr).toContain("Mis à jour le 15 juin 2043");

      // A course none of whose sessions ended in the period has no results yet.
      const fresh = await createCourse();
      const none = await coursePage(fresh.slug, "en");
      expect(none.results).toBeNull();
      expect(textOf(renderInRouter(english, createElement(CourseResults, { results: null })))).toContain(
        "no results to publish",
      );
    });

    it("puts the organisation's satisfaction rate on the home page once it can be published", async () => {
      const home = await getHomeData("en");
      expect(home.results?.figures[0]).toEqual({ name: "satisfaction", rate: 0.8, count: 10, of: 10 });
      const en = textOf(renderInRouter(english, createElement(HomeResults, { results: home.results! })));
      expect(en).toContain("80% of the participants who answered rate their training 4 or 5 out of 5");
      expect(en).toContain("based on 10 answers · Sessions ended between 15 June 2042 and 15 June 2043");
      const fr = textOf(
        renderInRouter(french, createElement(HomeResults, { results: (await getHomeData("fr")).results! })),
      );
      expect(fr).toContain("80 % des participants ayant répondu notent leur formation 4 ou 5 sur 5");

      // Under 5 answers, the home page shows nothing.
      await db()
        .update(published_results)
        .set({ figures: [{ name: "satisfaction", rate: null, count: 4, of: 4 }] })
        .where(eq(published_results.scope, ORGANISATION_SCOPE));
      expect((await getHomeData("en")).results).toBeNull();
    });

    it("shows an empty state before anything is computed", async () => {
      await db().delete(published_results);
      const data = await page("en");
      expect(data.organisation).toBeNull();
      const en = textOf(renderInRouter(english, createElement(ResultsScreen, data)));
      expect(en).toContain("No results published yet");
      expect(en).toContain("How these figures are computed");
    });
  });
});
