// The page cache of anonymous visitors: what most of the site's traffic reads, served
// before React Router from bytes rendered and compressed once.
//
// Kept: GET answers (HTML documents and client navigations' `.data`) to requests with no
// cookie but the language one (no session, no flash message), outside the personal areas,
// that came back 200 with nothing personal in them (no Cache-Control private/no-store, no
// cookie set but the language one). The key is the origin, the path, the sorted query and
// the language served; `Vary` says so to other caches.
//
// Fresh: an entry is tagged with the content version read before its render and served
// only while the version is the same (content-version.server.ts: every committed public
// write moves it, in every process), and for at most PAGE_CACHE_TTL seconds for what the
// clock alone changes ("upcoming", "today").
import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { chooseLanguage } from "~/i18n/i18n.server";
import { contentVersion, onContentVersion } from "~/server/content-version.server";

export type PageCacheOptions = { maxBytes: number; ttlMs: number };

type Entry = {
  version: number;
  storedAt: number;
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  size: number;
};

/** Where a cacheable request's answer is looked up and stored. */
export type Slot = { key: string; version: number };

/** Paths whose pages are personal, carry secrets in the URL, or change something on GET. */
const PRIVATE_PATHS =
  /^\/(admin|profile|api|login|register|logout|language|forgot-password|reset-password|verify-email|newsletter\/verify|sessions|sign|verify|__refused)(\/|$|\.data$)/;
const CACHED_TYPES = /^(text\/html|text\/x-script)\b/;
const LANGUAGE_COOKIE = "lang";

/** Shared caches (a CDN, a reverse proxy) may keep an anonymous page this long, then revalidate. */
export const SHARED_MAX_AGE_S = 10;
const PUBLIC_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=30`;
const VARY = "Accept-Encoding, Accept-Language, Cookie";

/** Headers of the rendered answer that are not kept: the server sets them per response. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "date", "cache-control", "vary", "etag"]);

function onlyLanguageCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return true;
  return cookieHeader.split(";").every((part) => {
    const name = part.split("=")[0].trim();
    return name === "" || name === LANGUAGE_COOKIE;
  });
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #stop: (() => void) | undefined;

  constructor(readonly options: PageCacheOptions) {}

  /** Frees every entry as soon as the content version moves (they could only miss now). */
  watch() {
    this.#stop?.();
    this.#stop = onContentVersion(() => this.clear());
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size() {
    return this.#entries.size;
  }

  /** The slot of a request the cache may answer, or undefined when it must go to the app. */
  async slot(req: ExpressRequest, url: URL): Promise<Slot | undefined> {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    if (PRIVATE_PATHS.test(url.pathname)) return undefined;
    if (!onlyLanguageCookie(req.headers.cookie)) return undefined;
    if (req.headers.authorization) return undefined;
    const lang = await chooseLanguage({
      url,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers["accept-language"],
    });
    const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const key = `${lang} ${url.origin}${url.pathname}?${new URLSearchParams(query)}`;
    return { key, version: await contentVersion() };
  }

  /** The fresh entry of `slot`, if any (moved to the most recently used end). */
  get(slot: Slot): Entry | undefined {
    const entry = this.#entries.get(slot.key);
    if (!entry) return undefined;
    if (entry.version !== slot.version || Date.now() - entry.storedAt > this.options.ttlMs) {
      this.#delete(slot.key, entry);
      return undefined;
    }
    this.#entries.delete(slot.key);
    this.#entries.set(slot.key, entry);
    return entry;
  }

  /**
   * Keeps the app's answer when nothing in it is personal; returns the entry, or undefined
   * when the answer must be sent as it is (the caller still owns `response`).
   */
  async store(slot: Slot, method: string, response: Response): Promise<Entry | undefined> {
    if (method !== "GET" || response.status !== 200 || !response.body) return undefined;
    if (!CACHED_TYPES.test(response.headers.get("content-type") ?? "")) return undefined;
    if (/private|no-store/i.test(response.headers.get("cache-control") ?? "")) return undefined;
    const cookies = response.headers.getSetCookie();
    if (cookies.some((cookie) => !cookie.startsWith(`${LANGUAGE_COOKIE}=`))) return undefined;

    const identity = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers.entries()].filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
    const entry: Entry = {
      version: slot.version,
      storedAt: Date.now(),
      headers,
      etag: `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`,
      identity,
      gzip: gzipSync(identity, { level: 6 }),
      // Quality 5 of 11: within a few percent of the best size at a tenth of its time.
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      size: 0,
    };
    entry.size = entry.identity.length + entry.gzip.length + entry.br.length + slot.key.length;
    if (entry.size > this.options.maxBytes / 4) return entry; // sent, not kept: one page never fills the cache
    const previous = this.#entries.get(slot.key);
    if (previous) this.#delete(slot.key, previous);
    this.#entries.set(slot.key, entry);
    this.#bytes += entry.size;
    for (const [key, oldest] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#delete(key, oldest);
    }
    return entry;
  }

  #delete(key: string, entry: Entry) {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}

/** Sends a kept answer: 304 when the client has it, else the best encoding it accepts. */
export function sendEntry(req: ExpressRequest, res: ExpressResponse, entry: Entry, outcome: "hit" | "miss") {
  res.setHeader("X-Cache", outcome);
  res.setHeader("Vary", VARY);
  res.setHeader("ETag", entry.etag);
  for (const [name, value] of entry.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  // An answer that sets the language cookie (?lang=) is the same for everyone, but a
  // shared cache must not hand out a Set-Cookie.
  const setsCookie = entry.headers.some(([name]) => name === "set-cookie");
  res.setHeader("Cache-Control", setsCookie ? "private, no-cache" : PUBLIC_CACHE_CONTROL);
  if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

/** br, else gzip, else none, by the client's Accept-Encoding (q=0 refuses one). */
export function chooseEncoding(header: string | undefined): "br" | "gzip" | "identity" {
  if (!header) return "identity";
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allowed("br")) return "br";
  if (allowed("gzip")) return "gzip";
  return "identity";
}
