// Secrets generated once and kept in the database, so every process of a
// deployment agrees on them without extra configuration.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { app_secrets } from "#db/schema";
import { db } from "~/server/db.server";

export async function getOrCreateSecret(name: string): Promise<string> {
  const fresh = randomBytes(32).toString("base64url");
  await db().insert(app_secrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db().select().from(app_secrets).where(eq(app_secrets.name, name));
  return row.value;
}

/** HMAC-SHA256 of `text` under `key`, base64url: the proof in signed links and codes. */
export const hmacOf = (key: string, text: string) => createHmac("sha256", key).update(text).digest("base64url");

/** Compares two proofs in constant time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
