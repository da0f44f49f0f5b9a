/**
 * A load recorded in Chrome's trace, for the CPU time of each of its long tasks.
 *
 * Why CPU time: the page's long tasks (PerformanceObserver) last as long as the wall clock says. On a
 * shared 2-core CI machine at a load average of 8, a task also lasts while the main thread waits for
 * a core, and the same build measured TBT 145 ms on a quiet machine and 368 ms on a busy one. The
 * trace gives each task's thread time beside its duration (`tdur`); Chrome's CPU throttling spends
 * its pauses on the thread, so the 4× slowdown still counts, but waiting for a core does not. That is
 * what the task would block on the phone the budget stands for, whatever else this machine runs; the
 * wall-clock figure stays in the report beside it.
 */
import type { Browser } from "@playwright/test";
import type { PhonePage, SettledLoad } from "./phone-page.ts";
import type { LongTask } from "./total-blocking-time.ts";

/** One event of Chrome's trace format (timestamps and durations in microseconds). */
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the slice (with Chrome's CPU throttling, its pauses count as CPU time). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: the trace format's args differ per event name.
  args?: any;
};

/** What the CPU times need: main-thread tasks with their thread time, paints and navigations. */
export const TIMELINE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline", // the main thread's tasks (RunTask), as Lighthouse records them
  "loading",
  "blink.user_timing",
];

export type TracedLoad = SettledLoad & { events: TraceEvent[] };

/** `phone.loadUntilSettled(url)` while Chrome records a trace of `categories`. */
export async function tracedLoad(
  browser: Browser,
  phone: PhonePage,
  url: string,
  categories = TIMELINE_CATEGORIES,
): Promise<TracedLoad> {
  await browser.startTracing(phone.page, { categories });
  let load: SettledLoad;
  try {
    load = await phone.loadUntilSettled(url);
  } catch (error) {
    await browser.stopTracing();
    throw error;
  }
  return { ...load, events: traceEvents(await browser.stopTracing()) };
}

export function traceEvents(trace: Buffer): TraceEvent[] {
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** The main thread's events and the trace time (µs) its navigation started at, found by its FCP. */
export function mainThreadOf(events: TraceEvent[]) {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) return null;
  const onMainThread = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid);
  // The navigation that painted: the main frame also logs navigations of its empty initial document.
  const navigationStart = onMainThread.find(
    (event) => event.name === "navigationStart" && event.args?.data?.navigationId === fcp.args?.data?.navigationId,
  );
  return { fcp, onMainThread, originUs: navigationStart?.ts ?? fcp.ts };
}

/** How far apart (ms) a long task's start may be in the page's clock and in the trace. */
const SAME_TASK_MS = 2;

/**
 * The page's own long tasks (PerformanceObserver, as the budget always counted them), each with its
 * CPU time from the trace's task that started at the same moment; one the trace does not hold keeps
 * its duration. The same tasks as before, so the figure means what it did; only the wait for a core
 * goes out of it.
 */
export function withCpuTimes(longTasks: LongTask[], events: TraceEvent[]): LongTask[] {
  const main = mainThreadOf(events);
  if (!main) return longTasks;
  const traced = main.onMainThread
    .filter((event) => event.name === "RunTask" && event.ph === "X" && event.dur !== undefined)
    .map((event) => ({
      startMs: (event.ts - main.originUs) / 1000,
      durationMs: (event.dur ?? 0) / 1000,
      cpuMs: (event.tdur ?? event.dur ?? 0) / 1000,
    }));
  return longTasks.map((task) => {
    const candidates = traced.filter((event) => Math.abs(event.startMs - task.startTime) <= SAME_TASK_MS);
    const closest = candidates.sort(
      (a, b) => Math.abs(a.durationMs - task.duration) - Math.abs(b.durationMs - task.duration),
    )[0];
    return closest ? { ...task, cpuMs: Math.min(closest.cpuMs, task.duration) } : task;
  });
}
