// `npm start`: build when the production build is missing or older than the
// sources, then serve it. Keeps the README's one command true on a fresh clone.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureProjectNode } from "./project-node.mjs";

ensureProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const SOURCES = [
  "app",
  "db",
  "locales",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const BUILD_MARKER = path.join(root, "build/server/index.js");

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.existsSync(BUILD_MARKER) ? fs.statSync(BUILD_MARKER).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (built < sources) {
  process.stdout.write(built ? "Sources changed: rebuilding…\n" : "No build yet: building…\n");
  const bin = path.join(root, "node_modules/.bin/react-router");
  const result = spawnSync(bin, ["build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The embedded database's empty cluster (app/server/pglite-template.server.ts), made in a process
// of its own so that initdb's memory peak never happens in the server; kept once made (the
// script returns at once when it exists). Asked of that process, not imported here: this
// process becomes the server, which must load no TypeScript module (decision 036).
if (!process.env.DATABASE_URL?.trim()) {
  // Should it fail, the server runs initdb itself, as it would without a template.
  spawnSync(process.execPath, [path.join(root, "scripts/pglite-template.mjs")], { stdio: "inherit" });
}

process.env.NODE_ENV = "production";
await import(path.join(root, "server.js"));
