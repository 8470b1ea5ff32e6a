import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { checkPassword, isCommonPassword, PASSWORD_PROBLEMS } from "./password-policy.server";

const email = "jean.dupont@example.com";

describe("checkPassword (the server's authority)", () => {
  it("refuses the passwords the issue names", () => {
    expect(checkPassword("12345678", { email })).toBe("password_common");
    expect(checkPassword("password", { email })).toBe("password_common");
    expect(checkPassword("        ", { email })).toBe("password_blank");
    expect(checkPassword("aaaaaaaa", { email })).toBe("password_repeated");
    expect(checkPassword(email, { email })).toBe("password_contains_email");
    expect(checkPassword("jean.dupont", { email })).toBe("password_contains_email");
  });

  it("looks common passwords up ignoring case, English and French alike", () => {
    for (const password of [
      "PASSWORD",
      "Password1",
      "iloveyou",
      "qwertyuiop",
      "azertyuiop",
      "motdepasse",
      "P@ssw0rd",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(checkPassword("Password1", { email })).toBe("password_common");
  });

  it("accepts a long passphrase and the fixtures' passwords", () => {
    expect(checkPassword("le chat dort sur le canapé bleu", { email })).toBeNull();
    expect(checkPassword("correct horse battery staple", { email })).toBeNull();
    expect(checkPassword("e2e-admin-password", { email: "admin@e2e.test" })).toBeNull();
    expect(checkPassword("test-password-1", { email: "user-1234abcd@example.com" })).toBeNull();
  });

  it("has a message in both languages for every key it answers, and for every meter level", () => {
    for (const messages of [fr, en]) {
      const auth: Record<string, string> = messages.errors.auth;
      for (const key of Object.keys(PASSWORD_PROBLEMS)) expect(auth[key], key).toBeTruthy();
      expect(Object.keys(messages.auth.password_strength).sort()).toEqual(["fair", "label", "strong", "weak"]);
    }
  });
});
