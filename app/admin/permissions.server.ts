// The permission matrix as the server enforces it (docs/decisions/010-permissions.md): admin
// and super_admin may do everything; every other role may do, through the site's in-place
// editors and their actions, what its row for the module allows, plus what the permission
// profile given to the person allows (a union). /admin/* is for admin and super_admin (the
// spec's guard), except the screens of a module a person may write in (the sessions desk for
// operators, or anyone whose profile grants sessions: requireEditorOf, decision 022).
import { and, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { PERMISSION_MODULES, permissions, user_profiles, users } from "#db/schema";
import { backOfficeHome } from "~/admin/links";
import { isAdminRole } from "~/admin/roles";
import type { SessionUser } from "~/server/auth.server";
import { cachedByVersionFor } from "~/server/content-version.server";
import { db } from "~/server/db.server";
import { getViewer, refusedPage, requireAdmin } from "~/server/viewer.server";

export type PermissionModule = (typeof PERMISSION_MODULES)[number];
/** What a write does, as the matrix's columns name it. */
export type PermissionOperation = "view" | "create" | "edit" | "delete";

export { isAdminRole };

export type PermissionFlags = Record<PermissionOperation, boolean>;

const ALL: PermissionFlags = { view: true, create: true, edit: true, delete: true };
const NONE: PermissionFlags = { view: false, create: false, edit: false, delete: false };

/** Whether `flags` allow any write: what opens a module's editors and its back-office screens. */
export const canWrite = (flags: PermissionFlags): boolean => flags.create || flags.edit || flags.delete;

type ProfileEntry = { module: string; can_view: boolean; can_create: boolean; can_edit: boolean; can_delete: boolean };

/**
 * The person's matrix rights in every module: their role's rows, plus the flags of the active
 * permission profile they were given (users.profile_id), as a union: two small reads side by side,
 * kept per person and role until the access version moves (the matrix, a profile, a role:
 * decision 035). Shared by the requests that follow: read it, never change it.
 */
const matrixOf = cachedByVersionFor(
  "access",
  (user: Pick<SessionUser, "id" | "role">) => `${user.id} ${user.role}`,
  (user) => readMatrix(user),
  { ttlMs: Number.POSITIVE_INFINITY, max: 5_000 },
);

async function readMatrix(user: Pick<SessionUser, "id" | "role">): Promise<Map<string, PermissionFlags>> {
  const [roleRows, [profile]] = await Promise.all([
    db()
      .select({
        module: permissions.module,
        view: permissions.can_view,
        create: permissions.can_create,
        edit: permissions.can_edit,
        delete: permissions.can_delete,
      })
      .from(permissions)
      .where(eq(permissions.role, user.role)),
    db()
      .select({ permissions: user_profiles.permissions })
      .from(users)
      .innerJoin(user_profiles, and(eq(user_profiles.id, users.profile_id), eq(user_profiles.is_active, true)))
      .where(eq(users.id, user.id)),
  ]);
  const rights = new Map<string, PermissionFlags>();
  const add = (module: string, flags: PermissionFlags) => {
    const had = rights.get(module) ?? NONE;
    rights.set(module, {
      view: had.view || flags.view,
      create: had.create || flags.create,
      edit: had.edit || flags.edit,
      delete: had.delete || flags.delete,
    });
  };
  for (const { module, ...flags } of roleRows) add(module, flags);
  for (const entry of (profile?.permissions ?? []) as ProfileEntry[]) {
    add(entry.module, {
      view: entry.can_view === true,
      create: entry.can_create === true,
      edit: entry.can_edit === true,
      delete: entry.can_delete === true,
    });
  }
  return rights;
}

/**
 * What `user` may do in `module`: everything for admins; else their role's row of the matrix
 * and their permission profile's flags together (a missing row allows nothing).
 */
export async function permissionFlags(
  user: Pick<SessionUser, "id" | "role"> | null,
  module: PermissionModule,
): Promise<PermissionFlags> {
  if (!user) return NONE;
  if (isAdminRole(user.role)) return ALL;
  return (await matrixOf(user)).get(module) ?? NONE;
}

/** Whether `user` may `operation` in `module`. */
export async function can(
  user: Pick<SessionUser, "id" | "role"> | null,
  module: PermissionModule,
  operation: PermissionOperation,
): Promise<boolean> {
  return (await permissionFlags(user, module))[operation];
}

/** What a page's in-place editor offers `user` in `module`: the write flags, and whether any is on. */
export async function editorRights(user: Pick<SessionUser, "id" | "role"> | null, module: PermissionModule) {
  const flags = await permissionFlags(user, module);
  return {
    create: flags.create,
    edit: flags.edit,
    delete: flags.delete,
    any: canWrite(flags),
  };
}
export type EditorRights = Awaited<ReturnType<typeof editorRights>>;

/**
 * The signed-in user when the permission matrix lets them write in `module` (admins always), with
 * their rights there: the guard of a back-office screen a staff role may run (the sessions desk
 * for whoever edits sessions). Like adminAction's, "view" alone is not enough: it is the public
 * pages' right, which every member has. Visitors go to /login and come back; others get the
 * refusal of requireRole (pages to / with a toast saying why, writes 403).
 */
export async function requireEditorOf(
  context: Readonly<RouterContextProvider>,
  module: PermissionModule,
): Promise<{ user: SessionUser; rights: EditorRights }> {
  const viewer = getViewer(context);
  // A visitor: requireAdmin throws the sign-in redirect that comes back here.
  const user = viewer.user ?? requireAdmin(context);
  const rights = await editorRights(user, module);
  if (!rights.any) {
    if (viewer.isRead) throw refusedPage();
    throw new Response("Forbidden", { status: 403 });
  }
  return { user, rights };
}

/**
 * requireEditorOf for a page several modules share (the dashboard, a card per module): the
 * signed-in user and those of `modules` they may write in (admins: all), refused like
 * requireEditorOf when there is none.
 */
export async function requireEditorOfAny(
  context: Readonly<RouterContextProvider>,
  modules: readonly PermissionModule[],
): Promise<{ user: SessionUser; modules: PermissionModule[] }> {
  const viewer = getViewer(context);
  const user = viewer.user ?? requireAdmin(context);
  const writable = await writableModules(user);
  const theirs = modules.filter((module) => writable.includes(module));
  if (theirs.length === 0) {
    if (viewer.isRead) throw refusedPage();
    throw new Response("Forbidden", { status: 403 });
  }
  return { user, modules: theirs };
}

/** The modules in which `user` may write something (admins: all): the back-office screens a staff role runs. */
export async function writableModules(user: Pick<SessionUser, "id" | "role"> | null): Promise<PermissionModule[]> {
  if (!user) return [];
  if (isAdminRole(user.role)) return [...PERMISSION_MODULES];
  const rights = await matrixOf(user);
  return PERMISSION_MODULES.filter((module) => canWrite(rights.get(module) ?? NONE));
}

/**
 * Where the site's header leads `user` into the back office: the dashboard for admins, else the
 * first screen of a module they may write in (an operator, or a member whose permission profile
 * grants sessions: the sessions desk); null for everyone else, who gets no link.
 */
export async function backOfficeEntry(user: Pick<SessionUser, "id" | "role"> | null): Promise<string | null> {
  if (!user) return null;
  return backOfficeHome(isAdminRole(user.role) ? null : await writableModules(user));
}
