// /admin/testimonials through the real route loader and action: who may see and
// write, the list (content search, status filter, newest first, page sizes),
// approve/reject only from pending, add/edit/delete with the form's rules, and
// the public page showing a testimonial only once it is approved.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "#db/schema";
import { action, loader } from "~/routes/admin/testimonials";
import { loader as publicLoader } from "~/routes/public/testimonials";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createTestimonial, createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { routeArgs } from "../route";

type Answer = { data?: { ok?: boolean; errors?: Record<string, string>; formError?: string }; init?: ResponseInit };
type ListData = Awaited<ReturnType<typeof loader>>;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function run(promise: Promise<unknown>): Promise<Answer | Response> {
  try {
    return (await promise) as Answer | Response;
  } catch (thrown) {
    return thrown as Answer | Response;
  }
}

function statusOf(answer: Answer | Response | unknown): number | undefined {
  if (answer instanceof Response) return answer.status;
  return (answer as Answer).init?.status ?? 200;
}

async function list(search: string, cookie?: string) {
  return run(loader(await routeArgs(makeRequest(`/admin/testimonials${search}`, { cookie }))));
}

async function post(form: Record<string, string>, cookie?: string, search = "") {
  return run(action(await routeArgs(makeRequest(`/admin/testimonials${search}`, { form, cookie }))));
}

async function row(id: string) {
  const [found] = await db().select().from(testimonials).where(eq(testimonials.id, id));
  return found;
}

async function publicContents(): Promise<string[]> {
  const page = (await publicLoader(await routeArgs(makeRequest("/testimonials")))) as {
    list: { testimonials: { content: string }[] };
  };
  return page.list.testimonials.map((t) => t.content);
}

describe("back office: testimonials", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";
  let author: { id: string; email: string };
  let pendingId = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    const member = await createUser({ fullName: "Camille Membre" });
    memberCookie = await sessionCookie(member);
    author = member;
    const rows = await db()
      .insert(testimonials)
      .values([
        { user_id: author.id, content: "Formation très claire", rating: 5, status: "approved", created_at: daysAgo(3) },
        { user_id: author.id, content: "Un formateur patient", rating: 4, status: "pending", created_at: daysAgo(1) },
        { user_id: author.id, content: "Pas pour moi", rating: 2, status: "rejected", created_at: daysAgo(2) },
        ...Array.from({ length: 11 }, (_, i) => ({
          user_id: author.id,
          content: `Lot ${i}`,
          status: "approved" as const,
          created_at: daysAgo(10 + i),
        })),
      ])
      .returning();
    pendingId = rows[1].id;
  });

  it("sends visitors to sign in and members away; refuses their writes with 401/403 and writes nothing", async () => {
    const visitor = await list("");
    expect(visitor).toBeInstanceOf(Response);
    expect((visitor as Response).headers.get("location")).toMatch(/^\/login/);
    const member = await list("", memberCookie);
    expect(member).toBeInstanceOf(Response);
    expect((member as Response).headers.get("location")).toBe("/");
    for (const intent of ["approve", "reject", "delete"]) {
      expect(statusOf(await post({ intent, id: pendingId }))).toBe(401);
      expect(statusOf(await post({ intent, id: pendingId }, memberCookie))).toBe(403);
    }
    expect(statusOf(await post({ intent: "create", user_id: author.id, content: "Faux" }, memberCookie))).toBe(403);
    expect((await row(pendingId)).status).toBe("pending");
  });

  it("lists newest first, 10 per page by default, with the author; searches content and filters by status", async () => {
    const first = (await list("", adminCookie)) as ListData;
    expect(first.list).toMatchObject({ total: 14, page: 1, totalPages: 2, size: 10 });
    expect(first.list.testimonials[0]).toMatchObject({
      content: "Un formateur patient",
      status: "pending",
      author_name: "Camille Membre",
      author_email: author.email,
    });
    const dates = first.list.testimonials.map((t) => t.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bigger = (await list("?size=25", adminCookie)) as ListData;
    expect(bigger.list).toMatchObject({ total: 14, totalPages: 1, size: 25 });
    expect(((await list("?size=7", adminCookie)) as ListData).list.size).toBe(10);

    const search = (await list("?q=FORMATEUR", adminCookie)) as ListData;
    expect(search.list.testimonials.map((t) => t.content)).toEqual(["Un formateur patient"]);
    const accents = (await list("?q=tres%20claire", adminCookie)) as ListData;
    expect(accents.list.testimonials.map((t) => t.content)).toEqual(["Formation très claire"]);
    const rejected = (await list("?status=rejected", adminCookie)) as ListData;
    expect(rejected.list.testimonials.map((t) => t.content)).toEqual(["Pas pour moi"]);
    expect(((await list("?status=nonsense", adminCookie)) as ListData).params.status).toBeNull();
    expect(((await list("?q=%25", adminCookie)) as ListData).list.total).toBe(0);
  });

  it("approves a pending testimonial, which then appears publicly; a second decision is refused", async () => {
    expect(await publicContents()).not.toContain("Un formateur patient");
    const approved = await post({ intent: "approve", id: pendingId }, adminCookie, "?status=pending");
    expect(approved).toBeInstanceOf(Response);
    expect((approved as Response).status).toBe(302);
    expect((approved as Response).headers.get("location")).toBe("/admin/testimonials?status=pending");
    expect((await row(pendingId)).status).toBe("approved");
    expect(await publicContents()).toContain("Un formateur patient");

    const again = await post({ intent: "reject", id: pendingId }, adminCookie);
    expect(statusOf(again)).toBe(409);
    expect((again as Answer).data?.formError).toBe("admin.testimonials.error.update");
    expect((await row(pendingId)).status).toBe("approved");
    expect(statusOf(await post({ intent: "approve", id: "not-a-uuid" }, adminCookie))).toBe(409);
  });

  it("adds and edits with the form's rules (author, content, 1–5 stars, status, date), keeping what was typed", async () => {
    const bad = await post(
      { intent: "create", user_id: "", content: "  ", rating: "9", status: "archived", created_at: "hier" },
      adminCookie,
    );
    expect(statusOf(bad)).toBe(400);
    expect((bad as Answer).data?.errors).toEqual({
      user_id: "admin.testimonials.validation.user_required",
      content: "admin.testimonials.validation.content_required",
      rating: "admin.testimonials.validation.rating_invalid",
      status: "admin.testimonials.validation.status_invalid",
      created_at: "admin.testimonials.validation.date_invalid",
    });
    const unknown = await post({ intent: "create", user_id: randomUUID(), content: "Ok" }, adminCookie);
    expect((unknown as Answer).data?.errors).toEqual({ user_id: "admin.testimonials.validation.user_required" });

    const created = await post(
      { intent: "create", user_id: author.id, content: "Ajouté par l'équipe", created_at: "2026-03-14T09:30" },
      adminCookie,
    );
    expect(created).toMatchObject({ data: { ok: true, intent: "create" }, init: { status: 200 } });
    const [added] = await db().select().from(testimonials).where(eq(testimonials.content, "Ajouté par l'équipe"));
    // Defaults: five stars, pending; the date as typed (UTC).
    expect(added).toMatchObject({ rating: 5, status: "pending", user_id: author.id });
    expect(added.created_at.toISOString()).toBe("2026-03-14T09:30:00.000Z");

    const edited = await post(
      { intent: "update", id: added.id, user_id: author.id, content: "Modifié", rating: "3", status: "rejected" },
      adminCookie,
    );
    expect(edited).toMatchObject({ data: { ok: true, intent: "update" }, init: { status: 200 } });
    expect(await row(added.id)).toMatchObject({ content: "Modifié", rating: 3, status: "rejected" });
    // No date typed: the stored one stays.
    expect((await row(added.id)).created_at.toISOString()).toBe("2026-03-14T09:30:00.000Z");
    const missing = await post({ intent: "update", id: randomUUID(), user_id: author.id, content: "x" }, adminCookie);
    expect(statusOf(missing)).toBe(404);
  });

  it("deletes a testimonial", async () => {
    const target = await createTestimonial({ user_id: author.id, content: "À supprimer" });
    const deleted = await post({ intent: "delete", id: target.id }, adminCookie);
    expect((deleted as Response).status).toBe(302);
    expect(await row(target.id)).toBeUndefined();
    expect(statusOf(await post({ intent: "delete", id: target.id }, adminCookie))).toBe(404);
    expect(statusOf(await post({ intent: "archive", id: target.id }, adminCookie))).toBe(400);
  });
});
