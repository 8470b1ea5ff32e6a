import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_session_registrations, course_sessions, email_outbox } from "#db/schema";
import { registerForSession } from "~/registrations/registrations.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createCourse, createSession, createUserRows, registrationForm, seedReferenceData } from "../factories";

const form = registrationForm();

async function outboxCount(): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(email_outbox);
  return row.n;
}

async function seatsTaken(sessionId: string): Promise<number> {
  const [row] = await db()
    .select({ seats_taken: course_sessions.seats_taken })
    .from(course_sessions)
    .where(eq(course_sessions.id, sessionId));
  return row.seats_taken;
}

async function registrationCount(sessionId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(course_session_registrations)
    .where(eq(course_session_registrations.session_id, sessionId));
  return row.n;
}

describe("registration under concurrency", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  it("200 simultaneous registrations for 10 seats: exactly 10 succeed, 190 get 'no seats available'", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 10 });
    const userIds = await createUserRows(200);
    const before = await outboxCount();

    const results = await Promise.all(
      userIds.map((userId) => registerForSession({ sessionId: session.id, userId, form })),
    );

    const succeeded = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(new Set(refused.map((r) => (r.ok ? "" : r.error)))).toEqual(
      new Set(["pages.courses.registration.error.no_seats_available"]),
    );
    // Each success saw a distinct remaining count: 9, 8, ... 0.
    expect(succeeded.map((r) => (r.ok ? r.seatsLeft : -1)).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(await seatsTaken(session.id)).toBe(10);
    expect(await registrationCount(session.id)).toBe(10);
    // Two e-mails (organisation + participant) per success, none for a refusal.
    expect(await outboxCount()).toBe(before + 20);
  });

  it("one user submitting twice at once gets exactly one registration and one seat", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 10 });
    const [userId] = await createUserRows(1);
    const before = await outboxCount();

    const results = await Promise.all([
      registerForSession({ sessionId: session.id, userId, form }),
      registerForSession({ sessionId: session.id, userId, form }),
    ]);

    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // Refused by the early check (the first had committed: the answer carries the seats it read)
    // or by the unique index (they raced: no count read); either way the same refusal.
    expect(results.find((r) => !r.ok)).toMatchObject({
      ok: false,
      error: "pages.courses.registration.error.already_registered",
      status: 409,
    });
    expect(await seatsTaken(session.id)).toBe(1);
    expect(await registrationCount(session.id)).toBe(1);
    expect(await outboxCount()).toBe(before + 2);
  });

  it("a burst of duplicate submissions next to other users never double-books", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 3 });
    const [repeated, ...others] = await createUserRows(6);
    const before = await outboxCount();

    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => registerForSession({ sessionId: session.id, userId: repeated, form })),
      ...others.map((userId) => registerForSession({ sessionId: session.id, userId, form })),
    ]);

    const succeeded = results.filter((r) => r.ok).length;
    expect(succeeded).toBe(3);
    expect(await seatsTaken(session.id)).toBe(3);
    expect(await registrationCount(session.id)).toBe(3);
    const [mine] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(course_session_registrations)
      .where(
        sql`${course_session_registrations.session_id} = ${session.id} and ${course_session_registrations.user_id} = ${repeated}`,
      );
    expect(mine.n).toBeLessThanOrEqual(1);
    expect(await outboxCount()).toBe(before + 6);
  });
});
