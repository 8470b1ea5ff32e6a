// Signed-in people who may be served the public pages' shared bytes (issue 31, decision 035).
// A member without any editing right sees on a public page what a visitor sees, except their
// own parts (the header's account menu, "you are registered", the registration form's details):
// the page cache gives them the anonymous page, rendered once for everyone, and their browser
// asks for their own parts right after (app/shell/personal-parts.ts). Anyone who may edit
// something (admins, staff roles, a profile granting a module) gets pages of their own, since
// editors, drafts and back-office links are in the page itself.
import { writableModules } from "~/admin/permissions.server";
import { isAdminRole } from "~/admin/roles";
import type { Lang } from "~/i18n/messages";
import { sessionUserOfCookie } from "~/server/auth.server";
import { cachedByVersionFor } from "~/server/content-version.server";

/** A signed-in reader of shared pages: the language their pages are served in (their own). */
export type SharedReader = { lang: Lang };

/**
 * The shared reader a session cookie (`name=value`) belongs to, or null when the cookie is
 * no valid session or its person gets pages of their own. Kept per cookie until the access
 * version moves (a sign-out, a role, a right, a language), five minutes at most.
 */
export const sharedReaderOf = cachedByVersionFor(
  "access",
  (cookie: string) => cookie,
  async (cookie: string): Promise<SharedReader | null> => {
    const user = await sessionUserOfCookie(cookie);
    if (!user || isAdminRole(user.role)) return null;
    if ((await writableModules(user)).length > 0) return null;
    return { lang: user.language };
  },
  { ttlMs: 5 * 60_000, max: 10_000 },
);
