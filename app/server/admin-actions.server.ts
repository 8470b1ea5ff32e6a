// What the admin write actions (courses, services, resources) share: the 401/403 refusal,
// the intent read from the form, answers with a status, redirects with a toast, and the
// answer to a write that threw.

import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import { type FieldErrors, type FormValues, formValues } from "~/forms/validate";
import type { SessionUser } from "~/server/auth.server";
import { flashHeader } from "~/server/flash.server";
import { logger } from "~/server/logger.server";
import { getViewer } from "~/server/viewer.server";

/** The hidden `intent` of an admin add/edit/delete form. */
export type CrudIntent = "create" | "update" | "delete";

/** What an admin write answers when it does not redirect (CourseActionData and its kin have this shape). */
export type AdminActionData = {
  ok?: boolean;
  intent?: CrudIntent;
  errors?: FieldErrors;
  values?: FormValues;
  /** Translation key of a message for the whole form. */
  formError?: string;
};

/** An answer the page shows (errors, values typed) with its HTTP status. */
export function failure(status: number, body: AdminActionData) {
  return data(body, { status });
}

export async function redirectWithToast(to: string, key: string) {
  return redirect(to, { headers: { "Set-Cookie": await flashHeader({ key, tone: "success" }) } });
}

/**
 * The first line of every admin write: visitors get a 401, signed-in users without an
 * admin role a 403, before the body is even read. (Not requireAdmin: its redirect to
 * /login suits page loads, while a refused write must say so with its status.)
 * `keys` are the translation keys of the two refusals, sent as `formError`.
 */
export function requireAdminWriter(
  context: Readonly<RouterContextProvider>,
  keys: { loginRequired: string; forbidden: string },
): SessionUser {
  const { user, isAdmin } = getViewer(context);
  if (!user) throw failure(401, { formError: keys.loginRequired });
  if (!isAdmin) throw failure(403, { formError: keys.forbidden });
  return user;
}

/** The form's intent when it is one of `allowed`, else null (the caller answers 400). */
export function readIntent<I extends string>(formData: FormData, allowed: readonly I[]): I | null {
  const raw = formData.get("intent");
  return allowed.find((intent) => intent === raw) ?? null;
}

/**
 * The answer to a write that threw: logged, then a 500 with the delete or save message
 * (and, for a save, what was typed so the form keeps it).
 */
export function writeFailed(
  error: unknown,
  {
    what,
    intent,
    formData,
    keys,
  }: {
    what: string;
    intent: CrudIntent;
    formData: FormData;
    keys: { save: string; delete: string };
  },
) {
  logger.error({ err: error, intent }, `${what} write failed`);
  return failure(500, {
    intent,
    formError: intent === "delete" ? keys.delete : keys.save,
    values: intent === "delete" ? undefined : formValues(formData),
  });
}
