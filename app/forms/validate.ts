// One way to read a form: the same zod schema validates in the browser (for
// comfort) and in the action (the authority). Error messages are i18n keys.
import type { z } from "zod";
import { keyWithValues } from "~/i18n/key-values";

export type FieldErrors = Record<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a URL or a form that can be looked up: anything else never reaches the database. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
export type FormValues = Record<string, string>;

/** Whether `text` holds a C0 control character or DEL (no keyboard types one in a field or a URL). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export type FormResult<T> =
  | { ok: true; data: T }
  /** `formError`: the whole form is refused (a field name that cannot be read). */
  | { ok: false; errors: FieldErrors; values: FormValues; formError?: string };

/**
 * What a form may name its fields. A name is split on dots into a path; the names below are
 * where JavaScript objects keep their prototype, and a path through one would reach
 * `Object.prototype` of the whole process (issue 21: an anonymous `__proto__.module=courses`
 * made an operator an administrator). Such a form is refused, never half-read. The limits
 * keep the walk (and what a body can make the server build) small: no form of ours goes
 * deeper than four segments or longer than 60 characters.
 */
export const RESERVED_FIELD_SEGMENTS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);
export const MAX_FIELD_SEGMENTS = 8;
export const MAX_FIELD_NAME_LENGTH = 200;

/** Why a field name cannot be read, or undefined when it can. */
export function badFieldName(name: string): "reserved" | "too_deep" | "too_long" | undefined {
  if (name.length > MAX_FIELD_NAME_LENGTH) return "too_long";
  const segments = (name.endsWith("[]") ? name.slice(0, -2) : name).split(".", MAX_FIELD_SEGMENTS + 1);
  if (segments.length > MAX_FIELD_SEGMENTS) return "too_deep";
  return segments.some((segment) => RESERVED_FIELD_SEGMENTS.has(segment)) ? "reserved" : undefined;
}

/** The whole form's error when a field name cannot be read (the refusal page's message). */
export const BAD_FIELD_NAME = "errors.http.bad_request";

export function formValues(formData: FormData): FormValues {
  // Built as entries: Object.fromEntries defines own properties, so a field named
  // `__proto__` is a key like any other here, never the object's prototype.
  const values: [string, string][] = [];
  for (const [key, value] of formData) {
    // Passwords are never echoed back to the page; NUL characters never reach it.
    if (typeof value !== "string" || key.toLowerCase().includes("password") || badFieldName(key)) continue;
    values.push([key, value.replaceAll("\0", "")]);
  }
  return Object.fromEntries(values);
}

/** The key of the field error for text holding a NUL character (no keyboard types one). */
export const INVALID_CHARACTERS = "errors.form.invalid_characters";

/** A form whose field names cannot be read safely (see badFieldName). */
export class BadFieldNameError extends Error {
  constructor(readonly reason: NonNullable<ReturnType<typeof badFieldName>>) {
    super(`Form field name refused (${reason})`);
  }
}

type Node = { [key: string]: unknown };

/**
 * A form as the object its schema reads. Flat names stay flat. Dotted names nest, and a
 * numeric segment makes an array in document order (`metrics.0.value`, `photos.1.caption_fr`).
 * A name ending in `[]` collects every value sent under it (`specialties[]`, checkboxes). Files
 * are kept as File objects; the empty file a browser sends for an untouched file input is
 * dropped. Throws BadFieldNameError for a reserved, too deep or too long name; the objects
 * are built without prototypes, and what it returns has own properties only.
 */
export function formToObject(formData: FormData): Record<string, unknown> {
  const root: Node = Object.create(null);
  for (const [name, value] of formData) {
    const bad = badFieldName(name);
    if (bad) throw new BadFieldNameError(bad);
    if (typeof value !== "string" && value.size === 0 && value.name === "") continue;
    const isList = name.endsWith("[]");
    const path = (isList ? name.slice(0, -2) : name).split(".");
    let node = root;
    for (const [index, segment] of path.entries()) {
      const last = index === path.length - 1;
      if (last) {
        const held = node[segment];
        if (isList) node[segment] = Array.isArray(held) ? [...held, value] : [value];
        else node[segment] = value;
        break;
      }
      const child = node[segment];
      if (typeof child !== "object" || child === null || child instanceof File || Array.isArray(child)) {
        node[segment] = Object.create(null);
      }
      node = node[segment] as Node;
    }
  }
  return arraysFromIndexes(root) as Record<string, unknown>;
}

/**
 * Objects whose keys are all array indexes become arrays, in index order (gaps closed); the
 * others become ordinary objects with own properties (Object.fromEntries never sets a
 * prototype). The depth is bounded by MAX_FIELD_SEGMENTS.
 */
function arraysFromIndexes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(arraysFromIndexes);
  if (typeof value !== "object" || value === null || value instanceof File) return value;
  const entries = Object.entries(value);
  if (entries.length > 0 && entries.every(([key]) => /^\d{1,4}$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => arraysFromIndexes(item));
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, arraysFromIndexes(item)]));
}

/**
 * The error a field shows for one zod issue: its message key. A text over its `.max()` whose
 * message is a "too long" one (a key ending in `too_long`) carries the limit, so the message
 * says it (`{{max}}`, app/i18n/key-values.ts); a `.max()` that only guards another rule (an
 * address too long to be valid) keeps its own message.
 */
function errorKeyOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "too_big" && issue.origin === "string" && issue.message.endsWith("too_long")) {
    return keyWithValues(issue.message, { max: Number(issue.maximum) });
  }
  return issue.message;
}

export function parseForm<S extends z.ZodType>(schema: S, formData: FormData): FormResult<z.infer<S>> {
  // Before anything reads a name: the HTTP layer refuses such a body before any action runs
  // (request-handler.server.ts); this answers a form that reached an action another way alike.
  for (const name of formData.keys()) {
    if (badFieldName(name)) {
      return { ok: false, errors: { form: BAD_FIELD_NAME }, values: formValues(formData), formError: BAD_FIELD_NAME };
    }
  }
  // PostgreSQL refuses 0x00 in text: such a field is answered as a field error, never written.
  const withNul = [...formData]
    .filter(([, value]) => typeof value === "string" && value.includes("\0"))
    .map(([key]) => key.replace(/\[\]$/, ""));
  if (withNul.length > 0) {
    return {
      ok: false,
      errors: Object.fromEntries(withNul.map((key) => [key, INVALID_CHARACTERS])),
      values: formValues(formData),
    };
  }
  const parsed = schema.safeParse(formToObject(formData));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    // Nested fields are named by their dotted path, as their inputs are.
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[field] ??= errorKeyOf(issue);
  }
  return { ok: false, errors, values: formValues(formData) };
}
