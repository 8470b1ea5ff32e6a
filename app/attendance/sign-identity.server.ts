// Who is signing on this phone, kept between the signing page's requests (delivery.md §1):
// the scan pass (proof of a fresh scan of the trainer's code), the identity (which
// registration, how it was identified, by which way of signing) and the device's random key.
//
// The cookies' path is /sign and not /sign/{id}: React Router's data requests go to
// /sign/{id}.data, which a cookie scoped to /sign/{id} does not reach. Each cookie's name
// carries the sitting's id and its value is bound to it (the pass's MAC, the identity's signed
// content), so a cookie of another sitting proves nothing here.
import { randomBytes } from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { z } from "zod";
import { SIGNATURE_METHODS, SIGNER_IDENTIFICATIONS, type SignatureMethod, type SignerIdentification } from "#db/schema";
import { SCAN_PASS_TTL_MS } from "~/attendance/rules";
import { isScanPassValid, issueScanPass, sha256Hex } from "~/attendance/signing.server";
import { isHttpsSite } from "~/server/config.server";
import { getOrCreateSecret } from "~/server/secrets.server";

const PATH = "/sign";
/** A device key lasts as long as browsers let a cookie last (400 days). */
const DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;

const base = () => ({ path: PATH, httpOnly: true, sameSite: "lax" as const, secure: isHttpsSite() });

const passCookie = (sittingId: string) => createCookie(`sign-pass-${sittingId}`, base());
const deviceCookie = createCookie("sign-device", { ...base(), maxAge: DEVICE_MAX_AGE_S });

let identitySecret: Promise<string> | undefined;
async function identityCookie(sittingId: string): Promise<Cookie> {
  identitySecret ??= getOrCreateSecret("attendance-sign-identity").catch((error) => {
    identitySecret = undefined;
    throw error;
  });
  // Signed with an HMAC of the secret (React Router's signed cookies): a changed value is no value.
  return createCookie(`sign-id-${sittingId}`, { ...base(), secrets: [await identitySecret] });
}

export type SignerIdentity = {
  registrationId: string;
  identifiedBy: SignerIdentification;
  method: SignatureMethod;
};

const storedIdentity = z.object({
  s: z.uuid(),
  r: z.uuid(),
  i: z.enum(SIGNER_IDENTIFICATIONS),
  m: z.enum(SIGNATURE_METHODS),
  e: z.number().int(),
});

const cookieHeader = (request: Request) => request.headers.get("cookie");

/** The Set-Cookie of a fresh scan pass for this sitting, valid SCAN_PASS_TTL_MS. */
export async function scanPassCookie(sittingId: string, nowMs: number): Promise<string> {
  const pass = await issueScanPass(sittingId, nowMs);
  return passCookie(sittingId).serialize(pass, { maxAge: Math.floor(SCAN_PASS_TTL_MS / 1000) });
}

export async function hasScanPass(request: Request, sittingId: string, nowMs: number): Promise<boolean> {
  const pass = await passCookie(sittingId).parse(cookieHeader(request));
  return typeof pass === "string" && (await isScanPassValid(sittingId, pass, nowMs));
}

/** The Set-Cookie of an identity for this sitting until `expiresMs`. */
export async function identityCookieHeader(
  sittingId: string,
  identity: SignerIdentity,
  nowMs: number,
  expiresMs: number,
): Promise<string> {
  const value = {
    s: sittingId,
    r: identity.registrationId,
    i: identity.identifiedBy,
    m: identity.method,
    e: expiresMs,
  };
  const maxAge = Math.max(1, Math.ceil((expiresMs - nowMs) / 1000));
  return (await identityCookie(sittingId)).serialize(value, { maxAge });
}

/** The identity this phone holds for this sitting, if its signature holds and it is still valid. */
export async function readIdentityCookie(
  request: Request,
  sittingId: string,
  nowMs: number,
): Promise<SignerIdentity | null> {
  const parsed = storedIdentity.safeParse(await (await identityCookie(sittingId)).parse(cookieHeader(request)));
  if (!parsed.success) return null;
  const { s, r, i, m, e } = parsed.data;
  if (s !== sittingId || e < nowMs) return null;
  return { registrationId: r, identifiedBy: i, method: m };
}

const DEVICE_KEY = /^[A-Za-z0-9_-]{32}$/;

/**
 * This device's key, hashed for the evidence ("several participants signing from the same
 * device within seconds"), and the Set-Cookie giving it one when it had none. The key proves
 * nothing about a person; it only lets staff see that two signatures came from one phone.
 */
export async function deviceOf(request: Request): Promise<{ hash: string; setCookie?: string }> {
  const value = await deviceCookie.parse(cookieHeader(request));
  if (typeof value === "string" && DEVICE_KEY.test(value)) return { hash: sha256Hex(value) };
  const key = randomBytes(24).toString("base64url");
  return { hash: sha256Hex(key), setCookie: await deviceCookie.serialize(key) };
}
