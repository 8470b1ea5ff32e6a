// `npx tsx scripts/bench/profile-page.ts /formations member [--pg]`: a CPU profile of the
// production server while it serves one page to a visitor, a member or the administrator, with
// the self time summed by package (node_modules/…), by our files and by function. Where the
// milliseconds of a page go, for the figures of bench:pages. Not a test.
// --data-dir=DIR serves an existing embedded data directory instead of a fresh demo one (the
// large catalogue bench:catalogue leaves in /tmp/formatio-bench-pglite); --uncached sends a
// cookie the page cache does not take, so a visitor's page is rendered every time.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild, signInCookie, startServer, stopServer } from "./server";

const [page = "/formations", who = "member"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const withPg = process.argv.includes("--pg");
const seconds = Number(process.argv.find((a) => a.startsWith("--duration="))?.split("=")[1] ?? 8);
const dataDir = process.argv.find((a) => a.startsWith("--data-dir="))?.split("=")[1];
const uncached = process.argv.includes("--uncached");

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Self time per node, counting only the samples taken `fromEndMs`…`toEndMs` before the profile's end (the load). */
function summarise(file: string, fromEndMs: number, toEndMs: number) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = profile.startTime;
  const times = profile.timeDeltas.map((delta) => {
    at += delta;
    return at;
  });
  const from = profile.endTime - fromEndMs * 1000;
  const to = profile.endTime - toEndMs * 1000;
  profile.samples.forEach((id, i) => {
    if (times[i] < from || times[i] > to) return;
    if ((byId.get(id) as Node).callFrame.functionName === "(idle)") return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = (byId.get(id) as Node).callFrame;
    const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    const group = pkg
      ? pkg
      : url.includes("/build/server/")
        ? "our code (server bundle)"
        : url.startsWith("node:") || !url
          ? `(${functionName || "native"})`
          : url;
    groups.set(group, (groups.get(group) ?? 0) + us);
    const name = `${functionName || "(anonymous)"} ${pkg ?? path.basename(url)}:${lineNumber}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join("\n");
  return { total, text: `by package:\n${top(groups, 25)}\n\nby function:\n${top(functions, 40)}` };
}

async function main() {
  ensureBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-profile-"));
  let env: NodeJS.ProcessEnv = dataDir
    ? { DATA_DIR: dataDir }
    : { DATA_DIR: path.join(dir, "data"), DEMO_CONTENT: "true" };
  if (withPg) {
    const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS "bench_profile" WITH (FORCE)');
    await admin.query('CREATE DATABASE "bench_profile"');
    await admin.end();
    env = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/bench_profile", DEMO_CONTENT: "true" };
  }
  const server = await startServer({ ...env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` });
  const cookie = who === "visitor" ? "" : await signInCookie(server.base, who === "admin" ? "admin" : "member");
  const headers: Record<string, string> = { accept: "text/html", "accept-encoding": "gzip", "accept-language": "fr" };
  if (cookie || uncached) headers.cookie = [cookie, uncached ? "bench=uncached" : ""].filter(Boolean).join("; ");
  await autocannon({ url: `${server.base}${page}`, connections: 1, duration: 2, headers }); // warm up
  const loadStart = Date.now();
  const result = await autocannon({ url: `${server.base}${page}`, connections: 4, duration: seconds, headers });
  const loadEnd = Date.now();
  await stopServer(server);
  const stopped = Date.now();
  const file = fs.readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("no profile written");
  const { total, text } = summarise(path.join(dir, file), stopped - loadStart, stopped - loadEnd);
  process.stdout.write(
    `${page} as ${who} on ${withPg ? "PostgreSQL" : "PGlite"}: ${result.requests.total} requests (${result.non2xx} not 2xx) in ${seconds} s (+2 s warm-up, boot); ${(total / 1000 / result.requests.total).toFixed(2)} ms of the server's main thread per request\n${text}\n`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
