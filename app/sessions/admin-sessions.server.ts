// The session editor's choices, the session as it opens, and the writes (new location, new or
// edited session) as one adminAction spec, used by the calendar's in-place editor and the
// sessions desk (app/registrations/admin-registrations.server.ts extends it). The permission
// matrix's "sessions" module decides for staff roles; admins always may
// (docs/decisions/010-permissions.md).
import { and, asc, eq, sql } from "drizzle-orm";
import { agencies, course_locations, course_sessions, courses, organisation_profile, users } from "#db/schema";
import { type AdminActionSpec, intent } from "~/admin/action.server";
import { auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { parseForm } from "~/forms/validate";
import { type Lang, pick } from "~/i18n/messages";
import { clock } from "~/server/clock.server";
import { getConfig } from "~/server/config.server";
import { db } from "~/server/db.server";
import { settle } from "~/server/settle.server";
import { wakeAfterCommit } from "~/server/wake.server";
import { sessionAuditLabel } from "~/sessions/format";
import {
  type LocationFormData,
  locationFormSchema,
  type SessionFormData,
  sessionFormSchema,
  todayIso,
} from "~/sessions/schema";
import { recordSessionChange, snapshotSession } from "~/sessions/session-changes.server";

const E = "pages.calendar.error";
const V = "pages.calendar.validation";
const ENTITY = "session";

export type EditorOptions = {
  courses: { id: string; title: string }[];
  instructors: { id: string; full_name: string; email: string }[];
  locations: {
    id: string;
    name: string;
    address: string | null;
    city: string | null;
    postal_code: string | null;
    country: string | null;
  }[];
  /** Every agency by name, inactive ones too (a session keeps an agency that closed since). */
  agencies: { id: string; name: string; is_active: boolean }[];
  /** The agency that organises the sessions naming none (organisation_profile); null if none chosen. */
  headOfficeId: string | null;
  /** Translation keys of the lists that failed to load (the editor still opens). */
  errors: string[];
  /** A geocoder is configured (GEOCODER_URL): the address field offers suggestions. */
  addressSuggestions: boolean;
};

/** A venue as the editor offers it (and as a venue created from the editor comes back). */
const LOCATION_CHOICE_COLUMNS = {
  id: course_locations.id,
  name: course_locations.name,
  address: course_locations.address,
  city: course_locations.city,
  postal_code: course_locations.postal_code,
  country: course_locations.country,
};

async function orEmpty<T>(promise: PromiseLike<T[]>, errorKey: string, errors: string[]): Promise<T[]> {
  const rows = await settle(errorKey, promise);
  if (rows === null) errors.push(errorKey);
  return rows ?? [];
}

export async function listSessionEditorOptions(lang: Lang): Promise<EditorOptions> {
  const errors: string[] = [];
  const [courseRows, instructors, locations, agencyRows, profile] = await Promise.all([
    orEmpty(
      db()
        .select({ id: courses.id, title_fr: courses.title_fr, title_en: courses.title_en })
        .from(courses)
        .where(eq(courses.is_published, true))
        .orderBy(asc(courses.title_fr)),
      "pages.calendar.error.load_courses",
      errors,
    ),
    orEmpty(
      db()
        .select({ id: users.id, full_name: users.full_name, email: users.email })
        .from(users)
        .where(and(eq(users.role, "teacher"), eq(users.is_active, true)))
        .orderBy(asc(users.full_name)),
      "pages.calendar.error.load_instructors",
      errors,
    ),
    orEmpty(
      db()
        .select(LOCATION_CHOICE_COLUMNS)
        .from(course_locations)
        .where(eq(course_locations.is_active, true))
        .orderBy(asc(course_locations.name)),
      "pages.calendar.error.load_locations",
      errors,
    ),
    orEmpty(
      db()
        .select({ id: agencies.id, name: agencies.name, is_active: agencies.is_active })
        .from(agencies)
        .orderBy(asc(agencies.name)),
      "pages.calendar.error.load_agencies",
      errors,
    ),
    orEmpty(
      db().select({ id: organisation_profile.head_office_agency_id }).from(organisation_profile).limit(1),
      "pages.calendar.error.load_agencies",
      errors,
    ),
  ]);
  return {
    courses: courseRows.map((c) => ({ id: c.id, title: pick(c, "title", lang) })),
    instructors,
    locations,
    agencies: agencyRows,
    headOfficeId: profile[0]?.id ?? null,
    // Both reads report the same list once.
    errors: [...new Set(errors)],
    addressSuggestions: Boolean(getConfig().GEOCODER_URL),
  };
}

export type SessionForEdit = typeof course_sessions.$inferSelect;

export async function getSessionForEdit(id: string): Promise<SessionForEdit | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db().select().from(course_sessions).where(eq(course_sessions.id, id));
  return row ?? null;
}

/**
 * Creates (no id) or updates a session from validated form data. The rules a
 * zod schema cannot see are checked here, in SQL: the course exists, the
 * instructor is an active teacher, the location exists, and on update the
 * seats do not drop below the seats already taken.
 */
export async function saveSession(
  input: SessionFormData,
  options: { id?: string; currentAgencyId?: string | null; by?: string | null } = {},
): Promise<WriteResult> {
  const [refs] = await db()
    .select({
      // The course's title, for the audit entry's label; null when there is no such course.
      course: sql<string | null>`(select ${courses.title_fr} from ${courses} where ${courses.id} = ${input.course_id})`,
      instructor: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${input.instructor_id} and ${users.role} = 'teacher' and ${users.is_active})`,
      location: input.location_id
        ? sql<boolean>`exists (select 1 from ${course_locations} where ${course_locations.id} = ${input.location_id})`
        : sql<boolean>`true`,
      // An active agency, or the one the session already has (it may have closed since).
      agency: input.agency_id
        ? sql<boolean>`exists (select 1 from ${agencies} where ${agencies.id} = ${input.agency_id}${
            input.agency_id === options.currentAgencyId ? sql`` : sql` and ${agencies.is_active}`
          })`
        : sql<boolean>`true`,
    })
    .from(sql`(select 1) as one`);
  const errors: Record<string, string> = {};
  if (!refs.course) errors.course_id = `${V}.course_required`;
  if (!refs.instructor) errors.instructor_id = `${V}.instructor_not_teacher`;
  if (!refs.location) errors.location_id = `${V}.location_invalid`;
  if (!refs.agency) errors.agency_id = `${V}.agency_invalid`;
  if (Object.keys(errors).length > 0) return invalid(errors);

  const values = {
    course_id: input.course_id,
    instructor_id: input.instructor_id,
    location_id: input.location_id ?? null,
    start_date: input.start_date,
    end_date: input.end_date,
    start_time: input.start_time,
    end_time: input.end_time,
    seats_available: input.seats_available,
    min_participants: input.min_participants,
    status: input.status,
    timezone: input.timezone,
    registration_deadline: input.registration_deadline ?? null,
    early_bird_deadline: input.early_bird_deadline ?? null,
    early_bird_price: input.early_bird_price ?? null,
    price_override: input.price_override ?? null,
    notes_fr: input.notes_fr ?? null,
    notes_en: input.notes_en ?? null,
    agency_id: input.agency_id,
    lunch_start: input.lunch_start,
    lunch_end: input.lunch_end,
    sign_by_qr: input.sign_by_qr,
    sign_by_kiosk: input.sign_by_kiosk,
    sign_by_link: input.sign_by_link,
    delivery_mode: input.delivery_mode,
    remote_url: input.remote_url,
    // null: the course's offset of the communication timeline.
    convocation_days: input.convocation_days,
    reminder_days: input.reminder_days,
    remote_link_minutes: input.remote_link_minutes,
    trainer_pack_days: input.trainer_pack_days,
  };

  const { id } = options;
  const label = sessionAuditLabel({
    course_title: refs.course ?? "",
    start_date: input.start_date,
    end_date: input.end_date,
  });
  if (!id) {
    const audit = await auditedInsert(course_sessions, values, { entity: ENTITY, label });
    return written(audit, { data: { id: audit.id } });
  }
  // What participants were told, to tell them what changes (app/communications/session-changes.server.ts).
  const told = await snapshotSession(id);
  return auditedUpdate(course_sessions, id, {
    entity: ENTITY,
    label,
    missing: notFound(`${E}.not_found`),
    data: { id },
    write: async () => {
      // One conditional UPDATE: a registration landing between a read and a write
      // can never leave seats_taken above seats_available.
      const [updated] = await db()
        .update(course_sessions)
        .set(values)
        .where(
          and(
            eq(course_sessions.id, id),
            // Seats held for waiting-list offers count as taken until the offers are answered.
            sql`${course_sessions.seats_taken} + ${course_sessions.seats_held} <= ${input.seats_available}`,
          ),
        )
        .returning({ id: course_sessions.id });
      if (!updated) return invalid({ seats_available: `${V}.seats_below_taken` });
      if (told) await recordSessionChange(id, told, { by: options.by ?? null, nowMs: clock().now() });
      // A session confirmed or moved may have steps due at once (its late convocations).
      wakeAfterCommit("timeline", id);
      // More seats (or a new deadline) may free a seat for the waiting list.
      wakeAfterCommit("waitlist", id);
    },
  });
}

export async function createLocation(input: LocationFormData): Promise<EditorOptions["locations"][number]> {
  const [row] = await db()
    .insert(course_locations)
    .values({
      name: input.name,
      address: input.address ?? null,
      city: input.city ?? null,
      postal_code: input.postal_code ?? null,
      country: input.country ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    })
    .returning(LOCATION_CHOICE_COLUMNS);
  return row;
}

/**
 * Creates (no id) or updates a session. The form's schema depends on the day and, for an
 * edit, on the session's stored start date (a past start may stay as it was), so it is
 * built here rather than declared on the intent.
 */
async function saveSessionFromForm(formData: FormData, id: string | undefined, by: string): Promise<WriteResult> {
  let originalStartDate: string | null = null;
  let originalStatus: SessionForEdit["status"] | null = null;
  let currentAgencyId: string | null = null;
  if (id !== undefined) {
    const existing = await getSessionForEdit(id);
    if (!existing) return notFound(`${E}.not_found`);
    originalStartDate = existing.start_date;
    originalStatus = existing.status;
    currentAgencyId = existing.agency_id;
  }
  const form = parseForm(sessionFormSchema({ today: todayIso(), originalStartDate, originalStatus }), formData);
  if (!form.ok) return invalid(form.errors);
  return saveSession(form.data, { id, currentAgencyId, by });
}

export const sessionActions: AdminActionSpec = {
  what: "calendar",
  module: "sessions",
  messages: {
    save: `${E}.save`,
    loginRequired: `${E}.unauthorized`,
    forbidden: `${E}.unauthorized`,
  },
  intents: {
    "create-location": intent({
      schema: locationFormSchema,
      operation: "create",
      toast: "pages.calendar.success.location_created",
      failureMessage: `${E}.save_location`,
      run: async ({ data }) => {
        const location = await createLocation(data);
        return written(
          { action: "create", entity: "location", id: location.id, label: location.name, after: location },
          { data: location },
        );
      },
    }),
    "create-session": intent({
      operation: "create",
      run: ({ formData, actor }) => saveSessionFromForm(formData, undefined, actor.id),
    }),
    "update-session": intent({
      operation: "edit",
      run: ({ formData, actor }) => saveSessionFromForm(formData, String(formData.get("id") ?? ""), actor.id),
    }),
  },
};
