// Issue 25, delivery.md §1 (second half) on a real database through the real loaders and
// actions: a member justifies a missed half-day on /profile/registrations (document stored
// privately, typed from its bytes; refusals keep what was typed), staff accept (excused: a
// mark before locking, a correction after) or refuse with a note, the participant is told by
// e-mail in their language; drop-out alerts on the dashboard; the compliance list.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  absence_justifications,
  attendance_alerts,
  attendance_corrections,
  audit_log,
  email_outbox,
  permissions,
  session_sittings,
} from "#db/schema";
import { runAttendanceJob } from "~/attendance/attendance-job.server";
import { complianceReport } from "~/attendance/compliance.server";
import type { MemberAbsence } from "~/attendance/justification-schema";
import { correctAttendance, effectiveRecords } from "~/attendance/marks.server";
import type { Strokes } from "~/attendance/schema";
import { recordParticipantSignature, recordTrainerSignature } from "~/attendance/signing.server";
import { closeSitting, listSessionSittings } from "~/attendance/sittings.server";
import type { ActionData } from "~/forms/action-data";
import { setClock } from "~/server/clock.server";
import { resetConfig } from "~/server/config.server";
import { db, inTransaction } from "~/server/db.server";
import { resetPrivateStorage } from "~/uploads/private-documents.server";
import { loader as staffDocument } from "../../app/routes/admin/attendance-justification-document";
import {
  action as justificationsAction,
  loader as justificationsLoader,
} from "../../app/routes/admin/attendance-justifications";
import { action as dashboardAction, loader as dashboardLoader } from "../../app/routes/admin/index";
import { loader as memberDocument } from "../../app/routes/member/justification-document";
import { action as registrationsAction, loader as registrationsLoader } from "../../app/routes/member/registrations";
import { useTestDatabase } from "../db";
import {
  createAgency,
  createRegistration,
  createSession,
  createTrainedSession,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-absences-"));
const previousDataDir = process.env.DATA_DIR;

const at = (iso: string) => new Date(iso).getTime();
const STROKES: Strokes = [
  [
    [10, 10],
    [80, 60],
    [150, 20],
  ],
];
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
// A PNG's signature and header chunk: what file-type reads.
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0,
  0, 0, 0x90, 0x77, 0x53, 0xde, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

let now = at("2031-03-10T16:00:00Z");
const useNow = (iso: string) => {
  now = at(iso);
};

/** A multipart POST as the browser's form sends it. */
function multipart(pathname: string, cookie: string, fields: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost${pathname}`, {
    method: "POST",
    headers: { origin: "http://localhost", cookie },
    body,
  });
}

describe("absences, alerts and compliance (delivery.md §1)", () => {
  useTestDatabase();

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    resetConfig();
    resetPrivateStorage();
    setClock({ now: () => now, sleep: async () => {} });
    people = await setUp();
  });
  afterAll(() => {
    setClock();
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
    resetConfig();
    resetPrivateStorage();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  type People = Awaited<ReturnType<typeof setUp>>;
  let people: People;

  async function setUp() {
    await seedReferenceData();
    const { course, trainer, session } = await createTrainedSession({
      course: { title_fr: "Négociation", title_en: "Negotiation" },
      session: { seats_available: 20 },
    });
    const anna = await createUser({ fullName: "Anna English", language: "en", email: "anna@example.com" });
    const bruno = await createUser({ fullName: "Bruno Français", language: "fr", email: "bruno@example.com" });
    const admin = await createUser({ role: "admin", email: "absences-admin@example.com" });
    const operator = await createUser({ role: "operator", email: "absences-operator@example.com" });
    const moderator = await createUser({ role: "moderator", email: "absences-moderator@example.com" });
    const annaRegistration = await createRegistration({
      session_id: session.id,
      user_id: anna.id,
      status: "confirmed",
    });
    const brunoRegistration = await createRegistration({
      session_id: session.id,
      user_id: bruno.id,
      status: "confirmed",
    });
    // Nobody signs the morning: the job closes it 4 hours after its end, both absent.
    await runAttendanceJob(at("2031-03-10T15:31:00Z"));
    const [morning, afternoon] = await listSessionSittings(session.id);
    return {
      course,
      trainer,
      session,
      morning,
      afternoon,
      anna: { ...anna, cookie: await sessionCookie(anna), registration: annaRegistration },
      bruno: { ...bruno, cookie: await sessionCookie(bruno), registration: brunoRegistration },
      admin: { ...admin, cookie: await sessionCookie(admin) },
      operator: { ...operator, cookie: await sessionCookie(operator) },
      moderator: { ...moderator, cookie: await sessionCookie(moderator) },
    };
  }

  beforeEach(() => useNow("2031-03-11T09:00:00Z"));

  const justify = (
    who: { cookie: string; registration: { id: string } },
    fields: Partial<Record<string, string | File>> = {},
  ) =>
    callRoute<ActionData>(
      registrationsAction,
      multipart("/profile/registrations", who.cookie, {
        intent: "justify",
        registrationId: who.registration.id,
        sittingId: people.morning.id,
        reason: "Sick, see the doctor's note.",
        document: new File([PDF], "doctor-note.pdf", { type: "application/pdf" }),
        ...(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
          string,
          string | File
        >),
      }),
    );

  const absencesOf = async (cookie: string) =>
    (
      await callRoute<{ absences: MemberAbsence[] }>(
        registrationsLoader,
        makeRequest("/profile/registrations", { cookie }),
      )
    ).data?.absences ?? [];

  const staffPost = (cookie: string, form: Record<string, string>) =>
    callRoute<ActionData>(justificationsAction, makeRequest("/admin/attendance/justifications", { cookie, form }));

  const liveOf = async (registrationId: string) =>
    db()
      .select()
      .from(absence_justifications)
      .where(
        and(
          eq(absence_justifications.registration_id, registrationId),
          eq(absence_justifications.sitting_id, people.morning.id),
        ),
      )
      .orderBy(absence_justifications.created_at);

  describe("the member's justification", () => {
    it("offers the form for a missed half-day within 7 days", async () => {
      const absences = await absencesOf(people.anna.cookie);
      expect(absences.map((a) => [a.sitting_id, a.status, a.may_justify])).toEqual([
        [people.morning.id, "absent", true],
      ]);
      // Only the member's own: Bruno's absence is not on Anna's page.
      expect(absences.every((a) => a.registration_id === people.anna.registration.id)).toBe(true);
    });

    it("refuses a missing document and a text file, keeping what was typed", async () => {
      const missing = await justify(people.anna, { document: new File([], "") });
      expect(missing.status).toBe(400);
      expect(missing.data?.errors?.document).toBe("attendance.justifications.errors.document_required");
      expect(missing.data?.values?.reason).toBe("Sick, see the doctor's note.");

      const text = await justify(people.anna, {
        document: new File(["just some words"], "note.pdf", { type: "application/pdf" }),
      });
      expect(text.status).toBe(400);
      expect(text.data?.errors?.document).toBe("attendance.justifications.errors.document_invalid_type");
      expect(text.data?.values?.reason).toBe("Sick, see the doctor's note.");
      expect(await liveOf(people.anna.registration.id)).toHaveLength(0);
    });

    it("refuses someone else's registration and a sitting of another session as not found", async () => {
      const theirs = await justify(people.anna, { registrationId: people.bruno.registration.id });
      expect(theirs.status).toBe(404);
      const other = await createSession({
        course_id: people.course.id,
        start_date: "2031-03-12",
        end_date: "2031-03-12",
      });
      const [foreign] = await listSessionSittings(other.id);
      expect((await justify(people.anna, { sittingId: foreign.id })).status).toBe(404);
      expect((await justify(people.anna, { sittingId: "not-a-uuid" })).status).toBe(400);
      expect(await liveOf(people.bruno.registration.id)).toHaveLength(0);
    });

    it("stores the document privately, typed from its bytes, and refuses a second live one", async () => {
      const sent = await justify(people.anna);
      expect(sent.status).toBe(200);
      expect(sent.data?.ok).toBe(true);
      const [row] = await liveOf(people.anna.registration.id);
      expect(row).toMatchObject({
        decision: "pending",
        document_name: "doctor-note.pdf",
        submitted_by: people.anna.id,
      });
      expect(row.document_key).toMatch(/^justifications\/.+\.pdf$/);
      expect(fs.readFileSync(path.join(dataDir, "private", row.document_key as string))).toEqual(Buffer.from(PDF));
      const [audit] = await db()
        .select()
        .from(audit_log)
        .where(and(eq(audit_log.entity_type, "absence_justification"), eq(audit_log.entity_id, row.id)));
      expect(audit.actor_id).toBe(people.anna.id);

      const again = await justify(people.anna);
      expect(again.status).toBe(409);
      expect(again.data?.formError).toBe("attendance.justifications.errors.already_sent");
      const [absence] = await absencesOf(people.anna.cookie);
      expect(absence.may_justify).toBe(false);
      expect(absence.justifications.map((j) => j.decision)).toEqual(["pending"]);
    });

    it("lets only its owner download the document; staff download it from their list", async () => {
      const [row] = await liveOf(people.anna.registration.id);
      const own = await callRoute(memberDocument, makeRequest("/x", { cookie: people.anna.cookie }), {
        params: { id: row.id },
      });
      expect(own.status).toBe(200);
      expect(own.headers.get("content-type")).toBe("application/pdf");
      expect(own.headers.get("content-disposition")).toContain("attachment");
      const other = await callRoute(memberDocument, makeRequest("/x", { cookie: people.bruno.cookie }), {
        params: { id: row.id },
      });
      expect(other.status).toBe(404);
      expect(
        (await callRoute(memberDocument, makeRequest("/x", { cookie: people.anna.cookie }), { params: { id: "nope" } }))
          .status,
      ).toBe(404);
      const staff = await callRoute(staffDocument, makeRequest("/x", { cookie: people.operator.cookie }), {
        params: { id: row.id },
      });
      expect(staff.status).toBe(200);
      const moderator = await callRoute(staffDocument, makeRequest("/x", { cookie: people.moderator.cookie }), {
        params: { id: row.id },
      });
      expect(moderator.status).toBeGreaterThanOrEqual(300);
      expect(moderator.status).toBeLessThan(400);
    });

    it("refuses an absence more than 7 days old and says so on the page", async () => {
      useNow("2031-03-18T12:00:00Z");
      const late = await justify(people.bruno);
      expect(late.status).toBe(409);
      expect(late.data?.formError).toBe("attendance.justifications.errors.too_late");
      const [absence] = await absencesOf(people.bruno.cookie);
      expect(absence.may_justify).toBe(false);
      expect(absence.justifications).toEqual([]);
    });
  });

  describe("staff's decision", () => {
    it("lists pending justifications to staff with the module, and to no one else", async () => {
      const list = await callRoute<{ list: { total: number; justifications: { participant: string }[] } }>(
        justificationsLoader,
        makeRequest("/admin/attendance/justifications", { cookie: people.operator.cookie }),
      );
      expect(list.status).toBe(200);
      expect(list.data?.list.justifications.map((j) => j.participant)).toEqual(["Anna English"]);
      const refused = await callRoute(
        justificationsLoader,
        makeRequest("/admin/attendance/justifications", { cookie: people.moderator.cookie }),
      );
      expect(refused.status).toBe(302);
      expect((await staffPost(people.anna.cookie, { intent: "accept", id: crypto.randomUUID() })).status).toBe(403);
    });

    it("accepts before locking: the record becomes excused, the participant told in English", async () => {
      const [row] = await liveOf(people.anna.registration.id);
      const outboxBefore = (await db().select().from(email_outbox)).length;
      const answer = await staffPost(people.operator.cookie, { intent: "accept", id: row.id });
      expect(answer.status).toBe(200);
      const records = await effectiveRecords([people.morning.id]);
      expect(records.find((r) => r.registration_id === people.anna.registration.id)?.status).toBe("excused");
      expect(records.find((r) => r.registration_id === people.anna.registration.id)?.amended).toBe(false);
      const [decided] = await liveOf(people.anna.registration.id);
      expect(decided).toMatchObject({ decision: "accepted", decided_by: people.operator.id });
      const mails = (await db().select().from(email_outbox)).slice(outboxBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toBe("anna@example.com");
      expect(mails[0].subject).toBe("Justification accepted — Negotiation");
      // Decided once: a second accept is a conflict.
      expect((await staffPost(people.operator.cookie, { intent: "accept", id: row.id })).status).toBe(409);
    });

    it("refuses with a note, which is required; the participant may then send another", async () => {
      useNow("2031-03-10T17:00:00Z");
      expect((await justify(people.bruno, { reason: "Train strike" })).status).toBe(200);
      const [row] = await liveOf(people.bruno.registration.id);
      const noNote = await staffPost(people.operator.cookie, { intent: "refuse", id: row.id, note: "  " });
      expect(noNote.status).toBe(400);
      expect(noNote.data?.errors?.note).toBe("attendance.justifications.errors.note_required");
      const outboxBefore = (await db().select().from(email_outbox)).length;
      const refused = await staffPost(people.operator.cookie, {
        intent: "refuse",
        id: row.id,
        note: "Le justificatif n'est pas lisible.",
      });
      expect(refused.status).toBe(200);
      const [mail] = (await db().select().from(email_outbox)).slice(outboxBefore);
      expect(mail.to).toBe("bruno@example.com");
      expect(mail.subject).toBe("Justificatif refusé — Négociation");
      expect(mail.text).toContain("Le justificatif n'est pas lisible.");
      const [absence] = await absencesOf(people.bruno.cookie);
      expect(absence.status).toBe("absent");
      expect(absence.justifications.map((j) => [j.decision, j.decision_note])).toEqual([
        ["refused", "Le justificatif n'est pas lisible."],
      ]);
      expect(absence.may_justify).toBe(true);
    });

    it("accepts after locking with a correction that keeps the reason", async () => {
      useNow("2031-03-10T18:00:00Z");
      // A picture named as a PDF: stored as what its bytes are.
      const photo = new File([PNG], "attestation.pdf", { type: "application/pdf" });
      expect(
        (await justify(people.bruno, { reason: "Grève des trains, attestation SNCF", document: photo })).status,
      ).toBe(200);
      // Midnight in Paris: the morning locks.
      await runAttendanceJob(at("2031-03-10T23:00:30Z"));
      const [, row] = await liveOf(people.bruno.registration.id);
      expect(row.document_key).toMatch(/^justifications\/.+\.png$/);
      useNow("2031-03-11T09:00:00Z");
      const accepted = await staffPost(people.admin.cookie, { intent: "accept", id: row.id });
      expect(accepted.status).toBe(200);
      const [sitting] = await db().select().from(session_sittings).where(eq(session_sittings.id, people.morning.id));
      expect(sitting.state).toBe("amended");
      const records = await effectiveRecords([people.morning.id]);
      const bruno = records.find((r) => r.registration_id === people.bruno.registration.id);
      expect(bruno).toMatchObject({ status: "excused", amended: true });
      const [correction] = await db()
        .select()
        .from(attendance_corrections)
        .where(eq(attendance_corrections.record_id, bruno?.record_id as string));
      expect(correction.reason).toBe("Justificatif accepté\u00a0: Grève des trains, attestation SNCF");
      expect(correction.previous_status).toBe("absent");
    });
  });

  describe("staff recording a justification on a participant's behalf", () => {
    it("offers the absences still in time, and records one with the participant's rules", async () => {
      type Loaded = { absences: { registration_id: string; sitting_id: string }[] };
      const offered = async () =>
        (
          await callRoute<Loaded>(
            justificationsLoader,
            makeRequest("/admin/attendance/justifications", { cookie: people.operator.cookie }),
          )
        ).data?.absences.map((a) => `${a.registration_id}|${a.sitting_id}`) ?? [];
      const brunoAfternoon = `${people.bruno.registration.id}|${people.afternoon.id}`;
      const before = await offered();
      expect(before).toContain(brunoAfternoon);
      // Bruno's morning is excused now: nothing to justify there.
      expect(before).not.toContain(`${people.bruno.registration.id}|${people.morning.id}`);

      const record = (absence: string) =>
        callRoute<ActionData>(
          justificationsAction,
          multipart("/admin/attendance/justifications", people.operator.cookie, {
            intent: "record",
            absence,
            reason: "Note remise au formateur",
            document: new File([PDF], "note.pdf", { type: "application/pdf" }),
          }),
        );
      const wrong = await record("not|an-absence");
      expect(wrong.status).toBe(400);
      expect(wrong.data?.errors?.absence).toBe("attendance.justifications.errors.absence_required");
      const recorded = await record(brunoAfternoon);
      expect(recorded.status).toBe(200);
      const [row] = await db()
        .select()
        .from(absence_justifications)
        .where(
          and(
            eq(absence_justifications.registration_id, people.bruno.registration.id),
            eq(absence_justifications.sitting_id, people.afternoon.id),
          ),
        );
      expect(row).toMatchObject({ decision: "pending", submitted_by: people.operator.id });
      expect(await offered()).not.toContain(brunoAfternoon);
      expect((await record(brunoAfternoon)).status).toBe(409);
    });
  });

  describe("drop-out alerts on the dashboard", () => {
    it("shows an open alert to staff with the module, dismisses it recording who and when", async () => {
      const [alert] = await db()
        .insert(attendance_alerts)
        .values({ registration_id: people.anna.registration.id, kind: "two_missed" })
        .onConflictDoNothing()
        .returning();
      const shown = async (cookie: string) =>
        callRoute<{ dashboard: { attendance?: { alerts: { id: string; kind: string }[] } | null; scope: string } }>(
          dashboardLoader,
          makeRequest("/admin", { cookie }),
        );
      const forAdmin = await shown(people.admin.cookie);
      expect(forAdmin.data?.dashboard.attendance?.alerts.map((a) => [a.id, a.kind])).toContainEqual([
        alert.id,
        "two_missed",
      ]);
      const forOperator = await shown(people.operator.cookie);
      expect(forOperator.data?.dashboard.scope).toBe("staff");
      expect(forOperator.data?.dashboard.attendance?.alerts.map((a) => a.id)).toContain(alert.id);
      // Staff without the module: the dashboard is not theirs.
      expect((await shown(people.moderator.cookie)).status).toBe(302);
      await db()
        .update(permissions)
        .set({ can_create: false, can_edit: false })
        .where(and(eq(permissions.role, "operator"), eq(permissions.module, "attendance")));
      expect((await shown(people.operator.cookie)).data?.dashboard.scope).not.toBe("staff");
      await db()
        .update(permissions)
        .set({ can_create: true, can_edit: true })
        .where(and(eq(permissions.role, "operator"), eq(permissions.module, "attendance")));

      const dismissed = await callRoute<ActionData>(
        dashboardAction,
        makeRequest("/admin?index", { cookie: people.operator.cookie, form: { intent: "dismiss", id: alert.id } }),
      );
      expect(dismissed.status).toBe(200);
      const [row] = await db().select().from(attendance_alerts).where(eq(attendance_alerts.id, alert.id));
      expect(row.dismissed_by).toBe(people.operator.id);
      expect(row.dismissed_at?.getTime()).toBe(now);
      expect((await shown(people.admin.cookie)).data?.dashboard.attendance?.alerts.map((a) => a.id)).not.toContain(
        alert.id,
      );
      const moderatorDismiss = await callRoute<ActionData>(
        dashboardAction,
        makeRequest("/admin?index", { cookie: people.moderator.cookie, form: { intent: "dismiss", id: alert.id } }),
      );
      expect(moderatorDismiss.status).toBe(403);
    });
  });

  describe("the compliance list", () => {
    const sign = (
      sittingId: string,
      registrationId: string,
      nowMs: number,
      deviceHash: string | null,
      method: "qr" | "kiosk" = "qr",
    ) =>
      inTransaction(() =>
        recordParticipantSignature({
          strokes: STROKES,
          method,
          identifiedBy: "account",
          userId: null,
          throughTrainer: false,
          ip: "203.0.113.9",
          userAgent: "test",
          deviceHash,
          sittingId,
          registrationId,
          nowMs,
        }),
      );

    async function sessionOn(day: string, values: { agency_id?: string } = {}) {
      const session = await createSession({
        course_id: people.course.id,
        instructor_id: people.trainer.id,
        start_date: day,
        end_date: day,
        start_time: "09:00",
        end_time: "12:00",
        timezone: "Europe/Paris",
        seats_available: 20,
        status: "confirmed",
        ...values,
      });
      const registrations = [];
      for (const name of ["Chloé", "Driss"]) {
        const user = await createUserRow({ full_name: `${name} ${day}` });
        registrations.push(await createRegistration({ session_id: session.id, user_id: user.id, status: "confirmed" }));
      }
      const [sitting] = await listSessionSittings(session.id);
      return { session, sitting, registrations };
    }

    const sessionsIn = (report: Awaited<ReturnType<typeof complianceReport>>) => ({
      unsigned: report.unsigned.rows.map((r) => r.session_id),
      amended: report.amended.rows.map((r) => r.session_id),
      shared_device: report.shared_device.rows.map((r) => r.session_id),
      holiday: report.holiday.rows.map((r) => r.session_id),
    });

    it("finds each case on its own session, and a clean session in none", async () => {
      const france = await createAgency({ country: "France" });
      const holiday = await sessionOn("2031-05-01", { agency_id: france.id });
      const notHolidayElsewhere = await sessionOn("2031-05-08", {
        agency_id: (await createAgency({ country: "Canada" })).id,
      });

      const trainer = { id: people.trainer.id, full_name: people.trainer.full_name };
      /** The trainer co-signs and closes the sitting at the end, as on a good day. */
      const cosignAndClose = async (sitting: { id: string; date: string }) => {
        await inTransaction(() =>
          recordTrainerSignature({
            sittingId: sitting.id,
            trainer,
            strokes: STROKES,
            ip: null,
            userAgent: null,
            deviceHash: null,
            nowMs: at(`${sitting.date}T10:05:00Z`),
          }),
        );
        const closed = await inTransaction(() =>
          closeSitting(sitting.id, {
            by: people.trainer.id,
            nowMs: at(`${sitting.date}T10:06:00Z`),
            requireTrainerSignature: true,
          }),
        );
        expect(closed.kind).toBe("ok");
      };

      // Two participants on one phone 30 seconds apart.
      const shared = await sessionOn("2031-04-02");
      await runAttendanceJob(at("2031-04-02T06:50:00Z"));
      await sign(shared.sitting.id, shared.registrations[0].id, at("2031-04-02T07:05:00Z"), "device-aaa");
      await sign(shared.sitting.id, shared.registrations[1].id, at("2031-04-02T07:05:30Z"), "device-aaa");
      await cosignAndClose(shared.sitting);

      // A clean one: two devices, the trainer's co-signature, closed by the trainer.
      const clean = await sessionOn("2031-04-03");
      await runAttendanceJob(at("2031-04-03T06:50:00Z"));
      await sign(clean.sitting.id, clean.registrations[0].id, at("2031-04-03T07:05:00Z"), "device-bbb");
      await sign(clean.sitting.id, clean.registrations[1].id, at("2031-04-03T07:05:20Z"), "device-ccc");
      await cosignAndClose(clean.sitting);

      // Same device, but a minute and a half apart: not reported.
      const spaced = await sessionOn("2031-04-04");
      await runAttendanceJob(at("2031-04-04T06:50:00Z"));
      await sign(spaced.sitting.id, spaced.registrations[0].id, at("2031-04-04T07:05:00Z"), "device-ddd");
      await sign(spaced.sitting.id, spaced.registrations[1].id, at("2031-04-04T07:06:30Z"), "device-ddd");

      // The trainer's kiosk: one device by design, seconds apart, never reported.
      const kiosk = await sessionOn("2031-04-09");
      await runAttendanceJob(at("2031-04-09T06:50:00Z"));
      await sign(kiosk.sitting.id, kiosk.registrations[0].id, at("2031-04-09T07:05:00Z"), "device-kiosk", "kiosk");
      await sign(kiosk.sitting.id, kiosk.registrations[1].id, at("2031-04-09T07:05:10Z"), "device-kiosk", "kiosk");

      // An amended record on the first session (its afternoon locked with the days that passed).
      const correction = await inTransaction(() =>
        correctAttendance(
          people.afternoon.id,
          people.anna.registration.id,
          { status: "present" },
          "Signed on paper",
          { id: people.admin.id },
          at("2031-04-05T09:00:00Z"),
        ),
      );
      expect(correction.kind).toBe("ok");

      const found = sessionsIn(await complianceReport("en", null));
      expect(found.holiday).toContain(holiday.session.id);
      expect(found.holiday).not.toContain(notHolidayElsewhere.session.id);
      expect(found.shared_device).toEqual([shared.session.id]);
      // The morning the job closed without the trainer.
      expect(found.unsigned).toContain(people.session.id);
      expect(found.unsigned).not.toContain(shared.session.id);
      expect(found.amended).toContain(people.session.id);
      const amended = (await complianceReport("en", null)).amended.rows.find((r) => r.reason === "Signed on paper");
      expect(amended).toMatchObject({ participant: "Anna English", corrected_by: "Test User", status: "present" });
      for (const section of Object.values(found)) expect(section).not.toContain(clean.session.id);
      const sharedRow = (await complianceReport("en", null)).shared_device.rows[0];
      expect(sharedRow.names).toEqual(["Chloé 2031-04-02", "Driss 2031-04-02"]);
    });
  });
});
