// Testimonials: the approved ones shown publicly (newest first, paged in SQL; a course's own
// with its average), and the submission by a signed-in user, always created pending
// (moderation is in the back office).
import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { course_session_registrations, course_sessions, courses, testimonials, users } from "#db/schema";
import { isUuid } from "~/forms/validate";
import { localized } from "~/i18n/localized.server";
import { type Lang, pick } from "~/i18n/messages";
import { cachedByContentVersionFor } from "~/server/content-version.server";
import { db, inSavepoint } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { storedTexts, TESTIMONIALS_PAGE_SIZE, type TestimonialInput } from "./schema";
import { testimonialText } from "./text";
import type {
  CourseChoice,
  CourseTestimonialsData,
  OwnPendingTestimonial,
  PublicTestimonial,
  TestimonialFormDefaults,
  TestimonialListPage,
} from "./types";

/** How many of their own pending testimonials a member is shown (a reminder, not an archive). */
const OWN_PENDING_LIMIT = 5;
/** A course page shows its newest few; the average counts them all. */
export const COURSE_TESTIMONIALS_LIMIT = 3;
/** The member's course select lists at most this many (their own courses are far fewer). */
export const COURSE_CHOICES_LIMIT = 500;

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

const approved = eq(testimonials.status, "approved");

/** What a public card shows, as read; `toPublicTestimonial` turns it into the page's language. */
const PUBLIC_COLUMNS = {
  id: testimonials.id,
  content: testimonials.content,
  content_en: testimonials.content_en,
  rating: testimonials.rating,
  created_at: testimonials.created_at,
  // The author's name only: their e-mail stays private on a public page.
  author: users.full_name,
  author_position: testimonials.author_position,
  author_company: testimonials.author_company,
  course_slug: courses.slug,
  course_title_fr: courses.title_fr,
  course_title_en: courses.title_en,
};

/** A row of PUBLIC_COLUMNS: the course's columns are NULL without a (published) course. */
type PublicRow = Pick<
  typeof testimonials.$inferSelect,
  "id" | "content" | "content_en" | "rating" | "created_at" | "author_position" | "author_company"
> & { author: string; course_slug: string | null; course_title_fr: string | null; course_title_en: string | null };

/**
 * Approved testimonials with their author and course, for a public page; the caller adds its
 * order and window. The course joins only when published: a draft's title and link stay private.
 */
export function selectPublicTestimonials<E extends Record<string, SQL.Aliased | SQL>>(extra: E, where?: SQL) {
  return db()
    .select({ ...PUBLIC_COLUMNS, ...extra })
    .from(testimonials)
    .innerJoin(users, eq(users.id, testimonials.user_id))
    .leftJoin(courses, and(eq(courses.id, testimonials.course_id), eq(courses.is_published, true)))
    .where(where ? and(approved, where) : approved)
    .orderBy(desc(testimonials.created_at), desc(testimonials.id))
    .$dynamic();
}

/** A row as the page in `lang` shows it: one text, the course titled in that language. */
export function toPublicTestimonial(row: PublicRow, lang: Lang): PublicTestimonial {
  const { text, lang: contentLang } = testimonialText(row, lang);
  return {
    id: row.id,
    content: text,
    content_lang: contentLang,
    rating: row.rating,
    created_at: iso(row.created_at),
    author: row.author,
    author_position: row.author_position,
    author_company: row.author_company,
    course:
      row.course_slug && row.course_title_fr !== null
        ? {
            slug: row.course_slug,
            title: pick({ title_fr: row.course_title_fr, title_en: row.course_title_en }, "title", lang),
          }
        : null,
  };
}

/** One page of approved testimonials, newest first (then id, so pages never overlap). A page past the end shows the last. */
export async function listApprovedTestimonials(input: { page: number; lang: Lang }): Promise<TestimonialListPage> {
  const size = TESTIMONIALS_PAGE_SIZE;
  // Every testimonial has its author (user_id is required, and deleted with them): no join to count.
  const { rows, ...paging } = await pageOf(selectPublicTestimonials({}), await countRows(testimonials, approved), {
    page: input.page,
    size,
  });
  return {
    testimonials: rows.map((row) => toPublicTestimonial(row, input.lang)),
    total: paging.total,
    page: paging.page,
    totalPages: paging.totalPages,
    size,
  };
}

/** The newest `limit` approved testimonials (the home page). */
export async function listLatestTestimonials(limit: number, lang: Lang): Promise<PublicTestimonial[]> {
  const rows = await selectPublicTestimonials({}).limit(limit);
  return rows.map((row) => toPublicTestimonial(row, lang));
}

/**
 * A course's newest approved testimonials and its average rating over all of them, in one
 * query: the window aggregates see every approved row of the course before the limit applies.
 * Remembered until the content version moves (shared: never changed by its callers).
 */
export function loadCourseTestimonials(courseId: string, lang: Lang): Promise<CourseTestimonialsData> {
  return cachedCourseTestimonials({ courseId, lang });
}

const cachedCourseTestimonials = cachedByContentVersionFor(
  ({ courseId, lang }: { courseId: string; lang: Lang }) => `${lang} ${courseId}`,
  ({ courseId, lang }) => readCourseTestimonials(courseId, lang),
  { ttlMs: Number.POSITIVE_INFINITY, max: 400 },
);

async function readCourseTestimonials(courseId: string, lang: Lang): Promise<CourseTestimonialsData> {
  const rows = await selectPublicTestimonials(
    {
      total: sql<number>`count(*) over ()`.mapWith(Number),
      average: sql<number>`round(avg(${testimonials.rating}) over (), 1)`.mapWith(Number),
    },
    eq(testimonials.course_id, courseId),
  ).limit(COURSE_TESTIMONIALS_LIMIT);
  return {
    testimonials: rows.map((row) => toPublicTestimonial(row, lang)),
    average: rows[0]?.average ?? null,
    count: rows[0]?.total ?? 0,
  };
}

/** The signed-in user's own testimonials still awaiting review, newest first. */
export async function listOwnPendingTestimonials(userId: string): Promise<OwnPendingTestimonial[]> {
  const rows = await db()
    .select({
      id: testimonials.id,
      content: testimonials.content,
      rating: testimonials.rating,
      created_at: testimonials.created_at,
    })
    .from(testimonials)
    .where(and(eq(testimonials.user_id, userId), eq(testimonials.status, "pending")))
    .orderBy(desc(testimonials.created_at), desc(testimonials.id))
    .limit(OWN_PENDING_LIMIT);
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

/**
 * The courses a member may name: the published courses they registered for (a cancelled
 * registration aside), else, when there is none, every published course. Titled and sorted in
 * their language (French order: PGlite's default is byte order).
 */
export async function listCourseChoices(userId: string, lang: Lang): Promise<CourseChoice[]> {
  const title = localized(courses.title_fr, courses.title_en, lang);
  const choices = (where?: SQL) =>
    db()
      .select({ id: courses.id, title })
      .from(courses)
      .where(where ? and(eq(courses.is_published, true), where) : eq(courses.is_published, true))
      .orderBy(sql`${title} collate "und-x-icu"`, courses.id)
      .limit(COURSE_CHOICES_LIMIT);
  const registered = db()
    .select({ id: course_sessions.course_id })
    .from(course_session_registrations)
    .innerJoin(course_sessions, eq(course_sessions.id, course_session_registrations.session_id))
    .where(and(eq(course_session_registrations.user_id, userId), ne(course_session_registrations.status, "cancelled")));
  const own = await choices(inArray(courses.id, registered));
  return own.length > 0 ? own : choices();
}

/** The member's form: the courses they may name, their role and company from their profile. */
export async function loadTestimonialFormDefaults(
  userId: string,
  lang: Lang,
  askedCourse: string | null,
): Promise<TestimonialFormDefaults> {
  const [[profile], choices] = await Promise.all([
    db().select({ position: users.position, company: users.company }).from(users).where(eq(users.id, userId)),
    listCourseChoices(userId, lang),
  ]);
  return {
    courses: choices,
    author_position: profile?.position ?? "",
    author_company: profile?.company ?? "",
    course_id: isUuid(askedCourse) && choices.some((choice) => choice.id === askedCourse) ? askedCourse : "",
  };
}

/** Testimonials one member may have awaiting review at once (50 were sent in 2 s). */
export const MAX_PENDING_PER_MEMBER = 3;

export type SubmitRefusal = "too_many_pending" | "course_not_allowed";

/**
 * Creates the user's testimonial as pending (status is never taken from the form), or says why
 * not: the member already has MAX_PENDING_PER_MEMBER awaiting review, or names a course their
 * form did not offer. The user's row is locked while counting, so simultaneous submissions
 * cannot pass the cap together.
 */
export async function submitTestimonial(
  userId: string,
  input: TestimonialInput,
): Promise<{ id: string; content: string; rating: number } | SubmitRefusal> {
  if (input.course_id) {
    const choices = await listCourseChoices(userId, "fr");
    if (!choices.some((choice) => choice.id === input.course_id)) return "course_not_allowed";
  }
  return inSavepoint(async () => {
    await db().select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ pending }] = await db()
      .select({ pending: count() })
      .from(testimonials)
      .where(and(eq(testimonials.user_id, userId), eq(testimonials.status, "pending")));
    if (pending >= MAX_PENDING_PER_MEMBER) return "too_many_pending" as const;
    const [row] = await db()
      .insert(testimonials)
      .values({
        user_id: userId,
        ...storedTexts(input),
        rating: input.rating,
        course_id: input.course_id,
        author_position: input.author_position,
        author_company: input.author_company,
        status: "pending",
      })
      .returning({ id: testimonials.id, content: testimonials.content, rating: testimonials.rating });
    return row;
  });
}
