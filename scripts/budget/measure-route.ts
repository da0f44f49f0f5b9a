import type { Browser, BrowserContextOptions } from "@playwright/test";
import type { RouteFigures } from "./judge-figures.ts";
import { tracedLoad, withCpuTimes } from "./load-trace.ts";
import { type LoadedFile, type PhonePage, withPhonePage } from "./phone-page.ts";
import { quietMoment } from "./quiet-moment.ts";
import { BLOCKING_THRESHOLD_MS, type LongTask, totalBlockingTime } from "./total-blocking-time.ts";

export type RouteRun = RouteFigures & {
  /** Total blocking time by the wall clock, as the page's long tasks count it (tbtMs: by CPU time). */
  wallTbtMs: number;
  jsWireBytes: number;
  cssWireBytes: number;
  files: LoadedFile[];
  longTasks: LongTask[];
  lcpElement: string | null;
  /** When the load settled (quiet-moment.ts), in ms since navigation; null: it did not in time. */
  settledAtMs: number | null;
  settled: boolean;
};

/**
 * One cold load of `url` (a new browser context: empty cache, no service worker) on an emulated
 * mid-range phone over slow 4G, measured until the page settles, its TBT counted by CPU time from
 * Chrome's trace (load-trace.ts, total-blocking-time.ts say why). `afterLoad` then gets the same page
 * (its cache and service worker now warm) for a later visit (measure-interactions.ts).
 */
export function measureRoute(
  browser: Browser,
  url: string,
  storageState?: BrowserContextOptions["storageState"],
  afterLoad?: (phone: PhonePage) => Promise<void>,
): Promise<RouteRun> {
  return withPhonePage(browser, storageState, async (phone) => {
    const { observations, files, requests, events } = await tracedLoad(browser, phone, url);
    await afterLoad?.(phone);
    const longTasks = withCpuTimes(observations.longTasks, events);
    const busyTasks = longTasks
      .filter((task) => (task.cpuMs ?? task.duration) > BLOCKING_THRESHOLD_MS)
      .map((task) => ({ startMs: task.startTime, endMs: task.startTime + task.duration }));
    const settledAt = quietMoment(observations.lcp, [...requests, ...busyTasks], observations.now);
    // What the load needed: the files asked for before it settled, not the idle-time work after.
    const windowEnd = settledAt ?? observations.now;
    const needed = files.filter((file) => file.startMs < windowEnd);
    const sum = (kind: LoadedFile["kind"], size: "bytes" | "wireBytes") =>
      needed.filter((file) => file.kind === kind).reduce((total, file) => total + file[size], 0);
    return {
      jsBytes: sum("js", "bytes"),
      cssBytes: sum("css", "bytes"),
      jsWireBytes: sum("js", "wireBytes"),
      cssWireBytes: sum("css", "wireBytes"),
      lcpMs: observations.lcp ?? Number.NaN,
      tbtMs: totalBlockingTime(longTasks, observations.fcp ?? 0, windowEnd),
      wallTbtMs: totalBlockingTime(observations.longTasks, observations.fcp ?? 0, windowEnd),
      files,
      longTasks,
      lcpElement: observations.lcpElement,
      settledAtMs: settledAt,
      settled: settledAt !== null,
    };
  });
}
