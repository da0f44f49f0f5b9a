import { readFileSync } from "node:fs";

/**
 * CPU seconds (user + system) a process the bench started has used so far, from /proc (Linux; NaN
 * elsewhere). On a shared machine a server's own CPU time grows less than its latencies when other
 * processes crowd it.
 */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return Number.NaN;
  }
}
