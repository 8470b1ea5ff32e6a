// The short codes printed on what anyone may check at /verify/{code}: a session's attendance
// sheet and each certificate (decision 030). 12 characters drawn with crypto.getRandomValues
// from an alphabet without 0/O/1/I, so a code read aloud or typed from paper is not mistaken:
// 60 bits, and 256 is a multiple of 32, so no character is likelier than another.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const VERIFICATION_CODE_LENGTH = 12;

/** What a stored code looks like (today's 12 characters, or a longer one). */
export const VERIFICATION_CODE = /^[A-Z0-9]{6,32}$/;

export function newVerificationCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(VERIFICATION_CODE_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** A code as typed from a certificate (with or without dashes or spaces, any case); null when it cannot be one. */
export function normaliseVerificationCode(code: string): string | null {
  const clean = code.replace(/[\s-]/g, "").toUpperCase();
  return VERIFICATION_CODE.test(clean) ? clean : null;
}
