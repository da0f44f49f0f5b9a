import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { type DehydratedQuery, nextRecord } from "./cache-record";
import { writeCacheRecord } from "./cache-store";
import { readCursor } from "./sync-cursor";

/** At most one write a second: the cache changes with every fetch and every optimistic tick. */
const WRITE_THROTTLE_MS = 1000;

/** Only answers are kept: a query still loading or failed has nothing to show offline. */
function isSuccessful(query: { state: { status: string; data: unknown } }): boolean {
  return query.state.status === "success" && query.state.data !== undefined;
}

/**
 * Writes the user's query cache to IndexedDB (cache-store.ts) after it changes, throttled, and once
 * more when the page is hidden (a closing tab). Returns stop(), which writes nothing afterwards —
 * signing out stops it before the database is deleted, so nothing writes the data back.
 * `storedEarlier`: the queries an earlier visit stored; those memory has let go of since are kept.
 */
export function persistQueryCache(
  queryClient: QueryClient,
  userId: string,
  storedEarlier: Promise<DehydratedQuery[]>,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  // What the record holds: the earlier visit's queries, then each write's own. A query fetched in this
  // page and dropped from memory since stays stored too, not only one an earlier visit stored.
  let stored = storedEarlier;

  const write = () => {
    timer = null;
    writing = writing.then(async () => {
      if (stopped) return;
      const inMemory = dehydrate(queryClient, { shouldDehydrateQuery: isSuccessful }).queries;
      const record = nextRecord(inMemory, await stored, { userId, cursor: readCursor(), now: Date.now() });
      if (stopped) return;
      await writeCacheRecord(record).then(
        () => {
          stored = Promise.resolve(record.queries);
        },
        (error: unknown) => console.warn("Could not store the offline copy", error),
      );
    });
  };
  const schedule = () => {
    if (!stopped && timer === null) timer = setTimeout(write, WRITE_THROTTLE_MS);
  };
  const flushWhenHidden = () => {
    if (document.visibilityState !== "hidden" || timer === null) return;
    clearTimeout(timer);
    write();
  };

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" || event.type === "removed") schedule();
  });
  document.addEventListener("visibilitychange", flushWhenHidden);
  schedule();

  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    unsubscribe();
    document.removeEventListener("visibilitychange", flushWhenHidden);
  };
}
