// The Express application built into the server bundle: infrastructure
// routes, security, logging, then React Router for every page.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { boot, isDatabaseHealthy, shutdown } from "~/server/boot.server";
import { getConfig } from "~/server/config.server";
import { nonceMiddleware, parseTrustProxy, requestId, sameOriginGuard, securityHeaders } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { createRequestContext } from "~/server/request-context.server";

export { boot, shutdown };

export function createApp(options: { mode: "development" | "production" }) {
  const config = getConfig();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.TRUST_PROXY));

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => requestId(req as express.Request, res as express.Response),
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    }),
  );
  app.use(compression());
  app.use(nonceMiddleware);
  app.use(
    securityHeaders({
      https: (config.PUBLIC_URL ?? "").startsWith("https://"),
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
      getLoadContext: (req, res) =>
        createRequestContext({
          nonce: res.locals.nonce as string,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          requestId: String((req as unknown as { id?: string }).id ?? ""),
        }),
    }),
  );
  return app;
}
