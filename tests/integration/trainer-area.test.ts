// The trainer's area (issue 25, delivery.md §2) through its real loaders and actions on a real
// database, at a fixed instant on the day of the session: a teacher sees only their own
// sessions, another teacher gets 404 on every loader, action and the QR route and writes
// nothing, a member is refused; open, mark, kiosk signature, co-signature and closing with
// their refusals and audit entries; the QR route's code valid now and changed 30 s later.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendance_records, attendance_signatures, audit_log, email_outbox, session_sittings } from "#db/schema";
import { isQrTokenValid } from "~/attendance/signing.server";
import { listSessionSittings, lockSitting } from "~/attendance/sittings.server";
import type { ActionData } from "~/forms/action-data";
import { loader as listLoader } from "~/routes/trainer/index";
import { action as sessionAction, loader as sessionLoader } from "~/routes/trainer/session";
import { loader as qrLoader } from "~/routes/trainer/sitting-qr";
import { setClock } from "~/server/clock.server";
import { db, inTransaction } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLocation,
  createRegistration,
  createSession,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

const STROKES = JSON.stringify([
  [
    [10, 10],
    [80, 60],
    [150, 20],
  ],
]);
// 09:30 in Paris on the session's day: the morning sitting (09:00–12:30) is under way.
const NOW = new Date("2031-03-10T08:30:00.000Z").getTime();
const at = (nowMs: number) => setClock({ now: () => nowMs, sleep: async () => {} });

type SessionData = Awaited<ReturnType<typeof sessionLoader>>;
type ListData = Awaited<ReturnType<typeof listLoader>>;
type QrData = { svg: string | null; url: string | null; refreshInMs: number; signed: number; expected: number };

describe("the trainer's area", () => {
  useTestDatabase();
  const cookies = { trainer: "", other: "", member: "", admin: "" };
  const ids = { trainer: "", session: "", otherSession: "", pastSession: "", morning: "", afternoon: "" };
  const people: { id: string; name: string }[] = [];

  beforeAll(async () => {
    await seedReferenceData();
    const course = await createCourse({ title_en: "Negotiation", title_fr: "Négociation" });
    const trainer = await createUser({ role: "teacher", fullName: "Claire Formatrice" });
    const other = await createUser({ role: "teacher", fullName: "Other Trainer" });
    const member = await createUser({ role: "member" });
    const admin = await createUser({ role: "admin" });
    cookies.trainer = await sessionCookie(trainer);
    cookies.other = await sessionCookie(other);
    cookies.member = await sessionCookie(member);
    cookies.admin = await sessionCookie(admin);
    ids.trainer = trainer.id;
    const location = await createLocation({ name: "Salle Lumière", city: "Lyon", country: "FR" });
    const day = {
      start_date: "2031-03-10",
      end_date: "2031-03-10",
      start_time: "09:00",
      end_time: "17:00",
      timezone: "Europe/Paris",
      status: "confirmed" as const,
      seats_available: 20,
    };
    const session = await createSession({
      course_id: course.id,
      instructor_id: trainer.id,
      location_id: location.id,
      ...day,
    });
    const otherSession = await createSession({ course_id: course.id, instructor_id: other.id, ...day });
    const past = await createSession({
      course_id: course.id,
      instructor_id: trainer.id,
      ...day,
      start_date: "2031-01-06",
      end_date: "2031-01-06",
    });
    Object.assign(ids, { session: session.id, otherSession: otherSession.id, pastSession: past.id });
    for (const [index, name] of ["Alice Martin", "Bruno Petit"].entries()) {
      const user = await createUserRow({ full_name: name, language: index ? "en" : "fr" });
      const registration = await createRegistration({
        session_id: session.id,
        user_id: user.id,
        status: "confirmed",
        first_name: name.split(" ")[0],
        last_name: name.split(" ")[1],
        email: `private-${index}@example.com`,
        phone: "+33 6 12 34 56 78",
        billing_address: "12 rue Secrète",
        company: index ? null : "Acme SA",
        special_requirements: index ? null : "Wheelchair access",
      });
      people.push({ id: registration.id, name });
    }
    const [morning, afternoon] = await listSessionSittings(session.id);
    Object.assign(ids, { morning: morning.id, afternoon: afternoon.id });
    at(NOW);
  });
  afterAll(() => setClock());

  const sessionPath = (id = ids.session) => `/trainer/sessions/${id}`;
  const post = (cookie: string, form: Record<string, string>, sessionId = ids.session) =>
    callRoute<ActionData>(sessionAction, makeRequest(sessionPath(sessionId), { cookie, form }), {
      params: { id: sessionId },
    });
  const readSession = (cookie = cookies.trainer, id = ids.session) =>
    callRoute<SessionData>(sessionLoader, makeRequest(sessionPath(id), { cookie }), { params: { id } });
  const readQr = (cookie: string, id: string) =>
    callRoute<never>(qrLoader, makeRequest(`/trainer/sittings/${id}/qr`, { cookie }), { params: { id } });
  /** The QR route's JSON answer for the trainer. */
  const qrJson = async (id: string) => {
    const response = (await qrLoader(
      await routeArgs(makeRequest(`/trainer/sittings/${id}/qr`, { cookie: cookies.trainer }), { params: { id } }),
    )) as Response;
    expect(response.status).toBe(200);
    return { headers: response.headers, body: (await response.json()) as QrData };
  };
  const sittingState = async (id: string) =>
    (await db().select({ state: session_sittings.state }).from(session_sittings).where(eq(session_sittings.id, id)))[0]
      .state;
  const auditCount = async () => (await db().select().from(audit_log)).length;

  it("lists a teacher's own sessions, upcoming and past, with today's sittings and the participants", async () => {
    const answer = await callRoute<ListData>(listLoader, makeRequest("/trainer", { cookie: cookies.trainer }));
    expect(answer.status).toBe(200);
    const { upcoming, past } = answer.data as ListData;
    expect(upcoming.rows.map((row) => row.id)).toEqual([ids.session]);
    expect(past.rows.map((row) => row.id)).toEqual([ids.pastSession]);
    expect(upcoming.rows[0]).toMatchObject({ participants: 2, place: "Salle Lumière", city: "Lyon" });
    expect(upcoming.rows[0].today.map((sitting) => [sitting.period, sitting.state])).toEqual([
      ["morning", "scheduled"],
      ["afternoon", "scheduled"],
    ]);
  });

  it("refuses members and admins the area, and sends a visitor to sign in", async () => {
    for (const cookie of [cookies.member, cookies.admin]) {
      const list = await callRoute(listLoader, makeRequest("/trainer", { cookie }));
      expect({ status: list.status, location: list.location }).toEqual({ status: 302, location: "/" });
      const page = await readSession(cookie);
      expect({ status: page.status, location: page.location }).toEqual({ status: 302, location: "/" });
      expect((await post(cookie, { intent: "open", sittingId: ids.morning })).status).toBe(403);
    }
    const visitor = await callRoute(listLoader, makeRequest("/trainer"));
    expect(visitor.location).toMatch(/^\/login\?/);
  });

  it("shows the roster with names, company and special requirements, never contact or billing details", async () => {
    const answer = await readSession();
    expect(answer.status).toBe(200);
    const data = answer.data as SessionData;
    expect(data.participants).toEqual([
      {
        id: people[0].id,
        name: "Alice Martin",
        company: "Acme SA",
        special_requirements: "Wheelchair access",
        adaptations: [],
      },
      { id: people[1].id, name: "Bruno Petit", company: null, special_requirements: null, adaptations: [] },
    ]);
    const text = JSON.stringify(data);
    for (const secret of ["private-0@example.com", "+33 6", "rue Secrète", "qr_secret"])
      expect(text).not.toContain(secret);
    const [morning] = await db().select().from(session_sittings).where(eq(session_sittings.id, ids.morning));
    expect(text).not.toContain(morning.qr_secret);
    expect(data.sittings.map((s) => [s.period, s.state, s.actionable])).toEqual([
      ["morning", "scheduled", true],
      ["afternoon", "scheduled", true],
    ]);
  });

  it("gives another trainer 404 on every loader, action and the QR code, and writes nothing", async () => {
    expect((await readSession(cookies.other)).status).toBe(404);
    expect((await readSession(cookies.trainer, "not-a-uuid")).status).toBe(404);
    expect((await readQr(cookies.other, ids.morning)).status).toBe(404);
    expect((await readQr(cookies.trainer, "nope")).status).toBe(404);
    const before = await auditCount();
    const forms: Record<string, string>[] = [
      { intent: "open", sittingId: ids.morning },
      { intent: "mark", sittingId: ids.morning, registrationId: people[0].id, status: "absent" },
      { intent: "co_sign", sittingId: ids.morning, strokes: STROKES },
      { intent: "close", sittingId: ids.morning },
      { intent: "kiosk_sign", sittingId: ids.morning, registrationId: people[0].id, strokes: STROKES },
    ];
    for (const form of forms) {
      // Through the other session's page, and through their own page naming this sitting.
      expect((await post(cookies.other, form)).status, form.intent).toBe(404);
      expect((await post(cookies.other, form, ids.otherSession)).status, form.intent).toBe(404);
    }
    expect(await auditCount()).toBe(before);
    expect(await sittingState(ids.morning)).toBe("scheduled");
    expect(await db().select().from(attendance_signatures)).toEqual([]);
  });

  it("opens today's sitting, marks, takes a kiosk signature, refuses closing before the co-signature, then closes", async () => {
    // Not open yet: no code to show.
    expect((await qrJson(ids.morning)).body).toMatchObject({ svg: null, url: null, signed: 0, expected: 2 });

    const opened = await post(cookies.trainer, { intent: "open", sittingId: ids.morning });
    expect(opened.data).toMatchObject({ ok: true, toast: "trainer.session.success.opened" });
    expect(await sittingState(ids.morning)).toBe("open");
    // The session e-mails personal links when a sitting opens (its default).
    expect((await db().select().from(email_outbox)).length).toBe(2);

    const badMark = await post(cookies.trainer, {
      intent: "mark",
      sittingId: ids.morning,
      registrationId: people[0].id,
      status: "late",
      late_minutes: "-5",
    });
    expect(badMark.status).toBe(400);
    expect(badMark.data?.errors?.late_minutes).toBe("attendance.errors.minutes_invalid");
    expect(badMark.data?.values?.late_minutes).toBe("-5");
    const excused = await post(cookies.trainer, {
      intent: "mark",
      sittingId: ids.morning,
      registrationId: people[0].id,
      status: "excused",
    });
    expect(excused.status).toBe(400);

    const marked = await post(cookies.trainer, {
      intent: "mark",
      sittingId: ids.morning,
      registrationId: people[0].id,
      status: "late",
      late_minutes: "20",
    });
    expect(marked.status).toBe(200);

    const noDrawing = await post(cookies.trainer, {
      intent: "kiosk_sign",
      sittingId: ids.morning,
      registrationId: people[1].id,
      strokes: "",
    });
    expect(noDrawing.status).toBe(400);
    expect(noDrawing.data?.errors?.strokes).toBe("attendance.errors.signature_required");
    const kiosk = await post(cookies.trainer, {
      intent: "kiosk_sign",
      sittingId: ids.morning,
      registrationId: people[1].id,
      strokes: STROKES,
    });
    expect(kiosk.status).toBe(200);
    const twice = await post(cookies.trainer, {
      intent: "kiosk_sign",
      sittingId: ids.morning,
      registrationId: people[1].id,
      strokes: STROKES,
    });
    expect(twice).toMatchObject({ status: 409, data: { formError: "attendance.errors.already_signed" } });
    const [signature] = await db()
      .select()
      .from(attendance_signatures)
      .where(eq(attendance_signatures.registration_id, people[1].id));
    expect(signature).toMatchObject({ method: "kiosk", identified_by: "trainer_device", signed_late: false });
    expect(signature.svg).toContain("<svg");

    const early = await post(cookies.trainer, { intent: "close", sittingId: ids.morning });
    expect(early).toMatchObject({ status: 409, data: { formError: "attendance.errors.trainer_signature_required" } });
    expect(await sittingState(ids.morning)).toBe("open");

    const coSigned = await post(cookies.trainer, { intent: "co_sign", sittingId: ids.morning, strokes: STROKES });
    expect(coSigned.status).toBe(200);
    const page = (await readSession()).data as SessionData;
    expect(page.sittings[0]).toMatchObject({ state: "open", signed: 1, trainer_signed: true });
    expect(page.sittings[0].signatures).toEqual([{ registration_id: people[1].id, late: false }]);

    const closed = await post(cookies.trainer, { intent: "close", sittingId: ids.morning });
    expect(closed.data).toMatchObject({ ok: true, toast: "trainer.session.success.closed" });
    expect(await sittingState(ids.morning)).toBe("closed");
    const records = await db()
      .select({
        registration: attendance_records.registration_id,
        status: attendance_records.status,
        minutes: attendance_records.minutes_attended,
      })
      .from(attendance_records)
      .where(eq(attendance_records.sitting_id, ids.morning));
    expect(records.sort((a, b) => a.minutes - b.minutes)).toEqual([
      { registration: people[0].id, status: "late", minutes: 190 },
      { registration: people[1].id, status: "present", minutes: 210 },
    ]);
    // Every write of the trainer is in the audit log, under their name.
    const entries = await db().select().from(audit_log).where(eq(audit_log.actor_id, ids.trainer));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["close", "co_sign", "mark", "open", "sign"]);
  });

  it("takes a signature after closing only through the kiosk, marked signed late", async () => {
    const late = await post(cookies.trainer, {
      intent: "kiosk_sign",
      sittingId: ids.morning,
      registrationId: people[0].id,
      strokes: STROKES,
    });
    expect(late.status).toBe(200);
    const [signature] = await db()
      .select()
      .from(attendance_signatures)
      .where(
        and(eq(attendance_signatures.registration_id, people[0].id), eq(attendance_signatures.sitting_id, ids.morning)),
      );
    expect(signature.signed_late).toBe(true);
  });

  it("refuses marking a locked sitting", async () => {
    await inTransaction(() => lockSitting(ids.morning, { by: null, nowMs: NOW }));
    const marked = await post(cookies.trainer, {
      intent: "mark",
      sittingId: ids.morning,
      registrationId: people[0].id,
      status: "absent",
    });
    expect(marked).toMatchObject({ status: 409, data: { formError: "attendance.errors.locked_use_correction" } });
    const [record] = await db()
      .select()
      .from(attendance_records)
      .where(and(eq(attendance_records.sitting_id, ids.morning), eq(attendance_records.registration_id, people[0].id)));
    expect(record.status).toBe("late");
  });

  it("serves the QR code of an open sitting as an SVG whose code is valid now and changes 30 seconds later", async () => {
    const afternoon = NOW + 4.5 * 3600_000; // 14:00 in Paris
    at(afternoon);
    expect((await post(cookies.trainer, { intent: "open", sittingId: ids.afternoon })).status).toBe(200);
    const [sitting] = await db().select().from(session_sittings).where(eq(session_sittings.id, ids.afternoon));

    const first = await qrJson(ids.afternoon);
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect(first.body.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(first.body).toMatchObject({ signed: 0, expected: 2, refreshInMs: 30_000 - (afternoon % 30_000) });
    const url = new URL(first.body.url ?? "");
    expect(url.pathname).toBe(`/sign/${ids.afternoon}`);
    const k = url.searchParams.get("k") ?? "";
    expect(isQrTokenValid(sitting, k, afternoon)).toBe(true);

    at(afternoon + 30_000);
    const next = await qrJson(ids.afternoon);
    const nextK = new URL(next.body.url ?? "").searchParams.get("k") ?? "";
    expect(nextK).not.toBe(k);
    expect(isQrTokenValid(sitting, nextK, afternoon + 30_000)).toBe(true);
    // A minute on, the first code no longer signs.
    expect(isQrTokenValid(sitting, k, afternoon + 60_000)).toBe(false);

    // A closed sitting shows no code.
    const morning = await qrJson(ids.morning);
    expect(morning.body).toMatchObject({ svg: null, url: null });
  });
});
