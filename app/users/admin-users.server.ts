// Users and roles in the back office (/admin/roles): the list, an account created by an
// administrator with an invitation to choose its password, role changes, deactivation and
// deletion, with the spec's rules enforced here (only a super_admin makes a super_admin; a
// super_admin is never edited nor deleted; the last administrator stays; nobody deletes
// themself). Each write returns a WriteResult for adminAction, which runs it in one
// transaction with its audit entry.
import { randomBytes, randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { accounts, type Role, sessions, user_profiles, users, verifications } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { auditedCreation, auditedDelete } from "~/admin/audited-write.server";
import { isAdminRole } from "~/admin/permissions.server";
import { conflict, forbidden, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { queueAccountNotice } from "~/auth/account-emails.server";
import { hashPassword } from "~/auth/password-hash.server";
import { isLang, type Lang } from "~/i18n/messages";
import { deleteAccount } from "~/profile/account-deletion.server";
import { ADMIN_ROLES, type SessionUser, verificationIdentifierHash } from "~/server/auth.server";
import { db, inSavepoint, isUniqueViolation } from "~/server/db.server";
import { renderEmail } from "~/server/email-layout.server";
import { queueEmail } from "~/server/mail.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";
import { XLSX_ROW_LIMIT } from "~/server/xlsx.server";
import {
  type AdminUserPage,
  type CreateUserInput,
  createUserSchema,
  deleteUserSchema,
  type ProfileChoice,
  roleSchema,
  type UserListParams,
  userIdSchema,
} from "./admin-schema";

const E = "admin.roles.error";

/** An invitation link works for a week: people open such mail when they get to it. */
export const INVITATION_TTL_DAYS = 7;
/** The spec's temporary password: 12 characters, never shown to anyone (the invitation replaces it). */
export const TEMPORARY_PASSWORD_LENGTH = 12;

function filters(params: Pick<UserListParams, "q" | "role" | "status">): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.q) {
    conditions.push(searchAny([users.email, users.full_name], params.q));
  }
  if (params.role) conditions.push(eq(users.role, params.role));
  if (params.status) conditions.push(eq(users.is_active, params.status === "active"));
  return conditions.length ? and(...conditions) : undefined;
}

/** A user as the list and its workbook show them, with the permission profile's name. */
const USER_ROW_COLUMNS = {
  id: users.id,
  email: users.email,
  full_name: users.full_name,
  role: users.role,
  profile_id: users.profile_id,
  profile_name: user_profiles.name,
  language: users.language,
  is_active: users.is_active,
  email_verified: users.email_verified,
  created_at: users.created_at,
};

/** Newest first, searched on e-mail and name, filtered by role and status, one page. */
export async function listAdminUsers(params: UserListParams): Promise<AdminUserPage> {
  const where = filters(params);
  const query = db()
    .select(USER_ROW_COLUMNS)
    .from(users)
    .leftJoin(user_profiles, eq(user_profiles.id, users.profile_id))
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(users, where), params);
  return {
    users: rows.map((row) => ({
      ...row,
      language: isLang(row.language) ? row.language : "fr",
      created_at: new Date(row.created_at).toISOString(),
    })),
    ...paging,
  };
}

/** Every account the list's search and filters select (up to the ceiling), newest first: the workbook's rows. */
export async function exportAdminUsers(params: Pick<UserListParams, "q" | "role" | "status">) {
  return db()
    .select(USER_ROW_COLUMNS)
    .from(users)
    .leftJoin(user_profiles, eq(user_profiles.id, users.profile_id))
    .where(filters(params))
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(XLSX_ROW_LIMIT);
}

/**
 * The active administrators, locked in id order: two writes that could each remove "the
 * last" administrator wait for each other and the second sees the first's result (the same
 * order account deletion locks them in, so they never deadlock).
 */
async function lockActiveAdmins() {
  return db()
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...ADMIN_ROLES]), eq(users.is_active, true)))
    .orderBy(asc(users.id))
    .for("update");
}

async function lockUser(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id)).for("update");
  return row ?? null;
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

function temporaryPassword(): string {
  return Array.from({ length: TEMPORARY_PASSWORD_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/**
 * Mints a "choose your password" link (better-auth's reset token, stored hashed as better-auth
 * stores its own, so /reset-password accepts it) and queues the invitation in the person's
 * language, both in the caller's transaction.
 */
export async function queueInvitation(user: { id: string; email: string; full_name: string; language: Lang }) {
  const token = randomBytes(24).toString("base64url");
  await db()
    .insert(verifications)
    .values({
      identifier: verificationIdentifierHash(`reset-password:${token}`),
      value: user.id,
      expires_at: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
    });
  const K = "emails.invitation";
  const email = await renderEmail(user.language, (t, brand) => ({
    subject: t(`${K}.subject`, { site: brand.appName }),
    heading: t(`${K}.heading`, { site: brand.appName }),
    paragraphs: [
      user.full_name ? t("emails.greeting", { name: user.full_name }) : t("emails.greeting_anonymous"),
      t(`${K}.intro`, { site: brand.appName, email: user.email }),
    ],
    action: {
      label: t(`${K}.action`),
      url: `${brand.siteUrl}/reset-password?${new URLSearchParams({ token, lang: user.language })}`,
    },
    notes: [t(`${K}.expiry`, { count: INVITATION_TTL_DAYS }), t(`${K}.ignore`)],
  }));
  await queueEmail({ to: user.email, subject: email.subject, text: email.text, html: email.html });
}

function auditUser(row: Record<string, unknown> | null) {
  return row ? String(row.full_name || row.email) : "";
}

/** The profile fields an administrator may set on an account they create (a trainer's). */
export type InvitedAccountProfile = Partial<
  Pick<
    typeof users.$inferInsert,
    | "phone"
    | "company"
    | "position"
    | "position_en"
    | "bio"
    | "bio_en"
    | "website"
    | "linkedin"
    | "avatar_url"
    | "specialties"
    | "specialties_en"
    | "is_active"
  >
>;

/**
 * The one way an administrator creates an account (the roles screen, the trainers screen):
 * the spec's random 12-character password (hashed, never shown) and an invitation in the
 * person's language to choose their own. The address counts as proven once the
 * invitation's link is followed (better-auth's onPasswordReset). An account created
 * inactive gets no invitation, since it could not sign in: the roles and trainers screens
 * send one once it is active. Null when the address belongs to another account.
 */
export async function createInvitedAccount(
  input: { email: string; full_name: string; role: Role; language: Lang },
  profile: InvitedAccountProfile = {},
): Promise<typeof users.$inferSelect | null> {
  const [taken] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  if (taken) return null;
  let created: typeof users.$inferSelect;
  try {
    // A savepoint: a concurrent creation of the same address fails here, not the whole transaction.
    [created] = await inSavepoint(() =>
      db()
        .insert(users)
        .values({
          ...profile,
          email: input.email,
          full_name: input.full_name,
          role: input.role,
          language: input.language,
        })
        .returning(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  await db()
    .insert(accounts)
    .values({
      user_id: created.id,
      account_id: created.id,
      provider_id: "credential",
      password: await hashPassword(temporaryPassword()),
    });
  if (created.is_active) await queueInvitation({ ...created, language: input.language });
  return created;
}

export async function createUserByAdmin(input: CreateUserInput, actor: SessionUser): Promise<WriteResult> {
  if (input.role === "super_admin" && actor.role !== "super_admin") {
    return invalid({ role: `${E}.cannot_assign_super_admin` }, `${E}.cannot_assign_super_admin`);
  }
  const created = await createInvitedAccount(input);
  if (!created) return invalid({ email: `${E}.email_taken` });
  return written(await auditedCreation(users, created.id, { entity: "user", label: input.email }), {
    data: { id: created.id },
  });
}

/** Sends a fresh invitation link (the earlier ones keep working until they expire). */
export async function resendInvitation(id: string): Promise<WriteResult> {
  const user = await lockUser(id);
  if (!user) return notFound(`${E}.not_found`);
  if (!user.is_active) return conflict(`${E}.inactive`);
  await queueInvitation({ ...user, language: isLang(user.language) ? user.language : "fr" });
  return written({ action: "invite", entity: "user", id, label: user.email });
}

/** The active permission profiles, by name: what the inline edit offers. */
export async function listProfileChoices(): Promise<ProfileChoice[]> {
  return db()
    .select({ id: user_profiles.id, name: user_profiles.name })
    .from(user_profiles)
    .where(eq(user_profiles.is_active, true))
    .orderBy(asc(user_profiles.name));
}

/**
 * A row's inline edit: the role, and the permission profile given to the person when the form
 * names one (`undefined` leaves it; null takes it away). Its flags add to the role's (decision 022).
 */
export async function changeRole(
  id: string,
  role: Role,
  actor: SessionUser,
  profileId?: string | null,
): Promise<WriteResult> {
  // Administrators first, then the user: the order account deletion locks them in too.
  const admins = await lockActiveAdmins();
  const before = await lockUser(id);
  if (!before) return notFound(`${E}.not_found`);
  if (before.role === "super_admin") return forbidden(`${E}.super_admin_locked`);
  if (role === "super_admin" && actor.role !== "super_admin") {
    return invalid({ role: `${E}.cannot_assign_super_admin` }, `${E}.cannot_assign_super_admin`);
  }
  if (profileId) {
    const [profile] = await db()
      .select({ id: user_profiles.id })
      .from(user_profiles)
      .where(and(eq(user_profiles.id, profileId), eq(user_profiles.is_active, true)));
    if (!profile) return invalid({ profile_id: "admin.roles.validation.profile_invalid" });
  }
  const profile = profileId === undefined ? before.profile_id : profileId;
  if (before.role === role && before.profile_id === profile) return written(null);
  if (isAdminRole(before.role) && !isAdminRole(role) && before.is_active) {
    if (!admins.some((admin) => admin.id !== id)) return conflict(`${E}.last_admin`);
  }
  await db().update(users).set({ role, profile_id: profile }).where(eq(users.id, id));
  // The person hears of a new role (what they may see and do); a profile alone adds rights quietly.
  if (before.role !== role) await queueAccountNotice(id, { kind: "role_changed", role });
  return written({
    action: "role_change",
    entity: "user",
    id,
    label: auditUser(before),
    before: { role: before.role, profile_id: before.profile_id },
    after: { role, profile_id: profile },
  });
}

/**
 * Turns an account on or off, in the caller's transaction: off ends the person's sessions at
 * once (their data stays). Every deactivation goes through here (roles, trainers), and so
 * does the notice the person gets.
 */
export async function setAccountActive(id: string, isActive: boolean) {
  await db().update(users).set({ is_active: isActive }).where(eq(users.id, id));
  if (!isActive) await db().delete(sessions).where(eq(sessions.user_id, id));
  await queueAccountNotice(id, { kind: isActive ? "reactivated" : "deactivated" });
}

/** Deactivating ends the person's sessions at once; their data stays. */
export async function setUserActive(id: string, isActive: boolean, actor: SessionUser): Promise<WriteResult> {
  if (!isActive && id === actor.id) return conflict(`${E}.cannot_deactivate_self`);
  const admins = isActive ? null : await lockActiveAdmins();
  const before = await lockUser(id);
  if (!before) return notFound(`${E}.not_found`);
  if (before.role === "super_admin") return forbidden(`${E}.super_admin_locked`);
  if (before.is_active === isActive) return written(null);
  if (!isActive && isAdminRole(before.role) && !admins?.some((admin) => admin.id !== id)) {
    return conflict(`${E}.last_admin`);
  }
  await setAccountActive(id, isActive);
  return written({
    action: isActive ? "reactivate" : "deactivate",
    entity: "user",
    id,
    label: auditUser(before),
    before: { is_active: before.is_active },
    after: { is_active: isActive },
  });
}

/**
 * Deletes an account the way a person's own deletion does (registrations kept, anonymised;
 * a notice mailed), once the administrator has typed its exact address.
 */
export async function deleteUserByAdmin(id: string, confirmEmail: string, actor: SessionUser): Promise<WriteResult> {
  if (id === actor.id) return conflict(`${E}.cannot_delete_self`);
  return auditedDelete(users, id, {
    entity: "user",
    label: auditUser,
    missing: notFound(`${E}.not_found`),
    check: (before) => {
      if (before.role === "super_admin") return forbidden(`${E}.super_admin_locked`);
      if (confirmEmail.trim().toLowerCase() !== String(before.email).toLowerCase()) {
        return invalid({ confirmation: `${E}.email_mismatch` }, `${E}.email_mismatch`);
      }
    },
    write: async () => {
      const result = await deleteAccount(id, { byAdministrator: true });
      if (!result.ok) return result.error === "last_admin" ? conflict(`${E}.last_admin`) : notFound(`${E}.not_found`);
    },
  });
}

/**
 * /admin/roles's writes, each an intent of one adminAction. `back` is the list as it was: a
 * deleted row leaves the page, so its toast comes with the redirect there (a flash), not
 * from the row's own fetcher, which is gone by then.
 */
export const userActions = (back: string): AdminActionSpec => ({
  what: "user",
  messages: screenMessages(E),
  intents: {
    create: intent({
      schema: createUserSchema,
      toast: "admin.roles.success.created",
      failureMessage: `${E}.create`,
      run: ({ data, actor }) => createUserByAdmin(data, actor),
    }),
    role: intent({
      schema: roleSchema,
      toast: "admin.roles.success.role",
      run: ({ data, actor }) => changeRole(data.id, data.role, actor, data.profile_id),
    }),
    deactivate: intent({
      schema: userIdSchema,
      toast: "admin.roles.success.deactivated",
      run: ({ data, actor }) => setUserActive(data.id, false, actor),
    }),
    reactivate: intent({
      schema: userIdSchema,
      toast: "admin.roles.success.reactivated",
      run: ({ data, actor }) => setUserActive(data.id, true, actor),
    }),
    invite: intent({
      schema: userIdSchema,
      toast: "admin.roles.success.invited",
      run: ({ data }) => resendInvitation(data.id),
    }),
    delete: intent({
      schema: deleteUserSchema,
      toast: "admin.roles.success.deleted",
      redirect: back,
      run: ({ data, actor }) => deleteUserByAdmin(data.id, data.confirmation, actor),
    }),
  },
});
