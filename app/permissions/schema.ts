// The permission matrix and the user profiles as forms: browser-safe, so the screens apply
// the spec's toggle rules with the same code the server normalises with.
import { z } from "zod";
import { PERMISSION_MODULES, ROLES, type Role } from "#db/schema";
import { checkbox } from "~/forms/checkbox";
import { isUuid } from "~/forms/validate";

export type PermissionModule = (typeof PERMISSION_MODULES)[number];
export const PERMISSION_FLAGS = ["can_view", "can_create", "can_edit", "can_delete"] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Flags = Record<PermissionFlag, boolean>;

/** The roles the matrix covers (spec): every role but super_admin. */
export const MATRIX_ROLES = ROLES.filter((role) => role !== "super_admin") as Exclude<Role, "super_admin">[];
export type MatrixRole = (typeof MATRIX_ROLES)[number];

export type Matrix = Record<MatrixRole, Record<PermissionModule, Flags>>;

export const NO_FLAGS: Flags = { can_view: false, can_create: false, can_edit: false, can_delete: false };

/**
 * The spec's toggle rules, applied after `changed` was set: turning view off turns the other
 * three off; turning create, edit or delete on turns view on.
 */
export function applyToggleRules(flags: Flags, changed: PermissionFlag): Flags {
  if (changed === "can_view" && !flags.can_view) return { ...NO_FLAGS };
  if (changed !== "can_view" && flags[changed]) return { ...flags, can_view: true };
  return flags;
}

/** A row as saved: whichever flag was touched last, a write flag without view is impossible. */
export function consistentFlags(flags: Flags): Flags {
  const anyWrite = flags.can_create || flags.can_edit || flags.can_delete;
  return { ...flags, can_view: flags.can_view || anyWrite };
}

const flagsSchema = z
  .object({ can_view: checkbox, can_create: checkbox, can_edit: checkbox, can_delete: checkbox })
  .partial()
  .transform((flags) => consistentFlags({ ...NO_FLAGS, ...flags }));

const moduleFlags = z
  .object(Object.fromEntries(PERMISSION_MODULES.map((module) => [module, flagsSchema.optional()])))
  .partial()
  .transform(
    (modules) =>
      Object.fromEntries(PERMISSION_MODULES.map((module) => [module, modules[module] ?? { ...NO_FLAGS }])) as Record<
        PermissionModule,
        Flags
      >,
  );

/** The matrix form: `matrix.<role>.<module>.<flag>` checkboxes; missing ones are off. */
export const matrixSchema = z.object({
  matrix: z
    .object(Object.fromEntries(MATRIX_ROLES.map((role) => [role, moduleFlags.optional()])))
    .partial()
    .optional()
    .transform(
      (roles) =>
        Object.fromEntries(MATRIX_ROLES.map((role) => [role, roles?.[role] ?? moduleFlags.parse({})])) as Matrix,
    ),
});

const E = "admin.profiles.validation";

const TOO_LONG = "errors.form.too_long";

/** The longest description of a permission profile: counted in the form, refused beyond. */
export const PROFILE_DESCRIPTION_MAX = 2000;

/** A user profile (spec "Profile form"): name required; permissions per module; active. */
export const profileSchema = z.object({
  name: z.string().trim().min(1, `${E}.name_required`).max(200, TOO_LONG),
  description: z
    .string()
    .trim()
    .max(PROFILE_DESCRIPTION_MAX, TOO_LONG)
    .transform((text) => text || null)
    .optional()
    .transform((text) => text ?? null),
  permissions: moduleFlags.optional().transform((modules) => modules ?? moduleFlags.parse({})),
  is_active: checkbox,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const profileIdSchema = z.object({ id: z.string().refine(isUuid, "admin.profiles.error.not_found") });

export type ProfileRow = {
  id: string;
  name: string;
  description: string | null;
  permissions: { module: string; can_view: boolean; can_create: boolean; can_edit: boolean; can_delete: boolean }[];
  is_active: boolean;
};
