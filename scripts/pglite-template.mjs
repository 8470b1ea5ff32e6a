// Makes the embedded database's empty cluster for the installed PGlite, unless it exists
// (app/server/pglite-template.server.ts): run by `npm run build` and `npm start` in a process
// of its own, so initdb's memory peak never happens in the server.
import { ensureProjectNode } from "./project-node.mjs";

ensureProjectNode();
// Node.js 24 strips the module's types itself; it imports only node: modules and PGlite.
const { ensurePgliteTemplate, pgliteTemplatePath } = await import("../app/server/pglite-template.server.ts");
const existed = (await import("node:fs")).existsSync(pgliteTemplatePath());
const file = await ensurePgliteTemplate();
if (!existed) process.stdout.write(`Embedded database template made: ${file}\n`);
