import { describe, expect, it } from "vitest";
import { handleLogin } from "~/auth/login.server";
import { signUp } from "~/server/auth.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { useTestDatabase } from "../db";

function loginRequest(email: string, password: string) {
  return new Request("http://localhost/login", {
    method: "POST",
    body: new URLSearchParams({ email, password, modal: "1" }),
  });
}

describe("rate limits stored in the database", () => {
  useTestDatabase();

  it("counts hits in a window and refuses beyond the limit", async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await hitRateLimit("test:key", 5, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[5].retryAfterMs).toBeGreaterThan(50_000);
    // Concurrent hits never lose a count.
    await Promise.all(Array.from({ length: 20 }, () => hitRateLimit("test:concurrent", 100, 60_000)));
    expect((await hitRateLimit("test:concurrent", 100, 60_000)).count).toBe(21);
  });

  it("starts a new window once the old one is over", async () => {
    expect((await hitRateLimit("test:short", 1, 50)).allowed).toBe(true);
    expect((await hitRateLimit("test:short", 1, 50)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect((await hitRateLimit("test:short", 1, 50)).allowed).toBe(true);
  });

  it("refuses the 11th sign-in attempt for an e-mail within 15 minutes, even with the right password", async () => {
    await signUp({ email: "target@example.com", password: "right-password", language: "fr" });
    for (let i = 0; i < 10; i++) {
      const response = await handleLogin(loginRequest("target@example.com", "wrong"), `10.0.0.${i}`);
      expect((response as { init: ResponseInit }).init?.status).toBe(401);
    }
    const blocked = (await handleLogin(
      loginRequest("target@example.com", "right-password"),
      "10.0.0.99",
    )) as unknown as {
      data: { formError: string; formErrorParams: { minutes: number } };
      init: ResponseInit;
    };
    expect(blocked.init.status).toBe(429);
    expect(blocked.data.formError).toBe("errors.auth.too_many_attempts");
    expect(blocked.data.formErrorParams.minutes).toBe(15);
  });
});
