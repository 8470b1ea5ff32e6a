// The resource writes behind the list's and the resource page's forms (hidden `intent`:
// create, update, delete). Callers authorize first (requireResourceAdmin), then say which
// intents their page accepts.

import type { RouterContextProvider } from "react-router";
import { formValues, parseForm } from "~/forms/validate";
import { createResource, deleteResource, updateResource } from "~/resources/resources.server";
import { resourceFormSchema } from "~/resources/schema";
import type { ResourceActionData, ResourceIntent } from "~/resources/types";
import { failure, readIntent, redirectWithToast, requireAdminWriter, writeFailed } from "~/server/admin-actions.server";
import type { SessionUser } from "~/server/auth.server";

/**
 * The first line of every resource action: visitors get a 401, signed-in users without an
 * admin role a 403, before the body is even read.
 */
export function requireResourceAdmin(context: Readonly<RouterContextProvider>): SessionUser {
  return requireAdminWriter(context, {
    loginRequired: "pages.resources.error.login_required",
    forbidden: "pages.resources.error.forbidden",
  });
}

/**
 * Runs one resource intent among `allowed`. `resourceId` is the resource the page is about
 * (update and delete act on it, never on an id taken from the form).
 */
export async function runResourceAction(
  formData: FormData,
  { allowed, resourceId }: { allowed: readonly ResourceIntent[]; resourceId?: string },
) {
  const intent = readIntent(formData, allowed);
  if (!intent) return failure(400, { formError: "pages.resources.error.save" });
  try {
    if (intent === "delete") {
      const isDeleted = resourceId ? await deleteResource(resourceId) : false;
      if (!isDeleted) return failure(404, { intent, formError: "pages.resources.error.not_found" });
      return redirectWithToast("/ressources", "pages.resources.success.deleted");
    }
    const form = parseForm(resourceFormSchema, formData);
    if (!form.ok) {
      return failure(400, {
        intent,
        errors: form.errors,
        values: form.values,
        formError: "pages.resources.error.validation",
      });
    }
    const result =
      intent === "create"
        ? await createResource(form.data)
        : resourceId
          ? await updateResource(resourceId, form.data)
          : null;
    if (!result) {
      return failure(404, { intent, formError: "pages.resources.error.not_found", values: formValues(formData) });
    }
    if (!result.ok) {
      return failure(400, {
        intent,
        errors: result.errors,
        values: formValues(formData),
        formError: "pages.resources.error.validation",
      });
    }
    if (intent === "create") {
      return redirectWithToast(`/ressources/${result.id}`, "pages.resources.success.created");
    }
    return { ok: true, intent } satisfies ResourceActionData;
  } catch (error) {
    return writeFailed(error, {
      what: "resource",
      intent,
      formData,
      keys: { save: "pages.resources.error.save", delete: "pages.resources.error.delete" },
    });
  }
}
