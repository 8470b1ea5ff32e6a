// Express → React Router, with the body read here first. @react-router/express hands the
// raw socket to whatever action runs, so one POST could make the process buffer any size
// and a JSON or broken multipart body crashed `request.formData()` into a 500. Here a body
// is read only up to its limit (aborted past it), only in the formats our forms send, and
// a multipart body must parse; a refused request is answered by the refusal page, inside
// the site's shell, before any action runs.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";
import { badFieldName, hasControlCharacter } from "~/forms/validate";
import { detectLanguage, getFixedT, languageCookieHeader } from "~/i18n/i18n.server";
import { beginWrite } from "~/server/content-version.server";
import { type PageCache, type Slot, sendEntry } from "~/server/page-cache.server";
import { createRequestContext, type Refusal } from "~/server/request-context.server";
import { acceptsPrivateDocument, PRIVATE_DOCUMENT_MAX_BYTES } from "~/uploads/private-documents";
import { uploadBodyLimit, uploadErrorAnswer } from "~/uploads/purposes.server";
import { tooLarge } from "~/uploads/uploads.server";

const MB = 1024 * 1024;
/** The path the refusal page answers at (routes.ts); never linked to. */
export const REFUSAL_PATH = "/__refused";
const UPLOAD_PATH = "/api/uploads";
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

type Options = {
  build: ServerBuild;
  mode: string;
  /** Most bytes a form body may have (uploads have their purpose's limit). */
  formLimit: number;
  /** Answers anonymous page loads from kept bytes (page-cache.server.ts); none in development. */
  pageCache?: PageCache;
};

export function createRequestHandler({ build, mode, formLimit, pageCache }: Options) {
  const handle = createRouterHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const url = requestUrl(req);
      let refusal = refuseUrl(url);
      const slot = refusal ? undefined : await pageCache?.slot(req);
      if (slot && pageCache) {
        const kept = pageCache.get(slot);
        if (kept) {
          sendEntry(req, res, kept, "hit", slot);
          return;
        }
      } else if (req.method !== "GET" && req.method !== "HEAD") {
        // Until this request is answered, and once after, caches check the content version
        // in the database: its own write must show on the very next page.
        res.once("close", beginWrite());
      }
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (!refusal && req.method !== "GET" && req.method !== "HEAD") {
        const read = await readBody(req, url, formLimit);
        if ("refusal" in read) refusal = read.refusal;
        else body = read.body;
      }
      if (refusal?.status === 413) dropTheRestThenClose(req, res);
      if (refusal && url.pathname === UPLOAD_PATH) {
        await sendUploadRefusal(req, res, url, refusal);
        return;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      // A refused request keeps its method (a POST shows the refusal, never runs an action)
      // and its kind (a client navigation's `.data` request gets data, not HTML).
      const target = refusal ? refusalUrl(url) : url;
      const run = (headers: Headers) =>
        handle(
          new Request(target, {
            method: req.method,
            headers,
            signal: controller.signal,
            body: body && !refusal ? body : req.method === "GET" || req.method === "HEAD" ? undefined : null,
          }),
          createRequestContext({
            clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
            requestId: String(res.locals.requestId ?? ""),
            refusal,
            log: res.locals.log,
          }),
        );
      // A shared reader's miss is rendered as the anonymous page in their language: what is
      // kept and given to everyone can hold nothing of theirs (page-cache.server.ts).
      const anonymous = slot?.reader ? headersOf(req) : undefined;
      if (slot?.reader) anonymous?.set("cookie", languageCookieHeader(slot.reader.lang));
      let response = await run(anonymous ?? headersOf(req));
      const entry = slot && pageCache ? await pageCache.store(slot, req.method, response, res) : undefined;
      if (entry) {
        sendEntry(req, res, entry, "miss", slot as Slot);
        return;
      }
      if (anonymous) {
        // Not an answer to share (a redirect, a 404, a page that asks who is there): the
        // person's own answer instead, as if the cache were not there.
        await response.body?.cancel();
        response = await run(headersOf(req));
      }
      if (pageCache) res.setHeader("X-Cache", slot && !anonymous ? "miss" : "bypass");
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function requestUrl(req: ExpressRequest): URL {
  // req.protocol and req.host honour X-Forwarded-* only behind a trusted proxy.
  const host = (req.get("host") ?? "localhost").replace(/[^A-Za-z0-9.:[\]-]/g, "") || "localhost";
  return new URL(`${req.protocol}://${host}${req.originalUrl.startsWith("/") ? "" : "/"}${req.originalUrl}`);
}

/**
 * A path must decode as UTF-8 without control characters, and no query value may hold a
 * NUL: routes match decoded paths, and PostgreSQL rejects 0x00 in any text.
 */
function refuseUrl(url: URL): Refusal | undefined {
  const bad: Refusal = { status: 400, key: "errors.http.bad_request" };
  try {
    if (hasControlCharacter(decodeURIComponent(url.pathname))) return bad;
  } catch {
    return bad;
  }
  for (const [name, value] of url.searchParams) {
    if (name.includes("\u0000") || value.includes("\u0000")) return bad;
  }
  return undefined;
}

const LINGER_MS = 3_000;
const LINGER_BYTES = 16 * MB;

/**
 * After a body was refused for its size: once the answer is sent, what the client still
 * sends is read and dropped (never kept) for a moment, then the connection is closed.
 * Closing at once makes the client's kernel reset the connection while it is still
 * sending, and the client loses the answer it had not read yet (a failed upload with no
 * message); a client that keeps sending is cut off after LINGER_MS or LINGER_BYTES.
 */
function dropTheRestThenClose(req: ExpressRequest, res: ExpressResponse) {
  // Not "Connection: close": Node would close the socket as soon as the answer is out.
  res.once("finish", () => {
    let dropped = 0;
    const close = () => req.socket.destroy();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) {
        clearTimeout(timer);
        close();
      }
    });
    req.once("end", () => clearTimeout(timer));
    req.resume();
  });
}

/** Where a refused request is answered: the refusal route, in the language the address asked for. */
function refusalUrl(url: URL): URL {
  const target = new URL(url.pathname.endsWith(".data") ? `${REFUSAL_PATH}.data` : REFUSAL_PATH, url);
  const lang = url.searchParams.get("lang");
  if (lang === "fr" || lang === "en") target.searchParams.set("lang", lang);
  return target;
}

type BodyRead = { body: Uint8Array<ArrayBuffer> | undefined } | { refusal: Refusal };

async function readBody(req: ExpressRequest, url: URL, formLimit: number): Promise<BodyRead> {
  const declared = req.get("content-length");
  const hasBody = req.get("transfer-encoding") !== undefined || (declared !== undefined && declared !== "0");
  if (!hasBody) return { body: undefined };
  const type = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(type)) {
    req.resume(); // discard what the client sends; the refusal is small
    return { refusal: { status: 415, key: "errors.http.unsupported_type" } };
  }
  const limit =
    type !== "multipart/form-data"
      ? formLimit
      : url.pathname === UPLOAD_PATH
        ? uploadBodyLimit(url.searchParams.get("purpose"))
        : acceptsPrivateDocument(url.pathname)
          ? Math.max(formLimit, PRIVATE_DOCUMENT_MAX_BYTES + 64 * 1024)
          : formLimit;
  const tooBig: Refusal = {
    status: 413,
    key: "errors.http.too_large",
    params: { max: Math.max(1, Math.round(limit / MB)) },
  };
  if (declared !== undefined && Number(declared) > limit) return { refusal: tooBig };
  const bytes = await readAtMost(req, limit);
  if (!bytes) return { refusal: tooBig };
  const bad: Refusal = { status: 400, key: "errors.http.bad_request" };
  let names: Iterable<string>;
  if (type === "multipart/form-data") {
    try {
      names = (
        await new Response(bytes, { headers: { "content-type": req.get("content-type") ?? "" } }).formData()
      ).keys();
    } catch {
      return { refusal: bad };
    }
  } else {
    names = new URLSearchParams(new TextDecoder().decode(bytes)).keys();
  }
  // A field name through `__proto__` (or too deep, too long) is refused before any action
  // reads the form: no parser of ours or of a library can be led into a prototype.
  for (const name of names) if (badFieldName(name)) return { refusal: bad };
  return { body: bytes };
}

/** The whole body, or undefined as soon as it passes `limit` bytes (nothing more is read). */
function readAtMost(req: ExpressRequest, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        chunks.length = 0;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(body);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** The upload field reads `{ error }` JSON, in the spec's wording ("Fichier trop volumineux…"). */
async function sendUploadRefusal(req: ExpressRequest, res: ExpressResponse, url: URL, refusal: Refusal) {
  const lang = await detectLanguage(new Request(url, { headers: headersOf(req) }));
  if (refusal.status === 413) {
    const answer = await uploadErrorAnswer(tooLarge(uploadBodyLimit(url.searchParams.get("purpose"))), lang);
    res.status(413).json(answer.body);
    return;
  }
  res.status(refusal.status).json({ error: (await getFixedT(lang))(refusal.key, refusal.params ?? {}) });
}

function headersOf(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Set, not appended: a document's own CSP replaces the default one (two policies would
  // both apply, and the default one allows no inline script).
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") res.append(key, value);
    else res.setHeader(key, value);
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
