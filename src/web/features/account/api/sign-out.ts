import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "@/lib/unwrap-auth-result";
import { clearUserMirror } from "../user-mirror";
import { SESSION_QUERY_KEY } from "./get-session";

/**
 * After the server has ended the session: what this browser keeps of the user goes too (a shared
 * computer) — the offline copy, the outbox, the sync cursor (lib/sync, loaded only now).
 */
async function wipeLocalDataOfSignedOutUser(): Promise<void> {
  const [{ wipeLocalData }, { readCachedUserId }] = await Promise.all([
    import("@/lib/sync/wipe-local-data"),
    import("@/lib/sync/cached-user"),
  ]);
  await wipeLocalData(readCachedUserId());
}

/** Marks a sign-out in progress: background fetching (app/offline) holds back meanwhile, not to ask as nobody. */
export const SIGN_OUT_MUTATION_KEY = ["account", "sign-out"] as const;

/** Resolves once no query is fetching, or after two seconds at most: a slow request does not hold the sign-out. */
function untilNothingFetches(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(finish, 2000);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) finish();
    });
    function finish() {
      clearTimeout(deadline);
      unsubscribe();
      resolve();
    }
    if (queryClient.isFetching() === 0) finish();
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: async () => {
      // Requests already on their way finish first, so none reaches the server as nobody (401).
      await untilNothingFetches(queryClient);
      const result = await unwrapAuthResult(authClient.signOut());
      await wipeLocalDataOfSignedOutUser();
      return result;
    },
    onSuccess: () => {
      // Nothing of the signed-out user may stay in the cache for the next person at this browser.
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      clearUserMirror();
    },
  });
}
