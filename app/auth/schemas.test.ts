import { describe, expect, it } from "vitest";
import { parseForm } from "~/forms/validate";
import { loginSchema, registerSchema, safeRedirect } from "./schemas";

function form(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

describe("auth forms", () => {
  it("reports invalid e-mail and weak password with errors.auth keys and keeps typed values but passwords", () => {
    const result = parseForm(registerSchema, form({ email: "not-an-email", password: "short", full_name: "Ann" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ email: "errors.auth.invalid_email", password: "errors.auth.password_too_short" });
    expect(result.values).toEqual({ email: "not-an-email", full_name: "Ann" });
  });

  it("applies the password rules that need no word list, the e-mail's included", () => {
    const errorFor = (password: string, email = "marie.curie@example.com") => {
      const result = parseForm(registerSchema, form({ email, password }));
      return result.ok ? null : result.errors.password;
    };
    expect(errorFor("")).toBe("errors.auth.password_required");
    expect(errorFor("        ")).toBe("errors.auth.password_blank");
    expect(errorFor("aaaaaaaa")).toBe("errors.auth.password_repeated");
    expect(errorFor("marie.curie@example.com")).toBe("errors.auth.password_contains_email");
    expect(errorFor("Marie.Curie1")).toBe("errors.auth.password_contains_email");
    expect(errorFor("x".repeat(129))).toBe("errors.auth.password_too_long");
    // The list of common passwords is the server's: the form lets "password" through.
    expect(errorFor("password")).toBeNull();
    expect(errorFor("radium et polonium")).toBeNull();
  });

  it("requires both login fields", () => {
    const result = parseForm(loginSchema, form({ email: "", password: "" }));
    expect(result.ok ? {} : result.errors).toEqual({
      email: "errors.auth.email_required",
      password: "errors.auth.password_required",
    });
  });

  it("only redirects to local paths", () => {
    expect(safeRedirect("/formations?q=a")).toBe("/formations?q=a");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect(null, "/profile")).toBe("/profile");
  });
});
