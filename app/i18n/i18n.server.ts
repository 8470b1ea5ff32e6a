// Language detection and the effective messages of each language.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import i18next, { type TFunction } from "i18next";
import { createCookie } from "react-router";
import { translations } from "#db/schema";
import { DEFAULT_LANG, flattenMessages, isLang, type Lang, type Messages, unflattenMessages } from "~/i18n/messages";
import { isHttpsSite } from "~/server/config.server";
import { db } from "~/server/db.server";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";

export const DEFAULT_MESSAGES: Record<Lang, Messages> = { fr, en };

export const languageCookie = createCookie("lang", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: isHttpsSite(),
  maxAge: 60 * 60 * 24 * 365,
});

/** `?lang=` > the signed-in user's language > cookie > Accept-Language > fr. */
export async function detectLanguage(request: Request, userLanguage?: string | null): Promise<Lang> {
  const fromQuery = new URL(request.url).searchParams.get("lang");
  if (isLang(fromQuery)) return fromQuery;
  if (isLang(userLanguage)) return userLanguage;
  const fromCookie = await languageCookie.parse(request.headers.get("cookie"));
  if (isLang(fromCookie)) return fromCookie;
  return languageFromAcceptHeader(request.headers.get("accept-language")) ?? DEFAULT_LANG;
}

export function languageFromAcceptHeader(header: string | null): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number.parseFloat(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLang);
}

// Admin edits are cached per process and reloaded when the table changes; the
// check is one cheap aggregate at most every few seconds.
const CHECK_INTERVAL_MS = 3000;
type Cache = { version: string; checkedAt: number; messages: Record<Lang, Messages> };
const holder = globalThis as unknown as { __formatioMessages?: Cache };

async function tableVersion(): Promise<string> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)`, latest: sql<string>`coalesce(max(${translations.updated_at})::text, '')` })
    .from(translations)
    .where(eq(translations.is_custom, true));
  return `${row.count}:${row.latest}`;
}

async function buildMessages(): Promise<Record<Lang, Messages>> {
  const custom = await db()
    .select({ key: translations.key, fr: translations.fr, en: translations.en })
    .from(translations)
    .where(eq(translations.is_custom, true));
  const result = {} as Record<Lang, Messages>;
  for (const lang of ["fr", "en"] as const) {
    const flat = flattenMessages(DEFAULT_MESSAGES[lang]);
    for (const row of custom) if (row[lang]) flat.set(row.key, row[lang]);
    result[lang] = unflattenMessages(flat);
  }
  return result;
}

export async function getMessages(lang: Lang): Promise<Messages> {
  const now = Date.now();
  const cache = holder.__formatioMessages;
  if (cache && now - cache.checkedAt < CHECK_INTERVAL_MS) return cache.messages[lang];
  const version = await tableVersion();
  if (cache && cache.version === version) {
    cache.checkedAt = now;
    return cache.messages[lang];
  }
  const messages = await buildMessages();
  holder.__formatioMessages = { version, checkedAt: now, messages };
  return messages[lang];
}

/** Forgets cached messages (after an admin edit, and between tests). */
export function invalidateMessages() {
  holder.__formatioMessages = undefined;
}

const fixedTs = new WeakMap<Messages, TFunction>();

/** A translation function for server-side texts (e-mails, meta tags), one per messages version. */
export async function getFixedT(lang: Lang): Promise<TFunction> {
  const messages = await getMessages(lang);
  const shared = fixedTs.get(messages);
  if (shared) return shared;
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
  });
  fixedTs.set(messages, instance.t);
  return instance.t;
}

export type MessagesBundle = {
  messages: Messages;
  /** The messages as served, and a short hash of those bytes naming the file (i18n.ts). */
  json: string;
  hash: string;
};

const bundles = new WeakMap<Messages, MessagesBundle>();

/**
 * A language's messages with the JSON and content hash of its dictionary file, computed once
 * per messages version: an admin's edit gives new messages, hence a new hash and file URL.
 */
export async function getMessagesBundle(lang: Lang): Promise<MessagesBundle> {
  const messages = await getMessages(lang);
  let bundle = bundles.get(messages);
  if (!bundle) {
    const json = JSON.stringify(messages);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 16);
    bundle = { messages, json, hash };
    bundles.set(messages, bundle);
  }
  return bundle;
}
