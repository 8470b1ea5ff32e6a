import { describe, expect, it } from "vitest";
import { checkPasswordRules, containsEmail, estimatePasswordStrength } from "./password-policy";

const email = "jean.dupont@example.com";

describe("password rules (shared by the browser and the server)", () => {
  it("counts characters, not UTF-16 units, for the minimum; 128 at most", () => {
    expect(checkPasswordRules("short12")).toBe("password_too_short");
    expect(checkPasswordRules("😀😀😀😀")).toBe("password_too_short");
    expect(checkPasswordRules("été à la mer")).toBeNull();
    expect(checkPasswordRules("x".repeat(64) + "y".repeat(64))).toBeNull();
    expect(checkPasswordRules("x".repeat(64) + "y".repeat(65))).toBe("password_too_long");
  });

  it("refuses spaces only and one repeated character", () => {
    expect(checkPasswordRules("        ")).toBe("password_blank");
    expect(checkPasswordRules(" \t \n    ")).toBe("password_blank");
    expect(checkPasswordRules("aaaaaaaa")).toBe("password_repeated");
    expect(checkPasswordRules("AAAAAAAAAAAA")).toBe("password_repeated");
    // No composition rules: lower-case letters and spaces are enough when long.
    expect(checkPasswordRules("aaaaaaab")).toBeNull();
  });

  it("refuses the e-mail, and passwords that are little more than its local part", () => {
    expect(checkPasswordRules(email, { email })).toBe("password_contains_email");
    expect(checkPasswordRules("JEAN.DUPONT@example.com!", { email })).toBe("password_contains_email");
    expect(checkPasswordRules("jean.dupont", { email })).toBe("password_contains_email");
    expect(checkPasswordRules("Jean.Dupont75", { email })).toBe("password_contains_email");
    expect(checkPasswordRules("jean.dupontjean.dupont", { email })).toBe("password_contains_email");
    // The local part plus eight characters of its own is allowed: "e2e-admin-password"
    // for admin@e2e.test, the end-to-end administrator.
    expect(checkPasswordRules("e2e-admin-password", { email: "admin@e2e.test" })).toBeNull();
    // Local parts shorter than four characters are too common to be a signal.
    expect(containsEmail("bob-12345", "bob@example.com")).toBe(false);
    expect(containsEmail("anything at all", undefined)).toBe(false);
    expect(containsEmail("not-an-address", "not-an-address")).toBe(false);
  });

  it("accepts a long passphrase", () => {
    expect(checkPasswordRules("le chat dort sur le canapé bleu", { email })).toBeNull();
  });
});

describe("strength estimate for the meter", () => {
  it("is empty for an empty field and weak when a rule is broken", () => {
    expect(estimatePasswordStrength("")).toBeNull();
    expect(estimatePasswordStrength("abc")).toBe("weak");
    expect(estimatePasswordStrength("jean.dupont2024", { email })).toBe("weak");
  });

  it("sees common words, look-alike digits, keyboard rows and sequences", () => {
    for (const password of ["12345678", "password", "P@ssw0rd2024", "Motdepasse2024!", "azertyuiop", "abcdefgh1"]) {
      expect(estimatePasswordStrength(password), password).toBe("weak");
    }
  });

  it("grows with length and variety", () => {
    expect(estimatePasswordStrength("Summer2024")).toBe("fair");
    expect(estimatePasswordStrength("correct horse battery staple")).toBe("strong");
    expect(estimatePasswordStrength("xK9#mP2qL!")).toBe("strong");
  });
});
