// The project runs on the Node.js pinned in package.json (the `node` package, installed by
// `npm install` into node_modules/.bin), whatever the system's Node.js is: npm scripts find
// that binary first on PATH. A script started by hand with an older system Node.js re-runs
// itself on the pinned one instead of failing halfway (see docs/decisions/001).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REQUIRED_NODE_MAJOR = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pinnedNode = path.join(root, "node_modules/.bin/node");

/** Returns when this process runs on Node.js 24+; otherwise re-runs the script on the pinned one and exits. */
export function ensureProjectNode() {
  if (Number(process.versions.node.split(".")[0]) >= REQUIRED_NODE_MAJOR) return;
  if (!fs.existsSync(pinnedNode)) {
    process.stderr.write(
      `Formatio needs Node.js ${REQUIRED_NODE_MAJOR} (this is ${process.version}). Run \`npm install\` first: it installs the pinned Node.js into node_modules.\n`,
    );
    process.exit(1);
  }
  const result = spawnSync(pinnedNode, [...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
