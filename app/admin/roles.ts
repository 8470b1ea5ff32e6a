// Who runs the back office, browser-safe (the header's admin link, the admin-only links on
// public pages). A module of its own: #db/schema would bring every table into the public bundle.
import type { Role } from "#db/schema";

/** The roles that run the back office (every /admin screen); the others go by the permission matrix. */
export const ADMIN_ROLES = ["admin", "super_admin"] as const satisfies readonly Role[];

export const isAdminRole = (role: string | null | undefined): boolean =>
  (ADMIN_ROLES as readonly string[]).includes(role ?? "");
