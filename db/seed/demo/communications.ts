// The communication timeline as a fresh demo shows it (issue 27), through the real services:
// this coming week's confirmed session had its convocations sent (by the job at their time, or
// ahead by the office manager when that is still to come), then a change of its hours told to
// every participant (the notice with the updated convocation and
// calendar event); whatever the job would find due today (a trainer's pack, the escalation of
// the session below its minimum that the dashboard asks a decision for) is done as the job does
// it. What went out is recorded as delivered at the time: a fresh start never mails the demo's
// made-up addresses.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { course_session_registrations, email_outbox, session_changes, session_messages } from "#db/schema";
import { activeSessionsAround, buildTimelines, dueItems } from "~/communications/timeline.server";
import { sendChangeNotice, sendTimelineStep } from "~/communications/timeline-send.server";
import { clock } from "~/server/clock.server";
import { inOpenTransaction, type Tx } from "~/server/db.server";
import { type Calendar, need } from "./helpers";
import type { PersonKey } from "./people";
import type { SeededSession } from "./sessions";

/** Who sent the convocations ahead and changed the hours: the office manager (desk.ts). */
const OFFICE: PersonKey = "nadia";

export async function seedCommunications(
  tx: Tx,
  { ago }: Pick<Calendar, "ago">,
  ids: { sessions: SeededSession[]; userId: Map<PersonKey, string> },
) {
  const soon = ids.sessions.filter((session) => session.plan.soon);
  const confirmed = soon.find((session) => session.plan.status === "confirmed");
  const office = need(ids.userId, OFFICE, "staff");
  await inOpenTransaction(
    tx,
    async () => {
      if (confirmed) {
        // Each confirmed participant's convocation: sent by the job at its time when that has
        // passed (or an hour after they registered, for a late one), else ahead by the office.
        const now = clock().now();
        const [timeline] = await buildTimelines(
          await activeSessionsAround(new Date(now), { after: null, size: 1, only: confirmed.id }),
          new Date(now),
        );
        const registered = new Map(
          (
            await tx
              .select({ id: course_session_registrations.id, at: course_session_registrations.created_at })
              .from(course_session_registrations)
              .where(eq(course_session_registrations.session_id, confirmed.id))
          ).map((row) => [row.id, row.at.getTime()]),
        );
        for (const person of timeline?.participants ?? []) {
          const cell = person.cells.find((c) => c.step === "convocation");
          if (!cell || (cell.state !== "due" && cell.state !== "planned")) continue;
          const isDue = cell.state === "due";
          const target = {
            sessionId: confirmed.id,
            step: "convocation" as const,
            occurrence: "",
            registrationId: person.id,
            userId: null,
          };
          await sendTimelineStep(target, isDue ? { trigger: "job", by: null } : { trigger: "send_now", by: office });
          const at = isDue
            ? Math.max(Date.parse(cell.at ?? ""), (registered.get(person.id) ?? 0) + 3_600_000)
            : now - 3_600_000;
          await tx
            .update(session_messages)
            .set({ created_at: new Date(Math.min(at, now)) })
            .where(and(eq(session_messages.registration_id, person.id), eq(session_messages.step, "convocation")));
        }
        // The room was booked from 09:30 to 17:30; the office moved it half an hour earlier.
        const [change] = await tx
          .insert(session_changes)
          .values({
            session_id: confirmed.id,
            changed_by: office,
            before: { start_time: "09:30", end_time: "17:30" },
            after: { start_time: "09:00", end_time: "17:00" },
            notify_at: ago(1, 11, 10),
            created_at: ago(1, 11, 0),
            updated_at: ago(1, 11, 0),
          })
          .returning({ id: session_changes.id });
        await sendChangeNotice(confirmed.id, change.id, { trigger: "job", by: null });
        await tx
          .update(session_changes)
          .set({ sent_at: ago(1, 11, 10) })
          .where(eq(session_changes.id, change.id));
        await tx
          .update(session_messages)
          .set({ created_at: ago(1, 11, 10) })
          .where(and(eq(session_messages.session_id, confirmed.id), eq(session_messages.step, "change_notice")));
      }
      // Whatever is due today, as the job would send it.
      const now = new Date(clock().now());
      const sessions = [];
      for (const s of soon) sessions.push(...(await activeSessionsAround(now, { after: null, size: 1, only: s.id })));
      for (const item of dueItems(await buildTimelines(sessions, now))) {
        await sendTimelineStep(item, { trigger: "job", by: null });
      }
      // Their e-mails are marked delivered below, in this same transaction.
    },
    { discardEffects: true },
  );
  // Delivered at the time they were recorded.
  const sent = await tx
    .select({ outbox: session_messages.outbox_id, at: session_messages.created_at })
    .from(session_messages)
    .where(
      and(
        isNotNull(session_messages.outbox_id),
        inArray(
          session_messages.session_id,
          soon.map((session) => session.id),
        ),
      ),
    );
  for (const row of sent) {
    if (!row.outbox) continue;
    await tx
      .update(email_outbox)
      .set({ status: "sent", sent_at: row.at, created_at: row.at, queued_at: row.at })
      .where(eq(email_outbox.id, row.outbox));
  }
}
