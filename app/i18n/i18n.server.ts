// Language detection and the effective messages of each language.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import i18next, { type TFunction } from "i18next";
import { createCookie } from "react-router";
import { translations } from "#db/schema";
import { installFastT } from "~/i18n/fast-t";
import { i18nextOptions } from "~/i18n/i18n";
import { DEFAULT_LANG, flattenMessages, isLang, type Lang, type Messages, unflattenMessages } from "~/i18n/messages";
import { isHttpsSite } from "~/server/config.server";
import { cachedByContentVersion } from "~/server/content-version.server";
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
export function detectLanguage(request: Request, userLanguage?: string | null): Promise<Lang> {
  return chooseLanguage({
    url: new URL(request.url),
    userLanguage,
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
}

/** detectLanguage's rule on the request's parts (the page cache has no Request object yet). */
export async function chooseLanguage(from: {
  url: URL;
  userLanguage?: string | null;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): Promise<Lang> {
  return chooseLanguageNow({ ...from, query: from.url.searchParams.get("lang") });
}

/**
 * The same rule, without waiting: the page cache answers a hit before any promise (app.server.ts).
 * `query` is the `?lang=` value.
 */
export function chooseLanguageNow(from: {
  query: string | null;
  userLanguage?: string | null;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): Lang {
  if (isLang(from.query)) return from.query;
  if (isLang(from.userLanguage)) return from.userLanguage;
  const fromCookie = languageCookieValue(from.cookie);
  if (isLang(fromCookie)) return fromCookie;
  return languageFromAcceptHeader(from.acceptLanguage ?? null) ?? DEFAULT_LANG;
}

/** A Cookie header holding only the language cookie with `lang`, as a browser would send it back. */
export function languageCookieHeader(lang: Lang): string {
  return `lang=${encodeURIComponent(btoa(JSON.stringify(lang)))}`;
}

const LANGUAGE_COOKIE_VALUE = /(?:^|;\s*)lang=([^;]*)/;

/**
 * The language cookie's value as `languageCookie.parse` reads it (React Router's unsigned cookie:
 * JSON in base64, URL-encoded), without its promise; anything else is no choice.
 */
export function languageCookieValue(header: string | null | undefined): unknown {
  const raw = header?.match(LANGUAGE_COOKIE_VALUE)?.[1];
  if (!raw) return undefined;
  try {
    return JSON.parse(atob(decodeURIComponent(raw)));
  } catch {
    return undefined;
  }
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

type CustomRow = { key: string; fr: string | null; en: string | null };

function buildMessages(custom: CustomRow[]): Record<Lang, Messages> {
  const result = {} as Record<Lang, Messages>;
  for (const lang of ["fr", "en"] as const) {
    const flat = flattenMessages(DEFAULT_MESSAGES[lang]);
    for (const row of custom) if (row[lang]) flat.set(row.key, row[lang]);
    result[lang] = unflattenMessages(flat);
  }
  return result;
}

// The admins' edits and what was built from them. Any public write moves the content
// version, and the same edits must give back the same objects: the i18next instances and
// dictionary hashes made for them stay valid.
let built: { signature: string; messages: Record<Lang, Messages> } | undefined;

const loadMessages = cachedByContentVersion(async () => {
  const custom = await db()
    .select({ key: translations.key, fr: translations.fr, en: translations.en })
    .from(translations)
    .where(eq(translations.is_custom, true))
    .orderBy(translations.key);
  const signature = JSON.stringify(custom);
  if (built?.signature !== signature) built = { signature, messages: buildMessages(custom) };
  return built.messages;
});

/** Locale defaults merged with the admins' edits, read again only when the content version moves. */
export async function getMessages(lang: Lang): Promise<Messages> {
  return (await loadMessages())[lang];
}

const fixedTs = new WeakMap<Messages, TFunction>();

/** A translation function for server-side texts (e-mails, meta tags), one per messages version. */
export async function getFixedT(lang: Lang): Promise<TFunction> {
  const messages = await getMessages(lang);
  const shared = fixedTs.get(messages);
  if (shared) return shared;
  const instance = i18next.createInstance();
  await instance.init(i18nextOptions(lang, messages, instance));
  installFastT(instance, lang, messages);
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
