// The Express application built into the server bundle: infrastructure
// routes, security, logging, then React Router for every page.
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import compression from "compression";
import express from "express";
import { serveDictionary } from "~/i18n/dictionary-file.server";
import { boot, isDatabaseHealthy, prepare, shutdown } from "~/server/boot.server";
import { getConfig, isHttpsSite } from "~/server/config.server";
import { parseTrustProxy, requestLogger, sameOriginGuard, securityHeaders } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { PageCache } from "~/server/page-cache.server";
import { createRequestHandler } from "~/server/request-handler.server";

export { boot, prepare, shutdown };

export function createApp(options: { mode: "development" | "production" }) {
  const config = getConfig();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.TRUST_PROXY));

  app.use(requestLogger(logger));
  app.use(compression());
  app.use(
    securityHeaders({
      https: isHttpsSite(),
      development: options.mode === "development",
    }),
  );

  app.get("/healthz", async (_req, res) => {
    const ok = await isDatabaseHealthy();
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable" });
  });

  // The translation dictionaries pages name: static-like, before sessions and rendering.
  app.use("/i18n", serveDictionary);

  // Stored names are unique (timestamp + random), so uploads can be cached forever.
  app.use(
    "/uploads",
    (_req, res, next) => {
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      next();
    },
    express.static(path.join(config.dataDir, "uploads"), { immutable: true, maxAge: "1y", index: false }),
  );

  if (options.mode === "production") {
    const client = path.resolve("build/client");
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
    // Only the files that exist (favicon, robots…): a page URL never costs a file-system lookup.
    const files = new Set(publicFiles(client));
    const serveFile = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (files.has(req.path) ? serveFile(req, res, next) : next()));
  }

  app.use(sameOriginGuard(config.PUBLIC_URL));

  const cache = options.mode === "production" && config.PAGE_CACHE ? pageCache(config) : undefined;
  app.use(
    createRequestHandler({
      // The module itself: a function would be called, and the route tables rebuilt, per request.
      build,
      mode: options.mode,
      formLimit: config.FORM_BODY_LIMIT,
      pageCache: cache,
    }),
  );
  // The page cache's hits, answered in front of all of the above (server.js calls it first):
  // their headers were taken from an answer that went through it.
  if (cache) {
    const log = (line: Record<string, unknown>) => {
      if (logger.isLevelEnabled("info")) logger.info(line, "request");
    };
    app.locals[FRONT_HANDLER] = ((req, res) => cache.answer(req, res, log)) satisfies FrontHandler;
  }
  return app;
}

/** Where createApp leaves the function answering page-cache hits before Express (server.js). */
export const FRONT_HANDLER = "answerFromPageCache";
export type FrontHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** One page cache per process, following the content version. */
function pageCache(config: ReturnType<typeof getConfig>): PageCache {
  const cache = new PageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, ttlMs: config.PAGE_CACHE_TTL * 1000 });
  cache.watch();
  return cache;
}

/** The URL paths of the files under `root`, except the hashed assets served above. */
function publicFiles(root: string, dir = ""): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return relative === "/assets" ? [] : publicFiles(root, relative);
    return [relative];
  });
}
