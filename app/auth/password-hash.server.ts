// How passwords are hashed: better-auth's scrypt (its default parameters), the one way for
// sign-up, sign-in, resets and the invitations' temporary passwords. Under the test runner
// alone (VITEST, which production never sets) a lighter scrypt stands in: a test signs people
// up and in by the hundred, and 100 ms a hash was a minute of every run (decision 021). A hash
// made the light way says so ("fast$…"), so no hash of one kind is ever read as the other.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { hashPassword as scryptHash, verifyPassword as scryptVerify } from "better-auth/crypto";

const FAST_PREFIX = "fast$";
const isTestRun = Boolean(process.env.VITEST);

function fastKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 32, { N: 1024, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  if (!isTestRun) return scryptHash(password);
  const salt = randomBytes(16).toString("hex");
  return `${FAST_PREFIX}${salt}$${(await fastKey(password, salt)).toString("hex")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!hash.startsWith(FAST_PREFIX)) return scryptVerify({ hash, password });
  if (!isTestRun) return false;
  const [salt, key] = hash.slice(FAST_PREFIX.length).split("$");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "hex");
  const actual = await fastKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
