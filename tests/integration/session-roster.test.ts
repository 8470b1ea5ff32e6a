// /admin/sessions/:id through the real route loader and action: the roster's data, every
// registration and payment move with the participant's e-mail and calendar event, the seat
// given back with a cancellation, the session's moves and its cancellation with a message to
// each participant in their language, the roster CSV read back by a CSV parser and the
// attendance sheet's text extracted from the PDF.
import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, course_session_registrations, course_sessions, email_outbox, users } from "#db/schema";
import { registerForSession } from "~/registrations/registrations.server";
import type { Roster } from "~/registrations/roster.server";
import { registrationSchema } from "~/registrations/schema";
import { action, loader } from "~/routes/admin/session";
import { loader as attendanceLoader } from "~/routes/admin/session-attendance-pdf";
import { loader as csvLoader } from "~/routes/admin/session-roster-csv";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createSession,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

type RosterData = Awaited<ReturnType<typeof loader>>;

function form(values: Partial<Record<string, string>> = {}) {
  return registrationSchema.parse({
    firstName: "Élodie",
    lastName: "Faure",
    email: "elodie.typed@example.com",
    phone: "+33 6 11 22 33 44",
    company: "Hexagone Logistique",
    position: "Responsable formation",
    billingAddress: "12 rue de la Paix",
    billingCity: "Paris",
    billingPostalCode: "75002",
    billingCountry: "France",
    specialRequirements: "Accès PMR",
    acceptTerms: "on",
    ...values,
  });
}

/** A member registered through the site's own service (seat, row, e-mails). */
async function register(
  sessionId: string,
  options: { language?: "fr" | "en"; firstName?: string; lastName?: string; company?: string } = {},
) {
  const user = await createUserRow({ language: options.language ?? "fr", full_name: "Compte" });
  const result = await registerForSession({
    sessionId,
    userId: user.id,
    form: form({
      firstName: options.firstName ?? "Élodie",
      lastName: options.lastName ?? "Faure",
      ...(options.company ? { company: options.company } : {}),
    }),
  });
  if (!result.ok) throw new Error(`registration refused: ${result.error}`);
  return { userId: user.id, email: user.email, registrationId: result.registrationId };
}

async function seats(sessionId: string) {
  const [row] = await db()
    .select({ taken: course_sessions.seats_taken, status: course_sessions.status })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId));
  return row;
}

async function registration(id: string) {
  const [row] = await db().select().from(course_session_registrations).where(eq(course_session_registrations.id, id));
  return row;
}

async function mailsTo(email: string) {
  return db().select().from(email_outbox).where(eq(email_outbox.to, email)).orderBy(email_outbox.created_at);
}

function icsOf(mail: { attachments: { content: string }[] }) {
  return Buffer.from(mail.attachments[0]?.content ?? "", "base64").toString("utf8");
}

describe("back office: session roster", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin", language: "fr" }));
    memberCookie = await sessionCookie(await createUser());
  });

  async function newSession(values: Partial<typeof course_sessions.$inferInsert> = {}) {
    const trainer = await createUserRow({ full_name: "Claire Formatrice", role: "teacher" });
    const course = await createCourse({ title_fr: "Gestion de projet", title_en: "Project management" });
    return createSession({ course_id: course.id, instructor_id: trainer.id, seats_available: 5, ...values });
  }

  const post = (sessionId: string, values: Record<string, string>, cookie = adminCookie) =>
    callRoute<{ ok?: boolean; errors?: Record<string, string>; formError?: string }>(
      action,
      makeRequest(`/admin/sessions/${sessionId}`, { form: values, cookie }),
      { params: { id: sessionId } },
    );

  it("shows the session's facts and its registrations as typed, to admins only", async () => {
    const session = await newSession({ min_participants: 3 });
    await register(session.id, { firstName: "Zoé", lastName: "Ngọc" });
    const answer = await callRoute<RosterData>(
      loader,
      makeRequest(`/admin/sessions/${session.id}`, { cookie: adminCookie }),
      { params: { id: session.id } },
    );
    expect(answer.status).toBe(200);
    const roster = answer.data?.roster;
    expect(roster?.session).toMatchObject({ seats_taken: 1, min_participants: 3, trainer: "Claire Formatrice" });
    expect(roster?.registrations).toEqual([
      expect.objectContaining({
        name: "Zoé Ngọc",
        email: "elodie.typed@example.com",
        phone: "+33 6 11 22 33 44",
        company: "Hexagone Logistique",
        position: "Responsable formation",
        billing: "12 rue de la Paix, 75002 Paris, France",
        special_requirements: "Accès PMR",
        status: "pending",
        payment_status: "pending",
      }),
    ]);

    const refused = await callRoute(loader, makeRequest(`/admin/sessions/${session.id}`, { cookie: memberCookie }), {
      params: { id: session.id },
    });
    expect(refused.status).toBe(302);
    const unknown = await callRoute(loader, makeRequest("/admin/sessions/nope", { cookie: adminCookie }), {
      params: { id: "nope" },
    });
    expect(unknown.status).toBe(404);
  });

  it("confirms a registration: the participant gets a CONFIRMED event with the same UID, a higher SEQUENCE", async () => {
    const session = await newSession();
    const { email, registrationId } = await register(session.id, { language: "en" });

    const answer = await post(session.id, { intent: "status-confirmed", registration_id: registrationId });
    expect(answer.status).toBe(302);
    expect((await registration(registrationId)).status).toBe("confirmed");

    const [receipt, confirmation] = await mailsTo(email);
    expect(icsOf(receipt)).toContain("STATUS:TENTATIVE");
    expect(confirmation.subject).toBe("Registration confirmed: Project management");
    expect(confirmation.text).toContain("Hello Élodie,");
    const ics = icsOf(confirmation);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("SEQUENCE:1");
    const uid = (text: string) => text.match(/^UID:(.+)$/m)?.[1];
    expect(uid(ics)).toBe(uid(icsOf(receipt)));
    expect(uid(ics)).toBe(`registration-${registrationId}@formatio.local`);

    const [entry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "registration"), eq(audit_log.entity_id, registrationId)));
    expect(entry.changes).toEqual({ status: { before: "pending", after: "confirmed" } });
  });

  it("marks attended without an e-mail and refuses moves the lifecycle does not allow", async () => {
    const session = await newSession();
    const { email, registrationId } = await register(session.id);
    expect((await post(session.id, { intent: "status-attended", registration_id: registrationId })).status).toBe(409);
    await post(session.id, { intent: "status-confirmed", registration_id: registrationId });
    const before = (await mailsTo(email)).length;
    expect((await post(session.id, { intent: "status-attended", registration_id: registrationId })).status).toBe(302);
    expect((await registration(registrationId)).status).toBe("attended");
    expect(await mailsTo(email)).toHaveLength(before);
    // A registration of another session, or none: not found; a bad id: the form's error.
    const other = await newSession();
    expect((await post(other.id, { intent: "status-confirmed", registration_id: registrationId })).status).toBe(404);
    const bad = await post(session.id, { intent: "status-confirmed", registration_id: "x" });
    expect(bad.status).toBe(400);
    expect((await post(session.id, { intent: "nope", registration_id: registrationId })).status).toBe(400);
  });

  it("cancels a registration: the seat comes back in the same write and the event is cancelled", async () => {
    const session = await newSession();
    const { email, registrationId } = await register(session.id);
    expect((await seats(session.id)).taken).toBe(1);
    expect((await post(session.id, { intent: "status-cancelled", registration_id: registrationId })).status).toBe(302);
    expect((await registration(registrationId)).status).toBe("cancelled");
    expect((await seats(session.id)).taken).toBe(0);
    const cancellation = (await mailsTo(email)).at(-1);
    expect(cancellation?.subject).toBe("Inscription annulée\u00a0: Gestion de projet");
    expect(cancellation?.attachments[0]?.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(icsOf(cancellation as never)).toContain("METHOD:CANCEL");
    expect(icsOf(cancellation as never)).toContain("STATUS:CANCELLED");
    // Twice: the second finds it cancelled already, and the seat count stays right.
    expect((await post(session.id, { intent: "status-cancelled", registration_id: registrationId })).status).toBe(409);
    expect((await seats(session.id)).taken).toBe(0);
  });

  it("records payments and refunds, each e-mailed to the participant", async () => {
    const session = await newSession();
    const { email, registrationId } = await register(session.id, { language: "en" });
    expect((await post(session.id, { intent: "payment-refunded", registration_id: registrationId })).status).toBe(409);
    expect((await post(session.id, { intent: "payment-paid", registration_id: registrationId })).status).toBe(302);
    expect((await post(session.id, { intent: "payment-refunded", registration_id: registrationId })).status).toBe(302);
    expect((await registration(registrationId)).payment_status).toBe("refunded");
    const subjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(subjects.slice(-2)).toEqual(["Payment received: Project management", "Refund issued: Project management"]);
    // Payment news changes no calendar event.
    expect((await mailsTo(email)).at(-1)?.attachments).toEqual([]);
  });

  it("cancels a paid registration and refunds it in one write, or leaves the refund to settle", async () => {
    const session = await newSession();
    const refundedNow = await register(session.id, { language: "en" });
    const refundLater = await register(session.id, { language: "en" });
    for (const { registrationId } of [refundedNow, refundLater]) {
      await post(session.id, { intent: "payment-paid", registration_id: registrationId });
    }
    // Not paid: refused, and nothing moves (the cancellation rolls back with the refund).
    const unpaid = await register(session.id);
    expect((await post(session.id, { intent: "cancel-refund", registration_id: unpaid.registrationId })).status).toBe(
      409,
    );
    expect((await registration(unpaid.registrationId)).status).toBe("pending");
    expect((await seats(session.id)).taken).toBe(3);

    expect(
      (await post(session.id, { intent: "cancel-refund", registration_id: refundedNow.registrationId })).status,
    ).toBe(302);
    expect(await registration(refundedNow.registrationId)).toMatchObject({
      status: "cancelled",
      payment_status: "refunded",
    });
    const subjects = (await mailsTo(refundedNow.email)).map((mail) => mail.subject);
    expect(subjects.slice(-2)).toEqual([
      "Registration cancelled: Project management",
      "Refund issued: Project management",
    ]);
    const entries = await db()
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(eq(audit_log.entity_id, refundedNow.registrationId));
    // Paid, then cancelled and refunded in the one write: an entry each.
    expect(entries).toHaveLength(3);

    // Cancelled without the refund: the roster counts it among the refunds to settle.
    await post(session.id, { intent: "status-cancelled", registration_id: refundLater.registrationId });
    expect(await registration(refundLater.registrationId)).toMatchObject({
      status: "cancelled",
      payment_status: "paid",
    });
    const roster = (
      await callRoute<{ roster: Roster }>(
        loader,
        makeRequest(`/admin/sessions/${session.id}`, { cookie: adminCookie }),
        { params: { id: session.id } },
      )
    ).data;
    const owed = roster?.roster.registrations.filter((r) => r.status === "cancelled" && r.payment_status === "paid");
    expect(owed?.map((r) => r.id)).toEqual([refundLater.registrationId]);
    expect((await seats(session.id)).taken).toBe(1);
  });

  it("moves the session scheduled → confirmed → completed, never back", async () => {
    const session = await newSession();
    expect((await post(session.id, { intent: "session-completed" })).status).toBe(409);
    expect((await post(session.id, { intent: "session-confirmed" })).status).toBe(302);
    expect((await post(session.id, { intent: "session-completed" })).status).toBe(302);
    expect((await seats(session.id)).status).toBe("completed");
    expect((await post(session.id, { intent: "session-confirmed" })).status).toBe(409);
    expect((await post(session.id, { intent: "cancel-session", message: "Trop tard" })).status).toBe(409);
  });

  it("cancels a session: a message is required, then every participant is told in their language and every seat freed", async () => {
    const session = await newSession();
    const fr = await register(session.id, { language: "fr" });
    const en = await register(session.id, { language: "en", firstName: "John", lastName: "Smith" });
    const gone = await register(session.id);
    await post(session.id, { intent: "status-cancelled", registration_id: gone.registrationId });
    const goneMails = (await mailsTo(gone.email)).length;

    const missing = await post(session.id, { intent: "cancel-session", message: "   " });
    expect(missing.status).toBe(400);
    expect(missing.data?.errors?.message).toBe("admin.sessions.validation.message_required");
    expect((await seats(session.id)).status).toBe("scheduled");

    const answer = await post(session.id, {
      intent: "cancel-session",
      message: "Le formateur est indisponible ; nous vous proposons la session de mars.",
    });
    expect(answer.status).toBe(302);
    expect(await seats(session.id)).toEqual({ taken: 0, status: "cancelled" });
    for (const { registrationId } of [fr, en]) expect((await registration(registrationId)).status).toBe("cancelled");

    const frMail = (await mailsTo(fr.email)).at(-1);
    expect(frMail?.subject).toBe("Session annulée\u00a0: Gestion de projet");
    expect(frMail?.text).toContain("Le formateur est indisponible ; nous vous proposons la session de mars.");
    expect(icsOf(frMail as never)).toContain("METHOD:CANCEL");
    const enMail = (await mailsTo(en.email)).at(-1);
    expect(enMail?.subject).toBe("Session cancelled: Project management");
    expect(enMail?.text).toContain("Hello John,");
    // The one already cancelled is not told twice.
    expect(await mailsTo(gone.email)).toHaveLength(goneMails);

    // The public side refuses it from now on.
    const user = await createUserRow();
    const late = await registerForSession({ sessionId: session.id, userId: user.id, form: form() });
    expect(late).toMatchObject({ ok: false, error: "pages.courses.registration.error.session_not_scheduled" });
  });

  it("exports the roster as CSV: BOM, translated header, accents kept, formula cells neutralised", async () => {
    const session = await newSession();
    await register(session.id, { firstName: "Élodie", lastName: "Faure" });
    await register(session.id, { firstName: "Marc", lastName: "Lefèvre", company: "=cmd|' /C calc'!A0" });
    const response = (await csvLoader(
      await routeArgs(makeRequest(`/admin/sessions/${session.id}/roster.csv`, { cookie: adminCookie }), {
        params: { id: session.id },
      }),
    )) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="roster-.+\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The UTF-8 BOM (Response.text() would strip it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(new TextDecoder().decode(bytes));
    expect(rows[0]).toEqual([
      "Nom",
      "E-mail",
      "Téléphone",
      "Entreprise",
      "Poste",
      "Adresse de facturation",
      "Besoins particuliers",
      "Inscrit le",
      "Statut",
      "Paiement",
      "Montant",
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(["Élodie Faure", "Marc Lefèvre"]);
    expect(rows[2][3]).toBe("'=cmd|' /C calc'!A0");
    expect(rows[1][8]).toBe("En attente");

    const refused = await callRoute(
      csvLoader,
      makeRequest(`/admin/sessions/${session.id}/roster.csv`, { cookie: memberCookie }),
      { params: { id: session.id } },
    );
    expect(refused.status).toBe(302);
  });

  it("exports a roster that stays formula-free when a spreadsheet splits it on `;` (French Excel)", async () => {
    const session = await newSession();
    const company = "ACME;=cmd|' /C calc'!A0";
    await register(session.id, { firstName: "Marc", lastName: "Lefèvre", company });
    const response = (await csvLoader(
      await routeArgs(makeRequest(`/admin/sessions/${session.id}/roster.csv`, { cookie: adminCookie }), {
        params: { id: session.id },
      }),
    )) as Response;
    const text = new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()));
    // As a spreadsheet set to each separator reads it: a quote counts only at a field's start.
    const read = (delimiter: "," | ";"): string[][] =>
      parse(text, { bom: true, delimiter, record_delimiter: "\r\n", relax_quotes: true, relax_column_count: true });
    const byComma = read(",");
    expect(byComma).toHaveLength(2);
    // The company whole in its own cell, its inner formula neutralised like a leading one.
    expect(byComma[1][3]).toBe("ACME;'=cmd|' /C calc'!A0");
    for (const cells of [byComma, read(";")]) {
      for (const cell of cells.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("prints the attendance sheet: confirmed participants only, one signature column per half-day", async () => {
    // Two full days: four half-days.
    const session = await newSession({ start_date: "2031-06-02", end_date: "2031-06-03" });
    const confirmed = await register(session.id, { firstName: "Zoé", lastName: "Łukasiewicz" });
    await register(session.id, { firstName: "Pending", lastName: "Person" });
    await post(session.id, { intent: "status-confirmed", registration_id: confirmed.registrationId });

    const response = (await attendanceLoader(
      await routeArgs(makeRequest(`/admin/sessions/${session.id}/attendance.pdf`, { cookie: adminCookie }), {
        params: { id: session.id },
      }),
    )) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    expect(text).toContain("Zoé Łukasiewicz");
    expect(text).not.toContain("Pending Person");
    expect(text).toContain("Gestion de projet");
    expect(text).toContain("Claire Formatrice");
    expect(text.match(/Matin/g)).toHaveLength(2);
    expect(text.match(/Après-midi/g)).toHaveLength(2);
  });

  it("keeps seats_taken equal to the seat-holding registrations through every move", async () => {
    const session = await newSession({ seats_available: 4 });
    const a = await register(session.id);
    const b = await register(session.id);
    await post(session.id, { intent: "status-confirmed", registration_id: a.registrationId });
    await post(session.id, { intent: "status-cancelled", registration_id: b.registrationId });
    await post(session.id, { intent: "status-attended", registration_id: a.registrationId });
    const [{ holding }] = await db()
      .select({ holding: sql<number>`count(*)::int` })
      .from(course_session_registrations)
      .where(
        and(
          eq(course_session_registrations.session_id, session.id),
          sql`${course_session_registrations.status} <> 'cancelled'`,
        ),
      );
    expect((await seats(session.id)).taken).toBe(holding);
    expect(holding).toBe(1);
    // The account of a participant is untouched by the roster.
    const [account] = await db().select().from(users).where(eq(users.id, a.userId));
    expect(account.full_name).toBe("Compte");
  });
});
