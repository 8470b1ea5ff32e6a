// Test data factories shared by integration tests (and e2e set-up through the
// same services): every row a test needs, with sensible defaults.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  course_categories,
  course_formats,
  course_languages,
  course_levels,
  course_locations,
  course_sessions,
  course_target_audiences,
  courses,
  type Role,
  users,
} from "#db/schema";
import { seedBase } from "#db/seed/base";
import { signIn, signUp } from "~/server/auth.server";
import { db } from "~/server/db.server";

/** Reference data (lookups, settings, translations) as a real start would create it. */
export async function seedReferenceData() {
  await db().transaction(async (tx) => seedBase(tx));
}

export async function lookups() {
  const [category] = await db().select().from(course_categories).orderBy(course_categories.display_order).limit(1);
  const [level] = await db().select().from(course_levels).orderBy(course_levels.level_order).limit(1);
  const [format] = await db().select().from(course_formats).limit(1);
  const [language] = await db().select().from(course_languages).where(eq(course_languages.code, "fr"));
  const [audience] = await db().select().from(course_target_audiences).limit(1);
  return { category, level, format, language, audience };
}

/**
 * A user who can sign in (better-auth account), with the given role. Their address is
 * verified unless `emailVerified: false` (then the sign-up's verification e-mail is queued).
 */
export async function createUser(
  options: {
    role?: Role;
    email?: string;
    password?: string;
    fullName?: string;
    language?: "fr" | "en";
    emailVerified?: boolean;
  } = {},
) {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? "test-password-1";
  const id = await signUp({
    email,
    password,
    fullName: options.fullName ?? "Test User",
    language: options.language ?? "fr",
    emailVerified: options.emailVerified ?? true,
  });
  if (options.role && options.role !== "member") {
    await db().update(users).set({ role: options.role }).where(eq(users.id, id));
  }
  return { id, email, password };
}

/** A Cookie header value for a signed-in user, to build requests to loaders and actions. */
export async function sessionCookie(user: { email: string; password: string }): Promise<string> {
  const headers = await signIn({
    email: user.email,
    password: user.password,
    request: new Request("http://localhost/login"),
  });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A request as a browser would send it (same origin), optionally signed in. */
export function makeRequest(
  path: string,
  options: { method?: string; cookie?: string; form?: Record<string, string | string[]> } = {},
): Request {
  const headers = new Headers({ origin: "http://localhost" });
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: URLSearchParams | undefined;
  if (options.form) {
    body = new URLSearchParams();
    for (const [k, v] of Object.entries(options.form)) for (const item of [v].flat()) body.append(k, item);
  }
  return new Request(`http://localhost${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
}

export async function createTeacher(fullName = "Claire Formatrice") {
  const [row] = await db()
    .insert(users)
    .values({ email: `teacher-${randomUUID().slice(0, 8)}@example.com`, full_name: fullName, role: "teacher" })
    .returning();
  return row;
}

export async function createCourse(values: Partial<typeof courses.$inferInsert> = {}) {
  const { category, level, format, language, audience } = await lookups();
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db()
    .insert(courses)
    .values({
      slug: `course-${suffix}`,
      reference: `ATP-TST-${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`,
      title_fr: `Formation ${suffix}`,
      title_en: `Course ${suffix}`,
      description_fr: "<p>Description</p>",
      description_en: "<p>Description</p>",
      duration_hours: 14,
      price: "1200.00",
      is_published: true,
      category_id: category?.id,
      level_id: level?.id,
      format_id: format?.id,
      language_id: language?.id,
      target_audience_id: audience?.id,
      ...values,
    })
    .returning();
  return row;
}

export async function createLocation(values: Partial<typeof course_locations.$inferInsert> = {}) {
  const [row] = await db()
    .insert(course_locations)
    .values({ name: "Centre Paris", address: "18 rue de la Paix", city: "Paris", country: "France", ...values })
    .returning();
  return row;
}

/** ISO date `days` from today. */
export function daysFromNow(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function createSession(values: Partial<typeof course_sessions.$inferInsert> & { course_id: string }) {
  const [row] = await db()
    .insert(course_sessions)
    .values({
      start_date: daysFromNow(30),
      end_date: daysFromNow(31),
      start_time: "09:00",
      end_time: "17:00",
      ...values,
    })
    .returning();
  return row;
}

export async function countRows(table: PgTable) {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}
