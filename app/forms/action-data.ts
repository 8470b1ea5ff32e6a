// The one answer shape of every write action that does not redirect (admin screens, the
// public in-place editors, member and public forms): what the page shows (field errors, the
// values typed, a message for the whole form) and, on success, a toast and data for a fetcher.
// Browser-safe: forms, rows and hooks read it (useActionAnswer); app/forms/form-action.server.ts
// and app/admin/action.server.ts produce it.
import type { FieldErrors, FormValues } from "~/forms/validate";

export type ActionData<T = unknown> = {
  ok: boolean;
  /** The hidden `intent` the answer is for (a page's fetchers tell their answers apart with it). */
  intent?: string;
  /** Field name (dotted for nested fields: `metrics.0.value`) → translation key. */
  errors?: FieldErrors;
  /** What was typed, so a refused form keeps it (passwords never echoed). */
  values?: FormValues;
  /** Translation key of a message for the whole form. */
  formError?: string;
  /** Values for `formError`'s placeholders ("used by {{count}} resources"). */
  formErrorParams?: Record<string, string | number>;
  /** Translation key of the success message (fetchers toast it). */
  toast?: string;
  /** Values for `toast`'s placeholders ("{{count}} registrations confirmed"). */
  toastParams?: Record<string, string | number>;
  /** What a write hands back to a fetcher (a row, an id; the seats left, even on a refusal). */
  data?: T;
};
