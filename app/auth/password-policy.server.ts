// The server's password check: the shared rules (~/auth/password-policy) and a list of
// common and breached passwords, which stays here so the browser never downloads it.
import { dictionary } from "@zxcvbn-ts/language-common";
import {
  checkPasswordRules,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordContext,
  type PasswordRuleKey,
} from "~/auth/password-policy";

export type PasswordErrorKey = PasswordRuleKey | "password_common";

let common: Set<string> | undefined;

// The zxcvbn-ts "passwords-common" list (~49,000 passwords from breach corpora, most
// used first). Entries shorter than the minimum are refused by length already.
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary["passwords-common"].map((p) => p.toLowerCase()).filter((p) => [...p].length >= MIN_PASSWORD_LENGTH),
  );
  return common;
}

/** Whether the password, ignoring case, is in the list of common and breached passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * The one check every place that sets a password calls (sign-up, reset, change, the
 * seeded administrator): null when the password is acceptable, otherwise the key under
 * `errors.auth.` saying why not. Pass the account's e-mail whenever it is known.
 */
export function checkPassword(password: string, context: PasswordContext = {}): PasswordErrorKey | null {
  return checkPasswordRules(password, context) ?? (isCommonPassword(password) ? "password_common" : null);
}

/** For operators (configuration errors, logs): what each key means, in English. */
export const PASSWORD_PROBLEMS: Record<PasswordErrorKey, string> = {
  password_too_short: `shorter than ${MIN_PASSWORD_LENGTH} characters`,
  password_too_long: `longer than ${MAX_PASSWORD_LENGTH} characters`,
  password_blank: "only spaces",
  password_repeated: "a single character repeated",
  password_contains_email: "made from the account's e-mail address",
  password_common: "in the list of common or breached passwords",
};
