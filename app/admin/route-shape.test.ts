// Every back-office route module keeps the one shape (loader, action, meta over a screen from
// its domain folder, at most 80 lines); the layout is the exception.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_ROUTE_LINES, routeShapeBreaks } from "./route-shape";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../routes/admin");
const EXCEPTIONS = new Set(["layout.tsx"]);

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((name) => !EXCEPTIONS.has(name))
    .sort();
}

const THIN = `import { adminAction } from "~/admin/action.server";
import { ThingsScreen } from "~/things/things-screen";
import { keyMeta } from "~/shell/meta";
import type { Route } from "./+types/things";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.things.title");
}

export async function loader() {
  return { things: [] };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, {});
}

export default function AdminThings({ loaderData }: Route.ComponentProps) {
  return <ThingsScreen {...loaderData} />;
}
`;

describe("back-office route modules", () => {
  const modules = routeModules(ROUTES_DIR);

  it("finds the route modules", () => {
    expect(modules.length).toBeGreaterThan(15);
  });

  it.each(modules)("%s is loader + action + meta over a domain screen", (name) => {
    expect(routeShapeBreaks(readFileSync(path.join(ROUTES_DIR, name), "utf8"))).toEqual([]);
  });
});

describe("routeShapeBreaks", () => {
  it("accepts a thin route over a domain screen", () => {
    expect(routeShapeBreaks(THIN)).toEqual([]);
  });

  it("refuses a route that grew past the limit", () => {
    const fat = `${THIN}${"// padding\n".repeat(MAX_ROUTE_LINES)}`;
    expect(routeShapeBreaks(fat)).toEqual([expect.stringMatching(/^\d+ lines/)]);
  });

  it("refuses a screen drawn in the route, as a function or as a constant", () => {
    const inline = THIN.replace(
      "export default function AdminThings({ loaderData }: Route.ComponentProps) {\n  return <ThingsScreen {...loaderData} />;\n}",
      `export default function AdminThings({ loaderData }: Route.ComponentProps) {
  return <ThingRow />;
}

function ThingRow() {
  return <p>thing</p>;
}

const ThingCard = ({ id }: { id: string }) => <p>{id}</p>;`,
    );
    const breaks = routeShapeBreaks(inline);
    expect(breaks).toContain("defines the component ThingRow: screens come from a domain folder");
    expect(breaks).toContain("defines the component ThingCard: screens come from a domain folder");
  });

  it("refuses a default export that holds the screen's state", () => {
    const stateful = THIN.replace(
      "  return <ThingsScreen {...loaderData} />;",
      "  const [open, setOpen] = useState(false);\n  return <ThingsScreen {...loaderData} open={open} onOpen={setOpen} />;",
    );
    expect(routeShapeBreaks(stateful)).toEqual([
      "the default export calls useState: the screen's state belongs in the screen",
    ]);
  });

  it("refuses a screen imported from the routes or from a file beside them, and own exports", () => {
    const misplaced = THIN.replace('from "~/things/things-screen"', 'from "./things-screen"').concat(
      "\nexport const PAGE_SIZE = 10;\n",
    );
    expect(routeShapeBreaks(misplaced)).toEqual([
      "exports PAGE_SIZE, which is not a route module export",
      "draws <ThingsScreen> from ./things-screen: screens come from a domain folder",
    ]);
  });
});
