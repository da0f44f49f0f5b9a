/**
 * Total blocking time as Lighthouse computes it (core/lib/tbt-utils.js, calculateSumOfBlockingTime):
 * every main-thread long task blocks input for the part of it beyond 50 ms. Only the part of a task
 * inside [start, end] counts — Lighthouse's window is first contentful paint to time to interactive;
 * ours is first contentful paint to the moment the load settled (quiet-moment.ts).
 * The tasks come from PerformanceObserver('longtask'), so the browser already dropped those ≤ 50 ms.
 *
 * A task given its CPU time (`cpuMs`, load-trace.ts) is counted by that instead of its duration, a
 * task cut by the window keeping the same share of it: on a busy machine a task also lasts while the
 * thread waits for a core, which a phone running only this page would not.
 */
export type LongTask = { startTime: number; duration: number; cpuMs?: number };

export const BLOCKING_THRESHOLD_MS = 50;

export function totalBlockingTime(tasks: LongTask[], startMs: number, endMs: number): number {
  let total = 0;
  for (const task of tasks) {
    const clippedStart = Math.max(task.startTime, startMs);
    const clippedEnd = Math.min(task.startTime + task.duration, endMs);
    const inside = clippedEnd - clippedStart;
    if (inside <= 0) continue;
    const busy = task.cpuMs === undefined ? inside : task.cpuMs * (inside / task.duration);
    const blocking = busy - BLOCKING_THRESHOLD_MS;
    if (blocking > 0) total += blocking;
  }
  return total;
}
