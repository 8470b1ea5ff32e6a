// Quotas against scripted abuse: accounts per client, testimonials awaiting review per member.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testimonials, users } from "#db/schema";
import { action as registerAction } from "~/routes/public/register";
import { action as testimonialAction } from "~/routes/public/testimonials";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, sessionCookie } from "../factories";
import { routeArgs } from "../route";

type Answer = { data?: { formError?: string; ok?: boolean }; init?: ResponseInit };
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as Answer).init?.status ?? 200);

async function register(email: string, clientIp: string) {
  const request = makeRequest("/register", {
    form: { email, password: "a rather unusual passphrase 42", full_name: "Quota Test" },
  });
  return registerAction(await routeArgs(request, { clientIp }));
}

describe("quotas", () => {
  useTestDatabase();

  it("lets one client create five accounts an hour, and others theirs", async () => {
    for (let i = 0; i < 5; i++) expect(statusOf(await register(`bulk-${i}@example.com`, "203.0.113.7"))).toBe(302);
    const sixth = (await register("bulk-5@example.com", "203.0.113.7")) as Answer;
    expect(statusOf(sixth)).toBe(429);
    expect(sixth.data?.formError).toBe("errors.auth.too_many_signups");
    expect(await db().select().from(users).where(eq(users.email, "bulk-5@example.com"))).toEqual([]);
    expect(statusOf(await register("elsewhere@example.com", "203.0.113.8"))).toBe(302);
    // Refused forms (an address already taken) do not use the quota up.
    for (let i = 0; i < 6; i++) expect(statusOf(await register("elsewhere@example.com", "203.0.113.9"))).toBe(409);
    expect(statusOf(await register("fresh@example.com", "203.0.113.9"))).toBe(302);
  });

  it("keeps at most three testimonials of a member awaiting review, even sent together", async () => {
    const member = await createUser();
    const cookie = await sessionCookie(member);
    const send = async (i: number) =>
      testimonialAction(
        await routeArgs(
          makeRequest("/testimonials", { cookie, form: { content: `Très bonne formation ${i}`, rating: "5" } }),
        ),
      );
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i)));
    expect(answers.filter((a) => statusOf(a) === 200)).toHaveLength(3);
    const refused = answers.filter((a) => statusOf(a) === 429) as Answer[];
    expect(refused).toHaveLength(5);
    expect(refused[0].data?.formError).toBe("testimonials.error.too_many_pending");
    const pending = await db()
      .select()
      .from(testimonials)
      .where(and(eq(testimonials.user_id, member.id), eq(testimonials.status, "pending")));
    expect(pending).toHaveLength(3);
    // Once one is reviewed, the member may send another.
    await db().update(testimonials).set({ status: "approved" }).where(eq(testimonials.id, pending[0].id));
    expect(statusOf(await send(9))).toBe(200);
  });
});
