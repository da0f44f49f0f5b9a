import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { SESSION_QUERY_KEY, useSession } from "@/features/account/api/get-session";
import { ApiError } from "@/lib/api-client";
import { readCachedUserId } from "@/lib/sync/cached-user";

/** How long the page must have fetched nothing before the live sync's code is loaded. */
const SETTLED_FOR_MS = 2000;

/**
 * Runs `task` once the page has settled: no query fetching for SETTLED_FOR_MS, then an idle moment.
 * Live sync and the offline copy are no part of the first screen, so their code (lib/sync, ≈ 3 KB)
 * waits for the screen's own requests and code; nothing is missed meanwhile (live-sync.ts starts
 * from the stored cursor). Returns cancel().
 */
function whenSettled(queryClient: QueryClient, task: () => void): () => void {
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

/**
 * Connects the session to lib/sync (all of it loaded on demand): while someone is signed in, live
 * updates and the offline copy of their data run; when the server says nobody is (signed out
 * elsewhere, the session expired), what this browser kept of them is wiped; and when the session
 * cannot be read at all (no network), the offline copy is shown.
 */
export function LiveSync() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.data?.user.id;
  const signedOut = session.data === null;
  const unreachable = session.data === undefined && session.failureCount > 0;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelWait = whenSettled(queryClient, () => {
      void import("@/lib/sync/start-sync").then(({ startSync }) => {
        if (cancelled) return;
        stop = startSync(queryClient, userId, {
          onSignedOutElsewhere: () => {
            stop?.();
            void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
          },
          onStreamRefused: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        });
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [queryClient, userId]);

  // A signed-in screen answered 401: the session is gone (revoked on another device, expired), which
  // the session query then says, and the effect below wipes the local data.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "error") return;
        const { error } = event.action;
        if (error instanceof ApiError && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!signedOut || readCachedUserId() === null) return;
    void import("@/lib/sync/wipe-local-data").then(({ wipeLocalData }) => wipeLocalData(readCachedUserId()));
  }, [signedOut]);

  useEffect(() => {
    if (!unreachable || readCachedUserId() === null) return;
    void import("@/lib/sync/restore-cache").then(({ restoreOfflineCopy }) => restoreOfflineCopy(queryClient));
  }, [unreachable, queryClient]);

  return null;
}
