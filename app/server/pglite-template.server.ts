// The embedded database's empty cluster, made once per PGlite version and copied into a new
// data directory instead of running initdb there (docs/decisions/035, third addendum).
//
// Why: PGlite's initdb starts a second PostgreSQL in WebAssembly beside the first and runs the
// initdb program in a third module; a process that ran it peaked at about 600 MB and kept
// about 200 MB of WebAssembly memory it never gives back. Unpacking the same cluster from an
// archive peaks at about 270 MB and takes half the time. The archive is made by a process of
// its own (`npm run build`, `npm start`: scripts/pglite-template.mjs), so the server never
// carries initdb's peak; a server that finds none runs initdb as before.
//
// Only `node:` modules and PGlite here: the build script runs this file with Node.js itself.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** PGlite's package folder and version, wherever node_modules is (source, build, tests). */
function pglitePackage(): { dir: string; version: string } {
  // dist/index.cjs → the package folder.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const dir = path.resolve(path.dirname(entry), "..");
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
  return { dir, version };
}

/**
 * Where the archive of an empty cluster for the installed PGlite lives: in node_modules' cache,
 * since it belongs to that package's version (a new version makes a new one).
 */
export function pgliteTemplatePath(): string {
  const { dir, version } = pglitePackage();
  // node_modules/@electric-sql/pglite → node_modules/.cache/formatio
  return path.join(dir, "..", "..", ".cache", "formatio", `pglite-empty-${version}.tar.gz`);
}

/** The archive, when one was made for the installed PGlite. */
export function readPgliteTemplate(): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(pgliteTemplatePath())]);
  } catch {
    return undefined;
  }
}

/**
 * Makes the archive unless it exists: an in-memory PGlite runs initdb and is dumped, gzipped
 * (4.5 MB for 40 MB of files). Written under a temporary name and renamed, so a run that stops
 * half-way, or two at once, never leave a truncated one. Returns its path.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return file;
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create();
  try {
    const archive = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, archive);
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}
