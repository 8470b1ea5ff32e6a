// Issue 25, the staff attendance board (/admin/sessions/:id/attendance) through its real loader
// and action on a real database: what it shows per sitting and participant (signed / expected,
// the trainer's co-signature, the mark that counts after a correction), who may open it, marks
// before locking, corrections with their reason and history after it, validation, the sittings'
// plan until the first signature, and paper scans stored privately and served to staff only.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  attendance_corrections,
  attendance_records,
  audit_log,
  course_sessions,
  permissions,
  session_sittings,
  sitting_scans,
} from "#db/schema";
import { runAttendanceJob } from "~/attendance/attendance-job.server";
import { correctAttendance } from "~/attendance/marks.server";
import type { Strokes } from "~/attendance/schema";
import { recordParticipantSignature, recordTrainerSignature } from "~/attendance/signing.server";
import { closeSitting, listSessionSittings, lockSitting } from "~/attendance/sittings.server";
import { loader as rosterLoader } from "~/routes/admin/session";
import { action, loader } from "~/routes/admin/session-attendance";
import { loader as scanLoader } from "~/routes/admin/session-attendance-scan";
import { setClock } from "~/server/clock.server";
import { getConfig } from "~/server/config.server";
import { db, inTransaction } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createRegistration,
  createTrainedSession,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Board = Awaited<ReturnType<typeof loader>>["board"];
type Answer = {
  ok?: boolean;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  formError?: string;
  toast?: string;
};

const STROKES: Strokes = [
  [
    [10, 10],
    [80, 60],
    [150, 20],
  ],
];
const at = (iso: string) => new Date(iso).getTime();
// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("attendance board (issue 25)", () => {
  useTestDatabase();
  let adminCookie = "";
  let operatorCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin", language: "en" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator", language: "fr" }));
    memberCookie = await sessionCookie(await createUser());
  });
  afterEach(() => setClock());

  async function sessionWithPeople() {
    const { trainer, session } = await createTrainedSession({
      course: { title_en: "Board course", title_fr: "Cours du tableau" },
    });
    const registrations = [];
    for (const name of ["Alice Martin", "Bruno Petit"]) {
      const user = await createUserRow({ full_name: name });
      registrations.push(await createRegistration({ session_id: session.id, user_id: user.id, status: "confirmed" }));
    }
    return { trainer, session, registrations, sittings: await listSessionSittings(session.id) };
  }

  /** The first morning held: opened by the job, Alice signs, the trainer co-signs, closed. */
  async function holdFirstMorning(setup: Awaited<ReturnType<typeof sessionWithPeople>>) {
    const morning = setup.sittings[0];
    await runAttendanceJob(at("2031-03-10T07:50:00Z"));
    const signed = await inTransaction(() =>
      recordParticipantSignature({
        sittingId: morning.id,
        registrationId: setup.registrations[0].id,
        strokes: STROKES,
        method: "qr",
        identifiedBy: "account",
        userId: null,
        throughTrainer: false,
        ip: null,
        userAgent: null,
        deviceHash: null,
        nowMs: at("2031-03-10T08:05:00Z"),
      }),
    );
    expect(signed.kind).toBe("ok");
    const trainerSigned = await inTransaction(() =>
      recordTrainerSignature({
        sittingId: morning.id,
        trainer: setup.trainer,
        strokes: STROKES,
        ip: null,
        userAgent: null,
        deviceHash: null,
        nowMs: at("2031-03-10T11:30:00Z"),
      }),
    );
    expect(trainerSigned.kind).toBe("ok");
    const closed = await inTransaction(() =>
      closeSitting(morning.id, {
        by: setup.trainer.id,
        nowMs: at("2031-03-10T11:31:00Z"),
        requireTrainerSignature: true,
      }),
    );
    expect(closed.kind).toBe("ok");
    return morning;
  }

  const url = (sessionId: string) => `/admin/sessions/${sessionId}/attendance`;
  const read = (sessionId: string, cookie = adminCookie) =>
    callRoute<{ board: Board }>(loader, makeRequest(url(sessionId), { cookie }), { params: { id: sessionId } });
  const post = (sessionId: string, form: Record<string, string>, cookie = adminCookie) =>
    callRoute<Answer>(action, makeRequest(url(sessionId), { form, cookie }), { params: { id: sessionId } });

  it("shows signed / expected, the trainer's co-signature and the mark that counts after a correction", async () => {
    const setup = await sessionWithPeople();
    const morning = await holdFirstMorning(setup);
    await inTransaction(() => lockSitting(morning.id, { by: null, nowMs: at("2031-03-11T00:00:00Z") }));
    // Bruno had not signed: absent when closed; a correction makes him present.
    const corrected = await inTransaction(() =>
      correctAttendance(
        morning.id,
        setup.registrations[1].id,
        { status: "late", late_minutes: 30 },
        "Signed the paper sheet",
        { id: setup.trainer.id },
        at("2031-03-11T09:00:00Z"),
      ),
    );
    expect(corrected.kind).toBe("ok");

    const answer = await read(setup.session.id);
    expect(answer.status).toBe(200);
    const board = answer.data?.board as Board;
    expect(board.sittings).toHaveLength(4);
    const [first, second] = board.sittings;
    expect([first.state, first.signed, first.expected]).toEqual(["amended", 1, 2]);
    expect(first.trainer_signed_at).toBe("2031-03-10T11:30:00.000Z");
    expect([second.state, second.signed, second.trainer_signed_at]).toEqual(["scheduled", 0, null]);
    const [alice, bruno] = board.participants;
    expect(alice.name).toBe("Alice Martin");
    expect(alice.cells[0]).toMatchObject({ status: "present", minutes_attended: 210, amended: false });
    expect(alice.cells[0].signed_at).toBe("2031-03-10T08:05:00.000Z");
    expect(bruno.cells[0]).toMatchObject({ status: "late", late_minutes: 30, minutes_attended: 180, amended: true });
    expect(bruno.cells[0].signed_at).toBeNull();
    expect(bruno.cells[0].history).toHaveLength(1);
    expect(bruno.cells[0].history[0]).toMatchObject({
      previous_status: "absent",
      previous_minutes_attended: 0,
      status: "late",
      reason: "Signed the paper sheet",
    });
    expect([alice.minutes_attended, bruno.minutes_attended, board.planned_minutes]).toEqual([210, 180, 840]);
    expect(board.plan_editable).toBe(false);
    expect(board.is_live).toBe(false);
  });

  it("opens to staff with the attendance module only; others are refused and cannot write", async () => {
    const { session, sittings } = await sessionWithPeople();
    expect((await read(session.id, operatorCookie)).status).toBe(200);
    const refused = await read(session.id, memberCookie);
    expect(refused.status).toBe(302);
    expect(refused.location).toBe("/");
    const write = await post(session.id, { intent: "lock", sittingId: sittings[0].id }, memberCookie);
    expect(write.status).toBe(403);
    // The roster links to the board for those who may open it; an operator whose role lost the
    // module neither sees the link nor opens the board.
    const rosterOf = async (cookie: string) =>
      (
        await callRoute<{ canOpenAttendance: boolean }>(
          rosterLoader,
          makeRequest(`/admin/sessions/${session.id}`, { cookie }),
          { params: { id: session.id } },
        )
      ).data?.canOpenAttendance;
    expect(await rosterOf(operatorCookie)).toBe(true);
    const operatorRow = and(eq(permissions.role, "operator"), eq(permissions.module, "attendance"));
    await db().update(permissions).set({ can_create: false, can_edit: false, can_delete: false }).where(operatorRow);
    try {
      expect(await rosterOf(operatorCookie)).toBe(false);
      expect((await read(session.id, operatorCookie)).status).toBe(302);
    } finally {
      await db().update(permissions).set({ can_create: true, can_edit: true }).where(operatorRow);
    }
    // An unknown session or an id that is not one: 404.
    expect((await read("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(
      (await callRoute(loader, makeRequest(url("nope"), { cookie: adminCookie }), { params: { id: "nope" } })).status,
    ).toBe(404);
  });

  it("lets staff mark before locking, and refuses a mark once locked", async () => {
    const setup = await sessionWithPeople();
    const morning = setup.sittings[0];
    await runAttendanceJob(at("2031-03-10T07:50:00Z"));
    const marked = await post(
      setup.session.id,
      {
        intent: "mark",
        sittingId: morning.id,
        registrationId: setup.registrations[1].id,
        status: "late",
        late_minutes: "10",
      },
      operatorCookie,
    );
    expect(marked.status).toBe(200);
    expect(marked.data?.toast).toBe("admin.attendance.success.marked");
    const [record] = await db()
      .select()
      .from(attendance_records)
      .where(eq(attendance_records.registration_id, setup.registrations[1].id));
    expect([record.status, record.late_minutes, record.minutes_attended]).toEqual(["late", 10, 200]);
    const board = (await read(setup.session.id)).data?.board as Board;
    expect(board.is_live).toBe(true);

    const other = setup.sittings[1];
    const early = await post(setup.session.id, {
      intent: "mark",
      sittingId: other.id,
      registrationId: setup.registrations[1].id,
      status: "absent",
    });
    expect(early.status).toBe(409);
    expect(early.data?.formError).toBe("attendance.errors.not_open");
    // A sitting of another session is not found here.
    const elsewhere = await sessionWithPeople();
    const foreign = await post(setup.session.id, {
      intent: "mark",
      sittingId: elsewhere.sittings[0].id,
      registrationId: setup.registrations[1].id,
      status: "absent",
    });
    expect(foreign.status).toBe(404);
  });

  it("validates only a closed sitting, then changes it only by a correction with a reason that keeps history", async () => {
    const setup = await sessionWithPeople();
    const morning = await holdFirstMorning(setup);
    const notClosed = await post(setup.session.id, { intent: "lock", sittingId: setup.sittings[1].id });
    expect(notClosed.status).toBe(409);
    expect(notClosed.data?.formError).toBe("attendance.errors.not_closed");
    const locked = await post(setup.session.id, { intent: "lock", sittingId: morning.id });
    expect(locked.status).toBe(200);
    const [row] = await db().select().from(session_sittings).where(eq(session_sittings.id, morning.id));
    expect(row.state).toBe("locked");
    expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const bruno = setup.registrations[1].id;
    const mark = await post(setup.session.id, {
      intent: "mark",
      sittingId: morning.id,
      registrationId: bruno,
      status: "present",
    });
    expect(mark.status).toBe(409);
    expect(mark.data?.formError).toBe("attendance.errors.locked_use_correction");

    const noReason = await post(setup.session.id, {
      intent: "correct",
      sittingId: morning.id,
      registrationId: bruno,
      status: "present",
      reason: "  ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.data?.errors?.reason).toBe("attendance.errors.reason_required");
    expect(
      await db()
        .select()
        .from(attendance_corrections)
        .innerJoin(attendance_records, eq(attendance_records.id, attendance_corrections.record_id))
        .where(eq(attendance_records.sitting_id, morning.id)),
    ).toHaveLength(0);

    const first = await post(setup.session.id, {
      intent: "correct",
      sittingId: morning.id,
      registrationId: bruno,
      status: "present",
      reason: "Was there, forgot to sign",
    });
    expect(first.status).toBe(200);
    const second = await post(setup.session.id, {
      intent: "correct",
      sittingId: morning.id,
      registrationId: bruno,
      status: "left_early",
      left_early_minutes: "60",
      reason: "Left at 11:30",
    });
    expect(second.status).toBe(200);
    const board = (await read(setup.session.id)).data?.board as Board;
    const cell = board.participants[1].cells[0];
    expect(cell).toMatchObject({ status: "left_early", minutes_attended: 150, amended: true });
    expect(cell.history.map((h) => [h.previous_status, h.status, h.reason])).toEqual([
      ["absent", "present", "Was there, forgot to sign"],
      ["present", "left_early", "Left at 11:30"],
    ]);
    // The record itself is untouched: the evidence as it was locked.
    const [record] = await db()
      .select()
      .from(attendance_records)
      .where(and(eq(attendance_records.sitting_id, morning.id), eq(attendance_records.registration_id, bruno)));
    expect(record.status).toBe("absent");
    expect(board.sittings[0].state).toBe("amended");
    const audits = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, "correct"), eq(audit_log.entity_id, record.id)));
    expect(audits).toHaveLength(2);
  });

  it("opens today's sitting on staff's demand, not another day's", async () => {
    const setup = await sessionWithPeople();
    setClock({ now: () => at("2031-03-10T07:30:00Z"), sleep: async () => {} });
    const other = await post(setup.session.id, { intent: "open", sittingId: setup.sittings[2].id });
    expect(other.status).toBe(409);
    expect(other.data?.formError).toBe("attendance.errors.not_today");
    const opened = await post(setup.session.id, { intent: "open", sittingId: setup.sittings[0].id });
    expect(opened.status).toBe(200);
    const board = (await read(setup.session.id)).data?.board as Board;
    expect(board.sittings[0].state).toBe("open");
    expect(board.sittings[0].is_today).toBe(true);
    expect(board.loaded_at).toBe("2031-03-10T07:30:00.000Z");
  });

  it("edits the sittings' plan until the first signature, then refuses", async () => {
    const setup = await sessionWithPeople();
    const overlap = await post(setup.session.id, {
      intent: "plan",
      "rows.0.date": "2031-03-10",
      "rows.0.start_time": "09:00",
      "rows.0.end_time": "12:00",
      "rows.1.date": "2031-03-10",
      "rows.1.start_time": "11:00",
      "rows.1.end_time": "13:00",
    });
    expect(overlap.status).toBe(400);
    expect(overlap.data?.errors?.["rows.1.start_time"]).toBe("admin.attendance.errors.plan_overlap");
    expect(overlap.data?.values?.["rows.1.start_time"]).toBe("11:00");
    expect(await listSessionSittings(setup.session.id)).toHaveLength(4);

    const saved = await post(setup.session.id, {
      intent: "plan",
      "rows.0.date": "2031-03-10",
      "rows.0.start_time": "09:30",
      "rows.0.end_time": "12:00",
      "rows.1.date": "2031-03-10",
      "rows.1.start_time": "13:00",
      "rows.1.end_time": "16:00",
      // A make-up day after the session's dates is allowed.
      "rows.2.date": "2031-03-14",
      "rows.2.start_time": "14:00",
      "rows.2.end_time": "17:00",
    });
    expect(saved.status).toBe(200);
    const plan = await listSessionSittings(setup.session.id);
    expect(plan.map((s) => [s.date, s.period, s.start_time, s.end_time, s.planned_minutes, s.edited])).toEqual([
      ["2031-03-10", "morning", "09:30:00", "12:00:00", 150, true],
      ["2031-03-10", "afternoon", "13:00:00", "16:00:00", 180, true],
      ["2031-03-14", "afternoon", "14:00:00", "17:00:00", 180, true],
    ]);
    expect(plan[0].starts_at.toISOString()).toBe("2031-03-10T08:30:00.000Z");
    // The session's dates no longer regenerate an edited plan.
    await db().update(course_sessions).set({ start_time: "08:00" }).where(eq(course_sessions.id, setup.session.id));
    expect(await listSessionSittings(setup.session.id)).toHaveLength(3);

    await runAttendanceJob(at("2031-03-10T08:20:00Z"));
    await inTransaction(() =>
      recordParticipantSignature({
        sittingId: plan[0].id,
        registrationId: setup.registrations[0].id,
        strokes: STROKES,
        method: "qr",
        identifiedBy: "account",
        userId: null,
        throughTrainer: false,
        ip: null,
        userAgent: null,
        deviceHash: null,
        nowMs: at("2031-03-10T08:35:00Z"),
      }),
    );
    const frozen = await post(setup.session.id, {
      intent: "plan",
      "rows.0.date": "2031-03-10",
      "rows.0.start_time": "10:00",
      "rows.0.end_time": "12:00",
    });
    expect(frozen.status).toBe(409);
    expect(frozen.data?.formError).toBe("admin.attendance.errors.plan_frozen");
    expect(await listSessionSittings(setup.session.id)).toHaveLength(3);
    expect((await read(setup.session.id)).data?.board.plan_editable).toBe(false);
  });

  describe("paper scans", () => {
    const upload = (sessionId: string, sittingId: string, file: File, cookie = adminCookie) => {
      const body = new FormData();
      body.set("intent", "scan");
      body.set("sittingId", sittingId);
      body.set("file", file);
      const request = new Request(`http://localhost${url(sessionId)}`, {
        method: "POST",
        headers: { origin: "http://localhost", cookie },
        body,
      });
      return callRoute<Answer>(action, request, { params: { id: sessionId } });
    };

    it("are stored privately, typed by their bytes, and downloaded by staff only", async () => {
      const { session, sittings } = await sessionWithPeople();
      const answer = await upload(
        session.id,
        sittings[0].id,
        new File([PNG], "feuille.pdf", { type: "application/pdf" }),
      );
      expect(answer.status).toBe(200);
      const [scan] = await db().select().from(sitting_scans).where(eq(sitting_scans.sitting_id, sittings[0].id));
      expect(scan.document_key).toMatch(/^scans\/.+\.png$/);
      expect(scan.document_name).toBe("feuille.pdf");
      expect(scan.sha256).toMatch(/^[0-9a-f]{64}$/);
      const { dataDir } = getConfig();
      expect(existsSync(path.join(dataDir, "private", scan.document_key))).toBe(true);
      expect(existsSync(path.join(dataDir, "uploads", scan.document_key))).toBe(false);
      expect((await db().select().from(audit_log).where(eq(audit_log.entity_type, "sitting_scan"))).length).toBe(1);
      expect(readFileSync(path.join(dataDir, "private", scan.document_key)).equals(PNG)).toBe(true);

      const board = (await read(session.id)).data?.board as Board;
      expect(board.sittings[0].scans.map((s) => s.document_name)).toEqual(["feuille.pdf"]);
      // Evidence attached: the plan no longer changes.
      expect(board.plan_editable).toBe(false);

      const asStaff = await callRoute(
        scanLoader,
        makeRequest(`${url(session.id)}/scans/${scan.id}`, { cookie: operatorCookie }),
        {
          params: { id: session.id, scanId: scan.id },
        },
      );
      expect(asStaff.status).toBe(200);
      expect(asStaff.headers.get("content-type")).toBe("image/png");
      expect(asStaff.headers.get("content-disposition")).toContain("attachment");
      const asMember = await callRoute(
        scanLoader,
        makeRequest(`${url(session.id)}/scans/${scan.id}`, { cookie: memberCookie }),
        {
          params: { id: session.id, scanId: scan.id },
        },
      );
      expect(asMember.status).toBe(302);
      expect(asMember.location).toBe("/");
      // The scan is not another session's.
      const other = await sessionWithPeople();
      const wrongSession = await callRoute(
        scanLoader,
        makeRequest(`${url(other.session.id)}/scans/${scan.id}`, { cookie: adminCookie }),
        {
          params: { id: other.session.id, scanId: scan.id },
        },
      );
      expect(wrongSession.status).toBe(404);
    });

    it("refuse a file that is not a PDF, a JPEG or a PNG, and a missing one", async () => {
      const { session, sittings } = await sessionWithPeople();
      const text = await upload(
        session.id,
        sittings[0].id,
        new File(["just text"], "sheet.pdf", { type: "application/pdf" }),
      );
      expect(text.status).toBe(400);
      expect(text.data?.errors?.file).toBe("admin.attendance.errors.file_invalid_type");
      const missing = await upload(session.id, sittings[0].id, new File([], ""));
      expect(missing.status).toBe(400);
      expect(missing.data?.errors?.file).toBe("admin.attendance.errors.file_required");
      expect(await db().select().from(sitting_scans).where(eq(sitting_scans.sitting_id, sittings[0].id))).toHaveLength(
        0,
      );
      const asMember = await upload(session.id, sittings[0].id, new File([PNG], "a.png"), memberCookie);
      expect(asMember.status).toBe(403);
    });
  });
});
