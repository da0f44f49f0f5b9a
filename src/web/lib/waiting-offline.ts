import type { FetchStatus } from "@tanstack/react-query";

/** What telling an endless wait needs of a query: any useQuery or useInfiniteQuery result fits. */
type QueryWait = { data: unknown; fetchStatus: FetchStatus };

/**
 * Whether `query` has nothing to show and waits for a network the browser does not have: TanStack
 * Query pauses such a fetch until it is back online. The screen then says so (components/
 * offline-unavailable.tsx) rather than showing a skeleton that would never end (issue 25, point 3).
 */
export function isWaitingOffline(query: QueryWait): boolean {
  return query.data === undefined && query.fetchStatus === "paused";
}
