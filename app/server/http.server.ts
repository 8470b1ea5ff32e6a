// HTTP hardening shared by every response: request ids, security headers with
// a per-request CSP nonce, and refusal of cross-origin state-changing requests.
import { randomBytes, randomUUID } from "node:crypto";
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

export function nonceMiddleware(_req: Request, res: Response, next: NextFunction) {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
}

export function securityHeaders(options: { https: boolean; development: boolean }) {
  return helmet({
    contentSecurityPolicy: options.development
      ? false // Vite's dev client injects inline scripts and a websocket.
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            mediaSrc: ["'self'", "https:"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(options.https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
    // Not helmet's "no-referrer": under it browsers send `Origin: null` with a plain
    // (no-JavaScript) form POST, which the same-origin guard must refuse. Other sites
    // still get the origin only, never a path or its query (tokens in links).
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
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
