// The counts the back office's sidebar shows beside its links: work waiting for someone.
import { eq, type SQL, sql } from "drizzle-orm";
import { email_outbox, messages, testimonials } from "#db/schema";
import type { AdminLink } from "~/admin/links";
import { db } from "~/server/db.server";

export type AdminCounts = Record<NonNullable<AdminLink["badge"]>, number>;

/** One round trip: three counts over indexed status columns. */
export async function adminCounts(): Promise<AdminCounts> {
  const count = (table: typeof messages | typeof testimonials | typeof email_outbox, where: SQL) =>
    sql<number>`(select count(*)::int from ${table} where ${where})`;
  const [row] = await db()
    .select({
      // A message is unread until an admin opens it (pending → read).
      unread_messages: count(messages, eq(messages.status, "pending")),
      pending_testimonials: count(testimonials, eq(testimonials.status, "pending")),
      failed_emails: count(email_outbox, eq(email_outbox.status, "failed")),
    })
    .from(sql`(select 1) as one`);
  return {
    unread_messages: Number(row.unread_messages),
    pending_testimonials: Number(row.pending_testimonials),
    failed_emails: Number(row.failed_emails),
  };
}
