import { hydrate, type QueryClient } from "@tanstack/react-query";
import { readUsableRecord } from "./cache-store";
import { readCachedUserId } from "./cached-user";
import { readCursor, resetCursor } from "./sync-cursor";

/**
 * Puts the offline copy of the user who last used this browser into `queryClient`, so the screens
 * show that user's data without network: the session (so the signed-in screens open), home's lists,
 * the notes, the trash, the statistics and the planner weeks seen before. Queries already answered
 * in this tab are kept (hydrate keeps the newer). Resolves false when there is no usable copy.
 */
export async function restoreOfflineCopy(queryClient: QueryClient): Promise<boolean> {
  const userId = readCachedUserId();
  if (!userId) return false;
  const record = await readUsableRecord(userId);
  if (!record) return false;
  // Kept in memory while the tab lives (gcTime), not 5 minutes: offline, nothing could fetch them again.
  hydrate(
    queryClient,
    { queries: record.queries, mutations: [] },
    { defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } },
  );
  // The first pull once the network is back starts from where this copy was up to date.
  if (readCursor() === null) resetCursor(record.cursor);
  return true;
}
