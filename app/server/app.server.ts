// The Express application built into the server bundle: infrastructure
// routes, security, logging, then React Router for every page.
import path from "node:path";
import compression from "compression";
import express from "express";
import { boot, isDatabaseHealthy, shutdown } from "~/server/boot.server";
import { getConfig, isHttpsSite } from "~/server/config.server";
import {
  nonceMiddleware,
  parseTrustProxy,
  requestLogger,
  sameOriginGuard,
  securityHeaders,
} from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { createRequestHandler } from "~/server/request-handler.server";

export { boot, shutdown };

export function createApp(options: { mode: "development" | "production" }) {
  const config = getConfig();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.TRUST_PROXY));

  app.use(requestLogger(logger));
  app.use(compression());
  app.use(nonceMiddleware);
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
    app.use(express.static(client, { maxAge: "1h", index: false }));
  }

  app.use(sameOriginGuard(config.PUBLIC_URL));

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: options.mode,
      formLimit: config.FORM_BODY_LIMIT,
    }),
  );
  return app;
}
