// The course writes behind the catalogue's and the course page's forms
// (hidden `intent`: create, update, delete). Callers authorize first
// (requireCourseAdmin), then say which intents their page accepts.

import type { RouterContextProvider } from "react-router";
import { createCourse, type DeleteCourseResult, deleteCourse, updateCourse } from "~/courses/courses.server";
import { courseFormSchema } from "~/courses/schema";
import type { CourseActionData, CourseIntent } from "~/courses/types";
import { formValues, parseForm } from "~/forms/validate";
import { failure, readIntent, redirectWithToast, requireAdminWriter, writeFailed } from "~/server/admin-actions.server";
import type { SessionUser } from "~/server/auth.server";

/** The references a course needs to be shown and edited in full (the spec's incomplete-data rule). */
const REQUIRED_REFERENCES = ["category_id", "level_id", "format_id", "language_id"] as const;

/**
 * The first line of every course action: visitors get a 401, signed-in users without an
 * admin role a 403, before the body is even read.
 */
export function requireCourseAdmin(context: Readonly<RouterContextProvider>): SessionUser {
  return requireAdminWriter(context, {
    loginRequired: "pages.courses.error.login_required",
    forbidden: "pages.courses.error.forbidden",
  });
}

/**
 * Runs one course intent among `allowed`. `courseId` is the course the page is about (update
 * and delete act on it, never on an id taken from the form). The caller must have checked
 * the user is an admin.
 */
export async function runCourseAction(
  formData: FormData,
  { allowed, courseId }: { allowed: readonly CourseIntent[]; courseId?: string },
) {
  const intent = readIntent(formData, allowed);
  if (!intent) return failure(400, { formError: "pages.courses.error.save" });
  try {
    if (intent === "create" || intent === "update") {
      const form = parseForm(courseFormSchema, formData);
      if (!form.ok) {
        // Editing an older course that lacks one of its references: say why the form will not save.
        const isIncomplete = intent === "update" && REQUIRED_REFERENCES.some((field) => form.errors[field]);
        return failure(400, {
          intent,
          errors: form.errors,
          values: form.values,
          formError: isIncomplete ? "pages.courses.error.incomplete_data" : "pages.courses.error.validation",
        });
      }
      if (intent === "create") {
        const result = await createCourse(form.data);
        if (!result.ok) {
          return failure(400, {
            intent,
            errors: result.errors,
            values: formValues(formData),
            formError: "pages.courses.error.validation",
          });
        }
        return redirectWithToast(`/formations/${result.slug}`, "pages.courses.success.created");
      }
      const result = courseId ? await updateCourse(courseId, form.data) : null;
      if (!result) {
        return failure(404, { intent, formError: "pages.courses.error.no_course", values: formValues(formData) });
      }
      if (!result.ok) {
        return failure(400, {
          intent,
          errors: result.errors,
          values: formValues(formData),
          formError: "pages.courses.error.validation",
        });
      }
      return { ok: true, intent } satisfies CourseActionData;
    }

    const outcome: DeleteCourseResult = courseId ? await deleteCourse(courseId) : "not_found";
    if (outcome === "not_found") return failure(404, { intent, formError: "pages.courses.error.no_course" });
    if (outcome === "has_registrations") {
      return failure(409, { intent, formError: "pages.courses.error.has_registrations" });
    }
    return redirectWithToast("/formations", "pages.courses.success.deleted");
  } catch (error) {
    return writeFailed(error, {
      what: "course",
      intent,
      formData,
      keys: { save: "pages.courses.error.save", delete: "pages.courses.error.delete" },
    });
  }
}
