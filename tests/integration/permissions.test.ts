// /admin/permissions through its real loader and action, and what the matrix changes: the
// spec's toggle rules applied on save, one audit entry per changed cell, and a staff role
// gaining (then losing) the right to edit courses through the course page's editor.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, permissions, user_profiles } from "#db/schema";
import { getMatrix } from "~/permissions/permissions.server";
import { action, loader } from "~/routes/admin/permissions";
import { action as profilesAction } from "~/routes/admin/profiles";
import { action as courseAction, loader as courseLoader } from "~/routes/public/course";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createCourse, createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

describe("permissions and profiles", () => {
  useTestDatabase();

  let adminCookie: string;
  let teacherCookie: string;

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    teacherCookie = await sessionCookie(await createUser({ role: "teacher" }));
  });

  /** The whole matrix as the form posts it: every ticked box named, the others absent. */
  async function matrixForm(change: (form: Record<string, string>) => void) {
    const matrix = await getMatrix();
    const form: Record<string, string> = { intent: "save" };
    for (const [role, modules] of Object.entries(matrix)) {
      for (const [module, flags] of Object.entries(modules)) {
        for (const [flag, on] of Object.entries(flags)) if (on) form[`matrix.${role}.${module}.${flag}`] = "on";
      }
    }
    change(form);
    return form;
  }

  const save = async (change: (form: Record<string, string>) => void) =>
    callRoute<{ ok: boolean }>(
      action,
      makeRequest("/admin/permissions", { form: await matrixForm(change), cookie: adminCookie }),
    );

  const row = async (role: "teacher" | "member", module: "courses" | "sessions") =>
    (
      await db()
        .select()
        .from(permissions)
        .where(and(eq(permissions.role, role), eq(permissions.module, module)))
    )[0];

  describe("/admin/permissions", () => {
    it("shows every role but super_admin × the 12 modules, missing rows all off", async () => {
      await db().delete(permissions).where(eq(permissions.role, "member"));
      const { data } = await callRoute<Awaited<ReturnType<typeof loader>>>(
        loader,
        makeRequest("/admin/permissions", { cookie: adminCookie }),
      );
      expect(Object.keys(data?.matrix ?? {})).toEqual([
        "member",
        "client",
        "teacher",
        "moderator",
        "operator",
        "admin",
      ]);
      expect(Object.keys(data?.matrix?.member ?? {})).toHaveLength(12);
      expect(data?.matrix?.member.courses).toEqual({
        can_view: false,
        can_create: false,
        can_edit: false,
        can_delete: false,
      });
    });

    it("saves with one upsert, turning view on under a write flag, and audits each changed cell", async () => {
      const answer = await save((form) => {
        form["matrix.teacher.courses.can_edit"] = "on";
        delete form["matrix.teacher.courses.can_view"];
      });
      expect(answer.status).toBe(200);
      expect(await row("teacher", "courses")).toMatchObject({ can_view: true, can_edit: true, can_create: false });
      // Every role × module has its row now (missing ones were inserted all off).
      expect((await db().select().from(permissions)).length).toBeGreaterThanOrEqual(42);
      const entries = await db().select().from(audit_log).where(eq(audit_log.entity_id, "teacher:courses"));
      expect(entries.at(-1)?.changes).toEqual({ can_edit: { before: false, after: true } });
    });

    it("a staff role's flags change what it may do on the course page, flag by flag", async () => {
      const course = await createCourse({ title_fr: "Cours ouvert", title_en: "Open course" });
      const page = async () =>
        (
          await callRoute<{ rights: Record<string, boolean> }>(
            courseLoader,
            makeRequest(`/formations/${course.slug}`, { cookie: teacherCookie }),
            {
              params: { slug: course.slug },
            },
          )
        ).data?.rights;
      const post = (form: Record<string, string>) =>
        callRoute(courseAction, makeRequest(`/formations/${course.slug}`, { form, cookie: teacherCookie }), {
          params: { slug: course.slug },
        });

      // Edit on (previous test): the editor shows, a delete is still refused.
      expect(await page()).toMatchObject({ edit: true, delete: false });
      expect((await post({ intent: "delete" })).status).toBe(403);
      // Off again: refused before the request is even read.
      await save((form) => {
        delete form["matrix.teacher.courses.can_edit"];
      });
      expect(await page()).toMatchObject({ edit: false, any: false });
      const request = makeRequest(`/formations/${course.slug}`, { form: { intent: "update" }, cookie: teacherCookie });
      expect((await callRoute(courseAction, request, { params: { slug: course.slug } })).status).toBe(403);
      expect(request.bodyUsed).toBe(false);
    });
  });

  describe("/admin/profiles", () => {
    const post = (form: Record<string, string>) =>
      callRoute<{ ok: boolean; errors?: Record<string, string> }>(
        profilesAction,
        makeRequest("/admin/profiles", { form, cookie: adminCookie }),
      );
    const stored = async (name: string) =>
      (await db().select().from(user_profiles).where(eq(user_profiles.name, name)))[0];

    it("requires a name, keeping what was typed", async () => {
      const answer = await post({ intent: "create", name: "  ", description: "Typed" });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({
        errors: { name: "admin.profiles.validation.name_required" },
        values: { description: "Typed" },
      });
    });

    it("creates, edits and deletes a profile; its flags follow the toggle rules; each write is audited", async () => {
      const created = await post({
        intent: "create",
        name: "Coordinateur",
        description: "Sessions et formations",
        "permissions.sessions.can_edit": "on",
        "permissions.courses.can_view": "on",
        is_active: "on",
      });
      expect(created.status).toBe(200);
      const row = await stored("Coordinateur");
      expect(row.is_active).toBe(true);
      const sessions = row.permissions.find((p) => p.module === "sessions");
      // Edit without view is not a thing: view came with it.
      expect(sessions).toMatchObject({ can_view: true, can_edit: true, can_create: false });
      expect(row.permissions).toHaveLength(12);

      const edited = await post({ intent: "update", id: row.id, name: "Coordinatrice" });
      expect(edited.status).toBe(200);
      const after = await stored("Coordinatrice");
      expect(after.is_active).toBe(false);
      expect(after.permissions.every((p) => !p.can_view)).toBe(true);

      const removed = await post({ intent: "delete", id: row.id });
      expect(removed.status).toBe(302);
      expect(await stored("Coordinatrice")).toBeUndefined();
      const actions = (await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id))).map((e) => e.action);
      expect(actions.sort()).toEqual(["create", "delete", "update"]);
    });
  });
});
