import type { Browser, BrowserContextOptions } from "@playwright/test";
import type { RouteFigures } from "./judge-figures.ts";
import { type LoadedFile, type PhonePage, withPhonePage } from "./phone-page.ts";
import { type LongTask, totalBlockingTime } from "./total-blocking-time.ts";

export type RouteRun = RouteFigures & {
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
    const sum = (kind: LoadedFile["kind"], size: "bytes" | "wireBytes") =>
      files.filter((file) => file.kind === kind).reduce((total, file) => total + file[size], 0);
    return {
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
