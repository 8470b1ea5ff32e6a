// One-shot messages carried across a redirect (e.g. "You are signed out"),
// shown as toasts on the next page. Values are translation keys.
import { createCookie } from "react-router";
import { isHttpsSite } from "~/server/config.server";

export type Flash = { key: string; tone: "success" | "error" | "info" };

const flashCookie = createCookie("flash", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: isHttpsSite(),
  maxAge: 60,
});

export async function flashHeader(flash: Flash): Promise<string> {
  return flashCookie.serialize([flash]);
}

/**
 * The flash of a back-office page refused to a signed-in person (redirected to /), in the
 * back-office spec's words ("You must be an administrator to access this area."): made once at
 * start, because the guards that throw the redirect are synchronous (requireRole), and an
 * async guard would let a caller forget its `await` and run unguarded.
 */
export const PAGE_REFUSED_FLASH = await flashHeader({ key: "auth.message.admin_required", tone: "error" });

/** Reads pending flashes; the returned header clears them. */
export async function readFlashes(request: Request): Promise<{ flashes: Flash[]; clear?: string }> {
  const value = await flashCookie.parse(request.headers.get("cookie"));
  if (!Array.isArray(value) || value.length === 0) return { flashes: [] };
  const flashes = value.filter(
    (f): f is Flash => typeof f?.key === "string" && ["success", "error", "info"].includes(f?.tone),
  );
  return { flashes, clear: await flashCookie.serialize([], { maxAge: 0 }) };
}
