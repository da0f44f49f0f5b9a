/**
 * Total blocking time as Lighthouse computes it (core/lib/tbt-utils.js, calculateSumOfBlockingTime):
 * every main-thread long task blocks input for the part of it beyond 50 ms. Only the part of a task
 * inside [start, end] counts — Lighthouse's window is first contentful paint to time to interactive;
 * ours is first contentful paint to the moment the page has been quiet for QUIET_WINDOW_MS (no
 * request in flight, no long task), which for a page that settles is the same set of tasks.
 * The tasks come from PerformanceObserver('longtask'), so the browser already dropped those ≤ 50 ms.
 */
export type LongTask = { startTime: number; duration: number };

export const BLOCKING_THRESHOLD_MS = 50;

export function totalBlockingTime(tasks: LongTask[], startMs: number, endMs: number): number {
  let total = 0;
  for (const task of tasks) {
    const clippedStart = Math.max(task.startTime, startMs);
    const clippedEnd = Math.min(task.startTime + task.duration, endMs);
    const blocking = clippedEnd - clippedStart - BLOCKING_THRESHOLD_MS;
    if (blocking > 0) total += blocking;
  }
  return total;
}
