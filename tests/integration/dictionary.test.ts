// The translation dictionary as its own file on a real database: the root loader names it
// (no messages in the page data), its content hash is stable until an admin saves a
// translation, and /i18n/{lang}.{hash}.json serves exactly the effective messages.
import { createHash } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { translations } from "#db/schema";
import { serveDictionary } from "~/i18n/dictionary-file.server";
import { registeredMessages } from "~/i18n/i18n";
import { getMessages, getMessagesBundle } from "~/i18n/i18n.server";
import { flattenMessages, type Lang } from "~/i18n/messages";
import { loader as rootLoader } from "~/root";
import { db } from "~/server/db.server";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { useTestDatabase } from "../db";
import { makeRequest, seedReferenceData } from "../factories";
import { routeArgs } from "../route";

const EDITED_KEY = "home.cta_contact";
const IMMUTABLE = "public, max-age=31536000, immutable";

let server: Server;
let base: string;

/**
 * Saved texts may be served from a cache for a few seconds: the clock is moved past that
 * before each read, so what is checked is the hash, not how the cache notices an edit.
 */
async function bundleLater(lang: Lang) {
  vi.setSystemTime(Date.now() + 60_000);
  return getMessagesBundle(lang);
}

/** An admin's edit of one text, as the translations screen stores it. */
async function saveTranslation(key: string, text: { fr: string; en: string }, savedAt: Date) {
  await db()
    .insert(translations)
    .values({ key, ...text, is_custom: true, updated_at: savedAt })
    .onConflictDoUpdate({ target: translations.key, set: { ...text, is_custom: true, updated_at: savedAt } });
}

const dictionary = (lang: Lang, hash: string, init?: RequestInit) => fetch(`${base}/i18n/${lang}.${hash}.json`, init);

describe("the translation dictionary file", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    const app = express();
    app.use("/i18n", serveDictionary);
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.useFakeTimers({ toFake: ["Date"] });
  });

  afterEach(() => vi.setSystemTime(Date.now() + 60_000));

  afterAll(async () => {
    vi.useRealTimers();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("is named by the root loader instead of being sent in the page data", async () => {
    const { hash } = await bundleLater("en");
    const answer = (await rootLoader(await routeArgs(makeRequest("/?lang=en")))) as unknown as {
      data: Record<string, unknown>;
    };
    expect(answer.data.dictionary).toBe(`/i18n/en.${hash}.json`);
    expect(answer.data).not.toHaveProperty("messages");
    expect(JSON.stringify(answer.data)).not.toContain(en.profile.my_data.kept_registrations);
    // What the server renders with (meta tags, the i18next instance).
    expect(registeredMessages(`/i18n/en.${hash}.json`)).toBe(await getMessages("en"));
  });

  it("has a short content hash, stable while nothing is saved, one per language", async () => {
    const first = await bundleLater("fr");
    expect(first.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(first.hash).toBe(createHash("sha256").update(first.json).digest("hex").slice(0, 16));
    expect((await bundleLater("fr")).hash).toBe(first.hash);
    expect((await bundleLater("en")).hash).not.toBe(first.hash);
  });

  it("serves the effective messages, cached for good under the current hash", async () => {
    for (const lang of ["fr", "en"] as const) {
      const { hash } = await bundleLater(lang);
      const response = await dictionary(lang, hash);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
      const served = await response.json();
      expect(served).toEqual(await getMessages(lang));
      expect(flattenMessages(served)).toEqual(flattenMessages(lang === "fr" ? fr : en));
    }
  });

  it("gets a new hash when a translation is saved, and the old URL answers today's file uncached", async () => {
    const before = { fr: await bundleLater("fr"), en: await bundleLater("en") };

    // Only the French text changes: English keeps its hash (a content hash, not a version).
    await saveTranslation(EDITED_KEY, { fr: "Parlons de votre projet", en: en.home.cta_contact }, new Date());
    const after = { fr: await bundleLater("fr"), en: await bundleLater("en") };
    expect(after.fr.hash).not.toBe(before.fr.hash);
    expect(after.en.hash).toBe(before.en.hash);
    expect(flattenMessages(after.fr.messages).get(EDITED_KEY)).toBe("Parlons de votre projet");

    const stale = await dictionary("fr", before.fr.hash);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("no-cache");
    expect(flattenMessages(await stale.json()).get(EDITED_KEY)).toBe("Parlons de votre projet");
    const current = await dictionary("fr", after.fr.hash);
    expect(current.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(await current.json()).toEqual(await getMessages("fr"));

    // Saving the same text again changes nothing a visitor could cache.
    await saveTranslation(EDITED_KEY, { fr: "Parlons de votre projet", en: en.home.cta_contact }, new Date());
    expect((await bundleLater("fr")).hash).toBe(after.fr.hash);
  });

  it("answers bad names 404 and other methods 405, never an error", async () => {
    const { hash } = await bundleLater("fr");
    for (const name of ["xx.zz.json", "fr.%00.json", "de.0123456789abcdef.json", "fr.json", `fr.${hash}.json/`]) {
      expect((await fetch(`${base}/i18n/${name}`)).status, name).toBe(404);
    }
    expect((await fetch(`${base}/i18n`)).status).toBe(404);
    expect((await dictionary("fr", hash, { method: "HEAD" })).status).toBe(200);
    const post = await dictionary("fr", hash, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});
