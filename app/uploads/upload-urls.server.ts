// The one check of every form field that holds the address of an uploaded image (a member's
// avatar, a trainer's photo, logos, thumbnails, galleries, the site's images): the address
// must be exactly the public URL of a file /api/uploads recorded in stored_uploads for a
// purpose that fits the field. A prefix or pattern check is not enough: browsers resolve
// `%2e%2e/`, `..` and `\` in a path, so `/uploads/avatars/avatar-<me>-x/%2e%2e/avatar-<them>…`
// starts with the right folder and still shows someone else's file.
//
// Whose upload: a member's own avatar must be one of their own uploads (`ownerId`). The back
// office's images are shared by the administrators who fill the catalogue, so there any
// recorded upload of a fitting purpose will do, whoever sent it: what matters is that the
// file came through the upload checks (type, size, sniffed content) and is the one meant.
// The value a record already holds is kept as it is (`current`): demo images under /demo/ and
// files from before this rule stay editable without being uploaded again.
import { and, eq, inArray } from "drizzle-orm";
import { stored_uploads } from "#db/schema";
import { db } from "~/server/db.server";
import { getStorage } from "~/server/storage.server";
import type { UploadPurpose } from "~/uploads/purposes";

export type UploadUrlRule = {
  /** The upload purposes whose files fit the field. */
  purposes: readonly UploadPurpose[];
  /** Only this user's own uploads (a member's avatar); absent: any uploader (back office). */
  ownerId?: string;
  /** What the record holds now, accepted unchanged (null or undefined when nothing). */
  current?: readonly unknown[];
};

/**
 * The storage key whose public URL `url` is, character for character; null for anything
 * else (another host, a query string or fragment, `..`, `%2e`, backslashes: the storage key
 * alphabet has none of them, and publicUrl() refuses them).
 */
export function uploadKeyOf(url: string): string | null {
  const storage = getStorage();
  // The public URL of a one-letter key, minus that letter: the base every upload URL starts with.
  const base = storage.publicUrl("k").slice(0, -1);
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  try {
    return storage.publicUrl(key) === url ? key : null;
  } catch {
    return null;
  }
}

/**
 * Whether a form may store `url` in a field that takes uploads of `rule.purposes`: empty
 * (the field cleared), the record's current value unchanged, or exactly the URL of a
 * recorded upload of a fitting purpose (and of `rule.ownerId`, when given).
 */
export async function isAcceptedUploadUrl(url: string | null | undefined, rule: UploadUrlRule): Promise<boolean> {
  if (url === null || url === undefined || url === "") return true;
  if (rule.current?.includes(url)) return true;
  const key = uploadKeyOf(url);
  if (key === null) return false;
  const [found] = await db()
    .select({ id: stored_uploads.id })
    .from(stored_uploads)
    .where(
      and(
        eq(stored_uploads.key, key),
        inArray(stored_uploads.purpose, [...rule.purposes]),
        rule.ownerId === undefined ? undefined : eq(stored_uploads.user_id, rule.ownerId),
      ),
    )
    .limit(1);
  return found !== undefined;
}
