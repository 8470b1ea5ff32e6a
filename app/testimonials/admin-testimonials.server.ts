// Testimonial moderation in the back office: the list (content search and status
// filter in SQL, newest first, paged), the author choices, and the writes. Callers
// check the admin role first.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { courses, testimonials, users } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { bulkIntent } from "~/admin/bulk.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { paginate } from "~/forms/list-params";
import { isUuid } from "~/forms/validate";
import { localized } from "~/i18n/localized.server";
import type { Lang } from "~/i18n/messages";
import { db } from "~/server/db.server";
import { searchAny } from "~/server/search.server";
import { type AdminTestimonialInput, type AdminTestimonialParams, adminTestimonialSchema } from "./admin-schema";
import type { AdminTestimonialPage, AuthorChoice, CourseChoice } from "./types";

/** The author select lists at most this many users (by name); the spec gives no search there. */
export const AUTHOR_CHOICES_LIMIT = 500;
/** The course select, likewise (a testimonial's own course is kept when beyond it). */
export const COURSE_CHOICES_LIMIT = 500;

function filters(params: Pick<AdminTestimonialParams, "q" | "status">): SQL | undefined {
  const conditions: SQL[] = [];
  // Case- and accent-insensitive, as every search of the site.
  if (params.q) conditions.push(searchAny([testimonials.content, testimonials.content_en], params.q));
  if (params.status) conditions.push(eq(testimonials.status, params.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAdminTestimonials(params: AdminTestimonialParams, lang: Lang): Promise<AdminTestimonialPage> {
  const where = filters(params);
  const [{ total }] = await db().select({ total: sql<number>`count(*)::int` }).from(testimonials).where(where);
  const count = Number(total);
  // A page past the end (an old link, a last item deleted) shows the last page.
  const { page, totalPages, offset } = paginate(count, params.page, params.size);
  if (count === 0) return { testimonials: [], total: 0, page, totalPages, size: params.size };
  const rows = await db()
    .select({
      id: testimonials.id,
      user_id: testimonials.user_id,
      content: testimonials.content,
      content_en: testimonials.content_en,
      course_id: testimonials.course_id,
      course_title: localized(courses.title_fr, courses.title_en, lang),
      course_slug: courses.slug,
      author_position: testimonials.author_position,
      author_company: testimonials.author_company,
      rating: testimonials.rating,
      status: testimonials.status,
      created_at: testimonials.created_at,
      author_name: users.full_name,
      author_email: users.email,
    })
    .from(testimonials)
    .innerJoin(users, eq(users.id, testimonials.user_id))
    .leftJoin(courses, eq(courses.id, testimonials.course_id))
    .where(where)
    .orderBy(desc(testimonials.created_at), desc(testimonials.id))
    .limit(params.size)
    .offset(offset);
  return {
    testimonials: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    total: count,
    page,
    totalPages,
    size: params.size,
  };
}

/** Users for the author select: full name, else e-mail; ordered by name. */
export async function listAuthorChoices(): Promise<AuthorChoice[]> {
  const rows = await db()
    .select({ id: users.id, full_name: users.full_name, email: users.email })
    .from(users)
    .orderBy(asc(users.full_name), asc(users.email))
    .limit(AUTHOR_CHOICES_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.full_name ? `${row.full_name} (${row.email})` : row.email }));
}

/** Every course, drafts included, for the course select: titled in the admin's language, in French order. */
export async function listTestimonialCourseChoices(lang: Lang): Promise<CourseChoice[]> {
  const title = localized(courses.title_fr, courses.title_en, lang);
  return db()
    .select({ id: courses.id, title })
    .from(courses)
    .orderBy(sql`${title} collate "und-x-icu"`, asc(courses.id))
    .limit(COURSE_CHOICES_LIMIT);
}

async function courseExists(id: string | null): Promise<boolean> {
  if (id === null) return true;
  const [row] = await db().select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return Boolean(row);
}

async function userExists(id: string): Promise<boolean> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

const E = "admin.testimonials.error";

/** The testimonial as the audit log records it, with its author's label. */
async function auditLabel(userId: unknown): Promise<string> {
  if (!isUuid(userId)) return "";
  const [row] = await db()
    .select({ full_name: users.full_name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? row.full_name || row.email : "";
}

const unknownUser = () => invalid({ user_id: "admin.testimonials.validation.user_required" });
const unknownCourse = () => invalid({ course_id: "admin.testimonials.validation.course_invalid" });

/** The author and course the form names still exist (either may have been deleted meanwhile). */
async function checkReferences(input: AdminTestimonialInput): Promise<WriteResult | null> {
  if (!(await userExists(input.user_id))) return unknownUser();
  if (!(await courseExists(input.course_id))) return unknownCourse();
  return null;
}

/** The columns the editor sets (the date only when given: the form may leave it as it is). */
function testimonialValues(input: AdminTestimonialInput) {
  return {
    user_id: input.user_id,
    content: input.content,
    content_en: input.content_en,
    course_id: input.course_id,
    author_position: input.author_position,
    author_company: input.author_company,
    rating: input.rating,
    status: input.status,
    ...(input.created_at ? { created_at: input.created_at } : {}),
  };
}

export async function createAdminTestimonial(input: AdminTestimonialInput): Promise<WriteResult> {
  const refused = await checkReferences(input);
  if (refused) return refused;
  return written(
    await auditedInsert(testimonials, testimonialValues(input), {
      entity: "testimonial",
      label: await auditLabel(input.user_id),
    }),
  );
}

export async function updateAdminTestimonial(id: string, input: AdminTestimonialInput): Promise<WriteResult> {
  return auditedUpdate(testimonials, id, {
    entity: "testimonial",
    label: () => auditLabel(input.user_id),
    missing: notFound(`${E}.save`),
    check: () => checkReferences(input),
    write: testimonialValues(input),
  });
}

/**
 * Approve or reject from the list: only a pending testimonial moves (the buttons show
 * only on pending ones), so two moderators acting at once cannot undo each other.
 */
export async function moderateTestimonial(id: string, status: "approved" | "rejected"): Promise<WriteResult> {
  if (!isUuid(id)) return conflict(`${E}.update`);
  const updated = await db()
    .update(testimonials)
    .set({ status })
    .where(and(eq(testimonials.id, id), eq(testimonials.status, "pending")))
    .returning({ id: testimonials.id, user_id: testimonials.user_id });
  if (!updated.length) return conflict(`${E}.update`);
  return written({
    action: status === "approved" ? "approve" : "reject",
    entity: "testimonial",
    id,
    label: await auditLabel(updated[0].user_id),
    before: { status: "pending" },
    after: { status },
  });
}

export async function deleteAdminTestimonial(id: string): Promise<WriteResult> {
  return auditedDelete(testimonials, id, {
    entity: "testimonial",
    label: (before) => auditLabel(before.user_id),
    missing: notFound(`${E}.delete`),
  });
}

/** The id a list row's form names (create has none). */
const rowId = (formData: FormData) => String(formData.get("id") ?? "");

/**
 * The moderation screen's writes. `back` is the list as it was (search, filter, page): the
 * list-row intents go back there with their toast; the editor's saves answer its fetcher.
 */
export function testimonialActions(back: string): AdminActionSpec {
  return {
    what: "testimonial",
    messages: screenMessages(E),
    intents: {
      ...crudIntents({
        schema: adminTestimonialSchema,
        toasts: {
          create: "admin.testimonials.success.created",
          update: "admin.testimonials.success.updated",
          delete: "admin.testimonials.success.delete",
        },
        create: createAdminTestimonial,
        update: updateAdminTestimonial,
        delete: deleteAdminTestimonial,
        deleteRedirect: back,
      }),
      approve: intent({
        toast: "admin.testimonials.success.approved",
        redirect: back,
        run: ({ formData }) => moderateTestimonial(rowId(formData), "approved"),
      }),
      reject: intent({
        toast: "admin.testimonials.success.rejected",
        redirect: back,
        run: ({ formData }) => moderateTestimonial(rowId(formData), "rejected"),
      }),
      // Pending ones only, as from a row: the others are counted as left as they were.
      "bulk-approve": bulkIntent({
        toast: "admin.testimonials.bulk.approved",
        each: (id) => moderateTestimonial(id, "approved"),
      }),
      "bulk-reject": bulkIntent({
        toast: "admin.testimonials.bulk.rejected",
        each: (id) => moderateTestimonial(id, "rejected"),
      }),
    },
  };
}
