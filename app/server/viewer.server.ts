// Who is asking and in which language: resolved once per request by the root route's
// middleware and read by every loader and action from the router context. Identity is
// not permission: each loader and action still calls one of the guards below itself,
// because a parent route's check protects nothing (loaders run in parallel).
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import type { Role } from "#db/schema";
import { detectLanguage } from "~/i18n/i18n.server";
import { rememberLanguage } from "~/i18n/language-choice.server";
import { isLang, type Lang } from "~/i18n/messages";
import { ADMIN_ROLES, getSessionUser, hasRole, type SessionUser } from "~/server/auth.server";
import { PAGE_REFUSED_FLASH } from "~/server/flash.server";
import { getRequestInfo } from "~/server/request-context.server";

export type Viewer = {
  /** The signed-in, active user, or null for a visitor. */
  user: SessionUser | null;
  /** `?lang=` > the user's language > cookie > Accept-Language > fr. */
  lang: Lang;
  /** The user has an admin role (admin, super_admin): what pages use to show editor controls. */
  isAdmin: boolean;
  /** This page's path and query (without React Router's `.data` details): where a sign-in comes back to. */
  returnTo: string;
  /** GET or HEAD: a refused page load is redirected, a refused write answered 403. */
  isRead: boolean;
};

type Context = Readonly<RouterContextProvider>;

const viewerContext = createContext<Viewer>();

/**
 * Resolves the viewer of a request into `context`: the root middleware, and tests that
 * call a route module directly. `url` is the page's URL (React Router's normalized one).
 */
export async function resolveViewer(request: Request, url: URL, context: Context): Promise<Viewer> {
  let user = await getSessionUser(request);
  // A `?lang=` link is a choice like the ENG/FRA switch: a signed-in person keeps it on the
  // next pages (their stored language wins over the cookie), not only on this one.
  const asked = new URL(request.url).searchParams.get("lang");
  if (user && isLang(asked) && asked !== user.language) {
    await rememberLanguage(user.id, asked);
    user = { ...user, language: asked };
  }
  const lang = await detectLanguage(request, user?.language);
  const viewer: Viewer = {
    user,
    lang,
    isAdmin: hasRole(user, ...ADMIN_ROLES),
    returnTo: `${url.pathname}${url.search}`,
    isRead: request.method === "GET" || request.method === "HEAD",
  };
  context.set(viewerContext, viewer);
  if (user) getRequestInfo(context).log.userId = user.id;
  return viewer;
}

export const viewerMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const viewer = await resolveViewer(request, url, context);
  const response = await next();
  // A page made for one person must not be kept by the browser's back-forward cache
  // decisions or any shared cache (a proxy, a CDN) and shown to the next one.
  if (viewer.user) response.headers.set("Cache-Control", "private, no-store");
  return response;
};

export function getViewer(context: Context): Viewer {
  return context.get(viewerContext);
}

function loginRedirect(viewer: Viewer, message: string) {
  return redirect(`/login?${new URLSearchParams({ redirectTo: viewer.returnTo, message })}`);
}

/** Signed-in user or a redirect to /login that comes back here afterwards. */
export function requireUser(context: Context): SessionUser {
  const viewer = getViewer(context);
  if (!viewer.user) throw loginRedirect(viewer, "login_required");
  return viewer.user;
}

/**
 * The user when their role is one of `roles`. Visitors go to /login (and come
 * back); signed-in users without the role get a 403 (or a redirect to / for
 * page loads, per the back-office spec).
 */
export function requireRole(context: Context, ...roles: readonly Role[]): SessionUser {
  const viewer = getViewer(context);
  const { user } = viewer;
  if (!user) {
    const adminArea = roles.every((r) => (ADMIN_ROLES as readonly Role[]).includes(r));
    throw loginRedirect(viewer, adminArea ? "admin_required" : "login_required");
  }
  if (!roles.includes(user.role)) {
    if (viewer.isRead) throw refusedPage();
    throw new Response("Unauthorized", { status: 403 });
  }
  return user;
}

/**
 * A page a signed-in person may not open: to the home page (the back-office spec), with a toast
 * saying why instead of a silent bounce.
 */
export function refusedPage(): Response {
  return redirect("/", { headers: { "Set-Cookie": PAGE_REFUSED_FLASH } });
}

export function requireAdmin(context: Context) {
  return requireRole(context, ...ADMIN_ROLES);
}
