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
//
// Cheap (issue 31, decision 035): an entry keeps its compressed bytes only (the rare client
// that accepts neither gzip nor br gets them inflated), and its whole header block for each
// encoding, computed once when it is stored, security headers included. A hit is answered by
// `answerFromCache` before Express and its middleware (app.server.ts, server.js): no promise,
// no URL object, one writeHead.
//
// The back office's pages are kept too, each for its one person (issue 31): a page of `/admin`
// (document or `.data`) asked for with a session and nothing else, under that person's id and
// the database's snapshot read before its render (content-version.server.ts). The same text
// means nothing committed since, anywhere: the same person then gets the same page, at most
// PAGE_CACHE_TTL seconds old for what the clock alone changes. Such an entry is never shared,
// never in front of Express (the snapshot is a read), and never answered 304.
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, gunzipSync, gzipSync, constants as zlib } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { chooseLanguageNow } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/messages";
import { sessionCookieOf, sessionUserOfCookie } from "~/server/auth.server";
import { contentVersion, databaseSnapshot, knownVersion, onContentVersion } from "~/server/content-version.server";
import { type SharedReader, sharedReaderOf } from "~/server/shared-reader.server";
import { PERSONAL_LATER } from "~/shell/personal-parts";

export type PageCacheOptions = { maxBytes: number; ttlMs: number };

type Encoding = "br" | "gzip" | "identity";
/**
 * A visitor, a signed-in shared reader (their answer is private and says their parts come later),
 * or the one person a back-office entry was rendered for.
 */
type Who = "visitor" | "reader" | "owner";

type Entry = {
  /** The content version (shared pages) or the database snapshot (an owner's) it was rendered at. */
  version: number | string;
  storedAt: number;
  /** The app's headers that are kept (not the per-response ones). */
  headers: [string, string][];
  etag: string;
  gzip: Buffer;
  br: Buffer;
  /** A hit's whole header block per encoding, as writeHead takes it (name, value, name, value…), for whom it serves. */
  hitHeaders: Partial<Record<Who, Record<Encoding, string[]>>>;
  /** A 304's (visitors only: see revalidates). */
  notModifiedHeaders: string[];
  size: number;
};

/**
 * Where a cacheable request's answer is looked up and stored. `reader`: a signed-in shared
 * reader's request (shared-reader.server.ts), answered with the anonymous page in their language.
 * `owner`: the id of the person a back-office page is kept for, under the database's snapshot.
 */
export type Slot = { key: string; version: number | string; reader?: SharedReader; owner?: string };

const whoOf = (slot: Slot): Who => (slot.owner ? "owner" : slot.reader ? "reader" : "visitor");

/** The back office: pages kept for one person each (see the top of this file). */
const OWN_PATHS = /^\/admin(\/|$|\.data$)/;
/** Paths whose pages are personal, carry secrets in the URL, or change something on GET. */
const PRIVATE_PATHS =
  /^\/(admin|profile|trainer|api|login|register|logout|language|forgot-password|reset-password|verify-email|newsletter\/verify|sessions|sign|verify|__refused)(\/|$|\.data$)/;
/**
 * Public pages whose form a signed-in person finds filled in with their details (uncontrolled
 * fields keep what they first rendered): shared readers get their own render there.
 */
const PREFILLED_PATHS = /^\/(contact|testimonials)(\/|$)/;
const CACHED_TYPES = /^(text\/html|text\/x-script)\b/;
const LANGUAGE_COOKIE = "lang";

/** Shared caches (a CDN, a reverse proxy) may keep an anonymous page this long, then revalidate. */
export const SHARED_MAX_AGE_S = 10;
const PUBLIC_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=30`;
const VARY = "Accept-Encoding, Accept-Language, Cookie";

/** Headers of the rendered answer that are not kept: the server sets them per response. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "date", "cache-control", "vary", "etag"]);

/** Whether the Cookie header holds no cookie but the language one and, with `session`, the session one. */
function onlyCookies(cookieHeader: string | undefined, session: string | undefined): boolean {
  if (!cookieHeader) return true;
  const sessionName = session?.slice(0, session.indexOf("="));
  return cookieHeader.split(";").every((part) => {
    const name = part.split("=")[0].trim();
    return name === "" || name === LANGUAGE_COOKIE || name === sessionName;
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
  async slot(req: IncomingMessage): Promise<Slot | undefined> {
    const own = ownShape(req);
    if (own) {
      const user = await sessionUserOfCookie(own.session as string);
      if (!user) return undefined;
      // Read before the render: a commit during it moves the snapshot, and the entry is never found.
      const version = await databaseSnapshot();
      return { key: `${user.id} ${keyOf(own, user.language)}`, version, owner: user.id };
    }
    const shape = requestShape(req);
    if (!shape) return undefined;
    if (!shape.session) return { key: keyOf(shape, visitorLanguage(req, shape)), version: await contentVersion() };
    const reader = await sharedReaderOf(shape.session);
    if (!reader) return undefined;
    return { key: keyOf(shape, reader.lang), version: await contentVersion(), reader };
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
   * Answers a hit at once, before Express: true when it did. Anything it is not sure of (the
   * version unknown while this process writes, a request the cache does not take, a miss) is
   * left to the app, which looks again the slow way.
   */
  answer(req: IncomingMessage, res: ServerResponse, log?: (line: Record<string, unknown>) => void): boolean {
    const version = knownVersion("content");
    if (version === undefined) return false;
    const shape = requestShape(req);
    if (!shape) return false;
    let lang: Lang;
    if (shape.session) {
      const reader = sharedReaderOf.peek(shape.session)?.value;
      if (!reader) return false; // unknown yet, or not a shared reader: the app decides
      lang = reader.lang;
    } else {
      lang = visitorLanguage(req, shape);
    }
    const entry = this.get({ key: keyOf(shape, lang), version });
    if (!entry) return false;
    const id = randomUUID();
    writeEntry(req, res, entry, { who: shape.session ? "reader" : "visitor", outcome: "hit", id });
    log?.({ reqId: id, method: req.method, path: req.url, status: res.statusCode, cache: "hit" });
    return true;
  }

  /**
   * Keeps the app's answer when nothing in it is personal; returns the entry, or undefined
   * when the answer must be sent as it is (the caller still owns `response`).
   */
  async store(slot: Slot, method: string, response: Response, res: ExpressResponse): Promise<Entry | undefined> {
    if (method !== "GET" || response.status !== 200 || !response.body) return undefined;
    if (!CACHED_TYPES.test(response.headers.get("content-type") ?? "")) return undefined;
    // An owner's page is private by nature; a shared one must not say so.
    if (!slot.owner && /private|no-store/i.test(response.headers.get("cache-control") ?? "")) return undefined;
    const cookies = response.headers.getSetCookie();
    if (cookies.some((cookie) => slot.owner || !cookie.startsWith(`${LANGUAGE_COOKIE}=`))) return undefined;

    const identity = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers.entries()].filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
    const etag = `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`;
    const gzip = gzipSync(identity, { level: 6 });
    // Quality 5 of 11: within a few percent of the best size at a tenth of its time.
    const br = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    // One header block per kind of reader the entry serves, then one per encoding from it.
    const kinds: Who[] = slot.owner ? ["owner"] : ["visitor", "reader"];
    const blocks = new Map(kinds.map((who) => [who, headerBlock(res, headers, etag, who)]));
    const withBody = (who: Who, encoding: Encoding, length: number) => [
      ...(blocks.get(who) as string[]),
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(length),
    ];
    const bodies = (who: Who) => ({
      br: withBody(who, "br", br.length),
      gzip: withBody(who, "gzip", gzip.length),
      identity: withBody(who, "identity", identity.length),
    });
    const entry: Entry = {
      version: slot.version,
      storedAt: Date.now(),
      headers,
      etag,
      gzip,
      br,
      hitHeaders: Object.fromEntries(kinds.map((who) => [who, bodies(who)])),
      notModifiedHeaders: blocks.get("visitor") ?? [],
      size: 0,
    };
    // The header blocks are small (about a kilobyte each) next to the bytes.
    entry.size = gzip.length + br.length + slot.key.length + 3 * 1024;
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

/**
 * Sends a kept answer through Express (a miss just stored, or a hit the front could not take):
 * the same header block a hit in front of Express gets, with this request's id and outcome.
 */
export function sendEntry(
  req: ExpressRequest,
  res: ExpressResponse,
  entry: Entry,
  outcome: "hit" | "miss",
  slot: Slot,
) {
  const id = String(res.getHeader("X-Request-Id") ?? randomUUID());
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  writeEntry(req, res, entry, { who: whoOf(slot), outcome, id });
}

/**
 * Writes a kept answer with its precomputed header block: 304 when the client's copy is current,
 * else the best encoding it accepts. The blocks say "hit"; a miss just stored says so instead.
 */
function writeEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: Entry,
  { who, outcome, id }: { who: Who; outcome: "hit" | "miss"; id: string },
) {
  const headers = (block: string[]) => [
    ...(outcome === "hit" ? block : block.map((value, i) => (i > 0 && block[i - 1] === "X-Cache" ? outcome : value))),
    "X-Request-Id",
    id,
  ];
  if (revalidates(req, entry, who)) {
    res.writeHead(304, headers(entry.notModifiedHeaders));
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  res.writeHead(200, headers((entry.hitHeaders[who] as Record<Encoding, string[]>)[encoding]));
  if (req.method === "HEAD") res.end();
  else res.end(bodyOf(entry, encoding));
}

/** The bytes for `encoding`: the kept ones, or the gzip ones inflated for a client that takes neither. */
function bodyOf(entry: Entry, encoding: Encoding): Buffer {
  return encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : gunzipSync(entry.gzip);
}

/**
 * The headers every answer of an entry carries, as writeHead takes them: those the middleware
 * set on the response that is being stored (security headers; not its request id), the app's
 * (a document's own CSP replaces the default one), and the cache's own.
 */
function headerBlock(res: ExpressResponse, kept: [string, string][], etag: string, who: Who): string[] {
  const merged = new Map<string, [string, string][]>();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    const lower = name.toLowerCase();
    if (value === undefined || PER_RESPONSE_HEADERS.has(lower) || MIDDLEWARE_PER_RESPONSE.has(lower)) continue;
    merged.set(
      lower,
      [value].flat().map((one) => [name, String(one)]),
    );
  }
  const own = new Map<string, [string, string][]>();
  for (const [name, value] of kept) own.set(name, [...(own.get(name) ?? []), [name, value]]);
  for (const [name, values] of own) merged.set(name, values);
  // An answer that sets the language cookie (?lang=) is the same for everyone, but a
  // shared cache must not hand out a Set-Cookie.
  const setsCookie = own.has("set-cookie");
  merged.set("x-cache", [["X-Cache", "hit"]]);
  merged.set("vary", [["Vary", VARY]]);
  merged.set("etag", [["ETag", etag]]);
  // Asked with a session: for this browser only, and it must fetch the person's own parts.
  const cacheControl =
    who !== "visitor" ? "private, no-store" : setsCookie ? "private, no-cache" : PUBLIC_CACHE_CONTROL;
  merged.set("cache-control", [["Cache-Control", cacheControl]]);
  if (who === "reader") merged.set("server-timing", [["Server-Timing", PERSONAL_LATER]]);
  return [...merged.values()].flat().flat();
}

/** Headers the middleware sets per response that a kept answer must not repeat. */
const MIDDLEWARE_PER_RESPONSE = new Set(["x-request-id", "x-cache"]);

const SORT = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** What the cache needs of a request it may take, read from the request as it arrived. */
type Shape = { origin: string; path: string; params: [string, string][]; session: string | undefined };

/**
 * The request's shape when the cache may take it: a GET or HEAD of a public path, no cookie but
 * the language one and the session one, no Authorization header. With a session (then a shared
 * reader's, which slot and answer check): a document only (a `.data` request is how their
 * browser gets their own parts), not a page that fills a form with their details, and no
 * `?lang=` (the viewer stores that choice in their account).
 */
function requestShape(req: IncomingMessage): Shape | undefined {
  const shape = shapeOf(req);
  if (!shape || PRIVATE_PATHS.test(shape.path)) return undefined;
  const { path, params, session } = shape;
  if (session && (path.endsWith(".data") || PREFILLED_PATHS.test(path) || params.some(([name]) => name === "lang"))) {
    return undefined;
  }
  return shape;
}

/** The shape of a back-office request the cache may keep for its person: with a session, no `?lang=`. */
function ownShape(req: IncomingMessage): Shape | undefined {
  const shape = shapeOf(req);
  if (!shape?.session || !OWN_PATHS.test(shape.path)) return undefined;
  return shape.params.some(([name]) => name === "lang") ? undefined : shape;
}

/** A GET or HEAD with no Authorization header and no cookie but the language and session ones. */
function shapeOf(req: IncomingMessage): Shape | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "";
  if (!url.startsWith("/")) return undefined;
  if (req.headers.authorization) return undefined;
  const cookie = req.headers.cookie;
  const session = sessionCookieOf(cookie);
  if (!onlyCookies(cookie, session)) return undefined;
  const at = url.indexOf("?");
  const path = at < 0 ? url : url.slice(0, at);
  const params = at < 0 ? [] : [...new URLSearchParams(url.slice(at + 1))];
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  const origin = `${scheme}|${req.headers["x-forwarded-proto"] ?? ""} ${req.headers.host ?? ""}`;
  return { origin, path, params, session };
}

/** A visitor's language: `?lang=`, the language cookie, Accept-Language. */
function visitorLanguage(req: IncomingMessage, shape: Shape): Lang {
  return chooseLanguageNow({
    query: shape.params.find(([name]) => name === "lang")?.[1] ?? null,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
}

/**
 * Where an answer is kept: the language served, the scheme and host as they arrived, the path
 * as sent and the sorted query. A visitor and a shared reader asking for the same page in the
 * same language share the entry: what is kept is the anonymous page.
 */
function keyOf(shape: Shape, lang: Lang): string {
  const params = shape.params.length > 1 ? [...shape.params].sort(SORT) : shape.params;
  return `${lang} ${shape.origin}${shape.path}?${new URLSearchParams(params)}`;
}

/**
 * Whether the client's copy is current: a 304. Never for a shared reader: the copy their browser
 * may hold is a visitor's from before they signed in, and the answer must say that their own
 * parts are to be fetched.
 */
function revalidates(req: IncomingMessage, entry: Entry, who: Who): boolean {
  return who === "visitor" && matchesEtag(req.headers["if-none-match"], entry.etag);
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
