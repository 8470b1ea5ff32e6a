// Testimonial moderation in the back office: the list (content search and status
// filter in SQL, newest first, paged), the author choices, and the writes. Callers
// check the admin role first.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { testimonials, users } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { bulkIntent } from "~/admin/bulk.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { paginate } from "~/forms/list-params";
import { isUuid } from "~/forms/validate";
import { db } from "~/server/db.server";
import { searchAny } from "~/server/search.server";
import { type AdminTestimonialInput, type AdminTestimonialParams, adminTestimonialSchema } from "./admin-schema";
import type { AdminTestimonialPage, AuthorChoice } from "./types";

/** The author select lists at most this many users (by name); the spec gives no search there. */
export const AUTHOR_CHOICES_LIMIT = 500;

function filters(params: Pick<AdminTestimonialParams, "q" | "status">): SQL | undefined {
  const conditions: SQL[] = [];
  // Case- and accent-insensitive, as every search of the site.
  if (params.q) conditions.push(searchAny([testimonials.content], params.q));
  if (params.status) conditions.push(eq(testimonials.status, params.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAdminTestimonials(params: AdminTestimonialParams): Promise<AdminTestimonialPage> {
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
      rating: testimonials.rating,
      status: testimonials.status,
      created_at: testimonials.created_at,
      author_name: users.full_name,
      author_email: users.email,
    })
    .from(testimonials)
    .innerJoin(users, eq(users.id, testimonials.user_id))
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

/** The columns the editor sets (the date only when given: the form may leave it as it is). */
function testimonialValues(input: AdminTestimonialInput) {
  return {
    user_id: input.user_id,
    content: input.content,
    rating: input.rating,
    status: input.status,
    ...(input.created_at ? { created_at: input.created_at } : {}),
  };
}

export async function createAdminTestimonial(input: AdminTestimonialInput): Promise<WriteResult> {
  if (!(await userExists(input.user_id))) return unknownUser();
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
    check: async () => ((await userExists(input.user_id)) ? null : unknownUser()),
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
