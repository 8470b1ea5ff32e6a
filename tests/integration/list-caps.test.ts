// The capped counts of the catalogue and the calendar (beyond the cap the total is
// a floor and the last page is the cap's last page), the page-ids-first paging,
// and the calendar search on the indexed f_unaccent(lower(…)) expressions, in fr
// and en — on a real database.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedBase } from "#db/seed/base";
import { CATALOGUE_COUNT_CAP, listPublishedCourses } from "~/courses/courses.server";
import type { Lang } from "~/i18n/messages";
import { loader as calendarLoader } from "~/routes/public/calendar";
import { loader as catalogueLoader } from "~/routes/public/formations";
import { db } from "~/server/db.server";
import { SEARCH_COUNT_CAP } from "~/server/search.server";
import { CALENDAR_COUNT_CAP, listCalendarSessions } from "~/sessions/sessions.server";
import { seedBulk } from "../../scripts/bench/seed-bulk";
import { useTestDatabase } from "../db";
import { createCourse, createLocation, createSession, daysFromNow, makeRequest, seedReferenceData } from "../factories";
import { routeArgs } from "../route";

const catalogue = async (path: string) => catalogueLoader(await routeArgs(makeRequest(path)));
const calendar = async (path: string): ReturnType<typeof calendarLoader> =>
  calendarLoader(await routeArgs(makeRequest(path)));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

function courses(q: string, page: number, size: number, countCap: number) {
  return listPublishedCourses({
    q,
    category: null,
    level: null,
    format: null,
    min: null,
    max: null,
    currency: null,
    page,
    size,
    lang: "fr",
    countCap,
  });
}

describe("capped counts and paging", () => {
  useTestDatabase();
  let zythumIds: string[];

  beforeAll(async () => {
    await seedReferenceData();
    for (let i = 0; i < 7; i++) await createCourse({ title_fr: `Zythum ${i}`, title_en: `Zythum ${i}` });
    // A draft is never counted.
    await createCourse({ title_fr: "Zythum brouillon", title_en: "Zythum draft", is_published: false });
    const ordered = await rows<{ id: string }>(
      sql`select id from courses where title_fr like 'Zythum %' and is_published order by created_at desc, id desc`,
    );
    zythumIds = ordered.map((r) => r.id);
  });

  it("counts the catalogue exactly up to the cap, and pages in catalogue order", async () => {
    // Exactly the cap: not capped.
    const exact = await courses("zythum", 1, 2, 7);
    expect(exact).toMatchObject({ total: 7, isTotalCapped: false, page: 1, totalPages: 4 });
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(...(await courses("zythum", page, 2, 7)).courses.map((c) => c.id));
    expect(pages).toEqual(zythumIds);
    // A page past the end shows the last page.
    const past = await courses("zythum", 9, 2, 7);
    expect(past).toMatchObject({ page: 4, totalPages: 4 });
    expect(past.courses.map((c) => c.id)).toEqual(zythumIds.slice(6));
  });

  it("caps the catalogue count: the total is the cap, the last page the cap's last page", async () => {
    const first = await courses("zythum", 1, 2, 5);
    expect(first).toMatchObject({ total: 5, isTotalCapped: true, page: 1, totalPages: 3 });
    expect(first.courses.map((c) => c.id)).toEqual(zythumIds.slice(0, 2));
    const last = await courses("zythum", 3, 2, 5);
    expect(last.courses.map((c) => c.id)).toEqual(zythumIds.slice(4, 6));
    const past = await courses("zythum", 50, 2, 5);
    expect(past).toMatchObject({ total: 5, isTotalCapped: true, page: 3, totalPages: 3 });
    expect(past.courses.map((c) => c.id)).toEqual(zythumIds.slice(4, 6));
    // No match at all.
    expect(await courses("introuvable", 3, 2, 5)).toMatchObject({
      courses: [],
      total: 0,
      isTotalCapped: false,
      page: 1,
      totalPages: 1,
    });
  });

  it("caps the calendar count the same way", async () => {
    const course = await createCourse({ title_fr: "Yttrium appliqué", title_en: "Applied yttrium" });
    for (let i = 1; i <= 7; i++) {
      await createSession({ course_id: course.id, start_date: daysFromNow(i), end_date: daysFromNow(i) });
    }
    const query = { q: "yttrium", from: daysFromNow(0), fromParam: "", to: "", size: 2 };
    const exact = await listCalendarSessions({ ...query, page: 1 }, "fr", { countCap: 7 });
    expect(exact).toMatchObject({ total: 7, isTotalCapped: false, totalPages: 4 });
    const capped = await listCalendarSessions({ ...query, page: 1 }, "fr", { countCap: 5 });
    expect(capped).toMatchObject({ total: 5, isTotalCapped: true, page: 1, totalPages: 3 });
    expect(capped.sessions.map((s) => s.start_date)).toEqual([daysFromNow(1), daysFromNow(2)]);
    const past = await listCalendarSessions({ ...query, page: 40 }, "fr", { countCap: 5 });
    expect(past).toMatchObject({ total: 5, isTotalCapped: true, page: 3, totalPages: 3 });
    expect(past.sessions.map((s) => s.start_date)).toEqual([daysFromNow(5), daysFromNow(6)]);
  });

  it("with more rows than the default caps, the loaders show the cap and clamp to its last page", async () => {
    await db().transaction(async (tx) => seedBase(tx));
    // Cheap volume (INSERT … SELECT generate_series): 1 course in 20 is a draft, sessions spread over a year.
    // Enough for both caps: the calendar lists only upcoming sessions of published courses.
    await seedBulk(db(), { courses: Math.max(CATALOGUE_COUNT_CAP, CALENDAR_COUNT_CAP) + 100, sessionsPerCourse: 2 });

    const first = await catalogue("/formations");
    const pages = Math.ceil(CATALOGUE_COUNT_CAP / 12);
    expect(first.catalogue).toMatchObject({
      total: CATALOGUE_COUNT_CAP,
      isTotalCapped: true,
      page: 1,
      totalPages: pages,
    });
    const beyond = await catalogue(`/formations?page=${pages + 5}`);
    expect(beyond.catalogue).toMatchObject({ page: pages, totalPages: pages, isTotalCapped: true });
    expect(beyond.catalogue.courses).toHaveLength(12);
    // A search stops counting sooner (every bulk title reads "… et … n° …").
    const searchCoursePages = Math.ceil(SEARCH_COUNT_CAP / 12);
    expect(SEARCH_COUNT_CAP).toBeLessThan(CATALOGUE_COUNT_CAP);
    expect((await catalogue("/formations?q=et")).catalogue).toMatchObject({
      total: SEARCH_COUNT_CAP,
      isTotalCapped: true,
      totalPages: searchCoursePages,
    });

    const sessions = await calendar("/calendrier");
    const sessionPages = Math.ceil(CALENDAR_COUNT_CAP / 12);
    expect(sessions).toMatchObject({ total: CALENDAR_COUNT_CAP, isTotalCapped: true, totalPages: sessionPages });
    const lastSessions = await calendar(`/calendrier?page=${sessionPages + 50}`);
    expect(lastSessions).toMatchObject({ page: sessionPages, totalPages: sessionPages });
    expect(lastSessions.sessions).toHaveLength(12);

    // A search stops counting sooner (every bulk title reads "… et … n° …").
    const searchPages = Math.ceil(SEARCH_COUNT_CAP / 12);
    expect(SEARCH_COUNT_CAP).toBeLessThan(CALENDAR_COUNT_CAP);
    expect(await calendar("/calendrier?q=et")).toMatchObject({
      total: SEARCH_COUNT_CAP,
      isTotalCapped: true,
      totalPages: searchPages,
    });
  });
});

describe("calendar search on the indexed expressions", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    const welding = await createCourse({ title_fr: "Soudure à l'ARC électrique", title_en: "Arc WELDING basics" });
    const forklift = await createCourse({ title_fr: "Cariste débutant", title_en: "" });
    const venueCourse = await createCourse({ title_fr: "Tournage bois", title_en: "Woodturning" });
    const namedAfterCity = await createCourse({ title_fr: "Excursion Gérardmer", title_en: "Gérardmer trip" });
    const city = await createLocation({ name: "Halle Pasteur", city: "Gérardmer" });
    const hall = await createLocation({ name: "Atelier Éole", city: null });
    await createSession({ course_id: welding.id, start_date: daysFromNow(3), end_date: daysFromNow(3) });
    await createSession({ course_id: forklift.id, start_date: daysFromNow(4), end_date: daysFromNow(4) });
    await createSession({
      course_id: venueCourse.id,
      location_id: city.id,
      start_date: daysFromNow(5),
      end_date: daysFromNow(5),
    });
    await createSession({
      course_id: venueCourse.id,
      location_id: hall.id,
      start_date: daysFromNow(6),
      end_date: daysFromNow(6),
    });
    await createSession({ course_id: namedAfterCity.id, start_date: daysFromNow(7), end_date: daysFromNow(7) });
  });

  async function titles(q: string, lang: Lang): Promise<string[]> {
    const page = await listCalendarSessions(
      { q, from: daysFromNow(0), fromParam: "", to: "", page: 1, size: 12 },
      lang,
    );
    expect(page.total).toBe(page.sessions.length);
    return page.sessions.map((s) => `${s.course_title_fr}@${s.start_date}`);
  }

  it("matches French titles ignoring case and accents", async () => {
    const welding = [`Soudure à l'ARC électrique@${daysFromNow(3)}`];
    expect(await titles("SOUDURE", "fr")).toEqual(welding);
    expect(await titles("arc electrique", "fr")).toEqual(welding);
    expect(await titles("ÉLECTRIQUE", "fr")).toEqual(welding);
    expect(await titles("débutant", "fr")).toEqual([`Cariste débutant@${daysFromNow(4)}`]);
    // The English title is not what a French reader sees.
    expect(await titles("welding", "fr")).toEqual([]);
  });

  it("matches English titles, and the French one of a course without an English title", async () => {
    expect(await titles("welding", "en")).toEqual([`Soudure à l'ARC électrique@${daysFromNow(3)}`]);
    expect(await titles("Wéldîng BASICS", "en")).toEqual([`Soudure à l'ARC électrique@${daysFromNow(3)}`]);
    // The course has an English title: its French one is not searched in English.
    expect(await titles("soudure", "en")).toEqual([]);
    expect(await titles("CARISTE DEBUTANT", "en")).toEqual([`Cariste débutant@${daysFromNow(4)}`]);
  });

  it("matches venue cities and names, with the titles, in both languages; wildcards are literal", async () => {
    for (const lang of ["fr", "en"] as const) {
      // The city of one session's venue and the title of another course.
      expect(await titles("gerardmer", lang)).toEqual([
        `Tournage bois@${daysFromNow(5)}`,
        `Excursion Gérardmer@${daysFromNow(7)}`,
      ]);
      expect(await titles("EOLE", lang)).toEqual([`Tournage bois@${daysFromNow(6)}`]);
      expect(await titles("halle pasteur", lang)).toEqual([`Tournage bois@${daysFromNow(5)}`]);
      expect(await titles("%", lang)).toEqual([]);
      expect(await titles("_", lang)).toEqual([]);
    }
  });
});
