// /admin/roles through its real loader and action: the list, an account created by an
// administrator (invitation in the outbox in the person's language, its link sets the
// password, the address then counts as proven), and every rule of roles, deactivation and
// deletion, with their audit entries.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, email_outbox, users } from "#db/schema";
import { resetPassword } from "~/auth/account-security.server";
import { action, loader } from "~/routes/admin/roles";
import { getSessionUser, signIn } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createUser, createUserProfile, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

describe("users and roles", () => {
  useTestDatabase();

  type Answer = { ok: boolean; errors?: Record<string, string>; formError?: string; data?: { id: string } };
  type Listing = Awaited<ReturnType<typeof loader>>;

  let admin: { id: string; email: string; cookie: string };
  let superAdmin: { id: string; email: string; cookie: string };

  async function signedIn(role: "admin" | "super_admin", email?: string) {
    const user = await createUser({ role, email });
    return { ...user, cookie: await sessionCookie(user) };
  }

  beforeAll(async () => {
    await seedReferenceData();
    admin = await signedIn("admin", "roles-admin@example.com");
    superAdmin = await signedIn("super_admin", "roles-super@example.com");
  });

  const post = (form: Record<string, string>, cookie = admin.cookie) =>
    callRoute<Answer>(action, makeRequest("/admin/roles", { form, cookie }));
  const list = async (search = "") =>
    (await callRoute<Listing>(loader, makeRequest(`/admin/roles${search}`, { cookie: admin.cookie }))).data as Listing;
  const userRow = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
  const isSignedIn = async (cookie: string) =>
    (await getSessionUser(new Request("http://localhost/", { headers: { cookie } }))) !== null;
  const canSignIn = (email: string, password: string) =>
    signIn({ email, password, request: new Request("http://localhost/login") }).then(
      () => true,
      () => false,
    );
  const auditOf = (id: string) => db().select().from(audit_log).where(eq(audit_log.entity_id, id));

  describe("/admin/roles", () => {
    it("lists users newest first, searched on e-mail and name, filtered by role", async () => {
      const older = await createUser({ email: "zoe-older@example.com", fullName: "Zoé Ancienne" });
      // Signed up an hour before the next one (set, not waited for).
      await db()
        .update(users)
        .set({ created_at: new Date(Date.now() - 3_600_000) })
        .where(eq(users.id, older.id));
      const newer = await createUser({ email: "zoe-newer@example.com", fullName: "Zoé Nouvelle", role: "teacher" });
      const found = await list("?q=zoe");
      expect(found.list.users.map((u) => u.id)).toEqual([newer.id, older.id]);
      expect((await list("?q=ANCIENNE")).list.users.map((u) => u.id)).toEqual([older.id]);
      expect((await list("?q=zoe&role=teacher")).list.users.map((u) => u.id)).toEqual([newer.id]);
      expect(found.list.size).toBe(10);
    });

    it("creates a user with an invitation in their language whose link sets their password", async () => {
      const answer = await post({
        intent: "create",
        email: " New.Person@Example.com ",
        full_name: "New Person",
        role: "teacher",
        language: "en",
      });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ ok: true, toast: "admin.roles.success.created" });
      const row = await userRow("new.person@example.com");
      expect(row).toMatchObject({ role: "teacher", language: "en", full_name: "New Person", email_verified: false });
      const [mail] = await db().select().from(email_outbox).where(eq(email_outbox.to, "new.person@example.com"));
      expect(mail.subject).toMatch(/account is ready/);
      const token = /\/reset-password\?token=([A-Za-z0-9_-]+)&lang=en/.exec(mail.text)?.[1];
      expect(token).toBeTruthy();
      expect(await canSignIn("new.person@example.com", "my own passphrase 123")).toBe(false);
      expect(await resetPassword(token as string, "my own passphrase 123")).toEqual({ ok: true });
      expect(await canSignIn("new.person@example.com", "my own passphrase 123")).toBe(true);
      expect((await userRow("new.person@example.com")).email_verified).toBe(true);
      const [entry] = await auditOf(row.id);
      expect(entry).toMatchObject({ action: "create", entity_type: "user", actor_id: admin.id });
    });

    it("refuses a taken address, a missing name, and super_admin from an admin", async () => {
      const taken = await post({
        intent: "create",
        email: admin.email,
        full_name: "X",
        role: "member",
        language: "fr",
      });
      expect(taken.status).toBe(400);
      expect(taken.data?.errors).toEqual({ email: "admin.roles.error.email_taken" });
      const noName = await post({
        intent: "create",
        email: "a@example.com",
        full_name: " ",
        role: "member",
        language: "fr",
      });
      expect(noName.data?.errors).toMatchObject({ full_name: "admin.roles.validation.name_required" });
      const escalate = await post({
        intent: "create",
        email: "b@example.com",
        full_name: "B",
        role: "super_admin",
        language: "fr",
      });
      expect(escalate.status).toBe(400);
      expect(escalate.data?.formError).toBe("admin.roles.error.cannot_assign_super_admin");
      expect(await userRow("b@example.com")).toBeUndefined();
      const bySuper = await post(
        { intent: "create", email: "b@example.com", full_name: "B", role: "super_admin", language: "fr" },
        superAdmin.cookie,
      );
      expect(bySuper.status).toBe(200);
    });

    it("changes roles; never a super_admin's; never the last administrator away", async () => {
      const member = await createUser();
      expect((await post({ intent: "role", id: member.id, role: "operator" })).status).toBe(200);
      expect((await db().select().from(users).where(eq(users.id, member.id)))[0].role).toBe("operator");
      const [entry] = await db()
        .select()
        .from(audit_log)
        .where(and(eq(audit_log.entity_id, member.id), eq(audit_log.action, "role_change")));
      expect(entry.changes).toEqual({ role: { before: "member", after: "operator" } });

      expect((await post({ intent: "role", id: member.id, role: "super_admin" })).data?.formError).toBe(
        "admin.roles.error.cannot_assign_super_admin",
      );
      const locked = await post({ intent: "role", id: superAdmin.id, role: "member" });
      expect(locked.status).toBe(403);
      expect(locked.data?.formError).toBe("admin.roles.error.super_admin_locked");

      // The only other administrators are super_admin (stays) and `admin`: demoting `admin`
      // leaves one, so it is allowed; demoting the super_admin is locked anyway.
      const second = await signedIn("admin");
      expect((await post({ intent: "role", id: second.id, role: "member" })).status).toBe(200);
    });

    it("gives a person a permission profile beside their role, lists it, takes it back", async () => {
      const profile = await createUserProfile({ name: "Gestion des sessions" });
      const archived = await createUserProfile({ name: "Ancien", is_active: false });
      const member = await createUser();
      expect((await post({ intent: "role", id: member.id, role: "member", profile_id: profile.id })).status).toBe(200);
      expect((await db().select().from(users).where(eq(users.id, member.id)))[0].profile_id).toBe(profile.id);
      const [entry] = await db()
        .select()
        .from(audit_log)
        .where(and(eq(audit_log.entity_id, member.id), eq(audit_log.action, "role_change")));
      expect(entry.changes).toEqual({ profile_id: { before: null, after: profile.id } });
      const listing = await list(`?q=${member.email}`);
      expect(listing.list.users[0]).toMatchObject({ profile_id: profile.id, profile_name: "Gestion des sessions" });
      expect(listing.profiles.map((choice) => choice.name)).toContain("Gestion des sessions");
      expect(listing.profiles.map((choice) => choice.name)).not.toContain("Ancien");

      const refused = await post({ intent: "role", id: member.id, role: "member", profile_id: archived.id });
      expect(refused.status).toBe(400);
      expect(refused.data?.errors?.profile_id).toBe("admin.roles.validation.profile_invalid");
      expect((await post({ intent: "role", id: member.id, role: "member", profile_id: "x" })).status).toBe(400);
      // A role change alone keeps the profile; an empty choice takes it away.
      expect((await post({ intent: "role", id: member.id, role: "operator" })).status).toBe(200);
      expect((await db().select().from(users).where(eq(users.id, member.id)))[0].profile_id).toBe(profile.id);
      expect((await post({ intent: "role", id: member.id, role: "operator", profile_id: "" })).status).toBe(200);
      expect((await db().select().from(users).where(eq(users.id, member.id)))[0].profile_id).toBeNull();
    });

    it("deactivating ends the person's sessions at once; reactivating lets them back; never oneself", async () => {
      const user = await createUser();
      const cookie = await sessionCookie(user);
      expect(await isSignedIn(cookie)).toBe(true);
      expect((await post({ intent: "deactivate", id: user.id })).status).toBe(200);
      expect(await isSignedIn(cookie)).toBe(false);
      expect(await canSignIn(user.email, user.password)).toBe(false);
      expect((await post({ intent: "reactivate", id: user.id })).status).toBe(200);
      expect(await canSignIn(user.email, user.password)).toBe(true);
      expect((await post({ intent: "deactivate", id: admin.id })).data?.formError).toBe(
        "admin.roles.error.cannot_deactivate_self",
      );
    });

    it("deletes only after the exact e-mail is typed; never oneself nor a super_admin", async () => {
      const user = await createUser({ email: "to-delete@example.com" });
      const wrong = await post({ intent: "delete", id: user.id, confirmation: "to-delete@example.org" });
      expect(wrong.status).toBe(400);
      expect(wrong.data?.errors).toEqual({ confirmation: "admin.roles.error.email_mismatch" });
      expect(await userRow("to-delete@example.com")).toBeDefined();
      const right = await post({ intent: "delete", id: user.id, confirmation: "to-delete@example.com" });
      expect(right.status).toBe(302);
      expect(right.location).toBe("/admin/roles");
      expect(await userRow("to-delete@example.com")).toBeUndefined();
      const [notice] = await db().select().from(email_outbox).where(eq(email_outbox.to, "to-delete@example.com"));
      expect(notice.text).toMatch(/administrateur/);
      expect((await auditOf(user.id)).map((e) => e.action)).toContain("delete");

      expect((await post({ intent: "delete", id: admin.id, confirmation: admin.email })).data?.formError).toBe(
        "admin.roles.error.cannot_delete_self",
      );
      expect((await post({ intent: "delete", id: superAdmin.id, confirmation: superAdmin.email })).status).toBe(403);
    });
  });

  describe("/admin/roles, the last administrator", () => {
    it("cannot be demoted, deactivated or deleted by another", async () => {
      // A fresh pair: `lone` is the only active administrator once the others are gone.
      await db().update(users).set({ is_active: false }).where(eq(users.role, "super_admin"));
      const others = await db().select().from(users).where(eq(users.role, "admin"));
      const lone = await signedIn("admin");
      for (const other of others) await db().update(users).set({ role: "member" }).where(eq(users.id, other.id));
      const helper = await signedIn("admin");
      // `helper` acts on `lone`: two admins, so the first demotion is fine…
      expect((await post({ intent: "role", id: lone.id, role: "member" }, helper.cookie)).status).toBe(200);
      // …and now `helper` is the last one: nobody can remove them (not even themself by role).
      const demoteSelf = await post({ intent: "role", id: helper.id, role: "member" }, helper.cookie);
      expect(demoteSelf.status).toBe(409);
      expect(demoteSelf.data?.formError).toBe("admin.roles.error.last_admin");
    });
  });
});
