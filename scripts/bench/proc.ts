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

/** CPU time of every PostgreSQL process (backends included) on this machine. */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") total += cpuMsOf(Number(entry));
    } catch {
      // gone
    }
  }
  return total;
}

/** The server's processes: the one started and, for a cluster, its workers (from /proc). */
export function serverPids(server: Server): number[] {
  const pid = server.child.pid as number;
  const children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const list = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    }
  } catch {
    // gone
  }
  return [pid, ...children];
}

export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** CPU time of the server's processes, plus PostgreSQL's when it serves them. */
export function serverCpuMs(server: Server, withPostgres: boolean): number {
  const own = serverPids(server).reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  return own + (withPostgres ? postgresCpuMs() : 0);
}
