// Issue 28, delivery.md §5 on a real database and a simulated clock: joining a full session's
// list, one active entry each; a freed seat held for the first in line (the public sees the
// session full), accepted through the normal registration, declined or expired to the next,
// never offered again to whom it expired; a reminder at half the window; a broadcast to the next
// five when under two hours are left; nothing after registrations close; the list closed when the
// session is cancelled; and seats never oversold when joins, cancellations and acceptances race.
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  course_session_registrations,
  course_sessions,
  email_outbox,
  waitlist_entries,
  waitlist_offers,
} from "#db/schema";
import { cancelSession, changeRegistrationStatus } from "~/registrations/lifecycle.server";
import { registerForSession } from "~/registrations/registrations.server";
import { closedReason, REGISTRATION_ERROR } from "~/registrations/rules";
import { setClock } from "~/server/clock.server";
import { db, inTransaction, Refusal } from "~/server/db.server";
import { acceptOffer, declineOffer, joinWaitlist, leaveQueue, memberWaitlist } from "~/waitlist/waitlist.server";
import { runWaitlistJob } from "~/waitlist/waitlist-job.server";
import { useTestDatabase } from "../db";
import {
  createRegistration,
  createTrainedSession,
  createUserRow,
  registrationForm,
  seedReferenceData,
} from "../factories";

const at = (iso: string) => new Date(iso).getTime();
const HOUR = 3_600_000;

/** A refusal's key, or "ok". */
async function outcome(work: () => Promise<unknown>): Promise<string> {
  try {
    await inTransaction(work);
    return "ok";
  } catch (error) {
    // The service refuses with its answer: a conflict or not-found naming the reason's key.
    if (error instanceof Refusal) return String((error.result as { formError?: string }).formError ?? error.message);
    throw error;
  }
}

describe("the waiting list (delivery.md §5)", () => {
  useTestDatabase();
  beforeAll(seedReferenceData);
  afterEach(() => setClock());

  /** A session on 10 March 2031 with `seats` seats, all taken by new members (confirmed). */
  async function fullSession(seats: number, session: Record<string, unknown> = {}) {
    const made = await createTrainedSession({ session: { seats_available: seats, min_participants: 1, ...session } });
    const holders = [];
    for (let i = 0; i < seats; i++) {
      const user = await createUserRow({ full_name: `Holder ${i}` });
      holders.push(await createRegistration({ session_id: made.session.id, user_id: user.id, status: "confirmed" }));
    }
    return { ...made, holders };
  }
  const member = (name: string, language: "fr" | "en" = "fr") => createUserRow({ full_name: name, language });
  const join = (sessionId: string, userId: string, nowMs = at("2031-03-01T09:00:00Z")) =>
    inTransaction(() => joinWaitlist(sessionId, userId, registrationForm({ firstName: "Wait" }), nowMs));
  const seats = async (sessionId: string) =>
    (
      await db()
        .select({
          available: course_sessions.seats_available,
          taken: course_sessions.seats_taken,
          held: course_sessions.seats_held,
        })
        .from(course_sessions)
        .where(eq(course_sessions.id, sessionId))
    )[0];
  const liveOffers = (sessionId: string) =>
    db()
      .select()
      .from(waitlist_offers)
      .where(and(eq(waitlist_offers.session_id, sessionId), eq(waitlist_offers.state, "live")));
  const mailsTo = (email: string) => db().select().from(email_outbox).where(eq(email_outbox.to, email));

  it("lets members join a full session's list once, in order, and only when it is full", async () => {
    const { session } = await createTrainedSession({ session: { seats_available: 1 } });
    const early = await member("Early Bird");
    expect(await outcome(() => joinWaitlist(session.id, early.id, registrationForm()))).toMatch(/not_full/);
    const holder = await member("Holder");
    await createRegistration({ session_id: session.id, user_id: holder.id, status: "confirmed" });
    expect(await outcome(() => joinWaitlist(session.id, holder.id, registrationForm()))).toMatch(/already_registered/);
    const first = await join(session.id, early.id);
    const second = await join(session.id, (await member("Second")).id);
    expect([first.position, second.position]).toEqual([1, 2]);
    expect(await outcome(() => joinWaitlist(session.id, early.id, registrationForm()))).toMatch(/already_waiting/);
    expect((await memberWaitlist(early.id)).map((e) => e.position)).toEqual([1]);
    expect((await mailsTo(early.email))[0].subject).toMatch(/Liste d'attente/);
  });

  it("holds a freed seat for the first in line, who takes it through the normal registration", async () => {
    const { session, holders } = await fullSession(2);
    const ada = await member("Ada Waiting", "en");
    const bob = await member("Bob Waiting");
    await join(session.id, ada.id);
    await join(session.id, bob.id);

    // A holder cancels: the seat is held for Ada until 48 hours later.
    await inTransaction(() => changeRegistrationStatus(session.id, holders[0].id, "cancelled"));
    const now = at("2031-03-01T10:00:00Z");
    expect((await runWaitlistJob(now, { sessionId: session.id })).offered).toBe(1);
    const [offer] = await liveOffers(session.id);
    expect(offer).toMatchObject({ kind: "hold" });
    expect(offer.deadline.getTime()).toBe(now + 48 * HOUR);
    expect(await seats(session.id)).toEqual({ available: 2, taken: 1, held: 1 });
    // The public sees it full, and nobody else can take it.
    const [row] = await db().select().from(course_sessions).where(eq(course_sessions.id, session.id));
    expect(closedReason(row, "2031-03-01")).toBe(REGISTRATION_ERROR.noSeats);
    const other = await member("Someone Else");
    const attempt = await registerForSession({
      sessionId: session.id,
      userId: other.id,
      form: registrationForm(),
      now: new Date(now),
    });
    expect(attempt).toMatchObject({ ok: false, error: REGISTRATION_ERROR.noSeats });
    expect((await mailsTo(ada.email)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^A seat is free for you/),
    );

    const { registrationId } = await inTransaction(() => acceptOffer(offer.id, now + HOUR));
    const [registration] = await db()
      .select()
      .from(course_session_registrations)
      .where(eq(course_session_registrations.id, registrationId));
    expect(registration).toMatchObject({ user_id: ada.id, status: "pending", first_name: "Wait" });
    expect(await seats(session.id)).toEqual({ available: 2, taken: 2, held: 0 });
    expect((await mailsTo(ada.email)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Your registration/),
    );
    // Single use.
    expect(await outcome(() => acceptOffer(offer.id, now + HOUR))).toMatch(/offer_gone/);
    expect((await memberWaitlist(bob.id))[0].position).toBe(1);
  });

  it("passes a declined or expired seat to the next, never offers again to whom it expired, and reminds at half time", async () => {
    const { session, holders } = await fullSession(1);
    const [a, b, c] = [await member("A"), await member("B"), await member("C")];
    for (const person of [a, b, c]) await join(session.id, person.id);
    await inTransaction(() => changeRegistrationStatus(session.id, holders[0].id, "cancelled"));
    const t0 = at("2031-03-01T10:00:00Z");
    await runWaitlistJob(t0, { sessionId: session.id });
    const [first] = await liveOffers(session.id);
    // Half the window: one reminder.
    expect((await runWaitlistJob(t0 + 23 * HOUR, { sessionId: session.id })).reminded).toBe(0);
    expect((await runWaitlistJob(t0 + 24 * HOUR, { sessionId: session.id })).reminded).toBe(1);
    expect((await runWaitlistJob(t0 + 25 * HOUR, { sessionId: session.id })).reminded).toBe(0);
    // A declines: B is offered.
    await inTransaction(() => declineOffer(first.id, t0 + 26 * HOUR));
    await runWaitlistJob(t0 + 26 * HOUR, { sessionId: session.id });
    const [second] = await liveOffers(session.id);
    const [bEntry] = await db().select().from(waitlist_entries).where(eq(waitlist_entries.id, second.entry_id));
    expect(bEntry.user_id).toBe(b.id);
    // B does not answer: at the deadline C is offered, B never again.
    const expired = await runWaitlistJob(second.deadline.getTime(), { sessionId: session.id });
    expect(expired).toMatchObject({ expired: 1, offered: 1 });
    const [third] = await liveOffers(session.id);
    const [cEntry] = await db().select().from(waitlist_entries).where(eq(waitlist_entries.id, third.entry_id));
    expect(cEntry.user_id).toBe(c.id);
    const statuses = await db()
      .select({ user: waitlist_entries.user_id, status: waitlist_entries.status })
      .from(waitlist_entries)
      .where(eq(waitlist_entries.session_id, session.id));
    expect(new Map(statuses.map((s) => [s.user, s.status]))).toEqual(
      new Map([
        [a.id, "declined"],
        [b.id, "expired"],
        [c.id, "offered"],
      ]),
    );
    expect((await mailsTo(b.email)).map((m) => m.subject)).toContainEqual(expect.stringMatching(/a expiré/));
    expect(await seats(session.id)).toMatchObject({ taken: 0, held: 1 });
  });

  it("tells the next five together under two hours before registrations close, and makes no offer after", async () => {
    // Registrations close with the first sitting: 10 March 2031 09:00 Paris = 08:00Z.
    const { session, holders } = await fullSession(1);
    const people = [];
    for (let i = 0; i < 7; i++) {
      const person = await member(`Queue ${i}`);
      people.push(person);
      await join(session.id, person.id);
    }
    await inTransaction(() => changeRegistrationStatus(session.id, holders[0].id, "cancelled"));
    // 06:30Z: 1 h 30 to the start, 30 minutes to the margin: a broadcast to five, no hold.
    expect((await runWaitlistJob(at("2031-03-10T06:30:00Z"), { sessionId: session.id })).offered).toBe(5);
    const told = await liveOffers(session.id);
    expect(told.map((o) => o.kind)).toEqual(Array(5).fill("broadcast"));
    expect(await seats(session.id)).toMatchObject({ taken: 0, held: 0 });
    // The fourth answers first: the seat is theirs, the others wait again.
    await inTransaction(() => acceptOffer(told[3].id, at("2031-03-10T06:35:00Z")));
    expect(await liveOffers(session.id)).toEqual([]);
    expect(await outcome(() => acceptOffer(told[0].id, at("2031-03-10T06:36:00Z")))).toMatch(/offer_gone/);
    // Another seat frees after the margin: nothing is offered.
    const [seatHolder] = await db()
      .select()
      .from(course_session_registrations)
      .where(
        and(
          eq(course_session_registrations.session_id, session.id),
          eq(course_session_registrations.status, "pending"),
        ),
      );
    await inTransaction(() => changeRegistrationStatus(session.id, seatHolder.id, "cancelled"));
    expect((await runWaitlistJob(at("2031-03-10T07:30:00Z"), { sessionId: session.id })).offered).toBe(0);
  });

  it("closes the list with an e-mail when the session is cancelled, giving back held seats", async () => {
    const { session, holders } = await fullSession(1);
    const [a, b] = [await member("A"), await member("B")];
    await join(session.id, a.id);
    await join(session.id, b.id);
    await inTransaction(() => changeRegistrationStatus(session.id, holders[0].id, "cancelled"));
    await runWaitlistJob(at("2031-03-01T10:00:00Z"), { sessionId: session.id });
    await inTransaction(() => cancelSession(session.id, "Trainer ill."));
    expect((await runWaitlistJob(at("2031-03-01T11:00:00Z"), { sessionId: session.id })).closed).toBe(2);
    expect(await liveOffers(session.id)).toEqual([]);
    expect(await seats(session.id)).toMatchObject({ held: 0 });
    expect((await mailsTo(b.email)).map((m) => m.subject)).toContainEqual(expect.stringMatching(/close/));
    // Withdrawn entries cannot leave twice.
    const [entry] = await db().select().from(waitlist_entries).where(eq(waitlist_entries.user_id, a.id));
    expect(await inTransaction(() => leaveQueue(entry.id, "withdrawn", { userId: a.id }))).toBeNull();
  });

  it("forgets a deleted account's places and forms, its held seat going to the next person", async () => {
    const { session, holders } = await fullSession(1);
    const leaving = await member("Leaving Soon");
    const next = await member("Next In Line");
    await join(session.id, leaving.id);
    await join(session.id, next.id);
    await inTransaction(() => changeRegistrationStatus(session.id, holders[0].id, "cancelled"));
    await runWaitlistJob(at("2031-03-01T10:00:00Z"), { sessionId: session.id });
    expect(await seats(session.id)).toMatchObject({ held: 1 });
    const { deleteAccount } = await import("~/profile/account-deletion.server");
    expect(await deleteAccount(leaving.id)).toMatchObject({ ok: true });
    expect(await db().select().from(waitlist_entries).where(eq(waitlist_entries.user_id, leaving.id))).toEqual([]);
    expect(await seats(session.id)).toMatchObject({ held: 0 });
    await runWaitlistJob(at("2031-03-01T10:05:00Z"), { sessionId: session.id });
    const [offer] = await liveOffers(session.id);
    const [entry] = await db().select().from(waitlist_entries).where(eq(waitlist_entries.id, offer.entry_id));
    expect(entry.user_id).toBe(next.id);
  });

  it("never oversells, never holds a seat for two, never offers one twice: 100 joins, 30 cancellations, 30 acceptances racing", async () => {
    const { session, holders } = await fullSession(10);
    const waiting = [];
    for (let i = 0; i < 100; i++) waiting.push(await member(`Racer ${i}`));
    // 100 members join at once.
    const joined = await Promise.all(
      waiting.map((person) => outcome(() => joinWaitlist(session.id, person.id, registrationForm()))),
    );
    expect(joined.filter((answer) => answer === "ok")).toHaveLength(100);
    const now = at("2031-03-01T10:00:00Z");
    let seatHolders = holders.map((holder) => holder.id);
    // Three rounds: ten seat holders cancel while offer passes run; everyone offered accepts twice at once.
    for (let round = 0; round < 3; round++) {
      const cancelling = seatHolders.slice(0, 10);
      await Promise.all([
        ...cancelling.map((id) => outcome(() => changeRegistrationStatus(session.id, id, "cancelled"))),
        runWaitlistJob(now + round * HOUR, { sessionId: session.id }),
        runWaitlistJob(now + round * HOUR, { sessionId: session.id }),
      ]);
      await runWaitlistJob(now + round * HOUR, { sessionId: session.id });
      const offers = await liveOffers(session.id);
      expect(offers).toHaveLength(10);
      let state = await seats(session.id);
      expect(state.taken + state.held).toBeLessThanOrEqual(state.available);
      const answers = await Promise.all(
        offers.flatMap((offer) => [
          outcome(() => acceptOffer(offer.id, now + round * HOUR + 60_000)),
          outcome(() => acceptOffer(offer.id, now + round * HOUR + 60_000)),
        ]),
      );
      expect(answers.filter((answer) => answer === "ok")).toHaveLength(10);
      state = await seats(session.id);
      expect(state).toEqual({ available: 10, taken: 10, held: 0 });
      seatHolders = (
        await db()
          .select({ id: course_session_registrations.id })
          .from(course_session_registrations)
          .where(
            and(
              eq(course_session_registrations.session_id, session.id),
              inArray(course_session_registrations.status, ["pending", "confirmed"]),
            ),
          )
      ).map((row) => row.id);
      expect(seatHolders).toHaveLength(10);
    }
    const accepted = await db()
      .select({ id: waitlist_entries.id })
      .from(waitlist_entries)
      .where(and(eq(waitlist_entries.session_id, session.id), eq(waitlist_entries.status, "accepted")));
    expect(accepted).toHaveLength(30);
    // No seat was offered twice: one offer per entry.
    const all = await db()
      .select({ entry: waitlist_offers.entry_id })
      .from(waitlist_offers)
      .where(eq(waitlist_offers.session_id, session.id));
    expect(all).toHaveLength(30);
    expect(new Set(all.map((o) => o.entry)).size).toBe(30);
  });
});
