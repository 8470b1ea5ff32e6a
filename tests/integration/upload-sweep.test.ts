// The sweep of uploaded files no record references: what goes, what stays.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { pages, stored_uploads, users } from "#db/schema";
import { db } from "~/server/db.server";
import { createLocalStorage } from "~/server/storage.server";
import { sweepUnreferencedUploads } from "~/uploads/upload-records.server";
import { useTestDatabase } from "../db";
import { createUser } from "../factories";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-sweep-"));
const storage = createLocalStorage(root);
const bytes = new Uint8Array([1, 2, 3]);

/** A stored file (with one WebP variant) uploaded `hoursAgo` hours ago. */
async function storedUpload(userId: string, name: string, hoursAgo: number) {
  const key = `avatars/${name}.png`;
  const variant = `avatars/${name}-640.webp`;
  await storage.put(key, bytes, "image/png");
  await storage.put(variant, bytes, "image/webp");
  await db()
    .insert(stored_uploads)
    .values({
      user_id: userId,
      purpose: "avatar",
      size: 3,
      key,
      variant_keys: [variant],
      created_at: sql`now() - ${sql.raw(`interval '${hoursAgo} hours'`)}`,
    });
  return { key, variant, url: storage.publicUrl(key) };
}

const exists = (key: string) => fs.existsSync(path.join(root, key));

describe("sweeping unreferenced uploads", () => {
  useTestDatabase();
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("deletes old files nobody references, keeps referenced and recent ones, and rechecks later", async () => {
    const user = await createUser();
    const abandoned = await storedUpload(user.id, "abandoned", 30);
    const avatar = await storedUpload(user.id, "avatar", 30);
    const inBody = await storedUpload(user.id, "in-body", 30);
    const recent = await storedUpload(user.id, "recent", 1);
    await db().update(users).set({ avatar_url: avatar.url }).where(eq(users.id, user.id));
    await db()
      .insert(pages)
      .values({
        slug: "sweep-page",
        title_fr: "Page",
        title_en: "Page",
        content_fr: `<p><img src="${inBody.url.replace(".png", "-640.webp")}"></p>`,
        content_en: "",
        type: "page",
      });

    expect(await sweepUnreferencedUploads(storage)).toBe(1);
    expect(exists(abandoned.key) || exists(abandoned.variant)).toBe(false);
    for (const kept of [avatar, inBody, recent]) {
      expect(exists(kept.key), kept.key).toBe(true);
      expect(exists(kept.variant), kept.variant).toBe(true);
    }
    // Checked ones are not looked at again this week...
    expect(await sweepUnreferencedUploads(storage)).toBe(0);
    // ...but once the week is over, a replaced avatar goes.
    await db().update(users).set({ avatar_url: null }).where(eq(users.id, user.id));
    await db().update(stored_uploads).set({ checked_at: sql`now() - interval '8 days'` });
    expect(await sweepUnreferencedUploads(storage)).toBe(1);
    expect(exists(avatar.key)).toBe(false);
    expect(exists(inBody.key)).toBe(true);
  });

  it("shares the work between sweeps running at once: each file is deleted by one of them only", async () => {
    // What WEB_CONCURRENCY workers (or several machines) do every hour: sweep together.
    await db().delete(stored_uploads);
    const user = await createUser();
    const abandoned = [];
    for (let i = 0; i < 12; i++) abandoned.push(await storedUpload(user.id, `together-${i}`, 30));
    const kept = await storedUpload(user.id, "together-kept", 30);
    await db().update(users).set({ avatar_url: kept.url }).where(eq(users.id, user.id));

    const deletions: string[] = [];
    const counting = {
      ...storage,
      delete: async (key: string) => {
        deletions.push(key);
        await storage.delete(key);
      },
    };
    // Small batches and four sweeps, so they really meet over the same rows.
    const sweepUntilDone = async () => {
      let total = 0;
      for (;;) {
        const deleted = await sweepUnreferencedUploads(counting, { batchSize: 2 });
        total += deleted;
        const [{ left }] = await db()
          .select({ left: sql<number>`count(*)::int` })
          .from(stored_uploads)
          .where(sql`${stored_uploads.checked_at} is null`);
        if (deleted === 0 && Number(left) === 0) return total;
      }
    };
    const totals = await Promise.all([sweepUntilDone(), sweepUntilDone(), sweepUntilDone(), sweepUntilDone()]);

    expect(totals.reduce((a, b) => a + b, 0)).toBe(abandoned.length);
    // Every file (and its variant) was deleted exactly once, by one sweep.
    expect(deletions).toHaveLength(abandoned.length * 2);
    expect(new Set(deletions).size).toBe(deletions.length);
    for (const gone of abandoned) expect(exists(gone.key) || exists(gone.variant)).toBe(false);
    expect(exists(kept.key)).toBe(true);
    const rows = await db().select({ key: stored_uploads.key }).from(stored_uploads);
    expect(rows.map((r) => r.key)).toEqual([kept.key]);
  });
});
