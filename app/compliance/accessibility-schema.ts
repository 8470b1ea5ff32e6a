// Accessibility requests (delivery.md §7, issue 30 point 3): /admin/compliance/accessibility's URL
// state, its forms, the rows the screen receives and the dashboard's card. Browser-safe: the
// screen checks with the same schemas as the actions, which are the authority. Everything here
// is for the accessibility referent's module alone: no other screen imports it.
import { z } from "zod";
import type { AccessibilityStatus, accessibility_cases } from "#db/schema";
import type { Wire } from "#db/wire";
import { ADMIN_PAGE_SIZES, flagParam, oneOfParam, parseListParams } from "~/forms/list-params";
import { optionalText } from "~/forms/optional-text";
import { isIsoDate } from "~/forms/validate";

// The database's list (db/schema/compliance.ts), repeated because db/schema is not for the
// browser bundle; `satisfies` keeps them in step and a test checks they are equal.
export const ACCESSIBILITY_STATUS_NAMES = [
  "new",
  "contacted",
  "agreed",
  "in_place",
  "closed",
  "referred",
] as const satisfies readonly AccessibilityStatus[];
export type AccessibilityStatusName = (typeof ACCESSIBILITY_STATUS_NAMES)[number];

/** The statuses of a case still in hand: neither closed nor referred to a partner body. */
export const OPEN_ACCESSIBILITY_STATUSES = ["new", "contacted", "agreed", "in_place"] as const;

/** What each step may follow (the service refuses any other; the screen offers only these). */
export const ACCESSIBILITY_STEP_FROM = {
  contact: ["new"],
  agree: ["new", "contacted", "agreed"],
  in_place: ["agreed"],
  close: OPEN_ACCESSIBILITY_STATUSES,
  refer: OPEN_ACCESSIBILITY_STATUSES,
} as const satisfies Record<string, readonly AccessibilityStatusName[]>;

export function canTakeStep(step: keyof typeof ACCESSIBILITY_STEP_FROM, status: AccessibilityStatusName): boolean {
  return (ACCESSIBILITY_STEP_FROM[step] as readonly string[]).includes(status);
}

export const ACCESSIBILITY_LIMITS = { note: 2000, adaptation: 300, adaptations: 20, partner: 200 } as const;

/** The person is contacted within this many working days of the request (delivery.md §7). */
export const CONTACT_WORKING_DAYS = 5;

export const ACCESSIBILITY_HREF = "/admin/compliance/accessibility";
export const ACCESSIBILITY_PROCEDURE_HREF = "/admin/compliance/accessibility/procedure.pdf";

// ─── the list ────────────────────────────────────────────────────────────────────────────────

/** The status filter: none is "open" (neither closed nor referred), the default; each status; or all. */
export const ACCESSIBILITY_STATUS_FILTERS = [...ACCESSIBILITY_STATUS_NAMES, "all"] as const;

/** `?q=&status=&overdue=1&page=&size=`, read leniently. */
export function parseAccessibilityParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: {
      status: oneOfParam(ACCESSIBILITY_STATUS_FILTERS),
      overdue: flagParam,
    },
  });
}
export type AccessibilityParams = ReturnType<typeof parseAccessibilityParams>;

/** The filter panel's URL names (reset, active count). */
export const ACCESSIBILITY_FILTERS = ["status", "overdue"] as const;

export const ACCESSIBILITY_INTENTS = {
  contact: "contact",
  agree: "agree",
  inPlace: "in_place",
  close: "close",
  refer: "refer",
  note: "note",
} as const;

const V = "admin.accessibility.validation";

/** Marking the person contacted: the day it happened (today when left blank; never ahead). */
export const contactSchema = z.object({
  contacted_on: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isIsoDate(value), `${V}.date_invalid`)
    .transform((value) => (value ? value : null)),
});

/**
 * The adaptations agreed, one line each as the list editor posts them (`adaptations.0`…):
 * trimmed, the empty ones dropped, at least one.
 */
export const agreeSchema = z.object({
  adaptations: z
    .array(z.string({ error: `${V}.adaptations_invalid` }), { error: `${V}.adaptations_required` })
    .optional()
    .transform((items) => (items ?? []).map((item) => item.replace(/\s+/g, " ").trim()).filter((item) => item !== ""))
    .refine((items) => items.length > 0, `${V}.adaptations_required`)
    .refine((items) => items.length <= ACCESSIBILITY_LIMITS.adaptations, `${V}.too_many_adaptations`)
    .refine(
      (items) => items.every((item) => item.length <= ACCESSIBILITY_LIMITS.adaptation),
      `${V}.too_long|max=${ACCESSIBILITY_LIMITS.adaptation}`,
    ),
});

/** Referring the person to a partner body: its name. */
export const referSchema = z.object({
  partner_body: z
    .string({ error: `${V}.partner_required` })
    .trim()
    .min(1, `${V}.partner_required`)
    .max(ACCESSIBILITY_LIMITS.partner, `${V}.too_long|max=${ACCESSIBILITY_LIMITS.partner}`),
});

/** The referent's own note on the case (private: never e-mailed, exported nor audited). */
export const noteSchema = z.object({
  referent_note: optionalText(ACCESSIBILITY_LIMITS.note, `${V}.too_long|max=${ACCESSIBILITY_LIMITS.note}`),
});

type CaseRow = Wire<typeof accessibility_cases.$inferSelect>;

/** A row of the list: the case, its participant as registered, its session, and whether contact is overdue. */
export type AdminAccessibilityRow = Pick<
  CaseRow,
  | "id"
  | "status"
  | "request_note"
  | "referent_note"
  | "adaptations"
  | "partner_body"
  | "contact_by"
  | "contacted_at"
  | "agreed_at"
  | "in_place_at"
  | "closed_at"
  | "created_at"
> & {
  name: string;
  email: string | null;
  phone: string | null;
  language: "fr" | "en";
  session_id: string;
  course_title_fr: string;
  course_title_en: string | null;
  start_date: string;
  end_date: string;
  /** Not contacted yet and its contact deadline has passed. */
  contact_overdue: boolean;
};

export type AdminAccessibilityPage = {
  cases: AdminAccessibilityRow[];
  total: number;
  page: number;
  totalPages: number;
  size: number;
};

// ─── the dashboard's card ────────────────────────────────────────────────────────────────────

export const ACCESSIBILITY_WATCH_LIMIT = 10;

export type AccessibilityWatchItem = Pick<
  AdminAccessibilityRow,
  "id" | "name" | "course_title_fr" | "course_title_en" | "start_date" | "end_date" | "contact_by" | "contact_overdue"
>;

/** The cases still to contact, the overdue first, and how many there are. */
export type AccessibilityWatch = { cases: AccessibilityWatchItem[]; total: number };
