// CPU seconds used by the server side of a load, from /proc (Linux): the app processes, HAProxy, and every
// process of a private PostgreSQL cluster (its postmaster's children, living and ended).
import { readdirSync, readFileSync } from "node:fs";

/** A process's /proc stat fields after its name (state is [0], ppid [1], utime [11] … cstime [14]); null when gone. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, with its ended children's when `children`. */
export function cpuSeconds(pid: number, children = false): number {
  const f = statFields(pid);
  if (!f) return 0;
  const own = Number(f[11]) + Number(f[12]);
  return (children ? own + Number(f[13]) + Number(f[14]) : own) / 100;
}

/** The parent of a process (a PostgreSQL backend's parent is the postmaster). */
export const parentOf = (pid: number) => Number(statFields(pid)?.[1] ?? 0);

/** The PostgreSQL server's CPU so far: the postmaster, its living children, and those that ended. */
export function postgresCpu(postmaster: number): number {
  let sum = cpuSeconds(postmaster, true);
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const f = statFields(name);
    if (f && Number(f[1]) === postmaster) sum += (Number(f[11]) + Number(f[12])) / 100;
  }
  return sum;
}
