// The admin course writes: create (slug from the English title, made unique), update (slug and
// reference kept) and delete (refused while a session has registrations). Rich text is
// sanitised here, so no write path can skip it.
import { randomInt } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  course_categories,
  course_formats,
  course_languages,
  course_levels,
  course_session_registrations,
  course_sessions,
  course_target_audiences,
  courses,
} from "#db/schema";
import type { CourseFormData } from "~/courses/schema";
import { courseReference, nextAvailableSlug, slugify } from "~/courses/slug";
import type { FieldErrors } from "~/forms/validate";
import { db, inSavepoint, isUniqueViolation } from "~/server/db.server";
import { sanitizeRichText } from "~/server/sanitize.server";

export type CourseWriteResult = { ok: true; id: string; slug: string } | { ok: false; errors: FieldErrors };

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
    thumbnail_url: input.thumbnail_url,
  };
}

/**
 * Lookup ids that do not exist, as field errors (one query instead of a foreign-key failure).
 * An archived category is refused too, unless it is the edited course's own: its courses keep
 * it (spec "States"), but no other course may take it.
 */
async function missingReferences(input: CourseFormData, courseId?: string): Promise<FieldErrors | null> {
  const exists = (table: { id: AnyPgColumn }, id: string) =>
    sql<boolean>`exists (select 1 from ${table} where ${table.id} = ${id})`;
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
    })
    .from(sql`(select 1) as one`);
  const keys: Record<keyof typeof row, string> = {
    category_id: "pages.courses.form.category_required",
    level_id: "pages.courses.form.level_required",
    format_id: "pages.courses.form.format_required",
    language_id: "pages.courses.form.language_required",
    target_audience_id: "pages.courses.form.target_audience_required",
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

/** Creates a course; its slug comes from the English title and is made unique. */
export async function createCourse(input: CourseFormData): Promise<CourseWriteResult> {
  const errors = await missingReferences(input);
  if (errors) return { ok: false, errors };
  const row = toRow(input);
  const base = slugify(input.title_en);
  // Two admins saving the same title at once: the unique constraint decides, the loser retries.
  for (let attempt = 1; ; attempt++) {
    const slug = await availableSlug(base);
    try {
      // In a savepoint: inside a caller's transaction a failed insert would otherwise abort it.
      const [created] = await inSavepoint(() =>
        db()
          .insert(courses)
          .values({ ...row, slug, reference: courseReference(input.category_id, randomInt(1000)) })
          .returning({ id: courses.id, slug: courses.slug }),
      );
      return { ok: true, ...created };
    } catch (error) {
      if (!isUniqueViolation(error, "courses_slug_unique") || attempt >= 5) throw error;
    }
  }
}

/**
 * Updates a course. Its slug and reference stay as they were: published links and quotes
 * refer to them, and a title edit must not break either.
 */
export async function updateCourse(id: string, input: CourseFormData): Promise<CourseWriteResult | null> {
  const errors = await missingReferences(input, id);
  if (errors) return { ok: false, errors };
  const [updated] = await db()
    .update(courses)
    .set(toRow(input))
    .where(eq(courses.id, id))
    .returning({ id: courses.id, slug: courses.slug });
  return updated ? { ok: true, ...updated } : null;
}

export type DeleteCourseResult = "deleted" | "not_found" | "has_registrations";

/**
 * Deletes a course and (by cascade) its sessions, unless someone registered to one of them:
 * that history must survive, the course can be unpublished instead. The course and its
 * sessions are locked first, so a registration cannot slip in between the check and the delete
 * (a registration updates its session's seats_taken, which waits on our lock).
 */
export async function deleteCourse(id: string): Promise<DeleteCourseResult> {
  return inSavepoint(async () => {
    const [course] = await db().select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for("update");
    if (!course) return "not_found";
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
    if (registration) return "has_registrations";
    await db().delete(courses).where(eq(courses.id, id));
    return "deleted";
  });
}
