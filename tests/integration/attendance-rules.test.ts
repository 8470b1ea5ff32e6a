// Issue 25, delivery.md §1 on a real database and a simulated clock: sittings generated from a
// session's dates, their states moved by the job, the signing rules, the trainer's co-signature,
// locking with its fingerprint, corrections that keep history, the evidence guards against every
// direct path, and a roomful of phones signing at once.
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  attendance_alerts,
  attendance_corrections,
  attendance_records,
  attendance_signatures,
  course_sessions,
  email_outbox,
  session_sittings,
} from "#db/schema";
import { eraseExpiredSigningDetails, runAttendanceJob } from "~/attendance/attendance-job.server";
import { sessionFingerprint } from "~/attendance/fingerprint.server";
import { correctAttendance, effectiveRecords, markAttendance } from "~/attendance/marks.server";
import type { Strokes } from "~/attendance/schema";
import {
  isQrTokenValid,
  qrToken,
  recordParticipantSignature,
  recordTrainerSignature,
  type SignatureRequest,
} from "~/attendance/signing.server";
import { closeSitting, listSessionSittings, lockSitting } from "~/attendance/sittings.server";
import { db, inTransaction } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createRegistration,
  createTeacher,
  createTrainedSession,
  createUserRow,
  seedReferenceData,
} from "../factories";

describe("attendance (delivery.md §1)", () => {
  useTestDatabase();

  const STROKES: Strokes = [
    [
      [10, 10],
      [80, 60],
      [150, 20],
    ],
  ];
  const at = (iso: string) => new Date(iso).getTime();

  /** The guard's refusal, read through Drizzle's wrapping of the driver's error. */
  async function refusedByGuard(work: () => Promise<unknown>) {
    const error = await inTransaction(work).then(
      () => null,
      (caught: unknown) => caught,
    );
    const messages: string[] = [];
    for (let e = error as { message?: string; cause?: unknown } | null; e; e = e.cause as typeof e)
      messages.push(String(e.message));
    expect(messages.join(" | ")).toMatch(/evidence/);
  }

  async function sessionWithPeople(count = 2, values: Partial<typeof course_sessions.$inferInsert> = {}) {
    await seedReferenceData();
    const { course, trainer, session } = await createTrainedSession({ session: values });
    const registrations = [];
    for (let i = 0; i < count; i++) {
      const user = await createUserRow({ full_name: `Participant ${i + 1}`, language: i % 2 ? "en" : "fr" });
      registrations.push(await createRegistration({ session_id: session.id, user_id: user.id, status: "confirmed" }));
    }
    return { course, trainer, session, registrations, sittings: await listSessionSittings(session.id) };
  }

  const sign = (
    request: Partial<SignatureRequest> & Pick<SignatureRequest, "sittingId" | "registrationId" | "nowMs">,
  ) =>
    inTransaction(() =>
      recordParticipantSignature({
        strokes: STROKES,
        method: "qr",
        identifiedBy: "account",
        userId: null,
        throughTrainer: false,
        ip: "203.0.113.9",
        userAgent: "test",
        deviceHash: null,
        ...request,
      }),
    );

  describe("sittings", () => {
    it("are a morning and an afternoon per day, split at the lunch break, in the session's zone", async () => {
      const { sittings } = await sessionWithPeople(0);
      expect(sittings.map((s) => [s.date, s.period, s.start_time, s.end_time, s.planned_minutes])).toEqual([
        ["2031-03-10", "morning", "09:00:00", "12:30:00", 210],
        ["2031-03-10", "afternoon", "13:30:00", "17:00:00", 210],
        ["2031-03-11", "morning", "09:00:00", "12:30:00", 210],
        ["2031-03-11", "afternoon", "13:30:00", "17:00:00", 210],
      ]);
      // Paris is UTC+1 in March before the change of hour.
      expect(sittings[0].starts_at.toISOString()).toBe("2031-03-10T08:00:00.000Z");
    });

    it("follow the session's dates until something is signed, then never change", async () => {
      const { session, sittings, registrations } = await sessionWithPeople(1, {
        end_date: "2031-03-10",
        start_time: "14:00",
      });
      expect(sittings).toHaveLength(1);
      expect(sittings[0].period).toBe("afternoon");
      await db()
        .update(course_sessions)
        .set({ end_date: "2031-03-12", start_time: "09:00" })
        .where(eq(course_sessions.id, session.id));
      const regenerated = await listSessionSittings(session.id);
      expect(regenerated).toHaveLength(6);
      await runAttendanceJob(at("2031-03-10T07:50:00Z"));
      expect(
        (
          await sign({
            sittingId: regenerated[0].id,
            registrationId: registrations[0].id,
            nowMs: at("2031-03-10T08:05:00Z"),
          })
        ).kind,
      ).toBe("ok");
      await db().update(course_sessions).set({ end_date: "2031-03-10" }).where(eq(course_sessions.id, session.id));
      expect((await listSessionSittings(session.id)).map((s) => s.id)).toEqual(regenerated.map((s) => s.id));
      await expect(
        db().update(session_sittings).set({ start_time: "10:00" }).where(eq(session_sittings.id, regenerated[0].id)),
      ).rejects.toThrow();
    });

    it("are moved one at a time, letting the process answer its requests between two", async () => {
      const { sittings } = await sessionWithPeople(0);
      // Turns of the event loop while the pass runs: a request's handler needs one. On the
      // embedded database the queries resolve as microtasks, so a pass that never yields gets none.
      let turns = 0;
      let done = false;
      const turn = () => {
        turns += 1;
        if (!done) setImmediate(turn);
      };
      setImmediate(turn);
      const counts = await runAttendanceJob(at("2031-03-12T06:00:00Z"));
      done = true;
      // This session's sittings, and those earlier tests of the file left due.
      expect(counts.close).toBeGreaterThanOrEqual(sittings.length);
      expect(turns).toBeGreaterThanOrEqual(counts.close);
    });

    it("move on the job's clock: open 15 minutes before, links e-mailed, closed 4 hours after, locked at midnight", async () => {
      const { session, sittings, registrations } = await sessionWithPeople(2);
      const [morning] = sittings;
      const state = async () => (await listSessionSittings(session.id))[0];
      await runAttendanceJob(at("2031-03-10T07:40:00Z"));
      expect((await state()).state).toBe("scheduled");
      const outboxBefore = (await db().select().from(email_outbox)).length;
      await runAttendanceJob(at("2031-03-10T07:46:00Z"));
      expect((await state()).state).toBe("open");
      const links = (await db().select().from(email_outbox)).slice(outboxBefore);
      expect(links).toHaveLength(2);
      expect(links.map((mail) => mail.subject).join(" ")).toMatch(/émargement|attendance/i);
      // Twice the same pass: nothing more.
      await runAttendanceJob(at("2031-03-10T07:47:00Z"));
      expect((await db().select().from(email_outbox)).length).toBe(outboxBefore + 2);

      await sign({ sittingId: morning.id, registrationId: registrations[0].id, nowMs: at("2031-03-10T08:02:00Z") });
      // 30 minutes after the end with no co-signature: the trainer is reminded, once.
      await runAttendanceJob(at("2031-03-10T12:01:00Z"));
      await runAttendanceJob(at("2031-03-10T12:02:00Z"));
      expect((await state()).trainer_reminded_at).not.toBeNull();
      await runAttendanceJob(at("2031-03-10T15:29:00Z"));
      expect((await state()).state).toBe("open");
      await runAttendanceJob(at("2031-03-10T15:31:00Z"));
      expect((await state()).state).toBe("closed");
      const records = await effectiveRecords([morning.id]);
      expect(Object.fromEntries(records.map((r) => [r.registration_id, r.status]))).toEqual({
        [registrations[0].id]: "present",
        [registrations[1].id]: "absent",
      });
      // 00:00 in Paris is 23:00 UTC the day before.
      await runAttendanceJob(at("2031-03-10T22:59:00Z"));
      expect((await state()).state).toBe("closed");
      await runAttendanceJob(at("2031-03-10T23:00:30Z"));
      const locked = await state();
      expect(locked.state).toBe("locked");
      expect(locked.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      const [withCode] = await db().select().from(course_sessions).where(eq(course_sessions.id, session.id));
      expect(withCode.attendance_code).toMatch(/^[A-Z2-9]{12}$/);
      expect(await sessionFingerprint(session.id, { recompute: true })).toBe(await sessionFingerprint(session.id));
      // The participant who missed it is under 80 % of the time so far.
      const alerts = await db().select().from(attendance_alerts);
      expect(alerts.map((a) => [a.registration_id, a.kind])).toContainEqual([registrations[1].id, "under_80"]);
    });

    it("are never opened once over: a server down during the sitting e-mails no link for it", async () => {
      const { session } = await sessionWithPeople(2);
      const before = (await db().select().from(email_outbox)).length;
      await runAttendanceJob(at("2031-03-10T14:00:00Z"));
      const [morning] = await listSessionSittings(session.id);
      expect(morning.state).toBe("scheduled");
      await runAttendanceJob(at("2031-03-10T15:31:00Z"));
      expect((await listSessionSittings(session.id))[0].state).toBe("closed");
      // The afternoon opened on time instead (13:15 Paris), with its links.
      expect((await db().select().from(email_outbox)).length).toBe(before + 2);
    });
  });

  describe("signing", () => {
    it("takes the current QR code and refuses an expired one", async () => {
      const { sittings } = await sessionWithPeople(0);
      const now = at("2031-03-10T08:00:05Z");
      const token = qrToken(sittings[0], now);
      expect(isQrTokenValid(sittings[0], token, now)).toBe(true);
      expect(isQrTokenValid(sittings[0], token, now + 31_000)).toBe(true); // the grace after it changed
      expect(isQrTokenValid(sittings[0], token, now + 60_000)).toBe(false);
      expect(isQrTokenValid(sittings[1], token, now)).toBe(false);
      // One character changed (never to itself) is refused.
      const forged = `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`;
      expect(isQrTokenValid(sittings[0], forged, now)).toBe(false);
    });

    it("is one signature per participant per sitting, only while open, never a later sitting", async () => {
      const { sittings, registrations } = await sessionWithPeople(2);
      const [morning, afternoon] = sittings;
      const now = at("2031-03-10T08:05:00Z");
      expect(await sign({ sittingId: morning.id, registrationId: registrations[0].id, nowMs: now })).toMatchObject({
        kind: "conflict",
        formError: "attendance.errors.not_open",
      });
      await runAttendanceJob(at("2031-03-10T07:50:00Z"));
      expect((await sign({ sittingId: morning.id, registrationId: registrations[0].id, nowMs: now })).kind).toBe("ok");
      expect(await sign({ sittingId: morning.id, registrationId: registrations[0].id, nowMs: now })).toMatchObject({
        formError: "attendance.errors.already_signed",
      });
      // The afternoon is later: not open, refused.
      expect(await sign({ sittingId: afternoon.id, registrationId: registrations[0].id, nowMs: now })).toMatchObject({
        formError: "attendance.errors.not_open",
      });
      const [signature] = await db()
        .select()
        .from(attendance_signatures)
        .where(eq(attendance_signatures.sitting_id, morning.id));
      expect(signature).toMatchObject({
        method: "qr",
        identified_by: "account",
        ip_address: "203.0.113.9",
        signed_late: false,
      });
      expect(signature.svg).toMatch(/^<svg [^>]*><path d="M10 10 L80 60 L150 20"\/><\/svg>$/);
    });

    it("after closing, only through the trainer, marked signed late; and closing needs the trainer's signature", async () => {
      const { sittings, registrations, trainer } = await sessionWithPeople(2);
      const [morning] = sittings;
      await runAttendanceJob(at("2031-03-10T07:50:00Z"));
      const closing = () =>
        inTransaction(() =>
          closeSitting(morning.id, {
            by: trainer.id,
            nowMs: at("2031-03-10T11:31:00Z"),
            requireTrainerSignature: true,
          }),
        );
      expect(await closing()).toMatchObject({ formError: "attendance.errors.trainer_signature_required" });
      const other = await createTeacher("Someone Else");
      expect(
        await inTransaction(() =>
          recordTrainerSignature({
            sittingId: morning.id,
            trainer: other,
            strokes: STROKES,
            ip: null,
            userAgent: null,
            deviceHash: null,
            nowMs: at("2031-03-10T11:30:00Z"),
          }),
        ),
      ).toMatchObject({ kind: "forbidden" });
      expect(
        (
          await inTransaction(() =>
            recordTrainerSignature({
              sittingId: morning.id,
              trainer,
              strokes: STROKES,
              ip: null,
              userAgent: null,
              deviceHash: null,
              nowMs: at("2031-03-10T11:30:00Z"),
            }),
          )
        ).kind,
      ).toBe("ok");
      expect((await closing()).kind).toBe("ok");
      const late = { sittingId: morning.id, registrationId: registrations[1].id, nowMs: at("2031-03-10T11:40:00Z") };
      expect(await sign(late)).toMatchObject({ formError: "attendance.errors.closed" });
      expect(
        (await sign({ ...late, method: "kiosk", identifiedBy: "trainer_device", throughTrainer: true })).kind,
      ).toBe("ok");
      const [signature] = await db()
        .select()
        .from(attendance_signatures)
        .where(eq(attendance_signatures.registration_id, registrations[1].id));
      expect(signature.signed_late).toBe(true);
    });

    it("records twenty phones signing at once, once each", async () => {
      const { sittings, registrations } = await sessionWithPeople(20);
      await runAttendanceJob(at("2031-03-10T07:50:00Z"));
      const now = at("2031-03-10T08:01:00Z");
      const results = await Promise.all(
        [...registrations, ...registrations.slice(0, 5)].map((r, i) =>
          sign({ sittingId: sittings[0].id, registrationId: r.id, nowMs: now + i }),
        ),
      );
      expect(results.filter((r) => r.kind === "ok")).toHaveLength(20);
      expect(results.filter((r) => r.kind === "conflict")).toHaveLength(5);
      const [{ n }] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(attendance_signatures)
        .where(eq(attendance_signatures.sitting_id, sittings[0].id));
      expect(n).toBe(20);
    });
  });

  describe("locked evidence", () => {
    async function lockedMorning() {
      const setup = await sessionWithPeople(2);
      const [morning] = setup.sittings;
      await runAttendanceJob(at("2031-03-10T07:50:00Z"));
      await sign({
        sittingId: morning.id,
        registrationId: setup.registrations[0].id,
        nowMs: at("2031-03-10T08:03:00Z"),
      });
      await inTransaction(() =>
        markAttendance(
          morning.id,
          setup.registrations[0].id,
          { status: "late", late_minutes: 20 },
          { id: setup.trainer.id, trainerId: setup.trainer.id },
        ),
      );
      await inTransaction(() =>
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
      await inTransaction(() =>
        closeSitting(morning.id, {
          by: setup.trainer.id,
          nowMs: at("2031-03-10T11:31:00Z"),
          requireTrainerSignature: true,
        }),
      );
      expect(
        (
          await inTransaction(() =>
            lockSitting(morning.id, { by: setup.trainer.id, nowMs: at("2031-03-10T11:32:00Z") }),
          )
        ).kind,
      ).toBe("ok");
      return { ...setup, morning };
    }

    it("refuses every direct change: records, signatures, the sitting's plan, deletions", async () => {
      const { morning, registrations } = await lockedMorning();
      const [record] = await db()
        .select()
        .from(attendance_records)
        .where(eq(attendance_records.registration_id, registrations[0].id));
      expect(record).toMatchObject({ status: "late", late_minutes: 20, minutes_attended: 190 });
      const attempts = [
        () => db().update(attendance_records).set({ status: "present" }).where(eq(attendance_records.id, record.id)),
        () => db().delete(attendance_records).where(eq(attendance_records.id, record.id)),
        () =>
          db().insert(attendance_records).values({
            sitting_id: morning.id,
            registration_id: registrations[1].id,
            status: "present",
            minutes_attended: 1,
          }),
        () =>
          db()
            .update(attendance_signatures)
            .set({ signed_at: new Date() })
            .where(eq(attendance_signatures.sitting_id, morning.id)),
        () =>
          db()
            .update(attendance_signatures)
            .set({ svg: "<svg/>" })
            .where(eq(attendance_signatures.sitting_id, morning.id)),
        () => db().delete(attendance_signatures).where(eq(attendance_signatures.sitting_id, morning.id)),
        () => db().update(session_sittings).set({ planned_minutes: 1 }).where(eq(session_sittings.id, morning.id)),
        () => db().update(session_sittings).set({ state: "open" }).where(eq(session_sittings.id, morning.id)),
        () => db().delete(session_sittings).where(eq(session_sittings.id, morning.id)),
      ];
      for (const attempt of attempts) await refusedByGuard(attempt);
      // Marking through the trainer's path is refused too: corrections only.
      expect(
        await inTransaction(() =>
          markAttendance(
            morning.id,
            registrations[0].id,
            { status: "present" },
            { id: registrations[0].user_id, trainerId: null },
          ),
        ),
      ).toMatchObject({ formError: "attendance.errors.locked_use_correction" });
      // Erasing the IP address at the end of retention is the one change allowed.
      await db()
        .update(attendance_signatures)
        .set({ ip_address: null, user_agent: null })
        .where(eq(attendance_signatures.sitting_id, morning.id));
    });

    it("amends with a reason, keeping the previous values, and the fingerprint follows the data", async () => {
      const { morning, registrations, session, trainer } = await lockedMorning();
      const before = await sessionFingerprint(session.id);
      const result = await inTransaction(() =>
        correctAttendance(
          morning.id,
          registrations[1].id,
          { status: "present" },
          "Signed the paper sheet",
          { id: trainer.id },
          at("2031-03-12T09:00:00Z"),
        ),
      );
      expect(result.kind).toBe("ok");
      const again = await inTransaction(() =>
        correctAttendance(
          morning.id,
          registrations[1].id,
          { status: "excused" },
          "Doctor's note",
          { id: trainer.id },
          at("2031-03-12T10:00:00Z"),
        ),
      );
      expect(again.kind).toBe("ok");
      const corrections = await db()
        .select()
        .from(attendance_corrections)
        .orderBy(asc(attendance_corrections.created_at));
      expect(corrections.map((c) => [c.previous_status, c.status, c.reason])).toEqual([
        ["absent", "present", "Signed the paper sheet"],
        ["present", "excused", "Doctor's note"],
      ]);
      expect(corrections[1].corrects_id).toBe(corrections[0].id);
      const [record] = await db()
        .select()
        .from(attendance_records)
        .where(
          and(
            eq(attendance_records.sitting_id, morning.id),
            eq(attendance_records.registration_id, registrations[1].id),
          ),
        );
      expect(record.status).toBe("absent");
      const [effective] = (await effectiveRecords([morning.id])).filter(
        (r) => r.registration_id === registrations[1].id,
      );
      expect(effective).toMatchObject({ status: "excused", amended: true, minutes_attended: 0 });
      const [sitting] = await db().select().from(session_sittings).where(eq(session_sittings.id, morning.id));
      expect(sitting.state).toBe("amended");
      const after = await sessionFingerprint(session.id);
      expect(after).not.toBe(before);
      expect(await sessionFingerprint(session.id, { recompute: true })).toBe(after);
      await refusedByGuard(() =>
        db()
          .update(attendance_corrections)
          .set({ reason: "x" })
          .where(eq(attendance_corrections.id, corrections[0].id)),
      );
      expect(
        await inTransaction(() =>
          correctAttendance(
            morning.id,
            registrations[1].id,
            { status: "excused" },
            "same",
            { id: trainer.id },
            at("2031-03-12T11:00:00Z"),
          ),
        ),
      ).toMatchObject({ formError: "attendance.errors.correction_unchanged" });
    });
  });

  describe("retention", () => {
    it("erases the IP address, browser and device of signatures older than the retention, nothing else", async () => {
      const { sittings, registrations } = await sessionWithPeople(2);
      await runAttendanceJob(at("2031-03-10T07:50:00Z"));
      await sign({
        sittingId: sittings[0].id,
        registrationId: registrations[0].id,
        nowMs: at("2031-03-10T08:01:00Z"),
        deviceHash: "d1",
      });
      await sign({
        sittingId: sittings[0].id,
        registrationId: registrations[1].id,
        nowMs: at("2031-03-10T08:02:00Z"),
        deviceHash: "d2",
      });
      // Five years (the default retention) and a day later: both go; a day earlier: neither.
      expect(await eraseExpiredSigningDetails(at("2036-03-09T08:00:00Z"))).toBe(0);
      // This file's other sessions signed on the same day: theirs go too.
      expect(await eraseExpiredSigningDetails(at("2036-03-11T08:00:00Z"))).toBeGreaterThanOrEqual(2);
      const rows = await db()
        .select()
        .from(attendance_signatures)
        .where(eq(attendance_signatures.sitting_id, sittings[0].id));
      expect(rows.map((r) => [r.ip_address, r.user_agent, r.device_hash])).toEqual([
        [null, null, null],
        [null, null, null],
      ]);
      expect(rows.every((r) => r.svg.startsWith("<svg") && r.method === "qr")).toBe(true);
      expect(await eraseExpiredSigningDetails(at("2036-03-11T08:00:00Z"))).toBe(0);
    });
  });
});
