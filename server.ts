// Entry point: `node server.ts` (the production build) or `node --conditions=development
// server.ts --dev` (Vite, hot reload). Node.js 24 strips this file's types itself: no
// TypeScript loader in production. In development Vite resolves react-router with the
// "development" export condition; Node must too, or @react-router/express and the app get
// two copies of react-router and the router context fails its instanceof check.
import type { Server } from "node:http";
import express from "express";

const development = process.argv.includes("--dev");
process.env.NODE_ENV ??= development ? "development" : "production";
const port = Number(process.env.PORT ?? 3000);

type AppModule = {
  createApp: (options: { mode: "development" | "production" }) => express.Express;
  boot: () => Promise<unknown>;
  shutdown: () => Promise<void>;
};

async function main() {
  const outer = express();
  outer.disable("x-powered-by");
  let appModule: AppModule;

  if (development) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    const load = () => vite.ssrLoadModule("./app/server/app.server.ts") as Promise<AppModule>;
    appModule = await load();
    await appModule.boot();
    outer.use(vite.middlewares);
    let current: { mod: AppModule; app: express.Express } | undefined;
    outer.use(async (req, res, next) => {
      try {
        const mod = await load();
        // Rebuild the Express app only when Vite re-evaluated the module.
        if (current?.mod !== mod) current = { mod, app: mod.createApp({ mode: "development" }) };
        current.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    // @ts-expect-error -- produced by `react-router build`
    appModule = (await import("./build/server/index.js")) as AppModule;
    await appModule.boot();
    outer.use(appModule.createApp({ mode: "production" }));
  }

  const server: Server = outer.listen(port, () => {
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    process.stdout.write(`Formatio is running at http://localhost:${actual} on Node.js ${process.version}\n`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal} received: finishing requests, then stopping.\n`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await appModule.shutdown();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
