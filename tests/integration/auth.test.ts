import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { action as registerAction } from "~/routes/public/register";
import { getSessionUser, signIn, signOut, signUp } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { requireRole, requireUser } from "~/server/viewer.server";
import { useTestDatabase } from "../db";
import { routeArgs, routeContext } from "../route";

/** What a guard threw (a redirect or an error Response), or undefined when it let through. */
function thrownBy(guard: () => unknown): Response | undefined {
  try {
    guard();
    return undefined;
  } catch (thrown) {
    return thrown as Response;
  }
}

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
    expect(requireUser(await routeContext(request)).id).toBe(id);

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
      key: "password_too_short",
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
    const memberContext = await routeContext(request);
    expect(thrownBy(() => requireRole(memberContext, "admin", "super_admin"))?.status).toBe(403);
    // A visitor is sent to /login with the admin message, and comes back to the page with its query.
    const visitor = await routeContext(new Request("http://localhost/admin/settings?tab=seo"));
    expect(thrownBy(() => requireRole(visitor, "admin"))?.headers.get("Location")).toBe(
      "/login?redirectTo=%2Fadmin%2Fsettings%3Ftab%3Dseo&message=admin_required",
    );
    await db().update(users).set({ role: "admin" }).where(eq(users.id, id));
    expect(requireRole(await routeContext(requestWithCookies(headers)), "admin").role).toBe("admin");

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
    const response = await registerAction(
      await routeArgs(new Request("http://localhost/register", { method: "POST", body })),
    );
    expect((response as Response).headers.get("Location")).toBe("/login?registered=true");
    const [row] = await db().select().from(users).where(eq(users.email, "sneaky@example.com"));
    expect(row.role).toBe("member");
    expect(row.is_active).toBe(true);
    // The language comes from the page's language (French by default), not from the form.
    expect(row.language).toBe("fr");
  });
});
