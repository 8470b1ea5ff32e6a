// Transferring a registration from its roster (issue 23 §4), through the roster's real action on
// both drivers: the seat moves in one write (the target's taken, this one's given back), the
// participant gets one e-mail with the new dates, the old event cancelled and the new one added
// under a new UID (which later e-mails keep), the inbox and the audit log record it; a full
// target, another course, a closed session, a registration not holding a seat, or the person
// already there are refused with nothing moved; and 50 transfers racing 50 registrations into a
// session of 10 seats never overbook it and never lose a seat.
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, course_session_registrations, course_sessions, email_outbox, messages } from "#db/schema";
import { formatDate } from "~/i18n/format";
import { SEAT_HOLDING_STATUSES } from "~/registrations/lifecycle";
import { registerForSession } from "~/registrations/registrations.server";
import { REGISTRATION_ERROR } from "~/registrations/rules";
import { action } from "~/routes/admin/session";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createSession,
  createUser,
  createUserRow,
  createUserRows,
  daysFromNow,
  makeRequest,
  registrationForm,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

const form = registrationForm();

describe("transferring a registration", () => {
  useTestDatabase();
  let adminCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
  });

  const post = (sessionId: string, values: Record<string, string>) =>
    callRoute<{ ok?: boolean; formError?: string; errors?: Record<string, string> }>(
      action,
      makeRequest(`/admin/sessions/${sessionId}`, { form: values, cookie: adminCookie }),
      { params: { id: sessionId } },
    );
  const taken = async (sessionId: string) =>
    (
      await db()
        .select({ taken: course_sessions.seats_taken })
        .from(course_sessions)
        .where(eq(course_sessions.id, sessionId))
    )[0].taken;
  const registration = async (id: string) =>
    (await db().select().from(course_session_registrations).where(eq(course_session_registrations.id, id)))[0];
  /** The calendar file's text, its folded lines (RFC 5545, 75 octets) unfolded. */
  const icsOf = (attachment: { content: string }) =>
    Buffer.from(attachment.content, "base64")
      .toString("utf8")
      .replace(/\r\n[ \t]/g, "");

  async function register(sessionId: string, language: "fr" | "en" = "en") {
    const user = await createUserRow({ language });
    const result = await registerForSession({ sessionId, userId: user.id, form });
    if (!result.ok) throw new Error(result.error);
    return { user, id: result.registrationId };
  }

  it("moves the seat, tells the person once with both calendar changes, and records it", async () => {
    const course = await createCourse({ title_fr: "Gestion de projet", title_en: "Project management" });
    const from = await createSession({ course_id: course.id, start_date: daysFromNow(20), end_date: daysFromNow(21) });
    const to = await createSession({ course_id: course.id, start_date: daysFromNow(50), end_date: daysFromNow(51) });
    const { user, id } = await register(from.id);
    const before = await db().select().from(email_outbox).where(eq(email_outbox.to, user.email));

    const answer = await post(from.id, { intent: "transfer", registration_id: id, target_session_id: to.id });
    expect(answer.status).toBe(302);
    expect(await taken(from.id)).toBe(0);
    expect(await taken(to.id)).toBe(1);
    const moved = await registration(id);
    expect(moved).toMatchObject({ session_id: to.id, status: "pending", calendar_uid: `registration-${id}-${to.id}` });

    const mails = await db().select().from(email_outbox).where(eq(email_outbox.to, user.email));
    expect(mails).toHaveLength(before.length + 1);
    const mail = mails.find((m) => !before.some((b) => b.id === m.id));
    expect(mail?.subject).toBe("Change of session: Project management");
    expect(mail?.attachments.map((a) => a.filename)).toEqual(["previous-session.ics", "session.ics"]);
    const [cancelled, added] = (mail?.attachments ?? []).map(icsOf);
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain(`UID:registration-${id}@`);
    // Sessions on UTC (the column's default): UTC times and no VTIMEZONE.
    expect(cancelled).toContain(`DTSTART:${from.start_date.replaceAll("-", "")}T090000Z`);
    expect(cancelled).not.toContain("VTIMEZONE");
    expect(added).toContain("METHOD:REQUEST");
    expect(added).toContain(`UID:registration-${id}-${to.id}@`);
    expect(added).toContain("STATUS:TENTATIVE");
    expect(added).toContain(`DTSTART:${to.start_date.replaceAll("-", "")}T090000Z`);
    expect(added).toContain("RRULE:FREQ=DAILY;COUNT=2");

    const [inbox] = await db()
      .select()
      .from(messages)
      .where(sql`${messages.metadata}->>'registration_id' = ${id} and ${messages.subject} like 'Transfert%'`);
    // The dates in words, as every French notice says them.
    expect(inbox?.content).toContain(formatDate(to.start_date, "fr", "long"));
    const entries = await db().select().from(audit_log).where(eq(audit_log.entity_id, id));
    expect(entries.map((entry) => entry.changes)).toContainEqual({ session_id: { before: from.id, after: to.id } });

    // Later e-mails keep the new event: confirming from the new roster updates it.
    expect((await post(to.id, { intent: "status-confirmed", registration_id: id })).status).toBe(302);
    const last = (await db().select().from(email_outbox).where(eq(email_outbox.to, user.email))).at(-1);
    expect(icsOf(last?.attachments[0] as { content: string })).toContain(`UID:registration-${id}-${to.id}@`);
  });

  it("refuses a full target, another course, a closed session, a cancelled registration; nothing moves", async () => {
    const course = await createCourse();
    const other = await createCourse();
    const from = await createSession({ course_id: course.id, seats_available: 5 });
    const full = await createSession({
      course_id: course.id,
      seats_available: 1,
      start_date: daysFromNow(40),
      end_date: daysFromNow(40),
    });
    const foreign = await createSession({ course_id: other.id });
    const cancelledSession = await createSession({ course_id: course.id, status: "cancelled" });
    await register(full.id);
    const { id } = await register(from.id);

    const full409 = await post(from.id, { intent: "transfer", registration_id: id, target_session_id: full.id });
    expect(full409.status).toBe(409);
    expect(full409.data?.formError).toBe("admin.sessions.error.transfer_full");
    const elsewhere = await post(from.id, { intent: "transfer", registration_id: id, target_session_id: foreign.id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.data?.errors?.target_session_id).toBe("admin.sessions.validation.transfer_target");
    const closed = await post(from.id, {
      intent: "transfer",
      registration_id: id,
      target_session_id: cancelledSession.id,
    });
    expect(closed.status).toBe(409);
    expect((await post(from.id, { intent: "transfer", registration_id: id, target_session_id: "nope" })).status).toBe(
      400,
    );
    expect(await registration(id)).toMatchObject({ session_id: from.id, calendar_uid: null });
    expect([await taken(from.id), await taken(full.id)]).toEqual([1, 1]);

    await post(from.id, { intent: "status-cancelled", registration_id: id });
    const target = await createSession({
      course_id: course.id,
      start_date: daysFromNow(45),
      end_date: daysFromNow(45),
    });
    expect(
      (await post(from.id, { intent: "transfer", registration_id: id, target_session_id: target.id })).status,
    ).toBe(409);
    expect(await taken(target.id)).toBe(0);
  });

  it("refuses a person already registered there, and lets a cancelled row of theirs give way", async () => {
    const course = await createCourse();
    const from = await createSession({ course_id: course.id });
    const to = await createSession({ course_id: course.id, start_date: daysFromNow(60), end_date: daysFromNow(60) });
    const { user, id } = await register(from.id);
    const there = await registerForSession({ sessionId: to.id, userId: user.id, form });
    if (!there.ok) throw new Error(there.error);
    const refused = await post(from.id, { intent: "transfer", registration_id: id, target_session_id: to.id });
    expect(refused.status).toBe(409);
    expect(refused.data?.formError).toBe("admin.sessions.error.transfer_already_registered");

    await post(to.id, { intent: "status-cancelled", registration_id: there.registrationId });
    expect((await post(from.id, { intent: "transfer", registration_id: id, target_session_id: to.id })).status).toBe(
      302,
    );
    expect(await registration(there.registrationId)).toBeUndefined();
    expect([await taken(from.id), await taken(to.id)]).toEqual([0, 1]);
  });

  it("50 transfers racing 50 registrations into 10 seats never overbook and never lose a seat", async () => {
    const course = await createCourse();
    const target = await createSession({
      course_id: course.id,
      seats_available: 10,
      start_date: daysFromNow(70),
      end_date: daysFromNow(70),
    });
    const sources = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createSession({
          course_id: course.id,
          seats_available: 10,
          start_date: daysFromNow(20 + i),
          end_date: daysFromNow(20 + i),
        }),
      ),
    );
    const movers: { sessionId: string; id: string }[] = [];
    for (const source of sources) {
      for (const userId of await createUserRows(10)) {
        const result = await registerForSession({ sessionId: source.id, userId, form });
        if (!result.ok) throw new Error(result.error);
        movers.push({ sessionId: source.id, id: result.registrationId });
      }
    }
    const newcomers = await createUserRows(50);

    const outcomes = await Promise.all([
      ...movers.map(({ sessionId, id }) =>
        post(sessionId, { intent: "transfer", registration_id: id, target_session_id: target.id }).then((answer) =>
          answer.status === 302 ? "moved" : String(answer.status),
        ),
      ),
      ...newcomers.map((userId) =>
        registerForSession({ sessionId: target.id, userId, form }).then((r) => (r.ok ? "registered" : r.error)),
      ),
    ]);
    const succeeded = outcomes.filter((outcome) => outcome === "moved" || outcome === "registered").length;
    expect(succeeded).toBe(10);
    // The others were refused for want of a seat: 409 for a transfer, "no seats" for a registration.
    const refusals = new Set(outcomes.filter((outcome) => outcome !== "moved" && outcome !== "registered"));
    expect([...refusals].every((outcome) => outcome === "409" || outcome === REGISTRATION_ERROR.noSeats)).toBe(true);

    // Every session's count equals its seat-holding registrations: nothing overbooked, nothing lost.
    for (const session of [target, ...sources]) {
      const [{ active }] = await db()
        .select({ active: sql<number>`count(*)::int` })
        .from(course_session_registrations)
        .where(
          and(
            eq(course_session_registrations.session_id, session.id),
            inArray(course_session_registrations.status, [...SEAT_HOLDING_STATUSES]),
          ),
        );
      expect(await taken(session.id)).toBe(active);
    }
    expect(await taken(target.id)).toBe(10);
    const stayed = (await Promise.all(sources.map((source) => taken(source.id)))).reduce((a, b) => a + b, 0);
    expect(stayed + outcomes.filter((outcome) => outcome === "moved").length).toBe(50);
  });
});
