import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { handleRegister } from "~/auth/login.server";
import { getSessionUser, requireRole, requireUser, signIn, signOut, signUp } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";

function requestWithCookies(headers: Headers, init?: RequestInit) {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Request("http://localhost/profile", { ...init, headers: { cookie } });
}

describe("auth", () => {
  useTestDatabase();

  it("signs up a member in French by default, signs in, reads the session, signs out", async () => {
    const id = await signUp({ email: "Marie@Example.com", password: "correct horse", language: "en" });
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row.role).toBe("member");
    expect(row.language).toBe("en");
    expect(row.email).toBe("marie@example.com");

    const headers = await signIn({
      email: "marie@example.com",
      password: "correct horse",
      request: new Request("http://localhost/login", { method: "POST" }),
    });
    const setCookie = headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/formatio\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    const request = requestWithCookies(headers);
    const user = await getSessionUser(request);
    expect(user?.email).toBe("marie@example.com");
    expect((await requireUser(request)).id).toBe(id);

    const outHeaders = await signOut(request);
    expect(outHeaders.getSetCookie().join()).toMatch(/formatio\.session_token=;/);
    expect(await getSessionUser(requestWithCookies(headers))).toBeNull();
  });

  it("maps errors to errors.auth keys", async () => {
    await signUp({ email: "dup@example.com", password: "password-1", language: "fr" });
    await expect(signUp({ email: "dup@example.com", password: "password-1", language: "fr" })).rejects.toMatchObject({
      key: "user_exists",
    });
    await expect(signUp({ email: "short@example.com", password: "abc", language: "fr" })).rejects.toMatchObject({
      key: "weak_password",
    });
    await expect(
      signIn({ email: "dup@example.com", password: "wrong-password", request: new Request("http://localhost/login") }),
    ).rejects.toMatchObject({ key: "invalid_credentials" });
  });

  it("refuses inactive users and enforces roles", async () => {
    const id = await signUp({ email: "teacher@example.com", password: "password-1", language: "fr" });
    const headers = await signIn({
      email: "teacher@example.com",
      password: "password-1",
      request: new Request("http://localhost/login"),
    });
    const request = requestWithCookies(headers, { method: "POST" });
    // A member posting to an admin action gets 403.
    await expect(requireRole(request, "admin", "super_admin")).rejects.toMatchObject({ status: 403 });
    // A visitor is sent to /login with the admin message.
    const visitor = new Request("http://localhost/admin/settings");
    const thrown = await requireRole(visitor, "admin").catch((r: Response) => r);
    expect((thrown as Response).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fadmin%2Fsettings&message=admin_required",
    );
    await db().update(users).set({ role: "admin" }).where(eq(users.id, id));
    expect((await requireRole(requestWithCookies(headers), "admin")).role).toBe("admin");

    await db().update(users).set({ is_active: false }).where(eq(users.id, id));
    expect(await getSessionUser(requestWithCookies(headers))).toBeNull();
    await expect(
      signIn({ email: "teacher@example.com", password: "password-1", request: new Request("http://localhost/login") }),
    ).rejects.toMatchObject({ key: "invalid_credentials" });
  });

  it("never lets a visitor set privileged fields when registering", async () => {
    const body = new URLSearchParams({
      email: "sneaky@example.com",
      password: "password-1",
      role: "super_admin",
      is_active: "false",
      language: "en",
    });
    const response = await handleRegister(new Request("http://localhost/register", { method: "POST", body }));
    expect((response as Response).headers.get("Location")).toBe("/login?registered=true");
    const [row] = await db().select().from(users).where(eq(users.email, "sneaky@example.com"));
    expect(row.role).toBe("member");
    expect(row.is_active).toBe(true);
    // The language comes from the page's language (French by default), not from the form.
    expect(row.language).toBe("fr");
  });
});
