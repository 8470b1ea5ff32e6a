// The calendar's session editor writes (new location, new or edited session) as one
// adminAction spec. The permission matrix's "sessions" module decides for staff roles;
// admins always may (docs/decisions/010-permissions.md).
import { course_sessions } from "#db/schema";
import { type AdminActionSpec, intent, invalid, notFound, type WriteResult, written } from "~/admin/action.server";
import { snapshot } from "~/admin/audit.server";
import { parseForm } from "~/forms/validate";
import { locationFormSchema, sessionFormSchema, todayIso } from "~/sessions/schema";
import { createLocation, getSessionForEdit, type SessionForEdit, saveSession } from "~/sessions/sessions.server";

const E = "pages.calendar.error";

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
  const before = await snapshot(course_sessions, id);
  const result = await saveSession(form.data, { id });
  if (!result.ok)
    return result.status === 404 ? notFound(result.formError) : invalid(result.errors ?? {}, result.formError);
  const after = await snapshot(course_sessions, result.id);
  return written(
    {
      action: id ? "update" : "create",
      entity: "session",
      id: result.id,
      label: String(after?.start_date ?? ""),
      before,
      after,
    },
    { data: { id: result.id } },
  );
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
