import type { QueryClient, QueryKey } from "@tanstack/react-query";

export type Snapshot = { key: QueryKey; data: unknown }[];

/**
 * Applies a change at once to every cached query under `prefix` and returns what was there before,
 * so the mutation can put it back if the server refuses (TanStack Query's optimistic-update recipe).
 */
export async function updateCached<T>(
  queryClient: QueryClient,
  prefix: QueryKey,
  update: (data: T) => T,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: prefix });
  const snapshot: Snapshot = queryClient.getQueriesData<T>({ queryKey: prefix }).map(([key, data]) => ({ key, data }));
  for (const { key, data } of snapshot) {
    if (data !== undefined) queryClient.setQueryData<T>(key, update(data as T));
  }
  return snapshot;
}

export function restoreSnapshots(queryClient: QueryClient, ...snapshots: (Snapshot | undefined)[]): void {
  for (const snapshot of snapshots) {
    for (const { key, data } of snapshot ?? []) queryClient.setQueryData(key, data);
  }
}
