import type { QueryClient } from "@tanstack/react-query";

/** How long the page must have fetched nothing before the deferred work starts. */
const SETTLED_FOR_MS = 2000;

/**
 * Runs `task` once the page has settled: no query fetching for SETTLED_FOR_MS, then an idle moment.
 * What is no part of the first screen (live sync and the offline copy, app/live-sync.tsx; the open
 * app's reminder toasts) waits for the screen's own requests and code, so the first load does not
 * pay for it. Returns cancel().
 */
export function whenSettled(queryClient: QueryClient, task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const run = () => {
    unsubscribe();
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout: 1000 });
    else task();
  };
  const check = () => {
    clearTimeout(timer);
    if (queryClient.isFetching() === 0) timer = setTimeout(run, SETTLED_FOR_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  check();
  return () => {
    unsubscribe();
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
