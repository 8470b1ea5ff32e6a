// The shared session join (app/sessions/session-query.server.ts): its spelled-out type is the one
// Drizzle infers for the same joins, a session without venue or instructor still comes back, and
// the instructor alias leaves `users` free for the member who registered.
import { asc, eq } from "drizzle-orm";
import { describe, expect, expectTypeOf, it } from "vitest";
import { course_locations, course_session_registrations, course_sessions, courses, users } from "#db/schema";
import { db } from "~/server/db.server";
import { instructors, selectSessions } from "~/sessions/session-query.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLocation,
  createSession,
  createTeacher,
  createUser,
  seedReferenceData,
} from "../factories";

const columns = {
  id: course_sessions.id,
  course: { slug: courses.slug },
  city: course_locations.city,
  instructor: instructors.full_name,
};

/** The same joins written out, as Drizzle types them for a concrete selection. */
const inferred = () =>
  db()
    .select(columns)
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .leftJoin(instructors, eq(instructors.id, course_sessions.instructor_id));

describe("selectSessions", () => {
  useTestDatabase();

  it("is typed as Drizzle types the same joins", () => {
    expectTypeOf<Awaited<ReturnType<typeof selectSessions<typeof columns>>>>().toEqualTypeOf<
      Awaited<ReturnType<typeof inferred>>
    >();
  });

  it("joins course, venue and instructor, and keeps a session that has neither of the last two", async () => {
    await seedReferenceData();
    const course = await createCourse();
    const venue = await createLocation({ city: "Lyon" });
    const teacher = await createTeacher("Inès Formatrice");
    const full = await createSession({ course_id: course.id, location_id: venue.id, instructor_id: teacher.id });
    const bare = await createSession({ course_id: course.id });

    const rows = await selectSessions(columns)
      .where(eq(course_sessions.course_id, course.id))
      .orderBy(asc(course_sessions.created_at));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === full.id)).toEqual({
      id: full.id,
      course: { slug: course.slug },
      city: "Lyon",
      instructor: "Inès Formatrice",
    });
    expect(rows.find((r) => r.id === bare.id)).toEqual({
      id: bare.id,
      course: { slug: course.slug },
      city: null,
      instructor: null,
    });
  });

  it("leaves `users` free for the member who registered", async () => {
    const course = await createCourse();
    const teacher = await createTeacher("Paul Formateur");
    const session = await createSession({ course_id: course.id, instructor_id: teacher.id });
    const member = await createUser({ fullName: "Zoé Membre" });
    await db().insert(course_session_registrations).values({ session_id: session.id, user_id: member.id });

    const rows = await selectSessions({ instructor: instructors.full_name, member: users.full_name })
      .innerJoin(course_session_registrations, eq(course_session_registrations.session_id, course_sessions.id))
      .innerJoin(users, eq(users.id, course_session_registrations.user_id))
      .where(eq(course_sessions.id, session.id));
    expect(rows).toEqual([{ instructor: "Paul Formateur", member: "Zoé Membre" }]);
  });
});
