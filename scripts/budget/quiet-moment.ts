import { QUIET_WINDOW_MS } from "./budgets.ts";

/** Something that kept the page busy, in ms since navigation: a request in flight or a long task. */
export type BusySpan = { startMs: number; endMs: number };

/**
 * When the load settled, worked out afterwards: the first moment, from the largest contentful paint
 * on, after which nothing kept the page busy for QUIET_WINDOW_MS — no request in flight and no task
 * of 50 ms or more of CPU time (load-trace.ts) — or null when no such moment came before `endMs`.
 *
 * Why afterwards: waiting for the page's own long tasks to stop, a busy machine stretches every task
 * into a long one and the quiet second never comes before the app's idle-time work starts (service
 * worker, preloads). The load then "never settled" and its figures took in that work: /home measured
 * 205 KB of JS on a busy machine against 173 KB on a quiet one. The budgets count up to this moment.
 */
export function quietMoment(lcpMs: number | null, busy: BusySpan[], endMs: number): number | null {
  if (lcpMs === null) return null;
  let quietFrom = lcpMs;
  for (const span of [...busy].sort((a, b) => a.startMs - b.startMs)) {
    if (span.startMs - quietFrom >= QUIET_WINDOW_MS) return quietFrom;
    quietFrom = Math.max(quietFrom, span.endMs);
  }
  return endMs - quietFrom >= QUIET_WINDOW_MS ? quietFrom : null;
}
