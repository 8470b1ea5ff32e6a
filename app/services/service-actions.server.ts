// The service writes behind the list's and the service page's forms (hidden `intent`:
// create, update, delete). Callers authorize first (requireServiceAdmin), then say which
// intents their page accepts.

import type { RouterContextProvider } from "react-router";
import { formValues, parseForm } from "~/forms/validate";
import { failure, readIntent, redirectWithToast, requireAdminWriter, writeFailed } from "~/server/admin-actions.server";
import type { SessionUser } from "~/server/auth.server";
import { serviceFormSchema } from "~/services/schema";
import { createService, deleteService, updateService } from "~/services/services.server";
import type { ServiceActionData, ServiceIntent } from "~/services/types";

/**
 * The first line of every service action: visitors get a 401, signed-in users without an
 * admin role a 403, before the body is even read.
 */
export function requireServiceAdmin(context: Readonly<RouterContextProvider>): SessionUser {
  return requireAdminWriter(context, {
    loginRequired: "pages.services.error.login_required",
    forbidden: "pages.services.error.forbidden",
  });
}

/**
 * Runs one service intent among `allowed`. `serviceId` is the service the page is about
 * (update and delete act on it, never on an id taken from the form).
 */
export async function runServiceAction(
  formData: FormData,
  { allowed, serviceId }: { allowed: readonly ServiceIntent[]; serviceId?: string },
) {
  const intent = readIntent(formData, allowed);
  if (!intent) return failure(400, { formError: "pages.services.error.save" });
  try {
    if (intent === "delete") {
      const isDeleted = serviceId ? await deleteService(serviceId) : false;
      if (!isDeleted) return failure(404, { intent, formError: "pages.services.error.not_found" });
      return redirectWithToast("/services", "pages.services.success.deleted");
    }
    const form = parseForm(serviceFormSchema, formData);
    if (!form.ok) {
      return failure(400, {
        intent,
        errors: form.errors,
        values: form.values,
        formError: "pages.services.error.validation",
      });
    }
    if (intent === "create") {
      const service = await createService(form.data);
      return redirectWithToast(`/services/${service.id}`, "pages.services.success.created");
    }
    const service = serviceId ? await updateService(serviceId, form.data) : null;
    if (!service) {
      return failure(404, { intent, formError: "pages.services.error.not_found", values: formValues(formData) });
    }
    return { ok: true, intent } satisfies ServiceActionData;
  } catch (error) {
    return writeFailed(error, {
      what: "service",
      intent,
      formData,
      keys: { save: "pages.services.error.save", delete: "pages.services.error.delete" },
    });
  }
}
