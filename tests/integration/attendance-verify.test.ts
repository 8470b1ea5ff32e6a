// /verify/{code} for an attendance sheet (delivery.md §1): the code printed on the signed sheet
// names the session; the page says what it covers, gives the session's fingerprint and whether
// the locked data still hashes to it; an unknown code is a 404, many tries are refused.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { course_sessions } from "#db/schema";
import { runAttendanceJob } from "~/attendance/attendance-job.server";
import { sessionFingerprint } from "~/attendance/fingerprint.server";
import { recordParticipantSignature } from "~/attendance/signing.server";
import { listSessionSittings } from "~/attendance/sittings.server";
import type { AttendanceVerification } from "~/attendance/verify.server";
import { loader } from "~/routes/public/verify";
import { db, inTransaction } from "~/server/db.server";
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

const at = (iso: string) => new Date(iso).getTime();

describe("the attendance sheet's public verification", () => {
  useTestDatabase();

  it("describes the locked sheet with its fingerprint, and says when the data no longer matches", async () => {
    await seedReferenceData();
    const course = await createCourse({ title_fr: "Gestion de projet", title_en: "Project management" });
    const session = await createSession({
      course_id: course.id,
      start_date: "2031-03-10",
      end_date: "2031-03-10",
      start_time: "09:00",
      end_time: "12:00",
      timezone: "Europe/Paris",
    });
    const user = await createUserRow({ full_name: "Ada Lovelace" });
    const registration = await createRegistration({ session_id: session.id, user_id: user.id, status: "confirmed" });
    const [sitting] = await listSessionSittings(session.id);
    await runAttendanceJob(at("2031-03-10T07:50:00Z"));
    await inTransaction(() =>
      recordParticipantSignature({
        sittingId: sitting.id,
        registrationId: registration.id,
        strokes: [
          [
            [10, 10],
            [90, 70],
          ],
        ],
        method: "qr",
        identifiedBy: "account",
        userId: user.id,
        throughTrainer: false,
        ip: null,
        userAgent: null,
        deviceHash: null,
        nowMs: at("2031-03-10T08:05:00Z"),
      }),
    );
    // Closed 4 hours after its end (no trainer: the job), locked at midnight Paris time.
    await runAttendanceJob(at("2031-03-10T15:10:00Z"));
    await runAttendanceJob(at("2031-03-10T23:10:00Z"));
    const [{ code }] = await db()
      .select({ code: course_sessions.attendance_code })
      .from(course_sessions)
      .where(eq(course_sessions.id, session.id));
    if (!code) throw new Error("no code after locking");

    const page = await callRoute<{ verification: AttendanceVerification }>(
      loader,
      makeRequest(`/verify/${code.toLowerCase()}`),
      { params: { code: code.toLowerCase() } },
    );
    expect(page.status).toBe(200);
    expect(page.data?.verification).toMatchObject({
      kind: "attendance_sheet",
      code,
      reference: course.reference,
      startDate: "2031-03-10",
      sittings: 1,
      lockedSittings: 1,
      plannedMinutes: 180,
      intact: true,
      fingerprint: await sessionFingerprint(session.id),
    });
    // Nothing about who attended.
    expect(JSON.stringify(page.data)).not.toContain("Ada");

    // Evidence changed behind the guards' back (a superuser disabling the triggers): the page says so.
    await db().execute("alter table attendance_signatures disable trigger attendance_signatures_guard");
    await db().execute("update attendance_signatures set signer_name = 'Someone Else'");
    await db().execute("alter table attendance_signatures enable trigger attendance_signatures_guard");
    const altered = await callRoute<{ verification: AttendanceVerification }>(loader, makeRequest(`/verify/${code}`), {
      params: { code },
    });
    expect(altered.data?.verification.intact).toBe(false);
  });

  it("answers 404 for an unknown or malformed code, and 429 after many tries from one address", async () => {
    for (const code of ["ZZZZZZZZZZZZ", "bad code!", "x"]) {
      const answer = await callRoute(loader, makeRequest(`/verify/${encodeURIComponent(code)}`), {
        params: { code },
        clientIp: "198.51.100.7",
      });
      expect(answer.status).toBe(404);
    }
    let last = 0;
    for (let i = 0; i < 60; i++) {
      last = (
        await callRoute(loader, makeRequest("/verify/ZZZZZZZZZZZZ"), {
          params: { code: "ZZZZZZZZZZZZ" },
          clientIp: "198.51.100.8",
        })
      ).status;
    }
    expect(last).toBe(404);
    const refused = await callRoute(loader, makeRequest("/verify/ZZZZZZZZZZZZ"), {
      params: { code: "ZZZZZZZZZZZZ" },
      clientIp: "198.51.100.8",
    });
    expect(refused.status).toBe(429);
  });
});
