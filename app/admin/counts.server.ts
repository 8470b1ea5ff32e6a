// The counts the back office's sidebar shows beside its links: work waiting for someone.
import { eq, sql } from "drizzle-orm";
import { email_outbox, messages, testimonials } from "#db/schema";
import type { AdminLink } from "~/admin/links";
import { db } from "~/server/db.server";

export type AdminCounts = Record<NonNullable<AdminLink["badge"]>, number>;

/** One round trip: three counts over indexed status columns. */
export async function adminCounts(): Promise<AdminCounts> {
  const count = (table: typeof messages | typeof testimonials | typeof email_outbox, status: string) =>
    sql<number>`(select count(*)::int from ${table} where ${eq(table.status, status)})`;
  const [row] = await db()
    .select({
      unread_messages: count(messages, "pending"),
      pending_testimonials: count(testimonials, "pending"),
      failed_emails: count(email_outbox, "failed"),
    })
    .from(sql`(select 1) as one`);
  return {
    unread_messages: Number(row.unread_messages),
    pending_testimonials: Number(row.pending_testimonials),
    failed_emails: Number(row.failed_emails),
  };
}
