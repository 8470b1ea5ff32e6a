// The demo's certificates (issue 26): the first past session's documents issued through the
// real service (codes, PDFs with the stamp and signature, verifiable at /verify/{code}), one of
// them corrected into a second version, and in the second session (organised in Dakar, where
// French rules do not apply: certificates of attendance) two issued and one left as a draft for
// staff to validate. The course of the first session assesses its objectives: results are
// recorded. No e-mail: these were handed out at the time.
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  assessment_results,
  course_session_registrations,
  course_sessions,
  courses,
  session_sittings,
} from "#db/schema";
import { correctAttendance } from "~/attendance/marks.server";
import { issueCertificates } from "~/certificates/issue.server";
import { clock } from "~/server/clock.server";
import { inOpenTransaction, type Tx } from "~/server/db.server";

const RESULTS = ["acquired", "acquired", "in_progress", "acquired", "not_acquired"] as const;

export async function seedCertificates(tx: Tx) {
  const past = await tx
    .select({
      id: course_sessions.id,
      course_id: course_sessions.course_id,
      instructor_id: course_sessions.instructor_id,
      objectives: courses.objectives_fr,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .where(eq(course_sessions.status, "completed"))
    .orderBy(asc(course_sessions.start_date));
  // The two latest: older past sessions are the history behind the published results.
  const [first, second] = past.slice(-2);
  if (!first) return;
  const people = await tx
    .select({ id: course_session_registrations.id })
    .from(course_session_registrations)
    .where(
      and(
        eq(course_session_registrations.session_id, first.id),
        inArray(course_session_registrations.status, ["confirmed", "attended"]),
      ),
    )
    .orderBy(asc(course_session_registrations.created_at));
  await tx.update(courses).set({ assessment_planned: true }).where(eq(courses.id, first.course_id));
  const objectives = first.objectives.filter((text) => text.trim() !== "").length;
  for (const [p, person] of people.entries()) {
    const rows = Array.from({ length: objectives }, (_, objective) => ({
      registration_id: person.id,
      objective,
      result: RESULTS[(objective + p) % RESULTS.length],
    }));
    if (rows.length > 0) await tx.insert(assessment_results).values(rows);
  }
  // The first participant's employer sends its funder's contact the documents.
  if (people[0]) {
    await tx
      .update(course_session_registrations)
      .set({
        funder_contact_name: "OPCO Atlas — service formation",
        funder_contact_email: "formation@opco-demo.example",
      })
      .where(eq(course_session_registrations.id, people[0].id));
  }
  await inOpenTransaction(tx, async () => {
    await issueCertificates(first.id, { kind: "drafts" }, { id: null }, { notify: false });
    // The second participant's late arrival is excused after the fact (a train strike): the
    // correction makes their documents outdated, and version 2 supersedes version 1.
    const [sitting] = await tx
      .select({ id: session_sittings.id })
      .from(session_sittings)
      .where(eq(session_sittings.session_id, first.id))
      .orderBy(asc(session_sittings.starts_at))
      .offset(1)
      .limit(1);
    if (sitting && people[1] && first.instructor_id) {
      const corrected = await correctAttendance(
        sitting.id,
        people[1].id,
        { status: "present" },
        "Retard dû à une grève SNCF, justifié par l'attestation du transporteur",
        { id: first.instructor_id },
        clock().now(),
      );
      if (corrected.kind === "ok") {
        await issueCertificates(first.id, { kind: "outdated" }, { id: null }, { notify: false });
      }
    }
    if (!second) return;
    const secondPeople = await tx
      .select({ id: course_session_registrations.id })
      .from(course_session_registrations)
      .where(
        and(
          eq(course_session_registrations.session_id, second.id),
          inArray(course_session_registrations.status, ["confirmed", "attended"]),
        ),
      )
      .orderBy(asc(course_session_registrations.created_at));
    const refs = secondPeople
      .slice(0, -1)
      .map((person) => ({ registrationId: person.id, kind: "attendance" as const, periodMonth: null }));
    if (refs.length > 0) await issueCertificates(second.id, { kind: "these", refs }, { id: null }, { notify: false });
  });
}
