// POST /api/uploads through the real route action: who may upload for which
// purpose, and each purpose's size limit (course/service images and avatars
// 2 MB; resource thumbnails the generic 5 MB image limit), stored on disk.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stored_uploads } from "#db/schema";
import { action } from "~/routes/api/uploads";
import { resetConfig } from "~/server/config.server";
import { db } from "~/server/db.server";
import { resetStorage } from "~/server/storage.server";
import { useTestDatabase } from "../db";
import { createUser, seedReferenceData, sessionCookie } from "../factories";
import { routeArgs } from "../route";

const MB = 1024 * 1024;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-uploads-"));
const previousDataDir = process.env.DATA_DIR;

/** A real PNG of about `bytes` bytes: random pixels, stored uncompressed. */
async function pngOfSize(bytes: number): Promise<Buffer> {
  const width = 1000;
  const height = Math.ceil(bytes / (width * 3));
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function upload(cookie: string | undefined, purpose: string, file: Buffer, lang = "fr") {
  const form = new FormData();
  form.append("purpose", purpose);
  form.append("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "photo.png");
  const headers = new Headers({ origin: "http://localhost" });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`http://localhost/api/uploads?lang=${lang}`, { method: "POST", headers, body: form });
  try {
    const result = (await action(await routeArgs(request))) as unknown;
    const wrapped = result as { data?: { error?: string; url?: string }; init?: ResponseInit };
    if (wrapped && typeof wrapped === "object" && "init" in wrapped) {
      return { status: wrapped.init?.status ?? 200, body: wrapped.data ?? {} };
    }
    return { status: 200, body: result as { url?: string; error?: string } };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {} };
    throw thrown;
  }
}

describe("POST /api/uploads", () => {
  useTestDatabase();
  let member = "";
  let admin = "";
  let small: Buffer;
  let threeMb: Buffer;
  let sixMb: Buffer;

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    resetConfig();
    resetStorage();
    await seedReferenceData();
    member = await sessionCookie(await createUser());
    admin = await sessionCookie(await createUser({ role: "admin" }));
    [small, threeMb, sixMb] = await Promise.all([pngOfSize(40_000), pngOfSize(3 * MB), pngOfSize(6 * MB)]);
  });

  afterAll(() => {
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
    resetConfig();
    resetStorage();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends visitors to sign in, refuses members the admin purposes and unknown purposes", async () => {
    expect((await upload(undefined, "avatar", small)).status).toBe(302);
    const refused = await upload(member, "resource-thumbnail", small);
    expect(refused.status).toBe(403);
    expect((await upload(member, "nothing-like-this", small)).status).toBe(400);
  });

  it("stores a member's avatar under avatars/ with their id in the name", async () => {
    const { status, body } = await upload(member, "avatar", small);
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/uploads\/avatars\/avatar-[0-9a-f-]{36}-\d+-/);
    const stored = path.join(dataDir, "uploads", (body.url ?? "").replace(/^\/uploads\//, ""));
    expect(fs.existsSync(stored)).toBe(true);
  });

  it("caps avatars, course thumbnails and service images at 2 MB, with the spec's French message", async () => {
    expect(threeMb.length).toBeGreaterThan(2 * MB);
    const avatar = await upload(member, "avatar", threeMb);
    expect(avatar).toEqual({ status: 413, body: { error: "Fichier trop volumineux. Taille maximale: 2MB" } });
    expect((await upload(admin, "course-thumbnail", threeMb)).status).toBe(413);
    expect((await upload(admin, "service-image", threeMb)).status).toBe(413);
  });

  it("takes resource thumbnails up to the generic 5 MB image limit", async () => {
    const accepted = await upload(admin, "resource-thumbnail", threeMb);
    expect(accepted.status).toBe(200);
    expect(accepted.body.url).toMatch(/^\/uploads\/resources\/resource-/);
    expect(sixMb.length).toBeGreaterThan(5 * MB);
    const refused = await upload(admin, "resource-thumbnail", sixMb, "en");
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatch(/5/);
  });

  it("stops a member at 20 uploads in 24 hours, even when they arrive together", async () => {
    const sender = await createUser();
    const cookie = await sessionCookie(sender);
    const answers = await Promise.all(Array.from({ length: 25 }, () => upload(cookie, "avatar", small)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body.error).toBe(
      "Vous avez atteint la limite d'envois de fichiers pour 24 heures. Réessayez plus tard.",
    );
    const rows = await db().select().from(stored_uploads).where(eq(stored_uploads.user_id, sender.id));
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.key?.startsWith("avatars/"))).toBe(true);
  });

  it("gives the quota back when a file is refused", async () => {
    const sender = await createUser();
    const cookie = await sessionCookie(sender);
    expect((await upload(cookie, "avatar", threeMb)).status).toBe(413);
    expect(await db().select().from(stored_uploads).where(eq(stored_uploads.user_id, sender.id))).toEqual([]);
  });
});
