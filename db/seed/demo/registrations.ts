// The demo registrations of one session: what each member typed in the registration form.
import { course_session_registrations } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { type Calendar, money, need } from "./helpers";
import { LOCATIONS, type LocationKey } from "./locations";
import { emailOf, MEMBERS, type PersonKey } from "./people";

const memberByKey = new Map(MEMBERS.map((member) => [member.key, member]));

/**
 * Registers `attendees` on the session: a past or full session is settled, an upcoming one
 * has every other registration still pending (the first one settled). `cancelled` registered,
 * paid, then cancelled without a refund yet (no seat). `start` is the session's first day, as an
 * offset from today; `amount` the price each paid.
 */
export async function insertRegistrations(
  tx: Tx,
  { ago }: Pick<Calendar, "ago">,
  input: {
    sessionId: string;
    location: LocationKey;
    /** The full session: every member, all settled. */
    full: boolean;
    attendees: PersonKey[];
    cancelled: PersonKey[];
    past: boolean;
    start: number;
    amount: number;
    userId: Map<PersonKey, string>;
  },
) {
  const { sessionId, location, full, attendees, cancelled, past, start, amount, userId } = input;
  const rows = [
    ...attendees.map((member, i) => {
      const settled = past || full || i % 2 === 0;
      return {
        member,
        status: settled ? ("confirmed" as const) : ("pending" as const),
        payment_status: settled ? ("paid" as const) : ("pending" as const),
        created_at: past ? ago(-start + 30 + i) : ago(2 + i * 3),
        updated_at: undefined,
      };
    }),
    ...cancelled.map((member, i) => ({
      member,
      status: "cancelled" as const,
      payment_status: "paid" as const,
      created_at: past ? ago(-start + 40 + i) : ago(24 + i * 3),
      updated_at: past ? ago(-start + 10 + i) : ago(5 + i),
    })),
  ];
  await tx.insert(course_session_registrations).values(
    rows.map(({ member, ...state }) => {
      const person = need(memberByKey, member, "member");
      const [firstName, ...lastName] = person.full_name.split(" ");
      return {
        session_id: sessionId,
        user_id: need(userId, member, "member"),
        // What the member typed in the registration form: their account's details and their
        // employer's city as the billing address.
        first_name: firstName,
        last_name: lastName.join(" "),
        email: emailOf(person),
        phone: person.phone,
        company: person.company,
        position: person.position,
        billing_address: `${person.company}, service formation`,
        billing_city: LOCATIONS[location].city ?? "Paris",
        billing_country: LOCATIONS[location].country ?? "France",
        special_requirements: member === "camille" ? "Régime végétarien pour les déjeuners." : null,
        payment_amount: money(amount),
        notes: member === "camille" ? "Régime végétarien pour les déjeuners." : null,
        ...state,
      };
    }),
  );
}
