// What a message carries in `metadata`, laid out for a person to read. The writers are
// app/contact/contact.server.ts (contact and quote requests) and
// app/registrations/registrations.server.ts (registrations, and cancellations with
// `event: "cancelled"`); newsletter messages have no writer yet. Known keys become named
// fields; anything else becomes a label/value pair, never raw JSON. Browser-safe and pure.

/** What the message is about, from its type and its metadata. */
export type MessageKind = "contact" | "quote" | "registration" | "cancellation" | "newsletter";

export type MessagePerson = {
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  position: string | null;
};

export type MessageCourse = {
  id: string | null;
  title: string | null;
  reference: string | null;
  category: string | null;
};

/** Calendar days, YYYY-MM-DD. */
export type MessageSession = { id: string | null; start_date: string | null; end_date: string | null };

/** An unknown key: its path ("source", "utm.campaign") and a printable value. */
export type MessageExtra = { label: string; value: string | number | boolean | null };

export type MessageLayout = {
  kind: MessageKind;
  /** The writer (contact, newsletter) or the participant (registration). */
  person: MessagePerson | null;
  course: MessageCourse | null;
  session: MessageSession | null;
  agencyId: string | null;
  /**
   * The agency's name as recorded when the agency was deleted (admin-agencies.server.ts
   * deleteAgency); null while it exists, when its name is read from the agencies table.
   */
  agencyName: string | null;
  /** The contact form's category (pages.contact.categories.<category> when known). */
  category: string | null;
  /** The sender's account, when a signed-in member wrote. */
  accountId: string | null;
  registrationId: string | null;
  language: string | null;
  extras: MessageExtra[];
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A non-empty text (numbers printed), else null. */
function text(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** How many unknown values one message may show: a huge metadata object must not flood the page. */
const MAX_EXTRAS = 50;
const MAX_DEPTH = 4;

/** Unknown values as label/value pairs: nested objects and arrays by their path. */
function flatten(value: unknown, label: string, into: MessageExtra[], depth = 0) {
  if (into.length >= MAX_EXTRAS) return;
  if (value === null || value === undefined) {
    into.push({ label, value: null });
  } else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    into.push({ label, value });
  } else if (Array.isArray(value)) {
    if (value.every((item) => typeof item === "string" || typeof item === "number")) {
      into.push({ label, value: value.join(", ") });
    } else if (depth < MAX_DEPTH) {
      value.forEach((item, index) => {
        flatten(item, `${label}.${index + 1}`, into, depth + 1);
      });
    }
  } else if (isObject(value) && depth < MAX_DEPTH) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, label ? `${label}.${key}` : key, into, depth + 1);
  }
}

/** The keys of `object` not in `known`, flattened under `prefix`. */
function rest(object: Json, known: readonly string[], prefix: string, into: MessageExtra[]) {
  for (const [key, value] of Object.entries(object)) {
    if (!known.includes(key)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  }
}

const PERSON_KEYS = ["firstName", "lastName", "name", "email", "phone", "company", "position"] as const;

function person(source: Json): MessagePerson | null {
  const fullName = [text(source.firstName), text(source.lastName)].filter(Boolean).join(" ") || text(source.name);
  const found: MessagePerson = {
    name: fullName || null,
    email: text(source.email),
    phone: text(source.phone),
    company: text(source.company),
    position: text(source.position),
  };
  return Object.values(found).some((value) => value !== null) ? found : null;
}

const TOP_KEYS = [
  ...PERSON_KEYS,
  "agency_id",
  "agency_name",
  "category",
  "user_id",
  "course",
  "session",
  "user",
  "registration_id",
  "event",
  "language",
] as const;
const COURSE_KEYS = ["id", "title", "reference", "category"] as const;
const SESSION_KEYS = ["id", "start_date", "end_date"] as const;
const USER_KEYS = ["id", ...PERSON_KEYS] as const;

/** Lays out the metadata of a message of `type`; whatever it holds, this never throws. */
export function layoutMetadata(type: string, metadata: unknown): MessageLayout {
  const data = isObject(metadata) ? metadata : {};
  const extras: MessageExtra[] = [];
  // A known key with an unexpected shape is shown as any unknown key would be.
  const nested = (key: string, known: readonly string[]): Json | null => {
    const value = data[key];
    if (value === undefined || value === null) return null;
    if (!isObject(value)) {
      flatten(value, key, extras);
      return null;
    }
    rest(value, known, key, extras);
    return value;
  };
  rest(data, TOP_KEYS, "", extras);

  const user = nested("user", USER_KEYS);
  const course = nested("course", COURSE_KEYS);
  const session = nested("session", SESSION_KEYS);
  const event = text(data.event);
  if (event !== null && event !== "cancelled") extras.push({ label: "event", value: event });
  // Keys of the other shape than the type's (a registration's top-level e-mail…) are still shown.
  const people = [user ? person(user) : null, person(data)];

  const kind: MessageKind =
    type === "registration"
      ? event === "cancelled"
        ? "cancellation"
        : "registration"
      : type === "newsletter"
        ? "newsletter"
        : course
          ? "quote"
          : "contact";

  return {
    kind,
    person: mergePeople(people[0], people[1]),
    course: course
      ? {
          id: text(course.id),
          title: text(course.title),
          reference: text(course.reference),
          category: text(course.category),
        }
      : null,
    session: session
      ? { id: text(session.id), start_date: text(session.start_date), end_date: text(session.end_date) }
      : null,
    agencyId: text(data.agency_id),
    agencyName: text(data.agency_name),
    category: text(data.category),
    accountId: text(data.user_id) ?? (user ? text(user.id) : null),
    registrationId: text(data.registration_id),
    language: text(data.language),
    extras,
  };
}

/** The participant's fields first, the top level's to fill the gaps. */
function mergePeople(first: MessagePerson | null, second: MessagePerson | null): MessagePerson | null {
  if (!first || !second) return first ?? second;
  return {
    name: first.name ?? second.name,
    email: first.email ?? second.email,
    phone: first.phone ?? second.phone,
    company: first.company ?? second.company,
    position: first.position ?? second.position,
  };
}

/** Who the list names for a message: the person's name, else their e-mail. */
export function senderOf(layout: MessageLayout): string | null {
  return layout.person?.name ?? layout.person?.email ?? null;
}

/** An address safe to put in a mailto: link as it is (one @, no spaces, no URL syntax). */
export const MAILBOX = /^[^\s@?#&%/\\<>"]+@[^\s@?#&%/\\<>"]+\.[^\s@?#&%/\\<>"]+$/;

/**
 * A reply's subject, "Re: <subject>" (RFC 5322's prefix, the same in every language, not
 * repeated on a reply to a reply): the mail client's and the inbox's reply form's.
 */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re\s*:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/** "Reply": the person's e-mail client, subject `replySubject`. Null for an unusable address. */
export function replyHref(email: string | null, subject: string): string | null {
  if (!email || !MAILBOX.test(email)) return null;
  const reply = replySubject(subject);
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(reply)}`;
}
