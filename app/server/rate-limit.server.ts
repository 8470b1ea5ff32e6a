// Fixed-window rate limits stored in the database, so every app process
// shares the same counters (an in-memory limiter would multiply the limit by
// the number of processes).
import { eq, sql } from "drizzle-orm";
import { rate_limits } from "#db/schema";
import { db } from "~/server/db.server";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterMs: number };

/** Counts one hit on `key` and says whether it is within `limit` per `windowMs`. */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const interval = sql.raw(`interval '${Math.max(1, Math.floor(windowMs))} milliseconds'`);
  const expired = sql`${rate_limits.window_start} <= now() - ${interval}`;
  const [row] = await db()
    .insert(rate_limits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rate_limits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rate_limits.count} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${rate_limits.window_start} end`,
      },
    })
    .returning({
      count: rate_limits.count,
      remainingMs: sql<number>`greatest(0, extract(epoch from (${rate_limits.window_start} + ${interval} - now())) * 1000)`,
    });
  const allowed = row.count <= limit;
  return { allowed, count: row.count, retryAfterMs: allowed ? 0 : Math.ceil(Number(row.remainingMs)) };
}

export async function clearRateLimit(key: string) {
  await db().delete(rate_limits).where(eq(rate_limits.key, key));
}

/**
 * Takes back one hit on `key` (never below zero): for limits that count failures only,
 * hit first (so concurrent attempts cannot all slip under the limit) and release on success.
 */
export async function releaseRateLimit(key: string) {
  await db()
    .update(rate_limits)
    .set({ count: sql`greatest(${rate_limits.count} - 1, 0)` })
    .where(eq(rate_limits.key, key));
}

/** The current count of `key` in its window, without counting a hit. */
export async function peekRateLimit(key: string, windowMs: number): Promise<number> {
  const interval = sql.raw(`interval '${Math.max(1, Math.floor(windowMs))} milliseconds'`);
  const [row] = await db()
    .select({ count: rate_limits.count })
    .from(rate_limits)
    .where(sql`${rate_limits.key} = ${key} and ${rate_limits.window_start} > now() - ${interval}`);
  return row?.count ?? 0;
}
