// Issue 27, the staff communications screen (/admin/sessions/:id/communications) through its real
// loader, action and previews on a real database: who may open it (the matrix's sessions module),
// the timeline per participant, "send now" (once, then refused), "resend", "send now" of a change's
// notice, the decision to hold a session below its minimum, the previews; the remote link, one per
// day with sittings; the cancellation's notice offering the course's next dates; a bounced e-mail.
import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { course_sessions, email_outbox, session_changes, session_messages } from "#db/schema";
import type { SessionTimeline } from "~/communications/timeline.server";
import { runTimelineJob } from "~/communications/timeline-job.server";
import { cancelSession } from "~/registrations/lifecycle.server";
import { loader as previewLoader } from "~/routes/admin/session-communication-preview";
import { action, loader } from "~/routes/admin/session-communications";
import { loader as pdfLoader } from "~/routes/admin/session-convocation-pdf";
import { setClock } from "~/server/clock.server";
import { db, inTransaction } from "~/server/db.server";
import { deliverDueEmails } from "~/server/mail.server";
import { useTestDatabase } from "../db";
import {
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

type Answer = { ok?: boolean; formError?: string; toast?: string };
const at = (iso: string) => new Date(iso).getTime();
const fixedClock = (iso: string) => setClock({ now: () => at(iso), sleep: async () => undefined });

describe("communications screen (issue 27)", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin", language: "en" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
  });
  afterEach(() => setClock());

  async function setUp(session: Parameters<typeof createTrainedSession>[0] = {}) {
    const made = await createTrainedSession(session);
    const person = await createUserRow({ full_name: "Ada Lovelace", language: "en" });
    const registration = await createRegistration({
      session_id: made.session.id,
      user_id: person.id,
      status: "confirmed",
      first_name: "Ada",
      last_name: "Lovelace",
    });
    return { ...made, person, registration, path: `/admin/sessions/${made.session.id}/communications` };
  }
  const post = (path: string, form: Record<string, string>, cookie = adminCookie) =>
    callRoute<Answer>(action as never, makeRequest(path, { form, cookie }), { params: { id: path.split("/")[3] } });
  const load = (path: string, cookie = adminCookie) =>
    callRoute<{ timeline: SessionTimeline }>(loader as never, makeRequest(path, { cookie }), {
      params: { id: path.split("/")[3] },
    });

  it("shows each participant's steps, sends one now (once), resends it, and refuses members", async () => {
    const { path, registration, person, session } = await setUp({ session: { min_participants: 1 } });
    fixedClock("2031-03-01T09:00:00Z");
    const refused = await load(path, memberCookie);
    expect(refused.status).toBe(302);
    expect(
      (await post(path, { intent: "send_step", step: "convocation", registrationId: registration.id }, memberCookie))
        .status,
    ).toBe(403);

    const page = await load(path);
    const ada = page.data?.timeline.participants.find((p) => p.id === registration.id);
    expect(ada?.cells.map((c) => [c.step, c.state])).toEqual([
      ["convocation", "planned"],
      ["reminder", "planned"],
    ]);
    expect(ada?.cells[0].at).toBe("2031-03-03T09:00:00.000Z");
    expect(page.data?.timeline.trainer?.cell.state).toBe("planned");

    const sent = await post(path, { intent: "send_step", step: "convocation", registrationId: registration.id });
    expect(sent.data).toMatchObject({ ok: true, toast: "admin.communications.toasts.sent" });
    const again = await post(path, { intent: "send_step", step: "convocation", registrationId: registration.id });
    expect(again.status).toBe(409);
    expect(again.data?.formError).toBe("admin.communications.errors.already_sent");
    const resent = await post(path, { intent: "resend_step", step: "convocation", registrationId: registration.id });
    expect(resent.data).toMatchObject({ ok: true });
    const messages = await db()
      .select({ trigger: session_messages.trigger, by: session_messages.sent_by })
      .from(session_messages)
      .where(eq(session_messages.session_id, session.id))
      .orderBy(asc(session_messages.created_at));
    expect(messages.map((m) => m.trigger)).toEqual(["send_now", "resend"]);
    expect(await db().select().from(email_outbox).where(eq(email_outbox.to, person.email))).toHaveLength(2);
    // The job, at the convocation's time, sends nothing more: the step is done.
    expect((await runTimelineJob(at("2031-03-03T09:00:00Z"))).sent).toBe(0);
    const after = await load(path);
    const cell = after.data?.timeline.participants[0].cells[0];
    expect(cell?.state).toBe("sent");
    expect(cell?.sends.map((s) => [s.trigger, s.delivery])).toEqual([
      ["send_now", "queued"],
      ["resend", "queued"],
    ]);
    // A made-up step or person is refused, not a 500.
    expect((await post(path, { intent: "send_step", step: "escalation" })).status).toBe(400);
    expect((await post(path, { intent: "send_step", step: "convocation" })).status).toBe(404);
  });

  it("previews an e-mail as the participant would get it and the convocation as a PDF", async () => {
    const { path, registration, session, person } = await setUp();
    const preview = await callRoute(
      previewLoader as never,
      makeRequest(`${path}/preview?step=convocation&registration=${registration.id}`, { cookie: adminCookie }),
      { params: { id: session.id } },
    );
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toMatch(/^text\/html/);
    expect(preview.headers.get("content-security-policy")).toContain("sandbox");
    // Nothing is sent by a preview.
    expect(await db().select().from(email_outbox).where(eq(email_outbox.to, person.email))).toHaveLength(0);
    const missing = await callRoute(
      previewLoader as never,
      makeRequest(`${path}/preview?step=nope`, { cookie: adminCookie }),
      { params: { id: session.id } },
    );
    expect(missing.status).toBe(404);
    const pdf = await callRoute(
      pdfLoader as never,
      makeRequest(`/admin/sessions/${session.id}/convocation.pdf?registration=${registration.id}`, {
        cookie: adminCookie,
      }),
      { params: { id: session.id } },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("sends a change's notice now, and holds a session below its minimum until staff confirm it", async () => {
    const { path, session, person } = await setUp({ session: { min_participants: 3, status: "scheduled" } });
    fixedClock("2031-03-04T09:00:00Z");
    const held = await load(path);
    expect(held.data?.timeline.heldBelowMinimum).toBe(true);
    expect(held.data?.timeline.participants[0].cells[0].state).toBe("waiting");
    const confirmed = await post(path, { intent: "go_ahead" });
    expect(confirmed.data).toMatchObject({ ok: true, toast: "admin.communications.toasts.go_ahead" });
    const [row] = await db().select().from(course_sessions).where(eq(course_sessions.id, session.id));
    expect(row.status).toBe("confirmed");
    expect(row.minimum_waived_at).not.toBeNull();
    expect((await runTimelineJob(at("2031-03-04T09:00:00Z"), { sessionId: session.id })).sent).toBe(1);

    const [change] = await db()
      .insert(session_changes)
      .values({
        session_id: session.id,
        before: { start_time: "09:30", end_time: "17:30" },
        after: { start_time: "09:00", end_time: "17:00" },
        notify_at: new Date(at("2031-03-04T10:00:00Z")),
        created_at: new Date(at("2031-03-04T09:30:00Z")),
      })
      .returning();
    const now = await post(path, { intent: "send_change", changeId: change.id });
    expect(now.data).toMatchObject({ ok: true, toast: "admin.communications.toasts.change_sent" });
    expect((await post(path, { intent: "send_change", changeId: change.id })).status).toBe(409);
    const notices = await db()
      .select()
      .from(email_outbox)
      .where(and(eq(email_outbox.to, person.email)))
      .orderBy(asc(email_outbox.created_at));
    expect(notices.at(-1)?.subject).toMatch(/^Your session has changed/);
    expect(notices.at(-1)?.text).toMatch(/Before: 09:30 – 17:30/);
  });

  it("the job's pass walks every session around today a page at a time, and sends each due step once", async () => {
    const made = await Promise.all(
      [1, 2, 3].map(() =>
        setUp({ session: { min_participants: 1, start_date: "2032-05-10", end_date: "2032-05-10" } }),
      ),
    );
    // Pages of two: a full page, then a short one. The convocation and the trainer's pack of
    // each session are late at 06:59Z on the day, so both go.
    expect((await runTimelineJob(at("2032-05-10T06:59:00Z"), undefined, 2)).sent).toBe(6);
    for (const { session } of made) {
      const steps = await db()
        .select({ step: session_messages.step })
        .from(session_messages)
        .where(eq(session_messages.session_id, session.id));
      expect(steps.map((m) => m.step).sort()).toEqual(["convocation", "trainer_pack"]);
    }
    expect((await runTimelineJob(at("2032-05-10T06:59:30Z"), undefined, 2)).sent).toBe(0);
  });

  it("sends the remote link an hour before each day's first sitting, never after the day", async () => {
    const { session, person } = await setUp({
      session: {
        min_participants: 1,
        remote_url: "https://meet.example.com/ada",
        start_date: "2031-03-10",
        end_date: "2031-03-11",
      },
    });
    // 10 March 09:00 Paris is 08:00Z: the link goes at 07:00Z.
    const only = { sessionId: session.id };
    // The convocation and the trainer's pack, late (the reminder is not needed right after it).
    expect((await runTimelineJob(at("2031-03-10T06:59:00Z"), only)).sent).toBe(2);
    // A reminder right after it would repeat it: skipped.
    expect((await runTimelineJob(at("2031-03-10T06:59:30Z"), only)).sent).toBe(0);
    const before = await db().select().from(email_outbox).where(eq(email_outbox.to, person.email));
    expect(before.some((m) => m.subject.startsWith("Your connection link"))).toBe(false);
    expect((await runTimelineJob(at("2031-03-10T07:00:00Z"), only)).sent).toBe(1);
    const links = (await db().select().from(email_outbox).where(eq(email_outbox.to, person.email))).filter((m) =>
      m.subject.startsWith("Your connection link"),
    );
    expect(links).toHaveLength(1);
    expect(links[0].text).toContain("https://meet.example.com/ada");
    // The second day's, after that day is over (the server was down): never sent.
    expect((await runTimelineJob(at("2031-03-11T17:00:00Z"), only)).sent).toBe(0);
    const messages = await db()
      .select({ step: session_messages.step, occurrence: session_messages.occurrence })
      .from(session_messages)
      .where(and(eq(session_messages.session_id, session.id), eq(session_messages.step, "remote_link")));
    expect(messages).toEqual([{ step: "remote_link", occurrence: "2031-03-10" }]);
  });

  it("offers the course's next dates in a cancellation's notice, with the cancelling calendar event", async () => {
    const { session, course, person } = await setUp({ session: { min_participants: 1 } });
    const later = await createSession({ course_id: course.id, start_date: "2031-04-14", end_date: "2031-04-15" });
    await inTransaction(() => cancelSession(session.id, "The trainer is ill."));
    const [notice] = await db().select().from(email_outbox).where(eq(email_outbox.to, person.email));
    expect(notice.text).toContain("Another date is open for this course:");
    expect(notice.text).toContain(`/sessions/${later.id}/register?lang=en`);
    const ics = Buffer.from(
      notice.attachments.find((a) => a.filename === "session.ics")?.content ?? "",
      "base64",
    ).toString();
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
  });

  it("marks an e-mail the receiving server refused for good as bounced, at once", async () => {
    const { path, registration } = await setUp({ session: { min_participants: 1 } });
    await post(path, { intent: "send_step", step: "convocation", registrationId: registration.id });
    const refusing = {
      send: async () => {
        throw Object.assign(new Error("550 5.1.1 User unknown"), { responseCode: 550, code: "EENVELOPE" });
      },
      close() {},
    };
    await deliverDueEmails({ transport: refusing, batchSize: 100 });
    const page = await load(path);
    const send = page.data?.timeline.participants[0].cells[0].sends[0];
    expect(send?.delivery).toBe("bounced");
    const [row] = await db()
      .select()
      .from(email_outbox)
      .where(eq(email_outbox.id, send?.outbox_id ?? ""));
    expect(row).toMatchObject({ status: "failed", bounced: true, attempts: 1 });
  });
});
