// The session editor's forms (session, inline location) and the calendar's URL
// state. The same schemas validate in the browser (comfort) and in the action
// (authority); messages are i18n keys under pages.calendar.validation.

import { z } from "zod";
import type { course_sessions } from "#db/schema";
import { parseTimelineOffset, type TimelineField, timelineOffsetError } from "~/courses/schema";
import { checkbox } from "~/forms/checkbox";
import { dateParam, parseListParams } from "~/forms/list-params";
import { isIsoDate } from "~/forms/validate";
import { optionalWebUrl } from "~/forms/web-url";
import { dateTimeFormat } from "~/i18n/format";

export const SESSION_STATUSES = ["scheduled", "confirmed", "cancelled", "completed"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * When a sitting's personal signing link is sent (delivery spec §2): as the sitting opens, only
 * to those still unsigned 15 minutes after its start, or never. The column's list, repeated here
 * for the browser (a test checks both agree).
 */
export const SIGN_LINK_MODES = [
  "at_open",
  "unsigned_after_start",
  "never",
] as const satisfies readonly (typeof course_sessions.$inferSelect)["sign_by_link"][];
export type SignLinkMode = (typeof SIGN_LINK_MODES)[number];

/**
 * Whether the session is delivered for the organisation's own account or subcontracted by
 * another training organisation (the annual activity report, delivery.md §8). The column's list,
 * repeated here for the browser.
 */
export const DELIVERY_MODE_NAMES = [
  "own_account",
  "subcontracted",
] as const satisfies readonly (typeof course_sessions.$inferSelect)["delivery_mode"][];

/** Spec defaults: 10 seats, 5 minimum participants, UTC; lunch 12:30–13:30; every way of signing. */
export const SESSION_DEFAULTS = {
  seats_available: 10,
  min_participants: 5,
  status: "scheduled",
  timezone: "UTC",
  lunch_start: "12:30",
  lunch_end: "13:30",
  sign_by_qr: true,
  sign_by_kiosk: true,
  sign_by_link: "at_open",
  delivery_mode: "own_account",
} as const;

/** Offered in the editor; any other valid IANA zone already on a session is kept. */
export const COMMON_TIMEZONES = [
  "UTC",
  "Europe/Paris",
  "Europe/London",
  "Europe/Brussels",
  "Europe/Zurich",
  "Africa/Dakar",
  "Africa/Abidjan",
  "Africa/Casablanca",
  "Africa/Douala",
  "America/Toronto",
  "America/Montreal",
  "America/New_York",
  "Asia/Dubai",
  "Asia/Singapore",
  "Australia/Sydney",
  "America/Sao_Paulo",
] as const;

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
const MAX_SEATS = 10_000;

const V = "pages.calendar.validation";

/** Today's date (YYYY-MM-DD) as the server sees it: UTC, the same day for every visitor. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isTimeZone(value: string): boolean {
  try {
    dateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// Empty inputs arrive as "" from a form; they mean "not given".
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value;

const requiredText = (key: string) => z.string({ error: key }).trim().min(1, key);

const requiredDate = (key: string) => requiredText(key).refine(isIsoDate, `${V}.date_invalid`);

const optionalDate = z.preprocess(blankToUndefined, z.string().refine(isIsoDate, `${V}.date_invalid`).optional());

const requiredTime = (key: string) =>
  requiredText(key)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `${V}.time_invalid`)
    // Browsers send HH:MM; Postgres answers HH:MM:SS. One shape for comparisons.
    .transform((v) => v.slice(0, 5));

/** A time the editor always sends; absent (an older form) it is the spec's default. */
const timeOr = (fallback: string) =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? fallback,
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `${V}.time_invalid`)
      .transform((v) => v.slice(0, 5)),
  );

const requiredCount = (key: string) =>
  requiredText(key)
    .regex(/^-?\d+$/, `${V}.integer`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${V}.min_one`).max(MAX_SEATS, `${V}.too_many`));

/** Prices: at least 0, step 0.01 (spec), kept as a decimal string for the numeric column. */
const optionalPrice = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), `${V}.price_invalid`)
    .refine((v) => !v.startsWith("-"), `${V}.price_min`)
    .refine((v) => /^-?\d+(\.\d{1,2})?$/.test(v), `${V}.price_step`)
    .refine((v) => Number(v) < 1e12, `${V}.price_max`)
    .optional(),
);

/** The longest notes of a session, per language: counted in the editor, refused beyond. */
export const SESSION_NOTES_MAX = 5000;
const optionalNotes = z.preprocess(blankToUndefined, z.string().max(SESSION_NOTES_MAX, `${V}.too_long`).optional());

const uuid = (key: string) => requiredText(key).pipe(z.uuid(key));

/** The longest connection link of a remote or hybrid session. */
export const REMOTE_URL_MAX = 500;

/**
 * A session's own offset of the communication timeline, within the course's bounds; blank is
 * null, the course's default (which follows the course when it changes).
 */
const timelineOverride = (field: TimelineField) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx): number | null => {
        if (value === undefined) return null;
        const n = parseTimelineOffset(field, value);
        if (n === null) {
          ctx.addIssue({ code: "custom", message: timelineOffsetError(`${V}.timeline_override_invalid`, field) });
          return z.NEVER;
        }
        return n;
      }),
  );

export type SessionSchemaOptions = {
  /** The server's today; the browser passes its own for comfort only. */
  today: string;
  /** On update: an unchanged start date may already be past (editing a running session). */
  originalStartDate?: string | null;
  /**
   * On update: the stored status. Cancelling is done on the session's roster, which tells the
   * participants and frees their seats; the editor only keeps a status that is cancelled already.
   */
  originalStatus?: SessionStatus | null;
};

export function sessionFormSchema({ today, originalStartDate, originalStatus }: SessionSchemaOptions) {
  return z
    .object({
      course_id: uuid(`${V}.course_required`),
      instructor_id: uuid(`${V}.instructor_required`),
      location_id: z.preprocess(blankToUndefined, z.uuid(`${V}.location_invalid`).optional()),
      start_date: requiredDate(`${V}.start_date_required`),
      end_date: requiredDate(`${V}.end_date_required`),
      start_time: requiredTime(`${V}.start_time_required`),
      end_time: requiredTime(`${V}.end_time_required`),
      seats_available: requiredCount(`${V}.seats_required`),
      min_participants: requiredCount(`${V}.min_participants_required`),
      status: z.preprocess(
        (v) => blankToUndefined(v) ?? SESSION_DEFAULTS.status,
        z.enum(SESSION_STATUSES, { error: `${V}.status_invalid` }),
      ),
      timezone: z.preprocess(
        (v) => blankToUndefined(v) ?? SESSION_DEFAULTS.timezone,
        z.string().max(64).refine(isTimeZone, `${V}.timezone_invalid`),
      ),
      registration_deadline: optionalDate,
      early_bird_deadline: optionalDate,
      early_bird_price: optionalPrice,
      price_override: optionalPrice,
      notes_fr: optionalNotes,
      notes_en: optionalNotes,
      /** The organising agency; blank is the head office. */
      agency_id: z.preprocess(
        blankToUndefined,
        z
          .uuid(`${V}.agency_invalid`)
          .optional()
          .transform((v) => v ?? null),
      ),
      lunch_start: timeOr(SESSION_DEFAULTS.lunch_start),
      lunch_end: timeOr(SESSION_DEFAULTS.lunch_end),
      sign_by_qr: checkbox,
      sign_by_kiosk: checkbox,
      sign_by_link: z.preprocess(
        (v) => blankToUndefined(v) ?? SESSION_DEFAULTS.sign_by_link,
        z.enum(SIGN_LINK_MODES, { error: `${V}.sign_by_link_invalid` }),
      ),
      delivery_mode: z.preprocess(
        (v) => blankToUndefined(v) ?? SESSION_DEFAULTS.delivery_mode,
        z.enum(DELIVERY_MODE_NAMES, { error: `${V}.delivery_mode_invalid` }),
      ),
      // http(s) only: the link is clickable in e-mails and the convocation. Blank is NULL.
      remote_url: optionalWebUrl({ invalid: `${V}.remote_url_invalid`, tooLong: `${V}.too_long` }, REMOTE_URL_MAX),
      convocation_days: timelineOverride("convocation_days"),
      reminder_days: timelineOverride("reminder_days"),
      remote_link_minutes: timelineOverride("remote_link_minutes"),
      trainer_pack_days: timelineOverride("trainer_pack_days"),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (v.start_date < today && v.start_date !== originalStartDate) issue("start_date", `${V}.start_date_past`);
      if (v.status === "cancelled" && originalStatus !== "cancelled") issue("status", `${V}.status_cancel_on_roster`);
      if (v.end_date < v.start_date) issue("end_date", `${V}.end_date_before_start`);
      // Sessions repeat the same hours each day (see ics.ts), so the day must end after it starts.
      if (v.end_time <= v.start_time) issue("end_time", `${V}.end_time_before_start`);
      if (v.lunch_end < v.lunch_start) issue("lunch_end", `${V}.lunch_end_before_start`);
      if (!v.sign_by_qr && !v.sign_by_kiosk && v.sign_by_link === "never") issue("sign_by_qr", `${V}.no_sign_way`);
      if (v.registration_deadline && v.registration_deadline > v.start_date) {
        issue("registration_deadline", `${V}.registration_deadline_after_start`);
      }
      if (v.early_bird_deadline) {
        if (v.registration_deadline && v.early_bird_deadline > v.registration_deadline) {
          issue("early_bird_deadline", `${V}.early_bird_after_registration`);
        } else if (!v.registration_deadline && v.early_bird_deadline > v.start_date) {
          issue("early_bird_deadline", `${V}.early_bird_after_start`);
        }
      }
    });
}

export type SessionFormData = z.infer<ReturnType<typeof sessionFormSchema>>;

const optionalLine = (max: number) => z.preprocess(blankToUndefined, z.string().max(max, `${V}.too_long`).optional());

const coordinate = (limit: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => /^-?\d{1,3}(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= limit, `${V}.coordinate_invalid`)
      // The column keeps 6 decimals (about 10 cm); geocoders send more.
      .transform((v) => Number(v).toFixed(6))
      .optional(),
  );

export const locationFormSchema = z.object({
  name: requiredText(`${V}.location_name_required`).max(200, `${V}.too_long`),
  address: optionalLine(300),
  city: optionalLine(120),
  postal_code: optionalLine(20),
  country: optionalLine(120),
  latitude: coordinate(90),
  longitude: coordinate(180),
});

export type LocationFormData = z.infer<typeof locationFormSchema>;

export type CalendarQuery = {
  q: string;
  /** Effective lower bound: never before today (past sessions are not listed). */
  from: string;
  /** As given in the URL (empty when defaulted), for the filter form. */
  fromParam: string;
  to: string;
  page: number;
  size: number;
  /** The URL's start date was after its end date: they were swapped (the page says so). */
  datesSwapped?: boolean;
};

/** The calendar's URL state (?q=&from=&to=&page=&size=), tolerant of hand-edited links. */
export function parseCalendarQuery(search: URLSearchParams, today: string): CalendarQuery {
  const {
    from: givenFrom,
    to: givenTo,
    ...params
  } = parseListParams(search, {
    sizes: { options: PAGE_SIZES, default: DEFAULT_PAGE_SIZE },
    filters: { from: dateParam, to: dateParam },
  });
  // Reversed dates would match nothing: read them the way round they were surely meant.
  const datesSwapped = Boolean(givenFrom && givenTo && givenFrom > givenTo);
  const [fromParam, to] = datesSwapped ? [givenTo, givenFrom] : [givenFrom, givenTo];
  return { ...params, fromParam, to, from: fromParam && fromParam > today ? fromParam : today, datesSwapped };
}
