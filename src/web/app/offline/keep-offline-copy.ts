import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "@/features/account/api/get-session";
import { SIGN_OUT_MUTATION_KEY } from "@/features/account/api/sign-out";
import { type OfflinePrefetch, offlinePrefetches, shoppingListDetails } from "./offline-queries";

/** After a change is announced, how long to wait for more before fetching: a pull marks many queries at once. */
const CHANGES_SETTLE_MS = 3000;

/** Resolves at an idle moment (at the latest after a second), so fetching never competes with the screen. */
function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * Keeps on the device everything a person may open offline (offline-queries.ts), not only the
 * screens they happened to open (issue 25, point 3). Started with the live sync, after the first
 * screen has settled (app/live-sync.tsx), so none of it is on a page's first load. It fetches, one
 * query at a time at idle moments, what is missing or was marked changed — at the start, when the
 * network comes back, and a few seconds after changes were announced (a pull, a write settling).
 * The persister (lib/sync) writes what it fetched to IndexedDB like any other answer. Returns stop(),
 * which also lets go of the kept queries no screen shows (signing out, another user).
 */
export function keepOfflineCopy(queryClient: QueryClient): () => void {
  let stopped = false;
  let running = false;
  let runAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fetchEach = async (prefetches: OfflinePrefetch[]): Promise<boolean> => {
    for (const prefetch of prefetches) {
      await idleMoment();
      // Offline a fetch would only wait: the next time the network comes back runs again. While the
      // person signs out, a fetch would reach the server as nobody (401): the sign-out stops this.
      const isSigningOut = queryClient.isMutating({ mutationKey: SIGN_OUT_MUTATION_KEY }) > 0;
      const isSignedIn = Boolean(queryClient.getQueryData(SESSION_QUERY_KEY));
      if (stopped || isSigningOut || !isSignedIn || !onlineManager.isOnline()) return false;
      await prefetch(queryClient);
    }
    return true;
  };

  const run = async () => {
    if (running) {
      runAgain = true;
      return;
    }
    running = true;
    try {
      do {
        runAgain = false;
        // The lists first: the items of the lists they hold follow.
        if (!(await fetchEach(offlinePrefetches(new Date())))) return;
        if (!(await fetchEach(shoppingListDetails(queryClient)))) return;
      } while (runAgain && !stopped);
    } finally {
      running = false;
    }
  };

  const runSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), CHANGES_SETTLE_MS);
  };

  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "invalidate") runSoon();
  });
  const unsubscribeOnline = onlineManager.subscribe((isOnline) => {
    if (isOnline) runSoon();
  });
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribeCache();
    unsubscribeOnline();
    // Nobody's data stays in memory past its user: the kept queries no screen shows go.
    queryClient.removeQueries({
      predicate: (query) => query.gcTime === Number.POSITIVE_INFINITY && query.getObserversCount() === 0,
    });
  };
}
