// The back office's complaints and improvement log (delivery.md §6, issue 29 point 3):
// /admin/incidents and /admin/improvements — their URL state, their forms and the rows the
// screens receive, and the dashboard's list of incidents to handle. Browser-safe: the screens
// check with the same schemas as the actions, which are the authority.
import { z } from "zod";
import type { improvements, incidents, Role } from "#db/schema";
import type { Wire } from "#db/wire";
import { ADMIN_PAGE_SIZES, flagParam, oneOfParam, parseListParams, uuidParam } from "~/forms/list-params";
import { optionalText } from "~/forms/optional-text";
import { isIsoDate, isUuid } from "~/forms/validate";

// The database's lists (db/schema/quality.ts), repeated because db/schema is not for the
// browser bundle; `satisfies` keeps them in step and a test checks they are equal.
export const INCIDENT_SOURCE_NAMES = [
  "survey",
  "contact",
  "manual",
] as const satisfies readonly (typeof incidents.$inferSelect)["source"][];
export const INCIDENT_STATUS_NAMES = [
  "open",
  "acknowledged",
  "answered",
  "closed",
] as const satisfies readonly (typeof incidents.$inferSelect)["status"][];
export type IncidentStatusName = (typeof INCIDENT_STATUS_NAMES)[number];
export const IMPROVEMENT_SOURCE_NAMES = [
  "survey",
  "incident",
  "trainer",
  "funder",
  "audit",
  "staff",
  "other",
] as const satisfies readonly (typeof improvements.$inferSelect)["source"][];
export type ImprovementSourceName = (typeof IMPROVEMENT_SOURCE_NAMES)[number];

/** Who may own an improvement: the people who run the organisation (not members nor clients). */
export const IMPROVEMENT_OWNER_ROLES = [
  "teacher",
  "moderator",
  "operator",
  "admin",
  "super_admin",
] as const satisfies readonly Role[];

export const INCIDENT_LIMITS = { summary: 4000, name: 200, email: 254, note: 2000, answer: 8000 } as const;
export const IMPROVEMENT_LIMITS = { detail: 2000, text: 4000 } as const;

/** The first `max` characters of `text` on one line, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

// ─── /admin/incidents ────────────────────────────────────────────────────────────────────────

/**
 * The status filter: none is "to handle" (neither answered nor closed), the list's default; each
 * status alone; or everything.
 */
export const INCIDENT_STATUS_FILTERS = [...INCIDENT_STATUS_NAMES, "all"] as const;
export type IncidentStatusFilter = (typeof INCIDENT_STATUS_FILTERS)[number] | null;

/** `?q=&status=&source=&overdue=1&page=&size=`, read leniently. */
export function parseIncidentParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: {
      status: oneOfParam(INCIDENT_STATUS_FILTERS),
      source: oneOfParam(INCIDENT_SOURCE_NAMES),
      overdue: flagParam,
      // One session's incidents (its evidence pack).
      session: uuidParam,
    },
  });
}
export type IncidentParams = ReturnType<typeof parseIncidentParams>;

/** The filter panel's URL names (reset, active count). */
export const INCIDENT_FILTERS = ["status", "source", "overdue"] as const;

export const INCIDENT_INTENTS = {
  create: "create",
  acknowledge: "acknowledge",
  answer: "answer",
  close: "close",
} as const;

const IV = "admin.incidents.validation";

/** A complaint staff record by hand (a phone call, a letter): what it is about, and who, if known. */
export const incidentSchema = z.object({
  summary: z
    .string({ error: `${IV}.summary_required` })
    .trim()
    .min(1, `${IV}.summary_required`)
    .max(INCIDENT_LIMITS.summary, `${IV}.too_long|max=${INCIDENT_LIMITS.summary}`),
  person_name: optionalText(INCIDENT_LIMITS.name, `${IV}.too_long|max=${INCIDENT_LIMITS.name}`),
  person_email: optionalText(INCIDENT_LIMITS.email, `${IV}.email_invalid`).pipe(
    z.email(`${IV}.email_invalid`).nullable(),
  ),
  person_language: z
    .string()
    .optional()
    .transform((value) => (value === "fr" || value === "en" ? value : null)),
  session_id: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isUuid(value), `${IV}.session_invalid`)
    .transform((value) => (value ? value.toLowerCase() : null)),
});
export type IncidentInput = z.infer<typeof incidentSchema>;

/** Acknowledging: a line for the person, optional (it goes into the acknowledgement e-mail). */
export const acknowledgeSchema = z.object({
  note: optionalText(INCIDENT_LIMITS.note, `${IV}.too_long|max=${INCIDENT_LIMITS.note}`),
});

/** Answering: the answer itself, e-mailed to the person when there is an address. */
export const answerSchema = z.object({
  answer: z
    .string({ error: `${IV}.answer_required` })
    .trim()
    .min(1, `${IV}.answer_required`)
    .max(INCIDENT_LIMITS.answer, `${IV}.too_long|max=${INCIDENT_LIMITS.answer}`),
});

type IncidentRow = Wire<typeof incidents.$inferSelect>;

/** A row of /admin/incidents: the incident, its session named, and which deadline has passed. */
export type AdminIncidentRow = Pick<
  IncidentRow,
  | "id"
  | "source"
  | "status"
  | "survey_id"
  | "message_id"
  | "session_id"
  | "person_name"
  | "person_email"
  | "person_language"
  | "summary"
  | "opened_at"
  | "acknowledge_by"
  | "answer_by"
  | "acknowledged_at"
  | "answered_at"
  | "answer"
  | "closed_at"
> & {
  course_title_fr: string | null;
  course_title_en: string | null;
  start_date: string | null;
  end_date: string | null;
  /** Not acknowledged (nor answered) and its acknowledgement deadline has passed. */
  acknowledge_overdue: boolean;
  /** Not answered (nor closed) and its answer deadline has passed. */
  answer_overdue: boolean;
};

export type AdminIncidentPage = {
  incidents: AdminIncidentRow[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

/** A session the manual form may attach an incident to. */
export type IncidentSessionChoice = {
  id: string;
  course_title_fr: string;
  course_title_en: string | null;
  start_date: string;
  end_date: string;
};

/** The dashboard's card: the incidents to handle, the most urgent first, and how many there are. */
export const INCIDENT_WATCH_LIMIT = 10;

export type IncidentWatchItem = Pick<
  AdminIncidentRow,
  | "id"
  | "source"
  | "status"
  | "person_name"
  | "summary"
  | "acknowledge_by"
  | "answer_by"
  | "acknowledged_at"
  | "acknowledge_overdue"
  | "answer_overdue"
>;

export type IncidentWatch = { incidents: IncidentWatchItem[]; total: number };

export const INCIDENTS_HREF = "/admin/incidents";
export const IMPROVEMENTS_HREF = "/admin/improvements";

/** The improvement editor opened on a new entry drawn from an incident. */
export const improvementFromIncidentHref = (incidentId: string) =>
  `${IMPROVEMENTS_HREF}?${new URLSearchParams({ edit: "new", incident: incidentId })}`;

// ─── /admin/improvements ─────────────────────────────────────────────────────────────────────

/**
 * An improvement's state on a given day: checked once its effect was checked; overdue when its
 * due date is past and it is not; planned otherwise (no due date, or one still ahead).
 */
export const IMPROVEMENT_STATUSES = ["planned", "overdue", "checked"] as const;
export type ImprovementStatus = (typeof IMPROVEMENT_STATUSES)[number];

export function improvementStatus(
  row: { due_on: string | null; checked_on: string | null },
  today: string,
): ImprovementStatus {
  if (row.checked_on) return "checked";
  return row.due_on && row.due_on < today ? "overdue" : "planned";
}

/** `?q=&status=&source=&page=&size=` (and the editor's `?edit=`, `?incident=`), read leniently. */
export function parseImprovementParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: {
      status: oneOfParam(IMPROVEMENT_STATUSES),
      source: oneOfParam(IMPROVEMENT_SOURCE_NAMES),
    },
  });
}
export type ImprovementParams = ReturnType<typeof parseImprovementParams>;

export const IMPROVEMENT_FILTERS = ["status", "source"] as const;

const MV = "admin.improvements.validation";

const optionalDay = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isIsoDate(value), `${MV}.date_invalid`)
  .transform((value) => (value ? value : null));

const optionalId = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isUuid(value), message)
    .transform((value) => (value ? value.toLowerCase() : null));

const longText = optionalText(IMPROVEMENT_LIMITS.text, `${MV}.too_long|max=${IMPROVEMENT_LIMITS.text}`);

export const improvementSchema = z
  .object({
    source: z.enum(IMPROVEMENT_SOURCE_NAMES, { error: `${MV}.source_required` }),
    source_detail: z
      .string({ error: `${MV}.source_detail_required` })
      .trim()
      .min(1, `${MV}.source_detail_required`)
      .max(IMPROVEMENT_LIMITS.detail, `${MV}.too_long|max=${IMPROVEMENT_LIMITS.detail}`),
    incident_id: optionalId(`${MV}.incident_invalid`),
    course_id: optionalId(`${MV}.course_invalid`),
    analysis: longText,
    action: longText,
    owner_id: optionalId(`${MV}.owner_invalid`),
    due_on: optionalDay,
    checked_on: optionalDay,
    check_note: longText,
  })
  // What the check found only means something once it is checked.
  .refine((value) => value.check_note === null || value.checked_on !== null, {
    path: ["checked_on"],
    message: `${MV}.checked_on_required`,
  });
export type ImprovementInput = z.infer<typeof improvementSchema>;

type ImprovementRow = Wire<typeof improvements.$inferSelect>;

/** A row of the log: the entry, its incident, course and owner named, and its state today. */
export type AdminImprovementRow = Pick<
  ImprovementRow,
  | "id"
  | "source"
  | "source_detail"
  | "incident_id"
  | "course_id"
  | "analysis"
  | "action"
  | "owner_id"
  | "due_on"
  | "checked_on"
  | "check_note"
  | "created_at"
> & {
  course_title_fr: string | null;
  course_title_en: string | null;
  owner_name: string | null;
  incident_summary: string | null;
  status: ImprovementStatus;
};

export type AdminImprovementPage = {
  improvements: AdminImprovementRow[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

/** What the editor's selects offer. */
export type ImprovementChoices = {
  courses: { id: string; title: string }[];
  owners: { id: string; name: string }[];
  incidents: { id: string; label: string }[];
};

/** A new entry's starting values (from an incident). */
export type ImprovementDraft = Pick<AdminImprovementRow, "source" | "source_detail" | "incident_id" | "course_id">;
