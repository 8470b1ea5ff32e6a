// /admin/audit through its real loader: a write made through an admin action is listed with
// who, what and the changed fields; the filters (person, entity type, one entity, dates,
// search) and the pages work from the URL; entries past the retention are pruned.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log } from "#db/schema";
import { AUDIT_RETENTION, pruneAuditLog } from "~/admin/audit.server";
import { auditHistoryHref } from "~/admin/audit-schema";
import { loader } from "~/routes/admin/audit";
import { action as rolesAction } from "~/routes/admin/roles";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createCourse, createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

describe("the audit log", () => {
  useTestDatabase();

  type Listing = Awaited<ReturnType<typeof loader>>;

  let admin: { id: string; email: string; cookie: string };
  let other: { id: string; email: string; cookie: string };

  beforeAll(async () => {
    await seedReferenceData();
    const created = await createUser({ role: "admin", email: "audit-admin@example.com", fullName: "Alice Audit" });
    admin = { ...created, cookie: await sessionCookie(created) };
    const second = await createUser({ role: "admin", email: "audit-other@example.com", fullName: "Omar Other" });
    other = { ...second, cookie: await sessionCookie(second) };
  });

  const list = async (search = "") => {
    const answer = await callRoute<Listing>(loader, makeRequest(`/admin/audit${search}`, { cookie: admin.cookie }));
    expect(answer.status).toBe(200);
    return answer.data as Listing;
  };

  /** An entry written straight into the table, `daysAgo` days back. */
  async function entry(values: Partial<typeof audit_log.$inferInsert> & { daysAgo?: number }) {
    const { daysAgo = 0, ...rest } = values;
    const [row] = await db()
      .insert(audit_log)
      .values({
        actor_id: admin.id,
        actor_email: admin.email,
        action: "update",
        entity_type: "course",
        entity_id: crypto.randomUUID(),
        entity_label: "Some course",
        changes: {},
        created_at: sql`now() - ${sql.raw(`interval '${daysAgo} days'`)}`,
        ...rest,
      })
      .returning();
    return row;
  }

  describe("/admin/audit", () => {
    it("lists a write made through an admin action: who, what, the entity's link and its changes", async () => {
      const member = await createUser({ email: "audited-member@example.com", fullName: "Mia Member" });
      const answer = await callRoute(
        rolesAction,
        makeRequest("/admin/roles", { form: { intent: "role", id: member.id, role: "teacher" }, cookie: admin.cookie }),
      );
      expect(answer.status).toBe(200);

      const { list: page } = await list(`?entity=user&id=${member.id}`);
      expect(page.total).toBe(1);
      expect(page.entries[0]).toMatchObject({
        actor_email: "audit-admin@example.com",
        actor_name: "Alice Audit",
        action: "role_change",
        entity_type: "user",
        entity_id: member.id,
        entity_label: "Mia Member",
        href: "/admin/roles?q=audited-member%40example.com",
        changes: [{ field: "role", before: "member", after: "teacher" }],
      });
      // The editor's history link leads to exactly this list.
      expect(auditHistoryHref("user", member.id)).toBe(`/admin/audit?entity=user&id=${member.id}`);
    });

    it("links a course to its page while it exists, and nothing once it is gone", async () => {
      const course = await createCourse({ slug: "audited-course" });
      await entry({ entity_type: "course", entity_id: course.id, entity_label: "Audited course" });
      await entry({ entity_type: "course", entity_id: crypto.randomUUID(), entity_label: "Deleted course" });
      const { list: page } = await list("?q=audited+course");
      expect(page.entries.map((e) => e.href)).toEqual(["/formations/audited-course"]);
      expect((await list("?q=deleted+course")).list.entries[0].href).toBeNull();
    });

    it("filters by person, entity type, entity, dates and search, newest first, all from the URL", async () => {
      const id = crypto.randomUUID();
      const old = await entry({ entity_type: "service", entity_id: id, entity_label: "Filtered service", daysAgo: 40 });
      const recent = await entry({
        entity_type: "service",
        entity_id: id,
        entity_label: "Filtered service",
        daysAgo: 2,
      });
      const byOther = await entry({
        actor_id: other.id,
        actor_email: other.email,
        entity_type: "resource",
        entity_label: "Other's résumé",
        daysAgo: 1,
      });

      expect((await list(`?entity=service&id=${id}`)).list.entries.map((e) => e.id)).toEqual([recent.id, old.id]);
      expect((await list(`?actor=${other.id}`)).list.entries.map((e) => e.id)).toEqual([byOther.id]);
      expect((await list("?entity=resource&q=RESUME")).list.entries.map((e) => e.id)).toEqual([byOther.id]);
      expect((await list("?q=audit-other@")).list.entries.map((e) => e.id)).toEqual([byOther.id]);

      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      // Both bounds are whole days, included.
      expect((await list(`?id=${id}&from=${day(40)}&to=${day(40)}`)).list.entries.map((e) => e.id)).toEqual([old.id]);
      expect((await list(`?id=${id}&from=${day(3)}`)).list.entries.map((e) => e.id)).toEqual([recent.id]);
      expect((await list(`?id=${id}&to=${day(3)}`)).list.entries.map((e) => e.id)).toEqual([old.id]);

      // Malformed filters are ignored, never an error.
      const lenient = await list(`?id=${id}&actor=nope&from=2027-02-30&entity=DROP%20TABLE`);
      expect(lenient.params).toMatchObject({ actor: null, from: "", entity: null });
      expect(lenient.list.total).toBe(2);

      // The person filter offers the actors who have entries.
      const { actors } = await list();
      expect(actors.map((a) => a.email)).toEqual(expect.arrayContaining([admin.email, other.email]));
    });

    it("pages 10 entries by default, newest first; size and page come from the URL", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 23; i++) {
        ids.push((await entry({ entity_type: "page_test", entity_label: `Paged ${i}`, daysAgo: 100 - i })).id);
      }
      const newestFirst = ids.reverse();
      const first = await list("?entity=page_test");
      expect(first.list).toMatchObject({ total: 23, page: 1, totalPages: 3, size: 10 });
      expect(first.list.entries.map((e) => e.id)).toEqual(newestFirst.slice(0, 10));
      expect((await list("?entity=page_test&page=3")).list.entries.map((e) => e.id)).toEqual(newestFirst.slice(20));
      const big = await list("?entity=page_test&size=25&page=9");
      expect(big.list).toMatchObject({ page: 1, totalPages: 1, size: 25 });
      expect(big.list.entries).toHaveLength(23);
      expect((await list("?entity=page_test&size=7")).list.size).toBe(10);
    });
  });

  describe("pruning the audit log", () => {
    it(`deletes entries older than ${AUDIT_RETENTION}, in batches, and keeps the rest`, async () => {
      const ancient = await entry({ entity_type: "prune_test", daysAgo: 365 * 3 });
      const justPast = await entry({ entity_type: "prune_test", daysAgo: 2 * 365 + 5 });
      const keptOld = await entry({ entity_type: "prune_test", daysAgo: 2 * 365 - 5 });
      const yearOld = await entry({ entity_type: "prune_test", daysAgo: 366 });
      const fresh = await entry({ entity_type: "prune_test" });

      expect(await pruneAuditLog({ batchSize: 1 })).toBe(2);
      const left = await db()
        .select({ id: audit_log.id })
        .from(audit_log)
        .where(eq(audit_log.entity_type, "prune_test"));
      expect(left.map((row) => row.id).sort()).toEqual([keptOld.id, yearOld.id, fresh.id].sort());
      expect(left.map((row) => row.id)).not.toContain(ancient.id);
      expect(left.map((row) => row.id)).not.toContain(justPast.id);
      // Nothing more to do: a second pass (another process's) deletes nothing.
      expect(await pruneAuditLog()).toBe(0);
    });
  });
});
