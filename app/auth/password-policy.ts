// The password rules that need no word list (OWASP ASVS 5 / NIST SP 800-63B: length,
// no composition rules, nothing derived from the account), shared by the browser and
// the server, and the strength estimate of the sign-up form's meter. The list of common
// and breached passwords is server-only: ~/auth/password-policy.server.ts.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** What is wrong with a password, as the key under `errors.auth.` that explains it. */
export type PasswordRuleKey =
  | "password_too_short"
  | "password_too_long"
  | "password_blank"
  | "password_repeated"
  | "password_contains_email";

export type PasswordContext = { email?: string | null };

/**
 * The first rule a password breaks, or null. The minimum counts characters (code points,
 * so "ééééé" is five); the maximum counts UTF-16 units, as better-auth does.
 */
export function checkPasswordRules(password: string, context: PasswordContext = {}): PasswordRuleKey | null {
  if (password.length > MAX_PASSWORD_LENGTH) return "password_too_long";
  const characters = [...password];
  if (characters.length < MIN_PASSWORD_LENGTH) return "password_too_short";
  if (password.trim() === "") return "password_blank";
  if (characters.every((c) => c === characters[0])) return "password_repeated";
  if (containsEmail(password, context.email)) return "password_contains_email";
  return null;
}

/**
 * The whole address is never allowed in the password. Its local part (when ≥ 4
 * characters) is, only if what remains once it is taken out is itself long enough:
 * "marie2024" for marie@example.com is refused, "e2e-admin-password" for admin@e2e.test
 * is not — a guesser who knows the address gains the local part and nothing else.
 */
export function containsEmail(password: string, email: string | null | undefined): boolean {
  const address = email?.trim().toLowerCase() ?? "";
  const at = address.lastIndexOf("@");
  if (at < 1) return false;
  const lower = password.toLowerCase();
  if (lower.includes(address)) return true;
  const local = address.slice(0, at);
  if ([...local].length < 4 || !lower.includes(local)) return false;
  return [...lower.split(local).join("")].length < MIN_PASSWORD_LENGTH;
}

// ---------------------------------------------------------------- strength meter

export type PasswordStrength = "weak" | "fair" | "strong";

// A few words that start most guessed passwords, in English and French, so the meter
// does not call "Motdepasse2024" strong. The full list stays on the server.
const COMMON_WORDS = [
  "password",
  "motdepasse",
  "passwort",
  "qwerty",
  "azerty",
  "qwertz",
  "iloveyou",
  "jetaime",
  "bonjour",
  "soleil",
  "welcome",
  "bienvenue",
  "admin",
  "letmein",
  "football",
  "sunshine",
  "princess",
  "dragon",
  "monkey",
  "shadow",
  "master",
  "superman",
  "baseball",
  "chocolat",
  "formatio",
  "secret",
];

// Keyboard rows (QWERTY and AZERTY): four or more neighbouring keys count as one word.
const KEYBOARD_ROWS = ["qwertyuiop", "azertyuiop", "asdfghjkl", "qsdfghjklm", "zxcvbnm", "wxcvbn"];

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

// Bits a recognised word is worth to a guesser: a rank within a few thousand.
const WORD_BITS = 12;

function keyboardRuns(lower: string): string[] {
  const runs: string[] = [];
  for (const row of KEYBOARD_ROWS) {
    for (let length = row.length; length >= 4; length--) {
      for (let start = 0; start + length <= row.length; start++) {
        const run = row.slice(start, start + length);
        if (lower.includes(run)) runs.push(run);
      }
    }
  }
  return runs;
}

/** How many different characters each kind present in the password brings. */
function poolSize(password: string): number {
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/\d/.test(password)) pool += 10;
  if (/[!-/:-@[-`{-~]/.test(password)) pool += 33;
  if (/\s/.test(password)) pool += 1;
  if ([...password].some((c) => (c.codePointAt(0) ?? 0) > 0x7f)) pool += 100;
  return Math.max(pool, 1);
}

/**
 * A rough guess count in bits: characters times the bits of their pool, where a
 * recognised word or keyboard run counts as one guess among a few thousand and a
 * character that repeats or continues a sequence ("aaa", "abc", "987") counts a quarter.
 */
export function estimatePasswordBits(password: string): number {
  const characters = [...password.toLowerCase()];
  // Words are looked for with look-alike digits read as letters ("p@ssw0rd");
  // sequences, in the characters as typed ("1234").
  const readable = characters.map((c) => LEET[c] ?? c);
  const text = readable.join("");
  const inWord = characters.map(() => false);
  let words = 0;
  const candidates = [...COMMON_WORDS, ...keyboardRuns(text)].sort((a, b) => b.length - a.length);
  for (const word of candidates) {
    const length = [...word].length;
    for (let start = 0; start + length <= readable.length; start++) {
      if (inWord.slice(start, start + length).some(Boolean)) continue;
      if (readable.slice(start, start + length).join("") !== word) continue;
      inWord.fill(true, start, start + length);
      words += 1;
    }
  }
  let counted = 0;
  let previous: number | undefined;
  let previousStep: number | undefined;
  characters.forEach((c, index) => {
    if (inWord[index]) {
      previous = undefined;
      previousStep = undefined;
      return;
    }
    const code = c.codePointAt(0) ?? 0;
    const step = previous === undefined ? undefined : code - previous;
    const continuesRun = step === 0 || (step !== undefined && Math.abs(step) === 1 && step === previousStep);
    counted += continuesRun ? 0.25 : 1;
    previous = code;
    previousStep = step;
  });
  return words * WORD_BITS + counted * Math.log2(poolSize(password));
}

/**
 * The meter's level, or null for an empty field. A password breaking a rule is weak
 * whatever its length; the server's list of common passwords has the last word.
 */
export function estimatePasswordStrength(password: string, context: PasswordContext = {}): PasswordStrength | null {
  if (password === "") return null;
  if (checkPasswordRules(password, context)) return "weak";
  const bits = estimatePasswordBits(password);
  return bits < 45 ? "weak" : bits < 65 ? "fair" : "strong";
}
