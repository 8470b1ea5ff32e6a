// HTTP hardening shared by every response: request ids, security headers with
// a per-request CSP nonce, and refusal of cross-origin state-changing requests.
import { randomBytes, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function requestId(req: Request, res: Response): string {
  const incoming = req.get("x-request-id");
  const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
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
