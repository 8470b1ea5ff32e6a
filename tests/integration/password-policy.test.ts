// The password policy where passwords are set: the sign-up form through its route action,
// better-auth's own endpoints (sign-up, reset, change), the start's ADMIN_PASSWORD.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { seedDatabase } from "#db/seed/seed";
import { action as registerAction } from "~/routes/public/register";
import { getAuth, signIn, signUp } from "~/server/auth.server";
import { parseConfig } from "~/server/config.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { routeArgs } from "../route";

type Answer = { data: { errors?: Record<string, string>; values?: Record<string, string> }; init?: ResponseInit };

async function register(email: string, password: string) {
  const body = new URLSearchParams({ email, password, full_name: "Camille" });
  return registerAction(await routeArgs(new Request("http://localhost/register", { method: "POST", body })));
}

async function userCount(email: string) {
  return (await db().select({ id: users.id }).from(users).where(eq(users.email, email))).length;
}

/** The code better-auth's APIError carries, or what was thrown when it is something else. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return String((error as { body?: { code?: string } }).body?.code ?? error);
  }
  return "accepted";
}

describe("password policy", () => {
  useTestDatabase();

  it.each([
    ["12345678", "errors.auth.password_common"],
    ["password", "errors.auth.password_common"],
    ["        ", "errors.auth.password_blank"],
    ["camille.martin@example.com", "errors.auth.password_contains_email"],
    ["camille.martin", "errors.auth.password_contains_email"],
  ])("the sign-up form refuses %j with a field error on password, and creates no user", async (password, key) => {
    const email = "camille.martin@example.com";
    const answer = (await register(email, password)) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors).toEqual({ password: key });
    // The e-mail is redisplayed, the password never.
    expect(answer.data.values).toEqual({ email, full_name: "Camille" });
    expect(await userCount(email)).toBe(0);
  });

  it("the sign-up form accepts a long passphrase", async () => {
    const response = (await register("camille.martin@example.com", "le chat dort sur le canapé bleu")) as Response;
    expect(response.headers.get("Location")).toBe("/login?registered=true");
    expect(await userCount("camille.martin@example.com")).toBe(1);
  });

  it("signUp answers the policy's key, whoever calls it", async () => {
    await expect(
      signUp({ email: "Some.One@example.com", password: "Password1", language: "fr" }),
    ).rejects.toMatchObject({ key: "password_common" });
    await expect(
      signUp({ email: "Some.One@example.com", password: "some.one-2024", language: "fr" }),
    ).rejects.toMatchObject({ key: "password_contains_email" });
    expect(await userCount("some.one@example.com")).toBe(0);
  });

  it("better-auth's own sign-up, reset and change endpoints refuse weak passwords too", async () => {
    const auth = await getAuth();
    expect(
      await refusal(auth.api.signUpEmail({ body: { email: "direct@example.com", password: "iloveyou", name: "" } })),
    ).toBe("PASSWORD_COMMON");
    expect(await userCount("direct@example.com")).toBe(0);

    const email = "dominique.leroy@example.com";
    const id = await signUp({ email, password: "premier mot de passe", language: "fr" });

    // Reset: the account is found through the token, so its e-mail counts as well.
    const context = await auth.$context;
    const token = randomUUID();
    const expiresAt = new Date(Date.now() + 60_000);
    await context.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: id,
      expiresAt,
    });
    const reset = (newPassword: string) => auth.api.resetPassword({ body: { newPassword, token } });
    expect(await refusal(reset("12345678"))).toBe("PASSWORD_COMMON");
    expect(await refusal(reset("aaaaaaaaaa"))).toBe("PASSWORD_REPEATED");
    expect(await refusal(reset("dominique.leroy!"))).toBe("PASSWORD_CONTAINS_EMAIL");
    expect(await refusal(reset("second mot de passe"))).toBe("accepted");

    // Change: the signed-in account's e-mail counts.
    const headers = await signIn({ email, password: "second mot de passe", request: new Request("http://x/login") });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const change = (newPassword: string) =>
      auth.api.changePassword({
        headers: new Headers({ cookie }),
        body: { currentPassword: "second mot de passe", newPassword },
      });
    expect(await refusal(change("password1"))).toBe("PASSWORD_COMMON");
    expect(await refusal(change("Dominique.Leroy"))).toBe("PASSWORD_CONTAINS_EMAIL");
    expect(await refusal(change("troisième mot de passe"))).toBe("accepted");
  });

  it("an ADMIN_PASSWORD the policy refuses stops the start, saying why", async () => {
    const env = { ADMIN_EMAIL: "boss@example.com" };
    expect(() => parseConfig({ ...env, ADMIN_PASSWORD: "password123" })).toThrow(
      /ADMIN_PASSWORD: the password policy refuses it: it is in the list of common or breached passwords/,
    );
    expect(() => parseConfig({ ...env, ADMIN_PASSWORD: "boss2024" })).toThrow(/made from the account's e-mail/);
    expect(() => parseConfig({ ...env, ADMIN_PASSWORD: "short" })).toThrow(/shorter than 8 characters/);
    expect(parseConfig({ ADMIN_EMAIL: "admin@e2e.test", ADMIN_PASSWORD: "e2e-admin-password" }).ADMIN_PASSWORD).toBe(
      "e2e-admin-password",
    );
    await expect(
      seedDatabase({ demo: false, adminEmail: "boss@example.com", adminPassword: "12345678" }),
    ).rejects.toThrow(/ADMIN_PASSWORD is refused by the password policy/);
    expect(await userCount("boss@example.com")).toBe(0);
  });
});
