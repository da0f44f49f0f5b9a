import { readFileSync } from "node:fs";

/**
 * The resident memory of a process the bench started, in MB, as `ps` shows it (issue 10's budget:
 * ≤ 120 MB idle, ≤ 250 MB after the load test). Linux only (/proc); elsewhere "n/a".
 */
export function residentMegabytes(pid: number | undefined): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
    return Number.isFinite(kilobytes) ? `${(kilobytes / 1024).toFixed(0)} MB` : "n/a";
  } catch {
    return "n/a";
  }
}
