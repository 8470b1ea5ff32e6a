import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { course_session_registrations, course_sessions } from "#db/schema";
import { SEAT_HOLDING_STATUSES } from "~/registrations/lifecycle";
import { cancelOwnRegistration } from "~/registrations/lifecycle.server";
import { registerForSession } from "~/registrations/registrations.server";
import { action } from "~/routes/admin/session";
import { db, inTransaction } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createSession,
  createUser,
  createUserRows,
  makeRequest,
  registrationForm,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

const form = registrationForm();

describe("the roster under concurrency", () => {
  useTestDatabase();
  let adminCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
  });

  it("100 mixed cancellations and registrations keep seats_taken equal to the active registrations", async () => {
    const course = await createCourse();
    const session = await createSession({ course_id: course.id, seats_available: 24 });
    // 20 seats taken to begin with, 4 free.
    const registered = await createUserRows(20);
    const registrations: { userId: string; id: string }[] = [];
    for (const userId of registered) {
      const result = await registerForSession({ sessionId: session.id, userId, form });
      if (!result.ok) throw new Error(result.error);
      registrations.push({ userId, id: result.registrationId });
    }
    const newcomers = await createUserRows(60);

    // 20 members cancel their own; admins cancel 20, the first 10 of them the same ones the
    // members cancel (the race the conditional updates settle); 60 newcomers register.
    const memberCancels = registrations.map(({ userId, id }) =>
      inTransaction(() => cancelOwnRegistration(userId, id)).then((r) => (r.ok ? "member" : r.error)),
    );
    const adminCancels = [...registrations.slice(0, 10), ...registrations.slice(0, 10)].map(({ id }) =>
      callRoute(
        action,
        makeRequest(`/admin/sessions/${session.id}`, {
          cookie: adminCookie,
          form: { intent: "status-cancelled", registration_id: id },
        }),
        { params: { id: session.id } },
      ).then((answer) => String(answer.status)),
    );
    const newRegistrations = newcomers.map((userId) =>
      registerForSession({ sessionId: session.id, userId, form }).then((r) => (r.ok ? "registered" : r.error)),
    );
    const outcomes = await Promise.all([...memberCancels, ...adminCancels, ...newRegistrations]);
    expect(outcomes).toHaveLength(100);

    const [row] = await db()
      .select({ taken: course_sessions.seats_taken, available: course_sessions.seats_available })
      .from(course_sessions)
      .where(eq(course_sessions.id, session.id));
    const [{ active }] = await db()
      .select({ active: sql<number>`count(*)::int` })
      .from(course_session_registrations)
      .where(
        and(
          eq(course_session_registrations.session_id, session.id),
          inArray(course_session_registrations.status, [...SEAT_HOLDING_STATUSES]),
        ),
      );
    expect(row.taken).toBe(active);
    expect(row.taken).toBeLessThanOrEqual(row.available);

    // Every first registration was cancelled exactly once, by whoever came first.
    const memberWins = outcomes.slice(0, 20).filter((o) => o === "member").length;
    const adminWins = outcomes.slice(20, 40).filter((o) => o === "302").length;
    expect(memberWins + adminWins).toBe(20);
    const registeredNow = outcomes.slice(40).filter((o) => o === "registered").length;
    expect(active).toBe(registeredNow);
    // 24 seats, all 20 first registrations gone: the newcomers filled what they could.
    expect(registeredNow).toBeGreaterThanOrEqual(4);
    expect(registeredNow).toBeLessThanOrEqual(24);
  });
});
