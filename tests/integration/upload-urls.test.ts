// The one check of every upload URL a form submits (app/uploads/upload-urls.server.ts), on a
// real database: exactly the public URL of a recorded upload of a fitting purpose (and of the
// member, for their avatar), or the record's current value; nothing a browser would resolve
// elsewhere (security audit, issue 21, finding 5).
import { beforeAll, describe, expect, it } from "vitest";
import { stored_uploads } from "#db/schema";
import { db } from "~/server/db.server";
import { getStorage } from "~/server/storage.server";
import { isSafeImageUrl } from "~/uploads/image-url";
import { isAcceptedUploadUrl, uploadKeyOf } from "~/uploads/upload-urls.server";
import { useTestDatabase } from "../db";
import { createUserRow, recordUploads } from "../factories";

describe("upload URLs a form may store", () => {
  useTestDatabase();
  let me = "";
  let them = "";
  let mine = "";
  let theirs = "";
  const logo = getStorage().publicUrl("partners/partner-1-abc123-logo.webp");

  beforeAll(async () => {
    me = (await createUserRow()).id;
    them = (await createUserRow()).id;
    mine = getStorage().publicUrl(`avatars/avatar-${me}-1700000000000-abc123-me.webp`);
    theirs = getStorage().publicUrl(`avatars/avatar-${them}-1700000000000-def456-them.webp`);
    await db()
      .insert(stored_uploads)
      .values([
        { user_id: me, purpose: "avatar", size: 1000, key: uploadKeyOf(mine) },
        { user_id: them, purpose: "avatar", size: 1000, key: uploadKeyOf(theirs) },
      ]);
    await recordUploads("partner-logo", logo);
  });

  it("reads the storage key of an upload's exact address only", () => {
    expect(uploadKeyOf(logo)).toBe("partners/partner-1-abc123-logo.webp");
    for (const url of [
      `${logo}?v=1`,
      `${logo}#x`,
      logo.replace("partners/", "partners/x/%2e%2e/"),
      logo.replace("partners/", "partners/x/../"),
      logo.replace("partners/", "partners\\"),
      `https://evil.example${logo}`,
      "/somewhere/else.png",
    ]) {
      expect(uploadKeyOf(url), url).toBeNull();
    }
  });

  it("takes a member's own avatar upload, never another member's, whatever the path says", async () => {
    const own = { purposes: ["avatar"], ownerId: me } as const;
    expect(await isAcceptedUploadUrl(mine, own)).toBe(true);
    expect(await isAcceptedUploadUrl(theirs, own)).toBe(false);
    const theirName = theirs.slice(theirs.lastIndexOf("/") + 1);
    const walkedOut = `${mine.slice(0, mine.lastIndexOf("/") + 1)}avatar-${me}-x/%2e%2e/${theirName}`;
    expect(await isAcceptedUploadUrl(walkedOut, own)).toBe(false);
    // A file of the right shape that was never uploaded.
    expect(await isAcceptedUploadUrl(mine.replace("abc123", "zzz999"), own)).toBe(false);
  });

  it("takes, in the back office, any recorded upload of a fitting purpose, and the record's current value", async () => {
    expect(await isAcceptedUploadUrl(logo, { purposes: ["partner-logo"] })).toBe(true);
    expect(await isAcceptedUploadUrl(logo, { purposes: ["client-logo"] })).toBe(false);
    expect(await isAcceptedUploadUrl(mine, { purposes: ["partner-logo"] })).toBe(false);
    // Kept as it is: a demo image, a file from before the rule.
    const demo = "/demo/partners/qualite.svg";
    expect(await isAcceptedUploadUrl(demo, { purposes: ["partner-logo"] })).toBe(false);
    expect(await isAcceptedUploadUrl(demo, { purposes: ["partner-logo"], current: [demo] })).toBe(true);
    // Clearing the field is always possible.
    expect(await isAcceptedUploadUrl(null, { purposes: ["partner-logo"] })).toBe(true);
    expect(await isAcceptedUploadUrl("", { purposes: ["partner-logo"] })).toBe(true);
  });

  it("has the forms' shape check refuse what no upload's address holds", () => {
    expect(isSafeImageUrl(logo)).toBe(true);
    expect(isSafeImageUrl("/demo/partners/qualite.svg")).toBe(true);
    for (const url of [
      "/uploads/avatars/avatar-me-x/%2e%2e/avatar-them.png",
      "/uploads/avatars/avatar-me-x/%2E%2E%2Favatar-them.png",
      "/uploads/avatars/avatar-me-x/../avatar-them.png",
      "/uploads/avatars\\avatar-them.png",
      "/uploads/a.png?x=1",
      "/uploads/a.png#x",
      "//evil.example/a.png",
      "javascript:alert(1)",
    ]) {
      expect(isSafeImageUrl(url), url).toBe(false);
    }
  });
});
