import type { Browser, BrowserContextOptions, CDPSession, Page } from "@playwright/test";
import { CPU_SLOWDOWN, MOBILE_SCREEN, QUIET_WINDOW_MS, SETTLE_TIMEOUT_MS, SLOW_4G } from "./budgets.ts";
import { resourceKind } from "./judge-figures.ts";
import { PAGE_OBSERVERS, type PageObservations, READ_OBSERVATIONS } from "./page-observers.ts";
import { TAP_OBSERVERS } from "./tap-observers.ts";

/**
 * `bytes`: the compressed body; `wireBytes`: with the response's headers; `startMs`/`endMs`: when it
 * was asked for and finished, from the page's own request (the waterfall, for finding a slow chain).
 */
export type LoadedFile = {
  path: string;
  kind: "js" | "css" | "other";
  bytes: number;
  wireBytes: number;
  startMs: number;
  endMs: number;
};

/** What one load saw: the page's own observations (paints, long tasks) and the files it fetched. */
export type SettledLoad = { observations: PageObservations; settled: boolean; files: LoadedFile[] };

export type PhonePage = {
  page: Page;
  cdp: CDPSession;
  /** Loads `url` and waits until the page settles; refuses a load that ended on another path. */
  loadUntilSettled: (url: string) => Promise<SettledLoad>;
  /**
   * Installs the tap observers (tap-observers.ts) in the documents loaded from now on. Not in the
   * budget's own load: their work on every change of /home's DOM would count in the figures it judges.
   */
  observeTaps: () => Promise<void>;
};

/**
 * A fresh browser context (empty cache, no service worker) on an emulated mid-range phone over slow
 * 4G, with the page observers installed, for `use` to load a page in. The budgets (measure-route.ts)
 * and the profiler (profile-route.ts) load pages the same way through it, so what the profiler
 * explains is what the budget measured.
 */
export async function withPhonePage<T>(
  browser: Browser,
  storageState: BrowserContextOptions["storageState"] | undefined,
  use: (phone: PhonePage) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
    deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: "en-GB",
    storageState,
  });
  try {
    await context.addInitScript(PAGE_OBSERVERS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = await watchNetwork(cdp);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
    const loadUntilSettled = async (url: string): Promise<SettledLoad> => {
      await page.goto(url, { waitUntil: "load", timeout: SETTLE_TIMEOUT_MS });
      const { observations, settled } = await waitUntilSettled(
        () => page.evaluate(READ_OBSERVATIONS) as Promise<PageObservations>,
        network.quietForMs,
      );
      // A lost session would land /home on the sign-in screen and measure that instead: refuse it.
      const landedOn = new URL(page.url()).pathname;
      if (landedOn !== new URL(url).pathname) throw new Error(`${url} ended on ${landedOn}, not the page to measure`);
      return { observations, settled, files: network.files() };
    };
    const observeTaps = async () => {
      await context.addInitScript(TAP_OBSERVERS);
    };
    return await use({ page, cdp, loadUntilSettled, observeTaps });
  } finally {
    await context.close();
  }
}

/**
 * Every response's compressed size: Network.loadingFinished's encodedDataLength is what came over the
 * wire, headers included; responseReceived's encodedDataLength is the headers alone at that point.
 * The budgets judge the body (the bytes the build controls): here, over HTTP/1.1, every response
 * carries about 1.1 KB of security headers, which HTTP/2 behind a proxy compresses to a few bytes
 * after the first, so counting them would charge /home ~30 KB for its number of chunks. Both go
 * into the report.
 */
async function watchNetwork(cdp: CDPSession) {
  const inFlight = new Set<string>();
  const responses = new Map<string, { path: string; kind: LoadedFile["kind"]; headerBytes: number }>();
  const sentAt = new Map<string, number>();
  const files: LoadedFile[] = [];
  // CDP timestamps are seconds on a monotonic clock; the first request (the page itself) is 0 ms.
  let firstRequestAt: number | null = null;
  const sinceFirst = (timestamp: number) => Math.round((timestamp - (firstRequestAt ?? timestamp)) * 1000);
  let lastChange = Date.now();
  cdp.on("Network.requestWillBeSent", ({ requestId, timestamp, type }) => {
    // The live-sync stream (EventSource) stays open as long as the page: it is no load to wait for.
    if (type === "EventSource") return;
    inFlight.add(requestId);
    firstRequestAt ??= timestamp;
    sentAt.set(requestId, timestamp);
    lastChange = Date.now();
  });
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    responses.set(requestId, {
      path: new URL(response.url).pathname,
      kind: resourceKind(type, response.mimeType),
      headerBytes: response.encodedDataLength,
    });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength, timestamp }) => {
    inFlight.delete(requestId);
    lastChange = Date.now();
    const response = responses.get(requestId);
    if (!response) return;
    const { headerBytes, ...file } = response;
    files.push({
      ...file,
      bytes: encodedDataLength - headerBytes,
      wireBytes: encodedDataLength,
      startMs: sinceFirst(sentAt.get(requestId) ?? timestamp),
      endMs: sinceFirst(timestamp),
    });
  });
  cdp.on("Network.loadingFailed", ({ requestId }) => {
    inFlight.delete(requestId);
    lastChange = Date.now();
  });
  await cdp.send("Network.enable");
  return {
    quietForMs: () => (inFlight.size > 0 ? 0 : Date.now() - lastChange),
    files: () => [...files],
  };
}

/**
 * Polls until no request has been in flight and no long task has ended for QUIET_WINDOW_MS, and a
 * largest contentful paint has been seen; gives up (settled: false) after SETTLE_TIMEOUT_MS.
 */
async function waitUntilSettled(read: () => Promise<PageObservations>, networkQuietForMs: () => number) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const observations = await read();
    const lastTaskEnd = Math.max(0, ...observations.longTasks.map((task) => task.startTime + task.duration));
    const quiet =
      networkQuietForMs() >= QUIET_WINDOW_MS &&
      observations.now - lastTaskEnd >= QUIET_WINDOW_MS &&
      observations.lcp !== null;
    if (quiet || Date.now() > deadline) return { observations, settled: quiet };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
