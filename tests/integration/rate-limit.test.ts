import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rate_limits } from "#db/schema";
import { handleLogin, signInDelayMs } from "~/auth/login.server";
import { signUp } from "~/server/auth.server";
import { instantClock, setClock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { hitRateLimit, peekRateLimit } from "~/server/rate-limit.server";
import { useTestDatabase } from "../db";

function loginRequest(email: string, password: string) {
  return new Request("http://localhost/login", {
    method: "POST",
    body: new URLSearchParams({ email, password, modal: "1" }),
  });
}

describe("rate limits stored in the database", () => {
  useTestDatabase();
  // Slowed-down sign-ins wait on this clock, which counts the wait instead of waiting.
  let waited = instantClock();
  beforeEach(() => {
    waited = instantClock();
    setClock(waited);
  });
  afterEach(() => setClock());

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
    expect((await hitRateLimit("test:short", 1, 60_000)).allowed).toBe(true);
    expect((await hitRateLimit("test:short", 1, 60_000)).allowed).toBe(false);
    // The window began a minute ago (the database's clock decides, so the row is aged, not waited for).
    await db()
      .update(rate_limits)
      .set({ window_start: sql`${rate_limits.window_start} - interval '60 seconds'` })
      .where(eq(rate_limits.key, "test:short"));
    expect((await hitRateLimit("test:short", 1, 60_000)).allowed).toBe(true);
    expect((await hitRateLimit("test:short", 1, 60_000)).allowed).toBe(false);
  });

  type LoginAnswer = {
    data: { ok?: boolean; formError?: string; formErrorParams?: { count: number } };
    init: ResponseInit;
  };
  const login = async (email: string, password: string, ip: string) =>
    (await handleLogin(loginRequest(email, password), ip)) as unknown as LoginAnswer;

  it("never locks an owner out because of failures from other clients", async () => {
    await signUp({ email: "target@example.com", password: "right horse battery", language: "fr" });
    for (let i = 0; i < 12; i++) {
      expect((await login("target@example.com", "wrong", `10.0.0.${i}`)).init.status).toBe(401);
    }
    // The owner, from their own address, with the right password: slowed down, not locked out
    // (the 12th failure waited 250 ms, the owner's try 500 ms).
    const owner = await login("target@example.com", "right horse battery", "10.0.1.1");
    expect(owner.init?.status ?? 200).toBe(200);
    expect(owner.data.ok).toBe(true);
    expect(waited.slept).toBe(250 + 500);
  });

  it("stops one client after ten failures on one account, and only that client", async () => {
    await signUp({ email: "pair@example.com", password: "right horse battery", language: "fr" });
    for (let i = 0; i < 10; i++) {
      expect((await login("pair@example.com", "wrong", "10.0.2.1")).init.status).toBe(401);
    }
    const blocked = await login("pair@example.com", "right horse battery", "10.0.2.1");
    expect(blocked.init.status).toBe(429);
    expect(blocked.data.formError).toBe("errors.auth.too_many_attempts");
    expect(blocked.data.formErrorParams?.count).toBe(15);
    expect((await login("pair@example.com", "right horse battery", "10.0.2.2")).data.ok).toBe(true);
  });

  it("does not count successful sign-ins against an address shared by an office", async () => {
    await signUp({ email: "office@example.com", password: "right horse battery", language: "fr" });
    const officeCount = () => peekRateLimit("signin:fail-client:10.0.3.1", 15 * 60_000);
    for (let i = 0; i < 5; i++) {
      expect((await login("office@example.com", "right horse battery", "10.0.3.1")).data.ok).toBe(true);
    }
    // Each success gave back the hit it took: however many people sign in from the office, its
    // address never nears its limit (50).
    expect(await officeCount()).toBe(0);
    // Failures still count, per client: a right password after them still gets in.
    for (let i = 0; i < 5; i++) await login("office@example.com", "wrong", "10.0.3.1");
    expect(await officeCount()).toBe(5);
    expect((await login("office@example.com", "right horse battery", "10.0.3.1")).data.ok).toBe(true);
    expect(await officeCount()).toBe(5);
  });

  it("slows down, without locking, an account that fails from many places", () => {
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(10)).toBe(0);
    expect(signInDelayMs(11)).toBe(250);
    expect(signInDelayMs(1000)).toBe(5000);
  });
});
