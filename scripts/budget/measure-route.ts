import type { Browser, BrowserContextOptions } from "@playwright/test";
import type { RouteFigures } from "./judge-figures.ts";
import { type LoadedFile, type PhonePage, withPhonePage } from "./phone-page.ts";
import { type LongTask, totalBlockingTime } from "./total-blocking-time.ts";

export type RouteRun = RouteFigures & {
  /** Scripts fetched after the page's idle-prefetch mark: not the route's first load, reported apart. */
  prefetchedJsBytes: number;
  jsWireBytes: number;
  cssWireBytes: number;
  files: LoadedFile[];
  longTasks: LongTask[];
  lcpElement: string | null;
  settled: boolean;
};

/**
 * One cold load of `url` (a new browser context: empty cache, no service worker) on an emulated
 * mid-range phone over slow 4G, measured until the page settles. `afterLoad` then gets the same page
 * (its cache and service worker now warm) for a later visit (measure-interactions.ts).
 */
export function measureRoute(
  browser: Browser,
  url: string,
  storageState?: BrowserContextOptions["storageState"],
  afterLoad?: (phone: PhonePage) => Promise<void>,
): Promise<RouteRun> {
  return withPhonePage(browser, storageState, async (phone) => {
    const { observations, settled, files } = await phone.loadUntilSettled(url);
    await afterLoad?.(phone);
    // The route's first load is what the page asked for before it declared its first screen idle and
    // began to fetch later taps' code (docs/first-load.md, "Idle prefetch"); that code is counted apart.
    const idleAt = observations.idlePrefetchAt;
    const firstLoad = files.filter((file) => idleAt === null || file.startMs < idleAt);
    const sum = (kind: LoadedFile["kind"], size: "bytes" | "wireBytes", from = firstLoad) =>
      from.filter((file) => file.kind === kind).reduce((total, file) => total + file[size], 0);
    return {
      prefetchedJsBytes: sum("js", "bytes", files) - sum("js", "bytes"),
      jsBytes: sum("js", "bytes"),
      cssBytes: sum("css", "bytes"),
      jsWireBytes: sum("js", "wireBytes"),
      cssWireBytes: sum("css", "wireBytes"),
      lcpMs: observations.lcp ?? Number.NaN,
      tbtMs: totalBlockingTime(observations.longTasks, observations.fcp ?? 0, observations.now),
      files,
      longTasks: observations.longTasks,
      lcpElement: observations.lcpElement,
      settled,
    };
  });
}
