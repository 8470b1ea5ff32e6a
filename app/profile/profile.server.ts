// The signed-in user's own profile: read it, save the form's fields, set the
// avatar. The user id always comes from the session, never from the request.
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import type { ProfileInput } from "~/profile/schema";
import { db } from "~/server/db.server";
import { isAcceptedUploadUrl } from "~/uploads/upload-urls.server";

export async function getProfile(userId: string) {
  const [profile] = await db()
    .select({
      email: users.email,
      full_name: users.full_name,
      phone: users.phone,
      company: users.company,
      position: users.position,
      bio: users.bio,
      website: users.website,
      linkedin: users.linkedin,
      twitter: users.twitter,
      avatar_url: users.avatar_url,
      role: users.role,
      language: users.language,
      timezone: users.timezone,
      created_at: users.created_at,
    })
    .from(users)
    .where(eq(users.id, userId));
  return profile ?? null;
}

/** Writes exactly the form's columns (an explicit list: nothing else can ride along). */
export async function updateProfile(userId: string, input: ProfileInput) {
  await db()
    .update(users)
    .set({
      full_name: input.full_name,
      phone: input.phone,
      company: input.company,
      position: input.position,
      bio: input.bio,
      website: input.website,
      linkedin: input.linkedin,
      twitter: input.twitter,
      // Undefined (not sent) is skipped by Drizzle: the stored zone stays.
      timezone: input.timezone,
      updated_at: new Date(),
    })
    .where(eq(users.id, userId));
}

export type SetAvatarResult = { ok: true } | { ok: false; error: "profile.error.avatar_upload" };

/**
 * Sets (or with "" removes) the avatar; the current one may be kept as it is. Anything else
 * must be one of this user's own avatar uploads, exactly: nobody can point their picture at
 * another user's file or at an outside address.
 */
export async function setAvatar(userId: string, url: string): Promise<SetAvatarResult> {
  if (url !== "") {
    const current = (await getProfile(userId))?.avatar_url;
    const accepted = await isAcceptedUploadUrl(url, { purposes: ["avatar"], ownerId: userId, current: [current] });
    if (!accepted) return { ok: false, error: "profile.error.avatar_upload" };
  }
  await db()
    .update(users)
    .set({ avatar_url: url === "" ? null : url, updated_at: new Date() })
    .where(eq(users.id, userId));
  return { ok: true };
}
