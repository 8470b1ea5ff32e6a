// The course writes behind the catalogue's and the course page's forms (hidden `intent`:
// create, update, delete), as one adminAction spec. The permission matrix's "courses" module
// decides for staff roles; admins always may (docs/decisions/010-permissions.md).
import { courses } from "#db/schema";
import {
  type AdminActionSpec,
  conflict,
  intent,
  invalid,
  notFound,
  screenMessages,
  written,
} from "~/admin/action.server";
import { snapshot } from "~/admin/audit.server";
import { createCourse, deleteCourse, updateCourse } from "~/courses/course-writes.server";
import { courseFormSchema } from "~/courses/schema";
import type { CourseIntent } from "~/courses/types";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";

/** The references a course needs to be shown and edited in full (the spec's incomplete-data rule). */
const REQUIRED_REFERENCES = ["category_id", "level_id", "format_id", "language_id"] as const;

const E = "pages.courses.error";

/** The thumbnail's field error when it is not an upload of its purpose (nor the course's current one). */
async function thumbnailError(url: string | null, current?: unknown) {
  if (await isAcceptedUploadUrl(url, { purposes: ["course-thumbnail"], current: [current] })) return null;
  return invalid({ thumbnail_url: "pages.courses.form.thumbnail_invalid" }, `${E}.validation`);
}

/**
 * The course intents a page accepts. `course` finds the course the page is about (update and
 * delete act on it, never on an id taken from the form); it runs after the permission check.
 */
export function courseActions({
  allowed,
  course,
}: {
  allowed: readonly CourseIntent[];
  course?: () => Promise<{ id: string } | null>;
}): AdminActionSpec {
  const target = async () => (course ? await course() : null);
  const all = {
    create: intent({
      schema: courseFormSchema,
      invalidMessage: `${E}.validation`,
      toast: "pages.courses.success.created",
      run: async ({ data }) => {
        const refused = await thumbnailError(data.thumbnail_url);
        if (refused) return refused;
        const result = await createCourse(data);
        if (!result.ok) return invalid(result.errors, `${E}.validation`);
        const after = await snapshot(courses, result.id);
        return written(
          { action: "create", entity: "course", id: result.id, label: data.title_fr, after },
          { redirectTo: `/formations/${result.slug}` },
        );
      },
    }),
    update: intent({
      schema: courseFormSchema,
      // Editing an older course that lacks one of its references: say why the form will not save.
      invalidMessage: (errors) =>
        REQUIRED_REFERENCES.some((field) => errors[field]) ? `${E}.incomplete_data` : `${E}.validation`,
      toast: "pages.courses.success.updated",
      run: async ({ data }) => {
        const found = await target();
        if (!found) return notFound(`${E}.no_course`);
        const before = await snapshot(courses, found.id);
        const refused = await thumbnailError(data.thumbnail_url, before?.thumbnail_url);
        if (refused) return refused;
        const result = await updateCourse(found.id, data);
        if (!result) return notFound(`${E}.no_course`);
        if (!result.ok) return invalid(result.errors, `${E}.validation`);
        const after = await snapshot(courses, found.id);
        return written({ action: "update", entity: "course", id: found.id, label: data.title_fr, before, after });
      },
    }),
    delete: intent({
      toast: "pages.courses.success.deleted",
      redirect: "/formations",
      run: async () => {
        const found = await target();
        const before = await snapshot(courses, found?.id);
        const outcome = found ? await deleteCourse(found.id) : "not_found";
        if (outcome === "not_found" || !found) return notFound(`${E}.no_course`);
        if (outcome === "has_registrations") return conflict(`${E}.has_registrations`);
        return written({
          action: "delete",
          entity: "course",
          id: found.id,
          label: String(before?.title_fr ?? ""),
          before,
        });
      },
    }),
  };
  return {
    what: "course",
    module: "courses",
    messages: screenMessages(E),
    intents: Object.fromEntries(allowed.map((name) => [name, all[name]])),
  };
}
