// Issue 23's operations desk as a fresh demo shows it. A permission profile that runs the
// sessions desk, given to the office manager: she reaches /admin/sessions without being an
// administrator (decision 022). And the registration she moved to another date, in the state the
// desk's transfer leaves (app/registrations/transfer.server.ts): the row on its new session under
// a new calendar UID, its seat counted there and given back on the first date (sessions.ts seats
// the plan's `transfers` on the new session only), and the audit entry of the move. The inbox
// message a transfer also writes is left out: the demo's inbox starts empty. The refunds to settle
// are the plans' `cancelledPaid` (sessions.ts).
import { and, eq, sql } from "drizzle-orm";
import { audit_log, course_session_registrations, PERMISSION_MODULES, user_profiles, users } from "#db/schema";
import type { Tx } from "~/server/db.server";
import type { COURSES } from "./courses";
import { type Calendar, money, need } from "./helpers";
import { emailOf, MEMBERS, type PersonKey, STAFF } from "./people";
import type { SeededSession } from "./sessions";

/** The profile as /admin/profiles stores one: a row for every module, writes on sessions only. */
export const DESK_PROFILE = {
  name: "Accueil sessions",
  description:
    "Le bureau des sessions sans l'administration du site. Inscriptions par téléphone, transferts, annulations et remboursements.",
  permissions: PERMISSION_MODULES.map((module) => ({
    module,
    can_view: module === "sessions" || module === "courses",
    can_create: module === "sessions",
    can_edit: module === "sessions",
    can_delete: false,
  })),
};

/** Who runs the desk with that profile. */
const DESK_OPERATOR: PersonKey = "nadia";

/** When the office manager moved each transferred registration (days ago) and since when it existed. */
const TRANSFERRED_DAYS_AGO = 3;
const REGISTERED_DAYS_AGO = 26;

const personByKey = new Map([...MEMBERS, ...STAFF].map((person) => [person.key, person]));

export async function seedDesk(
  tx: Tx,
  { ago }: Pick<Calendar, "ago">,
  ids: {
    userId: Map<PersonKey, string>;
    sessions: SeededSession[];
    courseByKey: Map<string, (typeof COURSES)[number] & { id: string }>;
  },
) {
  const { userId, sessions, courseByKey } = ids;
  const operatorId = need(userId, DESK_OPERATOR, "staff");
  const [profile] = await tx
    .insert(user_profiles)
    .values({ ...DESK_PROFILE, created_at: ago(400), updated_at: ago(400) })
    .returning({ id: user_profiles.id });
  await tx.update(users).set({ profile_id: profile.id }).where(eq(users.id, operatorId));

  for (const target of sessions) {
    for (const transfer of target.plan.transfers ?? []) {
      const origin = sessions.find(
        (session) =>
          session !== target && session.plan.course === target.plan.course && session.plan.location === transfer.from,
      );
      if (!origin) throw new Error(`Demo seed: no ${target.plan.course} session at ${transfer.from} to transfer from`);
      const person = need(personByKey, transfer.person, "member");
      const course = need(courseByKey, target.plan.course, "course");
      // What the transfer changes on the row: its session (seated there by sessions.ts), a new
      // calendar UID with the sequence raised; the price paid for the first date stays.
      const [moved] = await tx
        .update(course_session_registrations)
        .set({
          calendar_uid: sql`'registration-' || ${course_session_registrations.id} || '-' || ${target.id}`,
          calendar_sequence: 1,
          payment_amount: money(origin.amount),
          created_at: ago(REGISTERED_DAYS_AGO),
          updated_at: ago(TRANSFERRED_DAYS_AGO, 10, 15),
        })
        .where(
          and(
            eq(course_session_registrations.session_id, target.id),
            eq(course_session_registrations.user_id, need(userId, transfer.person, "member")),
          ),
        )
        .returning({ id: course_session_registrations.id });
      if (!moved) throw new Error(`Demo seed: ${transfer.person} is not seated on the ${target.plan.course} session`);
      // The entry the desk's transfer writes (auditOf in app/registrations/lifecycle.server.ts).
      await tx.insert(audit_log).values({
        actor_id: operatorId,
        actor_email: emailOf(need(personByKey, DESK_OPERATOR, "staff")),
        action: "update",
        entity_type: "registration",
        entity_id: moved.id,
        entity_label: `${person.full_name} — ${course.title.fr} (${origin.startDate})`,
        changes: { session_id: { before: origin.id, after: target.id } },
        created_at: ago(TRANSFERRED_DAYS_AGO, 10, 15),
      });
    }
  }
}
