import { useMutation, useQueryClient } from "@tanstack/react-query";
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

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
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
