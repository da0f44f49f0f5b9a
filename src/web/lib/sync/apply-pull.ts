import type { QueryClient } from "@tanstack/react-query";
import { ALL_SYNCED_FAMILIES, queriesChangedBy } from "./changed-queries";
import type { PullAnswer } from "./pull-answer";

/**
 * Resolves once this tab has no write in flight. A pulled change applied meanwhile could put a
 * row's committed state over the optimistic state of a later write of this tab (two quick ticks:
 * the first's echo would untick the second for a moment); the tab's own writes refresh what they
 * touched when they settle, so waiting for them costs nothing and shows no flicker.
 */
function whenNoWritesInFlight(queryClient: QueryClient): Promise<void> {
  if (queryClient.isMutating() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Brings this tab's screens up to date with a pulled change: the query families it feeds are marked
 * stale and those on screen fetched again at once; the rest when next shown.
 */
export async function applyPull(queryClient: QueryClient, answer: PullAnswer): Promise<void> {
  const keys = queriesChangedBy(answer);
  if (keys.length === 0) return;
  await whenNoWritesInFlight(queryClient);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Refreshes every family of the user's data (a tab that cannot tell what its screens missed). */
export async function refreshAll(queryClient: QueryClient): Promise<void> {
  await whenNoWritesInFlight(queryClient);
  await Promise.all(ALL_SYNCED_FAMILIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
