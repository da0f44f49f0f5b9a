import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { SESSION_QUERY_KEY, useSession } from "@/features/account/api/get-session";
import { ApiError } from "@/lib/api-client";
import { readCachedUserId } from "@/lib/sync/cached-user";
import { whenSettled } from "@/lib/when-settled";

/**
 * Connects the session to lib/sync (all of it loaded on demand): while someone is signed in, live
 * updates and the offline copy of their data run, and everything they may open offline is fetched
 * (app/offline); when the server says nobody is (signed out elsewhere, the session expired), what
 * this browser kept of them is wiped; and when the session cannot be read at all (no network), the
 * offline copy is shown.
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
    let stopKeeping: (() => void) | null = null;
    let cancelled = false;
    const cancelWait = whenSettled(queryClient, () => {
      void Promise.all([import("@/lib/sync/start-sync"), import("./offline/keep-offline-copy")]).then(
        ([{ startSync }, { keepOfflineCopy }]) => {
          if (cancelled) return;
          stop = startSync(queryClient, userId, {
            onSignedOutElsewhere: () => {
              stop?.();
              void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
            },
            onStreamRefused: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
          });
          // Everything a person may open offline, not only the screens opened so far (issue 25).
          stopKeeping = keepOfflineCopy(queryClient);
        },
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
      stopKeeping?.();
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
