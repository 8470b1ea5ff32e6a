// The attendance sheets through their real route loaders (delivery.md §1, "Documents"): a
// session whose first day signed electronically (signatures, marks, a correction after
// locking, the trainer's co-signature) printed signed and blank, and each participant's own
// sheet, in both languages, read back as text from the PDF.
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import {
  attendance_corrections,
  attendance_records,
  attendance_signatures,
  course_sessions,
  session_sittings,
  users,
} from "#db/schema";
import { loadSessionEvidence } from "~/attendance/evidence.server";
import { computeSittingFingerprint, sessionFingerprint } from "~/attendance/fingerprint.server";
import { loader as sheetLoader } from "~/routes/admin/session-attendance-pdf";
import { loader as personLoader } from "~/routes/admin/session-attendance-person-pdf";
import { siteBaseUrl } from "~/server/config.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createRegistration,
  createSession,
  createUser,
  createUserProfile,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><path d="M10 80 L60 20 Q90 10 120 60 C150 90 200 10 290 50"/><path d="m20 90 l40 -5 l40 5"/></svg>';

async function pdfText(response: Response): Promise<{ pages: string[]; text: string }> {
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { text } = await extractText(bytes, { mergePages: false });
  // Table cells wrap: their text is read as one line, no-break spaces as spaces.
  return { pages: text, text: text.join("\n").replace(/\s+/g, " ") };
}

describe("attendance sheets with their evidence", () => {
  useTestDatabase();

  const cookies: Record<"fr" | "en", string> = { fr: "", en: "" };
  let sessionId = "";
  const people: Record<"elodie" | "jose" | "ngoc" | "pending", string> = {
    elodie: "",
    jose: "",
    ngoc: "",
    pending: "",
  };
  let fingerprint = "";

  beforeAll(async () => {
    await seedReferenceData();
    cookies.fr = await sessionCookie(await createUser({ role: "admin", language: "fr" }));
    cookies.en = await sessionCookie(await createUser({ role: "admin", language: "en" }));
    const trainer = await createUserRow({ full_name: "Anaïs Lefèvre", role: "teacher" });
    const course = await createCourse({
      title_fr: "Gestion de projet",
      title_en: "Project management",
      reference: "GP-101",
    });
    // Two days of 09:00–17:00 in Paris with the default lunch break: four sittings of 3h30.
    const session = await createSession({
      course_id: course.id,
      instructor_id: trainer.id,
      start_date: "2031-06-02",
      end_date: "2031-06-03",
      timezone: "Europe/Paris",
      seats_available: 10,
    });
    sessionId = session.id;
    const register = async (first_name: string, last_name: string, status: "confirmed" | "pending" = "confirmed") => {
      const user = await createUserRow();
      const row = await createRegistration({
        session_id: session.id,
        user_id: user.id,
        status,
        first_name,
        last_name,
        company: "Hexagone Logistique",
      });
      return row.id;
    };
    people.elodie = await register("Élodie", "Faure");
    people.jose = await register("José", "Muñoz");
    people.ngoc = await register("Nguyễn Thị", "Ngọc");
    people.pending = await register("Pending", "Person", "pending");

    const sittings = await db()
      .select()
      .from(session_sittings)
      .where(eq(session_sittings.session_id, session.id))
      .orderBy(session_sittings.starts_at);
    expect(sittings.map((s) => `${s.date} ${s.period} ${s.start_time}-${s.end_time}`)).toEqual([
      "2031-06-02 morning 09:00:00-12:30:00",
      "2031-06-02 afternoon 13:30:00-17:00:00",
      "2031-06-03 morning 09:00:00-12:30:00",
      "2031-06-03 afternoon 13:30:00-17:00:00",
    ]);
    const [first, second] = sittings;
    const sign = (
      values: Partial<typeof attendance_signatures.$inferInsert> & { sitting_id: string; signed_at: Date },
    ) =>
      db()
        .insert(attendance_signatures)
        .values({
          signer: "participant",
          signer_name: "?",
          method: "qr",
          identified_by: "account",
          svg: SVG,
          ...values,
        });
    // 09:02:07 in Paris (summer time, UTC+2).
    await sign({
      sitting_id: first.id,
      registration_id: people.elodie,
      signer_name: "Élodie Faure",
      signed_at: new Date("2031-06-02T07:02:07Z"),
    });
    await sign({
      sitting_id: first.id,
      registration_id: people.ngoc,
      signer_name: "Nguyễn Thị Ngọc",
      method: "link",
      identified_by: "personal_link",
      signed_at: new Date("2031-06-02T07:05:00Z"),
    });
    await sign({
      sitting_id: first.id,
      signer: "trainer",
      signer_name: "Anaïs Lefèvre",
      signed_at: new Date("2031-06-02T10:31:45Z"),
    });
    await sign({
      sitting_id: second.id,
      registration_id: people.elodie,
      signer_name: "Élodie Faure",
      signed_at: new Date("2031-06-02T11:41:00Z"),
    });
    await sign({
      sitting_id: second.id,
      registration_id: people.ngoc,
      signer_name: "Nguyễn Thị Ngọc",
      method: "kiosk",
      identified_by: "trainer_device",
      signed_late: true,
      signed_at: new Date("2031-06-02T15:20:00Z"),
    });
    // Élodie came 10 minutes late in the afternoon; José missed the afternoon (recorded) and
    // the morning (nothing recorded, no signature: absent once locked).
    const records = await db()
      .insert(attendance_records)
      .values([
        { sitting_id: first.id, registration_id: people.elodie, status: "present", minutes_attended: 210 },
        { sitting_id: first.id, registration_id: people.ngoc, status: "present", minutes_attended: 210 },
        {
          sitting_id: second.id,
          registration_id: people.elodie,
          status: "late",
          late_minutes: 10,
          minutes_attended: 200,
        },
        { sitting_id: second.id, registration_id: people.jose, status: "absent", minutes_attended: 0 },
        { sitting_id: second.id, registration_id: people.ngoc, status: "present", minutes_attended: 210 },
      ])
      .returning();
    for (const sitting of [first, second]) {
      await db()
        .update(session_sittings)
        .set({
          state: "locked",
          locked_at: new Date("2031-06-03T00:00:00Z"),
          fingerprint: await computeSittingFingerprint(sitting.id),
        })
        .where(eq(session_sittings.id, sitting.id));
    }
    // After locking, staff find Ngọc left half an hour early that morning.
    const corrector = await createUserRow({ full_name: "Paul Gestion" });
    const ngocMorning = records.find((r) => r.registration_id === people.ngoc && r.sitting_id === first.id)!;
    await db()
      .insert(attendance_corrections)
      .values({
        record_id: ngocMorning.id,
        status: "left_early",
        left_early_minutes: 30,
        minutes_attended: 180,
        previous_status: "present",
        previous_minutes_attended: 210,
        reason: "Parti à 12:00 pour un rendez-vous médical",
        corrected_by: corrector.id,
        created_at: new Date("2031-06-04T08:15:30Z"),
      });
    await db()
      .update(session_sittings)
      .set({ state: "amended", fingerprint: await computeSittingFingerprint(first.id) })
      .where(eq(session_sittings.id, first.id));
    await db().update(course_sessions).set({ attendance_code: "GP7K2Q" }).where(eq(course_sessions.id, session.id));
    fingerprint = (await sessionFingerprint(session.id)) ?? "";
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  const sheet = async (lang: "fr" | "en", query = "") =>
    (await sheetLoader(
      await routeArgs(makeRequest(`/admin/sessions/${sessionId}/attendance.pdf${query}`, { cookie: cookies[lang] }), {
        params: { id: sessionId },
      }),
    )) as Response;
  const personal = async (lang: "fr" | "en", registrationId: string) =>
    callRoute(
      personLoader,
      makeRequest(`/admin/sessions/${sessionId}/attendance/${registrationId}.pdf`, { cookie: cookies[lang] }),
      { params: { id: sessionId, registrationId } },
    );
  const personalPdf = async (lang: "fr" | "en", registrationId: string) =>
    (await personLoader(
      await routeArgs(
        makeRequest(`/admin/sessions/${sessionId}/attendance/${registrationId}.pdf`, { cookie: cookies[lang] }),
        { params: { id: sessionId, registrationId } },
      ),
    )) as Response;

  it("reads the evidence with corrections applied, derived absences and totals", async () => {
    const evidence = await loadSessionEvidence(sessionId);
    expect(evidence?.sittings).toHaveLength(4);
    const byName = Object.fromEntries((evidence?.participants ?? []).map((p) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(["José Muñoz", "Nguyễn Thị Ngọc", "Élodie Faure"].sort());
    expect(byName["Élodie Faure"]).toMatchObject({ minutes_attended: 410, minutes_planned: 840 });
    expect(byName["Nguyễn Thị Ngọc"].cells[0].mark).toMatchObject({
      status: "left_early",
      left_early_minutes: 30,
      minutes_attended: 180,
      amended: true,
    });
    expect(byName["Nguyễn Thị Ngọc"].minutes_attended).toBe(390);
    expect(byName["José Muñoz"].cells.map((c) => c.mark?.status ?? null)).toEqual(["absent", "absent", null, null]);
    expect(byName["José Muñoz"].cells[0].mark?.recorded).toBe(false);
    expect(evidence?.sittings[0].trainer?.signer_name).toBe("Anaïs Lefèvre");
    expect(evidence?.fingerprint).toBe(fingerprint);
    expect(evidence?.verification_url).toBe(`${siteBaseUrl()}/verify/GP7K2Q`);
    expect(evidence?.corrections).toEqual([
      expect.objectContaining({ participant: "Nguyễn Thị Ngọc", corrected_by: "Paul Gestion", status: "left_early" }),
    ]);
  });

  it("prints the signed sheet in English: marks, times, totals and the evidence appendix", async () => {
    const { text, pages } = await pdfText(await sheet("en"));
    for (const expected of [
      "Attendance sheet",
      "Project management",
      "Élodie Faure",
      "José Muñoz",
      "Nguyễn Thị Ngọc",
      "09:00–12:30",
      "13:30–17:00",
      "09:02",
      "Late (10 min)",
      "Absent",
      "Left early (30 min)",
      "Amended",
      "Signed late",
      "Attended: 6h50 of 14h00",
      "Attended: 0h00 of 14h00",
      "Attended: 6h30 of 14h00",
      "Trainer's signature",
      "Anaïs Lefèvre",
      // The appendix.
      "Evidence appendix",
      "Server time (Paris)",
      "QR code",
      "Personal link",
      "Kiosk",
      "Signed-in account",
      "Trainer's device",
      "Anaïs Lefèvre (trainer)",
      "2 Jun 2031 09:02:07",
      "2 Jun 2031 12:31:45",
      "Corrections after locking",
      "Was Present (3h30); now Left early (3h00)",
      "Parti à 12:00 pour un rendez-vous médical",
      "Paul Gestion",
      "4 Jun 2031 10:15:30",
      "Fingerprint (SHA-256)",
      fingerprint,
      `${siteBaseUrl()}/verify/GP7K2Q`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("Pending Person");
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(text).not.toContain("En retard");
  });

  it("prints the signed sheet in French", async () => {
    const { text } = await pdfText(await sheet("fr"));
    for (const expected of [
      "Feuille d'émargement",
      "Gestion de projet",
      "En retard (10 min)",
      "Départ anticipé (30 min)",
      "Absent",
      "Corrigé",
      "Signature tardive",
      "Présence\u00a0: 6 h 50 sur 14 h 00",
      "Annexe de preuve",
      "Heure du serveur (Paris)",
      "Lien personnel",
      "Borne",
      "Anaïs Lefèvre (formateur)",
      "2 juin 2031 09:02:07",
      "Avant\u00a0: Présent (3 h 30)\u00a0; après\u00a0: Départ anticipé (3 h 00)",
      "Empreinte (SHA-256)",
      fingerprint,
      `${siteBaseUrl()}/verify/GP7K2Q`,
    ]) {
      expect(text, expected).toContain(expected.replace(/\u00a0/g, " "));
    }
    expect(text).not.toContain("Late (10 min)");
  });

  it("prints the blank sheet to sign on paper with ?blank=1: the sittings' columns, no evidence", async () => {
    const { text } = await pdfText(await sheet("en", "?blank=1"));
    expect(text).toContain("Élodie Faure");
    expect(text.match(/09:00–12:30/g)).toHaveLength(2);
    expect(text.match(/13:30–17:00/g)).toHaveLength(2);
    expect(text.match(/Morning/g)).toHaveLength(2);
    for (const absent of ["Late (10 min)", "Evidence appendix", fingerprint, "Attended:", "09:02"]) {
      expect(text).not.toContain(absent);
    }
  });

  it("prints a participant's own sheet in both languages, and 404s for anyone not on the sheet", async () => {
    const { text } = await pdfText(await personalPdf("en", people.elodie));
    for (const expected of [
      "Individual attendance sheet",
      "Élodie Faure",
      "Signed at 09:02",
      "Late (10 min)",
      "3h20 / 3h30",
      "Attended: 6h50 of 14h00",
      "Trainer's signature",
      "Evidence appendix",
      "2 Jun 2031 09:02:07",
      fingerprint,
      `${siteBaseUrl()}/verify/GP7K2Q`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("José Muñoz");
    expect(text).not.toContain("Nguyễn Thị Ngọc");

    const jose = await pdfText(await personalPdf("fr", people.jose));
    expect(jose.text).toContain("Feuille d'émargement individuelle");
    expect(jose.text).toContain("José Muñoz");
    expect(jose.text.match(/Absent/g)?.length).toBeGreaterThanOrEqual(2);
    expect(jose.text).not.toContain("Signé à");
    expect(jose.text).toContain("Aucune correction.");
    expect(jose.text).toContain(fingerprint);

    const ngoc = await pdfText(await personalPdf("fr", people.ngoc));
    expect(ngoc.text).toContain("Départ anticipé (30 min)");
    expect(ngoc.text).toContain("Parti à 12:00 pour un rendez-vous médical");

    for (const id of [people.pending, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await personal("en", id)).status).toBe(404);
    }
  });

  it("lets operators in (attendance module) and refuses a member whose profile grants only sessions", async () => {
    const operator = await sessionCookie(await createUser({ role: "operator" }));
    const answer = await callRoute(
      personLoader,
      makeRequest(`/admin/sessions/${sessionId}/attendance/${people.elodie}.pdf`, { cookie: operator }),
      { params: { id: sessionId, registrationId: people.elodie } },
    );
    expect(answer.status).toBe(200);
    const profile = await createUserProfile({
      name: "Sessions only",
      permissions: [{ module: "sessions", can_view: true, can_create: true, can_edit: true, can_delete: false }],
    });
    const person = await createUser({ role: "member" });
    await db().update(users).set({ profile_id: profile.id }).where(eq(users.id, person.id));
    const refused = await callRoute(
      sheetLoader,
      makeRequest(`/admin/sessions/${sessionId}/attendance.pdf`, { cookie: await sessionCookie(person) }),
      { params: { id: sessionId } },
    );
    expect({ status: refused.status, location: refused.location }).toEqual({ status: 302, location: "/" });
  });

  it("falls back to the half-days for a session without sittings", async () => {
    const course = await createCourse({ reference: "NS-1" });
    // Its sittings removed (nothing was signed): the sheet's columns are the computed half-days.
    const bare = await createSession({ course_id: course.id, start_date: "2031-07-01", end_date: "2031-07-01" });
    await db().delete(session_sittings).where(eq(session_sittings.session_id, bare.id));
    const response = (await sheetLoader(
      await routeArgs(makeRequest(`/admin/sessions/${bare.id}/attendance.pdf`, { cookie: cookies.en }), {
        params: { id: bare.id },
      }),
    )) as Response;
    const { text } = await pdfText(response);
    expect(text.match(/Morning/g)).toHaveLength(1);
    expect(text.match(/Afternoon/g)).toHaveLength(1);
    expect(text).toContain("No electronic signature for this session.");
    expect(text).toContain("Not computed yet: no sitting is locked.");
    expect(text).toContain("This session has no verification code yet.");
  });
});
