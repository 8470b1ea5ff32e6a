// The permission matrix as the server enforces it (docs/decisions/010-permissions.md): admin
// and super_admin may do everything; every other role may do, through the site's in-place
// editors and their actions, what its row for the module allows. /admin/* stays for admin
// and super_admin alone (the spec's guard), whatever the matrix says.
import { and, eq } from "drizzle-orm";
import { type PERMISSION_MODULES, permissions } from "#db/schema";
import { isAdminRole } from "~/admin/roles";
import type { SessionUser } from "~/server/auth.server";
import { db } from "~/server/db.server";

export type PermissionModule = (typeof PERMISSION_MODULES)[number];
/** What a write does, as the matrix's columns name it. */
export type PermissionOperation = "view" | "create" | "edit" | "delete";

export { isAdminRole };

export type PermissionFlags = Record<PermissionOperation, boolean>;

const ALL: PermissionFlags = { view: true, create: true, edit: true, delete: true };
const NONE: PermissionFlags = { view: false, create: false, edit: false, delete: false };

/** What `user` may do in `module`: everything for admins; a missing matrix row allows nothing. */
export async function permissionFlags(
  user: Pick<SessionUser, "role"> | null,
  module: PermissionModule,
): Promise<PermissionFlags> {
  if (!user) return NONE;
  if (isAdminRole(user.role)) return ALL;
  const [row] = await db()
    .select({
      view: permissions.can_view,
      create: permissions.can_create,
      edit: permissions.can_edit,
      delete: permissions.can_delete,
    })
    .from(permissions)
    .where(and(eq(permissions.role, user.role), eq(permissions.module, module)))
    .limit(1);
  return row ?? NONE;
}

/** Whether `user` may `operation` in `module`. */
export async function can(
  user: Pick<SessionUser, "role"> | null,
  module: PermissionModule,
  operation: PermissionOperation,
): Promise<boolean> {
  return (await permissionFlags(user, module))[operation];
}

/** What a page's in-place editor offers `user` in `module`: the write flags, and whether any is on. */
export async function editorRights(user: Pick<SessionUser, "role"> | null, module: PermissionModule) {
  const flags = await permissionFlags(user, module);
  return {
    create: flags.create,
    edit: flags.edit,
    delete: flags.delete,
    any: flags.create || flags.edit || flags.delete,
  };
}
export type EditorRights = Awaited<ReturnType<typeof editorRights>>;
