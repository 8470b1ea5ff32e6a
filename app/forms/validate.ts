// One way to read a form: the same zod schema validates in the browser (for
// comfort) and in the action (the authority). Error messages are i18n keys.
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a URL or a form that can be looked up: anything else never reaches the database. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
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

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: FormValues };

export function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of formData) {
    // Passwords are never echoed back to the page; NUL characters never reach it.
    if (typeof value === "string" && !key.toLowerCase().includes("password")) values[key] = value.replaceAll("\0", "");
  }
  return values;
}

/** The key of the field error for text holding a NUL character (no keyboard types one). */
export const INVALID_CHARACTERS = "errors.form.invalid_characters";

export function parseForm<S extends z.ZodType>(schema: S, formData: FormData): FormResult<z.infer<S>> {
  const raw = Object.fromEntries([...formData].filter(([, v]) => typeof v === "string"));
  // PostgreSQL refuses 0x00 in text: such a field is answered as a field error, never written.
  const withNul = Object.keys(raw).filter((key) => (raw[key] as string).includes("\0"));
  if (withNul.length > 0) {
    return {
      ok: false,
      errors: Object.fromEntries(withNul.map((key) => [key, INVALID_CHARACTERS])),
      values: formValues(formData),
    };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values: formValues(formData) };
}
