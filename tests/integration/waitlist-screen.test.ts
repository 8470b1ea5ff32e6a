// Issue 28 point 4, the staff side of the waiting list (/admin/sessions/:id/waitlist) through its
// real loader and action on a real database: who may open it (the matrix's sessions module), the
// queue with positions, a priority that reorders it, "offer now" (a free seat or none), skip,
// move to another date of the course (not of another course), registering over capacity; the
// sessions desk's waiting counts; and the invitation of the people waiting to a new date.
import { and, eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  course_session_registrations,
  course_sessions,
  email_outbox,
  waitlist_entries,
  waitlist_offers,
} from "#db/schema";
import type { AdminSessionPage } from "~/registrations/admin-schema";
import { changeRegistrationStatus } from "~/registrations/lifecycle.server";
import { action, loader } from "~/routes/admin/session-waitlist";
import { loader as deskLoader } from "~/routes/admin/sessions";
import { setClock } from "~/server/clock.server";
import { db, inTransaction } from "~/server/db.server";
import type { WaitlistPage } from "~/waitlist/admin-waitlist.server";
import { joinWaitlist } from "~/waitlist/waitlist.server";
import { useTestDatabase } from "../db";
import {
  createRegistration,
  createSession,
  createTrainedSession,
  createUser,
  createUserRow,
  makeRequest,
  registrationForm,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Answer = { ok?: boolean; formError?: string; toast?: string; errors?: Record<string, string> };
const NOW = "2031-03-01T09:00:00Z";
const at = (iso: string) => new Date(iso).getTime();

describe("the waiting list's staff screen (issue 28)", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin", language: "en" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
  });
  afterEach(() => setClock());

  /** A full session of 2 seats on 10 March 2031 and three people waiting, in order. */
  async function setUp() {
    setClock({ now: () => at(NOW), sleep: async () => undefined });
    const made = await createTrainedSession({ session: { seats_available: 2, min_participants: 1 } });
    const holders = [];
    for (let i = 0; i < 2; i++) {
      const user = await createUserRow({ full_name: `Holder ${i}` });
      holders.push(await createRegistration({ session_id: made.session.id, user_id: user.id, status: "confirmed" }));
    }
    const people = [];
    for (const name of ["Ada", "Bob", "Cleo"]) {
      const user = await createUserRow({ full_name: `${name} Waiting`, language: name === "Ada" ? "en" : "fr" });
      const { entryId } = await inTransaction(() =>
        joinWaitlist(made.session.id, user.id, registrationForm({ firstName: name, lastName: "Waiting" }), at(NOW)),
      );
      people.push({ user, entryId });
    }
    return { ...made, holders, people, path: `/admin/sessions/${made.session.id}/waitlist` };
  }
  const idOf = (path: string) => path.split("/")[3];
  const post = (path: string, form: Record<string, string>, cookie = adminCookie) =>
    callRoute<Answer>(action as never, makeRequest(path, { form, cookie }), { params: { id: idOf(path) } });
  const load = (path: string, cookie = adminCookie) =>
    callRoute<{ page: WaitlistPage }>(loader as never, makeRequest(path, { cookie }), { params: { id: idOf(path) } });
  const entry = async (id: string) =>
    (await db().select().from(waitlist_entries).where(eq(waitlist_entries.id, id)))[0];
  const seats = async (id: string) =>
    (
      await db()
        .select({
          available: course_sessions.seats_available,
          taken: course_sessions.seats_taken,
          held: course_sessions.seats_held,
        })
        .from(course_sessions)
        .where(eq(course_sessions.id, id))
    )[0];

  it("is refused to members, and shows the queue in order; a priority reorders it", async () => {
    const { path, people } = await setUp();
    expect((await load(path, memberCookie)).status).toBe(302);
    expect((await post(path, { intent: "skip", id: people[0].entryId }, memberCookie)).status).toBe(403);

    const page = (await load(path)).data?.page;
    expect(page?.session).toMatchObject({ seats_available: 2, seats_taken: 2, seats_held: 0 });
    expect(page?.queue.map((row) => [row.position, row.name])).toEqual([
      [1, "Ada Waiting"],
      [2, "Bob Waiting"],
      [3, "Cleo Waiting"],
    ]);

    const refused = await post(path, { intent: "set_priority", id: people[2].entryId, priority: "101" });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors?.priority).toBe("admin.waitlist.validation.priority");
    const raised = await post(path, { intent: "set_priority", id: people[2].entryId, priority: "10" });
    expect(raised.status).toBe(200);
    expect(raised.data?.toast).toBe("admin.waitlist.toasts.priority");
    const after = (await load(path)).data?.page;
    expect(after?.queue.map((row) => [row.position, row.name, row.priority])).toEqual([
      [1, "Cleo Waiting", 10],
      [2, "Ada Waiting", 0],
      [3, "Bob Waiting", 0],
    ]);
  });

  it("offers a seat now only when one is free, to the entry chosen, whatever its place", async () => {
    const { path, people, session, holders } = await setUp();
    const none = await post(path, { intent: "offer_now", id: people[1].entryId });
    expect(none.status).toBe(409);
    expect(none.data?.formError).toBe("waitlist.errors.no_free_seat");

    await inTransaction(() => changeRegistrationStatus(session.id, holders[0].id, "cancelled"));
    const offered = await post(path, { intent: "offer_now", id: people[1].entryId });
    expect(offered.status).toBe(200);
    expect((await entry(people[1].entryId)).status).toBe("offered");
    expect(await seats(session.id)).toEqual({ available: 2, taken: 1, held: 1 });
    const [offer] = await db().select().from(waitlist_offers).where(eq(waitlist_offers.entry_id, people[1].entryId));
    expect(offer).toMatchObject({ kind: "hold", state: "live" });
    expect(offer.deadline.getTime()).toBe(at(NOW) + 48 * 3_600_000);
    const mails = await db().select().from(email_outbox).where(eq(email_outbox.to, people[1].user.email));
    expect(mails.filter((mail) => /^Une place vous attend/.test(mail.subject))).toHaveLength(1);

    const page = (await load(path)).data?.page;
    const bob = page?.queue.find((row) => row.id === people[1].entryId);
    expect(bob?.offer).toEqual({ kind: "hold", deadline: offer.deadline.toISOString() });
    // No second seat: the next one is refused.
    expect((await post(path, { intent: "offer_now", id: people[0].entryId })).data?.formError).toBe(
      "waitlist.errors.no_free_seat",
    );
  });

  it("skips an entry with a note, out of the queue and into the history", async () => {
    const { path, people } = await setUp();
    const skipped = await post(path, { intent: "skip", id: people[0].entryId, note: "Asked by phone" });
    expect(skipped.status).toBe(200);
    expect(await entry(people[0].entryId)).toMatchObject({ status: "skipped", staff_note: "Asked by phone" });
    const page = (await load(path)).data?.page;
    expect(page?.queue.map((row) => row.position)).toEqual([1, 2]);
    expect(page?.history.map((row) => [row.name, row.status])).toEqual([["Ada Waiting", "skipped"]]);
    expect((await post(path, { intent: "skip", id: people[0].entryId })).status).toBe(404);
  });

  it("moves an entry to another date of the course, never to another course's", async () => {
    const { path, people, course, trainer } = await setUp();
    await post(path, { intent: "set_priority", id: people[0].entryId, priority: "5" });
    const other = await createSession({
      course_id: course.id,
      instructor_id: trainer.id,
      start_date: "2031-04-10",
      end_date: "2031-04-11",
      seats_available: 8,
    });
    const elsewhere = await createTrainedSession({ session: { start_date: "2031-04-12", end_date: "2031-04-13" } });

    const refused = await post(path, {
      intent: "move",
      id: people[0].entryId,
      target_session_id: elsewhere.session.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.data?.formError).toBe("admin.waitlist.errors.move_other_course");
    expect((await entry(people[0].entryId)).status).toBe("waiting");

    expect((await load(path)).data?.page.targets.map((target) => target.id)).toEqual([other.id]);
    const moved = await post(path, { intent: "move", id: people[0].entryId, target_session_id: other.id });
    expect(moved.status).toBe(200);
    expect((await entry(people[0].entryId)).status).toBe("moved");
    const [there] = await db()
      .select()
      .from(waitlist_entries)
      .where(and(eq(waitlist_entries.session_id, other.id), eq(waitlist_entries.user_id, people[0].user.id)));
    expect(there).toMatchObject({ status: "waiting", priority: 5 });
    expect(there.form).toMatchObject({ firstName: "Ada" });

    // Registered at the target: refused.
    await createRegistration({ session_id: other.id, user_id: people[1].user.id, status: "confirmed" });
    const registered = await post(path, { intent: "move", id: people[1].entryId, target_session_id: other.id });
    expect(registered.data?.formError).toBe("admin.waitlist.errors.move_registered");
    expect((await entry(people[1].entryId)).status).toBe("waiting");
  });

  it("registers an entry over capacity with a reason: one more seat, a registration, the entry converted", async () => {
    const { path, people, session } = await setUp();
    const noReason = await post(path, { intent: "convert", id: people[1].entryId, reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.data?.errors?.reason).toBe("admin.waitlist.validation.reason_required");

    const converted = await post(path, { intent: "convert", id: people[1].entryId, reason: "Company request" });
    expect(converted.status).toBe(200);
    expect(await seats(session.id)).toEqual({ available: 3, taken: 3, held: 0 });
    const row = await entry(people[1].entryId);
    expect(row).toMatchObject({ status: "converted", staff_note: "Company request" });
    const [registration] = await db()
      .select()
      .from(course_session_registrations)
      .where(eq(course_session_registrations.id, row.registration_id ?? ""));
    expect(registration).toMatchObject({ user_id: people[1].user.id, session_id: session.id, first_name: "Bob" });
  });

  it("ends a live offer before converting: its held seat is used, no seat added", async () => {
    const { path, people, session, holders } = await setUp();
    await inTransaction(() => changeRegistrationStatus(session.id, holders[0].id, "cancelled"));
    await post(path, { intent: "offer_now", id: people[2].entryId });
    expect(await seats(session.id)).toEqual({ available: 2, taken: 1, held: 1 });
    const converted = await post(path, { intent: "convert", id: people[2].entryId, reason: "Faster by phone" });
    expect(converted.status).toBe(200);
    expect(await seats(session.id)).toEqual({ available: 2, taken: 2, held: 0 });
    const [offer] = await db().select().from(waitlist_offers).where(eq(waitlist_offers.entry_id, people[2].entryId));
    expect(offer.state).toBe("void");
  });

  it("shows the waiting counts on the desk and invites the people waiting to a new date, in their language", async () => {
    const { people, session, course, trainer } = await setUp();
    const desk = await callRoute<{ list: AdminSessionPage }>(
      deskLoader as never,
      makeRequest(`/admin/sessions?course=${course.id}&when=all`, { cookie: adminCookie }),
    );
    const row = desk.data?.list.sessions.find((s) => s.id === session.id);
    expect(row).toMatchObject({ waiting: 3, course_waiting: 3 });

    const newDate = await createSession({
      course_id: course.id,
      instructor_id: trainer.id,
      start_date: "2031-05-05",
      end_date: "2031-05-06",
      seats_available: 10,
    });
    const newPath = `/admin/sessions/${newDate.id}/waitlist`;
    expect((await load(newPath)).data?.page.demand).toEqual({ count: 3, lastInvite: null });
    const invited = await post(newPath, { intent: "invite_waiting" });
    expect(invited.status).toBe(200);
    expect(invited.data?.toast).toBe("admin.waitlist.toasts.invited");
    const mails = await db()
      .select()
      .from(email_outbox)
      .where(like(email_outbox.text, `%/sessions/${newDate.id}/register?lang=%`));
    expect(mails.map((mail) => mail.to).sort()).toEqual(people.map((p) => p.user.email).sort());
    const ada = mails.find((mail) => mail.to === people[0].user.email);
    expect(ada?.subject).toMatch(/A new date is open/);
    expect(ada?.text).toContain(`register?lang=en`);
    const bob = mails.find((mail) => mail.to === people[1].user.email);
    expect(bob?.subject).toMatch(/Une nouvelle date est ouverte/);
    expect((await load(newPath)).data?.page.demand.lastInvite?.count).toBe(3);

    // The full session itself has nobody waiting elsewhere.
    const none = await post(`/admin/sessions/${session.id}/waitlist`, { intent: "invite_waiting" });
    expect(none.data?.formError).toBe("admin.waitlist.errors.nobody_to_invite");
  });
});
