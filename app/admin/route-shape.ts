// The one shape of a back-office route module (issue 22): loader, action and meta over a screen
// component that lives in its domain folder. A module that grows a screen of its own becomes
// the next screen's model, so route-shape.test.ts walks app/routes/admin with this check.

/** Longest route module allowed; the layout (the back office's frame) is the exception. */
export const MAX_ROUTE_LINES = 80;

/** What a route module may export: React Router's module exports, nothing of its own. */
const ROUTE_EXPORTS = new Set([
  "default",
  "meta",
  "loader",
  "action",
  "ErrorBoundary",
  "headers",
  "handle",
  "links",
  "shouldRevalidate",
]);

/** Why a route module breaks the shape (empty when it keeps it). A resource route (a CSV, a PDF)
 * has no component at all, which is fine. */
export function routeShapeBreaks(source: string): string[] {
  const breaks: string[] = [];
  const lineCount = source.replace(/\n$/, "").split("\n").length;
  if (lineCount > MAX_ROUTE_LINES) {
    breaks.push(`${lineCount} lines (at most ${MAX_ROUTE_LINES}): move the screen into its domain folder`);
  }

  for (const match of source.matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/gm)) {
    if (!ROUTE_EXPORTS.has(match[1])) breaks.push(`exports ${match[1]}, which is not a route module export`);
  }

  // A component defined here (other than the default export and the error boundary) is a screen
  // or a piece of one: it belongs in the domain folder.
  const local = [
    ...source.matchAll(/^(?:export\s+)?(?:async\s+)?function\s+([A-Z]\w*)/gm),
    ...source.matchAll(
      /^(?:export\s+)?(?:const|let)\s+([A-Z]\w*)\s*(?::[^=]+)?=\s*(?:\(|memo\(|forwardRef\(|function)/gm,
    ),
    ...source.matchAll(/^(?:export\s+)?class\s+([A-Z]\w*)/gm),
  ]
    .map((match) => match[1])
    .filter((name) => !isDefaultExport(source, name) && name !== "ErrorBoundary");
  for (const name of local) breaks.push(`defines the component ${name}: screens come from a domain folder`);

  // The default export hands the loader's data to the screen: state and effects are the screen's.
  const body = source.match(/^export\s+default\s+function[^\n]*\n([\s\S]*?)^\}/m)?.[1] ?? "";
  for (const hook of new Set([...body.matchAll(/\b(use[A-Z]\w*)\(/g)].map((match) => match[1]))) {
    breaks.push(`the default export calls ${hook}: the screen's state belongs in the screen`);
  }

  // Every element drawn is imported from outside the routes (the screen, an error boundary).
  const imported = importedNames(source);
  for (const tag of new Set([...source.matchAll(/(?<![\w$.])<([A-Z]\w*)[\s/>.]/g)].map((match) => match[1]))) {
    const from = imported.get(tag);
    if (from === undefined) breaks.push(`draws <${tag}>, which is not imported`);
    else if (from.startsWith(".") || from.startsWith("~/routes/")) {
      breaks.push(`draws <${tag}> from ${from}: screens come from a domain folder`);
    }
  }
  return breaks;
}

function isDefaultExport(source: string, name: string): boolean {
  return new RegExp(`^export\\s+default\\s+function\\s+${name}\\b`, "m").test(source);
}

/** Local name → module, for the named imports of a module. */
function importedNames(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of source.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)"/gm)) {
    for (const part of match[1].split(",")) {
      const local = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .pop();
      if (local) names.set(local, match[2]);
    }
  }
  return names;
}
