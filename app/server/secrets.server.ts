// Secrets generated once and kept in the database, so every process of a
// deployment agrees on them without extra configuration.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { app_secrets } from "#db/schema";
import { db } from "~/server/db.server";

export async function getOrCreateSecret(name: string): Promise<string> {
  const fresh = randomBytes(32).toString("base64url");
  await db().insert(app_secrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db().select().from(app_secrets).where(eq(app_secrets.name, name));
  return row.value;
}
