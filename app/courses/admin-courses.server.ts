// The admin course writes behind the catalogue's and the course page's forms (hidden `intent`:
// create, update, delete), as one adminAction spec: create (slug from the English title, made
// unique), update (slug and reference kept) and delete (refused while a session has
// registrations). Rich text is sanitised here, so no write path can skip it. The permission
// matrix's "courses" module decides for staff roles; admins always may
// (docs/decisions/010-permissions.md).
import { randomInt } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type BpfCategoryKind,
  bpf_categories,
  course_categories,
  course_formats,
  course_languages,
  course_levels,
  course_session_registrations,
  course_sessions,
  course_target_audiences,
  courses,
} from "#db/schema";
import type { AdminActionSpec } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { pageIntents } from "~/admin/page-intents.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { refuseIncompletePublication } from "~/courses/course-sheet.server";
import { type CourseFormData, courseFormSchema } from "~/courses/schema";
import { courseReference, nextAvailableSlug, slugify } from "~/courses/slug";
import type { CourseIntent } from "~/courses/types";
import type { FieldErrors } from "~/forms/validate";
import type { Lang } from "~/i18n/messages";
import { db, inSavepoint, isUniqueViolation } from "~/server/db.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";

/** The references a course needs to be shown and edited in full (the spec's incomplete-data rule). */
const REQUIRED_REFERENCES = ["category_id", "level_id", "format_id", "language_id"] as const;

const E = "pages.courses.error";
const ENTITY = "course";

/** The thumbnail's field error when it is not an upload of its purpose (nor the course's current one). */
async function thumbnailError(url: string | null, current?: unknown) {
  if (await isAcceptedUploadUrl(url, { purposes: ["course-thumbnail"], current: [current] })) return null;
  return invalid({ thumbnail_url: "pages.courses.form.thumbnail_invalid" }, `${E}.validation`);
}

/** The row to write: rich text sanitised here, so no write path can skip it. */
function toRow(input: CourseFormData) {
  const rich = (html: string) => sanitizeRichText(html);
  return {
    title_fr: input.title_fr,
    title_en: input.title_en,
    description_fr: rich(input.description_fr),
    description_en: rich(input.description_en),
    objectives_fr: input.objectives_fr,
    objectives_en: input.objectives_en,
    prerequisites_fr: rich(input.prerequisites_fr),
    prerequisites_en: rich(input.prerequisites_en),
    syllabus_fr: rich(input.syllabus_fr),
    syllabus_en: rich(input.syllabus_en),
    skills_fr: rich(input.skills_fr),
    skills_en: rich(input.skills_en),
    target_audience_fr: rich(input.target_audience_fr),
    target_audience_en: rich(input.target_audience_en),
    certification_fr: rich(input.certification_fr),
    certification_en: rich(input.certification_en),
    category_id: input.category_id,
    level_id: input.level_id,
    format_id: input.format_id,
    language_id: input.language_id,
    target_audience_id: input.target_audience_id,
    duration_hours: input.duration_hours,
    max_students: input.max_students,
    price: input.price,
    currency: input.currency,
    is_featured: input.is_featured,
    is_published: input.is_published,
    action_nature: input.action_nature,
    assessment_planned: input.assessment_planned,
    thumbnail_url: input.thumbnail_url,
    // Undefined when the form did not send them: the insert takes the columns' defaults and the
    // update leaves the stored values (Drizzle skips undefined keys).
    convocation_days: input.convocation_days,
    reminder_days: input.reminder_days,
    remote_link_minutes: input.remote_link_minutes,
    trainer_pack_days: input.trainer_pack_days,
    what_to_bring_fr: input.what_to_bring_fr,
    what_to_bring_en: input.what_to_bring_en,
    // The course sheet (delivery.md §7).
    access_conditions_fr: rich(input.access_conditions_fr),
    access_conditions_en: rich(input.access_conditions_en),
    access_lead_time_fr: input.access_lead_time_fr,
    access_lead_time_en: input.access_lead_time_en,
    teaching_methods_fr: rich(input.teaching_methods_fr),
    teaching_methods_en: rich(input.teaching_methods_en),
    assessment_methods_fr: rich(input.assessment_methods_fr),
    assessment_methods_en: rich(input.assessment_methods_en),
    accessibility_fr: rich(input.accessibility_fr),
    accessibility_en: rich(input.accessibility_en),
    is_certifying: input.is_certifying,
    certification_title_fr: input.certification_title_fr,
    certification_title_en: input.certification_title_en,
    certification_code: input.certification_code,
    certifier: input.certifier,
    certification_registered_on: input.certification_registered_on,
    bpf_objective_id: input.bpf_objective_id,
    bpf_specialty_id: input.bpf_specialty_id,
  };
}

/** The row's sheet as completeness.ts reads it (sanitised: a text that sanitises to nothing is missing). */
function publicationOf(row: ReturnType<typeof toRow>) {
  return { ...row, price: row.price as string | null, duration_hours: row.duration_hours as number | null };
}

/**
 * Lookup ids that do not exist, as field errors (one query instead of a foreign-key failure).
 * An archived category is refused too, unless it is the edited course's own: its courses keep
 * it (spec "States"), but no other course may take it.
 */
async function missingReferences(input: CourseFormData, courseId?: string): Promise<FieldErrors | null> {
  const exists = (table: { id: AnyPgColumn }, id: string) =>
    sql<boolean>`exists (select 1 from ${table} where ${table.id} = ${id})`;
  // A BPF category of its kind, active unless it is the edited course's own already.
  const bpf = (kind: BpfCategoryKind, id: string | null, column: "bpf_objective_id" | "bpf_specialty_id") => {
    if (id === null) return sql<boolean>`true`;
    const own = courseId
      ? sql`or ${bpf_categories.id} = (select ${courses[column]} from ${courses} where ${courses.id} = ${courseId})`
      : sql``;
    return sql<boolean>`exists (select 1 from ${bpf_categories} where ${and(eq(bpf_categories.id, id), eq(bpf_categories.kind, kind))}
      and (${bpf_categories.is_active} ${own}))`;
  };
  const ownCategory = courseId
    ? sql`or ${course_categories.id} = (select ${courses.category_id} from ${courses} where ${courses.id} = ${courseId})`
    : sql``;
  const [row] = await db()
    .select({
      category_id: sql<boolean>`exists (select 1 from ${course_categories} where ${course_categories.id} = ${input.category_id}
        and (${course_categories.is_active} ${ownCategory}))`,
      level_id: exists(course_levels, input.level_id),
      format_id: exists(course_formats, input.format_id),
      language_id: exists(course_languages, input.language_id),
      target_audience_id: exists(course_target_audiences, input.target_audience_id),
      bpf_objective_id: bpf("objective", input.bpf_objective_id, "bpf_objective_id"),
      bpf_specialty_id: bpf("specialty", input.bpf_specialty_id, "bpf_specialty_id"),
    })
    .from(sql`(select 1) as one`);
  const keys: Record<keyof typeof row, string> = {
    category_id: "pages.courses.form.category_required",
    level_id: "pages.courses.form.level_required",
    format_id: "pages.courses.form.format_required",
    language_id: "pages.courses.form.language_required",
    target_audience_id: "pages.courses.form.target_audience_required",
    bpf_objective_id: "pages.courses.form.bpf_objective_invalid",
    bpf_specialty_id: "pages.courses.form.bpf_specialty_invalid",
  };
  const errors: FieldErrors = {};
  for (const [field, found] of Object.entries(row) as [keyof typeof row, boolean][]) {
    if (!found) errors[field] = keys[field];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** `base`, or `base-2`, `base-3`… whichever is free (checked in SQL). */
async function availableSlug(base: string): Promise<string> {
  const rows = await db()
    .select({ slug: courses.slug })
    .from(courses)
    .where(or(eq(courses.slug, base), sql`${courses.slug} ~ ${`^${base}-[0-9]+$`}`));
  return nextAvailableSlug(
    base,
    rows.map((r) => r.slug),
  );
}

/**
 * Creates a course; its slug comes from the English title and is made unique. Published at
 * once, its sheet must be complete (course-sheet.server.ts); `lang` is the writer's, in which a
 * refusal lists what is missing.
 */
export async function createCourse(input: CourseFormData, lang: Lang = "fr"): Promise<WriteResult> {
  const refused = await thumbnailError(input.thumbnail_url);
  if (refused) return refused;
  const errors = await missingReferences(input);
  if (errors) return invalid(errors, `${E}.validation`);
  const row = toRow(input);
  const incomplete = await refuseIncompletePublication(null, publicationOf(row), lang);
  if (incomplete) return incomplete;
  const base = slugify(input.title_en);
  // Two admins saving the same title at once: the unique constraint decides, the loser retries.
  for (let attempt = 1; ; attempt++) {
    const slug = await availableSlug(base);
    try {
      // In a savepoint: inside a caller's transaction a failed insert would otherwise abort it.
      const audit = await inSavepoint(() =>
        auditedInsert(
          courses,
          { ...row, slug, reference: courseReference(input.category_id, randomInt(1000)) },
          { entity: ENTITY, label: input.title_fr },
        ),
      );
      return written(audit, { redirectTo: `/formations/${slug}` });
    } catch (error) {
      if (!isUniqueViolation(error, "courses_slug_unique") || attempt >= 5) throw error;
    }
  }
}

/**
 * Updates a course. Its slug and reference stay as they were: published links and quotes
 * refer to them, and a title edit must not break either. Saved as published, its sheet must be
 * complete (refused in `lang`, the writer's language).
 */
export async function updateCourse(id: string, input: CourseFormData, lang: Lang = "fr"): Promise<WriteResult> {
  const row = toRow(input);
  return auditedUpdate(courses, id, {
    entity: ENTITY,
    label: input.title_fr,
    missing: notFound(`${E}.no_course`),
    check: async (before) => {
      const refused = await thumbnailError(input.thumbnail_url, before.thumbnail_url);
      if (refused) return refused;
      const errors = await missingReferences(input, id);
      if (errors) return invalid(errors, `${E}.validation`);
      return refuseIncompletePublication(id, publicationOf(row), lang);
    },
    write: row,
  });
}

/**
 * Deletes a course and (by cascade) its sessions, unless someone registered to one of them:
 * that history must survive, the course can be unpublished instead. The course and its
 * sessions are locked first, so a registration cannot slip in between the check and the delete
 * (a registration updates its session's seats_taken, which waits on our lock).
 */
export async function deleteCourse(id: string): Promise<WriteResult> {
  return auditedDelete(courses, id, {
    entity: ENTITY,
    label: (before) => String(before.title_fr ?? ""),
    missing: notFound(`${E}.no_course`),
    write: () =>
      inSavepoint(async () => {
        const [course] = await db().select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for("update");
        if (!course) return notFound(`${E}.no_course`);
        await db()
          .select({ id: course_sessions.id })
          .from(course_sessions)
          .where(eq(course_sessions.course_id, id))
          .for("update");
        const [registration] = await db()
          .select({ id: course_session_registrations.id })
          .from(course_session_registrations)
          .innerJoin(course_sessions, eq(course_sessions.id, course_session_registrations.session_id))
          .where(eq(course_sessions.course_id, id))
          .limit(1);
        if (registration) return conflict(`${E}.has_registrations`);
        await db().delete(courses).where(eq(courses.id, id));
      }),
  });
}

/**
 * The course intents a page accepts. `course` finds the course the page is about (update and
 * delete act on it, never on an id taken from the form); it runs after the permission check.
 */
export function courseActions({
  allowed,
  course,
  lang,
}: {
  allowed: readonly CourseIntent[];
  course?: () => Promise<{ id: string } | null>;
  /** The writer's language: a refused publication lists what is missing in it. */
  lang: Lang;
}): AdminActionSpec {
  const target = async () => (course ? await course() : null);
  return pageIntents({
    what: "course",
    module: "courses",
    errors: E,
    toasts: "pages.courses.success",
    schema: courseFormSchema,
    deleteRedirect: "/formations",
    // Editing an older course that lacks one of its references: say why the form will not save.
    updateInvalid: (errors) =>
      REQUIRED_REFERENCES.some((field) => errors[field]) ? `${E}.incomplete_data` : `${E}.validation`,
    allowed,
    create: (data) => createCourse(data, lang),
    update: async (data) => {
      const found = await target();
      return found ? updateCourse(found.id, data, lang) : notFound(`${E}.no_course`);
    },
    delete: async () => {
      const found = await target();
      return found ? deleteCourse(found.id) : notFound(`${E}.no_course`);
    },
  });
}
