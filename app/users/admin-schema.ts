// The forms and URL of /admin/roles: the users table, its inline role edit, the add-user
// modal and the delete modal. Browser-safe: the editors check with the same schemas.
import { z } from "zod";
import type { users } from "#db/schema";
import { LANGUAGES, ROLES } from "#db/schema";
import type { Wire } from "#db/wire";
import { ADMIN_PAGE_SIZES, oneOfParam, parseListParams } from "~/forms/list-params";
import { isUuid } from "~/forms/validate";

const E = "admin.roles.validation";

export function parseUserListParams(search: URLSearchParams) {
  return parseListParams(search, {
    sizes: ADMIN_PAGE_SIZES,
    filters: { role: oneOfParam(ROLES), status: oneOfParam(["active", "inactive"]) },
  });
}
export type UserListParams = ReturnType<typeof parseUserListParams>;

const userId = z.string().refine(isUuid, "admin.roles.error.not_found");

export const createUserSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, `${E}.email_required`)
    .max(254, "errors.form.too_long")
    .email(`${E}.email_invalid`),
  full_name: z.string().trim().min(1, `${E}.name_required`).max(200, "errors.form.too_long"),
  role: z.enum(ROLES, { message: `${E}.role_required` }),
  language: z.enum(LANGUAGES, { message: `${E}.language_required` }),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The inline edit of a row: the role, and the permission profile given to the person (none: ""). */
export const roleSchema = z.object({
  id: userId,
  role: z.enum(ROLES, { message: `${E}.role_required` }),
  profile_id: z
    .string()
    .trim()
    .refine((value) => value === "" || isUuid(value), `${E}.profile_invalid`)
    .transform((value) => (value === "" ? null : value.toLowerCase()))
    .optional(),
});

export const userIdSchema = z.object({ id: userId });

/** The delete modal: the admin types the user's e-mail exactly (spec). */
export const deleteUserSchema = z.object({
  id: userId,
  /** What the admin typed in the confirmation dialog (RowActions posts it as `confirmation`). */
  confirmation: z.string().trim().min(1, "admin.roles.error.email_mismatch"),
});

export type AdminUserRow = Pick<
  Wire<typeof users.$inferSelect>,
  "id" | "email" | "full_name" | "role" | "profile_id" | "language" | "is_active" | "email_verified" | "created_at"
> & { profile_name: string | null };

/** A permission profile the inline edit offers. */
export type ProfileChoice = { id: string; name: string };

export type AdminUserPage = { users: AdminUserRow[]; total: number; page: number; totalPages: number; size: number };
