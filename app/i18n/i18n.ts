// The translation dictionaries of the pages and one i18next instance per dictionary.
// Pages name their dictionary by URL (/i18n/{lang}.{hash}.json, a content hash, served by
// app.server.ts) instead of carrying it: every page and every navigation's data would
// otherwise repeat ~1000 messages. The registry below maps those URLs to messages: on the
// server the root loader registers the ones it rendered with, in the browser
// entry.client.tsx loads the page's one before hydrating and the Layout waits for any new
// one (language switch, edited translations) with `use()`.
import i18next, { type InitOptions, type i18n } from "i18next";
import { use } from "react";
import { initReactI18next } from "react-i18next";
import { installFastT } from "~/i18n/fast-t";
import { translateKeyWithValues } from "~/i18n/key-values";
import type { Lang, Messages } from "~/i18n/messages";

/** The URL of a language's dictionary file, named by its content hash so it can be cached forever. */
export function dictionaryUrl(lang: Lang, hash: string): string {
  return `/i18n/${lang}.${hash}.json`;
}

// A few dictionaries at most: each admin edit makes a new one, and the server process would
// otherwise keep every past version. The current ones are re-registered (made newest) by
// every request, so only superseded versions are dropped.
const REGISTRY_SIZE = 8;
const registry = new Map<string, Messages>();
const loads = new Map<string, Promise<Messages>>();

export function registerMessages(url: string, messages: Messages): void {
  registry.delete(url);
  registry.set(url, messages);
  for (const oldest of registry.keys()) {
    if (registry.size <= REGISTRY_SIZE) break;
    registry.delete(oldest);
    loads.delete(oldest);
  }
}

export function registeredMessages(url: string | undefined): Messages | undefined {
  return url ? registry.get(url) : undefined;
}

/**
 * Fetches a dictionary file once per URL (browser only). The same promise is returned until
 * it settles, as `use()` requires; a failed load is forgotten so the next render retries.
 */
export function loadMessages(url: string): Promise<Messages> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Dictionary ${url}: HTTP ${response.status}`);
      const messages = (await response.json()) as Messages;
      registerMessages(url, messages);
      return messages;
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

/**
 * The messages of the dictionary a page names, suspending until they are loaded. The root
 * Layout calls it: React Router commits navigations in transitions, so the previous screen
 * stays up while a new dictionary loads, and no text ever shows as a raw key. Chosen over a
 * root clientLoader awaiting the file: with a clientLoader, React Router fetches the root's
 * server data in a request of its own, one more request on every navigation, whereas this
 * costs nothing once the dictionary is registered (nearly always).
 */
export function useDictionary(url: string | undefined): Messages | undefined {
  if (!url) return undefined;
  const registered = registry.get(url);
  if (registered) return registered;
  // The server renders only what its root loader registered: fetching a relative URL there is a bug.
  if (typeof document === "undefined") throw new Error(`Dictionary ${url} not registered`);
  return use(loadMessages(url));
}

/**
 * How every i18next instance of ours reads one language's messages: no fallback language, no
 * escaping (React escapes), and a field error carrying its values ("too long" says its limit):
 * app/i18n/key-values.ts.
 */
export function i18nextOptions(lang: Lang, messages: Messages, instance: i18n): InitOptions {
  return {
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: translateKeyWithValues(() => instance),
  };
}

const instances = new WeakMap<Messages, i18n>();

/** One instance per messages object, so every render of a dictionary version shares it. */
export function createI18n(lang: Lang, messages: Messages): i18n {
  const shared = instances.get(messages);
  if (shared?.language === lang) return shared;
  const instance = i18next.createInstance();
  instance
    .use(initReactI18next)
    .init({ ...i18nextOptions(lang, messages, instance), initAsync: false, returnNull: false });
  // A direct lookup for the plain calls a render makes by the hundred (fast-t.ts).
  installFastT(instance, lang, messages);
  instances.set(messages, instance);
  return instance;
}
