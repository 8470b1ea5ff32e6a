// The admin action helper (app/admin/action.server.ts) with a real database: one answer per
// outcome, the service's write and its audit entry committed together or not at all, and
// the permission matrix deciding for staff roles when an action names a module.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { audit_log, permissions, translation_categories } from "#db/schema";
import { type AdminActionSpec, adminAction, intent } from "~/admin/action.server";
import { snapshot } from "~/admin/audit.server";
import { conflict, written } from "~/admin/write-result.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { countRows, createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

describe("the admin action helper", () => {
  useTestDatabase();

  let admin: { id: string; email: string; cookie: string };
  let teacherCookie: string;

  beforeAll(async () => {
    await seedReferenceData();
    const user = await createUser({ role: "admin" });
    admin = { ...user, cookie: await sessionCookie(user) };
    teacherCookie = await sessionCookie(await createUser({ role: "teacher" }));
  });

  const nameSchema = z.object({ name: z.string().trim().min(2, "errors.too_short"), password: z.string().optional() });

  /** A small screen's spec over translation_categories, with one intent per outcome. */
  function spec(module?: AdminActionSpec["module"]): AdminActionSpec {
    const insert = async (name: string) => {
      const [row] = await db().insert(translation_categories).values({ name }).returning();
      return row;
    };
    return {
      what: "category",
      module,
      messages: { save: "test.save", delete: "test.delete" },
      intents: {
        create: intent({
          schema: nameSchema,
          toast: "test.created",
          run: async ({ data }) => {
            const row = await insert(data.name);
            return written(
              { action: "create", entity: "category", id: row.id, label: row.name, after: { ...row, password: "x" } },
              { data: { id: row.id } },
            );
          },
        }),
        rename: intent({
          schema: nameSchema.extend({ id: z.string() }),
          toast: "test.renamed",
          redirect: "/admin/somewhere",
          run: async ({ data }) => {
            const before = await snapshot(translation_categories, data.id);
            await db()
              .update(translation_categories)
              .set({ name: data.name })
              .where(eq(translation_categories.id, data.id));
            const after = await snapshot(translation_categories, data.id);
            return written({ action: "update", entity: "category", id: data.id, before, after });
          },
        }),
        refuse: intent({
          schema: nameSchema,
          run: async ({ data }) => {
            await insert(data.name); // written, then refused: must not stay
            return conflict("test.conflict");
          },
        }),
        explode: intent({
          schema: nameSchema,
          run: async ({ data }) => {
            await insert(data.name);
            throw new Error("boom");
          },
        }),
        delete: intent({ run: async () => written(null) }),
      },
    };
  }

  const post = (form: Record<string, string>, cookie: string | undefined, module?: AdminActionSpec["module"]) =>
    callRoute<Record<string, unknown>>(
      (args: never) => adminAction(args, spec(module)),
      makeRequest("/admin/categories", { form, cookie }),
    );

  const names = async () => (await db().select().from(translation_categories)).map((row) => row.name);

  describe("adminAction", () => {
    it("commits the write with its audit entry: changed fields only, secrets left out, the actor named", async () => {
      const answer = await post({ intent: "create", name: "Marketing" }, admin.cookie);
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({
        ok: true,
        intent: "create",
        toast: "test.created",
        data: { id: expect.any(String) },
      });
      const [entry] = await db().select().from(audit_log).where(eq(audit_log.entity_label, "Marketing"));
      expect(entry).toMatchObject({
        actor_id: admin.id,
        actor_email: admin.email,
        action: "create",
        entity_type: "category",
      });
      expect(Object.keys(entry.changes).sort()).toEqual(["id", "name"]);
      expect(entry.changes.name).toEqual({ before: null, after: "Marketing" });
    });

    it("answers a redirect with its toast, and records only what changed", async () => {
      const [row] = await db().insert(translation_categories).values({ name: "Old name" }).returning();
      const answer = await post({ intent: "rename", id: row.id, name: "New name" }, admin.cookie);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/admin/somewhere");
      expect(answer.headers.get("set-cookie")).toContain("flash=");
      const [entry] = await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id));
      expect(entry.changes).toEqual({ name: { before: "Old name", after: "New name" } });
    });

    it("refuses invalid input with field errors and the values typed, without running the service", async () => {
      const before = await countRows(translation_categories);
      const answer = await post({ intent: "create", name: "x", password: "secret" }, admin.cookie);
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, intent: "create", errors: { name: "errors.too_short" } });
      const values = answer.data?.values as Record<string, string> | undefined;
      expect(values?.name).toBe("x");
      expect(values?.password).toBeUndefined();
      expect(await countRows(translation_categories)).toBe(before);
    });

    it("rolls back what a refused write had done, and records nothing", async () => {
      const audits = await countRows(audit_log);
      const answer = await post({ intent: "refuse", name: "Half written" }, admin.cookie);
      expect(answer.status).toBe(409);
      expect(answer.data).toMatchObject({ ok: false, formError: "test.conflict", values: { name: "Half written" } });
      expect(await names()).not.toContain("Half written");
      expect(await countRows(audit_log)).toBe(audits);
    });

    it("answers a write that throws with a 500 and the save message, keeping the values, writing nothing", async () => {
      const answer = await post({ intent: "explode", name: "Thrown" }, admin.cookie);
      expect(answer.status).toBe(500);
      expect(answer.data).toMatchObject({ ok: false, formError: "test.save", values: { name: "Thrown" } });
      expect(await names()).not.toContain("Thrown");
    });

    it("refuses an unknown or missing intent (400) and never runs anything", async () => {
      expect((await post({ intent: "drop", name: "Nope" }, admin.cookie)).status).toBe(400);
      expect((await post({ name: "Nope" }, admin.cookie)).status).toBe(400);
      expect(await names()).not.toContain("Nope");
    });

    it("admin-only by default: visitors 401, other roles 403", async () => {
      expect((await post({ intent: "create", name: "Visitor" }, undefined)).status).toBe(401);
      expect((await post({ intent: "create", name: "Teacher" }, teacherCookie)).status).toBe(403);
      expect(await names()).not.toContain("Teacher");
    });

    it("with a module, the permission matrix decides for other roles, flag by flag; missing rows allow nothing", async () => {
      await db().delete(permissions).where(eq(permissions.role, "teacher"));
      expect((await post({ intent: "create", name: "No row" }, teacherCookie, "courses")).status).toBe(403);
      await db().insert(permissions).values({
        role: "teacher",
        module: "courses",
        can_view: true,
        can_edit: true,
        can_create: false,
        can_delete: false,
      });
      expect((await post({ intent: "create", name: "Edit only" }, teacherCookie, "courses")).status).toBe(403);
      await db().update(permissions).set({ can_create: true }).where(eq(permissions.role, "teacher"));
      expect((await post({ intent: "create", name: "Allowed" }, teacherCookie, "courses")).status).toBe(200);
      expect((await post({ intent: "delete" }, teacherCookie, "courses")).status).toBe(403);
      expect(await names()).toContain("Allowed");
    });
  });
});
