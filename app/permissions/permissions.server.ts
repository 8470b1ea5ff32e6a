// The permission matrix and the user profiles (/admin/permissions, /admin/profiles): reads,
// the one-upsert save of the matrix, and profile writes, each returning a WriteResult with
// what changed for the audit log. What the matrix allows is enforced by can()
// (app/admin/permissions.server.ts, docs/decisions/010-permissions.md).
import { asc, count, sql } from "drizzle-orm";
import { PERMISSION_MODULES, permissions, user_profiles } from "#db/schema";
import { type AdminActionSpec, intent } from "~/admin/action.server";
import type { AuditRecord } from "~/admin/audit.server";
import { auditedDelete, auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { notFound, type WriteResult, written } from "~/admin/write-result.server";
import { db } from "~/server/db.server";
import { orEmpty, searchAny } from "~/server/search.server";
import {
  type Flags,
  MATRIX_ROLES,
  type Matrix,
  matrixSchema,
  NO_FLAGS,
  type PermissionModule,
  type ProfileInput,
  type ProfileRow,
  profileIdSchema,
  profileSchema,
} from "./schema";

/** Every role × module of the matrix; a missing row is all false (spec). */
export async function getMatrix(): Promise<Matrix> {
  const rows = await db().select().from(permissions);
  const matrix = Object.fromEntries(
    MATRIX_ROLES.map((role) => [
      role,
      Object.fromEntries(PERMISSION_MODULES.map((module) => [module, { ...NO_FLAGS }])),
    ]),
  ) as Matrix;
  for (const row of rows) {
    if (row.role === "super_admin") continue;
    matrix[row.role][row.module as PermissionModule] = {
      can_view: row.can_view,
      can_create: row.can_create,
      can_edit: row.can_edit,
      can_delete: row.can_delete,
    };
  }
  return matrix;
}

const sameFlags = (a: Flags, b: Flags) =>
  a.can_view === b.can_view &&
  a.can_create === b.can_create &&
  a.can_edit === b.can_edit &&
  a.can_delete === b.can_delete;

/** Saves the whole matrix in one upsert; the audit log gets one entry per changed cell. */
export async function saveMatrix(matrix: Matrix): Promise<WriteResult> {
  // Locked so two admins saving at once produce a coherent before/after for each.
  await db().execute(sql`lock table ${permissions} in share row exclusive mode`);
  const before = await getMatrix();
  const values = MATRIX_ROLES.flatMap((role) =>
    PERMISSION_MODULES.map((module) => ({ role, module, ...matrix[role][module] })),
  );
  await db()
    .insert(permissions)
    .values(values)
    .onConflictDoUpdate({
      target: [permissions.role, permissions.module],
      set: {
        can_view: sql`excluded.can_view`,
        can_create: sql`excluded.can_create`,
        can_edit: sql`excluded.can_edit`,
        can_delete: sql`excluded.can_delete`,
        updated_at: sql`now()`,
      },
    });
  const changed: AuditRecord[] = [];
  for (const role of MATRIX_ROLES) {
    for (const module of PERMISSION_MODULES) {
      const old = before[role][module];
      const now = matrix[role][module];
      if (sameFlags(old, now)) continue;
      changed.push({
        action: "update",
        entity: "permission",
        id: `${role}:${module}`,
        label: `${role} · ${module}`,
        before: old,
        after: now,
      });
    }
  }
  return written(changed.length ? changed : null);
}

/** Profiles by name, searched on name and description. */
export async function listProfiles(q = ""): Promise<ProfileRow[]> {
  return (
    db()
      .select({
        id: user_profiles.id,
        name: user_profiles.name,
        description: user_profiles.description,
        permissions: user_profiles.permissions,
        is_active: user_profiles.is_active,
      })
      .from(user_profiles)
      .where(q ? searchAny([user_profiles.name, orEmpty(user_profiles.description)], q) : undefined)
      .orderBy(asc(user_profiles.name))
      // The screen shows them all: a handful in practice, bounded anyway.
      .limit(200)
  );
}

function profileValues(input: ProfileInput) {
  return {
    name: input.name,
    description: input.description,
    is_active: input.is_active,
    permissions: PERMISSION_MODULES.map((module) => ({ module, ...input.permissions[module] })),
  };
}

const PROFILE_MISSING = "admin.profiles.error.not_found";

export async function createProfile(input: ProfileInput): Promise<WriteResult> {
  return written(await auditedInsert(user_profiles, profileValues(input), { entity: "profile", label: input.name }));
}

export async function updateProfile(id: string, input: ProfileInput): Promise<WriteResult> {
  return auditedUpdate(user_profiles, id, {
    entity: "profile",
    label: input.name,
    missing: notFound(PROFILE_MISSING),
    write: profileValues(input),
  });
}

export async function deleteProfile(id: string): Promise<WriteResult> {
  return auditedDelete(user_profiles, id, {
    entity: "profile",
    label: (before) => String(before.name),
    missing: notFound(PROFILE_MISSING),
  });
}

export async function countProfiles(): Promise<number> {
  const [{ total }] = await db().select({ total: count() }).from(user_profiles);
  return Number(total);
}

export const permissionActions: AdminActionSpec = {
  what: "permissions",
  messages: { save: "admin.permissions.error.save" },
  intents: {
    save: intent({
      schema: matrixSchema,
      toast: "admin.permissions.success.save",
      run: ({ data }) => saveMatrix(data.matrix),
    }),
  },
};

/** `back`: the list as it was; a deleted profile's toast rides the redirect there (its card is gone). */
export const profileActions = (back: string): AdminActionSpec => ({
  what: "profile",
  messages: { save: "admin.profiles.error.save", delete: "admin.profiles.error.delete" },
  intents: {
    create: intent({
      schema: profileSchema,
      toast: "admin.profiles.success.created",
      run: ({ data }) => createProfile(data),
    }),
    update: intent({
      schema: profileSchema.extend(profileIdSchema.shape),
      toast: "admin.profiles.success.updated",
      run: ({ data }) => updateProfile(data.id, data),
    }),
    delete: intent({
      schema: profileIdSchema,
      toast: "admin.profiles.success.deleted",
      redirect: back,
      run: ({ data }) => deleteProfile(data.id),
    }),
  },
});
