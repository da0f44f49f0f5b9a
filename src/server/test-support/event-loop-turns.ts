import { readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * How long this process's event loop was held by one stretch of work, measured two ways while `work`
 * runs, for tests that must prove a request does not hold the loop:
 *  - `longestCpuMs`: the most CPU time the main thread spent between two ticks of a 10 ms timer, read
 *    from Linux's /proc/self/task/<pid>/stat (the main thread's id is the process id; 10 ms ticks).
 *    On a busy machine the loop also waits for a core, which is no work of ours: CPU time does not
 *    count that, so the figure holds on a loaded CI machine. Null where /proc is missing.
 *  - `longestDelayMs`: monitorEventLoopDelay's worst delay (wall clock; load adds to it).
 */
export type LoopTurns = { longestCpuMs: number | null; longestDelayMs: number };

const TICK_MS = 10;
const CLOCK_TICKS_PER_SECOND = 100;

function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, in parentheses): utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export async function measuringLoopTurns<T>(work: () => Promise<T>): Promise<{ result: T; turns: LoopTurns }> {
  const delay = monitorEventLoopDelay({ resolution: TICK_MS });
  let lastCpu = mainThreadCpuMs();
  let longestCpu = 0;
  const sample = () => {
    const cpu = mainThreadCpuMs();
    if (cpu !== null && lastCpu !== null) longestCpu = Math.max(longestCpu, cpu - lastCpu);
    lastCpu = cpu;
  };
  const ticker = setInterval(sample, TICK_MS);
  delay.enable();
  try {
    const result = await work();
    sample();
    return {
      result,
      turns: { longestCpuMs: lastCpu === null ? null : longestCpu, longestDelayMs: delay.max / 1e6 },
    };
  } finally {
    clearInterval(ticker);
    delay.disable();
  }
}
