// The participant as typed in the registration form (migration 0016): the one list of those
// columns, for every read (the roster, the lifecycle e-mails, the member's data export) and for
// their erasure with the account.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { course_session_registrations as r, users } from "#db/schema";
import type { RegistrationInput } from "~/registrations/schema";
import { orEmpty, searchAny } from "~/server/search.server";

export const PARTICIPANT_COLUMNS = {
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  company: r.company,
  position: r.position,
  billing_address: r.billing_address,
  billing_city: r.billing_city,
  billing_postal_code: r.billing_postal_code,
  billing_country: r.billing_country,
  special_requirements: r.special_requirements,
};

type ParticipantColumn = keyof typeof PARTICIPANT_COLUMNS;

/** Every participant column emptied: what an erased account's registrations keep of them. */
export const ERASED_PARTICIPANT = Object.fromEntries(
  Object.keys(PARTICIPANT_COLUMNS).map((column) => [column, null]),
) as Record<ParticipantColumn, null>;

/** The registration row's participant columns: the form as typed (the roster reads them). */
export function participantColumns(form: RegistrationInput): Record<ParticipantColumn, string | null> {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    phone: form.phone,
    company: form.company ?? null,
    position: form.position ?? null,
    billing_address: form.billingAddress,
    billing_city: form.billingCity,
    billing_postal_code: form.billingPostalCode ?? null,
    billing_country: form.billingCountry,
    special_requirements: form.specialRequirements ?? null,
  };
}

/**
 * "The participant contains q", for the back-office lists of registrations, surveys and
 * accessibility cases (each joins a registration `r` to its account `users`): the name as
 * registered in either order ("Dupont Marie" finds Marie Dupont), the address, and the
 * account's name and address for rows older than migration 0016; `also` adds a list's own
 * columns. No trigram index covers these: the lists' other filters narrow the rows first.
 */
export function participantSearch(q: string, also: readonly SQLWrapper[] = []): SQL {
  return searchAny(
    [
      sql`${orEmpty(r.first_name)} || ' ' || ${orEmpty(r.last_name)}`,
      sql`${orEmpty(r.last_name)} || ' ' || ${orEmpty(r.first_name)}`,
      orEmpty(r.email),
      // Left-joined in the surveys' list: an erased account has none.
      orEmpty(users.full_name),
      orEmpty(users.email),
      ...also,
    ],
    q,
  );
}
