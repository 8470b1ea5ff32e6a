// Trainers in the back office (/admin/trainers): users whose role is teacher, listed and
// searched; created as an invited account (the roles screen's way, with the trainer's
// profile); edited; deactivated and reactivated, never deleted (spec "States"). Each write
// returns a WriteResult for adminAction, which runs it in one transaction with its audit entry.
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { users } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { auditedCreation, auditedUpdate } from "~/admin/audited-write.server";
import { conflict, invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { queueAccountNotice } from "~/auth/account-emails.server";
import { isLang } from "~/i18n/messages";
import { db, inSavepoint, isUniqueViolation } from "~/server/db.server";
import { countRows, pageOf } from "~/server/paging.server";
import { searchAny } from "~/server/search.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";
import { createInvitedAccount, queueInvitation, setAccountActive } from "~/users/admin-users.server";
import {
  type AdminTrainerPage,
  type TrainerInput,
  type TrainerListParams,
  trainerIdSchema,
  trainerSchema,
  updateTrainerSchema,
} from "./admin-schema";

const E = "admin.trainers.error";
const V = "admin.trainers.validation";

const isTrainer = eq(users.role, "teacher");

function filters(params: Pick<TrainerListParams, "q" | "status">): SQL | undefined {
  const conditions: SQL[] = [isTrainer];
  if (params.q) {
    conditions.push(searchAny([users.email, users.full_name], params.q));
  }
  if (params.status) conditions.push(eq(users.is_active, params.status === "active"));
  return and(...conditions);
}

/** By name (spec), searched on name and e-mail, active, inactive or both, one page. */
export async function listAdminTrainers(params: TrainerListParams): Promise<AdminTrainerPage> {
  const where = filters(params);
  const query = db()
    .select({
      id: users.id,
      email: users.email,
      full_name: users.full_name,
      phone: users.phone,
      company: users.company,
      position: users.position,
      position_en: users.position_en,
      bio: users.bio,
      bio_en: users.bio_en,
      website: users.website,
      linkedin: users.linkedin,
      avatar_url: users.avatar_url,
      specialties: users.specialties,
      specialties_en: users.specialties_en,
      language: users.language,
      is_active: users.is_active,
      email_verified: users.email_verified,
    })
    .from(users)
    .where(where)
    // A trainer without a name sorts by address, where the card shows it instead.
    .orderBy(asc(sql`lower(coalesce(nullif(${users.full_name}, ''), ${users.email}))`), asc(users.id))
    .$dynamic();
  const { rows, ...paging } = await pageOf(query, await countRows(users, where), params);
  return {
    trainers: rows.map((row) => ({
      ...row,
      specialties: row.specialties ?? [],
      specialties_en: row.specialties_en ?? [],
      language: isLang(row.language) ? row.language : "fr",
    })),
    ...paging,
  };
}

/** The trainer's row locked for this write; null when it is no trainer (gone, or given another role). */
async function lockTrainer(id: string) {
  const [row] = await db()
    .select()
    .from(users)
    .where(and(eq(users.id, id), isTrainer))
    .for("update");
  return row ?? null;
}

function label(row: { full_name: string; email: string }) {
  return row.full_name || row.email;
}

/**
 * The profile part of the form, as columns: what a trainer's card shows. The French texts are
 * the columns without a suffix (they predate the English twins).
 */
function profileOf(input: TrainerInput) {
  const { phone, company, website, linkedin, avatar_url, is_active } = input;
  return {
    phone,
    company,
    position: input.position_fr,
    position_en: input.position_en,
    bio: input.bio_fr,
    bio_en: input.bio_en,
    website,
    linkedin,
    avatar_url,
    specialties: input.specialties_fr,
    specialties_en: input.specialties_en,
    is_active,
  };
}

/**
 * The photo: a trainer photo upload, or the one the trainer has now (which may be the avatar
 * they chose themselves on their profile).
 */
async function isAcceptedAvatar(url: string | null, current?: string | null): Promise<boolean> {
  return isAcceptedUploadUrl(url, { purposes: ["trainer-avatar"], current: [current] });
}

/** A user with role teacher, invited in their language to choose a password (spec "Calls → Trainers"). */
export async function createTrainer(input: TrainerInput): Promise<WriteResult> {
  if (!(await isAcceptedAvatar(input.avatar_url))) return invalid({ avatar_url: `${V}.avatar_invalid` });
  const created = await createInvitedAccount(
    { email: input.email, full_name: input.full_name, role: "teacher", language: input.language },
    profileOf(input),
  );
  if (!created) return invalid({ email: `${V}.email_taken` });
  return written(await auditedCreation(users, created.id, { entity: "trainer", label: label(created) }), {
    data: { id: created.id },
  });
}

/** Refuses a row that is not a trainer's: the screen never edits another account. */
const notTrainer = (row: { role: string }) => (row.role === "teacher" ? null : notFound(`${E}.not_found`));

export async function updateTrainer(id: string, input: TrainerInput): Promise<WriteResult> {
  return auditedUpdate(users, id, {
    lock: true,
    entity: "trainer",
    label,
    missing: notFound(`${E}.not_found`),
    check: async (before) => {
      if (notTrainer(before)) return notTrainer(before);
      if (!(await isAcceptedAvatar(input.avatar_url, before.avatar_url))) {
        return invalid({ avatar_url: `${V}.avatar_invalid` });
      }
      const [taken] = await db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, input.email), ne(users.id, id)));
      return taken ? invalid({ email: `${V}.email_taken` }) : null;
    },
    write: async (before) => {
      const isNewAddress = input.email !== before.email.toLowerCase();
      try {
        // A savepoint: an address taken meanwhile fails here, as a field error.
        await inSavepoint(() =>
          db()
            .update(users)
            .set({
              ...profileOf(input),
              full_name: input.full_name,
              email: input.email,
              language: input.language,
              // The new address is unproven until its owner follows a link sent there (decision 004).
              ...(isNewAddress ? { email_verified: false } : {}),
              // Through setAccountActive below, so that turning it off also ends the sessions.
              is_active: before.is_active,
            })
            .where(eq(users.id, id)),
        );
      } catch (error) {
        if (isUniqueViolation(error)) return invalid({ email: `${V}.email_taken` });
        throw error;
      }
      if (input.is_active !== before.is_active) await setAccountActive(id, input.is_active);
      if (isNewAddress) {
        // Both addresses hear of it: the former one in case the change was not wanted.
        await queueAccountNotice(id, { kind: "email_changed", newEmail: input.email }, { to: before.email });
        await queueAccountNotice(id, { kind: "email_added" });
      }
    },
  });
}

/** Deactivation (spec: trainers are never deleted) ends their sessions; reactivation lets them back. */
export async function setTrainerActive(id: string, isActive: boolean): Promise<WriteResult> {
  return auditedUpdate(users, id, {
    lock: true,
    action: isActive ? "reactivate" : "deactivate",
    entity: "trainer",
    label,
    missing: notFound(`${E}.not_found`),
    check: notTrainer,
    write: async (before) => {
      if (before.is_active === isActive) return written(null);
      await setAccountActive(id, isActive);
    },
  });
}

/** A fresh invitation for a trainer who has not chosen a password yet (e.g. created inactive). */
export async function reinviteTrainer(id: string): Promise<WriteResult> {
  const trainer = await lockTrainer(id);
  if (!trainer) return notFound(`${E}.not_found`);
  if (!trainer.is_active) return conflict(`${E}.inactive`);
  await queueInvitation({ ...trainer, language: isLang(trainer.language) ? trainer.language : "fr" });
  return written({ action: "invite", entity: "trainer", id, label: label(trainer) });
}

/** /admin/trainers's writes, each an intent of one adminAction. */
export const trainerActions: AdminActionSpec = {
  what: "trainer",
  messages: screenMessages(E),
  intents: {
    create: intent({
      schema: trainerSchema,
      toast: "admin.trainers.success.created",
      run: ({ data }) => createTrainer(data),
    }),
    update: intent({
      schema: updateTrainerSchema,
      toast: "admin.trainers.success.updated",
      run: ({ data }) => updateTrainer(data.id, data),
    }),
    deactivate: intent({
      schema: trainerIdSchema,
      toast: "admin.trainers.success.deactivated",
      // The spec's 'Error deactivating trainer' (its "delete", since trainers are never deleted).
      failureMessage: `${E}.delete`,
      run: ({ data }) => setTrainerActive(data.id, false),
    }),
    reactivate: intent({
      schema: trainerIdSchema,
      toast: "admin.trainers.success.reactivated",
      run: ({ data }) => setTrainerActive(data.id, true),
    }),
    invite: intent({
      schema: trainerIdSchema,
      toast: "admin.trainers.success.invited",
      run: ({ data }) => reinviteTrainer(data.id),
    }),
  },
};
