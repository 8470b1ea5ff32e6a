// The waiting list as a fresh demo shows it (issue 28): two members wait for the full session,
// in the order they joined, each with the registration form they filled in (accepting an offer
// registers with it). No offer is live: the session is full, nobody has cancelled.
import { waitlist_entries } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { type Calendar, need } from "./helpers";
import { emailOf, type PersonKey, WAITING } from "./people";
import type { SeededSession } from "./sessions";

export async function seedWaitlist(
  tx: Tx,
  { ago }: Pick<Calendar, "ago">,
  ids: { sessions: SeededSession[]; userId: Map<PersonKey, string> },
) {
  const full = ids.sessions.find((session) => session.plan.registrations === "full");
  if (!full) return;
  await tx.insert(waitlist_entries).values(
    WAITING.map((person, index) => {
      const [firstName, ...rest] = person.full_name.split(" ");
      return {
        session_id: full.id,
        user_id: need(ids.userId, person.key, "member"),
        form: {
          firstName,
          lastName: rest.join(" "),
          email: emailOf(person),
          phone: person.phone,
          company: person.company,
          position: person.position,
          billingAddress: index === 0 ? "4 quai de la Fosse" : "12 rue Royale",
          billingCity: index === 0 ? "Nantes" : "Bruxelles",
          billingPostalCode: index === 0 ? "44000" : "1000",
          billingCountry: index === 0 ? "France" : "Belgique",
          acceptTerms: true,
        },
        created_at: ago(6 - index * 2, 14, 5),
        updated_at: ago(6 - index * 2, 14, 5),
      };
    }),
  );
}
