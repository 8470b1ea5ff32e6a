// HTTP hardening shared by every response: request ids, security headers with
// a CSP allowing inline scripts by hash, and refusal of cross-origin state-changing requests.
import { createHash, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import type { Logger } from "pino";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function requestId(req: Request, res: Response): string {
  const incoming = req.get("x-request-id");
  const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/** Query parameters whose values are secrets (sign-in links, reset and verification tokens). */
const SECRET_PARAM = /token|password|secret|code|key|signature|session/i;

/** A request's path for the log: the query's secret values replaced, never the whole query. */
export function loggablePath(originalUrl: string): string {
  const [path, query] = originalUrl.split("?", 2);
  if (!query) return path;
  const params = new URLSearchParams(query);
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) params.set(name, "[redacted]");
  }
  return `${path}?${params}`;
}

/**
 * One log line per request, written when the response is finished: method, path (secrets
 * redacted), status, duration, request id and the signed-in user's id. Headers are never
 * logged: cookies, `authorization` and `set-cookie` carry sessions. React Router fills
 * `res.locals.log.userId` (request-context.server.ts) once the viewer is known.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const id = requestId(req, res);
    res.locals.requestId = id;
    res.locals.log = {} as { userId?: string };
    if (req.path.startsWith("/assets/")) return next();
    res.on("close", () => {
      const line = {
        reqId: id,
        method: req.method,
        path: loggablePath(req.originalUrl),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        userId: (res.locals.log as { userId?: string }).userId,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.statusCode >= 500) logger.error(line, "request");
      else logger.info(line, "request");
    });
    next();
  };
}

/**
 * The Content-Security-Policy of every response. Scripts come from the site itself; an
 * HTML document's inline scripts (React Router's hydration data and module loader) are
 * allowed by their SHA-256 hashes, computed from the bytes sent (entry.server.tsx). A hash,
 * unlike a per-request nonce, lets the page cache keep and resend the document as it is.
 */
export function contentSecurityPolicy(options: { https: boolean; scriptHashes?: readonly string[] }): string {
  const scripts = ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'sha256-${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** SHA-256 (base64) of each inline `<script>` of an HTML document, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // React escapes "</script" inside script text, so the first closing tag ends the element.
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]) hashes.add(createHash("sha256").update(match[1]).digest("base64"));
  }
  return [...hashes];
}

export function securityHeaders(options: { https: boolean; development: boolean }) {
  const policy = contentSecurityPolicy({ https: options.https });
  const headers = helmet({
    // Set below: HTML documents replace it with their own, holding their scripts' hashes.
    contentSecurityPolicy: false,
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
    // Not helmet's "no-referrer": under it browsers send `Origin: null` with a plain
    // (no-JavaScript) form POST, which the same-origin guard must refuse. Other sites
    // still get the origin only, never a path or its query (tokens in links).
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    // Vite's dev client injects inline scripts and a websocket: no policy in development.
    if (!options.development) res.setHeader("Content-Security-Policy", policy);
    headers(req, res, next);
  };
}

/**
 * Browsers send Origin (or Sec-Fetch-Site) with every cross-site POST, so a
 * state-changing request from another site is refused before any action runs.
 */
export function sameOriginGuard(publicUrl: string | undefined) {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const own = `${req.protocol}://${req.get("host")}`;
    const site = req.get("sec-fetch-site");
    if (origin && origin !== "null") {
      if (origin === own || origin === allowed) return next();
    } else if (!origin && site !== "cross-site") {
      return next();
    } else if (origin === "null" && site === "same-origin") {
      // A privacy-minded referrer policy (ours or the browser's) hides the origin of a
      // native form POST; Sec-Fetch-Site, which pages cannot forge, still vouches for it.
      return next();
    }
    res.status(403).type("text/plain").send("Cross-origin request refused");
  };
}

/** TRUST_PROXY as Express understands it: hop count, list of addresses/subnets, or a preset name. */
export function parseTrustProxy(value: string | undefined): boolean | number | string | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true") return true;
  if (value === "false") return false;
  return value.split(",").map((s) => s.trim());
}
