import type { QueryClient } from "@tanstack/react-query";
import { persistQueryCache } from "./cache-persister";
import { readUsableRecord } from "./cache-store";
import { writeCachedUserId } from "./cached-user";
import { type LiveSyncOptions, startLiveSync } from "./live-sync";
import { runningSyncStarted, stopSync } from "./running-sync";

/**
 * Starts, for the signed-in user, the live sync and the offline copy of the query cache (loaded
 * after the first paint: none of lib/sync is part of a page's first load). Returns stop().
 */
export function startSync(
  queryClient: QueryClient,
  userId: string,
  options: Omit<LiveSyncOptions, "storedCursor">,
): () => void {
  stopSync();
  writeCachedUserId(userId);
  const stored = readUsableRecord(userId);
  const stopPersisting = persistQueryCache(
    queryClient,
    userId,
    stored.then((record) => record?.queries ?? []),
  );
  const stopLive = startLiveSync(queryClient, userId, {
    ...options,
    storedCursor: stored.then((record) => record?.cursor ?? null),
  });
  return runningSyncStarted(() => {
    stopPersisting();
    stopLive();
  });
}
