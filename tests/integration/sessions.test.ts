// The session calendar on a real database: what visitors and admins see
// (search, dates, pages — all in SQL), every rule of the session editor and
// the inline location form, and the refusals of everyone but admins.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_locations, course_sessions, users } from "#db/schema";
import { action, loader } from "~/routes/public/calendar";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  countRows,
  createCourse,
  createLocation,
  createSession,
  createTeacher,
  createUser,
  daysFromNow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Answer = { status: number; body: Record<string, unknown> };

async function load(path: string, cookie?: string): Promise<LoaderData> {
  return loader(await routeArgs(makeRequest(path, { cookie })));
}

/** An action's answer as status and body, whether it came back plain or through data(). */
async function post(form: Record<string, string>, cookie?: string): Promise<Answer & { request: Request }> {
  const request = makeRequest("/calendrier", { form, cookie });
  const answer = (await action(await routeArgs(request))) as unknown as Record<string, unknown>;
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const init = answer.init as ResponseInit | null;
    return { status: init?.status ?? 200, body: answer.data as Record<string, unknown>, request };
  }
  return { status: 200, body: answer, request };
}

const titlesOf = (data: LoaderData) => data.sessions.map((s) => `${s.course_title_fr}@${s.start_date}`);

describe("calendar loader", () => {
  useTestDatabase();
  let adminCookie: string;
  let memberCookie: string;
  let agileId: string;

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser());
    const agile = await createCourse({ title_fr: "Gestion de projet Agile", title_en: "Scrum fundamentals" });
    agileId = agile.id;
    const safety = await createCourse({ title_fr: "Habilitation électrique", title_en: "Electrical safety" });
    const draft = await createCourse({ title_fr: "Gestion brouillon", title_en: "Draft course", is_published: false });
    const lyon = await createLocation({ name: "Espace Bellecour", city: "Lyon", address: "1 place Bellecour" });
    const evry = await createLocation({ name: "Centre Sud", city: "Évry", address: "3 rue des Mazières" });
    const teacher = await createTeacher("Claire Formatrice");
    await createSession({
      course_id: agile.id,
      location_id: lyon.id,
      instructor_id: teacher.id,
      start_date: daysFromNow(5),
      end_date: daysFromNow(6),
    });
    await createSession({ course_id: agile.id, start_date: daysFromNow(40), end_date: daysFromNow(41) });
    await createSession({
      course_id: safety.id,
      location_id: evry.id,
      status: "confirmed",
      start_date: daysFromNow(10),
      end_date: daysFromNow(10),
    });
    // Hidden from visitors: a draft course, a completed and a past session. A cancelled one is
    // listed, marked cancelled (the card and its button say so).
    await createSession({ course_id: draft.id, start_date: daysFromNow(6), end_date: daysFromNow(6) });
    await createSession({
      course_id: agile.id,
      status: "cancelled",
      start_date: daysFromNow(7),
      end_date: daysFromNow(7),
    });
    await createSession({
      course_id: safety.id,
      status: "completed",
      start_date: daysFromNow(8),
      end_date: daysFromNow(8),
    });
    await createSession({ course_id: agile.id, start_date: daysFromNow(-3), end_date: daysFromNow(-2) });
  });

  it("shows visitors the upcoming scheduled, confirmed or cancelled sessions of published courses, in date order", async () => {
    const data = await load("/calendrier");
    expect(titlesOf(data)).toEqual([
      `Gestion de projet Agile@${daysFromNow(5)}`,
      `Gestion de projet Agile@${daysFromNow(7)}`,
      `Habilitation électrique@${daysFromNow(10)}`,
      `Gestion de projet Agile@${daysFromNow(40)}`,
    ]);
    expect(data.sessions.map((s) => s.status)).toEqual(["scheduled", "cancelled", "confirmed", "scheduled"]);
    expect(data.total).toBe(4);
    expect(data.rights.any).toBe(false);
    expect(data.editor).toBeNull();
    const [first] = data.sessions;
    expect(first).toMatchObject({
      location_city: "Lyon",
      location_name: "Espace Bellecour",
      location_address: "1 place Bellecour",
      instructor_name: "Claire Formatrice",
      seats_available: 10,
      seats_taken: 0,
    });
    // Signed-in members see the same list.
    expect(titlesOf(await load("/calendrier", memberCookie))).toEqual(titlesOf(data));
    // Only what a card shows: the editor's fields (ids, notes, early-bird price...) are not sent.
    expect(data.editorFields).toBeNull();
    for (const key of ["course_id", "instructor_id", "location_id", "notes_fr", "min_participants"]) {
      expect(first).not.toHaveProperty(key);
    }
  });

  it("searches course titles in the current language, cities and venue names, ignoring case and accents", async () => {
    expect(titlesOf(await load("/calendrier?q=GESTION"))).toEqual([
      `Gestion de projet Agile@${daysFromNow(5)}`,
      `Gestion de projet Agile@${daysFromNow(7)}`,
      `Gestion de projet Agile@${daysFromNow(40)}`,
    ]);
    // The English title only matches in English.
    expect((await load("/calendrier?q=scrum")).total).toBe(0);
    expect((await load("/calendrier?q=scrum&lang=en")).total).toBe(3);
    expect(titlesOf(await load("/calendrier?q=evry"))).toEqual([`Habilitation électrique@${daysFromNow(10)}`]);
    expect(titlesOf(await load("/calendrier?q=electrique"))).toEqual([`Habilitation électrique@${daysFromNow(10)}`]);
    expect(titlesOf(await load("/calendrier?q=bellecour"))).toEqual([`Gestion de projet Agile@${daysFromNow(5)}`]);
    // LIKE wildcards typed by a visitor match literally.
    expect((await load("/calendrier?q=%25")).total).toBe(0);
    expect((await load("/calendrier?q=_")).total).toBe(0);
  });

  it("filters by start date range and never lists past sessions", async () => {
    const data = await load(`/calendrier?from=${daysFromNow(8)}&to=${daysFromNow(20)}`);
    expect(titlesOf(data)).toEqual([`Habilitation électrique@${daysFromNow(10)}`]);
    expect(data.query).toEqual({ q: "", from: daysFromNow(8), to: daysFromNow(20), datesSwapped: false });
    expect((await load(`/calendrier?from=${daysFromNow(-30)}&q=agile`)).total).toBe(3);
    expect((await load(`/calendrier?to=${daysFromNow(5)}`)).total).toBe(1);
    // Hand-edited nonsense is ignored rather than failing.
    expect((await load("/calendrier?from=2030-02-31&to=tomorrow&size=7&page=-4")).total).toBe(4);
  });

  it("reads reversed dates the right way round and says so, instead of an empty page", async () => {
    const reversed = await load(`/calendrier?from=${daysFromNow(20)}&to=${daysFromNow(8)}`);
    expect(titlesOf(reversed)).toEqual([`Habilitation électrique@${daysFromNow(10)}`]);
    expect(reversed.query).toEqual({ q: "", from: daysFromNow(8), to: daysFromNow(20), datesSwapped: true });
    // The same dates in order, or one date alone, say nothing.
    expect((await load(`/calendrier?from=${daysFromNow(8)}&to=${daysFromNow(8)}`)).query.datesSwapped).toBe(false);
    expect((await load(`/calendrier?from=${daysFromNow(20)}`)).query.datesSwapped).toBe(false);
  });

  it("pages in SQL with the allowed page sizes, and shows the last page for a page past the end", async () => {
    const course = await createCourse({ title_fr: "Pagination Zèbre", title_en: "Zebra paging" });
    for (let i = 0; i < 14; i++) {
      await createSession({ course_id: course.id, start_date: daysFromNow(50 + i), end_date: daysFromNow(50 + i) });
    }
    const first = await load("/calendrier?q=zebre");
    expect(first).toMatchObject({ total: 14, page: 1, size: 12, totalPages: 2 });
    expect(first.sessions).toHaveLength(12);
    expect(first.sessions[0].start_date).toBe(daysFromNow(50));
    const second = await load("/calendrier?q=zebre&page=2");
    expect(second.sessions.map((s) => s.start_date)).toEqual([daysFromNow(62), daysFromNow(63)]);
    const big = await load("/calendrier?q=zebre&size=24");
    expect(big).toMatchObject({ size: 24, totalPages: 1 });
    expect(big.sessions).toHaveLength(14);
    const odd = await load("/calendrier?q=zebre&size=13");
    expect(odd.size).toBe(12);
    const past = await load("/calendrier?q=zebre&page=9");
    expect(past.page).toBe(2);
    expect(past.sessions).toHaveLength(2);
  });

  it("shows admins hidden sessions too (to edit them) and the editor's lists", async () => {
    const inactiveTeacher = await createTeacher("Ancien Formateur");
    await db().update(users).set({ is_active: false }).where(eq(users.id, inactiveTeacher.id));
    await createLocation({ name: "Salle fermée", city: "Nantes", is_active: false });
    const data = await load("/calendrier?q=gestion", adminCookie);
    expect(data.rights.any).toBe(true);
    expect(titlesOf(data)).toEqual([
      `Gestion de projet Agile@${daysFromNow(5)}`,
      `Gestion brouillon@${daysFromNow(6)}`,
      `Gestion de projet Agile@${daysFromNow(7)}`,
      `Gestion de projet Agile@${daysFromNow(40)}`,
    ]);
    const editor = data.editor;
    expect(editor?.errors).toEqual([]);
    expect(editor?.instructors.map((i) => i.full_name)).toEqual(["Claire Formatrice"]);
    expect(editor?.locations.map((l) => l.name)).toEqual(["Centre Sud", "Espace Bellecour"]);
    expect(editor?.courses.map((c) => c.id)).toContain(agileId);
    expect(editor?.courses.map((c) => c.title)).not.toContain("Gestion brouillon");
    // The editor opens a session with its own fields, sent to admins beside the cards.
    const [first] = data.sessions;
    expect(data.editorFields?.[first.id]).toMatchObject({ course_id: agileId, min_participants: expect.any(Number) });
    expect(Object.keys(data.editorFields ?? {}).sort()).toEqual(data.sessions.map((s) => s.id).sort());
  });
});

describe("calendar action: session editor", () => {
  useTestDatabase();
  let adminCookie: string;
  let superAdminCookie: string;
  let memberCookie: string;
  let teacherCookie: string;
  let courseId: string;
  let teacherId: string;
  let locationId: string;

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    superAdminCookie = await sessionCookie(await createUser({ role: "super_admin" }));
    memberCookie = await sessionCookie(await createUser());
    teacherCookie = await sessionCookie(await createUser({ role: "teacher" }));
    courseId = (await createCourse()).id;
    teacherId = (await createTeacher("Paul Formateur")).id;
    locationId = (await createLocation()).id;
  });

  function form(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      intent: "create-session",
      course_id: courseId,
      instructor_id: teacherId,
      location_id: locationId,
      start_date: daysFromNow(20),
      end_date: daysFromNow(22),
      start_time: "09:00",
      end_time: "17:30",
      seats_available: "12",
      min_participants: "4",
      status: "scheduled",
      timezone: "Europe/Paris",
      registration_deadline: "",
      early_bird_deadline: "",
      early_bird_price: "",
      price_override: "",
      notes_fr: "",
      notes_en: "",
      ...overrides,
    };
  }

  async function sessionById(id: string) {
    const [row] = await db().select().from(course_sessions).where(eq(course_sessions.id, id));
    return row;
  }

  it("creates a session with every field", async () => {
    const answer = await post(
      form({
        registration_deadline: daysFromNow(15),
        early_bird_deadline: daysFromNow(10),
        early_bird_price: "990.50",
        price_override: "1100",
        notes_fr: " Salle 2 ",
        notes_en: "Room 2",
      }),
      adminCookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ intent: "create-session", ok: true });
    const row = await sessionById((answer.body.data as { id: string }).id);
    expect(row).toMatchObject({
      course_id: courseId,
      instructor_id: teacherId,
      location_id: locationId,
      start_date: daysFromNow(20),
      end_date: daysFromNow(22),
      start_time: "09:00:00",
      end_time: "17:30:00",
      seats_available: 12,
      seats_taken: 0,
      min_participants: 4,
      status: "scheduled",
      timezone: "Europe/Paris",
      registration_deadline: daysFromNow(15),
      early_bird_deadline: daysFromNow(10),
      early_bird_price: "990.50",
      price_override: "1100.00",
      notes_fr: "Salle 2",
      notes_en: "Room 2",
    });
  });

  it("saves the online link and the timeline's overrides, an empty override as null (the course's)", async () => {
    const created = await post(
      form({
        remote_url: " https://meet.example.org/abc-defg ",
        convocation_days: "14",
        reminder_days: "",
        remote_link_minutes: "15",
        trainer_pack_days: "",
      }),
      adminCookie,
    );
    expect(created.body).toMatchObject({ ok: true });
    const id = (created.body.data as { id: string }).id;
    expect(await sessionById(id)).toMatchObject({
      remote_url: "https://meet.example.org/abc-defg",
      convocation_days: 14,
      reminder_days: null,
      remote_link_minutes: 15,
      trainer_pack_days: null,
    });
    // The editor reopens with them (the admin's calendar carries the editor's fields).
    const page = await load(`/calendrier?from=${daysFromNow(19)}`, adminCookie);
    expect(page.editorFields?.[id]).toMatchObject({
      remote_url: "https://meet.example.org/abc-defg",
      convocation_days: 14,
    });
  });

  it("empties the online link and the overrides on edit (back to the course's)", async () => {
    const created = await post(form({ remote_url: "https://meet.example.org/x", convocation_days: "14" }), adminCookie);
    const id = (created.body.data as { id: string }).id;
    const updated = await post(
      form({ intent: "update-session", id, remote_url: "", convocation_days: "", remote_link_minutes: "" }),
      adminCookie,
    );
    expect(updated.body).toMatchObject({ ok: true });
    expect(await sessionById(id)).toMatchObject({
      remote_url: null,
      convocation_days: null,
      remote_link_minutes: null,
    });
  });

  it("refuses an online link that is not a web address and an override out of its bounds, keeping what was typed", async () => {
    const before = await countRows(course_sessions);
    const answer = await post(
      form({
        remote_url: "javascript:alert(1)",
        reminder_days: "15",
        remote_link_minutes: "4",
        trainer_pack_days: "2.5",
      }),
      adminCookie,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: {
        remote_url: "pages.calendar.validation.remote_url_invalid",
        reminder_days: "pages.calendar.validation.timeline_override_invalid|min=1&max=14",
        remote_link_minutes: "pages.calendar.validation.timeline_override_invalid|min=5&max=1440",
        trainer_pack_days: "pages.calendar.validation.timeline_override_invalid|min=1&max=30",
      },
      values: { remote_url: "javascript:alert(1)", reminder_days: "15" },
    });
    expect(await countRows(course_sessions)).toBe(before);
  });

  it("lets super_admin create too, and accepts the boundaries (today, deadlines on the limit, price 0)", async () => {
    const today = daysFromNow(0);
    const onLimit = await post(
      form({
        start_date: today,
        end_date: today,
        registration_deadline: today,
        early_bird_deadline: today,
        early_bird_price: "0",
        price_override: "0.01",
        location_id: "",
        status: "",
        timezone: "",
      }),
      superAdminCookie,
    );
    expect(onLimit.body).toMatchObject({ ok: true });
    const row = await sessionById((onLimit.body.data as { id: string }).id);
    // Blank status and zone take the spec's defaults; no location is allowed.
    expect(row).toMatchObject({ status: "scheduled", timezone: "UTC", location_id: null, early_bird_price: "0.00" });
    const noRegistrationDeadline = await post(form({ early_bird_deadline: daysFromNow(20) }), adminCookie);
    expect(noRegistrationDeadline.body).toMatchObject({ ok: true });
  });

  const V = "pages.calendar.validation";
  const failing: [string, Record<string, string>, string, string][] = [
    ["no course", { course_id: "" }, "course_id", `${V}.course_required`],
    ["no instructor", { instructor_id: "" }, "instructor_id", `${V}.instructor_required`],
    ["no start date", { start_date: "" }, "start_date", `${V}.start_date_required`],
    ["no end date", { end_date: "" }, "end_date", `${V}.end_date_required`],
    ["no start time", { start_time: "" }, "start_time", `${V}.start_time_required`],
    ["no end time", { end_time: "" }, "end_time", `${V}.end_time_required`],
    ["no seats", { seats_available: "" }, "seats_available", `${V}.seats_required`],
    ["no minimum", { min_participants: "" }, "min_participants", `${V}.min_participants_required`],
    ["start in the past", { start_date: daysFromNow(-1) }, "start_date", `${V}.start_date_past`],
    ["impossible date", { end_date: "2031-02-30" }, "end_date", `${V}.date_invalid`],
    ["end before start", { end_date: daysFromNow(19) }, "end_date", `${V}.end_date_before_start`],
    ["bad time", { start_time: "25:00" }, "start_time", `${V}.time_invalid`],
    ["end time before start time", { end_time: "08:00" }, "end_time", `${V}.end_time_before_start`],
    [
      "registration deadline after start",
      { registration_deadline: daysFromNow(21) },
      "registration_deadline",
      `${V}.registration_deadline_after_start`,
    ],
    [
      "early bird after registration deadline",
      { registration_deadline: daysFromNow(10), early_bird_deadline: daysFromNow(11) },
      "early_bird_deadline",
      `${V}.early_bird_after_registration`,
    ],
    [
      "early bird after start without registration deadline",
      { early_bird_deadline: daysFromNow(21) },
      "early_bird_deadline",
      `${V}.early_bird_after_start`,
    ],
    ["zero seats", { seats_available: "0" }, "seats_available", `${V}.min_one`],
    ["zero minimum", { min_participants: "0" }, "min_participants", `${V}.min_one`],
    ["fractional seats", { seats_available: "2.5" }, "seats_available", `${V}.integer`],
    ["negative early-bird price", { early_bird_price: "-1" }, "early_bird_price", `${V}.price_min`],
    ["price below a cent", { price_override: "10.005" }, "price_override", `${V}.price_step`],
    ["price not a number", { price_override: "abc" }, "price_override", `${V}.price_invalid`],
    ["unknown time zone", { timezone: "Mars/Olympus_Mons" }, "timezone", `${V}.timezone_invalid`],
    ["unknown status", { status: "postponed" }, "status", `${V}.status_invalid`],
    ["malformed location", { location_id: "nowhere" }, "location_id", `${V}.location_invalid`],
    ["unknown course", { course_id: randomUUID() }, "course_id", `${V}.course_required`],
    ["unknown location", { location_id: randomUUID() }, "location_id", `${V}.location_invalid`],
  ];

  it.each(failing)(
    "refuses %s with its error key, keeps the values and writes nothing",
    async (_, overrides, field, key) => {
      const before = await countRows(course_sessions);
      const sent = form({ ...overrides, notes_fr: "Texte saisi" });
      const answer = await post(sent, adminCookie);
      expect(answer.status).toBe(400);
      expect(answer.body.ok).toBe(false);
      expect((answer.body.errors as Record<string, string>)[field]).toBe(key);
      expect(answer.body.values).toMatchObject({ notes_fr: "Texte saisi", start_time: sent.start_time });
      expect(await countRows(course_sessions)).toBe(before);
    },
  );

  it("only accepts an active user with role teacher as instructor", async () => {
    const member = await createUser();
    const inactive = await createTeacher("Inactif");
    await db().update(users).set({ is_active: false }).where(eq(users.id, inactive.id));
    const before = await countRows(course_sessions);
    for (const instructorId of [member.id, inactive.id, randomUUID()]) {
      const answer = await post(form({ instructor_id: instructorId }), adminCookie);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ instructor_id: `${V}.instructor_not_teacher` });
      expect(answer.body.values).toMatchObject({ instructor_id: instructorId });
    }
    expect(await countRows(course_sessions)).toBe(before);
  });

  it("updates a session, keeps an unchanged past start date, refuses seats below those taken", async () => {
    const running = await createSession({
      course_id: courseId,
      start_date: daysFromNow(-1),
      end_date: daysFromNow(2),
      seats_available: 10,
      seats_taken: 6,
    });
    const update = (overrides: Record<string, string>) =>
      form({
        intent: "update-session",
        id: running.id,
        start_date: running.start_date,
        end_date: running.end_date,
        ...overrides,
      });
    const ok = await post(update({ seats_available: "8", status: "confirmed" }), adminCookie);
    expect(ok.body).toMatchObject({ intent: "update-session", ok: true, data: { id: running.id } });
    expect(await sessionById(running.id)).toMatchObject({ seats_available: 8, status: "confirmed", seats_taken: 6 });

    const moved = await post(update({ start_date: daysFromNow(-2) }), adminCookie);
    expect(moved.body.errors).toEqual({ start_date: `${V}.start_date_past` });

    const tooFew = await post(update({ seats_available: "5" }), adminCookie);
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors).toEqual({ seats_available: `${V}.seats_below_taken` });
    expect((await sessionById(running.id)).seats_available).toBe(8);

    const missing = await post(form({ intent: "update-session", id: randomUUID() }), adminCookie);
    expect(missing.status).toBe(404);
    expect(missing.body.formError).toBe("pages.calendar.error.not_found");
  });

  it("creates a location inline and answers it for the editor to select", async () => {
    const answer = await post(
      {
        intent: "create-location",
        name: "Campus Dakar",
        address: "Route de Ngor",
        city: "Dakar",
        postal_code: "10700",
        country: "Sénégal",
        latitude: "14.7456789123",
        longitude: "-17.5",
      },
      adminCookie,
    );
    expect(answer.body).toMatchObject({
      intent: "create-location",
      ok: true,
      data: { name: "Campus Dakar", city: "Dakar", postal_code: "10700", country: "Sénégal" },
    });
    const id = (answer.body.data as { id: string }).id;
    const [row] = await db().select().from(course_locations).where(eq(course_locations.id, id));
    expect(row).toMatchObject({ is_active: true, latitude: "14.745679", longitude: "-17.500000" });
    // The new location is offered at once and a session can use it.
    const data = await load("/calendrier", adminCookie);
    expect(data.editor?.locations.map((l) => l.id)).toContain(id);
    expect((await post(form({ location_id: id }), adminCookie)).body).toMatchObject({ ok: true });
  });

  it("refuses an invalid location with its error keys and writes nothing", async () => {
    const before = await countRows(course_locations);
    const noName = await post({ intent: "create-location", name: " ", city: "Lyon" }, adminCookie);
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ name: `${V}.location_name_required` });
    const badLat = await post({ intent: "create-location", name: "X", latitude: "123" }, adminCookie);
    expect(badLat.body.errors).toEqual({ latitude: `${V}.coordinate_invalid` });
    expect(await countRows(course_locations)).toBe(before);
  });

  it("refuses visitors (401), members and teachers (403) before reading anything, and writes nothing", async () => {
    const sessions = await countRows(course_sessions);
    const locations = await countRows(course_locations);
    const cases: [string | undefined, number][] = [
      [undefined, 401],
      [memberCookie, 403],
      [teacherCookie, 403],
    ];
    for (const [cookie, status] of cases) {
      for (const sent of [form(), { intent: "create-location", name: "Pirate" }, form({ intent: "update-session" })]) {
        const answer = await post(sent, cookie);
        expect(answer.status).toBe(status);
        expect(answer.body).toMatchObject({ ok: false, formError: "pages.calendar.error.unauthorized" });
        // The form was never read.
        expect(answer.request.bodyUsed).toBe(false);
      }
    }
    expect(await countRows(course_sessions)).toBe(sessions);
    expect(await countRows(course_locations)).toBe(locations);
  });

  it("answers an unknown intent with 400", async () => {
    const answer = await post({ intent: "delete-everything" }, adminCookie);
    expect(answer.status).toBe(400);
  });
});
