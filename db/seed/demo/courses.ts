// The demo catalogue: every course with its rich texts, reference and tags.
import { course_tag_links, courses } from "#db/schema";
import { courseReference, slugify } from "~/courses/slug";
import type { Tx } from "~/server/db.server";
import { type CourseSeed, courseHtml } from "./course-seed";
import { courseSheet } from "./course-sheets";
import { DIGITAL_FINANCE_COURSES } from "./courses-digital-finance";
import { MANAGEMENT_COURSES } from "./courses-management";
import { QUALITY_PEOPLE_COURSES } from "./courses-quality-people";
import { type Calendar, money, need } from "./helpers";

export const COURSES: CourseSeed[] = [...MANAGEMENT_COURSES, ...DIGITAL_FINANCE_COURSES, ...QUALITY_PEOPLE_COURSES];

/** The base seed's lookup rows the courses refer to, found by their stable keys. */
export type CourseLookups = {
  categoryBySlug: Map<string, string>;
  levelByOrder: Map<number, string>;
  formatByName: Map<string, string>;
  languageByCode: Map<string, string>;
  audienceByName: Map<string, string>;
  tagBySlug: Map<string, string>;
};

/** Inserts the courses (slug from the English title, by the app's own rule) and their tags; the courses by key. */
const WHAT_TO_BRING = {
  fr: "Un ordinateur portable avec une connexion Wi-Fi, de quoi prendre des notes, et un cas tiré de votre travail si vous souhaitez le traiter pendant la formation.",
  en: "A laptop with Wi-Fi, something to take notes with, and a case from your own work if you would like to work on it during the course.",
};

export async function seedCourses(tx: Tx, { ago }: Calendar, lookups: CourseLookups) {
  const { categoryBySlug, levelByOrder, formatByName, languageByCode, audienceByName, tagBySlug } = lookups;
  const courseRows = COURSES.map((course, i) => {
    const categoryId = need(categoryBySlug, course.category, "course category");
    const fr = courseHtml(course, "fr");
    const en = courseHtml(course, "en");
    return {
      slug: slugify(course.title.en),
      reference: courseReference(categoryId, 100 + ((i * 379 + 41) % 900)),
      title_fr: course.title.fr,
      title_en: course.title.en,
      description_fr: fr.description,
      description_en: en.description,
      objectives_fr: course.objectives.fr,
      objectives_en: course.objectives.en,
      prerequisites_fr: fr.prerequisites,
      prerequisites_en: en.prerequisites,
      syllabus_fr: fr.syllabus,
      syllabus_en: en.syllabus,
      skills_fr: fr.skills,
      skills_en: en.skills,
      target_audience_fr: fr.target_audience,
      target_audience_en: en.target_audience,
      certification_fr: fr.certification,
      certification_en: en.certification,
      duration_hours: course.duration,
      max_students: course.maxStudents,
      price: money(course.price),
      currency: course.currency,
      is_featured: course.featured ?? false,
      is_published: course.published ?? true,
      thumbnail_url: course.thumbnail,
      category_id: categoryId,
      level_id: need(levelByOrder, course.level, "course level"),
      format_id: need(formatByName, course.format, "course format"),
      language_id: need(languageByCode, course.language, "course language"),
      target_audience_id: need(audienceByName, course.audience, "course target audience"),
      // What the convocation asks participants to bring (issue 27): the same for every course.
      what_to_bring_fr: WHAT_TO_BRING.fr,
      what_to_bring_en: WHAT_TO_BRING.en,
      // The course sheet (issue 30): complete, so the published demo courses stay publishable.
      ...courseSheet(course),
      created_at: ago(course.createdDaysAgo),
      updated_at: ago(Math.min(course.createdDaysAgo, 14)),
    };
  });
  const insertedCourses = await tx.insert(courses).values(courseRows).returning({ id: courses.id, slug: courses.slug });
  const courseIdBySlug = new Map(insertedCourses.map((r) => [r.slug, r.id]));
  const courseByKey = new Map(
    COURSES.map((course) => [course.key, { ...course, id: need(courseIdBySlug, slugify(course.title.en), "course") }]),
  );

  const tagLinks = COURSES.flatMap((course) =>
    (course.tags ?? []).map((tag) => ({
      course_id: need(courseByKey, course.key, "course").id,
      tag_id: need(tagBySlug, tag, "course tag"),
    })),
  );
  if (tagLinks.length > 0) await tx.insert(course_tag_links).values(tagLinks);
  return courseByKey;
}
