// Issue 27, delivery.md §4 on a real database and a simulated clock: each step of the timeline
// fires once at its time (also with two passes racing), late registrants get the convocation at
// once, a session below its minimum holds its convocations and asks for a decision, a change of
// the session is told once to each participant with the old and new values and the calendar
// event's SEQUENCE raised, nothing goes after the start nor to a cancelled registration.

import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  contact_settings,
  course_session_registrations,
  course_sessions,
  email_outbox,
  session_changes,
  session_messages,
  translations,
} from "#db/schema";
import { loadSessionTimeline } from "~/communications/timeline.server";
import { runTimelineJob, startTimelineJob } from "~/communications/timeline-job.server";
import { changeRegistrationStatus } from "~/registrations/lifecycle.server";
import { setClock } from "~/server/clock.server";
import { db, inTransaction } from "~/server/db.server";
import { saveSession } from "~/sessions/admin-sessions.server";
import { getIcsSessions } from "~/sessions/ics-response.server";
import { CHANGE_NOTICE_DELAY_MS } from "~/sessions/session-changes.server";
import { useTestDatabase } from "../db";
import {
  createLocation,
  createRegistration,
  createTrainedSession,
  createUserRow,
  seedReferenceData,
} from "../factories";

const at = (iso: string) => new Date(iso).getTime();

/** The e-mails written to the outbox for `to`, oldest first. */
async function mailsTo(to: string) {
  return db().select().from(email_outbox).where(eq(email_outbox.to, to)).orderBy(asc(email_outbox.created_at));
}

/** The calendar attached to an outbox row, parsed. */
function calendarOf(row: typeof email_outbox.$inferSelect) {
  const attachment = row.attachments.find((a) => a.filename.endsWith(".ics"));
  if (!attachment) throw new Error(`no calendar in "${row.subject}"`);
  const text = Buffer.from(attachment.content, "base64").toString("utf8");
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no event");
  return { text, calendar, event };
}

async function participants(sessionId: string) {
  const make = async (language: "fr" | "en", status: "pending" | "confirmed" | "cancelled", name: string) => {
    const user = await createUserRow({ full_name: name, language });
    const registration = await createRegistration({
      session_id: sessionId,
      user_id: user.id,
      status,
      first_name: name.split(" ")[0],
      last_name: name.split(" ")[1],
    });
    return { user, registration };
  };
  return {
    camille: await make("fr", "confirmed", "Camille Martin"),
    jordan: await make("en", "confirmed", "Jordan Lee"),
    pending: await make("fr", "pending", "Paul Attente"),
    cancelled: await make("fr", "cancelled", "Chloé Annulée"),
  };
}

describe("the communication timeline (delivery.md §4)", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    const [contact] = await db().select({ id: contact_settings.id }).from(contact_settings).limit(1);
    if (contact)
      await db()
        .update(contact_settings)
        .set({ email: "bureau@formatio.test" })
        .where(eq(contact_settings.id, contact.id));
    else await db().insert(contact_settings).values({ email: "bureau@formatio.test" });
  });
  afterEach(() => setClock());

  it("sends each step once at its time, in each person's language, and nothing after the start", async () => {
    // Monday 10 March 2031, 09:00–17:00 Paris (UTC+1): the convocation is due on 3 March at
    // 10:00 Paris (09:00Z), the trainer's pack on 7 March, the reminder on 9 March.
    const { session, trainer } = await createTrainedSession({ session: { min_participants: 2 } });
    const people = await participants(session.id);

    expect(await runTimelineJob(at("2031-03-03T08:59:00Z"))).toEqual({ sent: 0, notices: 0 });
    expect(await runTimelineJob(at("2031-03-03T09:00:00Z"))).toEqual({ sent: 2, notices: 0 });
    // The same minute again, and two passes racing: nothing more.
    const raced = await Promise.all([
      runTimelineJob(at("2031-03-03T09:01:00Z")),
      runTimelineJob(at("2031-03-03T09:01:00Z")),
    ]);
    expect(raced.map((r) => r.sent)).toEqual([0, 0]);

    const [fr] = await mailsTo(people.camille.user.email);
    expect(fr.subject).toMatch(/^Votre convocation/);
    expect(fr.text).toContain("Camille");
    expect(fr.attachments.map((a) => a.contentType.split(";")[0])).toEqual(["application/pdf", "text/calendar"]);
    const [en] = await mailsTo(people.jordan.user.email);
    expect(en.subject).toMatch(/^Your convocation/);
    const { event } = calendarOf(en);
    expect(event.getFirstPropertyValue("uid")).toMatch(new RegExp(`^registration-${people.jordan.registration.id}@`));
    expect(await mailsTo(people.pending.user.email)).toEqual([]);
    expect(await mailsTo(people.cancelled.user.email)).toEqual([]);

    // The trainer's pack on 7 March at 10:00 Paris, with the roster.
    await runTimelineJob(at("2031-03-07T08:59:00Z"));
    expect(await mailsTo(trainer.email)).toHaveLength(0);
    expect((await runTimelineJob(at("2031-03-07T09:00:00Z"))).sent).toBe(1);
    const [pack] = await mailsTo(trainer.email);
    expect(pack.text).toContain("Camille Martin");
    expect(pack.text).toContain("Paul Attente");
    expect(pack.text).not.toContain("Chloé");

    // The reminder on 9 March, once, even with two passes at the same time.
    const reminders = await Promise.all([
      runTimelineJob(at("2031-03-09T09:00:00Z")),
      runTimelineJob(at("2031-03-09T09:00:00Z")),
    ]);
    expect(reminders.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    expect((await mailsTo(people.jordan.user.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your convocation/),
      expect.stringMatching(/^Reminder/),
    ]);

    // Someone confirmed after the start gets neither convocation nor reminder: both "missed".
    await db()
      .update(course_session_registrations)
      .set({ status: "confirmed" })
      .where(eq(course_session_registrations.id, people.pending.registration.id));
    expect((await runTimelineJob(at("2031-03-10T08:30:00Z"))).sent).toBe(0);
    const timeline = await loadSessionTimeline(session.id, new Date(at("2031-03-10T08:30:00Z")));
    const paul = timeline?.participants.find((p) => p.id === people.pending.registration.id);
    expect(paul?.cells.slice(0, 2).map((c) => c.state)).toEqual(["missed", "missed"]);
    expect(await mailsTo(people.pending.user.email)).toEqual([]);
  });

  it("sends the convocation at once to someone confirmed after its date", async () => {
    const { session } = await createTrainedSession({ session: { min_participants: 1 } });
    const people = await participants(session.id);
    await runTimelineJob(at("2031-03-05T09:00:00Z"));
    expect(await mailsTo(people.pending.user.email)).toEqual([]);

    setClock({ now: () => at("2031-03-05T14:00:00Z"), sleep: async () => undefined });
    const job = startTimelineJob(3_600_000);
    try {
      const result = await inTransaction(() =>
        changeRegistrationStatus(session.id, people.pending.registration.id, "confirmed"),
      );
      expect(result.kind).toBe("ok");
      await vi.waitFor(
        async () => {
          const subjects = (await mailsTo(people.pending.user.email)).map((m) => m.subject);
          expect(subjects).toContainEqual(expect.stringMatching(/^Votre convocation/));
          // The pass runs after the commit, on its own: a busy machine may take more than a second.
        },
        { timeout: 15_000 },
      );
    } finally {
      await job.stop();
    }
  });

  it("holds convocations below the minimum, asks for a decision and escalates once", async () => {
    const { session } = await createTrainedSession({ session: { min_participants: 5 } });
    const people = await participants(session.id);
    // Ten days before: a decision is needed; the escalation is planned for eight days before.
    const tenDays = await loadSessionTimeline(session.id, new Date(at("2031-02-28T12:00:00Z")));
    expect(tenDays?.needsDecision).toBe(true);
    expect(tenDays?.heldBelowMinimum).toBe(true);
    expect(tenDays?.escalation.state).toBe("planned");

    await runTimelineJob(at("2031-03-02T09:00:00Z"));
    const escalations = await mailsTo("bureau@formatio.test");
    expect(escalations).toHaveLength(1);
    expect(escalations[0].subject).toMatch(/^Session à décider/);
    expect(escalations[0].text).toContain(`/admin/sessions/${session.id}/communications`);

    await runTimelineJob(at("2031-03-03T09:00:00Z"));
    expect(await mailsTo(people.camille.user.email)).toEqual([]);
    const held = await loadSessionTimeline(session.id, new Date(at("2031-03-03T09:00:00Z")));
    const camille = held?.participants.find((p) => p.id === people.camille.registration.id);
    expect(camille?.cells[0].state).toBe("held");
    expect(await mailsTo("bureau@formatio.test")).toHaveLength(1);

    // Staff decide to hold it anyway: the convocations go.
    await db().update(course_sessions).set({ minimum_waived_at: new Date() }).where(eq(course_sessions.id, session.id));
    expect((await runTimelineJob(at("2031-03-03T10:00:00Z"))).sent).toBe(2);
    expect(await mailsTo(people.camille.user.email)).toHaveLength(1);
  });

  it("tells each participant of a change once, old and new values, with the event's SEQUENCE raised", async () => {
    const { session, course, trainer } = await createTrainedSession({ session: { min_participants: 1 } });
    const people = await participants(session.id);
    const before = await createLocation({ name: "Salle Rivoli", city: "Paris", address: "2 rue de Rivoli" });
    const after = await createLocation({ name: "Salle Opéra", city: "Paris", address: "9 place de l'Opéra" });
    await db().update(course_sessions).set({ location_id: before.id }).where(eq(course_sessions.id, session.id));
    await runTimelineJob(at("2031-03-03T09:00:00Z"));
    const [{ sequence: told }] = await db()
      .select({ sequence: course_session_registrations.calendar_sequence })
      .from(course_session_registrations)
      .where(eq(course_session_registrations.id, people.jordan.registration.id));

    const [row] = await db().select().from(course_sessions).where(eq(course_sessions.id, session.id));
    const input = {
      course_id: course.id,
      instructor_id: trainer.id,
      location_id: after.id,
      start_date: row.start_date,
      end_date: row.end_date,
      start_time: "09:00",
      end_time: "17:00",
      seats_available: row.seats_available,
      min_participants: row.min_participants,
      status: row.status,
      timezone: row.timezone,
      agency_id: null,
      lunch_start: "12:30",
      lunch_end: "13:30",
      sign_by_qr: true,
      sign_by_kiosk: true,
      sign_by_link: "at_open" as const,
    };
    const changedAt = at("2031-03-04T15:00:00Z");
    setClock({ now: () => changedAt, sleep: async () => undefined });
    const saved = await inTransaction(() => saveSession(input as never, { id: session.id, by: trainer.id }));
    expect(saved.kind).toBe("ok");
    const [change] = await db().select().from(session_changes).where(eq(session_changes.session_id, session.id));
    expect(change).toMatchObject({
      state: "planned",
      before: { location_id: before.id },
      after: { location_id: after.id },
    });
    expect(change.notify_at.getTime()).toBe(changedAt + CHANGE_NOTICE_DELAY_MS);
    const [{ feed }] = await db()
      .select({ feed: course_sessions.calendar_sequence })
      .from(course_sessions)
      .where(eq(course_sessions.id, session.id));
    expect(feed).toBe(row.calendar_sequence + 1);
    // The public feed carries it: subscribed calendars take the moved event.
    const [published] = await getIcsSessions(
      { id: session.id },
      { lang: "en", baseUrl: "https://formatio.test", instructorLabel: "Trainer:" },
      "2031-01-01",
    );
    expect(published.sequence).toBe(feed);
    expect(published.location).toContain("Salle Opéra");

    // Planned, not yet sent; then sent once to each participant holding a seat.
    expect((await runTimelineJob(changedAt + 60_000)).notices).toBe(0);
    expect((await runTimelineJob(changedAt + CHANGE_NOTICE_DELAY_MS)).notices).toBe(1);
    expect((await runTimelineJob(changedAt + CHANGE_NOTICE_DELAY_MS + 60_000)).notices).toBe(0);
    const notices = await db()
      .select()
      .from(session_messages)
      .where(and(eq(session_messages.session_id, session.id), eq(session_messages.step, "change_notice")));
    expect(notices.map((n) => n.registration_id).sort()).toEqual(
      [people.camille.registration.id, people.jordan.registration.id, people.pending.registration.id].sort(),
    );
    const english = (await mailsTo(people.jordan.user.email)).at(-1);
    expect(english?.subject).toMatch(/^Your session has changed/);
    expect(english?.text).toMatch(/Before: Salle Rivoli/);
    expect(english?.text).toMatch(/Now: Salle Opéra/);
    // The convocation went before: the updated one comes with the notice.
    expect(english?.attachments.map((a) => a.contentType.split(";")[0])).toEqual(["application/pdf", "text/calendar"]);
    const { event } = calendarOf(english as typeof email_outbox.$inferSelect);
    expect(event.getFirstPropertyValue("uid")).toMatch(new RegExp(`^registration-${people.jordan.registration.id}@`));
    expect(Number(event.getFirstPropertyValue("sequence"))).toBe(told + 1);
    expect(String(event.getFirstPropertyValue("location"))).toContain("Salle Opéra");
    const french = (await mailsTo(people.camille.user.email)).at(-1);
    expect(french?.text).toMatch(/Avant\u00a0: Salle Rivoli/);
    expect(await mailsTo(people.cancelled.user.email)).toEqual([]);
  });

  it("shows a Montréal session's hours on a Paris reader's clock too, in texts staff may edit", async () => {
    const montreal = await createLocation({
      name: "Espace Mont-Royal",
      city: "Montréal",
      country: "Canada",
      address: "1 rue Sherbrooke",
    });
    const { session } = await createTrainedSession({
      session: { min_participants: 1, timezone: "America/Toronto", location_id: montreal.id },
    });
    const reader = await createUserRow({ full_name: "Léa Paris", language: "fr", timezone: "Europe/Paris" });
    await createRegistration({ session_id: session.id, user_id: reader.id, status: "confirmed", first_name: "Léa" });
    // Staff reworded the convocation's opening in the translations screen.
    await db()
      .update(translations)
      .set({ fr: "Bienvenue à la formation « {{course}} » : voici votre convocation.", is_custom: true })
      .where(eq(translations.key, "emails.timeline.convocation.intro"));
    // 10 March 2031 at 09:00 in Montréal (UTC−4 once daylight saving began on 9 March) is 14:00 in Paris.
    await runTimelineJob(at("2031-03-03T15:00:00Z"));
    const [mail] = await mailsTo(reader.email);
    expect(mail.text).toContain("Bienvenue à la formation");
    expect(mail.text).toMatch(/09:00–12:30, 13:30–17:00 \(heure de Montréal\)/);
    expect(mail.text).toMatch(/chez vous \(Paris\)\u00a0: 14:00–17:30, 18:30–22:00/);
    const { text } = calendarOf(mail);
    expect(text).toContain("BEGIN:VTIMEZONE");
    expect(text).toContain("TZID:America/Toronto");
    expect(text).toMatch(/DTSTART;TZID=America\/Toronto:20310310T090000/);
  });

  it("keeps a deleted account's timeline steps without their address", async () => {
    const { session } = await createTrainedSession({ session: { min_participants: 1 } });
    const people = await participants(session.id);
    await runTimelineJob(at("2031-03-03T09:00:00Z"), { sessionId: session.id });
    const { deleteAccount } = await import("~/profile/account-deletion.server");
    expect(await deleteAccount(people.jordan.user.id)).toMatchObject({ ok: true });
    const rows = await db()
      .select({ recipient: session_messages.recipient })
      .from(session_messages)
      .where(eq(session_messages.registration_id, people.jordan.registration.id));
    expect(rows).toEqual([{ recipient: "" }]);
  });

  it("gathers a burst of edits into one change, and tells nothing when they put everything back", async () => {
    const { session } = await createTrainedSession({ session: { min_participants: 1 } });
    await participants(session.id);
    const { recordSessionChange, snapshotSession } = await import("~/sessions/session-changes.server");
    const moveTo = async (start_time: string, nowMs: number) => {
      const told = await snapshotSession(session.id);
      if (!told) throw new Error("no session");
      await inTransaction(async () => {
        await db().update(course_sessions).set({ start_time }).where(eq(course_sessions.id, session.id));
        await recordSessionChange(session.id, told, { by: null, nowMs });
      });
    };
    await moveTo("10:00", at("2031-03-01T10:00:00Z"));
    await moveTo("10:30", at("2031-03-01T10:02:00Z"));
    let changes = await db().select().from(session_changes).where(eq(session_changes.session_id, session.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      state: "planned",
      before: { start_time: "09:00" },
      after: { start_time: "10:30" },
    });
    await moveTo("09:00", at("2031-03-01T10:04:00Z"));
    changes = await db().select().from(session_changes).where(eq(session_changes.session_id, session.id));
    expect(changes[0].state).toBe("void");
    expect((await runTimelineJob(at("2031-03-01T11:00:00Z"))).notices).toBe(0);
    const notices = await db()
      .select()
      .from(session_messages)
      .where(and(eq(session_messages.session_id, session.id), eq(session_messages.step, "change_notice")));
    expect(notices).toEqual([]);
  });
});
