// What the benchmarks read from /proc (Linux): CPU time and resident memory of the server's
// processes and of PostgreSQL's backends. Figures for bench:pages and bench:catalogue.
import fs from "node:fs";
import type { Server } from "./server";

const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in 1/100 s on Linux

export function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process (backends included) on this machine. */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

/** The server's processes: the one started and, for a cluster, its workers (from /proc). */
export function serverPids(server: Server): number[] {
  const pid = server.child.pid as number;
  return [pid, ...childrenOf(pid)];
}

/** The processes `pid` started (from /proc); none once it is gone. */
export function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function statusMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Resident memory now. */
export const rssMb = (pid: number) => statusMb(pid, "VmRSS");

/** The most resident memory the process has had (its high-water mark). */
export const peakRssMb = (pid: number) => statusMb(pid, "VmHWM");

/**
 * Starts measuring the CPU time of the server's processes, and of PostgreSQL's when it serves
 * them; the function returned gives the milliseconds used since. Counted per process: one that
 * started meanwhile counts in full, one that ended (a backend closing its connection) drops
 * out rather than turning the figure negative.
 */
export function cpuMeter(server: Server, withPostgres: boolean): () => number {
  const snapshot = () => {
    const pids = [...serverPids(server), ...(withPostgres ? postgresPids() : [])];
    return new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));
  };
  const before = snapshot();
  return () => {
    let total = 0;
    for (const [pid, ms] of snapshot()) total += ms - (before.get(pid) ?? 0);
    return total;
  };
}

/**
 * Resident memory by kind, from /proc/<pid>/smaps (MB): glibc's malloc heaps (`[heap]`, and the
 * thread arenas reserved 64 MB at a time), files mapped (the node binary, libraries, ICU data),
 * and the other anonymous mappings: V8's heap and code, WebAssembly memory (PGlite's), large
 * Buffers. Approximate: it goes by a mapping's shape.
 */
export function memoryByKind(pid: number): Record<"malloc" | "files" | "anonymous", number> {
  const kinds = { malloc: 0, files: 0, anonymous: 0 };
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return kinds;
  }
  let kind: keyof typeof kinds = "anonymous";
  for (const line of text.split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      const sizeKb = (Number.parseInt(header[2], 16) - Number.parseInt(header[1], 16)) / 1024;
      const name = header[4].trim();
      if (name === "[heap]") kind = "malloc";
      else if (name.startsWith("/")) kind = "files";
      // A thread arena: 64 MB reserved and aligned, used from its start.
      else if (sizeKb <= 65536 && Number.parseInt(header[1], 16) % (65536 * 1024) === 0) kind = "malloc";
      else kind = "anonymous";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[kind] += Number(rss[1]) / 1024;
  }
  return kinds;
}
