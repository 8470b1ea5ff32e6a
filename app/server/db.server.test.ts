import { describe, expect, it } from "vitest";
import { isUniqueViolation, Refusal, refuse } from "~/server/db.server";

describe("isUniqueViolation", () => {
  const driverError = {
    code: "23505",
    constraint: "courses_slug_unique",
    message: 'duplicate key value violates unique constraint "courses_slug_unique"',
  };

  it("reads the driver error Drizzle wraps in cause", () => {
    const wrapped = Object.assign(new Error("Failed query"), { cause: driverError });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, "courses_slug_unique")).toBe(true);
    expect(isUniqueViolation(wrapped, "pages_slug_unique")).toBe(false);
  });

  it("matches the constraint by its quoted name when the driver leaves it unset", () => {
    const { constraint: _, ...unnamed } = driverError;
    expect(isUniqueViolation(unnamed, "courses_slug_unique")).toBe(true);
    expect(isUniqueViolation(unnamed, "courses_slug")).toBe(false);
  });

  it("is false for other errors, non-objects and cyclic causes", () => {
    const cyclic: { code: string; cause?: unknown } = { code: "23503" };
    cyclic.cause = cyclic;
    expect(isUniqueViolation(cyclic)).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});

describe("refuse", () => {
  it("carries its result in a Refusal", () => {
    const error = refuse({ kind: "not_found" });
    expect(error).toBeInstanceOf(Refusal);
    expect(error.result).toEqual({ kind: "not_found" });
  });
});
