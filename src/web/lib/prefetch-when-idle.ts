import { afterFirstScreen } from "@/lib/after-first-screen";

/**
 * Code a screen will need (its dialogs, the calendar, search, the next screens) fetched once the first
 * screen is idle, so that the first tap finds it in (issue 27; docs/first-load.md, "Idle prefetch").
 * Once the first screen is done (after-first-screen.ts: 5 s after `load`, at an idle moment, with the
 * service worker's registration; started right after `load`, evaluating the chunks on a slowed phone
 * CPU put /home's blocking time over its budget and kept the page from settling), one module per idle moment,
 * quietly (a failure is asked again by the tap that needs it). The page marks the moment it starts
 * (IDLE_PREFETCH_MARK): the budget counts what the page asked for before it as the route's first load,
 * and what came after it apart (scripts/budget/phone-page.ts).
 *
 * Not on a connection that asks to save data (Save-Data / Data Saver) or on 2G ("slow-2g", "2g"),
 * where a phone would pay for code the user may never open. 3G still prefetches: its ≈ 400 kbit/s
 * brings /home's dialogs (≈ 60 KB) in a few seconds, which is exactly when a tap would otherwise wait.
 */
export const IDLE_PREFETCH_MARK = "poriadok:idle-prefetch";

/** How long an idle moment may be waited for before the prefetch runs anyway. */
const IDLE_TIMEOUT_MS = 5000;

/** How often a busy screen is asked again. */
const BUSY_RETRY_MS = 500;

type ConnectionHints = { saveData?: boolean; effectiveType?: string };

export function isPrefetchWelcome(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "slow-2g" && connection.effectiveType !== "2g";
}

type Loader = () => Promise<unknown>;

/**
 * Starts the prefetch of `loaders` as described above; the returned function cancels what has not
 * started. `isScreenBusy` (the screen's own data still coming) holds the start back, so the prefetch
 * never shares the line with what the first screen shows.
 */
export function prefetchWhenIdle(loaders: readonly Loader[], isScreenBusy: () => boolean = () => false): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!isPrefetchWelcome(connection)) return () => undefined;
  let isCancelled = false;
  const queue = [...loaders];
  const next = () => {
    const load = queue.shift();
    if (isCancelled || !load) return;
    load().then(
      () => whenIdle(next),
      () => whenIdle(next),
    );
  };
  const start = () =>
    whenIdle(() => {
      if (isCancelled) return;
      if (isScreenBusy()) {
        setTimeout(start, BUSY_RETRY_MS);
        return;
      }
      if (performance.getEntriesByName(IDLE_PREFETCH_MARK).length === 0) performance.mark(IDLE_PREFETCH_MARK);
      next();
    });
  afterFirstScreen(start);
  return () => {
    isCancelled = true;
  };
}

/** An idle moment where the browser tells (requestIdleCallback: not Safari), else a second later. */
function whenIdle(run: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1000);
}
