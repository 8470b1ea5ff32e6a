// Issue 30, delivery.md §8: a session's evidence pack is one ZIP built from what exists — the
// programme, the convocations the timeline sent, the locked attendance sheet with its evidence,
// the certificates in force, the survey answers, the incidents — with a contents page that says
// what is missing; in the staff member's language; for the compliance module's holders only.

import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { course_sessions, session_messages, surveys } from "#db/schema";
import { issueCertificates } from "~/certificates/issue.server";
import { openIncident } from "~/quality/incidents.server";
import { db, inTransaction } from "~/server/db.server";
import * as evidenceRoute from "../../app/routes/admin/session-evidence-zip";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLegalProfile,
  createRegistration,
  createSession,
  createUser,
  createUserRow,
  holdSittings,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

const ADMIN = { email: "evidence-admin@example.com", password: "admin-password-1" };
const OPERATOR = { email: "evidence-operator@example.com", password: "operator-password-1" };

const request = (sessionId: string, cookie: string, lang: string) =>
  makeRequest(`/admin/sessions/${sessionId}/evidence.zip?lang=${lang}`, { cookie });

/** The ZIP's files by name, as the staff member in `lang` downloads it. */
async function download(sessionId: string, cookie: string, lang = "fr") {
  const response = (await evidenceRoute.loader(
    await routeArgs(request(sessionId, cookie, lang), { params: { id: sessionId } }),
  )) as Response;
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("a session's evidence pack (delivery.md §8)", () => {
  useTestDatabase();
  let adminCookie = "";
  let adminId = "";

  beforeAll(async () => {
    await seedReferenceData();
    const admin = await createUser({ ...ADMIN, role: "admin" });
    adminId = admin.id;
    await createUser({ ...OPERATOR, role: "operator" });
    adminCookie = await sessionCookie(ADMIN);
  });

  it("holds what exists and its contents page says what is missing", async () => {
    const agency = await createLegalProfile();
    const course = await createCourse({
      title_fr: "Sécurité incendie",
      title_en: "Fire safety",
      reference: "ATP-SEC-101",
    });
    const session = await createSession({
      course_id: course.id,
      agency_id: agency.id,
      start_date: "2031-03-10",
      end_date: "2031-03-10",
      start_time: "09:00",
      end_time: "12:00",
      timezone: "Europe/Paris",
      status: "confirmed",
    });
    const alice = await createUserRow({ full_name: "Alice Martin" });
    const bruno = await createUserRow({ full_name: "Bruno Petit" });
    const a = await createRegistration({
      session_id: session.id,
      user_id: alice.id,
      status: "confirmed",
      first_name: "Alice",
      last_name: "Martin",
      email: alice.email,
    });
    await createRegistration({
      session_id: session.id,
      user_id: bruno.id,
      status: "confirmed",
      first_name: "Bruno",
      last_name: "Petit",
      email: bruno.email,
    });
    // Nothing yet beyond the published course: its programme, the rest missing or empty.
    const emptyFiles = await download(session.id, adminCookie);
    const contentsName = Object.keys(emptyFiles).find((name) => name.startsWith("00-"));
    expect(contentsName).toBe("00-sommaire.pdf");
    const emptyContents = await pdfText(emptyFiles[contentsName ?? ""]);
    expect(emptyContents).toContain("Dossier de preuves");
    expect(emptyContents).toContain("1. Programme — complet • Le programme de la formation tel que sa page le propose");
    expect(Object.keys(emptyFiles)).toContain(`01-programme-${course.slug}.pdf`);
    expect(await pdfText(emptyFiles[`01-programme-${course.slug}.pdf`])).toContain("Sécurité incendie");
    expect(emptyContents).toContain("Alice Martin : aucune convocation n’a été envoyée.");
    expect(emptyContents).toContain("Aucune séance n’est verrouillée");
    expect(emptyContents).toContain("Aucun certificat n’a été délivré pour cette session.");

    // The room met, Alice's convocation went, her certificate was issued, she answered a survey
    // and complained.
    await db()
      .insert(session_messages)
      .values({ session_id: session.id, registration_id: a.id, step: "convocation", recipient: alice.email });
    await holdSittings(session.id, { [a.id]: [{ status: "present" }] }, adminId);
    await db().update(course_sessions).set({ status: "completed" }).where(eq(course_sessions.id, session.id));
    expect((await inTransaction(() => issueCertificates(session.id, { kind: "drafts" }, { id: adminId }))).kind).toBe(
      "ok",
    );
    const [survey] = await db()
      .insert(surveys)
      .values({
        registration_id: a.id,
        session_id: session.id,
        kind: "end_of_training",
        due_at: new Date("2031-03-10T10:45:00Z"),
        closes_at: new Date("2031-03-24T10:45:00Z"),
        invited_at: new Date("2031-03-10T10:45:00Z"),
        answered_at: new Date("2031-03-10T11:00:00Z"),
        satisfaction: 2,
        objectives: "partly",
        recommend: 4,
      })
      .returning({ id: surveys.id });
    await inTransaction(() =>
      openIncident({ source: "survey", surveyId: survey.id, sessionId: session.id, summary: "2/5 · 4/10" }, Date.now()),
    );

    const files = await download(session.id, adminCookie, "en");
    const names = Object.keys(files).sort();
    expect(names).toContain("00-contents.pdf");
    expect(names).toContain(`01-programme-${course.slug}.pdf`);
    expect(await pdfText(files[`01-programme-${course.slug}.pdf`])).toContain("Fire safety");
    expect(names).toContain("02-convocations/Martin-Alice.pdf");
    expect(names).toContain("03-attendance-sheet.pdf");
    expect(names.some((name) => name.startsWith("04-certificates/") && name.endsWith(".pdf"))).toBe(true);
    expect(names).toContain("05-survey-answers.xlsx");
    expect(names).toContain("06-incidents.xlsx");
    const sheet = await pdfText(files["03-attendance-sheet.pdf"]);
    expect(sheet).toContain("Alice Martin");
    const convocation = await pdfText(files["02-convocations/Martin-Alice.pdf"]);
    // As she got it: in her language.
    expect(convocation).toContain("Sécurité incendie");
    const contents = await pdfText(files["00-contents.pdf"]);
    expect(contents).toContain("Evidence pack");
    expect(contents).toContain("Bruno Petit: no convocation was sent.");
    expect(contents).toContain("1 complaint or incident, with its handling.");
    expect(contents).not.toContain("No certificate has been issued");
  });

  it("is for the compliance module's holders, and an unknown session is the 404", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id });
    const operator = await sessionCookie(OPERATOR);
    const refused = await callRoute(evidenceRoute.loader, request(session.id, operator, "fr"), {
      params: { id: session.id },
    });
    expect(refused.status).toBe(302);
    const none = "00000000-0000-4000-8000-000000000000";
    const unknown = await callRoute(evidenceRoute.loader, request(none, adminCookie, "fr"), { params: { id: none } });
    expect(unknown.status).toBe(404);
  });
});
