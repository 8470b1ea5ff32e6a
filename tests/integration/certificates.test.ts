// Certificates from attendance (delivery.md §3, decision 030): hours from the locked sittings
// (late, left early, excused), what blocks a draft, issuing with a code and a stored PDF, a new
// version after a correction (the old one superseded by it), revocation, the check of an uploaded
// PDF, monthly certificates of a transition project, agencies outside France.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  course_session_registrations,
  course_sessions,
  courses,
  email_outbox,
  issued_document_files,
  issued_documents,
} from "#db/schema";
import { runAttendanceJob } from "~/attendance/attendance-job.server";
import { correctAttendance, markAttendance } from "~/attendance/marks.server";
import type { AttendanceMark } from "~/attendance/rules";
import { listSessionSittings } from "~/attendance/sittings.server";
import {
  checkDocumentPdf,
  documentPdf,
  findDocumentByCode,
  listMemberDocuments,
} from "~/certificates/documents.server";
import { type CertificateParticipant, loadSessionCertificates } from "~/certificates/drafts.server";
import { issueCertificates } from "~/certificates/issue.server";
import { revokeCertificate, saveAssessmentResults, sendCertificatesToFunders } from "~/certificates/records.server";
import { db, inTransaction } from "~/server/db.server";
import { newVerificationCode, VERIFICATION_CODE_LENGTH } from "~/server/verification-code.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLegalProfile,
  createLocation,
  createRegistration,
  createSession,
  createUserRow,
  holdSittings,
  seedReferenceData,
} from "../factories";

const at = (iso: string) => new Date(iso).getTime();
const DAYS = ["2031-03-10", "2031-03-11"];
// Paris is UTC+1 in March: 09:00–12:30 and 13:30–17:00 are 08:00–11:30Z and 12:30–16:00Z.
const HALF_DAY = 210;

const legalProfile = (frenchRules = true) => createLegalProfile({ frenchRules, headOffice: frenchRules });

type Marks = Record<string, (AttendanceMark | null)[]>;

/**
 * A two-day session whose four sittings are marked for each participant (null: nothing
 * recorded, absent once locked) and locked.
 */
async function attendedSession(options: { marks: (names: Record<string, string>) => Marks; people: string[] }) {
  const admin = await createUserRow({ role: "admin", full_name: "Staff Admin" });
  const course = await createCourse({
    title_fr: "Gestion de projet",
    title_en: "Project management",
    reference: "GP-101",
    objectives_fr: ["Planifier un projet", "Piloter les risques"],
    objectives_en: ["Plan a project", "Manage risks"],
  });
  const venue = await createLocation({ name: "Salle Lumière", city: "Paris" });
  const session = await createSession({
    course_id: course.id,
    location_id: venue.id,
    start_date: DAYS[0],
    end_date: DAYS[1],
    start_time: "09:00",
    end_time: "17:00",
    timezone: "Europe/Paris",
    seats_available: 20,
    status: "confirmed",
  });
  const registrations: Record<string, string> = {};
  const users: Record<string, string> = {};
  for (const name of options.people) {
    const user = await createUserRow({ full_name: name, language: name.startsWith("Eve") ? "en" : "fr" });
    users[name] = user.id;
    const registration = await createRegistration({
      session_id: session.id,
      user_id: user.id,
      status: "confirmed",
      company: "Acme",
    });
    registrations[name] = registration.id;
  }
  const sittings = await holdSittings(session.id, options.marks(registrations), admin.id);
  expect(sittings).toHaveLength(4);
  return { admin, course, session, registrations, users, sittings };
}

const present: AttendanceMark = { status: "present" };

function participant(certificates: { participants: CertificateParticipant[] }, registrationId: string) {
  const found = certificates.participants.find((p) => p.registrationId === registrationId);
  if (!found) throw new Error("participant missing");
  return found;
}

describe("certificates from attendance", () => {
  useTestDatabase();
  beforeEach(async () => {
    await seedReferenceData();
  });

  it("computes hours from the locked sittings, blocks drafts until the session is complete, issues, supersedes and revokes", async () => {
    await legalProfile();
    const { admin, session, registrations, sittings } = await attendedSession({
      people: ["Ada Lovelace", "Bob Martin", "Chloé Petit", "Dan Absent"],
      marks: (r) => ({
        [r["Ada Lovelace"]]: [present, present, present, present],
        [r["Bob Martin"]]: [
          { status: "late", late_minutes: 30 },
          present,
          present,
          { status: "left_early", left_early_minutes: 60 },
        ],
        [r["Chloé Petit"]]: [{ status: "excused" }, present, present, present],
        [r["Dan Absent"]]: [null, null, null, null],
      }),
    });

    let certificates = await loadSessionCertificates(session.id);
    if (!certificates) throw new Error("no certificates");
    expect(certificates.frenchRules).toBe(true);
    expect(certificates.sittings).toEqual({ total: 4, unlocked: 0 });
    const ada = participant(certificates, registrations["Ada Lovelace"]);
    const bob = participant(certificates, registrations["Bob Martin"]);
    const chloe = participant(certificates, registrations["Chloé Petit"]);
    const dan = participant(certificates, registrations["Dan Absent"]);
    expect(ada.minutesAttended).toBe(4 * HALF_DAY);
    expect(bob.minutesAttended).toBe(4 * HALF_DAY - 30 - 60);
    expect(chloe.slots[0].draft.minutes).toMatchObject({ planned: 840, attended: 630, excused: 210, inPerson: 630 });
    // Nothing attended: no document at all, and staff see why.
    expect(dan.none).toBe("no_attended_time");
    expect(dan.slots).toEqual([]);
    expect(ada.slots.map((slot) => slot.kind)).toEqual(["completion", "realisation"]);
    // The session is confirmed, not completed: the drafts wait.
    expect(ada.slots[0].blockers).toEqual([{ reason: "session_not_completed" }]);
    expect(await inTransaction(() => issueCertificates(session.id, { kind: "drafts" }, admin))).toMatchObject({
      kind: "conflict",
    });

    await db().update(course_sessions).set({ status: "completed" }).where(eq(course_sessions.id, session.id));
    await db()
      .update(course_session_registrations)
      .set({ company: null, self_funded: false })
      .where(eq(course_session_registrations.id, registrations["Chloé Petit"]));
    certificates = await loadSessionCertificates(session.id);
    if (!certificates) throw new Error("no certificates");
    const chloeSlots = participant(certificates, registrations["Chloé Petit"]).slots;
    // The attestation needs no employer; the certificat de réalisation does.
    expect(chloeSlots[0].blockers).toEqual([]);
    expect(chloeSlots[1].blockers).toEqual([{ reason: "employer_missing" }]);

    const mailsBefore = (await db().select().from(email_outbox)).length;
    const issued = await inTransaction(() => issueCertificates(session.id, { kind: "drafts" }, admin));
    expect(issued).toMatchObject({ kind: "ok", data: { issued: 5 } });
    const documents = await db().select().from(issued_documents);
    expect(documents).toHaveLength(5);
    for (const document of documents) {
      expect(document.code).toMatch(new RegExp(`^[A-HJ-NP-Z2-9]{${VERIFICATION_CODE_LENGTH}}$`));
      expect(document.state).toBe("issued");
      expect(document.sent_at).not.toBeNull();
    }
    // The realisation is in French whatever the holder reads; the attestation in theirs.
    const bobDocs = documents.filter((d) => d.registration_id === registrations["Bob Martin"]);
    expect(bobDocs.map((d) => [d.kind, d.lang]).sort()).toEqual([
      ["completion", "fr"],
      ["realisation", "fr"],
    ]);
    // One e-mail per participant, with their PDFs attached and the verification links.
    const mails = (await db().select().from(email_outbox)).slice(mailsBefore);
    expect(mails).toHaveLength(3);
    const adaMail = mails.find((m) => m.text.includes("Ada Lovelace"));
    expect(adaMail?.attachments).toHaveLength(2);
    const adaCompletion = documents.find(
      (d) => d.registration_id === registrations["Ada Lovelace"] && d.kind === "completion",
    );
    expect(adaMail?.text).toContain(`/verify/${adaCompletion?.code}`);

    // Validating all again issues nothing twice.
    expect(await inTransaction(() => issueCertificates(session.id, { kind: "drafts" }, admin))).toMatchObject({
      kind: "conflict",
      formError: "certificates.errors.nothing_to_issue",
    });

    // A correction after locking: Bob was on time after all. His documents are outdated...
    const bobCompletion = bobDocs.find((d) => d.kind === "completion");
    if (!bobCompletion) throw new Error("no completion");
    await inTransaction(() =>
      correctAttendance(sittings[0].id, registrations["Bob Martin"], present, "Train delay excused", admin, Date.now()),
    );
    certificates = await loadSessionCertificates(session.id);
    if (!certificates) throw new Error("no certificates");
    const bobNow = participant(certificates, registrations["Bob Martin"]);
    expect(bobNow.minutesAttended).toBe(4 * HALF_DAY - 60);
    expect(bobNow.slots.map((slot) => slot.outdated)).toEqual([true, true]);
    expect(participant(certificates, registrations["Ada Lovelace"]).slots.map((slot) => slot.outdated)).toEqual([
      false,
      false,
    ]);
    // ...and regenerating issues version 2, which the old one names.
    expect(await inTransaction(() => issueCertificates(session.id, { kind: "outdated" }, admin))).toMatchObject({
      kind: "ok",
      data: { issued: 2 },
    });
    const old = await findDocumentByCode(bobCompletion.code);
    expect(old?.state).toBe("superseded");
    expect(old?.supersededBy?.version).toBe(2);
    const replacement = await findDocumentByCode(old?.supersededBy?.code ?? "");
    expect(replacement).toMatchObject({ state: "issued", version: 2 });
    expect(replacement?.minutes.attended).toBe(4 * HALF_DAY - 60);

    // The uploaded PDF check: the file in force, one byte changed, the old version.
    const current = await documentPdf(replacement?.id ?? "", { sessionId: session.id });
    const previous = await documentPdf(bobCompletion.id, { sessionId: session.id });
    if (!current || !previous) throw new Error("no pdf");
    expect(await checkDocumentPdf(replacement?.code ?? "", current.pdf)).toEqual({ outcome: "genuine_current" });
    const tampered = new Uint8Array(current.pdf);
    tampered[Math.floor(tampered.length / 2)] ^= 1;
    expect(await checkDocumentPdf(replacement?.code ?? "", tampered)).toEqual({ outcome: "not_genuine" });
    expect(await checkDocumentPdf(replacement?.code ?? "", previous.pdf)).toEqual({
      outcome: "other_version",
      code: bobCompletion.code,
      version: 1,
      state: "superseded",
    });
    expect(await checkDocumentPdf(bobCompletion.code.toLowerCase(), previous.pdf)).toEqual({
      outcome: "genuine_not_current",
      state: "superseded",
    });

    // An issued PDF never changes, nor does what the document states.
    await expect(
      db()
        .update(issued_document_files)
        .set({ pdf: Buffer.from("x") })
        .where(eq(issued_document_files.document_id, bobCompletion.id)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(issued_documents)
        .set({ holder_name: "Someone else" })
        .where(eq(issued_documents.id, bobCompletion.id)),
    ).rejects.toThrow();

    // Revocation: /verify says revoked on … with the reason; the holder is told.
    const before = (await db().select().from(email_outbox)).length;
    expect(
      await inTransaction(() => revokeCertificate(session.id, replacement?.id ?? "", "issued_in_error", admin)),
    ).toMatchObject({ kind: "ok" });
    expect(await findDocumentByCode(replacement?.code ?? "")).toMatchObject({
      state: "revoked",
      revocationReason: "issued_in_error",
    });
    expect((await db().select().from(email_outbox)).length).toBe(before + 1);
    expect(
      await inTransaction(() => revokeCertificate(session.id, replacement?.id ?? "", "fraud", admin)),
    ).toMatchObject({ kind: "conflict", formError: "certificates.errors.not_in_force" });
    // Once revoked, the slot is a draft again: staff may issue a corrected one.
    certificates = await loadSessionCertificates(session.id);
    const bobAfter = certificates ? participant(certificates, registrations["Bob Martin"]) : null;
    expect(bobAfter?.slots[0].current).toBeNull();
    expect(bobAfter?.slots[0].versions.map((v) => v.state)).toEqual(["revoked", "superseded"]);

    // The member's list holds every version, theirs only.
    const bobUser = await db()
      .select({ user_id: course_session_registrations.user_id })
      .from(course_session_registrations)
      .where(eq(course_session_registrations.id, registrations["Bob Martin"]));
    const list = await listMemberDocuments(bobUser[0].user_id);
    expect(list.map((d) => `${d.kind} v${d.version} ${d.state}`).sort()).toEqual([
      "completion v1 superseded",
      "completion v2 revoked",
      "realisation v1 superseded",
      "realisation v2 issued",
    ]);
    expect(await documentPdf(bobCompletion.id, { userId: bobUser[0].user_id })).not.toBeNull();
    expect(await documentPdf(adaCompletion?.id ?? "", { userId: bobUser[0].user_id })).toBeNull();
  });

  it("asks for each objective's result when the course plans an assessment, and prints them", async () => {
    await legalProfile();
    const { admin, course, session, registrations } = await attendedSession({
      people: ["Ada Lovelace"],
      marks: (r) => ({ [r["Ada Lovelace"]]: [present, present, present, present] }),
    });
    await db().update(course_sessions).set({ status: "completed" }).where(eq(course_sessions.id, session.id));
    // The course plans an assessment of its two objectives.
    await db().update(courses).set({ assessment_planned: true }).where(eq(courses.id, course.id));
    let certificates = await loadSessionCertificates(session.id);
    const slots = certificates ? participant(certificates, registrations["Ada Lovelace"]).slots : [];
    expect(slots[0].blockers).toEqual([{ reason: "assessment_missing", count: 2 }]);
    // The realisation states hours only.
    expect(slots[1].blockers).toEqual([]);
    await inTransaction(() =>
      saveAssessmentResults(session.id, registrations["Ada Lovelace"], ["acquired", "in_progress"], admin),
    );
    certificates = await loadSessionCertificates(session.id);
    const completion = certificates ? participant(certificates, registrations["Ada Lovelace"]).slots[0] : null;
    expect(completion?.blockers).toEqual([]);
    expect(completion?.draft.results).toEqual(["acquired", "in_progress"]);
    expect(completion?.draft.course.objectives).toEqual(["Planifier un projet", "Piloter les risques"]);
  });

  it("gives a transition project one certificat de réalisation per month, and a session abroad the certificate of attendance", async () => {
    const paris = await legalProfile();
    const montreal = await legalProfile(false);
    const admin = await createUserRow({ role: "admin", full_name: "Staff Admin" });
    const course = await createCourse({ title_fr: "Excel", reference: "XL-1" });
    // Monday 31 March to Tuesday 1 April 2031: one day in each month.
    const session = await createSession({
      course_id: course.id,
      start_date: "2031-03-31",
      end_date: "2031-04-01",
      start_time: "09:00",
      end_time: "12:00",
      timezone: "Europe/Paris",
      status: "confirmed",
      agency_id: paris.id,
    });
    const user = await createUserRow({ full_name: "Théo Transition" });
    const registration = await createRegistration({
      session_id: session.id,
      user_id: user.id,
      status: "confirmed",
      transition_project: true,
      self_funded: true,
    });
    const sittings = await listSessionSittings(session.id);
    expect(sittings).toHaveLength(2);
    // Paris is UTC+2 from 30 March 2031.
    await runAttendanceJob(at("2031-03-31T06:50:00Z"));
    await runAttendanceJob(at("2031-03-31T14:10:00Z"));
    await inTransaction(() =>
      markAttendance(sittings[0].id, registration.id, present, { id: admin.id, trainerId: null }),
    );
    await runAttendanceJob(at("2031-03-31T22:10:00Z"));

    let certificates = await loadSessionCertificates(session.id);
    let slots = certificates ? participant(certificates, registration.id).slots : [];
    expect(slots.map((slot) => [slot.kind, slot.periodMonth])).toEqual([
      ["completion", null],
      ["realisation", "2031-03-01"],
      ["realisation", "2031-04-01"],
    ]);
    // March is locked: its certificate may be issued while the session goes on; April not yet.
    expect(slots[1].blockers).toEqual([]);
    // Held without a venue: the hours were attended remotely.
    expect(slots[1].draft.minutes).toMatchObject({ planned: 180, attended: 180, inPerson: 0, remote: 180 });
    expect(slots[1].draft.period).toEqual({ month: "2031-03-01", start: "2031-03-31", end: "2031-03-31" });
    expect(slots[2].blockers).toEqual([{ reason: "sittings_unlocked", count: 1 }]);
    expect(
      await inTransaction(() =>
        issueCertificates(
          session.id,
          {
            kind: "these",
            refs: [{ registrationId: registration.id, kind: "realisation", periodMonth: "2031-03-01" }],
          },
          admin,
        ),
      ),
    ).toMatchObject({ kind: "ok", data: { issued: 1 } });
    expect(
      await inTransaction(() =>
        issueCertificates(
          session.id,
          {
            kind: "these",
            refs: [{ registrationId: registration.id, kind: "realisation", periodMonth: "2031-04-01" }],
          },
          admin,
        ),
      ),
    ).toMatchObject({ kind: "conflict", formError: "certificates.errors.blocked" });

    // The same session organised by the Montréal agency: one certificate of attendance, no French documents.
    await db().update(course_sessions).set({ agency_id: montreal.id }).where(eq(course_sessions.id, session.id));
    certificates = await loadSessionCertificates(session.id);
    slots = certificates ? participant(certificates, registration.id).slots : [];
    expect(certificates?.frenchRules).toBe(false);
    expect(slots.map((slot) => slot.kind)).toEqual(["attendance"]);
    expect(slots[0].draft.organisation.declarationNumber).toBeNull();
  });

  it("sends the session's documents to each funder's contact in one e-mail with the attendance sheets", async () => {
    await legalProfile();
    const { admin, session, registrations } = await attendedSession({
      people: ["Ada Lovelace", "Bob Martin", "Eve English"],
      marks: (r) => ({
        [r["Ada Lovelace"]]: [present, present, present, present],
        [r["Bob Martin"]]: [present, present, present, present],
        [r["Eve English"]]: [present, present, present, present],
      }),
    });
    await db().update(course_sessions).set({ status: "completed" }).where(eq(course_sessions.id, session.id));
    expect(await inTransaction(() => sendCertificatesToFunders(session.id))).toMatchObject({ kind: "conflict" });
    for (const name of ["Ada Lovelace", "Bob Martin"]) {
      await db()
        .update(course_session_registrations)
        .set({ funder_contact_email: "opco@example.com", funder_contact_name: "OPCO Atlas" })
        .where(eq(course_session_registrations.id, registrations[name]));
    }
    await inTransaction(() => issueCertificates(session.id, { kind: "drafts" }, admin));
    // Eve reads English: her attestation is in English, her realisation in French with a courtesy page.
    const eveDocs = await db()
      .select({ kind: issued_documents.kind, lang: issued_documents.lang, facts: issued_documents.facts })
      .from(issued_documents)
      .where(eq(issued_documents.registration_id, registrations["Eve English"]));
    expect(eveDocs.map((d) => [d.kind, d.lang, (d.facts as { courtesyPage: boolean }).courtesyPage]).sort()).toEqual([
      ["completion", "en", false],
      ["realisation", "fr", true],
    ]);
    const before = (await db().select().from(email_outbox)).length;
    expect(await inTransaction(() => sendCertificatesToFunders(session.id))).toMatchObject({
      kind: "ok",
      data: { sent: 1 },
    });
    const mails = (await db().select().from(email_outbox)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("opco@example.com");
    // Four documents and the two participants' attendance sheets; nothing of Eve's.
    expect(mails[0].attachments).toHaveLength(6);
    expect(mails[0].text).not.toContain("Eve English");
    const sent = await db()
      .select()
      .from(issued_documents)
      .where(and(eq(issued_documents.session_id, session.id), eq(issued_documents.state, "issued")));
    expect(sent.filter((d) => d.funder_sent_at !== null)).toHaveLength(4);
  });

  it("makes codes of twelve characters of an unambiguous alphabet", () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newVerificationCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  });
});
