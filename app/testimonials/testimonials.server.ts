// Testimonials: the approved ones shown publicly (newest first, paged in SQL) and the
// submission by a signed-in user, always created pending (moderation is in the back office).
import { and, count, desc, eq } from "drizzle-orm";
import { testimonials, users } from "#db/schema";
import { db, inSavepoint } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { TESTIMONIALS_PAGE_SIZE, type TestimonialInput } from "./schema";
import type { OwnPendingTestimonial, TestimonialListPage } from "./types";

/** How many of their own pending testimonials a member is shown (a reminder, not an archive). */
const OWN_PENDING_LIMIT = 5;

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** One page of approved testimonials, newest first (then id, so pages never overlap). A page past the end shows the last. */
export async function listApprovedTestimonials(input: { page: number }): Promise<TestimonialListPage> {
  const size = TESTIMONIALS_PAGE_SIZE;
  const approved = eq(testimonials.status, "approved");
  const query = db()
    .select({
      id: testimonials.id,
      content: testimonials.content,
      rating: testimonials.rating,
      created_at: testimonials.created_at,
      // The author's name only: their e-mail stays private on a public page.
      author: users.full_name,
    })
    .from(testimonials)
    .innerJoin(users, eq(users.id, testimonials.user_id))
    .where(approved)
    .orderBy(desc(testimonials.created_at), desc(testimonials.id))
    .$dynamic();
  // Every testimonial has its author (user_id is required, and deleted with them): no join to count.
  const { rows, ...paging } = await pageOf(query, await countRows(testimonials, approved), { page: input.page, size });
  return {
    testimonials: rows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    total: paging.total,
    page: paging.page,
    totalPages: paging.totalPages,
    size,
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

/** Testimonials one member may have awaiting review at once (50 were sent in 2 s). */
export const MAX_PENDING_PER_MEMBER = 3;

/**
 * Creates the user's testimonial as pending (status is never taken from the form), or
 * null when the member already has MAX_PENDING_PER_MEMBER awaiting review. The user's row
 * is locked while counting, so simultaneous submissions cannot pass the cap together.
 */
export async function submitTestimonial(userId: string, input: TestimonialInput) {
  return inSavepoint(async () => {
    await db().select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ pending }] = await db()
      .select({ pending: count() })
      .from(testimonials)
      .where(and(eq(testimonials.user_id, userId), eq(testimonials.status, "pending")));
    if (pending >= MAX_PENDING_PER_MEMBER) return null;
    const [row] = await db()
      .insert(testimonials)
      .values({ user_id: userId, content: input.content, rating: input.rating, status: "pending" })
      .returning({ id: testimonials.id, content: testimonials.content, rating: testimonials.rating });
    return row;
  });
}
