// A per-browser anonymous key: a random id in a signed session cookie (gone when the browser
// session ends). Limits the spec counts "per browser session" (the contact form's) use it, so
// people behind one address (an office, a school, a mobile carrier) do not share them. It
// proves nothing about a person: a script that drops its cookies gets a new key each time,
// which is why such limits also keep a much higher per-address ceiling.
import { randomBytes } from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { isHttpsSite } from "~/server/config.server";
import { getOrCreateSecret } from "~/server/secrets.server";

let visitorCookie: Promise<Cookie> | undefined;

function cookie(): Promise<Cookie> {
  visitorCookie ??= getOrCreateSecret("visitor-cookie").then(
    (secret) =>
      createCookie("formatio.visitor", {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: isHttpsSite(),
        secrets: [secret],
      }),
    (error) => {
      // Asked again next time (the database may be back).
      visitorCookie = undefined;
      throw error;
    },
  );
  return visitorCookie;
}

const ID = /^[A-Za-z0-9_-]{24}$/;

/**
 * This browser's key, and the Set-Cookie header that gives it one when it had none (or a
 * value whose signature does not hold).
 */
export async function visitorKey(request: Request): Promise<{ id: string; setCookie?: string }> {
  const jar = await cookie();
  const value = await jar.parse(request.headers.get("cookie"));
  if (typeof value === "string" && ID.test(value)) return { id: value };
  const id = randomBytes(18).toString("base64url");
  return { id, setCookie: await jar.serialize(id) };
}
