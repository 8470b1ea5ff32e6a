// The back office's sessions: the desk's list (/admin/sessions), the session editor's choices,
// the session as it opens, and the writes (new location, new or edited session, cancelling from
// the desk) as adminAction specs shared by the desk and the calendar's in-place editor. The
// permission matrix's "sessions" module decides for staff roles; admins always may
// (docs/decisions/010-permissions.md).
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { course_locations, course_session_registrations, course_sessions, courses, users } from "#db/schema";
import { type AdminActionSpec, intent } from "~/admin/action.server";
import { auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { rowIntent } from "~/admin/crud-intents.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { parseForm } from "~/forms/validate";
import { type Lang, pick } from "~/i18n/messages";
import { AT_RISK_DAYS } from "~/registrations/lifecycle";
import { cancelSession } from "~/registrations/lifecycle.server";
import { CANCEL_SESSION_INTENT, cancelSessionSchema } from "~/registrations/roster-schema";
import { getConfig } from "~/server/config.server";
import { db } from "~/server/db.server";
import { pageOf } from "~/server/paging.server";
import { orEmpty as emptyIfNull, searchAny } from "~/server/search.server";
import { settle } from "~/server/settle.server";
import type { AdminSessionPage, AdminSessionParams } from "~/sessions/admin-schema";
import {
  type LocationFormData,
  locationFormSchema,
  type SessionFormData,
  sessionFormSchema,
  todayIso,
} from "~/sessions/schema";
import { instructors, selectSessions } from "~/sessions/session-query.server";

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
  const [courseRows, instructors, locations] = await Promise.all([
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
  ]);
  return {
    courses: courseRows.map((c) => ({ id: c.id, title: pick(c, "title", lang) })),
    instructors,
    locations,
    errors,
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
export async function saveSession(input: SessionFormData, options: { id?: string } = {}): Promise<WriteResult> {
  const [refs] = await db()
    .select({
      course: sql<boolean>`exists (select 1 from ${courses} where ${courses.id} = ${input.course_id})`,
      instructor: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${input.instructor_id} and ${users.role} = 'teacher' and ${users.is_active})`,
      location: input.location_id
        ? sql<boolean>`exists (select 1 from ${course_locations} where ${course_locations.id} = ${input.location_id})`
        : sql<boolean>`true`,
    })
    .from(sql`(select 1) as one`);
  const errors: Record<string, string> = {};
  if (!refs.course) errors.course_id = `${V}.course_required`;
  if (!refs.instructor) errors.instructor_id = `${V}.instructor_not_teacher`;
  if (!refs.location) errors.location_id = `${V}.location_invalid`;
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
  };

  const { id } = options;
  if (!id) {
    const audit = await auditedInsert(course_sessions, values, { entity: ENTITY, label: input.start_date });
    return written(audit, { data: { id: audit.id } });
  }
  return auditedUpdate(course_sessions, id, {
    entity: ENTITY,
    label: input.start_date,
    missing: notFound(`${E}.not_found`),
    data: { id },
    write: async () => {
      // One conditional UPDATE: a registration landing between a read and a write
      // can never leave seats_taken above seats_available.
      const [updated] = await db()
        .update(course_sessions)
        .set(values)
        .where(and(eq(course_sessions.id, id), lte(course_sessions.seats_taken, input.seats_available)))
        .returning({ id: course_sessions.id });
      if (!updated) return invalid({ seats_available: `${V}.seats_below_taken` });
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
async function saveSessionFromForm(formData: FormData, id: string | undefined): Promise<WriteResult> {
  let originalStartDate: string | null = null;
  let originalStatus: SessionForEdit["status"] | null = null;
  if (id !== undefined) {
    const existing = await getSessionForEdit(id);
    if (!existing) return notFound(`${E}.not_found`);
    originalStartDate = existing.start_date;
    originalStatus = existing.status;
  }
  const form = parseForm(sessionFormSchema({ today: todayIso(), originalStartDate, originalStatus }), formData);
  if (!form.ok) return invalid(form.errors);
  return saveSession(form.data, { id });
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
      run: ({ formData }) => saveSessionFromForm(formData, undefined),
    }),
    "update-session": intent({
      operation: "edit",
      run: ({ formData }) => saveSessionFromForm(formData, String(formData.get("id") ?? "")),
    }),
  },
};

/** Statuses still to decide on: below its minimum and close to its start, such a session is at risk. */
const UNDECIDED = ["scheduled", "confirmed"] as const;

/** `day` plus `days`, as YYYY-MM-DD. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The SQL of isSessionAtRisk (registrations/lifecycle.ts) on `today`: the dashboard's rule. */
function atRiskOn(today: string): SQL | undefined {
  return and(
    inArray(course_sessions.status, [...UNDECIDED]),
    lt(course_sessions.seats_taken, course_sessions.min_participants),
    gte(course_sessions.start_date, today),
    lte(course_sessions.start_date, addDays(today, AT_RISK_DAYS)),
  );
}

function deskFilters(params: AdminSessionParams, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    // A session is upcoming until its last day is over, so one under way stays on the desk.
    params.when === "upcoming" ? gte(course_sessions.end_date, today) : undefined,
    params.when === "past" ? lt(course_sessions.end_date, today) : undefined,
    params.course ? eq(course_sessions.course_id, params.course) : undefined,
    params.status ? eq(course_sessions.status, params.status) : undefined,
    params.trainer ? eq(course_sessions.instructor_id, params.trainer) : undefined,
    params.location ? eq(course_sessions.location_id, params.location) : undefined,
    params.from ? gte(course_sessions.start_date, params.from) : undefined,
    params.to ? lte(course_sessions.start_date, params.to) : undefined,
    params.risk ? atRiskOn(today) : undefined,
  ];
  if (params.q) {
    conditions.push(
      searchAny(
        [
          courses.title_fr,
          emptyIfNull(courses.title_en),
          courses.reference,
          emptyIfNull(instructors.full_name),
          emptyIfNull(course_locations.name),
          emptyIfNull(course_locations.city),
        ],
        params.q,
      ),
    );
  }
  return and(...conditions);
}

/** Registrations holding a seat or done (not cancelled), per session: one grouped read for the page. */
const activeRegistrations = sql<number>`(select count(*)::int from ${course_session_registrations} where ${course_session_registrations.session_id} = ${course_sessions.id} and ${course_session_registrations.status} <> 'cancelled')`;

/**
 * The desk's page of sessions: filtered, searched (course, reference, trainer, venue, city),
 * ordered by start, counted and paged in SQL. `today` is the server's UTC day, as the editor's.
 */
export async function listAdminSessions(params: AdminSessionParams, today = todayIso()): Promise<AdminSessionPage> {
  const where = deskFilters(params, today);
  const direction = params.order === "desc" ? desc : asc;
  const query = selectSessions({
    id: course_sessions.id,
    course_id: course_sessions.course_id,
    instructor_id: course_sessions.instructor_id,
    location_id: course_sessions.location_id,
    start_date: course_sessions.start_date,
    end_date: course_sessions.end_date,
    start_time: course_sessions.start_time,
    end_time: course_sessions.end_time,
    timezone: course_sessions.timezone,
    status: course_sessions.status,
    seats_available: course_sessions.seats_available,
    seats_taken: course_sessions.seats_taken,
    min_participants: course_sessions.min_participants,
    registration_deadline: course_sessions.registration_deadline,
    early_bird_deadline: course_sessions.early_bird_deadline,
    early_bird_price: course_sessions.early_bird_price,
    price_override: course_sessions.price_override,
    notes_fr: course_sessions.notes_fr,
    notes_en: course_sessions.notes_en,
    course_title_fr: courses.title_fr,
    course_title_en: courses.title_en,
    course_reference: courses.reference,
    trainer_name: instructors.full_name,
    trainer_email: instructors.email,
    location_name: course_locations.name,
    location_city: course_locations.city,
    registrations: activeRegistrations,
    at_risk: sql<boolean>`coalesce(${atRiskOn(today)}, false)`,
  })
    .where(where)
    .orderBy(direction(course_sessions.start_date), direction(course_sessions.start_time), asc(course_sessions.id))
    .$dynamic();
  const [{ total }] = await selectSessions({ total: sql<number>`count(*)::int` }).where(where);
  const { rows, ...paging } = await pageOf(query, Number(total), params);
  return {
    sessions: rows.map(({ trainer_name, trainer_email, ...row }) => ({
      ...row,
      registrations: Number(row.registrations),
      at_risk: Boolean(row.at_risk),
      trainer: trainer_name?.trim() || trainer_email || null,
    })),
    ...paging,
  };
}

/**
 * The desk's writes: the editor's (create from the desk, duplicate, edit) and cancelling a row's
 * session with the message its participants receive. Each answers the desk, which reloads.
 */
export const sessionDeskActions: AdminActionSpec = {
  ...sessionActions,
  what: "sessions desk",
  intents: {
    ...sessionActions.intents,
    [CANCEL_SESSION_INTENT]: rowIntent({
      schema: cancelSessionSchema,
      toast: "admin.sessions.success.session_cancelled",
      failureMessage: "admin.sessions.error.cancel",
      notFound: "admin.sessions.error.not_found",
      run: (id, { data }) => cancelSession(id, data.message),
    }),
  },
};
