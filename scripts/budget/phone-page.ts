import type { Browser, BrowserContextOptions, CDPSession, Page } from "@playwright/test";
import { CPU_SLOWDOWN, MOBILE_SCREEN, QUIET_WINDOW_MS, SETTLE_TIMEOUT_MS, SLOW_4G } from "./budgets.ts";
import { resourceKind } from "./judge-figures.ts";
import { PAGE_OBSERVERS, type PageObservations, READ_OBSERVATIONS } from "./page-observers.ts";
import type { BusySpan } from "./quiet-moment.ts";
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

/**
 * What one load saw: the page's own observations (paints, long tasks), the files it fetched and when
 * each request was in flight (still open at the end: endMs Infinity), in ms since the first request.
 */
export type SettledLoad = {
  observations: PageObservations;
  settled: boolean;
  files: LoadedFile[];
  requests: BusySpan[];
};

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
      return { observations, settled, files: network.files(), requests: network.requests() };
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
  const responses = new Map<string, { path: string; kind: LoadedFile["kind"]; headerBytes: number }>();
  // Each request watched, from when it was sent until it finished or failed (Infinity: in flight).
  const spans = new Map<string, BusySpan>();
  const files: LoadedFile[] = [];
  // CDP timestamps are seconds on a monotonic clock; the first request (the page itself) is 0 ms.
  let firstRequestAt: number | null = null;
  const sinceFirst = (timestamp: number) => Math.round((timestamp - (firstRequestAt ?? timestamp)) * 1000);
  let lastChange = Date.now();
  const finish = (requestId: string, timestamp: number) => {
    lastChange = Date.now();
    const span = spans.get(requestId);
    if (span) span.endMs = sinceFirst(timestamp);
  };
  cdp.on("Network.requestWillBeSent", ({ requestId, timestamp, type, request }) => {
    // The live-sync stream (EventSource) stays open as long as the page: it is no load to wait for.
    // A data: URL (an inline SVG in the CSS) is read from the page itself, not the network.
    if (type === "EventSource" || request.url.startsWith("data:")) return;
    firstRequestAt ??= timestamp;
    spans.set(requestId, { startMs: sinceFirst(timestamp), endMs: Number.POSITIVE_INFINITY });
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
    finish(requestId, timestamp);
    const response = responses.get(requestId);
    const span = spans.get(requestId);
    if (!response || !span) return;
    const { headerBytes, ...file } = response;
    files.push({ ...file, bytes: encodedDataLength - headerBytes, wireBytes: encodedDataLength, ...span });
  });
  cdp.on("Network.loadingFailed", ({ requestId, timestamp }) => finish(requestId, timestamp));
  await cdp.send("Network.enable");
  return {
    quietForMs: () =>
      [...spans.values()].some((span) => span.endMs === Number.POSITIVE_INFINITY) ? 0 : Date.now() - lastChange,
    files: () => [...files],
    requests: () => [...spans.values()].map((span) => ({ ...span })),
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
