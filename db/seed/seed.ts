// Start-up seeding: reference data always, the first admin account, and the
// demo content unless DEMO_CONTENT=false. Every step is idempotent.
import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { site_social_links, users } from "#db/schema";
import { checkPassword, PASSWORD_PROBLEMS } from "~/auth/password-policy.server";
import { signUp } from "~/server/auth.server";
import { db, inTransaction } from "~/server/db.server";
import { seedBase } from "./base";
import { seedDemoContent } from "./demo";

export type SeedOptions = {
  demo: boolean;
  today?: Date;
  adminEmail?: string;
  adminPassword?: string;
};

export type SeedResult = { createdAdmin?: { email: string; password?: string }; demoSeeded: boolean };

/**
 * A readable random password: 16 characters from an unambiguous alphabet, drawn again in
 * the (astronomically rare) case the password policy would refuse it for `email`.
 */
export function generatePassword(length = 16, email?: string): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  for (;;) {
    const bytes = randomBytes(length);
    const password = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
    if (!checkPassword(password, { email })) return password;
  }
}

/** A configured administrator password the policy refuses stops the start, saying why. */
export function assertAdminPassword(password: string, email: string | undefined) {
  const problem = checkPassword(password, { email });
  if (problem) {
    throw new Error(
      `ADMIN_PASSWORD is refused by the password policy: it is ${PASSWORD_PROBLEMS[problem]}. ` +
        "Choose a longer, unique passphrase (at least 8 characters, not a common password, not made from ADMIN_EMAIL).",
    );
  }
}

async function ensureAdmin(options: SeedOptions): Promise<SeedResult["createdAdmin"]> {
  if (options.adminEmail) {
    const email = options.adminEmail.trim().toLowerCase();
    const [existing] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (existing) return undefined;
    if (options.adminPassword) assertAdminPassword(options.adminPassword, email);
    const password = options.adminPassword ?? generatePassword(16, email);
    const id = await signUp({ email, password, fullName: "Administrator", language: "fr", emailVerified: true });
    await db().update(users).set({ role: "super_admin", email_verified: true }).where(eq(users.id, id));
    return { email, password: options.adminPassword ? undefined : password };
  }
  const [anyAdmin] = await db()
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ["admin", "super_admin"]))
    .limit(1);
  if (anyAdmin) return undefined;
  const email = "admin@formatio.local";
  const password = generatePassword(16, email);
  const id = await signUp({ email, password, fullName: "Administrateur", language: "fr", emailVerified: true });
  await db().update(users).set({ role: "super_admin", email_verified: true }).where(eq(users.id, id));
  return { email, password };
}

const DEMO_SOCIAL_LINKS = [
  { platform: "linkedin", url: "https://www.linkedin.com/company/formatio-demo" },
  { platform: "facebook", url: "https://www.facebook.com/formatio.demo" },
  { platform: "youtube", url: "https://www.youtube.com/@formatio-demo" },
  { platform: "instagram", url: "https://www.instagram.com/formatio.demo" },
] as const;

export async function seedDatabase(options: SeedOptions): Promise<SeedResult> {
  await inTransaction(() => seedBase(db()));
  const createdAdmin = await ensureAdmin(options);
  let demoSeeded = false;
  if (options.demo) {
    const result = await seedDemoContent(db(), { today: options.today ?? new Date() });
    demoSeeded = result.seeded;
    if (demoSeeded)
      await db()
        .insert(site_social_links)
        .values([...DEMO_SOCIAL_LINKS])
        .onConflictDoNothing();
  }
  return { createdAdmin, demoSeeded };
}
